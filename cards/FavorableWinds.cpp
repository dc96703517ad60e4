//===- FavorableWinds.cpp - Favorable Winds --------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment: "Creatures you control with flying get +1/+1."
struct FavorableWinds {
  static constexpr CardFace Face = {
      .Name = "Favorable Winds",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control with flying get +1/+1."};

  /// Layer 7c (CR 613.4c); flying is read as layer 6 left it.
  struct PumpsFliersYouControl : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() &&
             O.hasKeyword(Keyword::Flying);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsFliersYouControl>>;
};

} // namespace strata::cards
