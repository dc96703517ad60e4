//===- VolleyingSprites.cpp - Volleying Sprites (adversarial card) ---===//
//
// Was a hole, closed in session 12 (D68: now traced). Root: whose (category 4), mutual recursion. ping(A, B, N) returns A or
// pong(A, B, N); pong returns ping(B, A, N - 1). ping(O, Them, 1) returns Them.
// returnOrigin caches pong's origin while ping is still in progress (ping's recursive
// result counted as nothing), so ping is traced to A only. Missed: Power in other
// objects' reads.
//
// stratac used to accept it and print (analysis mode; compile mode the same):
//   STRATA_PART_FACTS(::strata::cards::VolleyingSprites::Pumps, ::strata::cards::VolleyingSprites::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

static const ObjectReader &ping(const ObjectReader &A, const ObjectReader &B, int N);
static const ObjectReader &pong(const ObjectReader &A, const ObjectReader &B, int N) {
  return ping(B, A, N - 1);
}
static const ObjectReader &ping(const ObjectReader &A, const ObjectReader &B, int N) {
  if (N <= 0)
    return A;
  return pong(A, B, N);
}

struct VolleyingSprites {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(ping(O, Ctx.object(Ctx.target(0)), 1).power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<VolleyingSprites::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::VolleyingSprites::Pumps, ::strata::cards::VolleyingSprites::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
