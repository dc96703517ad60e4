//===- CursedTally.cpp - Cursed Tally (adversarial card, refused) ---------===//
//
// Refused adversarial card (issue 11, point 4). Category: a destructor that uses a mutable global.
// A local's destructor, implicit at the end of apply, bumps a global counter.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

inline int Tallies = 0;
struct Mark {
  ~Mark() { ++Tallies; } // expected-error {{effect 'strata::cards::CursedTally::Pumps' uses 'strata::cards::Tallies', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
};

/// {B} Enchantment: "Creatures you control get +1/+0."
struct CursedTally {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      Mark M; // expected-note {{through the destructor 'strata::cards::Mark::~Mark', run here}}
      O.addPower(1);
    }
  };
};

} // namespace strata::cards
