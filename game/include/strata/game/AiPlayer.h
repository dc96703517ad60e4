//===- AiPlayer.h - The built-in AI: seeded random legal answers -*- C++ -*-===//
///
/// \file
/// The built-in AI, a supported player for programs that embed the engine
/// (`strata play` seats it): it answers every decision with a uniformly
/// random legal option, drawn from its own game::Random seeded from the
/// game seed, so a seed fixes a whole AI-vs-AI game.
///
/// It never stalls a game: every decision has at least one option, and
/// after AiSettings::MaxActionsPerTurn priority actions in one turn it only
/// passes (a free ability, such as Chimeric Staff's with X = 0, could
/// otherwise be activated without end, each activation adding an effect
/// the layers must order).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_AIPLAYER_H
#define STRATA_GAME_AIPLAYER_H

#include "strata/game/Game.h"
#include "strata/game/Random.h"

#include <cstdint>

namespace strata::game {

/// How the built-in AI plays.
struct AiSettings {
  /// The loop guard: priority actions (other than passing) a player takes
  /// in one turn before the AI only passes. 0 makes it always pass.
  int MaxActionsPerTurn = 24;
};

class AiPlayer {
public:
  /// Seeded from the game seed, on a stream apart from the game's own
  /// shuffles: the same seed and settings give the same answers.
  explicit AiPlayer(std::uint64_t GameSeed, AiSettings Settings = {});

  /// The index of a legal option of \p G's pending decision (G.pending()
  /// must be non-null).
  int choose(const Game &G);

  const AiSettings &settings() const { return Settings; }

private:
  Random Rng;
  AiSettings Settings;
  int Turn = -1;
  int Actions[2] = {0, 0};
};

/// Decisions a game may take before the drivers (`strata play`,
/// strata-bench) give up on it and report it as a game with no result.
inline constexpr std::uint64_t kDefaultMaxDecisions = 100000;

} // namespace strata::game

#endif
