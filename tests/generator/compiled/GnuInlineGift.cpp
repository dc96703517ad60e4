//===- GnuInlineGift.cpp - Gnu Inline Gift (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: the analysed binding is not the linked binding.
// gnu_inline: the body here is only for inlining; calls bind to an out-of-line definition elsewhere.
// stratac --compile must refuse it with the located diagnostics below
// (-verify), from the code clang generates from the parse it analysed.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

extern inline __attribute__((gnu_inline)) int giftBonus(const EffectContext &) { return 1; }

/// {1} Artifact: "Creatures you control get +1/+0."
struct GnuInlineGift {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) { O.addPower(giftBonus(Ctx)); }
  };
};

const void *use() { return &describeEffect<GnuInlineGift::Pumps>(); }
} // namespace strata::cards

// expected-error@14 {{effect 'strata::cards::GnuInlineGift::Pumps' runs 'strata::cards::giftBonus', whose definition the linker or loader may replace (defined elsewhere; the body here is only a copy for inlining (extern template, gnu_inline)): the facts would describe a body that may not be the one that runs; define it once, inline or in the card, without weak, alias, ifunc, asm label or target attributes}}
// expected-note@23 {{through 'strata::cards::GnuInlineGift::Pumps::apply' in the compiled code}}
