//===- ElvishVisionary.cpp - Elvish Visionary ------------------------------===//
#include "strata/game/Game.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G} Creature - Elf Shaman 1/1: "When this creature enters, draw a
/// card."
struct ElvishVisionary {
  static constexpr CardFace Face = {
      .Name = "Elvish Visionary",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Elf, Subtype::Shaman},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Text = "When this creature enters, draw a card."};

  struct DrawOnEntry {
    static constexpr std::string_view Text = "When this creature enters, draw a card.";
    static game::Task<> resolve(game::Game &G, game::StackItem &Item) {
      G.draw(Item.Controller, 1);
      co_return;
    }
    static constexpr game::TriggeredScript script() {
      return {.On = game::EventKind::EntersBattlefield, .Resolve = &resolve};
    }
  };

  using Abilities = AbilityTypes<game::Triggered<DrawOnEntry>>;
};

} // namespace strata::cards
