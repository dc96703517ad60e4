//===- TunedHarness.cpp - Tuned Harness (adversarial card, accepted) --------===//
//
// Root: the analysed program vs the compiled one (category 1), __OPTIMIZE__. Hidden
// access: with -O2 (the real build) apply reads the source's Power, without it the
// source's Toughness. One parse: compile mode reports "Power" in source reads (checked by
// hand in one compile-mode run), analysis mode without -O2 reports Toughness, as the CHECK says.
// Board idea: Holy Strength on the Harness (+1/+2) changes its toughness (analysis-mode
// program) or Bonesplitter changes its power (-O2 program).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct TunedHarness {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#ifdef __OPTIMIZE__
      O.addPower(Ctx.source().power() > 2 ? 1 : 0);
#else
      O.addPower(Ctx.source().toughness() > 2 ? 1 : 0);
#endif
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<TunedHarness::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::TunedHarness::Pumps, ::strata::cards::TunedHarness::Pumps, L7c, false, "CardType.Creature", "", "Toughness", "", "Power"){{$}}
