//===- AccumulateLambda.cpp - Wall of Kinship (ordinary idiom) ------------===//
//
// Ordinary idiom (issue 25, point 4): `std::accumulate` with a lambda
// capturing the context and the affected object, in the apply. Must be
// accepted with exactly these facts. The lambda reads other objects'
// Zone, Controller and Subtype.Creature (apply and other objects' reads);
// `O.id()` reads nothing.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <numeric>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {1}{W} Creature - Wall 0/3: "Defender / Each Wall you control gets +0/+1
/// for each other Wall you control."
struct AccumulateLambda {
  static constexpr CardFace Face = {
      .Name = "Wall of Kinship",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Wall},
      .HasPT = true,
      .Power = 0,
      .Toughness = 3,
      .Keywords = {Keyword::Defender},
      .Text = "Defender\nEach Wall you control gets +0/+1 for each other Wall "
              "you control."};

  /// Layer 7c (CR 613.4c).
  struct BracesTheWalls : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.hasCreatureType(Subtype::Wall) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Ids;
      for (int I = 0; I < Ctx.numObjects(); ++I)
        Ids.push_back(static_cast<ObjectId>(I));
      const int OtherWalls =
          std::accumulate(Ids.begin(), Ids.end(), 0, [&Ctx, &O, You](int N, ObjectId Id) {
            if (Id == O.id())
              return N;
            const ObjectReader X = Ctx.object(Id);
            const bool Wall = X.zone() == Zone::Battlefield && X.controller() == You &&
                              X.hasCreatureType(Subtype::Wall);
            return N + (Wall ? 1 : 0);
          });
      O.addToughness(OtherWalls);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<BracesTheWalls>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::AccumulateLambda::BracesTheWalls, ::strata::cards::AccumulateLambda::BracesTheWalls, L7c, false, "Controller Subtype.Creature Zone", "Controller Subtype.Creature Zone", "Controller", "Controller Subtype.Creature Zone", "Toughness"){{$}}
