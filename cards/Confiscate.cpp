//===- Confiscate.cpp - Confiscate ------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {4}{U} Enchantment - Aura: "Enchant permanent / You control enchanted
/// permanent."
struct Confiscate {
  static constexpr CardFace Face = {
      .Name = "Confiscate",
      .Cost = ManaCost::parse("{4}{U}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant permanent\nYou control enchanted permanent."};

  /// Layer 2 (CR 613.1b): the Aura's controller.
  struct ControlsEnchantedPermanent : Effect, Part<Layer::L2> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setController(Ctx.source().controller());
    }
  };

  using Abilities = AbilityTypes<StaticAbility<ControlsEnchantedPermanent>>;
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Permanent}};
};

} // namespace strata::cards
