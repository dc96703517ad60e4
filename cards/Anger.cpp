//===- Anger.cpp - Anger ---------------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {3}{R} Creature - Incarnation 2/2, Haste; its second ability functions
/// only in its owner's graveyard (CR 113.6).
struct Anger {
  static constexpr CardFace Face = {
      .Name = "Anger",
      .Cost = ManaCost::parse("{3}{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Incarnation},
      .HasPT = true,
      .Power = 2,
      .Toughness = 2,
      .Keywords = {Keyword::Haste},
      // CR 612.2: "Mountain" is a land type word.
      .Words = words({landTypeWord(Subtype::Mountain)}),
      .Text = "Haste\nAs long as this card is in your graveyard and you "
              "control a Mountain, creatures you control have haste."};

  /// Layer 6 (CR 613.1f). "You" is the card's owner: a card in a graveyard
  /// has no controller (108.4a), so its controller reads as its owner.
  struct GrantsHasteFromGraveyard : Effect, Part<Layer::L6> {
    /// "As long as ... you control a Mountain" (its graveyard zone is the
    /// ability's own: StaticAbility<..., Zone::Graveyard>).
    static bool isActive(const EffectContext &Ctx) {
      const ObjectReader Self = Ctx.source();
      Subtype Mountain = Self.textSubtype(0);
      PlayerId You = Self.controller();
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.hasLandType(Mountain) &&
            X.controller() == You)
          return true;
      }
      return false;
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Haste);
    }
  };

  using Abilities =
      AbilityTypes<StaticAbility<GrantsHasteFromGraveyard, Zone::Graveyard>>;
};

} // namespace strata::cards
