//===- LightningBolt.cpp - Lightning Bolt ----------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {R} Instant: "Lightning Bolt deals 3 damage to any target." Damage is
/// not a continuous effect; the game engine resolves it.
struct LightningBolt {
  static constexpr CardFace Face = {
      .Name = "Lightning Bolt",
      .Cost = ManaCost::parse("{R}"),
      .Types = {CardType::Instant},
      .Text = "Lightning Bolt deals 3 damage to any target."};
};

} // namespace strata::cards
