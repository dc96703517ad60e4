//===- ElvishVisionary.cpp - Elvish Visionary ------------------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/CardGame.h"

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

  using Abilities = AbilityTypes<game::Triggered<DrawOnEntry>>;
};

} // namespace strata::cards
