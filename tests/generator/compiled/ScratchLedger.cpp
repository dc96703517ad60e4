//===- ScratchLedger.cpp - Scratch Ledger (adversarial card) ---===//
//
// Was a hole, closed in session 12 (now refused). Root: evaluation the analysis does not list (category 3). The bound of a
// variable-length array declared in apply, `char Tally[Ctx.object(Ctx.target(0)).power() + 1]`,
// is evaluated when the declaration runs; it lives in the declaration's type, which
// RunsIn.cpp treats as "no code", so the accessor call is never recorded. The IR
// check does not catch it either: the compiled apply calls EffectContext::object and
// ObjectReader::power directly, and annotated accessors end the IR walk without being
// compared with the analysis's accesses (CompiledCode.cpp, visit()). Missed: the
// target's Power (apply, other objects'). MeasuringRune was refused only because its
// bound called a card helper.
//
// stratac used to accept it and print (analysis mode; compile mode the same):
//   STRATA_PART_FACTS(::strata::cards::ScratchLedger::Pumps, ::strata::cards::ScratchLedger::Pumps, L7c, false, "CardType.Creature", "", "", "", "Power")
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct ScratchLedger {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#pragma clang diagnostic ignored "-Wvla-extension"
      char Tally[Ctx.object(Ctx.target(0)).power() + 1];
      O.addPower(static_cast<int>(sizeof(Tally)) - 1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<Pumps>>;
};

const void *use() { return &describeEffect<ScratchLedger::Pumps>(); }
} // namespace strata::cards

// expected-error@29 {{uses a type whose array bound is computed at run time ('char[Ctx.object(Ctx.target(0)).power() + 1]')}}
// expected-error@30 {{uses a type whose array bound is computed at run time}}
