//===- Lignify.cpp - Lignify -----------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G} Kindred Enchantment - Treefolk Aura: "Enchant creature /
/// Enchanted creature is a Treefolk with base power and toughness 0/4 and
/// loses all abilities." One effect in layers 4, 6 and 7b (CR 613.6).
struct Lignify {
  static constexpr CardFace Face = {
      .Name = "Lignify",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Kindred, CardType::Enchantment},
      .Subtypes = {Subtype::Treefolk, Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      // CR 612.2: "Treefolk" in the rules text is a creature type word.
      .Words = words({creatureTypeWord(Subtype::Treefolk)}),
      .Text = "Enchant creature\nEnchanted creature is a Treefolk with base "
              "power and toughness 0/4 and loses all abilities."};

  struct MakesEnchantedCreatureTreefolk : Effect {
    /// What the Aura is attached to (CR 604.4).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 4: "is a Treefolk" replaces its creature types (CR 205.1a).
    struct SetsCreatureType : Part<Layer::L4> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.setCreatureTypes({Ctx.source().textSubtype(0)});
      }
    };
    /// Layer 6 (CR 613.1f).
    struct RemovesAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.loseAllAbilities();
      }
    };
    /// Layer 7b (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(0);
        O.setBaseToughness(4);
      }
    };
    using Parts = PartList<SetsCreatureType, RemovesAbilities, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<MakesEnchantedCreatureTreefolk>>;

  /// CR 303.4a / 303.4f: an Aura spell targets what it will enchant; the
  /// engine attaches it as it resolves.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
