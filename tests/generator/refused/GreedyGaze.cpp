//===- GreedyGaze.cpp - Greedy Gaze (adversarial card, refused) -----------===//
//
// Refused adversarial card (issue 11, point 4). Category: a filter that writes through const_cast.
// A filter decides what the effect applies to and must change nothing.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {U} Enchantment: "Creatures you control get +1/+0."
struct GreedyGaze {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      const_cast<ObjectView &>(O).addKeyword(Keyword::Flying); // expected-error {{filter of effect 'strata::cards::GreedyGaze::Pumps' writes 'Keyword.Flying'}}
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };
};

} // namespace strata::cards
