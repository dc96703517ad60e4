//===- GiantGrowth.cpp - Giant Growth --------------------------------------===//
#include "strata/game/CardGame.h"

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

  /// Resolves as the factory says: CR 608.2b, 611.2c.
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::Creature>();
};

} // namespace strata::cards
