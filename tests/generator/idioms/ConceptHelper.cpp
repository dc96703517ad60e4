//===- ConceptHelper.cpp - Stoneguard Oracle (ordinary idiom) -------------===//
//
// Ordinary idiom (issue 25, point 4): a helper template constrained by a
// concept (`std::derived_from<V, ObjectReader>`) plus a `requires`
// clause, called on the source and on the affected object. Must be
// accepted with exactly these facts. The requirement is unevaluated; the
// helper's ManaCost read counts for the source (source read) and the
// affected object (filter read), no other object's.
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

#include <concepts>

namespace strata::cards {
using namespace runtime;

/// {2}{W} Creature - Human Cleric 2/2: "Other creatures you control with
/// mana value less than Stoneguard Oracle's get +0/+2."
struct ConceptHelper {
  static constexpr CardFace Face = {
      .Name = "Stoneguard Oracle",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Cleric},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Other creatures you control with mana value less than Stoneguard "
              "Oracle's get +0/+2."};

  template <class V>
    requires std::derived_from<V, ObjectReader> && requires(const V &X) { X.power(); }
  static int costOf(const V &X) {
    return X.manaValue();
  }

  /// Layer 7c (CR 613.4c).
  struct GuardsTheHumble : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.id() != Ctx.source().id() &&
             O.controller() == Ctx.source().controller() &&
             costOf(O) < costOf(Ctx.source());
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addToughness(2); }
  };

  using Abilities = AbilityTypes<StaticAbility<GuardsTheHumble>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ConceptHelper::GuardsTheHumble, ::strata::cards::ConceptHelper::GuardsTheHumble, L7c, false, "CardType.Creature Controller ManaCost Zone", "", "Controller ManaCost", "", "Toughness"){{$}}
