//===- UsurpersCrown.cpp - Usurper's Crown (adversarial card, refused) ----===//
//
// Refused adversarial card (issue 11, point 4). Category: a downcast of a read-only view.
// Another object's view is read-only (ObjectReader); downcasting it to ObjectView would let the effect change an object it does not apply to (CR 613.1).
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3} Artifact: "Creatures you control get +1/+0. (And, secretly, the
/// crown itself grows.)"
struct UsurpersCrown {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      ObjectReader Crown = Ctx.source();
      static_cast<ObjectView &>(Crown).addPower(1); // expected-error {{effect 'strata::cards::UsurpersCrown::Pumps' reinterprets memory ('ObjectReader' as 'ObjectView'): the analysis cannot see what a view reinterpreted touches}}
      O.addPower(1);
    }
  };
};

} // namespace strata::cards
