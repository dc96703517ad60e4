//===- MeasuringRod.cpp - Measuring Rod (adversarial card) ---===//
//
// Was a hole, closed in session 12 (now refused). Root: evaluation the analysis does not list (category 3). `sizeof(char[Ctx.source().power() + 1])`
// evaluates the run-time bound of the array type (MeasuringRune without its helper):
// the accessor is called straight from apply, the analysis skips sizeof operands, and
// the IR walk stops at accessors without checking them against the facts.
// Missed: the source's Power (source reads).
//
// stratac used to accept it and print (analysis mode; compile mode the same):
//   STRATA_PART_FACTS(::strata::cards::MeasuringRod::Pumps, ::strata::cards::MeasuringRod::Pumps, L7c, false, "CardType.Creature", "", "", "", "Toughness")
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct MeasuringRod {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#pragma clang diagnostic ignored "-Wvla-extension"
      O.addToughness(static_cast<int>(sizeof(char[Ctx.source().power() + 1])) - 1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<MeasuringRod::Pumps>(); }
} // namespace strata::cards

// expected-error@25 {{effect 'strata::cards::MeasuringRod::Pumps' uses a type whose array bound is computed at run time ('char[Ctx.source().power() + 1]'): the bound is code the analysis does not follow; use a fixed size, or a std::vector}}
