//===- DesignatedInit.cpp - Veteran's Standard (ordinary idiom) -----------===//
//
// Ordinary idiom (issue 25, point 4): a small aggregate of requirements
// (with default member initialisers), a `static constexpr` instance built
// with designated initialisers, and a const member function taking the
// view. Must be accepted with exactly these facts. The member function
// reads the affected object's Power and Toughness in the filter.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Artifact: "Creatures you control with power 2 or greater and
/// toughness 3 or greater get +1/+1."
struct DesignatedInit {
  static constexpr CardFace Face = {
      .Name = "Veteran's Standard",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Artifact},
      .Text = "Creatures you control with power 2 or greater and toughness 3 "
              "or greater get +1/+1."};

  /// What a veteran must reach.
  struct Requirement {
    int MinPower = 0;
    int MinToughness = 0;
    constexpr bool metBy(int P, int T) const { return P >= MinPower && T >= MinToughness; }
    bool metBy(const ObjectReader &X) const { return metBy(X.power(), X.toughness()); }
  };
  static constexpr Requirement Veteran = {.MinPower = 2, .MinToughness = 3};

  /// Layer 7c (CR 613.4c).
  struct PumpsVeterans : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && Veteran.metBy(O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsVeterans>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::DesignatedInit::PumpsVeterans, ::strata::cards::DesignatedInit::PumpsVeterans, L7c, false, "CardType.Creature Controller Power Toughness Zone", "", "Controller", "", "Power Toughness"){{$}}
