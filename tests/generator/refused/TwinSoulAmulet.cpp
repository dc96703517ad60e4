//===- TwinSoulAmulet.cpp - Twin-Soul Amulet (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: a union punning a view.
// A union holds a view and reads another member.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

union Soul {
  ObjectReader View;
  void *Raw[4];
};

/// {2} Artifact: "Creatures you control get +1/+0."
struct TwinSoulAmulet {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      Soul S{Ctx.source()};
      O.addPower(S.Raw[0] ? 1 : 0); // expected-error {{effect 'strata::cards::TwinSoulAmulet::Pumps' reinterprets memory (a member of union 'strata::cards::Soul', which holds a view): the analysis cannot see what a view reinterpreted touches}}
    }
  };
};

} // namespace strata::cards
