//===- StranglerootGeist.cpp - Strangleroot Geist --------------------------===//
#include "strata/game/CardGame.h"
#include "strata/game/Keywords.h"

namespace strata::cards {
using namespace runtime;

/// {G}{G} Creature - Spirit 2/1: "Haste / Undying"
struct StranglerootGeist {
  static constexpr CardFace Face = {
      .Name = "Strangleroot Geist",
      .Cost = ManaCost::parse("{G}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Spirit},
      .HasPT = true,
      .Power = 2,
      .Toughness = 1,
      .Keywords = {Keyword::Haste, Keyword::Undying},
      .Text = "Haste\nUndying"};

  /// CR 702.93a: the rules' undying (Keywords.h).
  using Abilities = AbilityTypes<game::Triggered<game::Undying>>;
};

} // namespace strata::cards
