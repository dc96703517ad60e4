//===- BlackKnight.cpp - Black Knight --------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {B}{B} Creature - Human Knight 2/2. Protection from white is a keyword whose
/// color word a text change replaces (CR 702.16a, 612.2).
struct BlackKnight {
  static constexpr CardFace Face = {
      .Name = "Black Knight",
      .Cost = ManaCost::parse("{B}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Knight},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Keywords = {Keyword::FirstStrike, Keyword::ProtectionFromWhite},
      .Text = "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from white (This creature can't be blocked, targeted, dealt damage, enchanted, or equipped by anything white.)"};
};

} // namespace strata::cards
