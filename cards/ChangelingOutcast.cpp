//===- ChangelingOutcast.cpp - Changeling Outcast --------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {B} Creature - Shapeshifter 1/1. Changeling is a CDA keyword, "this
/// object is every creature type" (CR 702.73a); CardDef::printed() applies
/// it. The blocking restriction is a rules effect the game engine
/// implements (613.11), not a characteristic change.
struct ChangelingOutcast {
  static constexpr CardFace Face = {
      .Name = "Changeling Outcast",
      .Cost = ManaCost::parse("{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Shapeshifter},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Keywords = {Keyword::Changeling},
      .Text = "Changeling (This card is every creature type.)\nThis creature "
              "can't block and can't be blocked."};

  using Abilities = AbilityTypes<OtherAbility<AbilityKind::Static>>;
};

} // namespace strata::cards
