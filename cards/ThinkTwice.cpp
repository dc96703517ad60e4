//===- ThinkTwice.cpp - Think Twice ----------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Instant: "Draw a card. / Flashback {2}{U}"
struct ThinkTwice {
  static constexpr CardFace Face = {
      .Name = "Think Twice",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Instant},
      .Keywords = {Keyword::Flashback},
      .Text = "Draw a card.\nFlashback {2}{U} (You may cast this card from "
              "your graveyard for its flashback cost. Then exile it.)"};

  /// CR 121.1.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    G.draw(Item.Controller, 1);
    co_return;
  }
  /// CR 702.34a: cast from the graveyard for {2}{U}; the engine exiles it
  /// afterwards.
  static constexpr game::SpellScript Spell = {
      .Resolve = &resolve,
      .HasFlashback = true,
      .FlashbackCost = ManaCost::parse("{2}{U}")};
};

} // namespace strata::cards
