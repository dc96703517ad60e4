//===- PuppetStrings.cpp - Puppet Strings (adversarial card, refused) -----===//
//
// Refused adversarial card (issue 11, point 4). Category: a call through a member pointer.
// The accessor to call is picked through a pointer to member function.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2} Artifact: "Creatures you control get +X/+0, where X is their toughness."
struct PuppetStrings {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      int (ObjectReader::*Stat)() const = &ObjectReader::toughness;
      O.addPower((O.*Stat)()); // expected-error {{effect 'strata::cards::PuppetStrings::Pumps' reaches the runtime's storage directly (a pointer to a member of 'strata::runtime::ObjectReader'): read and write characteristics only through the view's accessors}} expected-error {{cannot follow call through a member pointer from effect 'strata::cards::PuppetStrings::Pumps'}}
    }
  };
};

} // namespace strata::cards
