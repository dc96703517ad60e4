//===- DarkestHour.cpp - Darkest Hour --------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {B} Enchantment: "All creatures are black."
struct DarkestHour {
  static constexpr CardFace Face = {
      .Name = "Darkest Hour",
      .Cost = ManaCost::parse("{B}"),
      .Types = {CardType::Enchantment},
      // CR 612.2: "black" is a color word a text change can replace.
      .Words = words({colorWord(Color::Black)}),
      .Text = "All creatures are black."};

  /// Layer 5: "are black" sets the color, replacing the others (613.1e).
  struct MakesCreaturesBlack : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setColors({Ctx.source().textColor(0)});
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesCreaturesBlack>>;
};

} // namespace strata::cards
