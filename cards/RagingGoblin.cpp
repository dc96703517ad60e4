//===- RagingGoblin.cpp - Raging Goblin ------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {R} Creature - Goblin Berserker 1/1.
struct RagingGoblin {
  static constexpr CardFace Face = {.Name = "Raging Goblin",
                                    .Cost = ManaCost::parse("{R}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Goblin, Subtype::Berserker},
                                    .HasPT = true,
                                    .Power = 1,
                                    .Toughness = 1,
                                    .Keywords = {Keyword::Haste},
                                    .Text = "Haste (This creature can attack and {T} as soon as it comes under your control.)"};
};

} // namespace strata::cards
