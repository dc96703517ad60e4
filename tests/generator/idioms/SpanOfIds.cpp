//===- SpanOfIds.cpp - Roost Keeper (ordinary idiom) ----------------------===//
//
// Ordinary idiom (issue 25, point 4): a helper taking
// `std::span<const ObjectId>` (a `std::vector` passed to it), reading
// each object through the context. Must be accepted with exactly these
// facts. The helper reads other objects' Keyword.Flying from the apply.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <span>
#include <vector>

namespace strata::cards {
using namespace runtime;

/// {1}{U} Creature - Bird Wizard 1/1: "Flying / Birds you control get +1/+0
/// for each other creature you control with flying."
struct SpanOfIds {
  static constexpr CardFace Face = {
      .Name = "Roost Keeper",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Bird, Subtype::Wizard},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Keywords = {Keyword::Flying},
      .Text = "Flying\nBirds you control get +1/+0 for each other creature you "
              "control with flying."};

  static int flyersAmong(const EffectContext &Ctx, std::span<const ObjectId> Ids) {
    int N = 0;
    for (const ObjectId Id : Ids)
      if (Ctx.object(Id).hasKeyword(Keyword::Flying))
        ++N;
    return N;
  }

  /// Layer 7c (CR 613.4c).
  struct PumpsTheRoost : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.hasCreatureType(Subtype::Bird) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const PlayerId You = Ctx.source().controller();
      std::vector<ObjectId> Others;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.id() != O.id() && X.zone() == Zone::Battlefield &&
            X.isType(CardType::Creature) && X.controller() == You)
          Others.push_back(X.id());
      }
      O.addPower(flyersAmong(Ctx, Others));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsTheRoost>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::SpanOfIds::PumpsTheRoost, ::strata::cards::SpanOfIds::PumpsTheRoost, L7c, false, "Controller Subtype.Creature Zone", "CardType.Creature Controller Keyword.Flying Zone", "Controller", "CardType.Creature Controller Keyword.Flying Zone", "Power"){{$}}
