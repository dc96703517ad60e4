//===- BoxedTally.cpp - Boxed Tally (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: evaluation nobody lists: std::any (its manager
// is called through a function pointer).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <any>

namespace strata::cards {
using namespace runtime;



struct BoxedTally {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      std::any Box = Ctx.source().power();
      O.addPower(std::any_cast<int>(Box));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<BoxedTally::Pumps>(); }
} // namespace strata::cards

// expected-error@21 {{cannot follow call to 'std::any::~any' from effect 'strata::cards::BoxedTally::Pumps': inside the standard library it calls through a function pointer; pass the callable itself (a lambda, a template argument) instead}}
// expected-note@*:* {{the standard library does this here}}
// expected-error@22 {{cannot follow call to 'std::any_cast' from effect 'strata::cards::BoxedTally::Pumps': inside the standard library it calls through a function pointer; pass the callable itself (a lambda, a template argument) instead}}
// expected-note@*:* {{the standard library does this here}}
