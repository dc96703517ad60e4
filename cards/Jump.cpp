//===- Jump.cpp - Jump -----------------------------------------------------===//
#include "strata/game/Game.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: "Target creature gains flying until end of turn."
struct Jump {
  static constexpr CardFace Face = {
      .Name = "Jump",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Target creature gains flying until end of turn."};

  /// Layer 6 (CR 613.1f); locked to its target (611.2c).
  struct GrantsFlyingToTarget : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Flying);
    }
  };

  using SpellEffects = EffectTypes<GrantsFlyingToTarget>;

  /// CR 608.2b: an illegal target is not affected (with its only target
  /// illegal, the spell doesn't resolve at all). CR 611.2c: the effect's
  /// set is locked as it resolves.
  static game::Task<> resolve(game::Game &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
    co_return;
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature}, .Resolve = &resolve};
};

} // namespace strata::cards
