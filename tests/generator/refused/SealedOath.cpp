//===- SealedOath.cpp - Sealed Oath (adversarial card, refused) -----------===//
//
// Refused adversarial card (issue 11, point 4). Category: a helper declared but not defined in the card's translation unit.
// Its body is elsewhere: stratac cannot see what it touches.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Defined in another file.
int oathBonus(const ObjectView &O);

/// {W} Enchantment: "Creatures you control get +1/+0."
struct SealedOath {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(oathBonus(O)); } // expected-error {{cannot follow call to 'strata::cards::oathBonus' from effect 'strata::cards::SealedOath::Pumps': no definition in this translation unit}}
  };
};

} // namespace strata::cards
