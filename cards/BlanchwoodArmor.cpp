//===- BlanchwoodArmor.cpp - Blanchwood Armor -------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{G} Enchantment - Aura: "Enchant creature / Enchanted creature gets
/// +1/+1 for each Forest you control."
struct BlanchwoodArmor {
  static constexpr CardFace Face = {
      .Name = "Blanchwood Armor",
      .Cost = ManaCost::parse("{2}{G}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Words = words({landTypeWord(Subtype::Forest)}),
      .Text = "Enchant creature\nEnchanted creature gets +1/+1 for each Forest you "
              "control."};

  /// Layer 7c (CR 613.4c): Forests counted as layer 4 left them (Blood Moon
  /// on a nonbasic Forest, Ashaya's creatures).
  struct PumpsPerForest : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      const ObjectReader Self = Ctx.source();
      Subtype Forest = Self.textSubtype(0);
      int N = 0;
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.hasLandType(Forest) &&
            X.controller() == Self.controller())
          ++N;
      }
      O.addPower(N);
      O.addToughness(N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsPerForest>>;
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
