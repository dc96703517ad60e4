//===- ChangelingOutcast.cpp - Changeling Outcast --------------------------===//
#include "strata/game/CardGame.h"

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

  /// CR 509.1b: restrictions on blocking, applied after the layers
  /// (613.11); an object that lost the ability (Humility) is unaffected.
  struct CantBlockOrBeBlocked {
    static void apply(const game::CardGame &, ObjectId Source, game::RuleModifiers &R) {
      R.CantBlock[Source] = 1;
      R.CantBeBlocked[Source] = 1;
    }
  };

  using Abilities = AbilityTypes<game::RulesAbility<CantBlockOrBeBlocked>>;
};

} // namespace strata::cards
