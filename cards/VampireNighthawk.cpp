//===- VampireNighthawk.cpp - Vampire Nighthawk ----------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B}{B} Creature - Vampire Shaman 2/3.
struct VampireNighthawk {
  static constexpr CardFace Face = {
      .Name = "Vampire Nighthawk",
      .Cost = ManaCost::parse("{1}{B}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Vampire, Subtype::Shaman},
      .HasPT = true,
      .Power = 2,
      .Toughness = 3,
      .Keywords = {Keyword::Flying, Keyword::Deathtouch, Keyword::Lifelink},
      .Text = "Flying\nDeathtouch\nLifelink"};
};

} // namespace strata::cards
