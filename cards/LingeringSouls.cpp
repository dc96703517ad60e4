//===- LingeringSouls.cpp - Lingering Souls --------------------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Sorcery: "Create two 1/1 white Spirit creature tokens with
/// flying. / Flashback {1}{B}"
struct LingeringSouls {
  static constexpr CardFace Face = {
      .Name = "Lingering Souls",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Sorcery},
      .Keywords = {Keyword::Flashback},
      .Words = words({colorWord(Color::White), creatureTypeWord(Subtype::Spirit)}),
      .Text = "Create two 1/1 white Spirit creature tokens with flying.\nFlashback {1}{B} "
              "(You may cast this card from your graveyard for its flashback cost. Then "
              "exile it.)"};

  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    co_await G.createTokens(game::describeCard<WhiteSpiritToken>(), Item.Controller, 2);
  }
  /// CR 702.34a: cast from the graveyard for {1}{B}, then exiled.
  static constexpr game::SpellScript Spell = {
      .Resolve = &resolve, .HasFlashback = true, .FlashbackCost = ManaCost::parse("{1}{B}")};
};

} // namespace strata::cards
