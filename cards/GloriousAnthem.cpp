//===- GloriousAnthem.cpp - Glorious Anthem --------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W}{W} Enchantment: "Creatures you control get +1/+1."
struct GloriousAnthem {
  static constexpr CardFace Face = {
      .Name = "Glorious Anthem",
      .Cost = ManaCost::parse("{1}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control get +1/+1."};

  /// CR 613.4c: a modification, layer 7c.
  struct PumpsCreatures : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsCreatures>>;
};

} // namespace strata::cards
