//===- Counterspell.cpp - Counterspell -------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {U}{U} Instant: "Counter target spell." No continuous effect.
struct Counterspell {
  static constexpr CardFace Face = {.Name = "Counterspell",
                                    .Cost = ManaCost::parse("{U}{U}"),
                                    .Types = {CardType::Instant},
                                    .Text = "Counter target spell."};
};

} // namespace strata::cards
