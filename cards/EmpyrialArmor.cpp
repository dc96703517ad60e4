//===- EmpyrialArmor.cpp - Empyrial Armor -----------------------------------===//
#include "strata/cards/SharedReads.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W}{W} Enchantment - Aura: "Enchant creature / Enchanted creature gets
/// +1/+1 for each card in your hand."
struct EmpyrialArmor {
  static constexpr CardFace Face = {
      .Name = "Empyrial Armor",
      .Cost = ManaCost::parse("{1}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Subtypes = {Subtype::Aura},
      .Keywords = {Keyword::Enchant},
      .Text = "Enchant creature\nEnchanted creature gets +1/+1 for each card in your "
              "hand."};

  /// Layer 7c; "your hand" is the Aura's controller's.
  struct PumpsPerCardInHand : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().attachedTo();
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      int N = cardsInHand(Ctx, Ctx.source().controller());
      O.addPower(N);
      O.addToughness(N);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsPerCardInHand>>;
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature}};
};

} // namespace strata::cards
