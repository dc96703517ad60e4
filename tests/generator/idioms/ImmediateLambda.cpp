//===- ImmediateLambda.cpp - Tidal Muster (ordinary idiom) ----------------===//
//
// Ordinary idiom (issue 25, point 4): a `const` local initialised by an
// immediately invoked lambda (`const int X = [&] { ... }();`) capturing
// everything by reference, in the apply. Must be accepted with exactly
// these facts. The lambda reads other objects' Zone, Controller and
// Subtype.Creature (apply and other objects' reads) and the source's
// Controller (a source read).
//
//===----------------------------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{U} Enchantment: "Merfolk you control get +0/+1 for each Island you
/// control."
struct ImmediateLambda {
  static constexpr CardFace Face = {
      .Name = "Tidal Muster",
      .Cost = ManaCost::parse("{3}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Merfolk you control get +0/+1 for each Island you control."};

  /// Layer 7c (CR 613.4c).
  struct FortifiesMerfolk : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.hasCreatureType(Subtype::Merfolk) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const int Islands = [&] {
        int N = 0;
        for (int I = 0; I < Ctx.numObjects(); ++I) {
          const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
          if (X.zone() == Zone::Battlefield &&
              X.controller() == Ctx.source().controller() &&
              X.hasLandType(Subtype::Island))
            ++N;
        }
        return N;
      }();
      O.addToughness(Islands);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<FortifiesMerfolk>>;
};

} // namespace strata::cards

// CHECK: {{^}}STRATA_PART_FACTS(::strata::cards::ImmediateLambda::FortifiesMerfolk, ::strata::cards::ImmediateLambda::FortifiesMerfolk, L7c, false, "Controller Subtype.Creature Zone", "Controller Subtype.Land Zone", "Controller", "Controller Subtype.Land Zone", "Toughness"){{$}}
