//===- ProteanBlessing.cpp - Protean Blessing (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: an apply written as a member template.
// The runtime binds `&P::apply` to one instantiation stratac cannot know.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {G} Enchantment: "Creatures you control get +1/+1."
struct ProteanBlessing {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    template <class View> static void apply(const EffectContext &, View &O) { // expected-error {{apply 'strata::cards::ProteanBlessing::Pumps::apply' of 'strata::cards::ProteanBlessing::Pumps' is a template: the runtime calls one instantiation the analysis cannot know; write it as a plain static method}}
      O.addPower(1);
      O.addToughness(1);
    }
  };
};

} // namespace strata::cards
