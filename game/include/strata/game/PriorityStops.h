//===- PriorityStops.h - When a player wants to be asked -------*- C++ -*-===//
///
/// \file
/// A player's priority stops, as the client programs people play with
/// have them: the steps of their own turn and of the opponent's in which
/// they want to be asked; "pass until my next turn"; "pass until something
/// changes". A driver (`strata play`, a server) asks shouldAsk() at each
/// priority decision and, when it says no, answers "pass priority" for the
/// player itself: the pass is an ordinary answer, in the log, so replays
/// are unchanged. Unless asked everywhere (everywhere(), `--ask-always`), a
/// player whose only actions are
/// passing and mana abilities is not asked (an untapped land alone is
/// nothing to do: mana empties between steps, CR 106.4), and a player with
/// something to do is asked while the stack holds an object (a response,
/// CR 117.3) unless they chose to pass until their next turn.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_PRIORITYSTOPS_H
#define STRATA_GAME_PRIORITYSTOPS_H

#include "strata/game/Game.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace strata::game {

class PriorityStops {
public:
  /// The usual stops: both main phases of your own turn; the opponent's
  /// declare attackers step and end step.
  PriorityStops();
  /// Stops nowhere by step (asked only for responses and other decisions).
  static PriorityStops none();
  /// Asked at every priority decision with more than one option (no
  /// stops at all, as a driver without this class asks).
  static PriorityStops everywhere();

  void setStop(bool OwnTurn, Step S, bool On) { at(OwnTurn)[index(S)] = On; }
  bool stopsAt(bool OwnTurn, Step S) const { return at(OwnTurn)[index(S)]; }

  /// "Pass until my next turn": not asked at priority until \p P's next
  /// turn begins (other decisions are still asked).
  void passUntilMyNextTurn(const Game &G, runtime::PlayerId P);
  /// "Pass until something changes": not asked at priority until the
  /// board or the stack differs from now (Game::boardHash()).
  void passUntilSomethingChanges(const Game &G);

  /// Whether the player of \p G's pending decision should be asked. False
  /// only for a priority decision, which the driver then answers with
  /// passIndex(). May end a "pass until" that has run its course.
  bool shouldAsk(const Game &G);
  /// The index of "pass priority" in the pending priority decision.
  static int passIndex(const Game &G);

  /// Reads "main1", "upkeep", "end", ... (stepNames()); nullopt otherwise.
  static std::optional<Step> parseStep(std::string_view Name);
  /// "upkeep, draw, main1, combat, attackers, blockers, first-strike,
  /// damage, end-of-combat, main2, end": the steps with priority.
  static std::string stepNames();

private:
  static constexpr std::size_t index(Step S) { return static_cast<std::size_t>(S); }
  std::array<bool, 13> &at(bool OwnTurn) { return OwnTurn ? Own : Theirs; }
  const std::array<bool, 13> &at(bool OwnTurn) const { return OwnTurn ? Own : Theirs; }

  std::array<bool, 13> Own{}, Theirs{};
  bool Everywhere = false;
  enum class Passing : std::uint8_t { No, UntilMyTurn, UntilChange } Mode = Passing::No;
  runtime::PlayerId Me = 0;
  int FromTurn = 0;
  std::uint64_t Board = 0;
};

} // namespace strata::game

#endif
