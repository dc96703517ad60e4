//===- EnchantedEvening.cpp - Enchanted Evening -----------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{W/U}{W/U} Enchantment: "All permanents are enchantments in addition
/// to their other types."
struct EnchantedEvening {
  static constexpr CardFace Face = {
      .Name = "Enchanted Evening",
      .Cost = ManaCost::parse("{3}{W/U}{W/U}"),
      .Types = {CardType::Enchantment},
      .Text = "All permanents are enchantments in addition to their other types."};

  /// Layer 4 (CR 613.1d). With Opalescence, which animates "each other
  /// non-Aura enchantment": Opalescence depends on it (613.8a: it changes
  /// what Opalescence applies to), so it applies first whatever the
  /// timestamps, and every other permanent becomes a creature.
  struct MakesEnchantments : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addCardType(CardType::Enchantment);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesEnchantments>>;
};

} // namespace strata::cards
