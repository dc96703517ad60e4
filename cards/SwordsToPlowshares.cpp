//===- SwordsToPlowshares.cpp - Swords to Plowshares -----------------------===//
#include "strata/game/CardGame.h"

namespace strata::cards {
using namespace runtime;

/// {W} Instant: "Exile target creature. Its controller gains life equal to
/// its power."
struct SwordsToPlowshares {
  static constexpr CardFace Face = {
      .Name = "Swords to Plowshares",
      .Cost = ManaCost::parse("{W}"),
      .Types = {CardType::Instant},
      .Text = "Exile target creature. Its controller gains life equal to its power."};

  /// CR 608.2h: "its controller" and "its power" are the creature's as it
  /// last existed on the battlefield, with every layer applied (a Giant
  /// Growth counts, Humility makes it 1); a negative power gains nothing
  /// (gainLife ignores it).
  static game::Task<> resolve(game::CardGame &G, game::StackItem &Item) {
    if (!G.targetLegal(Item, 0))
      co_return;
    auto Creature = static_cast<ObjectId>(Item.Targets[0].Id);
    const CoreCharacteristics Was = G.characteristics(Creature);
    co_await G.moveObject(Creature, Zone::Exile);
    G.gainLife(Was.Controller, Was.Power);
  }
  static constexpr game::SpellScript Spell = {.Targets = {game::TargetKind::Creature},
                                              .Resolve = &resolve};
};

} // namespace strata::cards
