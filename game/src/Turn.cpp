//===- Turn.cpp - Running the turn table -----------------------------------===//
///
/// \file
/// Walks the turn table of Turn.h: each step's entry action, then priority
/// when the row says players receive it, then the first of its
/// transitions whose guard holds (CR 500-514).
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include <utility>

#include "strata/runtime/CardDef.h"

#include <algorithm>

namespace strata::game {
using namespace runtime;

Task<> Game::run(Step FirstStep, bool Resuming) {
  if (!Resuming)
    recompute();
  Step S = FirstStep;
  while (!Over) {
    co_await runStep(S, std::exchange(Resuming, false));
    if (Over)
      break;
    // The first transition of the row whose guard holds (Turn.h).
    for (const Transition &T : spec(S).Next) {
      if (!holds(T.When))
        continue;
      if (T.NewTurn)
        beginNextTurn();
      S = T.To;
      break;
    }
  }
}

bool Game::holds(Guard G) const {
  switch (G) {
  case Guard::Always:
    return true;
  case Guard::NoAttackersDeclared:
    // CR 508.8: not when declared attackers have left combat since (e.g.
    // killed by a first striker): that they were declared is what counts.
    return !Battle.AttackersDeclared;
  case Guard::NoFirstOrDoubleStrike:
    return !needsFirstStrikeStep();
  }
  return false;
}

void Game::beginNextTurn() {
  // CR 500.1: the next player's turn begins.
  Board.Active = opponentOf(Board.Active);
  ++TurnNumber;
  for (Player &P : Players)
    P.LandsPlayed = 0;
  // CR 302.6: the permanents the new active player controls now have been
  // under their control continuously since their most recent turn began.
  // Other players' stay as they are: a creature Alice cast in her turn
  // still can't {T} in Bob's.
  for (const GameObject &O : Board.objects())
    if (O.In == Zone::Battlefield && controllerOf(O.Id) == Board.Active)
      SummoningSick[O.Id] = 0;
  // CR 611.2a: "until your next turn" effects end as that turn begins.
  endEffectsIf([&](const CreatedEffect &E) {
    return E.Until == Duration::UntilYourNextTurn && E.Controller == Board.Active;
  });
  recompute();
}

Task<> Game::enterStep(Entry E) {
  switch (E) {
  case Entry::None:
    break;
  case Entry::Untap:
    untapStep();
    break;
  case Entry::UpkeepTriggers:
    // CR 503.1a: "at the beginning of your upkeep" triggers.
    raise(EventKind::BeginningOfUpkeep, kNoObject);
    break;
  case Entry::EndStepTriggers:
    // CR 513.1a: "at the beginning of the end step" triggers.
    raise(EventKind::BeginningOfEndStep, kNoObject);
    break;
  case Entry::Draw:
    // CR 103.8a: the starting player skips the first turn's draw.
    if (!(TurnNumber == 1 && Board.Active == FirstPlayer))
      draw(Board.Active, 1);
    break;
  case Entry::BeginCombat:
    endCombat();
    Battle.Defender = opponentOf(Board.Active);
    break;
  case Entry::DeclareAttackers:
    co_await declareAttackers();
    break;
  case Entry::DeclareBlockers:
    co_await declareBlockers();
    break;
  case Entry::FirstStrikeDamage:
    co_await dealCombatDamage(/*FirstStrikeStep=*/true);
    break;
  case Entry::CombatDamage:
    co_await dealCombatDamage(/*FirstStrikeStep=*/false);
    break;
  case Entry::EndOfCombat:
    // CR 702.147a: decayed attackers are sacrificed at end of combat
    // (CR 701.21a: their controller puts them into the graveyard).
    for (ObjectId A : Battle.SacrificeAtEndOfCombat)
      if (Board.object(A).In == Zone::Battlefield)
        co_await moveObject(A, Zone::Graveyard); // dies: replacement effects apply (614.1a)
    recompute();
    break;
  case Entry::Cleanup:
    co_await cleanupStep();
    break;
  }
}

Task<> Game::runStep(Step S, bool Resuming) {
  Current = S;
  const StepSpec &Row = spec(S);
  if (!Resuming) // a resumed clone is past the entry action already
    co_await enterStep(Row.OnEntry);
  if (!Over && Row.Priority)
    co_await priorityRound(Resuming);
  if (S == Step::EndOfCombat)
    endCombat(); // CR 511.3
  // CR 106.4: mana empties at the end of each step.
  for (Player &P : Players)
    P.Pool.clear();
}

void Game::untapStep() {
  // CR 502.3: the active player untaps their permanents.
  for (const GameObject &O : Board.objects())
    if (O.Tapped && O.In == Zone::Battlefield && controllerOf(O.Id) == Board.Active)
      Board.edit(O.Id).Tapped = false;
}

Task<> Game::cleanupStep() {
  // CR 514.1: the active player discards down to seven.
  for (;;) {
    int InHand = 0;
    for (const GameObject &O : Board.objects())
      InHand += O.In == Zone::Hand && O.Owner == Board.Active;
    if (InHand <= 7)
      break;
    co_await discardOne(Board.Active);
  }
  // CR 514.2: damage wears off and "until end of turn" effects end.
  for (const GameObject &O : Board.objects())
    if (O.Damage != 0)
      Board.edit(O.Id).Damage = 0;
  endUntilEndOfTurnEffects();
  recompute();
}

void Game::endUntilEndOfTurnEffects() {
  endEffectsIf([](const CreatedEffect &E) {
    return E.Until == Duration::EndOfTurn;
  });
  // CR 514.2: "this turn" replacement and prevention effects end too.
  CreatedReplacements.clear();
}

} // namespace strata::game
