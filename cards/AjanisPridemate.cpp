//===- AjanisPridemate.cpp - Ajani's Pridemate -----------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Creature - Cat Soldier 2/2: "Whenever you gain life, put a +1/+1
/// counter on this creature."
struct AjanisPridemate {
  static constexpr CardFace Face = {
      .Name = "Ajani's Pridemate",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Cat, Subtype::Soldier},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Text = "Whenever you gain life, put a +1/+1 counter on this creature."};

  /// CR 119.9: once per life-gaining event (two lifelinkers dealing combat
  /// damage at once are two events, its ruling).
  struct CounterOnLifeGain {
    static constexpr std::string_view Text =
        "Whenever you gain life, put a +1/+1 counter on this creature.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      if (G.board().object(Item.Object).In == Zone::Battlefield) // CR 400.7
        co_await G.putCounters(Item.Object, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::LifeGained, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<CounterOnLifeGain>>;
};

} // namespace strata::cards
