//===- DragonFodder.cpp - Dragon Fodder ------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{R} Sorcery: "Create two 1/1 red Goblin creature tokens."
struct DragonFodder {
  static constexpr CardFace Face = {
      .Name = "Dragon Fodder",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Sorcery},
      .Words = words({colorWord(Color::Red), creatureTypeWord(Subtype::Goblin)}),
      .Text = "Create two 1/1 red Goblin creature tokens."};

  /// CR 111.4: named by its subtype and the word Token.
  struct GoblinToken {
    static constexpr CardFace Face = {.Name = "Goblin Token",
                                      .ColorIndicator = {Color::Red},
                                      .Types = {CardType::Creature},
                                      .Subtypes = {Subtype::Goblin},
                                      .HasPT = true,
                                      .Power = 1,
                                      .Toughness = 1};
  };

  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    co_await G.createTokens(game::describeCard<GoblinToken>(), Item.Controller, 2);
  }
  static constexpr game::SpellScript Spell = {.Resolve = &resolve};
};

} // namespace strata::cards
