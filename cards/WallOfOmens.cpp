//===- WallOfOmens.cpp - Wall of Omens -------------------------------------===//
#include "strata/cards/SharedAbilities.h"
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W} Creature - Wall 0/4: "Defender / When this creature enters, draw a
/// card."
struct WallOfOmens {
  static constexpr CardFace Face = {
      .Name = "Wall of Omens",
      .Cost = ManaCost::parse("{1}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Wall},
      .HasPT = true,
      .Power = 0,
      .Toughness = 4,
      .Keywords = {Keyword::Defender},
      .Text = "Defender\nWhen this creature enters, draw a card."};

  using Abilities = AbilityTypes<game::Triggered<DrawOnEntry>>;
};

} // namespace strata::cards
