//===- WingedSliver.cpp - Winged Sliver -------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U} Creature - Sliver 1/1: "All Sliver creatures have flying."
struct WingedSliver {
  static constexpr CardFace Face = {
      .Name = "Winged Sliver",
      .Cost = ManaCost::parse("{1}{U}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Sliver},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Words = words({creatureTypeWord(Subtype::Sliver)}),
      .Text = "All Sliver creatures have flying."};

  /// Layer 6 (CR 613.1f).
  struct GrantsFlying : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.hasCreatureType(Ctx.source().textSubtype(0));
    }
    static void apply(const EffectContext &, ObjectView &O) { O.addKeyword(Keyword::Flying); }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsFlying>>;
};

} // namespace strata::cards
