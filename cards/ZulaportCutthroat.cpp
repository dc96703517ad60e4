//===- ZulaportCutthroat.cpp - Zulaport Cutthroat --------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B} Creature - Human Rogue Ally 1/1: "Whenever this creature or
/// another creature you control dies, each opponent loses 1 life and you
/// gain 1 life."
struct ZulaportCutthroat {
  static constexpr CardFace Face = {
      .Name = "Zulaport Cutthroat",
      .Cost = ManaCost::parse("{1}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Rogue, Subtype::Ally},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "Whenever this creature or another creature you control dies, each "
              "opponent loses 1 life and you gain 1 life."};

  struct DrainOnDeath {
    static constexpr std::string_view Text =
        "Whenever this creature or another creature you control dies, each opponent "
        "loses 1 life and you gain 1 life.";
    /// CR 603.10a: judged on the board just before the deaths: the dying
    /// creature's controller then (a stolen creature counts for its thief).
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      return G.isCreature(Subject) && G.controllerOf(Subject) == G.controllerOf(Source);
    }
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      for (int P = 0; P < G.numPlayers(); ++P)
        if (P != Item.Controller)
          G.loseLife(static_cast<PlayerId>(P), 1);
      G.gainLife(Item.Controller, 1);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Dies, .Resolve = &resolve, .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DrainOnDeath>>;
};

} // namespace strata::cards
