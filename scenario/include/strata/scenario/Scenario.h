//===- Scenario.h - A rules tester's scenario ------------------*- C++ -*-===//
///
/// \file
/// The scenario format of docs/scenario-format.md as plain data:
/// a board, actions, and expectations, each piece with the source location
/// it came from so every later error can point at it.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_SCENARIO_SCENARIO_H
#define STRATA_SCENARIO_SCENARIO_H

#include "llvm/Support/SMLoc.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::scenario {

/// The largest count the format accepts, for counters, damage, X and
/// amounts: every count up to it is exact (docs/scenarios.md).
inline constexpr long long kMaxCount = 1'000'000;
/// Keyword counters (CR 122.1b): one is enough for the ability; at most
/// this many of a kind on one object.
inline constexpr long long kMaxKeywordCounters = 255;

/// Players in one scenario (player ids are a byte; a game of more is not
/// a board anyone needs to test).
inline constexpr std::size_t kMaxPlayers = 16;

/// A scalar with its location.
struct Word {
  std::string Text;
  llvm::SMLoc Loc;
  /// An entry of `answers` written `{answer: Text, refused: RULE}`: the
  /// rule the game must cite refusing it (CR 732.1: only that choice is
  /// undone, the decision is asked again); empty otherwise.
  std::string Refused;
  llvm::SMLoc RefusedLoc;
  /// An answer ordering triggers (CR 603.3b) written `{answer: SOURCE,
  /// ability: LABEL, about: ID}`: which of the source's pending triggers,
  /// by the ability's label and by what its event was about; empty: any.
  std::string Ability, About;
};

/// A card entry: the short form (a name) or the long form (a map).
struct CardEntry {
  Word Card;
  std::optional<Word> Id, Controller, Owner, AttachedTo;
  std::vector<std::pair<Word, int>> Counters; ///< kind -> count
  std::vector<Word> Choices;
  bool FaceDown = false;
  bool Tapped = false;
  llvm::SMLoc Loc;
};

/// A zone list: player -> entries.
using ZoneEntries = std::vector<std::pair<Word, std::vector<CardEntry>>>;

/// One expected field of one object or player.
struct Field {
  Word Name;
  /// A scalar value, or a list (Lists), or a map (Counters).
  std::optional<Word> Scalar;
  std::vector<Word> List;
  bool IsList = false;
  std::vector<std::pair<Word, int>> Counters;
  bool IsMap = false;
};

struct Expectation {
  Word Id;
  std::vector<Field> Fields;
};

/// The actions of the format; kActionNames gives the key of each.
enum class ActionKind {
  Cast, Activate, Enter, Leave, Counters, Attach, Damage, Attack, Block,
  FinishCombat, Resolve, EndTurn, Expect, TurnFaceUp
};
/// The key that names each action, in ActionKind order.
inline constexpr std::array<std::string_view, 14> kActionNames = {
    "cast",  "activate",      "enter",   "leave",    "counters", "attach", "damage",
    "attack", "block", "finish_combat", "resolve", "end_turn", "expect", "turn_face_up"};
static_assert(kActionNames.size() == static_cast<std::size_t>(ActionKind::TurnFaceUp) + 1);

/// Where an `attack` or `block` stops (`stop:`): in the declare attackers
/// step once the attack triggers have resolved, or in the declare
/// blockers step once blocks and their triggers have; by default combat
/// goes on to the postcombat main phase.
enum class CombatStop { None, Attackers, Blockers };

struct Action {
  ActionKind Kind;
  llvm::SMLoc Loc;
  Word Subject;                    ///< the card, id, or player named by the action key
  std::optional<Word> By, From, To, Kind_, Id;
  /// `damage`: the object that deals it (CR 120.1); none: no source.
  std::optional<Word> Source;
  CombatStop Stop = CombatStop::None;
  /// `refused: RULE`: the action must be refused citing RULE or a sub-rule.
  std::optional<Word> Refused;
  std::vector<Word> Targets, Choices, Answers, Attackers;
  std::vector<std::pair<Word, Word>> Blocks; ///< blocker -> attacker (`blocks`, `block`)
  std::optional<int> X, Ability, Count, Amount;
  bool Hold = false;
  /// `hold: triggers`: play stops the first time a player would get
  /// priority with a triggered ability that triggered during this action on
  /// top of the stack, so the next action responds to it (CR 603.3, 117.3b).
  bool HoldTriggers = false;
  CardEntry Entry;                  ///< enter:
  std::vector<Expectation> Expect;  ///< expect:
};

struct Scenario {
  std::string File;
  llvm::SMLoc Loc;
  unsigned Line = 0; ///< where the scenario begins
  Word Name;
  std::vector<Word> Rules;
  std::vector<Word> Players; ///< default Alice, Bob
  std::vector<CardEntry> Battlefield;
  ZoneEntries Hand, Graveyard, Exile, Library;
  std::vector<Action> Actions;
  std::vector<Expectation> Expect;
};

} // namespace strata::scenario

#endif
