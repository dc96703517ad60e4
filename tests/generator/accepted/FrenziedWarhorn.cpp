//===- FrenziedWarhorn.cpp - Frenzied Warhorn (adversarial card) ----------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a generic lambda
// (its call operator is a template, instantiated for ObjectView). Access:
// the lambda reads Keyword.Haste (role: filter). Also the reader the boards
// of Sparkmane Harness and Wildfire Spurs use to see their hidden writes.
// Board: boards/frenzied-warhorn.yaml (Act of Treason, later, gives Hill
// Giant haste: the Warhorn depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{R} Artifact: "Creatures you control with haste have first strike."
struct FrenziedWarhorn {
  static constexpr CardFace Face = {
      .Name = "Frenzied Warhorn",
      .Cost = ManaCost::parse("{1}{R}"),
      .Types = {CardType::Artifact},
      .Text = "Creatures you control with haste have first strike."};

  /// Layer 6 (CR 613.1f).
  struct GrantsFirstStrike : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      auto Hasty = [](const auto &V) { return V.hasKeyword(Keyword::Haste); };
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && Hasty(O);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::FirstStrike);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsFirstStrike>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::FrenziedWarhorn::GrantsFirstStrike, ::strata::cards::FrenziedWarhorn::GrantsFirstStrike, L6, false, "CardType.Creature Controller Keyword.Haste Zone", "", "Controller", "", "Keyword.FirstStrike"){{$}}
