//===- AlchemistsScale.cpp - Alchemist's Scale (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: std::bit_cast of a view.
// The view is bit-cast to a look-alike struct inside the standard library.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <bit>
#include <cstdint>

namespace strata::cards {
using namespace runtime;

struct Twin {
  void *P[4];
  std::uint32_t Ts;
};

/// {2} Artifact: "Creatures you control get +1/+0."
struct AlchemistsScale {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      auto T = std::bit_cast<Twin>(Ctx.source()); // expected-error {{cannot follow call to 'std::bit_cast' from effect 'strata::cards::AlchemistsScale::Pumps': inside the standard library it reinterprets 'const class strata::runtime::ObjectReader' as 'struct strata::cards::Twin'}}
      O.addPower(T.P[0] ? 1 : 0);
    }
  };
};

} // namespace strata::cards

// expected-note@*:* {{the standard library does this here}}
