//===- WarBannerCache.cpp - War Banner Cache (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: a mutable static data member.
// The effect keeps the last creature's power in a static member.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3} Artifact: "Creatures you control get +1/+0."
struct WarBannerCache {
  struct Pumps : Effect, Part<Layer::L7c> {
    static inline int LastPower = 0;
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      LastPower = O.power(); // expected-error {{effect 'strata::cards::WarBannerCache::Pumps' uses 'strata::cards::WarBannerCache::Pumps::LastPower', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
      O.addPower(1);
    }
  };
};

} // namespace strata::cards
