//===- FickleScale.cpp - Fickle Scale (adversarial card, accepted) ----------===//
//
// Root: whose (category 4). Hidden access: weigh() receives &O but two lambdas called
// where written re-point its pointer parameter to the target; P->power() is the
// target's. isReseated sees the uses inside the lambda bodies: untraced, so Power
// counts as other objects'. Correct superset.
// Board idea: Bonesplitter (+2/+0) on the target, attached later: the Scale depends on it.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

static int weigh(const EffectContext &Ctx, const ObjectReader *P) {
  [&] { P = nullptr; }();
  const ObjectReader Them = Ctx.object(Ctx.target(0));
  [&] { P = &Them; }();
  return P->power();
}

struct FickleScale {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(weigh(Ctx, &O));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<FickleScale::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::FickleScale::Pumps, ::strata::cards::FickleScale::Pumps, L7c, false, "CardType.Creature", "Power", "", "Power", "Power"){{$}}
