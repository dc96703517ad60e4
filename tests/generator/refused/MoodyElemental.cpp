//===- MoodyElemental.cpp - Moody Elemental (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: a characteristic-defining ability with a condition.
// CR 604.3a: a CDA is unconditional.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{R} Creature - Elemental */*: "Moody Elemental's power is equal to
/// the number of creatures you control."
struct MoodyElemental {
  struct DefinesPower : CharacteristicDefining, Part<Layer::L7a> {
    static bool isActive(const EffectContext &Ctx) { // expected-error {{characteristic-defining ability 'strata::cards::MoodyElemental::DefinesPower' has a condition 'isActive': a CDA functions whenever its object exists, unconditionally (CR 604.3a); remove it}}
      return Ctx.source().zone() == Zone::Battlefield;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.setBasePower(3);
    }
  };
};

} // namespace strata::cards
