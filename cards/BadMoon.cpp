//===- BadMoon.cpp - Bad Moon ----------------------------------------------===//
#include "strata/cards/WordedAnthems.h"

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

  /// Its color word, read in the text (WordedAnthems.h).
  using Abilities = AbilityTypes<StaticAbility<ColorAnthem>>;
};

} // namespace strata::cards
