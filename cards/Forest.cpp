//===- Forest.cpp - Forest -------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Basic Land - Forest. Its mana ability is intrinsic (CR 305.6).
struct Forest {
  static constexpr CardFace Face = {.Name = "Forest",
                                    .Types = {CardType::Land},
                                    .Supertypes = {Supertype::Basic},
                                    .Subtypes = {Subtype::Forest},
                                    .Text = "({T}: Add {G}.)"};
};

} // namespace strata::cards
