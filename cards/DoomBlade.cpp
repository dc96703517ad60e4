//===- DoomBlade.cpp - Doom Blade ------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B} Instant: "Destroy target nonblack creature."
struct DoomBlade {
  static constexpr CardFace Face = {
      .Name = "Doom Blade",
      .Cost = ManaCost::parse("{1}{B}"),
      .Types = {CardType::Instant},
      // CR 612.2: "black" (in "nonblack") is a color word.
      .Words = words({colorWord(Color::Black)}),
      .Text = "Destroy target nonblack creature."};

  /// CR 115.1, 608.2b: "nonblack" is the creature's color now (layer 5:
  /// Painter's Servant's black creatures can't be targeted), checked as it
  /// is cast and as it resolves, against the word as the spell's text has
  /// it then (Sleight of Mind makes it "nonwhite").
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      co_await G.destroy(static_cast<ObjectId>(Item.Targets[0].Id));
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::NonColorCreature}, .Resolve = &resolve};
};

} // namespace strata::cards
