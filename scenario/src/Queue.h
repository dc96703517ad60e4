//===- Queue.h - The answers an action supplies ----------------*- C++ -*-===//
#ifndef STRATA_SCENARIO_QUEUE_H
#define STRATA_SCENARIO_QUEUE_H

#include "strata/scenario/Runner.h"

namespace strata::scenario {

/// The answers an action supplies, consumed in the order decisions come.
struct ScenarioRun::Queue {
  std::vector<Word> Targets, Choices, Answers;
  std::size_t T = 0, C = 0, A = 0;
  std::optional<int> X;
  bool XUsed = false;  ///< a decision took X (unused: an error, allUsed)
  llvm::SMLoc XLoc;    ///< the action that gave it
  bool DeclineOptional = false; ///< end_turn: optional choices are declined
  bool Placing = false;         ///< an omitted optional copy means "no copy"
};

/// CR 122.1b: the kinds of keyword counter.
constexpr bool isKeywordCounterKind(runtime::Keyword K) {
  using runtime::Keyword;
  switch (K) {
  case Keyword::Flying: case Keyword::FirstStrike: case Keyword::DoubleStrike:
  case Keyword::Deathtouch: case Keyword::Decayed: case Keyword::Exalted:
  case Keyword::Haste: case Keyword::Hexproof: case Keyword::Indestructible:
  case Keyword::Lifelink: case Keyword::Menace: case Keyword::Reach:
  case Keyword::Shadow: case Keyword::Trample: case Keyword::Vigilance:
    return true;
  default:
    return false;
  }
}

/// CR 122.1b: the error for a keyword that is not a kind of counter.
inline std::string notAKeywordCounter(const std::string &Kind) {
  return "'" + Kind + "' is not a kind of keyword counter (CR 122.1b: flying, first "
         "strike, double strike, deathtouch, decayed, exalted, haste, hexproof, "
         "indestructible, lifelink, menace, reach, shadow, trample, vigilance)";
}

} // namespace strata::scenario

#endif
