//===- Ovinize.cpp - Ovinize -----------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Instant: "Until end of turn, target creature loses all abilities
/// and has base power and toughness 0/1." One effect, two layers (613.6).
struct Ovinize {
  static constexpr CardFace Face = {
      .Name = "Ovinize",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Instant},
      .Text = "Until end of turn, target creature loses all abilities and has "
              "base power and toughness 0/1."};

  struct StripsAndShrinksTarget : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    /// Layer 6 (CR 613.1f).
    struct RemovesAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.loseAllAbilities();
      }
    };
    /// Layer 7b (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(0);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<RemovesAbilities, SetsBasePT>;
  };

  using SpellEffects = EffectTypes<StripsAndShrinksTarget>;

  /// Resolves as the factory says: CR 608.2b, 611.2c.
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::Creature>();
};

} // namespace strata::cards
