//===- WildgrowthShrine.cpp - Wildgrowth Shrine (adversarial card) --------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a std::ranges
// algorithm (std::ranges::any_of) with a function object. Hidden access:
// HasLandType::operator() reads Subtype.Land of the land (role: filter);
// only the niebloid calls it. (stratac refused std::ranges calls as
// "type-erased" before issue 11: a false refusal.) Board:
// boards/wildgrowth-shrine.yaml (Blood Moon, later, gives Seat of the Synod
// a basic land type: the Shrine depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>

namespace strata::cards {
using namespace runtime;

/// {1}{G} Enchantment: "Each land you control with a basic land type is a
/// Forest in addition to its other types."
struct WildgrowthShrine {
  static constexpr CardFace Face = {
      .Name = "Wildgrowth Shrine",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "Each land you control with a basic land type is a Forest in "
              "addition to its other types."};

  /// "Has this land type", asked of one land for each type in turn.
  struct HasLandType {
    const ObjectView *Land;
    bool operator()(Subtype T) const { return Land->hasLandType(T); }
  };

  /// Layer 4 (CR 613.1d, 305.7: "in addition to its other types").
  struct MakesForests : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Land) &&
             O.controller() == Ctx.source().controller() &&
             std::ranges::any_of(kBasicLandTypes, HasLandType{&O});
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addLandType(Subtype::Forest);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesForests>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::WildgrowthShrine::MakesForests, ::strata::cards::WildgrowthShrine::MakesForests, L4, false, "CardType.Land Controller Subtype.Land Zone", "CardType.Land", "Controller", "", "Subtype.Land"){{$}}
