//===- KirdApe.cpp - Kird Ape ----------------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {R} Creature - Ape 1/1: "This creature gets +1/+2 as long as you control
/// a Forest."
struct KirdApe {
  static constexpr CardFace Face = {
      .Name = "Kird Ape",
      .Cost = ManaCost::parse("{R}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Ape},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      // CR 612.2: "Forest" can be changed (Magical Hack).
      .Words = words({landTypeWord(Subtype::Forest)}),
      .Text = "This creature gets +1/+2 as long as you control a Forest."};

  /// Layer 7c (CR 613.4c), existing while its condition holds (604.2). The
  /// condition reads land types, which layer 4 has settled by then (Blood
  /// Moon, Spreading Seas, Yavimaya).
  struct GetsBigger : Effect, Part<Layer::L7c> {
    static bool isActive(const EffectContext &Ctx) {
      const ObjectReader Self = Ctx.source();
      for (int I = 0; I < Ctx.numObjects(); ++I) {
        const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
        if (X.zone() == Zone::Battlefield && X.controller() == Self.controller() &&
            X.hasLandType(Self.textSubtype(0)))
          return true;
      }
      return false;
    }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(2);
    }
  };

  using Abilities = AbilityTypes<StaticAbility<GetsBigger>>;
};

} // namespace strata::cards
