//===- HonorOfThePure.cpp - Honor of the Pure ------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "White creatures you control get +1/+1."
struct HonorOfThePure {
  static constexpr CardFace Face = {
      .Name = "Honor of the Pure",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      // CR 612.2: the color word a text change can replace.
      .Words = words({colorWord(Color::White)}),
      .Text = "White creatures you control get +1/+1."};

  /// Layer 7c (CR 613.4c).
  struct PumpsWhiteCreaturesYouControl : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const ObjectReader Self = Ctx.source();
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.isColor(Self.textColor(0)) && O.controller() == Self.controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsWhiteCreaturesYouControl>>;
};

} // namespace strata::cards
