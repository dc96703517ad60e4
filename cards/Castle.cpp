//===- Castle.cpp - Castle -------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{W} Enchantment: "Untapped creatures you control get +0/+2."
struct Castle {
  static constexpr CardFace Face = {
      .Name = "Castle",
      .Cost = ManaCost::parse("{3}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Untapped creatures you control get +0/+2."};

  /// Layer 7c (CR 613.4c). Its set is not locked (a static ability, 611.3a):
  /// a creature that becomes tapped stops getting it at once (status,
  /// 110.5, read by the filter).
  struct FortifiesUntapped : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller() && !O.isTapped();
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addToughness(2); }
  };

  using Abilities = AbilityTypes<StaticAbility<FortifiesUntapped>>;
};

} // namespace strata::cards
