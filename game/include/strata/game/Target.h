//===- Target.h - A target: an object or a player --------------*- C++ -*-===//
///
/// \file
/// What a spell or ability targets (CR 115.1), and what damage is dealt to;
/// shared by the card API (CardGame.h) and the engine's event log (Events.h).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_TARGET_H
#define STRATA_GAME_TARGET_H

#include <cstdint>

namespace strata::game {

/// A target: an object or a player (CR 115.1); also what damage is dealt to.
struct Target {
  bool IsPlayer = false;
  std::int32_t Id = -1;
  friend bool operator==(const Target &, const Target &) = default;
};

} // namespace strata::game

#endif
