//===- CinderWraith.cpp - Cinder Wraith (adversarial card) ----------------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a
// characteristic-defining ability written the new way: no appliesTo, the
// runtime's CharacteristicDefining base supplies it (CR 604.3: the object
// itself). Hidden access: the filter is not in the card at all; it reads
// nothing. Board: boards/chromatic-mimic.yaml (its write of Color.* is
// what Chromatic Mimic's CDA depends on).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{R} Creature - Spirit 2/1: "Cinder Wraith is colorless."
struct CinderWraith {
  static constexpr CardFace Face = {
      .Name = "Cinder Wraith",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Spirit},
      .HasPT = true,
      .Power = 2,
      .Toughness = 1,
      .Text = "Cinder Wraith is colorless."};

  /// CR 613.3: a color-defining CDA (like devoid, 702.114a).
  struct IsColorless : CharacteristicDefining, Part<Layer::L5> {
    static void apply(const EffectContext &, ObjectView &O) { O.setColors({}); }
  };

  using Abilities = AbilityTypes<StaticAbility<IsColorless>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::CinderWraith::IsColorless, ::strata::cards::CinderWraith::IsColorless, L5, true, "", "", "", "", "Color.*"){{$}}
