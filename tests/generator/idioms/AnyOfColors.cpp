//===- AnyOfColors.cpp - Boros Sigil (ordinary idiom) ---------------------===//
//
// Ordinary idiom (issue 25, point 4): `std::any_of` over a `static
// constexpr std::array<Color, 2>` with a lambda capturing the affected
// object. Must be accepted with exactly these facts. The lambda's
// parameter is not a constant, so `isColor(C)` reads the group `Color.*`.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <array>

namespace strata::cards {
using namespace runtime;

/// {R}{W} Artifact: "Red creatures and white creatures you control get
/// +1/+0."
struct AnyOfColors {
  static constexpr CardFace Face = {
      .Name = "Boros Sigil",
      .Cost = ManaCost::parse("{R}{W}"),
      .Types = {CardType::Artifact},
      .Text = "Red creatures and white creatures you control get +1/+0."};

  static constexpr std::array<Color, 2> Guild = {Color::Red, Color::White};

  /// Layer 7c (CR 613.4c).
  struct PumpsTheLegion : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             std::any_of(Guild.begin(), Guild.end(),
                         [&O](Color C) { return O.isColor(C); });
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsTheLegion>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::AnyOfColors::PumpsTheLegion, ::strata::cards::AnyOfColors::PumpsTheLegion, L7c, false, "CardType.Creature Color.* Controller Zone", "", "Controller", "", "Power"){{$}}
