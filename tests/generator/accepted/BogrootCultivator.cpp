//===- BogrootCultivator.cpp - Bogroot Cultivator (adversarial card) ------===//
//
// Accepted adversarial card (issue 11, point 4). Category: `using
// Base::appliesTo` plus an overload. Hidden access: the runtime binds
// &MakesForestsSwamps::appliesTo as a FilterFn, which names
// ForestsYouControl::appliesTo (it reads Subtype.Land), not the
// one-argument overload declared beside it: the filter facts are the
// base's. Board: boards/bogroot-cultivator.yaml (Yavimaya, Cradle of
// Growth, later, makes Island a Forest: the Cultivator depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B}{G} Enchantment: "Each Forest you control is a Swamp in addition
/// to its other land types."
struct BogrootCultivator {
  static constexpr CardFace Face = {
      .Name = "Bogroot Cultivator",
      .Cost = ManaCost::parse("{1}{B}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Each Forest you control is a Swamp in addition to its other "
              "land types."};

  /// A reusable filter: the Forests you control.
  struct ForestsYouControl {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Land) &&
             O.hasLandType(Subtype::Forest) &&
             O.controller() == Ctx.source().controller();
    }
  };

  /// Layer 4 (CR 613.1d, 305.7).
  struct MakesForestsSwamps : Effect, ForestsYouControl, Part<Layer::L4> {
    using ForestsYouControl::appliesTo;
    /// A cheap first test, for callers that only have the object.
    static bool appliesTo(const ObjectView &O) { return O.isType(CardType::Land); }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addLandType(Subtype::Swamp);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesForestsSwamps>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::BogrootCultivator::MakesForestsSwamps, ::strata::cards::BogrootCultivator::MakesForestsSwamps, L4, false, "CardType.Land Controller Subtype.Land Zone", "CardType.Land", "Controller", "", "Subtype.Land"){{$}}
