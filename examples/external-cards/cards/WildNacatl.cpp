//===- WildNacatl.cpp - Wild Nacatl ----------------------------------------===//
#include "strata/runtime/Card.h"

namespace strata::cards {
using namespace runtime;

/// {G} Creature - Cat Warrior 1/1
/// "Wild Nacatl gets +1/+1 as long as you control a Mountain.
///  Wild Nacatl gets +1/+1 as long as you control a Plains."
/// Two static abilities, each a layer 7c effect (CR 613.4c) that exists only
/// while its condition holds (CR 604.2); the conditions read land types,
/// which layer 4 effects (Blood Moon, Evil Presence) may have changed.
struct WildNacatl {
  static constexpr CardFace Face = {
      .Name = "Wild Nacatl",
      .Cost = ManaCost::parse("{G}"),
      .Types = {CardType::Creature},
      .Subtypes = {Subtype::Cat, Subtype::Warrior},
      .HasPT = true,
      .Power = 1,
      .Toughness = 1,
      // CR 612.2: "Mountain" and "Plains" are land type words a text change
      // can replace; the effects read them from the text.
      .Words = words({landTypeWord(Subtype::Mountain), landTypeWord(Subtype::Plains)}),
      .Text = "Wild Nacatl gets +1/+1 as long as you control a Mountain.\n"
              "Wild Nacatl gets +1/+1 as long as you control a Plains."};

  /// Whether "you" control a permanent with the land type of text word \p W.
  static bool youControlLandType(const EffectContext &Ctx, int W) {
    const ObjectReader Self = Ctx.source();
    Subtype Type = Self.textSubtype(W);
    PlayerId You = Self.controller();
    for (int I = 0; I < Ctx.numObjects(); ++I) {
      const ObjectReader X = Ctx.object(static_cast<ObjectId>(I));
      if (X.zone() == Zone::Battlefield && X.hasLandType(Type) && X.controller() == You)
        return true;
    }
    return false;
  }

  /// "+1/+1 as long as you control a Mountain."
  struct PumpsWithMountain : Effect, Part<Layer::L7c> {
    static bool isActive(const EffectContext &Ctx) { return youControlLandType(Ctx, 0); }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  /// "+1/+1 as long as you control a Plains."
  struct PumpsWithPlains : Effect, Part<Layer::L7c> {
    static bool isActive(const EffectContext &Ctx) { return youControlLandType(Ctx, 1); }
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.source().id();
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addPower(1);
      O.addToughness(1);
    }
  };

  using Abilities =
      AbilityTypes<StaticAbility<PumpsWithMountain>, StaticAbility<PumpsWithPlains>>;
};

} // namespace strata::cards
