//===- LordOfAtlantis.cpp - Lord of Atlantis -------------------------------===//
#include "strata/cards/WordedAnthems.h"

namespace strata::cards {
using namespace runtime;

/// {U}{U} Creature - Merfolk 2/2:
/// "Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)"
struct LordOfAtlantis {
  static constexpr CardFace Face = {
      .Name = "Lord of Atlantis",
      .Cost = ManaCost::parse("{U}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Merfolk},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      // CR 612.2: the creature type and the land type are words a
      // text-changing effect can replace; the ability reads them.
      .Words = words({creatureTypeWord(Subtype::Merfolk), landTypeWord(Subtype::Island)}),
      .Text = "Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)"};

  /// The lords' ability, with this card's words (WordedAnthems.h).
  using Abilities = AbilityTypes<StaticAbility<LordOfItsType>>;
};

} // namespace strata::cards
