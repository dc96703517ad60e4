//===- HardenedScales.cpp - Hardened Scales --------------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {G} Enchantment: "If one or more +1/+1 counters would be put on a
/// creature you control, that many plus one +1/+1 counters are put on it
/// instead." It applies to counters put on a permanent and to a creature
/// entering with counters (CR 614.1c), judged on the layers' results: an
/// animated artifact or land you control is a creature you control.
struct HardenedScales {
  static constexpr CardFace Face = {
      .Name = "Hardened Scales",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Enchantment},
      .Text = "If one or more +1/+1 counters would be put on a creature you "
              "control, that many plus one +1/+1 counters are put on it instead."};

  struct OneMore {
    static constexpr game::ReplacedEvents On =
        game::on(game::ReplacedEvent::PutCounters) | game::on(game::ReplacedEvent::Enter);
    static constexpr std::string_view Text = "that many plus one +1/+1 counters";
    static bool applies(const game::CardGame &G, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      return E.Amount > 0 && E.Counter.Kind == CounterKind::Of::PlusOne &&
             G.isCreature(E.Object) && G.controllerOf(E.Object) == Src.Controller;
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Amount += 1;
    }
  };

  using Abilities = AbilityTypes<game::Replaces<OneMore>>;
};

} // namespace strata::cards
