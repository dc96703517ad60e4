//===- Ornithopter.cpp - Ornithopter ---------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {0} Artifact Creature - Thopter 0/2.
struct Ornithopter {
  static constexpr CardFace Face = {.Name = "Ornithopter",
                                    .Cost = ManaCost::parse("{0}"),
                                    .Types = {CardType::Artifact, CardType::Creature},
                                    .Subtypes = {Subtype::Thopter},
                                    .HasPT = true,
                                    .Power = 0,
                                    .Toughness = 2,
                                    .Keywords = {Keyword::Flying},
                                    .Text = "Flying"};
};

} // namespace strata::cards
