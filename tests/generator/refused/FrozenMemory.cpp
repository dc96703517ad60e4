//===- FrozenMemory.cpp - Frozen Memory (adversarial card, refused) -------===//
//
// Refused adversarial card (issue 11, point 4). Category: a const static
// local initialised at run time. It is const, but it keeps the power of the
// first creature the effect ever saw: state outside the game.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment: "Creatures you control get +1/+0."
struct FrozenMemory {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      static const int First = O.power();
      O.addPower(First > 0 ? 1 : 1); // expected-error {{effect 'strata::cards::FrozenMemory::Pumps' uses 'First', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
    }
  };
};

} // namespace strata::cards
