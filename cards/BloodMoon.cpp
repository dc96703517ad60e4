//===- BloodMoon.cpp - Blood Moon ------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{R} Enchantment: "Nonbasic lands are Mountains."
struct BloodMoon {
  static constexpr CardFace Face = {
      .Name = "Blood Moon",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Enchantment},
      .Words = words({landTypeWord(Subtype::Mountain)}),
      .Text = "Nonbasic lands are Mountains."};

  /// Layer 4; setting a basic land type applies CR 305.7.
  struct MakesNonbasicLandsMountains : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Land) &&
             !O.isSupertype(Supertype::Basic);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setBasicLandTypes({Ctx.source().textSubtype(0)});
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesNonbasicLandsMountains>>;
};

} // namespace strata::cards
