//===- CopyistsQuill.cpp - Copyist's Quill (adversarial card, refused) ----===//
//
// Refused adversarial card (issue 11, point 4). Category: memcpy of a view.
// The view's bytes are copied into a look-alike struct.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <cstring>

namespace strata::cards {
using namespace runtime;

struct Bytes {
  void *P[4];
};

/// {1} Artifact: "Creatures you control get +1/+0."
struct CopyistsQuill {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      Bytes B;
      std::memcpy(&B, &O, sizeof B); // expected-error {{effect 'strata::cards::CopyistsQuill::Pumps' reinterprets memory ('ObjectView *' as 'const void *'): the analysis cannot see what a view reinterpreted touches}}
      O.addPower(B.P[0] ? 1 : 0);
    }
  };
};

} // namespace strata::cards
