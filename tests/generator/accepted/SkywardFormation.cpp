//===- SkywardFormation.cpp - Skyward Formation (adversarial card) --------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a function object
// handed to std::any_of, in a condition. Hidden access: Flies::operator()
// reads Keyword.Flying of your creatures from isActive (role: source, as
// every read of a condition); only the standard library calls it. Board:
// boards/skyward-formation.yaml (Mystic Subdual, later, strips the only
// flier: the Formation's existence depends on it, CR 613.8a).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "As long as you control a creature with flying,
/// creatures you control have vigilance."
struct SkywardFormation {
  static constexpr CardFace Face = {
      .Name = "Skyward Formation",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "As long as you control a creature with flying, creatures you "
              "control have vigilance."};

  /// "A creature with flying", asked of an object by id.
  struct Flies {
    const EffectContext *Ctx;
    bool operator()(ObjectId Id) const {
      return Ctx->object(Id).hasKeyword(Keyword::Flying);
    }
  };

  /// Layer 6 (CR 613.1f).
  struct GrantsVigilance : Effect, Part<Layer::L6> {
    static bool isActive(const EffectContext &Ctx) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Yours;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const auto X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.isType(CardType::Creature) &&
            X.controller() == You)
          Yours.push_back(X.id());
      }
      return std::any_of(Yours.begin(), Yours.end(), Flies{&Ctx});
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Vigilance);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsVigilance>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SkywardFormation::GrantsVigilance, ::strata::cards::SkywardFormation::GrantsVigilance, L6, false, "CardType.Creature Controller Zone", "", "CardType.Creature Controller Keyword.Flying Zone", "CardType.Creature Controller Keyword.Flying Zone", "Keyword.Vigilance"){{$}}
