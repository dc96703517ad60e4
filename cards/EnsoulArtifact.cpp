//===- EnsoulArtifact.cpp - Ensoul Artifact --------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment - Aura: "Enchant artifact / Enchanted artifact is a
/// creature with base power and toughness 5/5 in addition to its other
/// types." One effect, two layers (CR 613.6).
struct EnsoulArtifact {
  static constexpr CardFace Face = {
      .Name = "Ensoul Artifact",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant artifact\nEnchanted artifact is a creature with base "
              "power and toughness 5/5 in addition to its other types."};

  struct AnimatesEnchantedArtifact : Effect {
    /// What the Aura is attached to (CR 604.4).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 4: "in addition to its other types" (CR 205.1b).
    struct MakesCreature : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addCardType(CardType::Creature);
      }
    };
    /// Layer 7b (CR 613.4b).
    struct SetsBasePT : Part<Layer::L7b> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setBasePower(5);
        O.setBaseToughness(5);
      }
    };
    using Parts = PartList<MakesCreature, SetsBasePT>;
  };

  using Abilities = AbilityTypes<StaticAbility<AnimatesEnchantedArtifact>>;

  /// CR 303.4a / 303.4f: an Aura spell targets what it will enchant; the
  /// engine attaches it as it resolves. "Enchant artifact" targets any
  /// artifact, artifact creatures included (TargetKind::Artifact; the
  /// state-based check 704.5m accepts the same).
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Artifact}};
};

} // namespace strata::cards
