//===- Battlegrowth.cpp - Battlegrowth -------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {G} Instant: "Put a +1/+1 counter on target creature."
struct Battlegrowth {
  static constexpr CardFace Face = {
      .Name = "Battlegrowth",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Instant},
      .Text = "Put a +1/+1 counter on target creature."};

  /// CR 608.2b; putting the counter is an event replacement effects modify.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      co_await G.putCounters(static_cast<ObjectId>(Item.Targets[0].Id), 1);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature}, .Resolve = &resolve};
};

} // namespace strata::cards
