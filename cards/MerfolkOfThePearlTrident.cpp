//===- MerfolkOfThePearlTrident.cpp - Merfolk of the Pearl Trident ---------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {U} Creature - Merfolk 1/1.
struct MerfolkOfThePearlTrident {
  static constexpr CardFace Face = {.Name = "Merfolk of the Pearl Trident",
                                    .Cost = ManaCost::parse("{U}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Merfolk},
                                    .HasPT = true,
                                    .Power = 1,
                                    .Toughness = 1};
};

} // namespace strata::cards
