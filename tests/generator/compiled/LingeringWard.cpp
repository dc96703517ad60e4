//===- LingeringWard.cpp - Lingering Ward (adversarial card, refused in compile mode) ---===//
//
// Refused adversarial card (issue 25). Root: evaluation enumerated by hand.
// code run by an attribute: a cleanup function runs when its variable leaves scope.
// stratac --compile must refuse it with the located diagnostics below
// (-verify), from the code clang generates from the parse it analysed.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

struct Tally {
  const EffectContext *Ctx;
  int *Out;
};
static void settle(Tally *T) { *T->Out = T->Ctx->source().power(); }

/// {1}{W} Enchantment: "Creatures you control get +X/+0 (X: its power)."
struct LingeringWard {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      int Bonus = 0;
      {
        [[gnu::cleanup(settle)]] Tally T{&Ctx, &Bonus};
      }
      O.addPower(Bonus);
    }
  };
};

const void *use() { return &describeEffect<LingeringWard::Pumps>(); }
} // namespace strata::cards

// expected-error@18 {{the compiled apply of effect 'strata::cards::LingeringWard::Pumps' runs 'strata::cards::settle', which the analysis did not follow from it: stratac cannot vouch for what it reads or writes; call it by name from the effect's code}}
// expected-note@27 {{through 'strata::cards::LingeringWard::Pumps::apply' in the compiled code}}
