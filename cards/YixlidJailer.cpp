//===- YixlidJailer.cpp - Yixlid Jailer ------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {1}{B} Creature - Zombie Wizard 2/1: "Cards in graveyards lose all
/// abilities."
struct YixlidJailer {
  static constexpr CardFace Face = {
      .Name = "Yixlid Jailer",
      .Cost = ManaCost::parse("{1}{B}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Zombie, Subtype::Wizard},
      .HasPT = true,
      .Power = 2,
      .Toughness = 1,
      .Text = "Cards in graveyards lose all abilities."};

  /// Layer 6 (CR 613.1f): removes abilities that function in graveyards
  /// (Anger's), so their effects never start (613.8a existence).
  struct RemovesGraveyardAbilities : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Graveyard;
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.loseAllAbilities();
    }
  };

  using Abilities = AbilityTypes<StaticAbility<RemovesGraveyardAbilities>>;
};

} // namespace strata::cards
