//===- DeliriumSkeins.cpp - Delirium Skeins -------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{B} Sorcery: "Each player discards three cards."
/// CR 101.4: the active player chooses three cards, then each other player
/// in turn order; nobody sees another's choice before all are discarded at
/// once. A player with three cards or fewer discards their whole hand.
struct DeliriumSkeins {
  static constexpr CardFace Face = {
      .Name = "Delirium Skeins",
      .Cost = ManaCost::parse("{2}{B}"),
      .Types = {CardType::Sorcery},
      .Text = "Each player discards three cards."};

  static game::Task<> resolve(game::CardGame &G, game::StackItem &) {
    co_await G.eachPlayerDiscards(3);
  }
  static constexpr game::SpellScript Spell = {.Resolve = &resolve};
};

} // namespace strata::cards
