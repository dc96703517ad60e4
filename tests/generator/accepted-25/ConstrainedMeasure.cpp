//===- ConstrainedMeasure.cpp - Constrained Measure (adversarial card, accepted) ---===//
//
// Root: category 1, overload resolution by constraints: measure(O) picks the
// constrained overload (reads Power), not the fallback (Toughness).
// Board idea: Glorious Anthem raising the creature's power, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;

template <class V> int measure(const V &X) requires requires { X.power(); } { return X.power(); }
template <class V> int measure(const V &X) { return X.toughness(); }

struct ConstrainedMeasure {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(measure(O));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<ConstrainedMeasure::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ConstrainedMeasure::Pumps, ::strata::cards::ConstrainedMeasure::Pumps, L7c, false, "CardType.Creature", "Power", "", "", "Power"){{$}}
