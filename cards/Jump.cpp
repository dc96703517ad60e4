//===- Jump.cpp - Jump -----------------------------------------------------===//
#include "strata/game/CardGame.h"

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

  /// Resolves as the factory says: CR 608.2b, 611.2c.
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::Creature>();
};

} // namespace strata::cards
