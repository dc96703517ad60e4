//===- MeasuringRune.cpp - Measuring Rune (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: evaluation enumerated by hand.
// sizeof of a variable-length array type evaluates its bound at run time,
// which an analysis that skips sizeof operands never reads. First refused
// by the IR check (the compiled apply runs sourcePower, which the analysis
// did not follow); now by the analysis itself, which refuses every type
// with a run-time bound (Scratch Ledger, Measuring Rod, Ranked Muster:
// bounds the IR check could not tell from the apply's own accessor calls).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

static int sourcePower(const EffectContext &Ctx) { return Ctx.source().power(); }

/// {2} Artifact: "Creatures you control get +0/+1 for each ... (a rune)."
struct MeasuringRune {
  struct Braces : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
#pragma clang diagnostic ignored "-Wvla-extension"
      O.addToughness(static_cast<int>(sizeof(char[sourcePower(Ctx) + 1])) - 1);
    }
  };
};

const void *use() { return &describeEffect<MeasuringRune::Braces>(); }
} // namespace strata::cards

// expected-error@28 {{effect 'strata::cards::MeasuringRune::Braces' uses a type whose array bound is computed at run time ('char[sourcePower(Ctx) + 1]'): the bound is code the analysis does not follow; use a fixed size, or a std::vector}}
