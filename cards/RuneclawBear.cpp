//===- RuneclawBear.cpp - Runeclaw Bear ------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G} Creature - Bear 2/2.
struct RuneclawBear {
  static constexpr CardFace Face = {.Name = "Runeclaw Bear",
                                    .Cost = ManaCost::parse("{1}{G}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Bear},
                                    .HasPT = true,
                                    .Power = 2,
                                    .Toughness = 2};
};

} // namespace strata::cards
