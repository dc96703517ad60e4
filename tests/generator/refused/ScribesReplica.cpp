//===- ScribesReplica.cpp - Scribe's Replica (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: copied values read around the accessors.
// The effect reads a field of the copiable values it was given instead of applying them.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{U} Enchantment: "Creatures you control get +X/+0, where X is the
/// power of the copied creature."
struct ScribesReplica {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(Ctx.copiedValues().Power); // expected-error {{effect 'strata::cards::ScribesReplica::Pumps' reaches the runtime's storage directly (strata::runtime::CoreCharacteristics::Power): read and write characteristics only through the view's accessors}}
    }
  };
};

} // namespace strata::cards
