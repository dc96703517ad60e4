//===- AnointedProcession.cpp - Anointed Procession ------------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {3}{W} Enchantment: "If an effect would create one or more tokens under
/// your control, it creates twice that many of those tokens instead."
struct AnointedProcession {
  static constexpr CardFace Face = {
      .Name = "Anointed Procession",
      .Cost = ManaCost::parse("{3}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "If an effect would create one or more tokens under your control, it "
              "creates twice that many of those tokens instead."};

  using Abilities = AbilityTypes<game::Replaces<DoublesTokensYouCreate>>;
};

} // namespace strata::cards
