//===- Humble.cpp - Humble ---------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Instant: "Until end of turn, target creature loses all abilities
/// and has base power and toughness 0/1."
struct Humble {
  static constexpr CardFace Face = {
      .Name = "Humble",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Instant},
      .Text = "Until end of turn, target creature loses all abilities and has base "
              "power and toughness 0/1."};

  struct Humbles : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    struct LosesAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) { O.loseAllAbilities(); }
    };
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(0);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<LosesAbilities, SetsBasePT>;
  };

  using SpellEffects = EffectTypes<Humbles>;
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::Creature>();
};

} // namespace strata::cards
