//===- RustedRelic.cpp - Rusted Relic --------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {4} Artifact: "Metalcraft — This artifact is a 5/5 Golem artifact
/// creature as long as you control three or more artifacts."
struct RustedRelic {
  static constexpr CardFace Face = {
      .Name = "Rusted Relic",
      .Cost = ManaCost::parse("{4}"),
      .Types = {CardType::Artifact},
      // "Golem" is a creature-type word a text-changing effect can change
      // (CR 612.2, Artificial Evolution); the effect reads it.
      .Words = words({creatureTypeWord(Subtype::Golem)}),
      .Text = "Metalcraft — This artifact is a 5/5 Golem artifact creature as "
              "long as you control three or more artifacts."};

  /// One effect in two layers (CR 613.6) that exists while its condition
  /// holds (604.2). The condition reads other objects' card types, so an
  /// effect that makes something an artifact (Mycosynth Lattice) changes
  /// whether it exists: this one depends on it (613.8a) and waits for it.
  struct BecomesGolem : Effect {
    /// Metalcraft: you control three or more artifacts, this one included.
    static bool isActive(const EffectContext &Ctx) {
      PlayerId You = Ctx.source().controller();
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.isType(CardType::Artifact) &&
            X.controller() == You)
          ++N;
      }
      return N >= 3;
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    /// Layer 4: an artifact creature with the subtype Golem (or the type
    /// a text change put in its place, layer 3), in addition to its other
    /// types (CR 205.1b: it names no type it stops being).
    struct MakesGolemCreature : Part<Layer::L4> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.addCardType(CardType::Artifact);
        O.addCardType(CardType::Creature);
        O.addCreatureType(Ctx.source().textSubtype(0));
      }
    };
    /// Layer 7b: base power and toughness 5/5 (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(5);
        O.setBaseToughness(5);
      }
    };
    using Parts = PartList<MakesGolemCreature, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<BecomesGolem>>;
};

} // namespace strata::cards
