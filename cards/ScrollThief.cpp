//===- ScrollThief.cpp - Scroll Thief --------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{U} Creature - Merfolk Rogue 1/3: "Whenever this creature deals
/// combat damage to a player, draw a card."
struct ScrollThief {
  static constexpr CardFace Face = {
      .Name = "Scroll Thief",
      .Cost = ManaCost::parse("{2}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Merfolk, Subtype::Rogue},
      .HasPT = true,
      .Power = 1,
      .Toughness = 3,
      .Text = "Whenever this creature deals combat damage to a player, draw a card."};

  /// CR 510.2, 603.2: triggers on damage actually dealt (none if prevented).
  struct DrawOnCombatDamage {
    static constexpr std::string_view Text =
        "Whenever this creature deals combat damage to a player, draw a card.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      G.draw(Item.Controller, 1);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::DealsCombatDamageToPlayer, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DrawOnCombatDamage>>;
};

} // namespace strata::cards
