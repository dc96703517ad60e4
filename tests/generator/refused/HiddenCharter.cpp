//===- HiddenCharter.cpp - Hidden Charter (adversarial card, refused) -----===//
//
// Refused adversarial card (issue 11, point 4). Category: a card function annotated as a trusted leaf.
// STRATA_PURE on the card's own helper would make stratac skip a body that writes power; only the runtime's headers may annotate.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Claims to touch nothing; pumps the creature.
STRATA_PURE inline void bless(ObjectView &O) { O.addPower(2); } // expected-error-re {{annotation 'strata.pure' on 'strata::cards::bless' is outside the runtime's headers ({{.*}}): only the runtime declares accessors and layers; remove it, and stratac will follow the code itself}}

/// {1}{W} Enchantment: "Creatures you control get +1/+1."
struct HiddenCharter {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      bless(O);
      O.addToughness(1);
    }
  };
};

} // namespace strata::cards
