//===- Diminish.cpp - Diminish -----------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: "Target creature has base power and toughness 1/1 until end
/// of turn."
struct Diminish {
  static constexpr CardFace Face = {
      .Name = "Diminish",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Target creature has base power and toughness 1/1 until end of turn."};

  /// Layer 7b (CR 613.4b): counters and pumps (7c) still apply after it.
  struct SetsBasePT : Effect, Part<Layer::L7b> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.setBasePower(1);
      O.setBaseToughness(1);
    }
  };

  using SpellEffects = EffectTypes<SetsBasePT>;
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::Creature>();
};

} // namespace strata::cards
