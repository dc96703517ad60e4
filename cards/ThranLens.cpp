//===- ThranLens.cpp - Thran Lens -------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2} Artifact: "All permanents are colorless."
struct ThranLens {
  static constexpr CardFace Face = {
      .Name = "Thran Lens",
      .Cost = ManaCost::parse("{2}"),
      .Types = {CardType::Artifact},
      .Text = "All permanents are colorless."};

  /// Layer 5 (CR 613.1e): sets the colors to none; a later color-adding
  /// effect (Painter's Servant) still applies after it (613.7).
  struct MakesPermanentsColorless : Effect, Part<Layer::L5> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield;
    }
    static void apply(const EffectContext &, ObjectView &O) { O.setColors(ColorSet{}); }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesPermanentsColorless>>;
};

} // namespace strata::cards
