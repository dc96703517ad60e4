//===- IronclawPact.cpp - Ironclaw Pact (adversarial card, refused) -------===//
//
// Refused adversarial card (issue 11, point 4). Category: a constant pointer to mutable state.
// The pointer is constexpr, the int it points to is not: writing through it changes state outside the game.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

inline int Pacts = 0;
inline constexpr int *PactCount = &Pacts;

/// {B} Enchantment: "Creatures you control get +1/+0."
struct IronclawPact {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1 + (*PactCount)++ * 0); // expected-error {{effect 'strata::cards::IronclawPact::Pumps' uses 'strata::cards::PactCount', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
    }
  };
};

} // namespace strata::cards
