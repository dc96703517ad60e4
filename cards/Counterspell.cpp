//===- Counterspell.cpp - Counterspell -------------------------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {U}{U} Instant: "Counter target spell." No continuous effect.
struct Counterspell {
  static constexpr CardFace Face = {.Name = "Counterspell",
                                    .Cost = ManaCost::parse("{U}{U}"),
                                    .Types = {CardType::Instant},
                                    .Text = "Counter target spell."};

  /// CR 701.5a: the countered spell leaves the stack for its owner's
  /// graveyard; CR 608.2b: a target that left the stack is illegal.
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    if (const game::StackItem *T =
            G.stackItemOf(static_cast<ObjectId>(Item.Targets[0].Id)))
      co_await G.counter(T->Id);
  }
  static constexpr game::SpellScript Spell = {
      .Targets = {game::TargetKind::Spell}, .Resolve = &resolve};
};

} // namespace strata::cards
