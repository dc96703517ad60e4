//===- TropicalIsland.cpp - Tropical Island --------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Land - Forest Island. Not basic (CR 305.8); both mana abilities are
/// intrinsic to its land types (305.6), so it prints none.
struct TropicalIsland {
  static constexpr CardFace Face = {.Name = "Tropical Island",
                                    .Types = {CardType::Land},
                                    .Subtypes = {Subtype::Forest, Subtype::Island},
                                    .Text = "({T}: Add {G} or {U}.)"};
};

} // namespace strata::cards
