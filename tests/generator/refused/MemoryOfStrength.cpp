//===- MemoryOfStrength.cpp - Memory of Strength (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: a static local used as a cache.
// The first power seen is kept in a static and used ever after.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G} Enchantment: "Creatures you control get +1/+1."
struct MemoryOfStrength {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      static int Remembered = O.power();
      O.addPower(Remembered > 0 ? 1 : 0); // expected-error {{effect 'strata::cards::MemoryOfStrength::Pumps' uses 'Remembered', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
      O.addToughness(1);
    }
  };
};

} // namespace strata::cards
