//===- CatharsCrusade.cpp - Cathar's Crusade -------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{W}{W} Enchantment: "Whenever a creature you control enters, put a
/// +1/+1 counter on each creature you control."
struct CatharsCrusade {
  static constexpr CardFace Face = {
      .Name = "Cathar's Crusade",
      .Cost = ManaCost::parse("{3}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Whenever a creature you control enters, put a +1/+1 counter on each "
              "creature you control."};

  struct CountersOnEntry {
    static constexpr std::string_view Text =
        "Whenever a creature you control enters, put a +1/+1 counter on each creature "
        "you control.";
    /// CR 603.6a: judged after it entered, layers applied.
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      return G.isCreature(Subject) && G.controllerOf(Subject) == G.controllerOf(Source);
    }
    /// "Each creature you control" as it resolves (608.2h); each counter
    /// is put by replacement-aware putCounters (Hardened Scales, 614.1a).
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      std::vector<ObjectId> Mine;
      for (const GameObject &O : G.board().objects())
        if (O.In == Zone::Battlefield && G.isCreature(O.Id) &&
            G.controllerOf(O.Id) == Item.Controller)
          Mine.push_back(O.Id);
      for (ObjectId Id : Mine)
        co_await G.putCounters(Id, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve,
              .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<CountersOnEntry>>;
};

} // namespace strata::cards
