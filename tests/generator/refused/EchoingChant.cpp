//===- EchoingChant.cpp - Echoing Chant (adversarial card, refused) -------===//
//
// Refused adversarial card (issue 11, point 4). Category: a function pointer kept in a static constexpr member and called through std::invoke.
// The pointer is called inside the standard library: its target is not known.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <functional>

namespace strata::cards {
using namespace runtime;

/// {1}{G} Enchantment: "Creatures you control get +0/+1 for each other creature."
struct EchoingChant {
  static void shore(ObjectView &V) { V.addToughness(V.power()); }
  struct Shores : Effect, Part<Layer::L7c> {
    static constexpr void (*Step)(ObjectView &) = &shore;
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) { std::invoke(Step, O); } // expected-error {{cannot follow call to 'std::invoke' from effect 'strata::cards::EchoingChant::Shores': inside the standard library it calls through a function pointer}}
  };
};

} // namespace strata::cards

// expected-note@*:* {{the standard library does this here}}
