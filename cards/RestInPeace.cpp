//===- RestInPeace.cpp - Rest in Peace -------------------------------------===//
#include "strata/game/Replacement.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Enchantment: "When Rest in Peace enters, exile all graveyards. /
/// If a card or token would be put into a graveyard from anywhere, exile
/// it instead."
struct RestInPeace {
  static constexpr CardFace Face = {
      .Name = "Rest in Peace",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "When Rest in Peace enters, exile all graveyards.\nIf a card or token "
              "would be put into a graveyard from anywhere, exile it instead."};

  /// CR 603.2, 406.3: every card in every graveyard, at once.
  struct ExilesGraveyards {
    static constexpr std::string_view Text = "When Rest in Peace enters, exile all graveyards.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &) {
      std::vector<ObjectId> Cards;
      for (const GameObject &O : G.board().objects())
        if (O.In == Zone::Graveyard)
          Cards.push_back(O.Id);
      co_await G.moveObjects(Cards, Zone::Exile);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };

  /// CR 614.1a, 614.6: the move is modified; a creature exiled this way
  /// never dies (700.4), so "dies" abilities do not trigger.
  struct ExileInstead {
    static constexpr game::ReplacedEvents On = game::on(game::ReplacedEvent::ZoneChange);
    static constexpr std::string_view Text = "exile it instead";
    static bool applies(const game::CardGame &, const game::ReplacementSource &,
                        const game::ReplacementEvent &E) {
      return E.Destination == Zone::Graveyard;
    }
    static void apply(game::CardGame &, const game::ReplacementSource &,
                      game::ReplacementEvent &E) {
      E.Destination = Zone::Exile;
    }
  };

  using Abilities = AbilityTypes<game::Triggered<ExilesGraveyards>, game::Replaces<ExileInstead>>;
};

} // namespace strata::cards
