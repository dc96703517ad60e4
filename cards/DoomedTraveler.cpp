//===- DoomedTraveler.cpp - Doomed Traveler --------------------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {W} Creature - Human Soldier 1/1: "When this creature dies, create a
/// 1/1 white Spirit creature token with flying."
struct DoomedTraveler {
  static constexpr CardFace Face = {
      .Name = "Doomed Traveler",
      .Cost = ManaCost::parse("{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Soldier},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Words = words({colorWord(Color::White), creatureTypeWord(Subtype::Spirit)}),
      .Text = "When this creature dies, create a 1/1 white Spirit creature token "
              "with flying."};

  /// CR 700.4, 603.10a: triggers as it is put into a graveyard from the
  /// battlefield (not when a replacement exiles it instead: Rest in Peace).
  struct SpiritOnDeath {
    static constexpr std::string_view Text =
        "When this creature dies, create a 1/1 white Spirit creature token with flying.";
    static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
      co_await G.createTokens(game::describeCard<WhiteSpiritToken>(), Item.Controller, 1);
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::Dies, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<SpiritOnDeath>>;
};

} // namespace strata::cards
