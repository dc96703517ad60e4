//===- PatriarchsBidding.cpp - Patriarch's Bidding -------------------------===//
#include "strata/cards/Choices.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {3}{B}{B} Sorcery: "Each player chooses a creature type. Each player
/// returns to the battlefield all creature cards from their graveyard that
/// are of a type chosen this way."
struct PatriarchsBidding {
  static constexpr CardFace Face = {
      .Name = "Patriarch's Bidding",
      .Cost = ManaCost::parse("{3}{B}{B}"),
      .Types = {CardType::Sorcery},
      .Text = "Each player chooses a creature type. Each player returns to the battlefield "
              "all creature cards from their graveyard that are of a type chosen this way."};

  /// CR 101.4: the active player chooses first, then each other player;
  /// then the cards return at once (603.6a: each sees the others enter).
  /// A card's types are the ones it has in the graveyard, as the layers make
  /// them there (a changeling card is every type; Conspiracy's cards are
  /// its type).
  static game::Task<> resolve(game::CardGame &G, game::StackItem &) {
    std::vector<std::optional<Subtype>> Chosen =
        co_await G.eachPlayerChooses<std::optional<Subtype>>([&G](PlayerId P) {
          return script::chooseCreatureType(G, P, "Patriarch's Bidding");
        });
    G.recompute();
    std::vector<std::pair<ObjectId, PlayerId>> Returning;
    for (const GameObject &O : G.board().objects()) {
      if (O.In != Zone::Graveyard || !G.isCreature(O.Id))
        continue;
      const CoreCharacteristics &C = G.characteristics(O.Id);
      bool OfAChosenType = false;
      for (const std::optional<Subtype> &T : Chosen)
        OfAChosenType |= T && C.Subtypes.contains(*T);
      if (OfAChosenType)
        Returning.push_back({O.Id, O.Owner}); // CR 110.2: under its owner's control
    }
    co_await G.putOntoBattlefieldTogether(Returning);
  }
  static constexpr game::SpellScript Spell = {.Resolve = &resolve};
};

} // namespace strata::cards
