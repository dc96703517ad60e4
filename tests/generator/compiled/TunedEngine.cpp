//===- TunedEngine.cpp - Tuned Engine (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: the analysed binding is not the linked binding.
// Function multiversioning: the loader picks a version by the processor (an ifunc).
// stratac --compile must refuse it with the located diagnostics below
// (-verify), from the code clang generates from the parse it analysed.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

[[gnu::target("default")]] int tunedBonus(const EffectContext &) { return 1; }
[[gnu::target("avx2")]] int tunedBonus(const EffectContext &Ctx) { return Ctx.source().power(); }

/// {3} Artifact: "Creatures you control get +1/+0."
struct TunedEngine {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) { O.addPower(tunedBonus(Ctx)); }
  };
};

const void *use() { return &describeEffect<TunedEngine::Pumps>(); }
} // namespace strata::cards

// expected-error@24 {{effect 'strata::cards::TunedEngine::Pumps' runs '_ZN6strata5cards10tunedBonusERKNS_7runtime13EffectContextE.ifunc', whose definition the linker or loader may replace (chosen by a resolver when the program is loaded (ifunc, target multiversioning)): the facts would describe a body that may not be the one that runs; define it once, inline or in the card, without weak, alias, ifunc, asm label or target attributes}}
// expected-note@24 {{through 'strata::cards::TunedEngine::Pumps::apply' in the compiled code}}
