//===- SerraAngel.cpp - Serra Angel ----------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{W}{W} Creature - Angel 4/4.
struct SerraAngel {
  static constexpr CardFace Face = {.Name = "Serra Angel",
                                    .Cost = ManaCost::parse("{3}{W}{W}"),
                                    .Types = {CardType::Creature},
                                    .Subtypes = {Subtype::Angel},
                                    .HasPT = true,
                                    .Power = 4,
                                    .Toughness = 4,
                                    .Keywords = {Keyword::Flying, Keyword::Vigilance},
                                    .Text = "Flying\nVigilance (Attacking doesn't cause this creature to tap.)"};
};

} // namespace strata::cards
