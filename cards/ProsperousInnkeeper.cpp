//===- ProsperousInnkeeper.cpp - Prosperous Innkeeper ----------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {G} Creature - Halfling Citizen 1/1: "When this creature enters, create a
/// Treasure token. / Whenever another creature you control enters, you gain
/// 1 life."
struct ProsperousInnkeeper {
  static constexpr CardFace Face = {
      .Name = "Prosperous Innkeeper",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Halfling, Subtype::Citizen},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "When this creature enters, create a Treasure token. (It's an artifact with "
              "\"{T}, Sacrifice this artifact: Add one mana of any color.\")\nWhenever another "
              "creature you control enters, you gain 1 life."};

  struct MakesTreasure {
    static constexpr std::string_view Text = "When this creature enters, create a Treasure token.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      co_await G.createTokens(game::describeCard<TreasureToken>(), Item.Controller, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };

  struct LifeOnEntry {
    static constexpr std::string_view Text =
        "Whenever another creature you control enters, you gain 1 life.";
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &youGainOneLife,
              .Watches = &anotherCreatureYouControlEnters};
    }
  };

  using Abilities =
      AbilityTypes<game::Triggered<MakesTreasure>, game::Triggered<LifeOnEntry>>;
};

} // namespace strata::cards
