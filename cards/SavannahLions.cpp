//===- SavannahLions.cpp - Savannah Lions ----------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {W} Creature - Cat 2/1.
struct SavannahLions {
  static constexpr CardFace Face = {.Name = "Savannah Lions",
                                    .Cost = ManaCost::parse("{W}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Cat},
                                    .HasPT = true,
                                    .Power = 2,
                                    .Toughness = 1};
};

} // namespace strata::cards
