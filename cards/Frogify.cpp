//===- Frogify.cpp - Frogify -------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment - Aura: "Enchant creature / Enchanted creature loses
/// all abilities and is a blue Frog creature with base power and toughness
/// 1/1. (It loses all other colors and creature types.)"
struct Frogify {
  static constexpr CardFace Face = {
      .Name = "Frogify",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Words = words({colorWord(Color::Blue), creatureTypeWord(Subtype::Frog)}),
      .Text = "Enchant creature\nEnchanted creature loses all abilities and is a "
              "blue Frog creature with base power and toughness 1/1. (It loses "
              "all other colors and creature types.)"};

  struct Frogs : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 4: a Frog creature, no other creature type (its card types stay).
    struct MakesFrog : Part<Layer::L4> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.addCardType(CardType::Creature);
        O.setCreatureTypes(SubtypeSet{Ctx.source().textSubtype(1)});
      }
    };
    /// Layer 5: blue, no other color.
    struct MakesBlue : Part<Layer::L5> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setColors(ColorSet{Ctx.source().textColor(0)});
      }
    };
    /// Layer 6: loses all abilities.
    struct LosesAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) { O.loseAllAbilities(); }
    };
    /// Layer 7b: base 1/1.
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(1);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<MakesFrog, MakesBlue, LosesAbilities, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<Frogs>>;

  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
