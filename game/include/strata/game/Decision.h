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

#include "strata/game/Turn.h"
#include "strata/runtime/Vocabulary.h"

#include <array>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <string>
#include <vector>

namespace strata::game {

/// The kinds of question, one record each: X(Enumerator, "protocol name",
/// "what the wait is", "rule", "told to the player asked", "told to the
/// others", can it be cancelled (asked while casting, costs unpaid)). The
/// enum, name() (the `kind` the protocol sends) and kWaitStates (`strata
/// states`, what each player is told) come from it; adding a kind is one
/// line here and the coroutine that asks it.
#define STRATA_DECISION_KINDS(X)                                                              \
  X(Priority, "priority", "holding priority", "CR 117", "you have priority",                  \
    "waiting for {player} to act or pass", false)                                             \
  X(Target, "target", "choosing a target", "CR 601.2c, 603.3d", "choose a target",            \
    "waiting for {player} to choose a target", true)                                          \
  X(Color, "color", "choosing a color", "CR 105", "choose a color",                           \
    "waiting for {player} to choose a color", false)                                          \
  X(CreatureType, "creature type", "choosing a creature type", "CR 205.3m",                   \
    "choose a creature type", "waiting for {player} to choose a creature type", false)        \
  X(LandType, "land type", "choosing a basic land type", "CR 305.6",                          \
    "choose a basic land type", "waiting for {player} to choose a land type", false)          \
  X(Word, "word", "choosing a word to replace", "CR 612.2", "choose a word",                  \
    "waiting for {player} to choose a word", false)                                           \
  X(Mode, "mode", "choosing a mode", "CR 700.2", "choose a mode",                             \
    "waiting for {player} to choose a mode", false)                                           \
  X(YesNo, "yes/no", "answering a \"may\"", "CR 603.5, 608.2d", "yes or no",                  \
    "waiting for {player} to decide", false)                                                  \
  X(Discard, "discard", "discarding", "CR 701.8, 514.1", "choose a card to discard",          \
    "waiting for {player} to discard", false)                                                 \
  X(PayMana, "pay mana", "paying mana", "CR 601.2g-h", "choose a mana source",                \
    "waiting for {player} to pay", true)                                                      \
  X(Attackers, "attackers", "declaring attackers", "CR 508.1a", "add an attacker, or done",   \
    "waiting for {player} to declare attackers", false)                                       \
  X(Blockers, "blockers", "declaring blockers", "CR 509.1a", "add a block, or done",          \
    "waiting for {player} to declare blockers", false)                                        \
  X(TriggerOrder, "trigger order", "ordering triggers", "CR 603.3b",                          \
    "choose the trigger to put on the stack next", "waiting for {player} to order triggers",  \
    false)                                                                                    \
  X(Number, "number", "choosing a number", "CR 107.3", "choose X",                            \
    "waiting for {player} to choose a number", true)                                          \
  X(CopyChoice, "copy", "choosing what to copy", "CR 707.5", "choose what to copy",           \
    "waiting for {player} to choose what to copy", false)                                     \
  X(ReplacementOrder, "replacement order", "ordering replacement effects", "CR 616.1",        \
    "choose the effect that applies next", "waiting for {player} to choose an effect", false)

/// What kind of question it is.
enum class DecisionKind : std::uint8_t {
#define STRATA_DECISION_ENUMERATOR(Kind, Protocol, Name, Rule, ForYou, ForOthers, Cancel) Kind,
  STRATA_DECISION_KINDS(STRATA_DECISION_ENUMERATOR)
#undef STRATA_DECISION_ENUMERATOR
};

/// A state in which the game waits for one player's answer: one row per
/// kind of decision, for `strata states` and for what each player is told.
/// From every such state, an answer resumes the procedure that asked; a
/// cancel (where CanCancel) returns to the caster's priority as it was
/// (CR 601.2, 602.2); a finished game answers nothing.
struct WaitSpec {
  DecisionKind Kind;
  std::string_view Protocol;  ///< "target": name(), the protocol's `kind`
  std::string_view Name;      ///< "choosing a target"
  std::string_view Rule;
  std::string_view ForYou;    ///< told to the player asked
  std::string_view ForOthers; ///< told to the other players
  bool CanCancel = false;     ///< asked while casting, costs unpaid
};

inline constexpr WaitSpec kWaitStates[] = {
#define STRATA_DECISION_ROW(Kind, Protocol, Name, Rule, ForYou, ForOthers, Cancel)            \
  {DecisionKind::Kind, Protocol, Name, Rule, ForYou, ForOthers, Cancel},
    STRATA_DECISION_KINDS(STRATA_DECISION_ROW)
#undef STRATA_DECISION_ROW
};
inline constexpr std::size_t kNumDecisionKinds = std::size(kWaitStates);

constexpr const WaitSpec &waitSpec(DecisionKind K) {
  return kWaitStates[static_cast<int>(K)];
}

/// The kind's name in the protocol ("trigger order").
constexpr const char *name(DecisionKind K) { return waitSpec(K).Protocol.data(); }

/// One legal answer: a label for people, and what it is for programs
/// (docs/embedding.md). Which fields a kind of decision fills:
///
///   Priority          Action (pass, cast, play a land, activate...), Object:
///                     the card or permanent (none to pass)
///   Target            Object, or Player for a player
///   PayMana           Object: the mana source to tap
///   Number            Value: the number (X)
///   Attackers         Object: the attacker (none: done)
///   Blockers          Object: the blocker, Other: the attacker it blocks
///                     (none: done)
///   Discard, CopyChoice, Mode (the legend rule)   Object (CopyChoice: none
///                     to copy nothing)
///   TriggerOrder, ReplacementOrder   Object: the source of the ability or
///                     effect; TriggerOrder's Other: the object the event
///                     was about (kNoObject: a player, a step), and its
///                     Label begins with the ability's label and " ("
///   Color, CreatureType, LandType   Value: the runtime::Color or
///                     runtime::Subtype
///   YesNo             Value: 1 yes, 0 no
///   Word              Value: as the card's script numbers its words
struct Option {
  std::string Label;
  /// What the answer means to the code that asked (an object id, an
  /// action index, a color...).
  std::int32_t Value = 0;
  runtime::ObjectId Object = runtime::kNoObject;
  runtime::ObjectId Other = runtime::kNoObject;
  runtime::PlayerId Player = runtime::kNoPlayer;
  ActionKind Action = ActionKind::PassPriority; ///< Priority decisions only
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
  /// Asked in the "choosing together" state (Turn.h kGameStates, CR 101.4):
  /// every player chooses before any of the choices is carried out.
  bool Together = false;
};

} // namespace strata::game

#endif
