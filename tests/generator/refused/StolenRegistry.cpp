//===- StolenRegistry.cpp - Stolen Registry (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: the board reached through a global.
// A global pointer to the board lets the effect read an object's damage around the accessors.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

inline const Board *TheBoard = nullptr;

/// {2} Artifact: "Creatures you control get +1/+0."
struct StolenRegistry {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(TheBoard ? 1 : 0); // expected-error {{effect 'strata::cards::StolenRegistry::Pumps' uses 'strata::cards::TheBoard', which has static storage and is not a constant: an effect may depend only on the game (make it constexpr, or a local)}}
    }
  };
};

} // namespace strata::cards
