//===- Crusade.cpp - Crusade -----------------------------------------------===//
#include "strata/cards/WordedAnthems.h"

namespace strata::cards {
using namespace runtime;

/// {W}{W} Enchantment: "White creatures get +1/+1."
struct Crusade {
  static constexpr CardFace Face = {
      .Name = "Crusade",
      .Cost = ManaCost::parse("{W}{W}"),
      .Types = {CardType::Enchantment},
      // CR 612.2: the color word a text change can replace.
      .Words = words({colorWord(Color::White)}),
      .Text = "White creatures get +1/+1."};

  /// Its color word, read in the text (WordedAnthems.h).
  using Abilities = AbilityTypes<StaticAbility<ColorAnthem>>;
};

} // namespace strata::cards
