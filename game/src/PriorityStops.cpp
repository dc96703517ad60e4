//===- PriorityStops.cpp - When a player wants to be asked -----------------===//
#include "strata/game/PriorityStops.h"

#include "strata/runtime/CardDef.h"

namespace strata::game {
using namespace runtime;

namespace {

struct StepName {
  std::string_view Name;
  Step S;
};
constexpr StepName kStepNames[] = {
    {"upkeep", Step::Upkeep},
    {"draw", Step::Draw},
    {"main1", Step::PrecombatMain},
    {"combat", Step::BeginningOfCombat},
    {"attackers", Step::DeclareAttackers},
    {"blockers", Step::DeclareBlockers},
    {"first-strike", Step::FirstStrikeDamage},
    {"damage", Step::CombatDamage},
    {"end-of-combat", Step::EndOfCombat},
    {"main2", Step::PostcombatMain},
    {"end", Step::End},
};

/// An option that does something: not passing, not a mana ability (CR
/// 605: mana with nothing to spend it on empties at the step's end).
bool meaningful(const Game &G, int I) {
  std::optional<Game::ActionInfo> A = G.pendingAction(I);
  if (!A || A->Kind == ActionKind::PassPriority)
    return false;
  if (A->Kind != ActionKind::ActivateAbility)
    return true;
  if (A->Ability.Intrinsic)
    return false; // CR 305.6: a basic land type's mana ability
  return A->Ability.Printer->ability(A->Ability.Index).Kind != AbilityKind::Mana;
}

} // namespace

PriorityStops::PriorityStops() {
  setStop(true, Step::PrecombatMain, true);
  setStop(true, Step::PostcombatMain, true);
  setStop(false, Step::DeclareAttackers, true);
  setStop(false, Step::End, true);
}

PriorityStops PriorityStops::none() {
  PriorityStops S;
  S.Own = {};
  S.Theirs = {};
  return S;
}

PriorityStops PriorityStops::everywhere() {
  PriorityStops S;
  S.Everywhere = true;
  return S;
}

void PriorityStops::passUntilMyNextTurn(const Game &G, PlayerId P) {
  Mode = Passing::UntilMyTurn;
  Me = P;
  FromTurn = G.turnNumber();
}

void PriorityStops::passUntilSomethingChanges(const Game &G) {
  Mode = Passing::UntilChange;
  Board = G.boardHash();
}

int PriorityStops::passIndex(const Game &G) {
  const Decision *D = G.pending();
  for (int I = 0; D && I < static_cast<int>(D->Options.size()); ++I)
    if (std::optional<Game::ActionInfo> A = G.pendingAction(I);
        A && A->Kind == ActionKind::PassPriority)
      return I;
  return -1;
}

bool PriorityStops::shouldAsk(const Game &G) {
  const Decision *D = G.pending();
  if (!D || D->Kind != DecisionKind::Priority || passIndex(G) < 0)
    return true;
  if (Everywhere)
    return true;
  bool Something = false;
  for (int I = 0; I < static_cast<int>(D->Options.size()) && !Something; ++I)
    Something = meaningful(G, I);
  if (!Something)
    return false;
  if (Mode == Passing::UntilMyTurn) {
    if (G.activePlayer() == Me && G.turnNumber() > FromTurn)
      Mode = Passing::No;
    else
      return false;
  }
  if (Mode == Passing::UntilChange) {
    if (G.boardHash() != Board)
      Mode = Passing::No;
    else
      return false;
  }
  if (!G.stack().empty())
    return true;
  return stopsAt(G.activePlayer() == D->Player, G.step());
}

std::optional<Step> PriorityStops::parseStep(std::string_view Name) {
  for (const StepName &S : kStepNames)
    if (S.Name == Name)
      return S.S;
  return std::nullopt;
}

std::string PriorityStops::stepNames() {
  std::string Out;
  for (const StepName &S : kStepNames)
    Out += (Out.empty() ? "" : ", ") + std::string(S.Name);
  return Out;
}

} // namespace strata::game
