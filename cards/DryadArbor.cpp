//===- DryadArbor.cpp - Dryad Arbor ----------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Land Creature - Forest Dryad 1/1 with a green color indicator (CR 204,
/// 105.2). Forest is its land type and Dryad its creature type (205.3c);
/// "{T}: Add {G}" is intrinsic to Forest (305.6), so it prints no ability.
struct DryadArbor {
  static constexpr CardFace Face = {
      .Name = "Dryad Arbor",
      .ColorIndicator = {Color::Green},
      .Types = {CardType::Land, CardType::Creature},
      .Subtypes = {Subtype::Forest, Subtype::Dryad},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "(This land isn't a spell, it's affected by summoning sickness, "
              "and it has \"{T}: Add {G}.\")"};
};

} // namespace strata::cards
