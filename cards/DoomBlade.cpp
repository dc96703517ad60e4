//===- DoomBlade.cpp - Doom Blade ------------------------------------------===//
#include "strata/game/Game.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B} Instant: "Destroy target nonblack creature."
struct DoomBlade {
  static constexpr CardFace Face = {
      .Name = "Doom Blade",
      .Cost = ManaCost::parse("{1}{B}"),
      .Types = {CardType::Instant},
      .Text = "Destroy target nonblack creature."};

  /// CR 115.1, 608.2b: "nonblack" is the creature's color now (layer 5:
  /// Painter's Servant's black creatures can't be targeted), checked as it
  /// is cast and as it resolves. The word belongs to a fixed target kind,
  /// so a text change of "black" is not followed (a known gap that
  /// `strata cards --check` lists).
  static game::Task<> resolve(game::Game &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      co_await G.destroy(static_cast<ObjectId>(Item.Targets[0].Id));
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::NonblackCreature}, .Resolve = &resolve};
};

} // namespace strata::cards
