//===- WallwardensDrill.cpp - Wallwarden's Drill (adversarial card) -------===//
//
// Accepted adversarial card (issue 11, point 4). Category: helpers at
// namespace scope (in the card's own namespace, as the unity build needs).
// Access: wallwarden::stalwart() reads Toughness (role: filter). Also the
// reader the board of Smoldering Mantle uses to see its hidden write.
// Board: boards/wallwardens-drill.yaml (Holy Strength, later, makes Grizzly
// Bears 3/4: the Drill depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards::wallwarden {

/// A creature on the battlefield that the effect's controller controls.
inline bool yourCreature(const runtime::EffectContext &Ctx, const runtime::ObjectView &O) {
  return O.zone() == runtime::Zone::Battlefield &&
         O.isType(runtime::CardType::Creature) &&
         O.controller() == Ctx.source().controller();
}
/// "With toughness 4 or greater."
inline bool stalwart(const runtime::ObjectView &O) { return O.toughness() >= 4; }

} // namespace strata::cards::wallwarden

namespace strata::cards {
using namespace runtime;

/// {2}{W} Enchantment: "Creatures you control with toughness 4 or greater
/// get +1/+0."
struct WallwardensDrill {
  static constexpr CardFace Face = {
      .Name = "Wallwarden's Drill",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with toughness 4 or greater get +1/+0."};

  /// Layer 7c (CR 613.4c).
  struct DrillsStalwarts : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return wallwarden::yourCreature(Ctx, O) && wallwarden::stalwart(O);
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<DrillsStalwarts>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::WallwardensDrill::DrillsStalwarts, ::strata::cards::WallwardensDrill::DrillsStalwarts, L7c, false, "CardType.Creature Controller Toughness Zone", "", "Controller", "", "Power"){{$}}
