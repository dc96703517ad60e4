//===- SkyLegionBanner.cpp - Banner of the Sky Legion (adversarial card) --===//
//
// Accepted adversarial card (issue 11, point 4). Category: an effect part
// shared by two effects (both list GrantsVigilance in their Parts). Hidden
// access: the shared part reads what each effect's filter reads
// (Keyword.Flying for one, Keyword.Reach for the other): one set of facts
// per (effect, part) pair, never one effect's filter for both. Board:
// boards/sky-legion-banner.yaml (Levitation, later, gives Grizzly Bears
// flying: the fliers' effect depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W}{U} Enchantment: "Creatures you control with flying get +1/+1 and
/// have vigilance. / Creatures you control with reach have vigilance."
struct SkyLegionBanner {
  static constexpr CardFace Face = {
      .Name = "Banner of the Sky Legion",
      .Cost = ManaCost::parse("{2}{W}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with flying get +1/+1 and have "
              "vigilance.\nCreatures you control with reach have vigilance."};

  /// Layer 6 (CR 613.1f): both abilities' vigilance.
  struct GrantsVigilance : Part<Layer::L6> {
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Vigilance);
    }
  };
  /// Layer 7c (CR 613.4c).
  struct PumpsFliers : Part<Layer::L7c> {
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  static bool yourCreature(const EffectContext &Ctx, const ObjectView &O) {
    return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
           O.controller() == Ctx.source().controller();
  }

  struct LeadsFliers : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return yourCreature(Ctx, O) && O.hasKeyword(Keyword::Flying);
    }
    using Parts = PartList<GrantsVigilance, PumpsFliers>;
  };
  struct SteadiesArchers : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return yourCreature(Ctx, O) && O.hasKeyword(Keyword::Reach);
    }
    using Parts = PartList<GrantsVigilance>;
  };

  using Abilities = AbilityTypes<StaticAbility<LeadsFliers>, StaticAbility<SteadiesArchers>>;
};

} // namespace strata::cards

// CHECK-DAG: {{^}}STRATA_PART_FACTS(::strata::cards::SkyLegionBanner::GrantsVigilance, ::strata::cards::SkyLegionBanner::LeadsFliers, L6, false, "CardType.Creature Controller Keyword.Flying Zone", "", "Controller", "", "Keyword.Vigilance"){{$}}
// CHECK-DAG: {{^}}STRATA_PART_FACTS(::strata::cards::SkyLegionBanner::GrantsVigilance, ::strata::cards::SkyLegionBanner::SteadiesArchers, L6, false, "CardType.Creature Controller Keyword.Reach Zone", "", "Controller", "", "Keyword.Vigilance"){{$}}
// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SkyLegionBanner::PumpsFliers, ::strata::cards::SkyLegionBanner::LeadsFliers, L7c, false, "CardType.Creature Controller Keyword.Flying Zone", "", "Controller", "", "Power Toughness"){{$}}
