//===- Opalescence.cpp - Opalescence ---------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W}{W} Enchantment: "Each other non-Aura enchantment is a creature in
/// addition to its other types and has base power and base toughness each
/// equal to its mana value." One effect, two layers (CR 613.6).
struct Opalescence {
  static constexpr CardFace Face = {
      .Name = "Opalescence",
      .Cost = ManaCost::parse("{2}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Each other non-Aura enchantment is a creature in addition to "
              "its other types and has base power and base toughness each "
              "equal to its mana value."};

  struct AnimatesEnchantments : Effect {
    /// "Each other non-Aura enchantment" (permanents); the set is fixed in
    /// layer 4 and keeps its 7b part (613.6).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.id() != Ctx.source().id() &&
             O.isType(CardType::Enchantment) &&
             !O.hasEnchantmentType(Subtype::Aura);
    }
    /// Layer 4: "a creature in addition to its other types" (CR 205.1b).
    struct MakesCreatures : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Creature);
      }
    };
    /// Layer 7b: base P/T equal to its mana value (CR 613.4b, 202.3).
    struct SetsBasePTToManaValue : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        int MV = O.manaValue();
        O.setBasePower(MV);
        O.setBaseToughness(MV);
      }
    };
    using Parts = PartList<MakesCreatures, SetsBasePTToManaValue>;
  };

  using Abilities = AbilityTypes<StaticAbility<AnimatesEnchantments>>;
};

} // namespace strata::cards
