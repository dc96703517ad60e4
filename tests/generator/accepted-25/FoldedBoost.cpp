//===- FoldedBoost.cpp - Folded Boost (adversarial card, accepted) ----------===//
//
// Root: category 1, __builtin_constant_p(N) in an inline helper: at -O2 after inlining
// the constant branch may be taken (no read); unoptimised, the affected object's
// Toughness is read. The analysis reads both branches (superset).
// Board idea: Holy Strength (later) raises the toughness the unoptimised program reads.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;

inline int boost(const ObjectReader &X, int N) {
  if (__builtin_constant_p(N))
    return N;
  return X.toughness();
}

struct FoldedBoost {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(boost(O, 2));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<FoldedBoost::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::FoldedBoost::Pumps, ::strata::cards::FoldedBoost::Pumps, L7c, false, "CardType.Creature", "Toughness", "", "", "Power"){{$}}
