//===- KarnsTouch.cpp - Karn's Touch ----------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U}{U} Instant: "Target noncreature artifact becomes an artifact creature
/// with power and toughness each equal to its mana value until end of
/// turn."
struct KarnsTouch {
  static constexpr CardFace Face = {
      .Name = "Karn's Touch",
      .Cost = ManaCost::parse("{U}{U}"),
      .Types = {CardType::Instant},
      .Text = "Target noncreature artifact becomes an artifact creature with power "
              "and toughness each equal to its mana value until end of turn."};

  struct Animates : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    /// Layer 4: an artifact creature (it keeps its other types, 205.1b).
    struct MakesCreature : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Artifact);
        O.addCardType(CardType::Creature);
      }
    };
    /// Layer 7b: base P/T its mana value (613.4b), read as layer 1 left it.
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        int N = O.manaValue();
        O.setBasePower(N);
        O.setBaseToughness(N);
      }
    };
    using Parts = PartList<MakesCreature, SetsBasePT>;
  };

  using SpellEffects = EffectTypes<Animates>;
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::NoncreatureArtifact>();
};

} // namespace strata::cards
