//===- GoblinKing.cpp - Goblin King ----------------------------------------===//
#include "strata/cards/WordedAnthems.h"

namespace strata::cards {
using namespace runtime;

/// {1}{R}{R} Creature - Goblin 2/2:
/// "Other Goblins get +1/+1 and have mountainwalk."
struct GoblinKing {
  static constexpr CardFace Face = {
      .Name = "Goblin King",
      .Cost = ManaCost::parse("{1}{R}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Goblin},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      // CR 612.2: the creature type and the land type are words a
      // text-changing effect can replace; the ability reads them.
      .Words = words({creatureTypeWord(Subtype::Goblin), landTypeWord(Subtype::Mountain)}),
      .Text = "Other Goblins get +1/+1 and have mountainwalk."};

  /// The lords' ability, with this card's words (WordedAnthems.h).
  using Abilities = AbilityTypes<StaticAbility<LordOfItsType>>;
};

} // namespace strata::cards
