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

} // namespace strata::scenario

#endif
