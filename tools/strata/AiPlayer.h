//===- AiPlayer.h - The built-in AI: seeded random legal answers -*- C++ -*-===//
///
/// \file
/// The built-in AI answers every decision with a uniformly random legal
/// option, drawn from its own game::Random (seeded from the game seed), so
/// a seed fixes a whole AI-vs-AI game. It never stalls: every decision has
/// at least one option, and the drivers cap a game's length.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TOOLS_AIPLAYER_H
#define STRATA_TOOLS_AIPLAYER_H

#include "strata/game/Decision.h"
#include "strata/game/Random.h"

#include <cstdint>

namespace strata::tool {

class AiPlayer {
public:
  /// Seeded from the game seed, on a stream apart from the game's own
  /// shuffles.
  explicit AiPlayer(std::uint64_t GameSeed);
  /// The index of a legal answer to \p D (which has at least one option).
  int choose(const game::Decision &D);

private:
  game::Random Rng;
};

/// Decisions a game may take before the drivers give up on it (reported as
/// a game with no result).
inline constexpr std::uint64_t kDefaultMaxDecisions = 100000;

} // namespace strata::tool

#endif
