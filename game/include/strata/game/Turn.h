//===- Turn.h - The turn as a declarative state table ----------*- C++ -*-===//
///
/// \file
/// One table describes every step of a turn (CR 500-514): its name, who
/// acts in it, its entry action (the turn-based actions), which actions
/// are possible, its named transitions with their guards (the skips of
/// 508.8 and 510.4 among them) and what each player is told. Game::run
/// walks it; the engine checks every action against the current step's
/// row before anything else. The states around the turn (set-up, game
/// over) are kGameStates, and the waits for a player's decision are in
/// Decision.h (kWaitStates); `strata states` prints all three.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_TURN_H
#define STRATA_GAME_TURN_H

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string_view>

namespace strata::game {

/// CR 500.1: the steps of a turn, in order (the first-strike damage step
/// exists only when needed, 510.4).
enum class Step : std::uint8_t {
  Untap, Upkeep, Draw, PrecombatMain, BeginningOfCombat, DeclareAttackers,
  DeclareBlockers, FirstStrikeDamage, CombatDamage, EndOfCombat,
  PostcombatMain, End, Cleanup
};

/// Actions a player can take; each step's row lists the possible ones.
enum class ActionKind : std::uint8_t {
  PassPriority,     ///< CR 117.3d
  CastSpell,        ///< CR 601 (instant speed unless the step allows sorceries)
  CastSorcerySpeed, ///< CR 307.1: main phase, empty stack, active player
  ActivateAbility,  ///< CR 602
  PlayLand,         ///< CR 305.1
  DeclareAttackers, ///< CR 508.1
  DeclareBlockers,  ///< CR 509.1
  TurnFaceUp,       ///< CR 116.2b, 702.37e: a special action (morph)
};
inline constexpr int kActionKinds = 8;
const char *name(ActionKind K);

/// Who acts in a step.
enum class Actor : std::uint8_t {
  Game,          ///< the game acts (turn-based actions); whether players then get
                 ///< priority is the row's Priority (none in untap and cleanup)
  ActivePlayer,  ///< the active player acts first, then priority passes
  Defender,      ///< the defending player declares (509)
  EachPlayer,    ///< every player chooses, in APNAP order, before any of it
                 ///< happens (CR 101.4)
};

using ActionSet = std::uint8_t; ///< bit per ActionKind

constexpr ActionSet actions(std::initializer_list<ActionKind> Ks) {
  ActionSet S = 0;
  for (ActionKind K : Ks)
    S = static_cast<ActionSet>(S | (1u << static_cast<unsigned>(K)));
  return S;
}
constexpr bool allows(ActionSet S, ActionKind K) {
  return S & (1u << static_cast<unsigned>(K));
}

/// What the game does as a step begins (its turn-based actions), before
/// anyone gets priority. Game::enterStep() runs it.
enum class Entry : std::uint8_t {
  None,
  Untap,             ///< CR 502.3
  UpkeepTriggers,    ///< CR 503.1a
  EndStepTriggers,   ///< CR 513.1a
  Draw,              ///< CR 504.1, 103.8a
  BeginCombat,       ///< CR 507.1: the defending player is chosen
  DeclareAttackers,  ///< CR 508.1
  DeclareBlockers,   ///< CR 509.1
  FirstStrikeDamage, ///< CR 510.4
  CombatDamage,      ///< CR 510.1-2
  EndOfCombat,       ///< CR 511.1, 702.147a (decayed)
  Cleanup,           ///< CR 514.1-2
};

/// A condition on a transition, judged by Game::holds() as the step ends.
enum class Guard : std::uint8_t {
  Always,
  NoAttackersDeclared,   ///< CR 508.8
  NoFirstOrDoubleStrike, ///< CR 510.4
};

/// Where a step goes: the first transition whose guard holds is taken.
struct Transition {
  Guard When = Guard::Always;
  Step To = Step::Untap;
  std::string_view Name; ///< "no attackers: combat damage is skipped"
  std::string_view Rule;
  bool NewTurn = false; ///< CR 500.1: the next player's turn begins
};

/// One row of the turn table.
struct StepSpec {
  Step S;
  std::string_view Name;
  Actor Who;
  bool Priority;      ///< CR 117.3a: players receive priority in it
  ActionSet Allowed;  ///< possible actions (when holding priority)
  Entry OnEntry;      ///< its turn-based actions
  std::string_view EntryRule; ///< what they are, with the rule
  std::array<Transition, 3> Next; ///< in order; the last is Always
  /// What a player is told: the one who acts ("you") and the others.
  std::string_view ForYou, ForOthers;
};

constexpr ActionSet kInstantSpeed =
    actions({ActionKind::PassPriority, ActionKind::CastSpell, ActionKind::ActivateAbility,
             ActionKind::TurnFaceUp});
constexpr ActionSet kMainPhase = actions(
    {ActionKind::PassPriority, ActionKind::CastSpell, ActionKind::CastSorcerySpeed,
     ActionKind::ActivateAbility, ActionKind::PlayLand, ActionKind::TurnFaceUp});

constexpr std::array<Transition, 3> to(Step S) {
  return {{{Guard::Always, S, "next step", "CR 500.1"}}};
}

/// The turn (CR 500.1, 501-514).
inline constexpr std::array<StepSpec, 13> kTurn = {{
    {Step::Untap, "untap step", Actor::Game, false, 0, Entry::Untap,
     "CR 502.3: the active player untaps their permanents", to(Step::Upkeep),
     "your permanents untap", "the active player's permanents untap"},
    {Step::Upkeep, "upkeep step", Actor::ActivePlayer, true, kInstantSpeed,
     Entry::UpkeepTriggers, "CR 503.1a: \"at the beginning of your upkeep\" triggers",
     to(Step::Draw), "your upkeep", "the active player's upkeep"},
    {Step::Draw, "draw step", Actor::ActivePlayer, true, kInstantSpeed, Entry::Draw,
     "CR 504.1: the active player draws (not on the first turn, 103.8a)",
     to(Step::PrecombatMain), "you draw a card", "the active player draws a card"},
    {Step::PrecombatMain, "precombat main phase", Actor::ActivePlayer, true, kMainPhase,
     Entry::None, "CR 505.1: no turn-based action", to(Step::BeginningOfCombat),
     "your main phase: lands, spells of any kind", "the active player's main phase"},
    {Step::BeginningOfCombat, "beginning of combat step", Actor::ActivePlayer, true,
     kInstantSpeed, Entry::BeginCombat, "CR 507.1: the defending player is chosen",
     to(Step::DeclareAttackers), "combat begins", "combat begins"},
    {Step::DeclareAttackers, "declare attackers step", Actor::ActivePlayer, true,
     kInstantSpeed | actions({ActionKind::DeclareAttackers}), Entry::DeclareAttackers,
     "CR 508.1: the active player declares attackers",
     {{{Guard::NoAttackersDeclared, Step::EndOfCombat,
        "no attackers: the blockers and damage steps are skipped", "CR 508.8"},
       {Guard::Always, Step::DeclareBlockers, "next step", "CR 506.1"}}},
     "you declare attackers", "the active player declares attackers"},
    {Step::DeclareBlockers, "declare blockers step", Actor::Defender, true,
     kInstantSpeed | actions({ActionKind::DeclareBlockers}), Entry::DeclareBlockers,
     "CR 509.1: the defending player declares blockers",
     {{{Guard::NoFirstOrDoubleStrike, Step::CombatDamage,
        "no first or double strike: one combat damage step", "CR 510.4"},
       {Guard::Always, Step::FirstStrikeDamage, "first strike: two damage steps",
        "CR 510.4"}}},
     "you declare blockers", "the defending player declares blockers"},
    {Step::FirstStrikeDamage, "first-strike combat damage step", Actor::Game, true,
     kInstantSpeed, Entry::FirstStrikeDamage,
     "CR 510.4: first and double strikers deal damage", to(Step::CombatDamage),
     "first-strike damage", "first-strike damage"},
    {Step::CombatDamage, "combat damage step", Actor::Game, true, kInstantSpeed,
     Entry::CombatDamage, "CR 510.1-2: combat damage is dealt", to(Step::EndOfCombat),
     "combat damage", "combat damage"},
    {Step::EndOfCombat, "end of combat step", Actor::ActivePlayer, true, kInstantSpeed,
     Entry::EndOfCombat, "CR 511.1, 702.147a: decayed attackers are sacrificed",
     to(Step::PostcombatMain), "combat ends", "combat ends"},
    {Step::PostcombatMain, "postcombat main phase", Actor::ActivePlayer, true, kMainPhase,
     Entry::None, "CR 505.1: no turn-based action", to(Step::End),
     "your second main phase", "the active player's second main phase"},
    {Step::End, "end step", Actor::ActivePlayer, true, kInstantSpeed, Entry::EndStepTriggers,
     "CR 513.1: \"at the beginning of the end step\" triggers", to(Step::Cleanup),
     "your end step", "the active player's end step"},
    {Step::Cleanup, "cleanup step", Actor::Game, false, 0, Entry::Cleanup,
     "CR 514.1-2: discard to hand size; damage wears off; \"until end of turn\" "
     "effects end",
     {{{Guard::Always, Step::Untap, "the next player's turn", "CR 500.1", true}}},
     "your turn ends", "the active player's turn ends"},
}};

/// The states outside the turn's steps: before the first step, after the
/// end, and a choice every player makes together (entered from a resolving
/// spell or ability, in any step).
struct GameStateSpec {
  std::string_view Name;
  Actor Who;
  std::string_view Does; ///< what happens in it, with the rule
  std::string_view Next;
};
inline constexpr std::array<GameStateSpec, 3> kGameStates = {{
    {"setup", Actor::Game, "CR 103.1-103.5: libraries shuffled, starting hands drawn",
     "the first turn's untap step (a scenario may start at another step)"},
    {"choosing together", Actor::EachPlayer,
     "CR 101.4: an effect asks every player to choose (\"each player discards three "
     "cards\"); the active player chooses, then each other player in turn order, each "
     "through the wait state of their choice; a card chosen from a hand stays there, "
     "unrevealed, until every player has chosen (101.4a), then the actions happen at once",
     "back to the resolving spell or ability that asked"},
    {"game over", Actor::Game,
     "CR 104.2-104.4: a player has won or the game is a draw; nothing more is asked",
     "none: every answer is refused, naming this state"},
}};

constexpr const StepSpec &spec(Step S) { return kTurn[static_cast<int>(S)]; }

} // namespace strata::game

#endif
