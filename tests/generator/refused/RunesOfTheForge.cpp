//===- RunesOfTheForge.cpp - Runes of the Forge (adversarial card, refused) ===//
//
// Refused adversarial card (issue 11, point 4). Category: inline assembly.
// What an asm statement touches is not C++: the analysis cannot see it.
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{R} Enchantment: "Creatures you control get +1/+0."
struct RunesOfTheForge {
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      asm volatile("" : : "r"(&O) : "memory"); // expected-error {{effect 'strata::cards::RunesOfTheForge::Pumps' reinterprets memory (inline assembly): the analysis cannot see what a view reinterpreted touches}}
      O.addPower(1);
    }
  };
};

} // namespace strata::cards
