//===- GiantslayersRally.cpp - Giantslayer's Rally (adversarial card) -----===//
//
// Accepted adversarial card (issue 11, point 4). Category: a function object
// handed to std::count_if. Hidden access: HasPowerFourOrGreater::operator()
// reads the Power of the opponents' creatures (role: apply); only the
// standard library calls it. Board: boards/giantslayers-rally.yaml (Bob's
// Glorious Anthem, later, makes his Hill Giant 4/4: the Rally depends on it).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {2}{R} Enchantment: "Creatures you control get +1/+0 for each creature
/// your opponents control with power 4 or greater."
struct GiantslayersRally {
  static constexpr CardFace Face = {
      .Name = "Giantslayer's Rally",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control get +1/+0 for each creature your "
              "opponents control with power 4 or greater."};

  /// The predicate the count runs: "with power 4 or greater".
  struct HasPowerFourOrGreater {
    const EffectContext *Ctx;
    bool operator()(ObjectId Id) const { return Ctx->object(Id).power() >= 4; }
  };

  /// Layer 7c (CR 613.4c).
  struct PumpsPerGiant : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Theirs;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const auto X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.isType(CardType::Creature) &&
            X.controller() != You)
          Theirs.push_back(X.id());
      }
      const auto Giants =
          std::count_if(Theirs.begin(), Theirs.end(), HasPowerFourOrGreater{&Ctx});
      O.addPower(static_cast<int>(Giants));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsPerGiant>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::GiantslayersRally::PumpsPerGiant, ::strata::cards::GiantslayersRally::PumpsPerGiant, L7c, false, "CardType.Creature Controller Zone", "CardType.Creature Controller Power Zone", "Controller", "CardType.Creature Controller Power Zone", "Power"){{$}}
