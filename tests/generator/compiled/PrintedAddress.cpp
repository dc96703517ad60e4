//===- PrintedAddress.cpp - Printed Address (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: a view's address escapes to
// text (snprintf "%p" through const void *).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <cstdio>

namespace strata::cards {
using namespace runtime;



struct PrintedAddress {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      char Buf[32];
      std::snprintf(Buf, sizeof Buf, "%p", static_cast<const void *>(&O));
      O.addPower(Buf[0] == 0);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<PrintedAddress::Pumps>(); }
} // namespace strata::cards

// expected-error@22 {{effect 'strata::cards::PrintedAddress::Pumps' reinterprets memory ('ObjectView *' as 'const void *'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
