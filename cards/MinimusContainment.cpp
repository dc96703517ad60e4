//===- MinimusContainment.cpp - Minimus Containment ------------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Enchantment - Aura: "Enchant nonland permanent / Enchanted
/// permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add
/// one mana of any color," and it loses all other abilities." One effect in
/// layers 4 and 6 (CR 613.6); its name, mana cost and colors stay.
struct MinimusContainment {
  static constexpr CardFace Face = {
      .Name = "Minimus Containment",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant nonland permanent\nEnchanted permanent is a Treasure artifact with "
              "\"{T}, Sacrifice this artifact: Add one mana of any color,\" and it loses all "
              "other abilities. (If it was a creature, it's no longer a creature.)"};

  struct MakesEnchantedTreasure : Effect {
    /// What the Aura is attached to (CR 604.4).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 4: "is a Treasure artifact": its card types become Artifact
    /// alone, so the subtypes of the others go (CR 205.1a; supertypes
    /// stay), and its artifact type becomes Treasure.
    struct SetsTypes : Part<Layer::L4> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.setCardTypes({CardType::Artifact});
        O.setArtifactTypes({Subtype::Treasure});
      }
    };
    /// Layer 6: it loses every ability it had, then has the Treasure's
    /// (CR 613.1f; one effect, in the order its text gives).
    struct SetsAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &Ctx, ObjectView &O) {
        O.loseAllAbilities();
        O.gainAbility(Ctx.quotedAbility());
      }
    };
    using Parts = PartList<SetsTypes, SetsAbilities>;
  };

  using Abilities = AbilityTypes<StaticAbility<MakesEnchantedTreasure>,
                                 Quoted<game::Activated<TreasureMana>>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::NonlandPermanent}};
};

} // namespace strata::cards
