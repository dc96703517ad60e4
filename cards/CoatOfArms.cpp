//===- CoatOfArms.cpp - Coat of Arms ----------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {5} Artifact: "Each creature gets +1/+1 for each other creature on the
/// battlefield that shares at least one creature type with it."
struct CoatOfArms {
  static constexpr CardFace Face = {
      .Name = "Coat of Arms",
      .Cost = ManaCost::parse("{5}"),
      .Types = {CardType::Artifact},
      .Text = "Each creature gets +1/+1 for each other creature on the battlefield "
              "that shares at least one creature type with it."};

  /// Whether \p A and \p B share a creature type (205.3m), as layer 4 left
  /// them (changelings share every type).
  static bool shareCreatureType(const ObjectReader &A, const ObjectReader &B) {
    for (int S = 0; S < static_cast<int>(Subtype::Plains); ++S) {
      auto T = static_cast<Subtype>(S);
      if (subtypeKind(T) == SubtypeKind::Creature && A.hasCreatureType(T) &&
          B.hasCreatureType(T))
        return true;
    }
    return false;
  }

  /// Layer 7c (CR 613.4c).
  struct PumpsKin : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Me = Ctx.object(O.id());
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.id() != O.id() && X.zone() == Zone::Battlefield &&
            X.isType(CardType::Creature) && shareCreatureType(Me, X))
          ++N;
      }
      O.addPower(N);
      O.addToughness(N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsKin>>;
};

} // namespace strata::cards
