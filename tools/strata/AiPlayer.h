//===- AiPlayer.h - The built-in AI: seeded random legal answers -*- C++ -*-===//
///
/// \file
/// The built-in AI answers every decision with a uniformly random legal
/// option, drawn from its own game::Random (seeded from the game seed), so
/// a seed fixes a whole AI-vs-AI game. It never stalls: every decision has
/// at least one option, the drivers cap a game's length, and after
/// kMaxActionsPerTurn actions in a turn it only passes priority (a free
/// ability, such as Chimeric Staff's with X = 0, could otherwise be
/// activated without end, each activation adding an effect the layers
/// must order).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_AIPLAYER_H
#define STRATA_TOOLS_AIPLAYER_H

#include "strata/game/Game.h"
#include "strata/game/Random.h"

#include <cstdint>

namespace strata::tool {

class AiPlayer {
public:
  /// Seeded from the game seed, on a stream apart from the game's own
  /// shuffles.
  explicit AiPlayer(std::uint64_t GameSeed);
  /// The index of a legal answer to \p G's pending decision.
  int choose(const game::Game &G);

  /// Priority actions (other than passing) a player takes in a turn
  /// before the AI only passes.
  static constexpr int kMaxActionsPerTurn = 24;

private:
  game::Random Rng;
  int Turn = -1;
  int Actions[2] = {0, 0};
};

/// Decisions a game may take before the drivers give up on it (reported as
/// a game with no result).
inline constexpr std::uint64_t kDefaultMaxDecisions = 100000;

} // namespace strata::tool

#endif
