//===- RankedMuster.cpp - Ranked Muster (adversarial card) ---===//
//
// Was a hole, closed in session 12 (now refused). Root: evaluation the analysis does not list (category 3), in the filter role.
// `using Rank = char[O.toughness() + 1];` in appliesTo evaluates the bound when the
// alias declaration runs (a variably modified type); `sizeof(Rank)` then uses it.
// Missed: the affected object's Toughness (filter reads). Board idea: Holy Strength
// (+1/+2, later timestamp) makes a 3/3 a 4/5 and so brings it under the Muster.
//
// stratac used to accept it and print (analysis mode; compile mode the same):
//   STRATA_PART_FACTS(::strata::cards::RankedMuster::Pumps, ::strata::cards::RankedMuster::Pumps, L7c, false, "CardType.Creature", "", "", "", "Power")
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct RankedMuster {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
#pragma clang diagnostic ignored "-Wvla-extension"
      using Rank = char[O.toughness() + 1]; // one slot per point of toughness
      return O.isType(CardType::Creature) && sizeof(Rank) > 4;
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<RankedMuster::Pumps>(); }
} // namespace strata::cards

// expected-error@22 {{effect 'strata::cards::RankedMuster::Pumps' uses a type whose array bound is computed at run time ('char[O.toughness() + 1]')}}
// expected-error@23 {{uses a type whose array bound is computed at run time ('Rank')}}
