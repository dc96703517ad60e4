//===- Taiga.cpp - Taiga ---------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Land - Mountain Forest. Not basic (CR 305.8); both mana abilities are
/// intrinsic to its land types (305.6), so it prints none.
struct Taiga {
  static constexpr CardFace Face = {.Name = "Taiga",
                                    .Types = {CardType::Land},
                                    .Subtypes = {Subtype::Mountain, Subtype::Forest},
                                    .Text = "({T}: Add {R} or {G}.)"};
};

} // namespace strata::cards
