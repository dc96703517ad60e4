//===- ShadowTwinB.cpp - one of two cards sharing an inline helper by name -------===//
//
// Adversarial pair (issue 25, root 2): ShadowTwinA.cpp and ShadowTwinB.cpp
// each define the inline function strata::cards::shadowBonus differently (an
// ODR violation no compiler diagnoses). The linker keeps one copy, so one
// card's facts would describe a body that does not run; stratac --link
// must refuse the pair, naming both definitions.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

inline int shadowBonus(const EffectContext &) { return 1; }

struct ShadowTwinB {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) { O.addPower(shadowBonus(Ctx)); }
  };
};

const void *useShadowTwinB() { return &describeEffect<ShadowTwinB::Pumps>(); }
} // namespace strata::cards
