//===- GrayOgre.cpp - Gray Ogre --------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {2}{R} Creature - Ogre 2/2.
struct GrayOgre {
  static constexpr CardFace Face = {.Name = "Gray Ogre",
                                    .Cost = ManaCost::parse("{2}{R}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Ogre},
                                    .HasPT = true,
                                    .Power = 2,
                                    .Toughness = 2};
};

} // namespace strata::cards
