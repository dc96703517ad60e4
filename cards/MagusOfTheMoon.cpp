//===- MagusOfTheMoon.cpp - Magus of the Moon ------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{R} Creature - Human Wizard 2/2: "Nonbasic lands are Mountains."
struct MagusOfTheMoon {
  static constexpr CardFace Face = {
      .Name = "Magus of the Moon",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Wizard},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Words = words({landTypeWord(Subtype::Mountain)}),
      .Text = "Nonbasic lands are Mountains."};

  /// Layer 4; setting a basic land type applies CR 305.7 (nonbasic: 305.8).
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
