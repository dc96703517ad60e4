//===- Humility.cpp - Humility ---------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W}{W} Enchantment: "All creatures lose all abilities and have base
/// power and toughness 1/1." One effect, two layers (CR 613.6).
struct Humility {
  static constexpr CardFace Face = {
      .Name = "Humility",
      .Cost = ManaCost::parse("{2}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "All creatures lose all abilities and have base power and "
              "toughness 1/1."};

  struct Humbles : Effect {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature);
    }
    /// Layer 6.
    struct RemovesAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.loseAllAbilities();
      }
    };
    /// Layer 7b (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(1);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<RemovesAbilities, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<Humbles>>;
};

} // namespace strata::cards
