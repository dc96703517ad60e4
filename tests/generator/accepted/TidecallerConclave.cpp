//===- TidecallerConclave.cpp - Tidecaller Conclave (adversarial card) ----===//
//
// Accepted adversarial card (issue 11, point 4). Category: a lambda stored
// in a static constexpr data member, reached through std::invoke. Hidden
// access: the lambda reads Subtype.Creature (role: filter); it is created
// in the member's initializer and only std::invoke calls it. Board:
// boards/tidecaller-conclave.yaml (Conspiracy naming Merfolk, later, makes
// Grizzly Bears a Merfolk: the Conclave depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <functional>

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment: "Merfolk you control are Wizards in addition to
/// their other creature types."
struct TidecallerConclave {
  static constexpr CardFace Face = {
      .Name = "Tidecaller Conclave",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Merfolk you control are Wizards in addition to their other "
              "creature types."};

  static constexpr auto IsMerfolk = [](const ObjectView &V) {
    return V.hasCreatureType(Subtype::Merfolk);
  };

  /// Layer 4 (CR 613.1d, 205.3d).
  struct MakesMerfolkWizards : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && std::invoke(IsMerfolk, O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addCreatureType(Subtype::Wizard);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesMerfolkWizards>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::TidecallerConclave::MakesMerfolkWizards, ::strata::cards::TidecallerConclave::MakesMerfolkWizards, L4, false, "CardType.Creature Controller Subtype.Creature Zone", "CardType.Creature CardType.Kindred", "Controller", "", "Subtype.Creature"){{$}}
