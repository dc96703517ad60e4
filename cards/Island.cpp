//===- Island.cpp - Island -------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Basic Land - Island. Its mana ability is intrinsic (CR 305.6).
struct Island {
  static constexpr CardFace Face = {.Name = "Island",
                                    .Types = {CardType::Land},
                                    .Supertypes = {Supertype::Basic},
                                    .Subtypes = {Subtype::Island},
                                    .Text = "({T}: Add {U}.)"};
};

} // namespace strata::cards
