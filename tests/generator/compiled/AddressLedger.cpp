//===- AddressLedger.cpp - Address Ledger (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: a view's address escapes to
// an integer (uintptr_t) and comes back.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <cstdint>

namespace strata::cards {
using namespace runtime;



struct AddressLedger {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      std::uintptr_t Addr = reinterpret_cast<std::uintptr_t>(&O);
      const auto *Back = reinterpret_cast<const ObjectReader *>(Addr);
      O.addPower(Back->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<AddressLedger::Pumps>(); }
} // namespace strata::cards

// expected-error@21 {{effect 'strata::cards::AddressLedger::Pumps' reinterprets memory ('ObjectView *' as 'std::uintptr_t'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
// expected-error@22 {{effect 'strata::cards::AddressLedger::Pumps' reinterprets memory ('std::uintptr_t' as 'const ObjectReader *'): the analysis cannot see what a view reinterpreted touches; use the view's accessors}}
