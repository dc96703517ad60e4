//===- Decision.h - A question the game asks a player ----------*- C++ -*-===//
///
/// \file
/// Every choice a player makes is a Decision: what is asked, of whom, and
/// the legal answers, each with a label. An answer is the index of one of
/// them, so humans, the AI and scripts answer the same way, and a game
/// replays exactly from its seed and the list of answers.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_DECISION_H
#define STRATA_GAME_DECISION_H

#include "strata/runtime/Vocabulary.h"

#include <cstdint>
#include <string>
#include <vector>

namespace strata::game {

/// What kind of question it is.
enum class DecisionKind : std::uint8_t {
  Priority,      ///< CR 117: pass, or take an action
  Target,        ///< CR 601.2c / 603.3d: choose a target
  Color,         ///< "choose a color"
  CreatureType,  ///< "choose a creature type"
  LandType,      ///< a basic land type (Magical Hack)
  Word,          ///< a word to replace (text-changing effects)
  Mode,          ///< CR 700.2
  YesNo,         ///< "you may"
  Discard,       ///< choose a card to discard
  PayMana,       ///< CR 601.2g-h: how to pay a cost
  Attackers,     ///< CR 508.1a: add an attacker, or done
  Blockers,      ///< CR 509.1a: add a block, or done
  TriggerOrder,  ///< CR 603.3b: which trigger goes on the stack next
  Number,        ///< a number (X)
  CopyChoice,    ///< which object to copy (CR 707.5)
  ReplacementOrder, ///< CR 616.1: which replacement or prevention effect applies next
};

const char *name(DecisionKind K);

/// One legal answer.
struct Option {
  std::string Label;
  /// What the answer means to the code that asked (an object id, an
  /// action index, a color...).
  std::int32_t Value = 0;
};

struct Decision {
  runtime::PlayerId Player = 0;
  DecisionKind Kind = DecisionKind::Priority;
  std::string Prompt;
  std::vector<Option> Options;
  /// Asked while casting a spell or activating an ability whose costs are
  /// not yet paid: besides its options, the player may back out of the
  /// whole cast (Game::cancel()), and the game returns to where it was.
  bool Cancellable = false;
};

} // namespace strata::game

#endif
