//===- MonasterySwiftspear.cpp - Monastery Swiftspear ----------------------===//
#include "strata/game/CardGame.h"
#include "strata/game/Keywords.h"

namespace strata::cards {
using namespace runtime;

/// {R} Creature - Human Monk 1/2: "Haste / Prowess (Whenever you cast a
/// noncreature spell, this creature gets +1/+1 until end of turn.)"
struct MonasterySwiftspear {
  static constexpr CardFace Face = {
      .Name = "Monastery Swiftspear",
      .Cost = ManaCost::parse("{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Monk},
      .HasPT = true,
      .Power = 1,
      .Toughness = 2,
      .Keywords = {Keyword::Haste, Keyword::Prowess},
      .Text = "Haste\nProwess"};

  /// CR 702.108a: the rules' prowess (Keywords.h), printed once.
  using Abilities = AbilityTypes<game::Triggered<game::Prowess>>;
};

} // namespace strata::cards
