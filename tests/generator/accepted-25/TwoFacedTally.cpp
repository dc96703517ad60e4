//===- TwoFacedTally.cpp - Two Faced Tally (adversarial card, accepted) -----===//
//
// Root: category 1, std::is_constant_evaluated() in a constexpr helper called at run
// time: the run-time branch reads the affected object's Toughness and the source's
// Power. Board idea: Holy Strength on a creature (toughness 2 -> 4) passes the source.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"
#include <type_traits>

namespace strata::cards {
using namespace runtime;

constexpr int tally(const EffectContext &Ctx, const ObjectReader &X) {
  if (std::is_constant_evaluated())
    return 1;
  return X.toughness() > Ctx.source().power() ? 2 : 0;
}

struct TwoFacedTally {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addPower(tally(Ctx, O));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<TwoFacedTally::Pumps>(); }
} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::TwoFacedTally::Pumps, ::strata::cards::TwoFacedTally::Pumps, L7c, false, "CardType.Creature", "Toughness", "Power", "", "Power"){{$}}
