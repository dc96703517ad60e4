//===- YavimayaCradleOfGrowth.cpp - Yavimaya, Cradle of Growth -------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// Legendary Land: "Each land is a Forest in addition to its other land
/// types."
struct YavimayaCradleOfGrowth {
  static constexpr CardFace Face = {
      .Name = "Yavimaya, Cradle of Growth",
      .Types = {CardType::Land},
      .Supertypes = {Supertype::Legendary},
      .Words = words({landTypeWord(Subtype::Forest)}),
      .Text = "Each land is a Forest in addition to its other land types."};

  /// Layer 4, "in addition" (CR 305.7 last sentence): keeps rules text and
  /// adds the Forest's intrinsic mana ability (305.6).
  struct MakesLandsForests : Effect, Part<Layer::L4> {
    static bool appliesTo(const EffectContext &, const ObjectView &O) {
      return O.zone() == Zone::Battlefield && O.isType(CardType::Land);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.addLandType(Ctx.source().textSubtype(0));
    }
  };

  using Abilities = AbilityTypes<StaticAbility<MakesLandsForests>>;
};

} // namespace strata::cards
