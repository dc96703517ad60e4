//===- TemperedSteel.cpp - Tempered Steel -----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{W}{W} Enchantment: "Artifact creatures you control get +2/+2."
struct TemperedSteel {
  static constexpr CardFace Face = {
      .Name = "Tempered Steel",
      .Cost = ManaCost::parse("{1}{W}{W}"),
      .Types = {CardType::Enchantment},
      .Text = "Artifact creatures you control get +2/+2."};

  /// Layer 7c; "artifact creature" as layer 4 left it (March of the
  /// Machines, Memnarch).
  struct PumpsArtifactCreatures : Effect, Part<Layer::L7c> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Artifact) &&
             O.isType(CardType::Creature) && O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(2);
      O.addToughness(2);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<PumpsArtifactCreatures>>;
};

} // namespace strata::cards
