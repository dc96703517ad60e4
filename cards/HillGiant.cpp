//===- HillGiant.cpp - Hill Giant ------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{R} Creature - Giant 3/3.
struct HillGiant {
  static constexpr CardFace Face = {.Name = "Hill Giant",
                                    .Cost = ManaCost::parse("{3}{R}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Giant},
                                    .HasPT = true,
                                    .Power = 3,
                                    .Toughness = 3};
};

} // namespace strata::cards
