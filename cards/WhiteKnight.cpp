//===- WhiteKnight.cpp - White Knight --------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {W}{W} Creature - Human Knight 2/2. Protection from black is a keyword whose
/// color word a text change replaces (CR 702.16a, 612.2).
struct WhiteKnight {
  static constexpr CardFace Face = {
      .Name = "White Knight",
      .Cost = ManaCost::parse("{W}{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Knight},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Keywords = {Keyword::FirstStrike, Keyword::ProtectionFromBlack},
      .Text = "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from black (This creature can't be blocked, targeted, dealt damage, enchanted, or equipped by anything black.)"};
};

} // namespace strata::cards
