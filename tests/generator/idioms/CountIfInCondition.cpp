//===- CountIfInCondition.cpp - Muster Horn (ordinary idiom) --------------===//
//
// Ordinary idiom (issue 25, point 4): `std::count_if` with a lambda
// capturing the context by reference, over a `std::vector<ObjectId>`
// filled by `std::iota`, in `isActive`. Must be accepted with exactly
// these facts. Every read of a condition is a source read; those on
// `Ctx.object(Id)` are other objects' reads too.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {2}{W} Artifact: "As long as you control three or more Soldiers,
/// creatures you control get +1/+0."
struct CountIfInCondition {
  static constexpr CardFace Face = {
      .Name = "Muster Horn",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Artifact},
      .Text = "As long as you control three or more Soldiers, creatures you "
              "control get +1/+0."};

  /// Layer 7c (CR 613.4c).
  struct PumpsWhileMustered : Effect, Part<Layer::L7c> {
    static bool isActive(const EffectContext &Ctx) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Ids(static_cast<std::size_t>(Ctx.numObjects()));
      std::iota(Ids.begin(), Ids.end(), ObjectId{0});
      const auto Soldiers = std::count_if(Ids.begin(), Ids.end(), [&Ctx, You](ObjectId Id) {
        const ObjectReader X = Ctx.object(Id);
        return X.zone() == Zone::Battlefield && X.controller() == You &&
               X.hasCreatureType(Subtype::Soldier);
      });
      return Soldiers >= 3;
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addPower(1); }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsWhileMustered>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::CountIfInCondition::PumpsWhileMustered, ::strata::cards::CountIfInCondition::PumpsWhileMustered, L7c, false, "CardType.Creature Controller Zone", "", "Controller Subtype.Creature Zone", "Controller Subtype.Creature Zone", "Power"){{$}}
