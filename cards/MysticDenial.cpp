//===- MysticDenial.cpp - Mystic Denial ------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {1}{U}{U} Instant: "Counter target creature or sorcery spell."
struct MysticDenial {
  static constexpr CardFace Face = {
      .Name = "Mystic Denial",
      .Cost = ManaCost::parse("{1}{U}{U}"),
      .Types = {CardType::Instant},
      .Text = "Counter target creature or sorcery spell."};

  /// CR 701.5a; CR 608.2b: the target must still be a creature or sorcery
  /// spell as it resolves.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    if (const game::StackItem *T =
            G.stackItemOf(static_cast<ObjectId>(Item.Targets[0].Id)))
      co_await G.counter(T->Id);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::CreatureOrSorcerySpell}, .Resolve = &resolve};
};

} // namespace strata::cards
