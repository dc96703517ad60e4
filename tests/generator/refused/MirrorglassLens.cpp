//===- MirrorglassLens.cpp - Mirrorglass Lens (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: reinterpret_cast of a view.
// The view is reinterpreted as a look-alike struct to read its storage.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct LookAlike {
  CoreCharacteristics *C;
};

/// {1} Artifact: "Creatures you control get +1/+0."
struct MirrorglassLens {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      ObjectReader Self = Ctx.source();
      const auto *L = reinterpret_cast<const LookAlike *>(&Self); // expected-error {{effect 'strata::cards::MirrorglassLens::Pumps' reinterprets memory ('ObjectReader *' as 'const LookAlike *'): the analysis cannot see what a view reinterpreted touches}}
      O.addPower(L->C ? 1 : 0);
    }
  };
};

} // namespace strata::cards
