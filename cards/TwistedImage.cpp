//===- TwistedImage.cpp - Twisted Image ------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {U} Instant: "Switch target creature's power and toughness until end of
/// turn. / Draw a card." (The draw is not a continuous effect.)
struct TwistedImage {
  static constexpr CardFace Face = {
      .Name = "Twisted Image",
      .Cost = ManaCost::parse("{U}"),
      .Types = {CardType::Instant},
      .Text = "Switch target creature's power and toughness until end of "
              "turn.\nDraw a card."};

  /// Layer 7d (CR 613.4d): after every 7a-7c effect and counter.
  struct SwitchesTargetPT : Effect, Part<Layer::L7d> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.switchPowerToughness();
    }
  };

  using SpellEffects = EffectTypes<SwitchesTargetPT>;
};

} // namespace strata::cards
