//===- TwistedImage.cpp - Twisted Image ------------------------------------===//
#include "strata/game/CardGame.h"

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

  /// CR 608.2b: an illegal target is not affected (with its only target
  /// illegal, the spell doesn't resolve at all). CR 611.2c: the effect's
  /// set is locked as it resolves.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
    // CR 121.1: "Draw a card."
    G.draw(Item.Controller, 1);
    co_return;
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature}, .Resolve = &resolve};
};

} // namespace strata::cards
