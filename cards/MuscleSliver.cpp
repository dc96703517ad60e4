//===- MuscleSliver.cpp - Muscle Sliver -------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{G} Creature - Sliver 1/1: "All Sliver creatures get +1/+1."
struct MuscleSliver {
  static constexpr CardFace Face = {
      .Name = "Muscle Sliver",
      .Cost = ManaCost::parse("{1}{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Sliver},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      .Words = words({creatureTypeWord(Subtype::Sliver)}),
      .Text = "All Sliver creatures get +1/+1."};

  /// Layer 7c, every player's Slivers, itself included.
  struct PumpsSlivers : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Creature) &&
             O.hasCreatureType(Ctx.source().textSubtype(0));
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsSlivers>>;
};

} // namespace strata::cards
