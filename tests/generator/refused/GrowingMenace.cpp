//===- GrowingMenace.cpp - Growing Menace (adversarial card, refused) -----===//
//
// Refused adversarial card (issue 11, point 4). Category: a mutable global.
// Each application reads and bumps a counter outside the game: the result depends on how often the engine calls it.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

inline int Applications = 0;

/// {2}{R} Enchantment: "Creatures you control get +1/+0."
struct GrowingMenace {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1 + Applications++ % 2); // expected-error {{effect 'strata::cards::GrowingMenace::Pumps' uses 'strata::cards::Applications', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
    }
  };
};

} // namespace strata::cards
