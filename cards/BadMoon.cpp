//===- BadMoon.cpp - Bad Moon ----------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B} Enchantment: "Black creatures get +1/+1."
struct BadMoon {
  static constexpr CardFace Face = {
      .Name = "Bad Moon",
      .Cost = ManaCost::parse("{1}{B}"),
      .Types = {CardType::Enchantment},
      // CR 612.2: the color word a text change can replace.
      .Words = words({colorWord(Color::Black)}),
      .Text = "Black creatures get +1/+1."};

  /// Layer 7c (CR 613.4c); the color is read in the text (Sleight of Mind).
  struct PumpsBlackCreatures : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.isColor(Ctx.source().textColor(0));
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsBlackCreatures>>;
};

} // namespace strata::cards
