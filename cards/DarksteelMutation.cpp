//===- DarksteelMutation.cpp - Darksteel Mutation --------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment - Aura. One effect in layers 4, 6 and 7b (CR 613.6).
struct DarksteelMutation {
  static constexpr CardFace Face = {
      .Name = "Darksteel Mutation",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      // CR 612.2: "Insect" is a creature type word.
      .Words = words({creatureTypeWord(Subtype::Insect)}),
      .Text = "Enchant creature\nEnchanted creature is an Insect artifact "
              "creature with base power and toughness 0/1 and has "
              "indestructible, and it loses all other abilities, card types, "
              "and creature types."};

  struct MakesEnchantedCreatureInsectArtifact : Effect {
    /// What the Aura is attached to (CR 604.4).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 4: the card types become exactly artifact creature and the
    /// creature types exactly Insect (CR 205.1a: it "loses all other card
    /// types and creature types"); supertypes stay (205.4b).
    struct SetsTypes : Part<Layer::L4> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setCardTypes({CardType::Artifact, CardType::Creature});
        O.setCreatureTypes({Ctx.source().textSubtype(0)});
      }
    };
    /// Layer 6: loses every other ability, has indestructible (613.1f).
    struct GrantsOnlyIndestructible : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.loseAllAbilities();
        O.addKeyword(Keyword::Indestructible);
      }
    };
    /// Layer 7b (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(0);
        O.setBaseToughness(1);
      }
    };
    using Parts = PartList<SetsTypes, GrantsOnlyIndestructible, SetsBasePT>;
  };

  using Abilities =
      AbilityTypes<StaticAbility<MakesEnchantedCreatureInsectArtifact>>;

  /// CR 303.4a / 303.4f: an Aura spell targets what it will enchant; the
  /// engine attaches it as it resolves.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
