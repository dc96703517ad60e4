//===- AliasedOath.cpp - Aliased Oath (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: the analysed binding is not the linked binding.
// An alias: the name called is bound to another symbol's body.
// stratac --compile must refuse it with the located diagnostics below
// (-verify), from the code clang generates from the parse it analysed.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

extern "C" int strata_aliased_oath_bonus(const EffectContext &) { return 1; }
extern "C" int aliasedBonus(const EffectContext &)
    __attribute__((alias("strata_aliased_oath_bonus")));

/// {1} Artifact: "Creatures you control get +1/+0."
struct AliasedOath {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) { O.addPower(aliasedBonus(Ctx)); }
  };
};

const void *use() { return &describeEffect<AliasedOath::Pumps>(); }
} // namespace strata::cards

// expected-error@25 {{cannot follow call to 'strata::cards::aliasedBonus' from effect 'strata::cards::AliasedOath::Pumps': no definition in this translation unit; define it (inline) in the card or a header it includes}}
