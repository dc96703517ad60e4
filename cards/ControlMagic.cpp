//===- ControlMagic.cpp - Control Magic ------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U}{U} Enchantment - Aura: "Enchant creature / You control enchanted
/// creature."
struct ControlMagic {
  static constexpr CardFace Face = {
      .Name = "Control Magic",
      .Cost = ManaCost::parse("{2}{U}{U}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nYou control enchanted creature."};

  /// Layer 2 (CR 613.1b). An Aura affects what it is attached to (604.4);
  /// "you" is the Aura's controller.
  struct ControlsEnchantedCreature : Effect, Part<Layer::L2> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setController(Ctx.source().controller());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<ControlsEnchantedCreature>>;

  /// CR 303.4a / 303.4f: an Aura spell targets what it will enchant; the
  /// engine attaches it as it resolves.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
