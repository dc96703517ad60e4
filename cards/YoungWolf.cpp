//===- YoungWolf.cpp - Young Wolf ------------------------------------------===//
#include "strata/game/CardGame.h"
#include "strata/game/Keywords.h"

namespace strata::cards {
using namespace runtime;

/// {G} Creature - Wolf 1/1: "Undying (When this creature dies, if it had no
/// +1/+1 counters on it, return it to the battlefield under its owner's
/// control with a +1/+1 counter on it.)"
struct YoungWolf {
  static constexpr CardFace Face = {
      .Name = "Young Wolf",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Wolf},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Keywords = {Keyword::Undying},
      .Text = "Undying"};

  /// CR 702.93a: the rules' undying (Keywords.h).
  using Abilities = AbilityTypes<game::Triggered<game::Undying>>;
};

} // namespace strata::cards
