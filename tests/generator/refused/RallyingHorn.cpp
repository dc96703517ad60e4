//===- RallyingHorn.cpp - Rallying Horn (adversarial card, refused) -------===//
//
// Refused adversarial card (issue 11, point 4). Category: type erasure (std::function).
// The pump is chosen through a std::function: the call hides its target.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <functional>

namespace strata::cards {
using namespace runtime;

/// {3} Artifact: "Creatures you control get +1/+0."
struct RallyingHorn {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      std::function<void(ObjectView &)> Pump = [](ObjectView &V) { V.addPower(1); }; // expected-error {{cannot follow call to 'std::function<void (strata::runtime::ObjectView &)>::~function' from effect 'strata::cards::RallyingHorn::Pumps': inside the standard library it calls through a function pointer}}
      Pump(O); // expected-error {{cannot follow call to 'std::function<void (strata::runtime::ObjectView &)>::operator()' from effect 'strata::cards::RallyingHorn::Pumps': inside the standard library it calls through a function pointer}}
    }
  };
};

} // namespace strata::cards

// expected-note@*:* {{the standard library does this here}}
// expected-note@*:* {{the standard library does this here}}
