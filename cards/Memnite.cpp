//===- Memnite.cpp - Memnite -----------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {0} Artifact Creature - Construct 1/1.
struct Memnite {
  static constexpr CardFace Face = {.Name = "Memnite",
                                    .Cost = ManaCost::parse("{0}"),
                                    .Types = {CardType::Artifact, CardType::Creature},
                                    .Subtypes = {Subtype::Construct},
                                    .HasPT = true,
                                    .Power = 1,
                                    .Toughness = 1};
};

} // namespace strata::cards
