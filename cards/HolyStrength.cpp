//===- HolyStrength.cpp - Holy Strength ------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {W} Enchantment - Aura: "Enchant creature / Enchanted creature gets
/// +1/+2."
struct HolyStrength {
  static constexpr CardFace Face = {
      .Name = "Holy Strength",
      .Cost = ManaCost::parse("{W}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature gets +1/+2."};

  /// Layer 7c (CR 613.4c), on what the Aura is attached to (604.4).
  struct PumpsEnchantedCreature : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(2);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsEnchantedCreature>>;

  /// CR 303.4a / 303.4f: an Aura spell targets what it will enchant; the
  /// engine attaches it as it resolves.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
