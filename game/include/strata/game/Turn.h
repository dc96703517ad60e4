//===- Turn.h - The turn as a declarative state table ----------*- C++ -*-===//
///
/// \file
/// One table describes every step of a turn (CR 500-514): its name, who
/// acts in it, what happens on entry, which actions are possible, and
/// where it goes next. The engine checks every action against the current
/// step's row before anything else.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_TURN_H
#define STRATA_GAME_TURN_H

#include <array>
#include <cstdint>
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
  Game,          ///< turn-based actions only; no player gets priority (502, 514)
  ActivePlayer,  ///< the active player acts first, then priority passes
  Defender,      ///< the defending player declares (509)
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

/// One row of the turn table.
struct StepSpec {
  Step S;
  std::string_view Name;
  Actor Who;
  bool Priority;      ///< CR 117.3a: players receive priority in it
  ActionSet Allowed;  ///< possible actions (when holding priority)
  Step Next;          ///< where the turn goes (Cleanup: a new turn's Untap)
  std::string_view EntryRule; ///< the rule its entry action implements
};

constexpr ActionSet kInstantSpeed =
    actions({ActionKind::PassPriority, ActionKind::CastSpell, ActionKind::ActivateAbility,
             ActionKind::TurnFaceUp});
constexpr ActionSet kMainPhase = actions(
    {ActionKind::PassPriority, ActionKind::CastSpell, ActionKind::CastSorcerySpeed,
     ActionKind::ActivateAbility, ActionKind::PlayLand, ActionKind::TurnFaceUp});

/// The turn (CR 500.1, 501-514).
inline constexpr std::array<StepSpec, 13> kTurn = {{
    {Step::Untap, "untap step", Actor::Game, false, 0, Step::Upkeep,
     "CR 502.3: the active player untaps their permanents"},
    {Step::Upkeep, "upkeep step", Actor::ActivePlayer, true, kInstantSpeed,
     Step::Draw, "CR 503.1: upkeep triggers"},
    {Step::Draw, "draw step", Actor::ActivePlayer, true, kInstantSpeed,
     Step::PrecombatMain, "CR 504.1: the active player draws (not on the first turn, 103.8a)"},
    {Step::PrecombatMain, "precombat main phase", Actor::ActivePlayer, true,
     kMainPhase, Step::BeginningOfCombat, "CR 505.1"},
    {Step::BeginningOfCombat, "beginning of combat step", Actor::ActivePlayer, true,
     kInstantSpeed, Step::DeclareAttackers, "CR 507.1"},
    {Step::DeclareAttackers, "declare attackers step", Actor::ActivePlayer, true,
     kInstantSpeed | actions({ActionKind::DeclareAttackers}), Step::DeclareBlockers,
     "CR 508.1: the active player declares attackers"},
    {Step::DeclareBlockers, "declare blockers step", Actor::Defender, true,
     kInstantSpeed | actions({ActionKind::DeclareBlockers}), Step::FirstStrikeDamage,
     "CR 509.1: the defending player declares blockers"},
    {Step::FirstStrikeDamage, "first-strike combat damage step", Actor::Game, true,
     kInstantSpeed, Step::CombatDamage, "CR 510.4: first and double strikers deal damage"},
    {Step::CombatDamage, "combat damage step", Actor::Game, true, kInstantSpeed,
     Step::EndOfCombat, "CR 510.1-2: combat damage is dealt"},
    {Step::EndOfCombat, "end of combat step", Actor::ActivePlayer, true,
     kInstantSpeed, Step::PostcombatMain, "CR 511.3: creatures stop being attacking or blocking"},
    {Step::PostcombatMain, "postcombat main phase", Actor::ActivePlayer, true,
     kMainPhase, Step::End, "CR 505.1"},
    {Step::End, "end step", Actor::ActivePlayer, true, kInstantSpeed,
     Step::Cleanup, "CR 513.1: end step triggers"},
    {Step::Cleanup, "cleanup step", Actor::Game, false, 0, Step::Untap,
     "CR 514.1-2: discard to hand size; damage wears off; \"until end of turn\" effects end"},
}};

constexpr const StepSpec &spec(Step S) { return kTurn[static_cast<int>(S)]; }

} // namespace strata::game

#endif
