//===- BorrowedTemplate.cpp - Borrowed Template (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: the analysed binding is not the linked binding.
// An explicit instantiation declaration: the body here is not the one linked (another translation unit's explicit instantiation is).
// stratac --compile must refuse it with the located diagnostics below
// (-verify), from the code clang generates from the parse it analysed.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

template <class T> struct Bonus {
  static int of(const EffectContext &) { return 1; }
};
extern template struct Bonus<int>;

/// {2} Artifact: "Creatures you control get +1/+0."
struct BorrowedTemplate {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) { O.addPower(Bonus<int>::of(Ctx)); }
  };
};

const void *use() { return &describeEffect<BorrowedTemplate::Pumps>(); }
} // namespace strata::cards

// expected-error@15 {{effect 'strata::cards::BorrowedTemplate::Pumps' runs 'strata::cards::Bonus<int>::of', whose definition the linker or loader may replace (defined elsewhere; the body here is only a copy for inlining (extern template, gnu_inline)): the facts would describe a body that may not be the one that runs; define it once, inline or in the card, without weak, alias, ifunc, asm label or target attributes}}
// expected-note@26 {{through 'strata::cards::BorrowedTemplate::Pumps::apply' in the compiled code}}
