//===- Mountain.cpp - Mountain ---------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Basic Land - Mountain. Its mana ability is intrinsic (CR 305.6).
struct Mountain {
  static constexpr CardFace Face = {.Name = "Mountain",
                                    .Types = {CardType::Land},
                                    .Supertypes = {Supertype::Basic},
                                    .Subtypes = {Subtype::Mountain},
                                    .Text = "({T}: Add {R}.)"};
};

} // namespace strata::cards
