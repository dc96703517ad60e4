//===- InkedAddress.cpp - Inked Address (adversarial card, refused) -------===//
//
// Refused adversarial card (issue 25). Root: evaluation enumerated by hand;
// reinterpretation judged by types. The source's view leaves as text (its
// address printed with "%p", a C variadic argument, where it has no type)
// and comes back through sscanf into a view pointer without any cast: the
// read through it would be of whatever object the text names. Refused where
// the address becomes text, and where the text becomes an address.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <cstdio>

namespace strata::cards {
using namespace runtime;

/// {2} Artifact: "Creatures you control get +X/+0, where X is this
/// artifact's power."
struct InkedAddress {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Source = Ctx.source();
      char Text[32];
      std::snprintf(Text, sizeof Text, "%p", &Source);
      const ObjectReader *Back = nullptr;
      std::sscanf(Text, "%p", &Back);
      O.addPower(Back->power());
    }
  };
};

const void *use() { return &describeEffect<InkedAddress::Pumps>(); }
} // namespace strata::cards

// expected-error@29 {{effect 'strata::cards::InkedAddress::Pumps' reinterprets memory ('const ObjectReader *' as a variadic argument of 'snprintf'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
// expected-error@31 {{effect 'strata::cards::InkedAddress::Pumps' reinterprets memory ('const ObjectReader **' as a variadic argument of 'sscanf')}}
