//===- DarksteelForge.cpp - Darksteel Forge ---------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {9} Artifact: "Artifacts you control have indestructible."
struct DarksteelForge {
  static constexpr CardFace Face = {
      .Name = "Darksteel Forge",
      .Cost = ManaCost::parse("{9}"),
      .Types = {CardType::Artifact},
      .Text = "Artifacts you control have indestructible."};

  /// Layer 6; "artifacts" as layer 4 left them (March of the Machines does
  /// not make anything an artifact, but Memnarch and Mycosynth Lattice do).
  struct GrantsIndestructible : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Artifact) &&
             O.controller() == Ctx.source().controller();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Indestructible);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GrantsIndestructible>>;
};

} // namespace strata::cards
