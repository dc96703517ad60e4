//===- WarriorsHonor.cpp - Warrior's Honor ----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{W} Instant: "Creatures you control get +1/+1 until end of turn."
struct WarriorsHonor {
  static constexpr CardFace Face = {
      .Name = "Warrior's Honor",
      .Cost = ManaCost::parse("{2}{W}"),
      .Types = {CardType::Instant},
      .Text = "Creatures you control get +1/+1 until end of turn."};

  /// Layer 7c; the set is the creatures you control as it resolves
  /// (CR 611.2c): one you gain control of later is not pumped, one you lose
  /// control of stays pumped.
  struct PumpsYourCreatures : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.effectController();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using SpellEffects = EffectTypes<PumpsYourCreatures>;
  static constexpr game::SpellScript Spell = game::spellCreatingEffect<Duration::EndOfTurn>();
};

} // namespace strata::cards
