//===- GiantGrowth.cpp - Giant Growth --------------------------------------===//
#include "strata/game/Game.h"

namespace strata::cards {
using namespace runtime;

/// {G} Instant: "Target creature gets +3/+3 until end of turn."
struct GiantGrowth {
  static constexpr CardFace Face = {
      .Name = "Giant Growth",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Instant},
      .Text = "Target creature gets +3/+3 until end of turn."};

  /// Layer 7c (CR 613.4c); its set is locked as it resolves (611.2c).
  struct PumpsTarget : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(3);
      O.addToughness(3);
    }
  };

  using SpellEffects = EffectTypes<PumpsTarget>;

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
