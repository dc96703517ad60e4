//===- UrborgTombOfYawgmoth.cpp - Urborg, Tomb of Yawgmoth -----------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Legendary Land: "Each land is a Swamp in addition to its other land
/// types."
struct UrborgTombOfYawgmoth {
  static constexpr CardFace Face = {
      .Name = "Urborg, Tomb of Yawgmoth",
      .Types = {CardType::Land},
      .Supertypes = {Supertype::Legendary},
      .Words = words({landTypeWord(Subtype::Swamp)}),
      .Text = "Each land is a Swamp in addition to its other land types."};

  /// Layer 4, "in addition" (CR 305.7 last sentence): keeps rules text.
  struct MakesLandsSwamps : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Land);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addLandType(Ctx.source().textSubtype(0));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesLandsSwamps>>;
};

} // namespace strata::cards
