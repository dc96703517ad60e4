//===- HolyLight.cpp - Holy Light -------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Instant: "Nonwhite creatures get -1/-1 until end of turn."
struct HolyLight {
  static constexpr CardFace Face = {
      .Name = "Holy Light",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Instant},
      .Words = words({colorWord(Color::White)}),
      .Text = "Nonwhite creatures get -1/-1 until end of turn."};

  /// Layer 7c. CR 611.2c: the creatures it affects are fixed as it resolves;
  /// one that becomes white or enters later is not changed.
  struct ShrinksNonwhite : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             !O.isColor(Ctx.source().textColor(0));
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(-1);
      O.addToughness(-1);
    }
  };

  using SpellEffects = EffectTypes<ShrinksNonwhite>;
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::None>();
};

} // namespace strata::cards
