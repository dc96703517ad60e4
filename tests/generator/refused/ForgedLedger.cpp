//===- ForgedLedger.cpp - Forged Ledger (adversarial card, refused) -------===//
//
// Refused adversarial card (issue 11, point 4). Category: a card function annotated with fewer reads than it makes.
// STRATA_READS("Zone") on a helper that also reads power: an annotation outside the runtime is refused.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Claims to read the zone only.
STRATA_READS("Zone") inline bool isBig(const ObjectView &O) { // expected-error-re {{annotation 'strata.reads Zone' on 'strata::cards::isBig' is outside the runtime's headers ({{.*}}): only the runtime declares accessors and layers; remove it, and stratac will follow the code itself}}
  return O.zone() == Zone::Battlefield && O.power() >= 4;
}

/// {2}{G} Enchantment: "Creatures you control with power 4 or greater get
/// +1/+1."
struct ForgedLedger {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) { return isBig(O); }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };
};

} // namespace strata::cards
