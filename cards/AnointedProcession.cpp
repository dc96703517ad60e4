//===- AnointedProcession.cpp - Anointed Procession ------------------------===//
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

  /// CR 614.1a, 111.2; with Doubling Season both apply (616.1: four times).
  struct DoublesTokens {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::CreateTokens);
    static constexpr std::string_view Text = "twice that many tokens";
    static bool applies(const game::Game &, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      return E.Amount > 0 && E.Player == Src.Controller;
    }
    static void apply(game::Game &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Amount = game::doubled(E.Amount);
    }
  };

  using Abilities = AbilityTypes<game::Replaces<DoublesTokens>>;
};

} // namespace strata::cards
