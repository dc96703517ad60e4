//===- RangedIncludes.cpp - Ranged Includes (adversarial card, accepted) ----===//
//
// Root: category 1, __has_include(<ranges>) picks the read (source's Power here).
// Board idea: Bonesplitter on the source, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct RangedIncludes {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#if __has_include(<ranges>)
      O.addPower(Ctx.source().power() > 0);
#else
      O.addPower(Ctx.source().toughness() > 0);
#endif
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<RangedIncludes::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::RangedIncludes::Pumps, ::strata::cards::RangedIncludes::Pumps, L7c, false, "CardType.Creature", "", "Power", "", "Power"){{$}}
