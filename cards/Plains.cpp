//===- Plains.cpp - Plains -------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Basic Land - Plains. Its mana ability is intrinsic (CR 305.6).
struct Plains {
  static constexpr CardFace Face = {.Name = "Plains",
                                    .Types = {CardType::Land},
                                    .Supertypes = {Supertype::Basic},
                                    .Subtypes = {Subtype::Plains},
                                    .Text = "({T}: Add {W}.)"};
};

} // namespace strata::cards
