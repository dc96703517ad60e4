//===- InvokersDesk.cpp - Invokers Desk (adversarial card) ---===//
//
// Was a hole, closed in session 12 (D68: now traced). Root: whose (category 4), the same through the library: `std::invoke(&Keep::Held, K) = &Them`
// returns a reference to K.Held (libstdc++ applies `.*` inside __invoke_impl) and
// assigns the target's view to it; no MemberExpr names the field, so Held is traced
// to `&O` only. Missed: Power in other objects' reads.
//
// stratac used to accept it and print (analysis mode; compile mode the same):
//   STRATA_PART_FACTS(::strata::cards::InvokersDesk::Pumps, ::strata::cards::InvokersDesk::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power")
// The CHECK line below is the correct facts, derived from the code.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <functional>

namespace strata::cards {
using namespace runtime;

struct Keep {
  const ObjectReader *Held;
};

struct InvokersDesk {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Them = Ctx.object(Ctx.target(0));
      Keep K{&O};
      std::invoke(&Keep::Held, K) = &Them;
      O.addPower(K.Held->power());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<InvokersDesk::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::InvokersDesk::Pumps, ::strata::cards::InvokersDesk::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
