//===- NaturesRevolt.cpp - Nature's Revolt ----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G}{G} Enchantment: "All lands are 2/2 creatures that are still lands."
struct NaturesRevolt {
  static constexpr CardFace Face = {
      .Name = "Nature's Revolt",
      .Cost = ManaCost::parse("{3}{G}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "All lands are 2/2 creatures that are still lands."};

  /// One effect in two layers (CR 613.6): creature in layer 4 (keeping the
  /// land type, 205.1b), base 2/2 in layer 7b (613.4b).
  struct AnimatesLands : Effect {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Land);
    }
    struct MakesCreature : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Creature);
      }
    };
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(2);
        O.setBaseToughness(2);
      }
    };
    using Parts = PartList<MakesCreature, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<AnimatesLands>>;
};

} // namespace strata::cards
