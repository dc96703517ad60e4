//===- MarchOfTheMachines.cpp - March of the Machines ----------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{U} Enchantment: "Each noncreature artifact is an artifact creature
/// with power and toughness each equal to its mana value." One effect,
/// layers 4 and 7b (CR 613.6).
struct MarchOfTheMachines {
  static constexpr CardFace Face = {
      .Name = "March of the Machines",
      .Cost = ManaCost::parse("{3}{U}"),
      .Types = {CardType::Enchantment},
      .Text = "Each noncreature artifact is an artifact creature with power "
              "and toughness each equal to its mana value. (Equipment that's a "
              "creature can't equip a creature.)"};

  struct AnimatesArtifacts : Effect {
    /// "Noncreature artifact" as layer 4 begins; the same set keeps its 7b
    /// part though they are creatures by then (613.6).
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Artifact) &&
             !O.isType(CardType::Creature);
    }
    /// Layer 4: "an artifact creature" keeps its other types (205.1b).
    struct MakesCreatures : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Creature);
      }
    };
    /// Layer 7b: P/T equal to its mana value (613.4b).
    struct SetsPTToManaValue : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        int MV = O.manaValue();
        O.setBasePower(MV);
        O.setBaseToughness(MV);
      }
    };
    using Parts = PartList<MakesCreatures, SetsPTToManaValue>;
  };

  using Abilities = AbilityTypes<StaticAbility<AnimatesArtifacts>>;
};

} // namespace strata::cards
