//===- KormusBell.cpp - Kormus Bell ----------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {4} Artifact: "All Swamps are 1/1 black creatures that are still
/// lands." One effect in layers 4, 5 and 7b (CR 613.6).
struct KormusBell {
  static constexpr CardFace Face = {
      .Name = "Kormus Bell",
      .Cost = ManaCost::parse("{4}"),
      .Types = {CardType::Artifact},
      // CR 612.2: a land type word and a color word.
      .Words = words({landTypeWord(Subtype::Swamp), colorWord(Color::Black)}),
      .Text = "All Swamps are 1/1 black creatures that are still lands."};

  struct AnimatesSwamps : Effect {
    /// "All Swamps": permanents with the land type (set fixed in layer 4).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield &&
             O.hasLandType(Ctx.source().textSubtype(0));
    }
    /// Layer 4: "creatures that are still lands" adds the type (205.1b).
    struct MakesCreatures : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Creature);
      }
    };
    /// Layer 5: "black" sets the color (613.1e).
    struct MakesBlack : Part<Layer::L5> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setColors({Ctx.source().textColor(1)});
      }
    };
    /// Layer 7b: "1/1" (613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(1);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<MakesCreatures, MakesBlack, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<AnimatesSwamps>>;
};

} // namespace strata::cards
