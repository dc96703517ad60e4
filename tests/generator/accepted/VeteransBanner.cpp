//===- VeteransBanner.cpp - Veteran's Banner (adversarial card) ------------===//
//
// Accepted adversarial card (issue 16, D66). Category: a filter that reads
// counters. Access: plusOneCounters() reads Counters (role: filter), so a
// counter put on a creature changes what the effect applies to, and the
// engine must not recompute that creature alone (D66's read guard).
// Board: incremental-boards/veterans-banner.yaml.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "Creatures you control with a +1/+1 counter on them
/// get +1/+1."
struct VeteransBanner {
  static constexpr CardFace Face = {
      .Name = "Veteran's Banner",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with a +1/+1 counter on them get +1/+1."};

  /// Layer 7c (CR 613.4c).
  struct PumpsVeterans : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && O.plusOneCounters() > 0;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsVeterans>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::VeteransBanner::PumpsVeterans, ::strata::cards::VeteransBanner::PumpsVeterans, L7c, false, "CardType.Creature Controller Counters Zone", "", "Controller", "", "Power Toughness"){{$}}
