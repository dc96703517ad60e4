//===- AirElemental.cpp - Air Elemental ------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{U}{U} Creature - Elemental 4/4.
struct AirElemental {
  static constexpr CardFace Face = {.Name = "Air Elemental",
                                    .Cost = ManaCost::parse("{3}{U}{U}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Elemental},
                                    .HasPT = true,
                                    .Power = 4,
                                    .Toughness = 4,
                                    .Keywords = {Keyword::Flying},
                                    .Text = "Flying"};
};

} // namespace strata::cards
