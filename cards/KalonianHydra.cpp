//===- KalonianHydra.cpp - Kalonian Hydra ----------------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G}{G} Creature - Hydra 0/0: "Trample / This creature enters with four
/// +1/+1 counters on it. / Whenever this creature attacks, double the number
/// of +1/+1 counters on each creature you control."
struct KalonianHydra {
  static constexpr CardFace Face = {
      .Name = "Kalonian Hydra",
      .Cost = ManaCost::parse("{3}{G}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Hydra},
      .HasPT = true,
      .Power = 0,
      .Toughness = 0,
      .Keywords = {Keyword::Trample},
      .Text = "Trample\nThis creature enters with four +1/+1 counters on it.\n"
              "Whenever this creature attacks, double the number of +1/+1 counters "
              "on each creature you control."};

  /// CR 614.1c: a replacement effect on its own entry (614.12); Hardened
  /// Scales then adds one, Doubling Season doubles (616.1).
  struct EntersWithCounters {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::Enter);
    static constexpr bool ThisPermanentEnters = true;
    static constexpr std::string_view Text = "enters with four +1/+1 counters";
    static bool applies(const game::CardGame &, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      return E.Object == Src.Object;
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Amount += 4;
    }
  };

  /// CR 701.10e (double the counters): put that many more on each; the
  /// creatures are those you control as it resolves (608.2h); putting the
  /// counters is an event replacement effects modify (Hardened Scales).
  struct DoublesCounters {
    static constexpr std::string_view Text =
        "Whenever this creature attacks, double the number of +1/+1 counters on each "
        "creature you control.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      std::vector<std::pair<ObjectId, int>> Each;
      for (const GameObject &O : G.board().objects())
        if (O.In == Zone::Battlefield && G.isCreature(O.Id) &&
            G.controllerOf(O.Id) == Item.Controller && O.Count.PlusOne > 0)
          Each.push_back({O.Id, O.Count.PlusOne});
      for (auto [Id, N] : Each)
        co_await G.putCounters(Id, N);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Attacks, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Replaces<EntersWithCounters>,
                                 game::Triggered<DoublesCounters>>;
};

} // namespace strata::cards
