//===- WeakLink.cpp - Weak Link (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: the analysed binding is not the linked binding.
// A weak definition: any other object's definition of the symbol replaces it at link time.
// stratac --compile must refuse it with the located diagnostics below
// (-verify), from the code clang generates from the parse it analysed.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

[[gnu::weak]] int bonusFor(const EffectContext &) { return 1; }

/// {1} Artifact: "Creatures you control get +1/+0."
struct WeakLink {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) { O.addPower(bonusFor(Ctx)); }
  };
};

const void *use() { return &describeEffect<WeakLink::Pumps>(); }
} // namespace strata::cards

// expected-error@14 {{effect 'strata::cards::WeakLink::Pumps' runs 'strata::cards::bonusFor', whose definition the linker or loader may replace (weak: another definition of the symbol replaces it): the facts would describe a body that may not be the one that runs; define it once, inline or in the card, without weak, alias, ifunc, asm label or target attributes}}
// expected-note@23 {{through 'strata::cards::WeakLink::Pumps::apply' in the compiled code}}
