//===- LifeAndLimb.cpp - Life and Limb -------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{G} Enchantment: "All Forests and all Saprolings are 1/1 green
/// Saproling creatures and Forest lands in addition to their other types."
/// One effect in layers 4, 5 and 7b (CR 613.6).
struct LifeAndLimb {
  static constexpr CardFace Face = {
      .Name = "Life and Limb",
      .Cost = ManaCost::parse("{3}{G}"),
      .Types = {CardType::Enchantment},
      // CR 612.2: each word stands for all its instances in the text.
      .Words = words({landTypeWord(Subtype::Forest),
                      creatureTypeWord(Subtype::Saproling),
                      colorWord(Color::Green)}),
      .Text = "All Forests and all Saprolings are 1/1 green Saproling "
              "creatures and Forest lands in addition to their other types. "
              "(They're affected by summoning sickness.)"};

  struct MakesSaprolingForestCreatures : Effect {
    /// The set is fixed in layer 4 (CR 613.6); it depends on other layer-4
    /// effects that make things Forests or Saprolings (613.8a).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      const ObjectReader Self = Ctx.source();
      return O.zone() == Zone::Battlefield &&
             (O.hasLandType(Self.textSubtype(0)) ||
              O.hasCreatureType(Self.textSubtype(1)));
    }
    /// Layer 4, "in addition to their other types" (CR 205.1b): the card
    /// types first, so that the subtypes have a type to belong to (205.3d).
    struct AddsTypes : Part<Layer::L4> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        const ObjectReader Self = Ctx.source();
        O.addCardType(CardType::Creature);
        O.addCardType(CardType::Land);
        O.addCreatureType(Self.textSubtype(1));
        O.addLandType(Self.textSubtype(0));
      }
    };
    /// Layer 5: "are ... green" sets the color (613.1e).
    struct MakesGreen : Part<Layer::L5> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setColors({Ctx.source().textColor(2)});
      }
    };
    /// Layer 7b: "1/1" sets base P/T (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(1);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<AddsTypes, MakesGreen, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<MakesSaprolingForestCreatures>>;
};

} // namespace strata::cards
