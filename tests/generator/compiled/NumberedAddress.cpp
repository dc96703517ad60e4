//===- NumberedAddress.cpp - Numbered Address (adversarial card, refused) -===//
//
// Refused adversarial card (issue 25). Root: reinterpretation judged by
// types. The affected object's view becomes an integer, is offset by a
// view's size (the next object's view, as laid out in a caller's array)
// and comes back: a read of another object the facts would take for the
// affected object's. Refused at both casts; std::hash of the address (the
// library turning it into an integer) likewise.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <cstdint>
#include <functional>

namespace strata::cards {
using namespace runtime;

/// {1}{G} Enchantment: "Creatures you control get +X/+0, where X is their
/// toughness."
struct NumberedAddress {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             std::hash<const ObjectView *>{}(&O) % 2 == 0;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      auto Address = reinterpret_cast<std::uintptr_t>(&O) + sizeof(ObjectView);
      O.addPower(reinterpret_cast<const ObjectReader *>(Address)->toughness());
    }
  };
};

const void *use() { return &describeEffect<NumberedAddress::Pumps>(); }
} // namespace strata::cards

// expected-error@26 {{cannot follow call to 'std::hash<const strata::runtime::ObjectView *>::operator()' from effect 'strata::cards::NumberedAddress::Pumps': inside the standard library it reinterprets 'const class strata::runtime::ObjectView *' as 'size_t'; use the view's accessors instead of handing the library its memory}}
// expected-error@29 {{effect 'strata::cards::NumberedAddress::Pumps' reinterprets memory ('ObjectView *' as 'std::uintptr_t')}}
// expected-error@30 {{effect 'strata::cards::NumberedAddress::Pumps' reinterprets memory ('unsigned long' as 'const ObjectReader *')}}
// expected-note@*:* {{the standard library does this here}}
