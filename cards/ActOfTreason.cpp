//===- ActOfTreason.cpp - Act of Treason -----------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {2}{R} Sorcery: two continuous effects on its target, in the order of
/// its text (the untap is a one-shot effect the game engine performs).
struct ActOfTreason {
  static constexpr CardFace Face = {
      .Name = "Act of Treason",
      .Cost = ManaCost::parse("{2}{R}"),
      .Types = {CardType::Sorcery},
      .Text = "Gain control of target creature until end of turn. Untap that "
              "creature. It gains haste until end of turn. (It can attack and "
              "{T} this turn.)"};

  /// Layer 2 (CR 613.1b): its controller gains control.
  struct GainsControlOfTarget : Effect, Part<Layer::L2> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setController(Ctx.effectController());
    }
  };

  /// Layer 6 (CR 613.1f).
  struct GrantsHasteToTarget : Effect, Part<Layer::L6> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &, ObjectView &O) {
      O.addKeyword(Keyword::Haste);
    }
  };

  using SpellEffects = EffectTypes<GainsControlOfTarget, GrantsHasteToTarget>;

  /// In the order of its text (CR 608.2c): control, untap (a one-shot
  /// effect, 701.26), haste; both effects last until end of turn.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    G.createEffectOf(Item, 0, Duration::EndOfTurn);
    G.setTapped(static_cast<ObjectId>(Item.Targets[0].Id), false);
    G.createEffectOf(Item, 1, Duration::EndOfTurn);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature}, .Resolve = &resolve};
};

} // namespace strata::cards
