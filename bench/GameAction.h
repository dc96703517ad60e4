//===- GameAction.h - The typical board as a game, and one action in it -*- C++ -*-===//
///
/// \file
/// Issue 27 point 3: one game action measured in Strata and in XMage on the
/// same board. The typical board (Boards.cpp typicalBoard()) is set up as a
/// game::Game, object by object in id order, its Giant Growth and Jump cast
/// and resolved through the game; a second Giant Growth waits in Alice's
/// hand. The action: cast it on a Llanowar Elves and let it resolve, every
/// player asked for priority as a scenario asks (the spell, its target,
/// both passes), until Alice holds priority again after the resolution:
/// priority, the target, the stack, state-based actions before each
/// priority, every layer recomputation the game makes.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_BENCH_GAMEACTION_H
#define STRATA_BENCH_GAMEACTION_H

#include "strata/game/Game.h"

#include <memory>
#include <string>

namespace strata::bench {

/// A game waiting at Alice's priority in her precombat main phase, the
/// typical board on the battlefield (same object ids), mana costs waived
/// (the scenario format's rule; XMage's harness casts with noMana too).
struct ActionGame {
  std::unique_ptr<game::Game> G;
  runtime::ObjectId Spell = runtime::kNoObject;  ///< Giant Growth, in Alice's hand
  runtime::ObjectId Target = runtime::kNoObject; ///< Llanowar Elves, 1/1 on this board
  runtime::PlayerId Caster = 0;
  std::string SpellName = "Giant Growth";
};

/// The typical board as a game. Throws std::logic_error if any permanent's
/// characteristics differ from the layer engine's on typicalBoard().
ActionGame typicalActionGame();

/// Casts \p Spell (in \p Caster's hand) on \p Target and answers every
/// decision until it has resolved and the active player holds priority
/// again. Returns the number of decisions answered; throws
/// std::logic_error on a decision it does not expect or a refused answer.
int castAndResolve(game::Game &G, runtime::ObjectId Spell, runtime::PlayerId Caster,
                   runtime::ObjectId Target);

} // namespace strata::bench

#endif
