//===- ThreadOfFate.cpp - Thread of Fate (adversarial card, refused) ------===//
//
// Refused adversarial card (issue 11, point 4). Category: a thread_local variable.
// A per-thread flag decides the bonus.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

inline thread_local bool Blessed = false;

/// {W} Enchantment: "Creatures you control get +0/+1."
struct ThreadOfFate {
  struct Shields : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addToughness(Blessed ? 2 : 1); // expected-error {{effect 'strata::cards::ThreadOfFate::Shields' uses 'strata::cards::Blessed', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
    }
  };
};

} // namespace strata::cards
