//===- Infest.cpp - Infest -------------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B}{B} Sorcery: "All creatures get -2/-2 until end of turn."
struct Infest {
  static constexpr CardFace Face = {
      .Name = "Infest",
      .Cost = ManaCost::parse("{1}{B}{B}"),
      .Types = {CardType::Sorcery},
      .Text = "All creatures get -2/-2 until end of turn."};

  /// Layer 7c (CR 613.4c). The creatures are those on the battlefield as it
  /// resolves (611.2c: the set is locked); later arrivals are unaffected.
  struct ShrinksAllCreatures : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(-2);
      O.addToughness(-2);
    }
  };

  using SpellEffects = EffectTypes<ShrinksAllCreatures>;

  /// CR 611.2c: the creatures affected are fixed as it resolves.
  static constexpr game::SpellScript Spell =
      game::spellCreatingEffect<Duration::EndOfTurn>();
};

} // namespace strata::cards
