//===- AkrasanSquire.cpp - Akrasan Squire ----------------------------------===//
#include "strata/game/CardGame.h"
#include "strata/game/Keywords.h"

namespace strata::cards {
using namespace runtime;

/// {W} Creature - Human Soldier 1/1: "Exalted (Whenever a creature you
/// control attacks alone, that creature gets +1/+1 until end of turn for
/// each instance of exalted among permanents you control.)"
struct AkrasanSquire {
  static constexpr CardFace Face = {
      .Name = "Akrasan Squire",
      .Cost = ManaCost::parse("{W}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Human, Subtype::Soldier},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Keywords = {Keyword::Exalted},
      .Text = "Exalted"};

  /// CR 702.83a: the rules' exalted (Script.h), printed once.
  using Abilities = AbilityTypes<game::Triggered<game::Exalted>>;
};

} // namespace strata::cards
