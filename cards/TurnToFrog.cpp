//===- TurnToFrog.cpp - Turn to Frog ---------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Instant: "Until end of turn, target creature loses all abilities
/// and becomes a blue Frog with base power and toughness 1/1." One effect
/// in layers 4, 5, 6 and 7b (CR 613.6).
struct TurnToFrog {
  static constexpr CardFace Face = {
      .Name = "Turn to Frog",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Instant},
      // CR 612.2: a creature type word and a color word.
      .Words = words({creatureTypeWord(Subtype::Frog), colorWord(Color::Blue)}),
      .Text = "Until end of turn, target creature loses all abilities and "
              "becomes a blue Frog with base power and toughness 1/1."};

  struct MakesTargetBlueFrog : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    /// Layer 4: "becomes a Frog" replaces its creature types (205.1a).
    struct SetsCreatureType : Part<Layer::L4> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setCreatureTypes({Ctx.source().textSubtype(0)});
      }
    };
    /// Layer 5: "blue" sets its color (613.1e).
    struct SetsColor : Part<Layer::L5> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setColors({Ctx.source().textColor(1)});
      }
    };
    /// Layer 6 (613.1f).
    struct RemovesAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.loseAllAbilities();
      }
    };
    /// Layer 7b (613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(1);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<SetsCreatureType, SetsColor, RemovesAbilities, SetsBasePT>;
  };

  using SpellEffects = EffectTypes<MakesTargetBlueFrog>;

  /// Resolves as the factory says: CR 608.2b, 611.2c.
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn, game::TargetKind::Creature>();
};

} // namespace strata::cards
