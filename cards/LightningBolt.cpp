//===- LightningBolt.cpp - Lightning Bolt ----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {R} Instant: "Lightning Bolt deals 3 damage to any target." Damage is
/// not a continuous effect; the game engine resolves it.
struct LightningBolt {
  static constexpr CardFace Face = {
      .Name = "Lightning Bolt",
      .Cost = ManaCost::parse("{R}"),
      .Types = {CardType::Instant},
      .Text = "Lightning Bolt deals 3 damage to any target."};

  /// CR 608.2b: a target that became illegal is not affected.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      co_await G.dealDamage(Item.Object, Item.Targets[0], 3);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::AnyTarget}, .Resolve = &resolve};
};

} // namespace strata::cards
