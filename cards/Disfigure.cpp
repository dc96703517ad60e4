//===- Disfigure.cpp - Disfigure -------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {B} Instant: "Target creature gets -2/-2 until end of turn."
struct Disfigure {
  static constexpr CardFace Face = {
      .Name = "Disfigure",
      .Cost = ManaCost::parse("{B}"),
      .Types = {CardType::Instant},
      .Text = "Target creature gets -2/-2 until end of turn."};

  /// Layer 7c (CR 613.4c), its set locked as it resolves (611.2c).
  struct ShrinksTarget : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(-2);
      O.addToughness(-2);
    }
  };

  using SpellEffects = EffectTypes<ShrinksTarget>;
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::Creature>();
};

} // namespace strata::cards
