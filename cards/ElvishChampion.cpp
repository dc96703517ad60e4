//===- ElvishChampion.cpp - Elvish Champion --------------------------------===//
#include "strata/cards/WordedAnthems.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G}{G} Creature - Elf 2/2:
/// "Other Elf creatures get +1/+1 and have forestwalk. (They can't be blocked as long as defending player controls a Forest.)"
struct ElvishChampion {
  static constexpr CardFace Face = {
      .Name = "Elvish Champion",
      .Cost = ManaCost::parse("{1}{G}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Elf},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      // CR 612.2: the creature type and the land type are words a
      // text-changing effect can replace; the ability reads them.
      .Words = words({creatureTypeWord(Subtype::Elf), landTypeWord(Subtype::Forest)}),
      .Text = "Other Elf creatures get +1/+1 and have forestwalk. (They can't be blocked as long as defending player controls a Forest.)"};

  /// The lords' ability, with this card's words (WordedAnthems.h).
  using Abilities = AbilityTypes<StaticAbility<LordOfItsType>>;
};

} // namespace strata::cards
