//===- Runner.h - Running a scenario on the real game engine ---*- C++ -*-===//
///
/// \file
/// ScenarioRun builds a game from a scenario's board, drives the game
/// engine through its actions (casting, priority, the stack, triggers,
/// state-based actions, combat, decisions answered from `answers`), and
/// checks its expectations. Invalid input is reported with its location
/// and stops the scenario; mismatches are collected.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_RUNNER_H
#define STRATA_SCENARIO_RUNNER_H

#include "strata/game/Game.h"
#include "strata/scenario/Reader.h"
#include "strata/scenario/Scenario.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace strata::scenario {

/// One expectation the game did not meet.
struct Mismatch {
  std::string Id, Field;
  std::string Message; ///< "expected X, got Y"
  llvm::SMLoc Loc;     ///< the expected field in the scenario file
  /// 0: the top-level `expect`; N: the Nth action (an `expect:` action).
  unsigned Step = 0;
  /// `id.field: expected X, got Y` (docs/scenario-format.md).
  std::string text() const { return Id + "." + Field + ": " + Message; }
};

class ScenarioRun {
public:
  ScenarioRun(const Scenario &S, llvm::SourceMgr &SM, Diagnostics &Diags);
  ~ScenarioRun();

  /// Builds the board and runs every action and expectation. Returns false
  /// when the scenario is invalid (the error has been reported).
  bool run();
  /// Before run(): compare every update of the characteristics with a full
  /// pass (Game::setCheckIncremental); a difference throws.
  void setCheckIncremental(bool On) { CheckIncremental = On; }

  /// In the order found.
  const std::vector<Mismatch> &mismatches() const { return Mismatches; }
  /// The line of \p Loc in the scenario's file.
  unsigned lineOf(llvm::SMLoc Loc) const { return SM.getLineAndColumn(Loc).first; }
  /// Action \p Step (1-based) as the file names it: "expect", "cast: Giant Growth".
  std::string actionText(unsigned Step) const;
  game::Game &game() { return *G; }
  /// What happened during action \p Step (1-based): damage, life gained,
  /// counters, zone changes, in order (Events.h). Empty for an action not
  /// reached.
  std::span<const game::GameEvent> eventsOf(unsigned Step) const;
  /// The scenario id of an object (its alias, or its card name).
  std::string idOf(runtime::ObjectId Id) const;
  /// Is \p Id one of the Plains of a library the scenario did not list
  /// (docs/scenarios.md)? Reports leave them out unless asked.
  bool inDefaultLibrary(runtime::ObjectId Id) const { return DefaultLibrary.contains(Id); }
  static constexpr int kDefaultLibrarySize = 20;

private:
  struct Queue;
  bool setUp();
  /// \p Answers: the action's answers for decisions as it enters (the
  /// order of replacement effects, CR 616.1).
  bool place(const CardEntry &E, runtime::Zone In, runtime::PlayerId Owner, bool Enter,
             const std::vector<Word> *Answers = nullptr);
  bool perform(const Action &A);
  bool performKind(const Action &A, Queue &Q);
  /// Every target, choice and answer \p Q was given has been used; else
  /// an error at the first unused one (it would have been silently
  /// ignored).
  bool allUsed(const Queue &Q, bool AndAnswers = true);
  /// An action with `refused: RULE`: it must be refused citing RULE (or a
  /// sub-rule) and change nothing. A mismatch otherwise; false when the
  /// scenario cannot go on.
  bool performRefused(const Action &A);
  bool cast(const Action &A);
  bool activate(const Action &A);
  bool turnFaceUp(const Action &A, Queue &Q);
  bool attack(const Action &A);
  /// `block:` while stopped in the declare attackers step.
  bool block(const Action &A, Queue &Q);
  bool declareBlocks(const Action &A, Queue &Q, int Turn);
  bool finishCombat(const Action &A, Queue &Q, int Turn);
  /// Passes until the game stands in step \p In of turn \p Turn with
  /// priority and an empty stack (`stop:`).
  bool stopInCombat(const Action &A, Queue &Q, game::Step In, int Turn);
  /// Whether the game has reached decision \p K, or is past step \p S.
  std::function<bool()> reached(game::DecisionKind K, game::Step S, int Turn) const;
  /// Why a declaration of blocks is illegal (located at \p Loc), "" for an
  /// input error already reported, nothing when it is legal.
  std::optional<std::string> blocksRefusal(const std::vector<std::pair<Word, Word>> &Blocks,
                                           const std::vector<runtime::ObjectId> &Attackers,
                                           runtime::PlayerId Defender, llvm::SMLoc &Loc);
  bool passUntil(const Action &A, Queue &Q, llvm::function_ref<bool()> Done,
                 const char *What);
  bool answerOther(const Action &A, Queue &Q);
  bool resolveStack(const Action &A, Queue &Q);
  /// `hold: triggers`: resolveStack up to a triggered ability this action
  /// triggered; a mismatch if none did.
  bool resolveUntilTrigger(const Action &A, Queue &Q);
  bool afterOutsideChange(const Action &A, Queue &Q);
  bool givePriorityTo(runtime::PlayerId P, const Action &A, Queue &Q);
  void check(const std::vector<Expectation> &Expect, unsigned Step);
  /// Checks \p E when its id names a token never created (`NAME N` past
  /// the tokens of NAME so far): true when it did.
  bool checkNeverCreated(const Expectation &E, unsigned Step);
  std::optional<runtime::ObjectId> object(const Word &W);
  std::optional<runtime::PlayerId> player(const Word &W);
  game::Game::Answerer answererFor(Queue &Q);
  std::optional<int> pick(const game::Decision &D, Queue &Q, std::string &Why);
  /// The player or object \p W names as a target ({false, -1}: neither).
  game::Target targetNamed(const Word &W) const;
  /// The option of \p D that answer \p W names, if any.
  std::optional<int> matchAnswer(const game::Decision &D, const Word &W) const;
  bool error(llvm::SMLoc Loc, const llvm::Twine &Msg);
  bool checkTargets(const Action &A, const Queue &Q, runtime::ObjectId Source);
  /// Why \p Target can't be targeted by what \p Source makes, when it is
  /// its protection (CR 702.16b); empty otherwise.
  std::string protectionNote(runtime::ObjectId Target, runtime::ObjectId Source) const;
  /// The card being cast or the permanent whose ability is activated,
  /// while its targets are chosen.
  runtime::ObjectId TargetingSource = runtime::kNoObject;

  const Scenario &S;
  llvm::SourceMgr &SM;
  Diagnostics &Diags;
  std::unique_ptr<game::Game> G;
  bool CheckIncremental = false;
  /// The answers decision \p D offers, in the scenario's words (ids).
  std::string legalAnswers(const game::Decision &D) const;
  std::map<std::string, runtime::ObjectId> Ids;
  /// The stack items (StackItem::Id) before the current action.
  std::vector<std::uint32_t> StackBefore;
  std::map<std::string, int> Ambiguous; ///< default ids used twice
  std::map<runtime::ObjectId, std::string> Names;
  llvm::DenseSet<runtime::ObjectId> DefaultLibrary;
  /// Gives the tokens created since the last call their ids.
  void nameNewTokens();
  runtime::ObjectId TokensSeen = 0; ///< objects looked at by nameNewTokens
  std::map<std::string, int> TokenCount; ///< tokens of each name so far
  std::vector<Mismatch> Mismatches;
  unsigned Step = 0; ///< the action being performed, 1-based
  /// The game's event count after set-up and after each action performed.
  std::vector<std::size_t> EventMarks;
  /// While a `refused:` action runs, the first error is kept here instead
  /// of being reported: it is the refusal.
  bool CaptureRefusal = false;
  std::optional<std::string> Refusal;
  std::uint64_t RefusalBaseline = 0; ///< the state a refused action must leave
  /// The action's own part is done (a cast's spell is on the stack with its
  /// targets, an outside change made): what is refused after it is a later
  /// choice, such as a triggered ability's target (CR 603.3d).
  bool PastOwnPart = false;
  /// Choices and answers of a held spell, for the decisions its
  /// resolution asks later (Magical Hack's words).
  std::map<runtime::ObjectId, std::unique_ptr<Queue>> Deferred;
};

} // namespace strata::scenario

#endif
