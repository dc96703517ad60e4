//===- FicklePatron.cpp - Fickle Patron (adversarial card, refused) -------===//
//
// Refused adversarial card (issue 11, point 4). Category: a condition written as a member template.
// The runtime binds one instantiation of isActive that stratac cannot know.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "As long as you control a creature, creatures you
/// control get +0/+1."
struct FicklePatron {
  struct Shields : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    template <class Context> static bool isActive(const Context &Ctx) { // expected-error {{condition 'strata::cards::FicklePatron::Shields::isActive' of 'strata::cards::FicklePatron::Shields' is a template: the runtime calls one instantiation the analysis cannot know; write it as a plain static method}}
      return Ctx.source().zone() == Zone::Battlefield;
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addToughness(1); }
  };
};

} // namespace strata::cards
