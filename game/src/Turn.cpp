//===- Turn.cpp - Running the turn table -----------------------------------===//
///
/// \file
/// Walks the turn table of Turn.h: each step's entry action, then priority
/// when the row says players receive it (CR 500-514).
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>

namespace strata::game {
using namespace runtime;

Task<> Game::run(Step FirstStep) {
  recompute();
  Step S = FirstStep;
  while (!Over) {
    co_await runStep(S);
    if (Over)
      break;
    if (S == Step::Cleanup) {
      // CR 500.1: the next player's turn begins.
      Board.Active = opponentOf(Board.Active);
      ++TurnNumber;
      for (Player &P : Players)
        P.LandsPlayed = 0;
      // CR 302.6: the permanents the new active player controls now have
      // been under their control continuously since their most recent
      // turn began. Other players' stay as they are: a creature Alice
      // cast in her turn still can't {T} in Bob's.
      for (const GameObject &O : Board.Objects)
        if (O.In == Zone::Battlefield && controllerOf(O.Id) == Board.Active)
          SummoningSick[O.Id] = 0;
      // CR 611.2a: "until your next turn" effects end as that turn begins.
      std::erase_if(Board.Effects, [&](const CreatedEffect &E) {
        return E.Until == Duration::UntilYourNextTurn && E.Controller == Board.Active;
      });
      recompute();
    }
    S = spec(S).Next;
    // CR 508.8: if no creatures were declared as attackers, the blockers
    // and damage steps are skipped (not when declared attackers have left
    // combat since, e.g. killed by a first striker).
    if (!Battle.AttackersDeclared &&
        (S == Step::DeclareBlockers || S == Step::FirstStrikeDamage ||
         S == Step::CombatDamage))
      S = Step::EndOfCombat;
    // CR 510.4: the first-strike damage step exists only when needed.
    if (S == Step::FirstStrikeDamage && !needsFirstStrikeStep())
      S = Step::CombatDamage;
  }
}

Task<> Game::runStep(Step S) {
  Current = S;
  const StepSpec &Row = spec(S);
  switch (S) {
  case Step::Untap:
    untapStep();
    break;
  case Step::Upkeep:
    // CR 503.1a: "at the beginning of your upkeep" triggers.
    for (const GameObject &O : Board.Objects)
      if (O.In == Zone::Battlefield && controllerOf(O.Id) == Board.Active)
        raise(EventKind::BeginningOfUpkeep, O.Id);
    break;
  case Step::Draw:
    // CR 103.8a: the starting player skips the first turn's draw.
    if (!(TurnNumber == 1 && Board.Active == FirstPlayer))
      draw(Board.Active, 1);
    break;
  case Step::BeginningOfCombat:
    Battle.clear();
    Battle.Defender = opponentOf(Board.Active);
    break;
  case Step::DeclareAttackers:
    co_await declareAttackers();
    break;
  case Step::DeclareBlockers:
    co_await declareBlockers();
    break;
  case Step::FirstStrikeDamage:
    co_await dealCombatDamage(/*FirstStrikeStep=*/true);
    break;
  case Step::CombatDamage:
    co_await dealCombatDamage(/*FirstStrikeStep=*/false);
    break;
  case Step::EndOfCombat:
    // CR 702.147a: decayed attackers are sacrificed at end of combat
    // (CR 701.21a: their controller puts them into the graveyard).
    for (ObjectId A : Battle.SacrificeAtEndOfCombat)
      if (Board.object(A).In == Zone::Battlefield)
        co_await putIntoGraveyard(A); // dies: replacement effects apply (614.1a)
    recompute();
    break;
  case Step::Cleanup:
    co_await cleanupStep();
    break;
  case Step::PrecombatMain:
  case Step::PostcombatMain:
  case Step::End:
    break;
  }
  if (!Over && Row.Priority)
    co_await priorityRound();
  if (S == Step::EndOfCombat)
    Battle.clear(); // CR 511.3
  // CR 106.4: mana empties at the end of each step.
  for (Player &P : Players)
    P.Pool.clear();
}

void Game::untapStep() {
  // CR 502.3: the active player untaps their permanents.
  for (GameObject &O : Board.Objects)
    if (O.In == Zone::Battlefield && controllerOf(O.Id) == Board.Active)
      O.Tapped = false;
}

Task<> Game::cleanupStep() {
  // CR 514.1: the active player discards down to seven.
  for (;;) {
    int InHand = 0;
    for (const GameObject &O : Board.Objects)
      InHand += O.In == Zone::Hand && O.Owner == Board.Active;
    if (InHand <= 7)
      break;
    co_await discardOne(Board.Active);
  }
  // CR 514.2: damage wears off and "until end of turn" effects end.
  for (GameObject &O : Board.Objects)
    O.Damage = 0;
  endUntilEndOfTurnEffects();
  recompute();
}

void Game::endUntilEndOfTurnEffects() {
  std::erase_if(Board.Effects, [](const CreatedEffect &E) {
    return E.Until == Duration::EndOfTurn;
  });
  // CR 514.2: "this turn" replacement and prevention effects end too.
  CreatedReplacements.clear();
}

} // namespace strata::game
