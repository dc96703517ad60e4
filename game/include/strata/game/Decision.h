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
#include <string_view>
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

/// A state in which the game waits for one player's answer: one row per
/// kind of decision, for `strata states` and for what each player is told.
/// From every such state, an answer resumes the procedure that asked; a
/// cancel (where CanCancel) returns to the caster's priority as it was
/// (CR 601.2, 602.2); a finished game answers nothing.
struct WaitSpec {
  DecisionKind Kind;
  std::string_view Name;      ///< "choosing a target"
  std::string_view Rule;
  std::string_view ForYou;    ///< told to the player asked
  std::string_view ForOthers; ///< told to the other players
  bool CanCancel = false;     ///< asked while casting, costs unpaid
};

inline constexpr std::array<WaitSpec, 16> kWaitStates = {{
    {DecisionKind::Priority, "holding priority", "CR 117", "you have priority",
     "waiting for {player} to act or pass"},
    {DecisionKind::Target, "choosing a target", "CR 601.2c, 603.3d", "choose a target",
     "waiting for {player} to choose a target", true},
    {DecisionKind::Color, "choosing a color", "CR 105", "choose a color",
     "waiting for {player} to choose a color"},
    {DecisionKind::CreatureType, "choosing a creature type", "CR 205.3m",
     "choose a creature type", "waiting for {player} to choose a creature type"},
    {DecisionKind::LandType, "choosing a basic land type", "CR 305.6",
     "choose a basic land type", "waiting for {player} to choose a land type"},
    {DecisionKind::Word, "choosing a word to replace", "CR 612.2", "choose a word",
     "waiting for {player} to choose a word"},
    {DecisionKind::Mode, "choosing a mode", "CR 700.2", "choose a mode",
     "waiting for {player} to choose a mode"},
    {DecisionKind::YesNo, "answering a \"may\"", "CR 603.5, 608.2d", "yes or no",
     "waiting for {player} to decide"},
    {DecisionKind::Discard, "discarding", "CR 701.8, 514.1", "choose a card to discard",
     "waiting for {player} to discard"},
    {DecisionKind::PayMana, "paying mana", "CR 601.2g-h", "choose a mana source",
     "waiting for {player} to pay", true},
    {DecisionKind::Attackers, "declaring attackers", "CR 508.1a",
     "add an attacker, or done", "waiting for {player} to declare attackers"},
    {DecisionKind::Blockers, "declaring blockers", "CR 509.1a", "add a block, or done",
     "waiting for {player} to declare blockers"},
    {DecisionKind::TriggerOrder, "ordering triggers", "CR 603.3b",
     "choose the trigger to put on the stack next", "waiting for {player} to order triggers"},
    {DecisionKind::Number, "choosing a number", "CR 107.3", "choose X",
     "waiting for {player} to choose a number", true},
    {DecisionKind::CopyChoice, "choosing what to copy", "CR 707.5", "choose what to copy",
     "waiting for {player} to choose what to copy"},
    {DecisionKind::ReplacementOrder, "ordering replacement effects", "CR 616.1",
     "choose the effect that applies next", "waiting for {player} to choose an effect"},
}};

static_assert(
    [] {
      for (std::size_t I = 0; I < kWaitStates.size(); ++I)
        if (static_cast<std::size_t>(kWaitStates[I].Kind) != I)
          return false;
      return static_cast<std::size_t>(DecisionKind::ReplacementOrder) + 1 ==
             kWaitStates.size();
    }(),
    "one wait state per decision kind, in enum order");

constexpr const WaitSpec &waitSpec(DecisionKind K) {
  return kWaitStates[static_cast<int>(K)];
}

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
