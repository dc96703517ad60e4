//===- LivingLands.cpp - Living Lands ---------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G} Enchantment: "All Forests are 1/1 creatures that are still lands."
struct LivingLands {
  static constexpr CardFace Face = {
      .Name = "Living Lands",
      .Cost = ManaCost::parse("{3}{G}"),
      .Types = {CardType::Enchantment},
      .Words = words({landTypeWord(Subtype::Forest)}),
      .Text = "All Forests are 1/1 creatures that are still lands."};

  /// Its filter reads land types, which layer 4 changes: it depends on a
  /// Blood Moon (613.8a) and so applies after it.
  struct AnimatesForests : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.hasLandType(Ctx.source().textSubtype(0));
    }
    struct MakesCreature : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Creature);
      }
    };
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(1);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<MakesCreature, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<AnimatesForests>>;
};

} // namespace strata::cards
