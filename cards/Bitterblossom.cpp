//===- Bitterblossom.cpp - Bitterblossom -----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B} Kindred Enchantment - Faerie: "At the beginning of your upkeep,
/// you lose 1 life and create a 1/1 black Faerie Rogue creature token with
/// flying."
struct Bitterblossom {
  static constexpr CardFace Face = {
      .Name = "Bitterblossom",
      .Cost = ManaCost::parse("{1}{B}"),
      .Types = {CardType::Kindred, CardType::Enchantment},
      .Subtypes = {Subtype::Faerie},
      .Words = words({colorWord(Color::Black),
                      creatureTypeWord(Subtype::Faerie),
                      creatureTypeWord(Subtype::Rogue)}),
      .Text = "At the beginning of your upkeep, you lose 1 life and create a 1/1 black "
              "Faerie Rogue creature token with flying."};

  /// CR 111.4: named by its subtypes and the word Token.
  struct FaerieRogueToken {
    static constexpr CardFace Face = {.Name = "Faerie Rogue Token",
                                      .ColorIndicator = {Color::Black},
                                      .Types = {CardType::Creature},
                                      .Subtypes = {Subtype::Faerie, Subtype::Rogue},
                                      .HasPT = true,
                                      .Power = 1,
                                      .Toughness = 1,
                                      .Keywords = {Keyword::Flying}};
  };

  struct FaerieAtUpkeep {
    static constexpr std::string_view Text =
        "At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie "
        "Rogue creature token with flying.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.loseLife(Item.Controller, 1);
      co_await G.createTokens(game::describeCard<FaerieRogueToken>(), Item.Controller, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::BeginningOfUpkeep, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<FaerieAtUpkeep>>;
};

} // namespace strata::cards
