//===- AncestralMask.cpp - Ancestral Mask -----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment - Aura: "Enchant creature / Enchanted creature gets
/// +2/+2 for each other enchantment on the battlefield."
struct AncestralMask {
  static constexpr CardFace Face = {
      .Name = "Ancestral Mask",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature gets +2/+2 for each other "
              "enchantment on the battlefield."};

  /// Layer 7c; "other" than the Mask itself; enchantments counted after
  /// layer 4 (an Opalescence creature is still an enchantment).
  struct PumpsPerEnchantment : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      ObjectId Self = Ctx.source().id();
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.id() != Self && X.zone() == Zone::Battlefield &&
            X.isType(CardType::Enchantment))
          ++N;
      }
      O.addPower(2 * N);
      O.addToughness(2 * N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsPerEnchantment>>;
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
