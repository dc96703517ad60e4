//===- HallowedSpiritkeeper.cpp - Hallowed Spiritkeeper --------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W}{W} Creature - Avatar 3/2: "Vigilance / When this creature dies,
/// create X 1/1 white Spirit creature tokens with flying, where X is the
/// number of creature cards in your graveyard."
struct HallowedSpiritkeeper {
  static constexpr CardFace Face = {
      .Name = "Hallowed Spiritkeeper",
      .Cost = ManaCost::parse("{1}{W}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Avatar},
      .HasPT = true,
      .Power = 3,
      .Toughness = 2,
      .Keywords = {Keyword::Vigilance},
      .Words = words({colorWord(Color::White), creatureTypeWord(Subtype::Spirit)}),
      .Text = "Vigilance\nWhen this creature dies, create X 1/1 white Spirit creature "
              "tokens with flying, where X is the number of creature cards in your "
              "graveyard."};

  struct SpiritsOnDeath {
    static constexpr std::string_view Text =
        "When this creature dies, create X 1/1 white Spirit creature tokens with flying, "
        "where X is the number of creature cards in your graveyard.";
    /// CR 608.2h: X is counted as it resolves, itself included if it is
    /// still there; cards only (111.1), judged in the graveyard.
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      int X = 0;
      for (const GameObject &O : G.board().objects())
        X += O.In == Zone::Graveyard && O.Owner == Item.Controller && !O.Token &&
             G.isCreature(O.Id);
      co_await G.createTokens(game::describeCard<WhiteSpiritToken>(), Item.Controller, X);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Dies, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<SpiritsOnDeath>>;
};

} // namespace strata::cards
