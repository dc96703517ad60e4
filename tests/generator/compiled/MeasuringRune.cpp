//===- MeasuringRune.cpp - Measuring Rune (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: evaluation enumerated by hand.
// sizeof of a variable-length array type evaluates its bound at run time, which an analysis that skips sizeof operands never reads.
// stratac --compile must refuse it with the located diagnostics below
// (-verify), from the code clang generates from the parse it analysed.
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

// expected-error@14 {{the compiled apply of 'strata::cards::MeasuringRune::Braces' of effect 'strata::cards::MeasuringRune::Braces' runs 'strata::cards::sourcePower', which the analysis did not follow from it: stratac cannot vouch for what it reads or writes; call it by name from the effect's code}}
// expected-note@23 {{through 'strata::cards::MeasuringRune::Braces::apply' in the compiled code}}
