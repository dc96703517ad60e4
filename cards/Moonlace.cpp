//===- Moonlace.cpp - Moonlace -----------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: "Target spell or permanent becomes colorless."
struct Moonlace {
  static constexpr CardFace Face = {
      .Name = "Moonlace",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Target spell or permanent becomes colorless."};

  /// Layer 5 (CR 613.1e); no duration stated: indefinitely (611.2a).
  struct MakesColorless : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.setColors(ColorSet{}); }
  };

  using SpellEffects = EffectTypes<MakesColorless>;
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::Indefinite, game::TargetKind::SpellOrPermanent>();
};

} // namespace strata::cards
