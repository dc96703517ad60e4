//===- CorpsejackMenace.cpp - Corpsejack Menace ----------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {2}{B}{G} Creature - Fungus 4/4: "If one or more +1/+1 counters would be
/// put on a creature you control, twice that many +1/+1 counters are put on
/// it instead."
struct CorpsejackMenace {
  static constexpr CardFace Face = {
      .Name = "Corpsejack Menace",
      .Cost = ManaCost::parse("{2}{B}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Fungus},
      .HasPT = true,
      .Power = 4,
      .Toughness = 4,
      .Text = "If one or more +1/+1 counters would be put on a creature you "
              "control, twice that many +1/+1 counters are put on it instead."};

  struct Twice {
    static constexpr game::ReplacedEvents On =
        game::on(game::ReplacedEvent::PutCounters) | game::on(game::ReplacedEvent::Enter);
    static constexpr std::string_view Text = "twice that many +1/+1 counters";
    static bool applies(const game::CardGame &G, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      return E.Amount > 0 && E.Counter.Kind == CounterKind::Of::PlusOne &&
             G.isCreature(E.Object) && G.controllerOf(E.Object) == Src.Controller;
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Amount = game::doubled(E.Amount);
    }
  };

  using Abilities = AbilityTypes<game::Replaces<Twice>>;
};

} // namespace strata::cards
