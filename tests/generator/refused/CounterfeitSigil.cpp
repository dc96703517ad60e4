//===- CounterfeitSigil.cpp - Counterfeit Sigil (adversarial card, refused) ===//
//
// Refused adversarial card (issue 11, point 4). Category: a view made from
// raw pointers. The copied values the effect was given are const-cast and
// wrapped in a fresh ObjectView, whose writes would land in the board's
// copy of another card's values, not in the object the effect applies to.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U} Enchantment: "Creatures you control get +1/+0."
struct CounterfeitSigil {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      auto *Values = const_cast<Characteristics *>(&Ctx.copiedValues());
      ObjectView Forged(Values, nullptr); // expected-error {{effect 'strata::cards::CounterfeitSigil::Pumps' reaches the runtime's storage directly (a 'strata::runtime::ObjectView' made by its constructor, not copied): read and write characteristics only through the view's accessors}}
      Forged.addPower(5);
      O.addPower(1);
    }
  };
};

} // namespace strata::cards
