//===- DoublingSeason.cpp - Doubling Season --------------------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {4}{G} Enchantment: "If an effect would create one or more tokens under
/// your control, it creates twice that many of those tokens instead. / If an
/// effect would put one or more counters on a permanent you control, it puts
/// twice that many of those counters on that permanent instead."
struct DoublingSeason {
  static constexpr CardFace Face = {
      .Name = "Doubling Season",
      .Cost = ManaCost::parse("{4}{G}"),
      .Types = {CardType::Enchantment},
      .Text = "If an effect would create one or more tokens under your control, it "
              "creates twice that many of those tokens instead.\nIf an effect would put "
              "one or more counters on a permanent you control, it puts twice that many "
              "of those counters on that permanent instead."};

  /// CR 614.1a; a permanent entering with counters under your control too
  /// (614.1c, 614.12; its ruling), judged on the layers' results.
  struct DoublesCounters {
    static constexpr game::ReplacedEvents On =
        game::on(game::ReplacedEvent::PutCounters) | game::on(game::ReplacedEvent::Enter);
    static constexpr std::string_view Text = "twice that many counters";
    static bool applies(const game::CardGame &G, const game::ReplacementSource &Src,
                        const game::ReplacementEvent &E) {
      return E.Amount > 0 && G.controllerOf(E.Object) == Src.Controller;
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Amount = game::doubled(E.Amount);
    }
  };

  using Abilities = AbilityTypes<game::Replaces<DoublesTokensYouCreate>, game::Replaces<DoublesCounters>>;
};

} // namespace strata::cards
