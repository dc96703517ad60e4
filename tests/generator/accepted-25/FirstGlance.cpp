//===- FirstGlance.cpp - First Glance (adversarial card, accepted) ----------===//
//
// Root: category 3, static local initialisation (guarded, once): the initialiser reads
// the target's Toughness; the static is never used afterwards, so it is not refused,
// and its read is listed (a superset: it runs only on the first call).
// Board idea: Holy Strength on the target, later.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"


namespace strata::cards {
using namespace runtime;



struct FirstGlance {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      static const int Seen = Ctx.object(Ctx.target(0)).toughness();
      O.addPower(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<FirstGlance::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::FirstGlance::Pumps, ::strata::cards::FirstGlance::Pumps, L7c, false, "CardType.Creature", "Toughness", "", "Toughness", "Power"){{$}}
