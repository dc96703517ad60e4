//===- BloodArtist.cpp - Blood Artist --------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B} Creature - Vampire 0/1: "Whenever this creature or another
/// creature dies, target player loses 1 life and you gain 1 life."
struct BloodArtist {
  static constexpr CardFace Face = {
      .Name = "Blood Artist",
      .Cost = ManaCost::parse("{1}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Vampire},
      .HasPT = true,
      .Power = 0,
      .Toughness = 1,
      .Text = "Whenever this creature or another creature dies, target player loses 1 "
              "life and you gain 1 life."};

  struct DrainOnDeath {
    static constexpr std::string_view Text =
        "Whenever this creature or another creature dies, target player loses 1 life and "
        "you gain 1 life.";
    /// CR 603.10a: any creature, whoever controls it, judged just before
    /// it died; itself included.
    static bool watches(const game::CardGame &G, ObjectId, ObjectId Subject) {
      return G.isCreature(Subject);
    }
    /// CR 608.2b: a player target stays legal; 603.3d: chosen as it goes
    /// on the stack.
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (!G.targetLegal(Item, 0))
        co_return;
      G.loseLife(static_cast<PlayerId>(Item.Targets[0].Id), 1);
      G.gainLife(Item.Controller, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Dies,
              .Target = game::TargetKind::Player,
              .Resolve = &resolve,
              .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DrainOnDeath>>;
};

} // namespace strata::cards
