//===- Levitation.cpp - Levitation -----------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U}{U} Enchantment: "Creatures you control have flying."
struct Levitation {
  static constexpr CardFace Face = {
      .Name = "Levitation",
      .Cost = ManaCost::parse("{2}{U}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Creatures you control have flying."};

  /// Layer 6: an ability-adding effect (CR 613.1f).
  struct GrantsFlying : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Flying);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsFlying>>;
};

} // namespace strata::cards
