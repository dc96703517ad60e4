//===- RaiseTheAlarm.cpp - Raise the Alarm --------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Instant: "Create two 1/1 white Soldier creature tokens."
struct RaiseTheAlarm {
  static constexpr CardFace Face = {
      .Name = "Raise the Alarm",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Instant},
      .Words = words({colorWord(Color::White), creatureTypeWord(Subtype::Soldier)}),
      .Text = "Create two 1/1 white Soldier creature tokens."};

  /// CR 111.4: a token the effect does not name is named by its subtypes
  /// and the word Token; CR 111.3: its color, types and P/T are the
  /// effect's (no mana cost).
  struct SoldierToken {
    static constexpr CardFace Face = {.Name = "Soldier Token",
                                      .ColorIndicator = {Color::White},
                                      .Types = {CardType::Creature},
                                      .Subtypes = {Subtype::Soldier},
                                      .HasPT = true,
                                      .Power = 1,
                                      .Toughness = 1};
  };

  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    co_await G.createTokens(game::describeCard<SoldierToken>(), Item.Controller, 2);
  }
  static constexpr game::SpellScript Spell = {.Resolve = &resolve};
};

} // namespace strata::cards
