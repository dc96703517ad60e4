//===- Swamp.cpp - Swamp ---------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Basic Land - Swamp. Its mana ability is intrinsic (CR 305.6).
struct Swamp {
  static constexpr CardFace Face = {.Name = "Swamp",
                                    .Types = {CardType::Land},
                                    .Supertypes = {Supertype::Basic},
                                    .Subtypes = {Subtype::Swamp},
                                    .Text = "({T}: Add {B}.)"};
};

} // namespace strata::cards
