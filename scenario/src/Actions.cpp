//===- Actions.cpp - The scenario actions ----------------------------------===//
///
/// \file
/// Each action of the scenario format, run to completion on the engine.
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/Runner.h"

#include "Queue.h"

#include "strata/cards/CardLibrary.h"
#include "strata/runtime/CardDef.h"
#include "strata/runtime/CounterKinds.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>

namespace strata::scenario {
using namespace runtime;
using game::Decision;
using game::DecisionKind;

/// CR 122.1: the `counters:` action's put, through the game's replacement
/// effects; \p Put says whether the object could take the kind.
static game::Task<> putCountersOn(game::Game &G, ObjectId Id, CounterKind K, int N, bool &Put) {
  Put = co_await G.putCounters(Id, K, N);
}

static std::optional<Zone> zoneNamed(llvm::StringRef Z) {
  for (std::size_t I = 0; I < kZoneNames.size(); ++I)
    if (Z.equals_insensitive(kZoneNames[I]))
      return static_cast<Zone>(I);
  return std::nullopt;
}

/// Why a spell can't be cast now, by the rule it breaks.
static std::string whyNotCastable(const game::Game &G, ObjectId Card, PlayerId P) {
  const CoreCharacteristics &C = G.characteristics(Card);
  bool Instant = C.Types.contains(CardType::Instant) || C.Keywords.contains(Keyword::Flash);
  if (C.Types.contains(CardType::Land))
    return "a land is played, not cast (CR 305.1)";
  if (!Instant) {
    if (P != G.activePlayer())
      return "it is not " + G.player(P).Name + "'s turn: a " +
             std::string(C.Types.contains(CardType::Sorcery) ? "sorcery" : "permanent spell") +
             " can be cast only in its controller's main phase (CR 307.1, 301.1)";
    if (!G.stack().empty())
      return "the stack is not empty (CR 307.1: sorcery timing)";
    if (G.step() != game::Step::PrecombatMain && G.step() != game::Step::PostcombatMain)
      return "it is not a main phase (CR 307.1: sorcery timing)";
  }
  if (G.board().object(Card).In == Zone::Graveyard &&
      !C.Keywords.contains(Keyword::Flashback))
    return "it is in the graveyard without flashback (CR 702.34a, 601.2)";
  return "it has no legal target (CR 601.2c, 115.1)";
}

bool ScenarioRun::cast(const Action &A) {
  PlayerId By = G->activePlayer();
  if (A.By) {
    auto P = player(*A.By);
    if (!P)
      return false;
    By = *P;
  }
  Zone From = Zone::Hand;
  if (A.From) {
    auto Z = zoneNamed(A.From->Text);
    if (!Z || (*Z != Zone::Hand && *Z != Zone::Graveyard && *Z != Zone::Exile))
      return error(A.From->Loc, "'from' must be hand, graveyard or exile");
    From = *Z;
  }
  // The card: an existing id in that zone, or a card created there.
  std::optional<ObjectId> Card;
  auto Known = Ids.find(A.Subject.Text);
  if (!A.Id && Known != Ids.end() && G->board().object(Known->second).In == From)
    Card = Known->second;
  if (!Card) {
    CardEntry E;
    E.Card = A.Subject;
    E.Id = A.Id;
    E.Loc = A.Loc;
    E.Owner = S.Players[By];
    if (!place(E, From, By, false))
      return false;
    Card = static_cast<ObjectId>(G->board().numObjects() - 1);
    // The pending decision was offered before the card existed.
    G->recompute();
    G->reconsiderPriority();
    // Creating the card is the scenario's set-up, not the cast: a refused
    // cast must leave the game as it is from here.
    if (CaptureRefusal)
      RefusalBaseline = G->stateHash();
  }
  Queue Q;
  Q.Targets = A.Targets;
  Q.Choices = A.Choices;
  Q.Answers = A.Answers;
  Q.X = A.X;
  Q.XLoc = A.Loc;
  if (!givePriorityTo(By, A, Q))
    return false;
  const Decision &D = *G->pending();
  std::optional<int> Option;
  for (std::size_t I = 0; I < D.Options.size() && !Option; ++I)
    if (auto Info = G->pendingAction(static_cast<int>(I)))
      if ((Info->Kind == game::ActionKind::CastSpell) && Info->Object == *Card)
        Option = static_cast<int>(I);
  if (!Option)
    return error(A.Loc, "cannot cast " + A.Subject.Text + " now: " +
                            whyNotCastable(*G, *Card, By));
  G->answer(*Option);
  // Targets and choices as the spell is cast (CR 601.2b-c).
  TargetingSource = *Card;
  while (!G->over() && G->pending()->Kind != DecisionKind::Priority)
    if (!answerOther(A, Q))
      return false;
  TargetingSource = kNoObject;
  if (G->board().object(*Card).In != Zone::Stack && !G->stackItemOf(*Card))
    return error(A.Loc, "casting " + A.Subject.Text + " failed (CR 601.2)");
  if (!checkTargets(A, Q, *Card))
    return false;
  if (A.Hold) {
    // Its remaining choices answer what it asks as it resolves, later.
    Deferred[*Card] = std::make_unique<Queue>(Q);
    return true;
  }
  return resolveStack(A, Q) && allUsed(Q);
}

bool ScenarioRun::activate(const Action &A) {
  auto Obj = object(A.Subject);
  if (!Obj)
    return false;
  // "ability: N" counts the object's activated abilities, mana abilities
  // included, in printed order.
  int N = A.Ability.value_or(1);
  std::optional<AbilityRef> Chosen;
  int Seen = 0;
  for (const AbilityRef &R : G->rulesText(*Obj).Abilities) {
    bool Activated = R.Intrinsic;
    if (!R.Intrinsic) {
      AbilityKind K = R.Printer->ability(R.Index).Kind;
      Activated = K == AbilityKind::Activated || K == AbilityKind::Mana;
    }
    if (Activated && ++Seen == N) {
      Chosen = R;
      break;
    }
  }
  if (!Chosen)
    return error(A.Loc, A.Subject.Text + " has no activated ability " + std::to_string(N) +
                            " (it has " + std::to_string(Seen) + ")");
  PlayerId By = G->controllerOf(*Obj);
  if (A.By) {
    auto P = player(*A.By);
    if (!P)
      return false;
    By = *P;
  }
  Queue Q;
  Q.Targets = A.Targets;
  Q.Choices = A.Choices;
  Q.Answers = A.Answers;
  Q.X = A.X;
  Q.XLoc = A.Loc;
  if (!givePriorityTo(By, A, Q))
    return false;
  const Decision &D = *G->pending();
  std::optional<int> Option;
  for (std::size_t I = 0; I < D.Options.size() && !Option; ++I)
    if (auto Info = G->pendingAction(static_cast<int>(I)))
      if (Info->Kind == game::ActionKind::ActivateAbility && Info->Object == *Obj &&
          Info->Ability.Printer == Chosen->Printer && Info->Ability.Index == Chosen->Index &&
          Info->Ability.Intrinsic == Chosen->Intrinsic)
        Option = static_cast<int>(I);
  if (!Option) {
    const char *Why = G->whyNotActivatable(By, *Obj, *Chosen);
    return error(A.Loc, "cannot activate ability " + std::to_string(N) + " of " +
                            A.Subject.Text + " now: " +
                            (Why ? Why : "a player may activate it only while holding "
                                         "priority (CR 602.2, 117.1b)"));
  }
  G->answer(*Option);
  TargetingSource = *Obj;
  while (!G->over() && G->pending()->Kind != DecisionKind::Priority)
    if (!answerOther(A, Q))
      return false;
  TargetingSource = kNoObject;
  if (!checkTargets(A, Q, *Obj))
    return false;
  if (A.Hold)
    return true;
  return resolveStack(A, Q) && allUsed(Q);
}

/// Why \p Id can't attack now (CR 508.1a).
static std::string whyCantAttack(const game::Game &G, ObjectId Id, const std::string &Name) {
  if (G.board().object(Id).In != Zone::Battlefield)
    return Name + " is not on the battlefield";
  if (!G.isCreature(Id))
    return Name + " is not a creature (CR 508.1a)";
  if (G.controllerOf(Id) != G.activePlayer())
    return Name + " is not controlled by the attacking player (CR 508.1a)";
  if (G.board().object(Id).Tapped)
    return Name + " is tapped (CR 508.1a)";
  if (G.hasKeyword(Id, Keyword::Defender))
    return Name + " has defender (CR 702.3b)";
  if (!G.freeOfSummoningSickness(Id))
    return Name + " has not been under its controller's control since their most recent "
                  "turn began and lacks haste (CR 302.6, 508.1a)";
  return Name + " can't attack (CR 508.1a)";
}

static std::string whyPairCantBlock(const game::Game &G, ObjectId Blocker, ObjectId Attacker,
                                    const std::string &B, const std::string &At);

/// Why \p Blocker can't block \p Attacker (CR 509.1a-b).
static std::string whyCantBlock(const game::Game &G, ObjectId Blocker, ObjectId Attacker,
                                const std::string &B, const std::string &At) {
  if (G.board().object(Blocker).In != Zone::Battlefield || !G.isCreature(Blocker))
    return B + " is not a creature on the battlefield (CR 509.1a)";
  if (G.controllerOf(Blocker) != G.combat().Defender)
    return B + " is not controlled by the defending player (CR 509.1a)";
  if (G.board().object(Blocker).Tapped)
    return B + " is tapped (CR 509.1a)";
  if (std::find(G.combat().Attackers.begin(), G.combat().Attackers.end(), Attacker) ==
      G.combat().Attackers.end())
    return At + " is not attacking (CR 509.1a)";
  return whyPairCantBlock(G, Blocker, Attacker, B, At);
}

/// Why \p Blocker can't block \p Attacker by their abilities (CR 509.1b).
static std::string whyPairCantBlock(const game::Game &G, ObjectId Blocker, ObjectId Attacker,
                                    const std::string &B, const std::string &At) {
  if (G.rules().CantBlock[Blocker])
    return B + " can't block (CR 509.1b)";
  if (G.rules().CantBeBlocked[Attacker])
    return At + " can't be blocked (CR 509.1b)";
  if (G.hasKeyword(Attacker, Keyword::Flying) && !G.hasKeyword(Blocker, Keyword::Flying) &&
      !G.hasKeyword(Blocker, Keyword::Reach))
    return B + " can't block " + At + ", which has flying (CR 702.9b)";
  if (G.protectedFrom(Attacker, G.characteristics(Blocker)))
    return At + " has protection from a color " + B + " has: it can't be blocked by " + B +
           " (CR 702.16f)";
  if (G.hasKeyword(Attacker, Keyword::Shadow) != G.hasKeyword(Blocker, Keyword::Shadow))
    return B + " can't block " + At + ": only creatures with shadow block or are blocked " +
           "by creatures with shadow (CR 702.28b)";
  if (G.hasKeyword(Blocker, Keyword::Decayed))
    return B + " has decayed and can't block (CR 702.147a)";
  if (!G.canBlock(Blocker, Attacker))
    return At + " can't be blocked: its controller's opponent controls a land of its "
                "landwalk type (CR 702.14c)";
  return B + " can't block " + At + " (CR 509.1a)";
}

/// Why the blocks \p Blocks are not a legal declaration now (CR 509.1a-c),
/// judged before any of them is declared so that a refused declaration
/// changes nothing; empty when legal.
std::optional<std::string>
ScenarioRun::blocksRefusal(const std::vector<std::pair<Word, Word>> &Blocks,
                           const std::vector<ObjectId> &Attackers, PlayerId Defender,
                           llvm::SMLoc &Loc) {
  for (auto &[Blocker, Attacker] : Blocks) {
    auto B = object(Blocker);
    auto At = object(Attacker);
    if (!B || !At)
      return std::string();
    const GameObject &O = G->board().object(*B);
    Loc = Blocker.Loc;
    if (!llvm::is_contained(Attackers, *At)) {
      Loc = Attacker.Loc;
      return Attacker.Text + " is not attacking (CR 509.1a)";
    }
    if (O.In != Zone::Battlefield || !G->isCreature(*B))
      return Blocker.Text + " is not a creature on the battlefield (CR 509.1a)";
    if (G->controllerOf(*B) != Defender)
      return Blocker.Text + " is not controlled by the defending player (CR 509.1a)";
    if (O.Tapped)
      return Blocker.Text + " is tapped (CR 509.1a)";
    if (!G->canBlock(*B, *At))
      return whyPairCantBlock(*G, *B, *At, Blocker.Text, Attacker.Text);
  }
  // CR 702.111b, 509.1c: menace: two or more blockers, or none; a
  // requirement on the whole declaration.
  for (ObjectId At : Attackers) {
    int Count = 0;
    for (auto &[Blocker, Attacker] : Blocks)
      if (auto Id = Ids.find(Attacker.Text); Id != Ids.end() && Id->second == At) {
        ++Count;
        Loc = Blocker.Loc;
      }
    if (Count == 1 && G->hasKeyword(At, Keyword::Menace))
      return idOf(At) + " has menace and can't be blocked except by two or more creatures "
                        "(CR 702.111b, 509.1c)";
  }
  return std::nullopt;
}

bool ScenarioRun::attack(const Action &A) {
  Queue Q;
  Q.Answers = A.Answers;
  std::vector<ObjectId> Attackers;
  for (const Word &W : A.Attackers) {
    auto O = object(W);
    if (!O)
      return false;
    Attackers.push_back(*O);
  }
  // A `refused:` attack must change nothing, so it is judged before the
  // game moves to combat, on the board as it is (CR 508.1a, 509.1a-b).
  if (A.Refused && !G->stack().empty())
    ; // the stack resolves first: judged as it goes
  else if (A.Refused) {
    PlayerId Active = G->activePlayer();
    for (std::size_t K = 0; K < Attackers.size(); ++K) {
      ObjectId Id = Attackers[K];
      const GameObject &O = G->board().object(Id);
      if (O.In != Zone::Battlefield || !G->isCreature(Id) || G->controllerOf(Id) != Active ||
          O.Tapped || G->hasKeyword(Id, Keyword::Defender) || !G->freeOfSummoningSickness(Id))
        return error(A.Attackers[K].Loc, whyCantAttack(*G, Id, A.Attackers[K].Text));
    }
    llvm::SMLoc Loc;
    if (auto Why = blocksRefusal(A.Blocks, Attackers, G->opponentOf(Active), Loc))
      return Why->empty() ? false : error(Loc, *Why);
  }
  // The active player moves to combat: passing in the main phase with an
  // empty stack.
  if (!resolveStack(A, Q))
    return false;
  int Turn = G->turnNumber();
  if (G->step() != game::Step::PrecombatMain)
    return error(A.Loc, "attack: combat comes after the precombat main phase; it is the " +
                            std::string(game::spec(G->step()).Name));
  if (!passUntil(A, Q, reached(DecisionKind::Attackers, game::Step::DeclareAttackers, Turn),
                 "the declare attackers step"))
    return false;
  for (std::size_t K = 0; K < Attackers.size(); ++K) {
    std::optional<int> Option;
    if (G->pending() && G->pending()->Kind == DecisionKind::Attackers)
      for (std::size_t I = 0; I < G->pending()->Options.size(); ++I)
        if (G->pending()->Options[I].Value == Attackers[K])
          Option = static_cast<int>(I);
    if (!Option)
      return error(A.Attackers[K].Loc,
                   whyCantAttack(*G, Attackers[K], A.Attackers[K].Text));
    G->answer(*Option);
  }
  // CR 702.83a: exalted triggers when a creature attacks alone. The rules'
  // ability (game::Exalted) is in the rules text of a permanent that
  // prints it, is granted it, or has an exalted counter (122.1b, from the
  // keyword rules bound with its card); a keyword with no ability behind it
  // (a card bound without the game's keyword rules) is refused rather than
  // ignored.
  if (Attackers.size() == 1)
    for (const GameObject &O : G->board().objects())
      if (O.In == Zone::Battlefield && G->controllerOf(O.Id) == G->activePlayer() &&
          G->hasKeyword(O.Id, Keyword::Exalted) && !G->hasKeywordAbility(O.Id, Keyword::Exalted))
        return error(A.Loc, A.Attackers[0].Text + " attacks alone while " + idOf(O.Id) +
                                " has exalted with no exalted ability behind the keyword: "
                                "its trigger (CR 702.83a) cannot be modelled");
  if (G->pending() && G->pending()->Kind == DecisionKind::Attackers)
    G->answer(0); // done
  if (A.Stop == CombatStop::Attackers)
    return stopInCombat(A, Q, game::Step::DeclareAttackers, Turn) && allUsed(Q);
  return declareBlocks(A, Q, Turn) && allUsed(Q);
}

std::function<bool()> ScenarioRun::reached(DecisionKind K, game::Step S, int Turn) const {
  // The declaration itself, or the step's priority when the declaration had
  // one possible answer ("done") and was not asked.
  return [this, K, S, Turn] {
    return G->turnNumber() != Turn || G->step() > S ||
           (G->pending() && (G->pending()->Kind == K ||
                             (G->step() == S && G->pending()->Kind == DecisionKind::Priority)));
  };
}

bool ScenarioRun::stopInCombat(const Action &A, Queue &Q, game::Step In, int Turn) {
  // Stopped there with priority and an empty stack, the step's triggers
  // resolved (CR 508.2, 509.4: they trigger as the step begins).
  if (!passUntil(
          A, Q,
          [&] {
            return G->turnNumber() != Turn || G->step() > In ||
                   (G->step() == In && G->stack().empty() && G->pending() &&
                    G->pending()->Kind == DecisionKind::Priority);
          },
          "the combat step to stop in"))
    return false;
  if (G->over() || (G->turnNumber() == Turn && G->step() == In))
    return true;
  return error(A.Loc, "combat did not stop in the " + std::string(game::spec(In).Name) +
                          ": it is the " + std::string(game::spec(G->step()).Name) +
                          (In == game::Step::DeclareBlockers
                               ? " (no creature is attacking any more, CR 508.8)"
                               : ""));
}

bool ScenarioRun::declareBlocks(const Action &A, Queue &Q, int Turn) {
  // Blocks, declared by the defending player; the whole declaration is
  // judged before any block is (CR 509.1c: a refused one changes nothing).
  if (!passUntil(A, Q, reached(DecisionKind::Blockers, game::Step::DeclareBlockers, Turn),
                 "the declare blockers step"))
    return false;
  llvm::SMLoc Loc;
  if (auto Why = blocksRefusal(A.Blocks, G->combat().Attackers, G->combat().Defender, Loc))
    return Why->empty() ? false : error(Loc, *Why);
  if (!A.Blocks.empty() &&
      !(G->pending() && G->pending()->Kind == DecisionKind::Blockers))
    return error(A.Loc, "no blocks can be declared: the game is in the " +
                            std::string(game::spec(G->step()).Name));
  for (auto &[Blocker, Attacker] : A.Blocks) {
    auto B = object(Blocker);
    auto At = object(Attacker);
    if (!B || !At)
      return false;
    std::string Want = G->label(*B) + " blocks " + G->label(*At);
    std::optional<int> Option;
    if (G->pending() && G->pending()->Kind == DecisionKind::Blockers)
      for (std::size_t I = 0; I < G->pending()->Options.size(); ++I)
        if (G->pending()->Options[I].Label == Want)
          Option = static_cast<int>(I);
    if (!Option)
      return error(Blocker.Loc, whyCantBlock(*G, *B, *At, Blocker.Text, Attacker.Text));
    G->answer(*Option);
  }
  if (G->pending() && G->pending()->Kind == DecisionKind::Blockers)
    G->answer(0); // done
  if (A.Stop == CombatStop::Blockers)
    return stopInCombat(A, Q, game::Step::DeclareBlockers, Turn);
  return finishCombat(A, Q, Turn);
}

bool ScenarioRun::finishCombat(const Action &A, Queue &Q, int Turn) {
  // Damage, then on to the postcombat main phase.
  return passUntil(
      A, Q,
      [&] {
        return G->turnNumber() != Turn ||
               (G->step() == game::Step::PostcombatMain && G->stack().empty() &&
                G->pending() && G->pending()->Kind == DecisionKind::Priority);
      },
      "the postcombat main phase");
}

/// Is the game stopped in combat (an `attack` or `block` with `stop:`)?
static bool inCombat(const game::Game &G) {
  return G.step() >= game::Step::BeginningOfCombat && G.step() <= game::Step::EndOfCombat;
}

bool ScenarioRun::block(const Action &A, Queue &Q) {
  // Held spells and abilities resolve first, as before any action.
  if (!resolveStack(A, Q))
    return false;
  if (G->step() != game::Step::DeclareAttackers)
    return error(A.Loc, "block: blocks are declared only while stopped in the declare "
                        "attackers step (an 'attack' with 'stop: attackers'); it is the " +
                            std::string(game::spec(G->step()).Name));
  // Judged here, before priority passes into the declare blockers step, so
  // that a refused declaration changes nothing (CR 509.1c).
  llvm::SMLoc Loc;
  if (auto Why = blocksRefusal(A.Blocks, G->combat().Attackers, G->combat().Defender, Loc))
    return Why->empty() ? false : error(Loc, *Why);
  return declareBlocks(A, Q, G->turnNumber());
}

bool ScenarioRun::turnFaceUp(const Action &A, Queue &Q) {
  auto O = object(A.Subject);
  if (!O)
    return false;
  const GameObject &Obj = G->board().object(*O);
  if (Obj.In != Zone::Battlefield || !Obj.FaceDown)
    return error(A.Subject.Loc,
                 A.Subject.Text + " is not a face-down permanent" +
                     (Obj.In != Zone::Battlefield ? " (it is not on the battlefield)"
                                                  : " (it is face up)") +
                     ": only a face-down permanent can be turned face up (CR 708.8)");
  // CR 116.2b, 702.37e: its controller turns it, while holding priority.
  PlayerId Controller = G->controllerOf(*O);
  if (A.By) {
    auto P = player(*A.By);
    if (!P)
      return false;
    if (*P != Controller)
      return error(A.By->Loc, A.By->Text + " does not control " + A.Subject.Text +
                                  ": only its controller turns it face up (CR 116.2b, 702.37e)");
  }
  if (!givePriorityTo(Controller, A, Q))
    return false;
  // The morph special action when the game offers it (its cost waived like
  // mana costs); otherwise the scenario turns it as an effect would.
  const Decision &D = *G->pending();
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    if (auto Info = G->pendingAction(static_cast<int>(I)))
      if (Info->Kind == game::ActionKind::TurnFaceUp && Info->Object == *O) {
        G->answer(static_cast<int>(I));
        while (!G->over() && G->pending()->Kind != DecisionKind::Priority)
          if (!answerOther(A, Q))
            return false;
        if (G->board().object(*O).FaceDown)
          return error(A.Loc, "turning " + A.Subject.Text + " face up failed (CR 702.37e)");
        return afterOutsideChange(A, Q);
      }
  G->turnFaceUpNow(*O);
  return afterOutsideChange(A, Q);
}

bool ScenarioRun::perform(const Action &A) {
  Queue Q;
  Q.Answers = A.Answers;
  // Cast, activate and attack answer from queues of their own.
  bool OwnQueue = A.Kind == ActionKind::Cast || A.Kind == ActionKind::Activate ||
                  A.Kind == ActionKind::Attack;
  return performKind(A, Q) && (OwnQueue || allUsed(Q));
}

bool ScenarioRun::performKind(const Action &A, Queue &Q) {
  switch (A.Kind) {
  case ActionKind::Cast:
    return cast(A);
  case ActionKind::Activate:
    return activate(A);
  case ActionKind::Attack:
    return attack(A);
  case ActionKind::Block:
    return block(A, Q);
  case ActionKind::FinishCombat:
    if (!resolveStack(A, Q))
      return false;
    if (!inCombat(*G))
      return error(A.Loc, "finish_combat: the game is not stopped in combat; it is the " +
                              std::string(game::spec(G->step()).Name));
    return finishCombat(A, Q, G->turnNumber());
  case ActionKind::Expect:
    check(A.Expect, Step);
    return true;
  case ActionKind::Resolve:
    if (G->stack().empty())
      return error(A.Loc, "resolve: the stack is empty; nothing was held (hold: true) to "
                          "resolve");
    return resolveStack(A, Q);
  case ActionKind::EndTurn: {
    // CR 514: through cleanup, then the next turn up to its precombat main
    // phase; optional choices are declined.
    Q.DeclineOptional = true;
    int Turn = G->turnNumber();
    return passUntil(
        A, Q,
        [&] {
          return G->turnNumber() != Turn && G->step() == game::Step::PrecombatMain &&
                 G->stack().empty() && G->pending() &&
                 G->pending()->Kind == DecisionKind::Priority;
        },
        "the next turn's precombat main phase");
  }
  case ActionKind::Enter: {
    PlayerId Controller = 0;
    if (A.Entry.Controller) {
      auto P = player(*A.Entry.Controller);
      if (!P)
        return false;
      Controller = *P;
    }
    if (!place(A.Entry, Zone::Battlefield, Controller, /*Enter=*/true, &A.Answers))
      return false;
    return afterOutsideChange(A, Q);
  }
  case ActionKind::Leave: {
    auto O = object(A.Subject);
    if (!O)
      return false;
    Zone To = Zone::Graveyard;
    if (A.To) {
      auto Z = zoneNamed(A.To->Text);
      if (!Z || *Z == Zone::Battlefield || *Z == Zone::Stack || *Z == Zone::Command ||
          *Z == Zone::None)
        return error(A.To->Loc, "'to' must be graveyard, exile, hand or library");
      To = *Z;
    }
    if (G->board().object(*O).In != Zone::Battlefield)
      return error(A.Subject.Loc, A.Subject.Text + " is not on the battlefield");
    // CR 614.1, 614.6: replacement effects apply to the move (a creature
    // put into a graveyard dies, 700.4).
    if (auto Failed = G->runSideProcedure(G->moveObject(*O, To), answererFor(Q)))
      return error(A.Loc, Failed->Message);
    return afterOutsideChange(A, Q);
  }
  case ActionKind::Counters: {
    auto O = object(A.Subject);
    if (!O)
      return false;
    CounterKindParse K = parseCounterKind(A.Kind_->Text);
    if (!K.Kind)
      return error(A.Kind_->Loc, K.Error);
    if (*A.Count > 0) {
      // CR 122.1, 614.1a: putting counters of any kind is an event
      // replacement effects modify (Doubling Season, Hardened Scales);
      // removing them is not.
      bool Put = true;
      if (auto Failed = G->runSideProcedure(putCountersOn(*G, *O, *K.Kind, *A.Count, Put),
                                            answererFor(Q)))
        return error(A.Loc, Failed->Message);
      if (!Put)
        return error(A.Kind_->Loc, "too many kinds of keyword counters on one object");
    } else if (!putCounters(G->board(), *O, *K.Kind, *A.Count)) // CR 613.7c
      return error(A.Kind_->Loc, "too many kinds of keyword counters on one object");
    return afterOutsideChange(A, Q);
  }
  case ActionKind::Attach: {
    auto O = object(A.Subject);
    auto To = object(*A.To);
    if (!O || !To)
      return false;
    G->board().attach(*O, *To); // CR 613.7e: a new timestamp
    return afterOutsideChange(A, Q);
  }
  case ActionKind::TurnFaceUp:
    return turnFaceUp(A, Q);
  case ActionKind::Damage: {
    game::Target T;
    bool IsPlayer = false;
    for (std::size_t P = 0; P < S.Players.size(); ++P)
      if (S.Players[P].Text == A.Subject.Text) {
        T = {true, static_cast<std::int32_t>(P)};
        IsPlayer = true;
      }
    if (!IsPlayer) {
      auto O = object(A.Subject);
      if (!O)
        return false;
      // CR 120.1: damage is dealt to permanents (creatures, planeswalkers,
      // battles) and players, never to a card in another zone.
      if (G->board().object(*O).In != Zone::Battlefield)
        return error(A.Subject.Loc, A.Subject.Text + " is not on the battlefield: damage is "
                                    "dealt to permanents and players (CR 120.1)");
      T = {false, *O};
    }
    // CR 120.1: the source deals it, with its deathtouch, lifelink and
    // colors as it is now (400.7: a card that left the battlefield is a
    // new object, with no memory of the permanent); damage from no source: effects on damage from any source
    // apply (CR 614.2, 615), those on a kind of source do not.
    ObjectId Source = kNoObject;
    if (A.Source) {
      auto O = object(*A.Source);
      if (!O)
        return false;
      // CR 111.7, 704.5d: a token that left the battlefield ceased to
      // exist; nothing is left to deal damage.
      if (G->board().object(*O).In == Zone::None)
        return error(A.Source->Loc, A.Source->Text + " has ceased to exist (CR 111.7): it "
                                    "can't be a source of damage");
      Source = *O;
    }
    if (auto Failed =
            G->runSideProcedure(G->dealDamageAsItIsNow(Source, T, *A.Amount), answererFor(Q)))
      return error(A.Loc, Failed->Message);
    return afterOutsideChange(A, Q);
  }
  }
  return false;
}

} // namespace strata::scenario
