//===- AboutFace.cpp - About Face ------------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {R} Instant
/// "Switch target creature's power and toughness until end of turn."
struct AboutFace {
  static constexpr CardFace Face = {
      .Name = "About Face",
      .Cost = ManaCost::parse("{R}"),
      .Types = {CardType::Instant},
      .Text = "Switch target creature's power and toughness until end of turn."};

  /// Layer 7d (CR 613.4d): after every 7a-7c effect and counter, whatever
  /// their timestamps.
  struct SwitchesTargetPT : Effect, Part<Layer::L7d> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.switchPowerToughness();
    }
  };

  using SpellEffects = EffectTypes<SwitchesTargetPT>;

  /// CR 608.2b: with its only target illegal, the spell doesn't resolve.
  /// CR 611.2c: the affected set is locked as it resolves.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (G.targetLegal(Item, 0))
      G.createEffectOf(Item, 0, Duration::EndOfTurn);
    co_return;
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature}, .Resolve = &resolve};
};

} // namespace strata::cards
