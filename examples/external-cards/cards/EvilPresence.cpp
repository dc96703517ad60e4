//===- EvilPresence.cpp - Evil Presence ------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {B} Enchantment - Aura
/// "Enchant land / Enchanted land is a Swamp."
struct EvilPresence {
  static constexpr CardFace Face = {
      .Name = "Evil Presence",
      .Cost = ManaCost::parse("{B}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      // CR 612.2: "Swamp" is a land type word.
      .Words = words({landTypeWord(Subtype::Swamp)}),
      .Text = "Enchant land\nEnchanted land is a Swamp."};

  /// Layer 4: sets the land type (CR 305.7): the land loses its other land
  /// types and the abilities of its rules text, and has "{T}: Add {B}".
  struct MakesEnchantedLandSwamp : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setBasicLandTypes({Ctx.source().textSubtype(0)});
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesEnchantedLandSwamp>>;

  /// CR 303.4a: an Aura spell targets what it will enchant.
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Land}};
};

} // namespace strata::cards
