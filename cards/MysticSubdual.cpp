//===- MysticSubdual.cpp - Mystic Subdual ----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Enchantment - Aura: "Flash / Enchant creature / Enchanted
/// creature gets -2/-0 and loses all abilities." One effect, layers 6 and
/// 7c (CR 613.6).
struct MysticSubdual {
  static constexpr CardFace Face = {
      .Name = "Mystic Subdual",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Flash, Keyword::Enchant},
      .Text = "Flash\nEnchant creature\nEnchanted creature gets -2/-0 and "
              "loses all abilities. (Mutating onto the creature won't give it "
              "new abilities. It can gain abilities in other ways.)"};

  struct SubduesEnchantedCreature : Effect {
    /// What the Aura is attached to (CR 604.4).
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    /// Layer 6 (CR 613.1f).
    struct RemovesAbilities : Part<Layer::L6> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.loseAllAbilities();
      }
    };
    /// Layer 7c (CR 613.4c).
    struct ShrinksPower : Part<Layer::L7c> {
      static void apply(const EffectContext &, ObjectView &O) {
        O.addPower(-2);
      }
    };
    using Parts = PartList<RemovesAbilities, ShrinksPower>;
  };

  using Abilities = AbilityTypes<StaticAbility<SubduesEnchantedCreature>>;

  /// CR 303.4a / 303.4f: an Aura spell targets what it will enchant; the
  /// engine attaches it as it resolves.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
