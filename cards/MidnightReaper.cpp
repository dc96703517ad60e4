//===- MidnightReaper.cpp - Midnight Reaper --------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{B} Creature - Zombie Knight 3/2: "Whenever a nontoken creature you
/// control dies, this creature deals 1 damage to you and you draw a card."
struct MidnightReaper {
  static constexpr CardFace Face = {
      .Name = "Midnight Reaper",
      .Cost = ManaCost::parse("{2}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Zombie, Subtype::Knight},
      .HasPT = true,
      .Power = 3,
      .Toughness = 2,
      .Text = "Whenever a nontoken creature you control dies, this creature deals 1 "
              "damage to you and you draw a card."};

  struct DrawOnDeath {
    static constexpr std::string_view Text =
        "Whenever a nontoken creature you control dies, this creature deals 1 damage to "
        "you and you draw a card.";
    /// CR 603.10a: looks back: the Reaper dying itself (or with others)
    /// sees each death. CR 111.1: a token is not a card.
    static bool watches(const game::CardGame &G, ObjectId Source, ObjectId Subject) {
      return !G.board().object(Subject).Token && G.isCreature(Subject) &&
             G.controllerOf(Subject) == G.controllerOf(Source);
    }
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      // CR 113.7a: a source that left the battlefield deals the damage
      // with its last-known characteristics.
      co_await G.dealDamage(Item.Object, game::Target{true, Item.Controller}, 1);
      G.draw(Item.Controller, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Dies, .Resolve = &resolve, .Watches = &watches};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DrawOnDeath>>;
};

} // namespace strata::cards
