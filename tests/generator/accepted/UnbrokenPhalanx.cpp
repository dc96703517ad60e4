//===- UnbrokenPhalanx.cpp - Unbroken Phalanx (adversarial card) ----------===//
//
// Accepted adversarial card (issue 11, point 4). Category: a function object
// handed to std::all_of, in a condition. Hidden access:
// PowerAtLeastTwo::operator() reads Power of your creatures from isActive
// (role: source, as every read of a condition); only the standard library
// calls it. Board: boards/unbroken-phalanx.yaml (Mystic Subdual, later,
// makes Grizzly Bears 0/2: the Phalanx's effect stops existing, CR
// 613.8a).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {1}{W}{W} Enchantment: "As long as each creature you control has power 2
/// or greater, creatures you control get +1/+1."
struct UnbrokenPhalanx {
  static constexpr CardFace Face = {
      .Name = "Unbroken Phalanx",
      .Cost = ManaCost::parse("{1}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "As long as each creature you control has power 2 or greater, "
              "creatures you control get +1/+1."};

  struct PowerAtLeastTwo {
    const EffectContext *Ctx;
    bool operator()(ObjectId Id) const { return Ctx->object(Id).power() >= 2; }
  };

  /// Layer 7c (CR 613.4c).
  struct PumpsWhileUnbroken : Effect, Part<Layer::L7c> {
    static bool isActive(const EffectContext &Ctx) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Ranks;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const auto X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.isType(CardType::Creature) &&
            X.controller() == You)
          Ranks.push_back(X.id());
      }
      return std::all_of(Ranks.begin(), Ranks.end(), PowerAtLeastTwo{&Ctx});
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsWhileUnbroken>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::UnbrokenPhalanx::PumpsWhileUnbroken, ::strata::cards::UnbrokenPhalanx::PumpsWhileUnbroken, L7c, false, "CardType.Creature Controller Zone", "", "CardType.Creature Controller Power Zone", "CardType.Creature Controller Power Zone", "Power Toughness"){{$}}
