//===- Switcheroo.cpp - Switcheroo -----------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {4}{U} Sorcery: "Exchange control of two target creatures."
struct Switcheroo {
  static constexpr CardFace Face = {
      .Name = "Switcheroo",
      .Cost = ManaCost::parse("{4}{U}"),
      .Types = {CardType::Sorcery},
      .Text = "Exchange control of two target creatures."};

  /// Layer 2 (CR 613.1b), one effect per target: each creature goes to the
  /// player who controlled the other as the spell resolved. That player
  /// is locked in the effect's X (608.2h).
  struct GivesFirstTargetAway : Effect, Part<Layer::L2> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(0);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setController(static_cast<PlayerId>(Ctx.chosenX()));
    }
  };
  struct GivesSecondTargetAway : Effect, Part<Layer::L2> {
    static bool appliesTo(const EffectContext &Ctx, const ObjectView &O) {
      return O.id() == Ctx.target(1);
    }
    static void apply(const EffectContext &Ctx, ObjectView &O) {
      O.setController(static_cast<PlayerId>(Ctx.chosenX()));
    }
  };

  using SpellEffects = EffectTypes<GivesFirstTargetAway, GivesSecondTargetAway>;

  /// CR 701.12b: if either target is now illegal, or both have the same
  /// controller, no exchange happens. The exchange lasts indefinitely.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (Item.Targets.size() < 2 || !G.targetLegal(Item, 0) || !G.targetLegal(Item, 1))
      co_return;
    PlayerId First = G.controllerOf(static_cast<ObjectId>(Item.Targets[0].Id));
    PlayerId Second = G.controllerOf(static_cast<ObjectId>(Item.Targets[1].Id));
    if (First == Second)
      co_return;
    Item.Choices.X = Second;
    G.createEffectOf(Item, 0, Duration::Indefinite);
    Item.Choices.X = First;
    G.createEffectOf(Item, 1, Duration::Indefinite);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Creature, game::TargetKind::Creature},
      .Resolve = &resolve};
};

} // namespace strata::cards
