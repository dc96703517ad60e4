//===- GoblinWarDrums.cpp - Goblin War Drums (adversarial card, refused) ---===//
//
// Refused adversarial card (issue 11, point 4). Category: a write outside its layer, through a helper.
// The part is declared in layer 7c but its helper also makes the creature a Goblin (a layer-4 change, CR 613.1d).
// stratac must refuse it with the located diagnostic below (-verify).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

inline void enlist(ObjectView &O) { O.addCreatureType(Subtype::Goblin); } // expected-error {{effect part 'strata::cards::GoblinWarDrums::Pumps' (layer L7c) writes 'Subtype.Creature' outside its layer}} expected-note {{'Subtype.Creature' is written in layer L4 (CR 613.1d): make this part 'Part<Layer::L4>'}}

/// {2}{R} Enchantment: "Creatures you control get +1/+0 and are Goblins in
/// addition to their other types."
struct GoblinWarDrums {
  // expected-note@+1 {{the part's layer is declared here}}
  struct Pumps : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      enlist(O); // expected-note {{through call to 'strata::cards::enlist' here}}
    }
  };
};

} // namespace strata::cards
