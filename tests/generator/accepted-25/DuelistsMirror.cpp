//===- DuelistsMirror.cpp - Duelists Mirror (adversarial card) ---===//
//
// Was a hole, closed in session 12 (D68: now traced). Root: whose (category 4), recursion. `alternate(A, B, Rounds)` returns A at
// depth 0 and otherwise recurses with the arguments swapped; apply calls
// `alternate(O, Ctx.object(Ctx.target(0)), 1)`, which returns the TARGET. ViewOrigins::returnOrigin
// treats the recursive call as contributing nothing ("recursion: the other returns
// decide") instead of mapping it through the swapped arguments, so the result is
// traced to parameter A only, i.e. the affected object. Missed: Power in other
// objects' reads (the read is of the target).
//
// stratac used to accept it and print (analysis mode; compile mode the same):
//   STRATA_PART_FACTS(::strata::cards::DuelistsMirror::Pumps, ::strata::cards::DuelistsMirror::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

static const ObjectReader &alternate(const ObjectReader &A, const ObjectReader &B, int Rounds) {
  if (Rounds == 0)
    return A;
  return alternate(B, A, Rounds - 1);
}

struct DuelistsMirror {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(alternate(O, Ctx.object(Ctx.target(0)), 1).power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<DuelistsMirror::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::DuelistsMirror::Pumps, ::strata::cards::DuelistsMirror::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
