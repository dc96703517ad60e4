//===- DeepFreeze.cpp - Deep Freeze -----------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U} Enchantment - Aura: "Enchant creature / Enchanted creature has base
/// power and toughness 0/4, has defender, loses all other abilities, and is
/// a blue Wall in addition to its other colors and types."
struct DeepFreeze {
  static constexpr CardFace Face = {
      .Name = "Deep Freeze",
      .Cost = ManaCost::parse("{2}{U}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Words = words({colorWord(Color::Blue), creatureTypeWord(Subtype::Wall)}),
      .Text = "Enchant creature\nEnchanted creature has base power and toughness "
              "0/4, has defender, loses all other abilities, and is a blue Wall "
              "in addition to its other colors and types."};

  /// One effect in four layers (CR 613.6).
  struct Freezes : Effect {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 4: a Wall in addition (205.1b).
    struct MakesWall : Part<Layer::L4> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.addCreatureType(Ctx.source().textSubtype(1));
      }
    };
    /// Layer 5: blue in addition to its other colors.
    struct MakesBlue : Part<Layer::L5> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.addColor(Ctx.source().textColor(0));
      }
    };
    /// Layer 6: loses all other abilities, has defender (in that order: the
    /// defender it gives is not one it loses).
    struct OnlyDefender : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.loseAllAbilities();
        O.addKeyword(Keyword::Defender);
      }
    };
    /// Layer 7b: base 0/4 (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(0);
        O.setBaseToughness(4);
      }
    };
    using Parts = PartList<MakesWall, MakesBlue, OnlyDefender, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<Freezes>>;

  /// An Aura spell targets what it will enchant (CR 303.4a).
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
