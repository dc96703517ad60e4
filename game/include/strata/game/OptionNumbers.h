//===- OptionNumbers.h - Numbers that stay with their option ---*- C++ -*-===//
///
/// \file
/// What a player types to answer: a number per option that stays the same
/// for the same option across prompts ("7: cast Lightning Bolt#12" is 7 at
/// every priority prompt that offers it, whatever else comes and goes),
/// where the option's index in Decision::Options shifts as options appear.
/// An option is the same when its decision kind and label are (labels name
/// objects by their unique id). Numbers are given per decision kind in the
/// order options are first seen, so the first option of a kind ("pass
/// priority") is 0. One OptionNumbers per player and game; the answer given
/// to the game is still the index (the log is unchanged).
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_OPTIONNUMBERS_H
#define STRATA_GAME_OPTIONNUMBERS_H

// Not card code's (option numbering is for drivers of the engine): cards include strata/game/CardGame.h (D122).
#ifdef STRATA_CARD_API_ONLY
#error "card code includes strata/game/CardGame.h, not the engine's headers"
#endif

#include "strata/game/Decision.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace strata::game {

class OptionNumbers {
public:
  /// The number of each option of \p D, in option order (numbering any
  /// option not seen before).
  std::vector<int> numbers(const Decision &D);
  /// The index of the option of \p D numbered \p Number, or -1.
  int indexOf(const Decision &D, int Number);

private:
  std::map<std::pair<DecisionKind, std::string>, int> Known;
  std::map<DecisionKind, int> Next;
};

} // namespace strata::game

#endif
