//===- BoundlessGolem.cpp - Boundless Golem (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: a characteristic-defining ability that applies to other objects.
// CR 604.3: a CDA defines characteristics of the object it is on only.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {4} Artifact Creature - Golem */*: "Boundless Golem's power and
/// toughness are each equal to the number of artifacts you control."
struct BoundlessGolem {
  struct DefinesPT : CharacteristicDefining, Part<Layer::L7a> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) { // expected-error {{characteristic-defining ability 'strata::cards::BoundlessGolem::DefinesPT' declares its own 'appliesTo': a CDA applies only to the object it is on (CR 604.3); remove it}}
      return O.isType(CardType::Artifact);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I)
        N += Ctx.object(static_cast<ObjectId>(I)).isType(CardType::Artifact);
      O.setBasePower(N);
      O.setBaseToughness(N);
    }
  };
};

} // namespace strata::cards
