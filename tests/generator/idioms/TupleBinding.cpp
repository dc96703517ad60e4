//===- TupleBinding.cpp - Rank and File (ordinary idiom) ------------------===//
//
// Ordinary idiom (issue 25, point 4): a structured binding of a
// `std::tuple` built with class template argument deduction, in the
// apply, over the source's and the affected object's characteristics. Must
// be accepted with exactly these facts. The source's Controller and
// Counters are source reads; the affected object's Controller (filter)
// and Toughness (apply) its own.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <tuple>

namespace strata::cards {
using namespace runtime;

/// {2}{W} Creature - Human Soldier 1/1: "Other creatures you control get
/// +0/+1 for each +1/+1 counter on Rank and File, and an additional +0/+1
/// if their toughness is 1."
struct TupleBinding {
  static constexpr CardFace Face = {
      .Name = "Rank and File",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Soldier},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "Other creatures you control get +0/+1 for each +1/+1 counter "
              "on Rank and File, and an additional +0/+1 if their toughness "
              "is 1."};

  /// Layer 7c (CR 613.4c).
  struct DrillsTheRanks : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.id() != Ctx.source().id() &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const auto [Counters, Frail] =
          std::tuple{Ctx.source().plusOneCounters(), O.toughness() == 1};
      O.addToughness(Counters + (Frail ? 1 : 0));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<DrillsTheRanks>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::TupleBinding::DrillsTheRanks, ::strata::cards::TupleBinding::DrillsTheRanks, L7c, false, "CardType.Creature Controller Zone", "Toughness", "Controller Counters", "", "Toughness"){{$}}
