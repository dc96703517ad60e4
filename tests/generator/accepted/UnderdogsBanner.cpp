//===- UnderdogsBanner.cpp - Underdog's Banner (adversarial card) ---------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a lambda stored
// in a static constexpr data member, reached through std::invoke. Hidden
// access: the lambda reads Power (role: filter); it is created in the
// member's initializer, not in the filter's body, and only std::invoke
// calls it. Board: boards/underdogs-banner.yaml (Glorious Anthem, later,
// makes Grizzly Bears 3/3: the Banner depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <functional>

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "Creatures you control with power 2 or less get
/// +1/+1."
struct UnderdogsBanner {
  static constexpr CardFace Face = {
      .Name = "Underdog's Banner",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with power 2 or less get +1/+1."};

  /// "With power 2 or less."
  static constexpr auto IsUnderdog = [](const ObjectView &V) { return V.power() <= 2; };

  /// Layer 7c (CR 613.4c).
  struct PumpsUnderdogs : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             std::invoke(IsUnderdog, O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsUnderdogs>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::UnderdogsBanner::PumpsUnderdogs, ::strata::cards::UnderdogsBanner::PumpsUnderdogs, L7c, false, "CardType.Creature Controller Power Zone", "", "Controller", "", "Power Toughness"){{$}}
