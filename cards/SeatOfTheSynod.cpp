//===- SeatOfTheSynod.cpp - Seat of the Synod ------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Artifact Land with no land type: its mana ability is printed rules text
/// (not intrinsic, CR 305.6), so a 305.7 land-type-setting effect removes it.
struct SeatOfTheSynod {
  static constexpr CardFace Face = {.Name = "Seat of the Synod",
                                    .Types = {CardType::Artifact, CardType::Land},
                                    .Text = "{T}: Add {U}."};

  using Abilities = AbilityTypes<TapForMana<Color::Blue>>;
};

} // namespace strata::cards
