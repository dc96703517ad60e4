//===- ConstantVow.cpp - Constant Vow (adversarial card, accepted) ----------===//
//
// Root: category 1, `if consteval` in a non-constexpr apply: the consteval branch never
// runs; the else branch reads the source's Power. Both branches are read (superset).
// Board idea: Bonesplitter on the source, later: the Vow depends on it.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct ConstantVow {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      if consteval {
        O.addPower(1);
      } else {
        O.addPower(Ctx.source().power());
      }
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<ConstantVow::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ConstantVow::Pumps, ::strata::cards::ConstantVow::Pumps, L7c, false, "CardType.Creature", "", "Power", "", "Power"){{$}}
