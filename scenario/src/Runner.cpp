//===- Runner.cpp - Driving the game engine through a scenario ------------===//
///
/// \file
/// Builds the starting board, then runs each action to completion on the
/// real engine: the runner only answers the decisions the game asks
/// (priority, targets, choices, attackers, blockers) from the scenario.
///
//===----------------------------------------------------------------------===//
#include "strata/scenario/Runner.h"
#include "strata/scenario/CardNames.h"

#include "Expectations.h"
#include "Queue.h"

#include "strata/cards/CardLibrary.h"
#include "strata/runtime/CardDef.h"
#include "strata/runtime/CounterKinds.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

#include <algorithm>
#include <limits>

namespace strata::scenario {
using namespace runtime;
using game::Decision;
using game::DecisionKind;


ScenarioRun::ScenarioRun(const Scenario &S, llvm::SourceMgr &SM, Diagnostics &Diags)
    : S(S), SM(SM), Diags(Diags) {}

ScenarioRun::~ScenarioRun() = default;

bool ScenarioRun::error(llvm::SMLoc Loc, const llvm::Twine &Msg) {
  if (CaptureRefusal) {
    if (!Refusal)
      Refusal = Msg.str();
    return false;
  }
  Diags.error(SM, Loc, Msg);
  return false;
}

/// The rules a refusal cites: "(CR 601.2c, 115.1)" gives 601.2c and 115.1.
static std::vector<std::string> citedRules(llvm::StringRef Msg) {
  std::vector<std::string> Out;
  llvm::Regex Rule("([0-9]{3}(\\.[0-9]+[a-z]?)?)");
  for (std::size_t At = Msg.find("CR "); At != llvm::StringRef::npos;
       At = Msg.find("CR ", At + 3)) {
    // "CR 601.2c, 115.1": every rule of the list after "CR".
    llvm::StringRef Rest = Msg.substr(At + 3);
    llvm::SmallVector<llvm::StringRef, 3> M;
    while (Rule.match(Rest, &M) && Rest.starts_with(M[1])) {
      Out.push_back(M[1].str());
      Rest = Rest.drop_front(M[1].size());
      if (!Rest.consume_front(", ") && !Rest.consume_front(" and "))
        break;
    }
  }
  return Out;
}

/// Is \p Cited \p Rule or one of its sub-rules (601.2 covers 601.2c, not
/// 601.21)?
static bool citesRule(llvm::StringRef Cited, llvm::StringRef Rule) {
  return Cited.starts_with(Rule) &&
         (Cited.size() == Rule.size() || !llvm::isDigit(Cited[Rule.size()]));
}

bool ScenarioRun::performRefused(const Action &A) {
  const std::string &Rule = A.Refused->Text;
  RefusalBaseline = G->stateHash();
  CaptureRefusal = true;
  PastOwnPart = false;
  Refusal.reset();
  bool Allowed = perform(A);
  CaptureRefusal = false;
  std::string Id = "action " + std::to_string(Step) + " (" + actionText(Step) + ")";
  if (Allowed) {
    Mismatches.push_back({Id, "refused",
                          "expected it refused citing " + Rule + ", but it was allowed",
                          A.Refused->Loc, Step});
    return true; // the game went on as the action made it
  }
  if (!Refusal)
    return false; // an input error, reported
  // The action was taken (the game found it legal) and a choice made after
  // it was refused (a trigger's target as it goes on the stack, 603.3d):
  // that answer is what the scenario must mark, not the action (CR 732.1
  // undoes only the choice).
  if (PastOwnPart && G->stateHash() != RefusalBaseline)
    return error(A.Refused->Loc,
                 "the action was taken; what was refused is a later choice (" +
                     *Refusal +
                     "): mark that answer instead, {answer: X, refused: RULE} (CR 732.1)");
  std::vector<std::string> Cited = citedRules(*Refusal);
  bool Matches = llvm::any_of(Cited, [&](const std::string &C) { return citesRule(C, Rule); });
  if (!Matches)
    Mismatches.push_back({Id, "refused",
                          "expected a refusal citing " + Rule + ", got: " + *Refusal,
                          A.Refused->Loc, Step});
  // CR: an illegal action is undone as a whole; nothing of it may remain.
  if (G->stateHash() != RefusalBaseline) {
    Mismatches.push_back({Id, "refused",
                          "the refused action changed the game (" + *Refusal +
                              "); the scenario stops here",
                          A.Refused->Loc, Step});
    return false;
  }
  return true;
}

std::string ScenarioRun::idOf(ObjectId Id) const {
  auto It = Names.find(Id);
  return It != Names.end() ? It->second : G->label(Id);
}

std::optional<PlayerId> ScenarioRun::player(const Word &W) {
  for (std::size_t P = 0; P < S.Players.size(); ++P)
    if (S.Players[P].Text == W.Text)
      return static_cast<PlayerId>(P);
  std::string Known;
  for (const Word &P : S.Players)
    Known += (Known.empty() ? "" : ", ") + P.Text;
  error(W.Loc, "unknown player '" + W.Text + "'; the players are " + Known);
  return std::nullopt;
}

void ScenarioRun::nameNewTokens() {
  // Tokens get `NAME N` (docs/scenario-format.md): the name the creating
  // effect gave (its definition's, before a copy effect applies as it
  // enters) and the count of tokens of that name so far.
  for (auto N = static_cast<ObjectId>(G->board().numObjects()); TokensSeen < N; ++TokensSeen) {
    const GameObject &O = G->board().object(TokensSeen);
    if (!O.Token)
      continue;
    std::string Name(O.Card->Face.Name);
    std::string Id = Name + " " + std::to_string(++TokenCount[Name]);
    if (!Ids.count(Id))
      Ids[Id] = O.Id;
    Names[O.Id] = Id;
  }
}

std::optional<ObjectId> ScenarioRun::object(const Word &W) {
  nameNewTokens();
  if (Ambiguous.count(W.Text))
    return error(W.Loc, "'" + W.Text + "' is ambiguous: " +
                            std::to_string(Ambiguous[W.Text]) +
                            " objects are named that; give them ids"),
           std::nullopt;
  auto It = Ids.find(W.Text);
  if (It != Ids.end())
    return It->second;
  // Suggest the closest id the scenario defines.
  std::string Best;
  unsigned BestDistance = ~0u;
  for (auto &[Id, Obj] : Ids) {
    unsigned D = llvm::StringRef(Id).edit_distance(W.Text);
    if (D < BestDistance) {
      BestDistance = D;
      Best = Id;
    }
  }
  error(W.Loc, "unknown id '" + W.Text + "'" +
                   (Best.empty() ? std::string() : "; did you mean '" + Best + "'?"));
  return std::nullopt;
}

static const CardDef *lookUp(const Word &W, ScenarioRun &, Diagnostics &Diags,
                             llvm::SourceMgr &SM) {
  if (const CardDef *C = cards::findCard(W.Text))
    return C;
  Diags.error(SM, W.Loc,
              "unknown card '" + W.Text + "'; did you mean " + closestCardNames(W.Text) + "?");
  return nullptr;
}

game::Game::Answerer ScenarioRun::answererFor(Queue &Q) {
  return [this, &Q](const Decision &D) -> std::optional<int> {
    std::string Why;
    return pick(D, Q, Why);
  };
}

/// Does option \p Label name object \p Label2 ("cast Giant Growth#4")?
static bool namesObject(llvm::StringRef Label, llvm::StringRef ObjectLabel) {
  std::size_t At = Label.find(ObjectLabel);
  if (At == llvm::StringRef::npos)
    return false;
  std::size_t End = At + ObjectLabel.size();
  return End == Label.size() || !llvm::isDigit(Label[End]);
}

std::optional<int> ScenarioRun::pick(const Decision &D, Queue &Q, std::string &Why) {
  nameNewTokens(); // a token created by this action may be the answer
  // Which list feeds this kind of decision.
  std::vector<Word> *List = &Q.Answers;
  std::size_t *Next = &Q.A;
  switch (D.Kind) {
  case DecisionKind::Target:
    if (Q.T < Q.Targets.size()) {
      List = &Q.Targets;
      Next = &Q.T;
    }
    break;
  case DecisionKind::Color:
  case DecisionKind::CreatureType:
  case DecisionKind::LandType:
  case DecisionKind::Word:
  case DecisionKind::CopyChoice:
  case DecisionKind::Number:
    if (Q.C < Q.Choices.size()) {
      List = &Q.Choices;
      Next = &Q.C;
    }
    break;
  default:
    break;
  }
  if (D.Kind == DecisionKind::Number && Q.X && *Next >= List->size()) {
    for (std::size_t I = 0; I < D.Options.size(); ++I)
      if (D.Options[I].Label == std::to_string(*Q.X)) {
        Q.XUsed = true;
        return static_cast<int>(I);
      }
  }
  // A target with one legal choice takes no entry (scenario format); it is
  // asked only so that a listed target can be compared before the cast
  // goes on (Game::setAlwaysAskTargets).
  // An answer that must be refused is judged even then.
  // So is the entry after a refused one: it answers the decision asked again.
  // So is an entry naming an object or player the target can't be: it is
  // this target's, and illegal (refused whole, CR 601.2c).
  bool TakesEntry = *Next < List->size() &&
                    (!(*List)[*Next].Refused.empty() ||
                     (*Next > 0 && !(*List)[*Next - 1].Refused.empty()));
  if (!TakesEntry && D.Kind == DecisionKind::Target && *Next < List->size()) {
    game::Target T = targetNamed((*List)[*Next]);
    TakesEntry = (T.IsPlayer || T.Id >= 0) && !matchAnswer(D, (*List)[*Next]);
  }
  if (D.Kind == DecisionKind::Target && D.Options.size() == 1 && List != &Q.Targets &&
      !TakesEntry)
    return 0;
  // "The color or colors of your choice" (Prismatic Lace): the colors
  // given in `choices`, then done.
  if (*Next >= List->size() && D.Kind == DecisionKind::Color && Q.C > 0 &&
      Q.C == Q.Choices.size())
    for (std::size_t I = 0; I < D.Options.size(); ++I)
      if (D.Options[I].Label == "done")
        return static_cast<int>(I);
  if (*Next >= List->size()) {
    // Optional choices with no answer are declined: an omitted copy
    // choice (scenario format), "you may" during end_turn.
    bool Optional = D.Kind == DecisionKind::YesNo || D.Kind == DecisionKind::CopyChoice;
    if ((Q.DeclineOptional || Q.Placing) && Optional)
      for (std::size_t I = 0; I < D.Options.size(); ++I) {
        std::string L = llvm::StringRef(D.Options[I].Label).lower();
        if (L == "no" || L == "don't copy" || L == "no copy" || L == "none")
          return static_cast<int>(I);
      }
    Why = "no answer left for \"" + D.Prompt + "\" (" + game::name(D.Kind) + ")";
    return std::nullopt;
  }
  const Word &W = (*List)[(*Next)++];
  std::optional<int> Match = matchAnswer(D, W);
  if (W.Refused.empty()) {
    if (!Match)
      Why = "'" + W.Text + "'" + (W.Ability.empty() ? "" : " (ability '" + W.Ability + "')") +
            (W.About.empty() ? "" : " (about '" + W.About + "')") +
            " is not a legal answer to \"" + D.Prompt + "\"";
    if (const char *R = D.Kind == DecisionKind::Target && !Match
                            ? G->whyNotTarget(targetNamed(W))
                            : nullptr)
      Why = "'" + W.Text + "' is not a legal target: " + R;
    return Match;
  }
  // CR 732.1: `{answer: X, refused: RULE}`: X must be refused citing RULE;
  // only that choice is undone, and the same decision is asked again.
  std::string Id = "action " + std::to_string(Step) + " (" + actionText(Step) + ")";
  if (Match) {
    Mismatches.push_back({Id, "refused",
                          "expected the answer '" + W.Text + "' refused citing " + W.Refused +
                              ", but it was a legal answer to \"" + D.Prompt + "\"",
                          W.RefusedLoc, Step});
  } else {
    std::string Reason = "not a legal answer to \"" + D.Prompt + "\"";
    if (D.Kind == DecisionKind::Target) {
      if (const char *R = G->whyNotTarget(targetNamed(W)))
        Reason = R;
    }
    std::vector<std::string> Cited = citedRules(Reason);
    if (!llvm::any_of(Cited, [&](const std::string &C) { return citesRule(C, W.Refused); }))
      Mismatches.push_back({Id, "refused",
                            "expected the answer '" + W.Text + "' refused citing " +
                                W.Refused + ", got: " + Reason,
                            W.RefusedLoc, Step});
  }
  return pick(D, Q, Why); // the next entry answers the same decision
}

game::Target ScenarioRun::targetNamed(const Word &W) const {
  for (std::size_t P = 0; P < S.Players.size(); ++P)
    if (S.Players[P].Text == W.Text)
      return {true, static_cast<std::int32_t>(P)};
  if (auto It = Ids.find(W.Text); It != Ids.end())
    return {false, static_cast<std::int32_t>(It->second)};
  return {false, -1};
}

std::optional<int> ScenarioRun::matchAnswer(const Decision &D, const Word &W) const {
  std::string Want = llvm::StringRef(W.Text).lower();
  if (Want == "true")
    Want = "yes";
  if (Want == "false")
    Want = "no";
  auto Obj = Ids.find(W.Text);
  if (!W.Ability.empty() || !W.About.empty()) {
    // {answer: SOURCE, ability: LABEL, about: ID}: one of the source's
    // pending triggers (CR 603.3b).
    auto About = W.About.empty() ? Ids.end() : Ids.find(W.About);
    if (D.Kind != DecisionKind::TriggerOrder || Obj == Ids.end() ||
        (!W.About.empty() && About == Ids.end()))
      return std::nullopt;
    for (std::size_t I = 0; I < D.Options.size(); ++I) {
      const game::Option &O = D.Options[I];
      if (O.Object == Obj->second &&
          (W.Ability.empty() || llvm::StringRef(O.Label).starts_with(W.Ability + " (")) &&
          (W.About.empty() || O.Other == About->second))
        return static_cast<int>(I);
    }
    return std::nullopt;
  }
  for (std::size_t I = 0; I < D.Options.size(); ++I) {
    llvm::StringRef L = D.Options[I].Label;
    if (L.lower() == Want)
      return static_cast<int>(I);
    if (Obj != Ids.end() && namesObject(L, G->label(Obj->second)))
      return static_cast<int>(I);
  }
  return std::nullopt;
}

bool ScenarioRun::allUsed(const Queue &Q, bool AndAnswers) {
  auto Check = [&](const std::vector<Word> &List, std::size_t Used, const char *What) {
    if (Used >= List.size())
      return true;
    return error(List[Used].Loc, std::string(What) + " '" + List[Used].Text +
                                     "' was not used: no decision asked for it (a decision "
                                     "with one legal answer takes none)");
  };
  // Targets are all compared with the targets chosen (checkTargets), even
  // one the game chose alone.
  if (Q.X && !Q.XUsed)
    return error(Q.XLoc, "'x: " + std::to_string(*Q.X) +
                             "' was not used: nothing asked for X (CR 107.3: only a cost or "
                             "an effect with X has one)");
  return Check(Q.Choices, Q.C, "the choice") &&
         (!AndAnswers || Check(Q.Answers, Q.A, "the answer"));
}

std::string ScenarioRun::legalAnswers(const Decision &D) const {
  // An option about an object is answered with the object's id in the
  // scenario (a target, a trigger's or a damage source's object); the
  // game's label follows when it says more ("Name#7: ability text").
  std::string S;
  for (const game::Option &O : D.Options) {
    // Two pending triggers of one source (CR 603.3b) are told apart by
    // the ability's label and what its event was about.
    if (D.Kind == DecisionKind::TriggerOrder &&
        llvm::count_if(D.Options, [&](const game::Option &X) { return X.Object == O.Object; }) >
            1) {
      llvm::StringRef Label(O.Label);
      std::string Text = "{answer: " + idOf(O.Object) + ", ability: \"" +
                         Label.substr(0, Label.rfind(" (")).str() + "\"" +
                         (O.Other == runtime::kNoObject ? "" : ", about: " + idOf(O.Other)) + "}";
      S += (S.empty() ? "" : "; ") + Text;
      continue;
    }
    std::string Text = O.Label;
    if (O.Object != runtime::kNoObject)
      for (const auto &[Id, Obj] : Ids)
        if (Obj == O.Object) {
          Text = Id + (O.Label == Id || O.Label == G->label(Obj) ? "" : " (" + O.Label + ")");
          break;
        }
    S += (S.empty() ? "" : "; ") + Text;
  }
  return S;
}

bool ScenarioRun::answerOther(const Action &A, Queue &Q) {
  const Decision &D = *G->pending();
  // A held spell's own choices answer what its resolution asks.
  Queue *From = &Q;
  if (const game::StackItem *R = G->resolving()) {
    auto It = Deferred.find(R->Object);
    if (It != Deferred.end() && R->Kind == game::StackItem::KindT::Spell)
      From = It->second.get();
  }
  std::string Why;
  std::optional<int> I = pick(D, *From, Why);
  if (!I && From != &Q)
    I = pick(D, Q, Why);
  if (!I) {
    std::string Message;
    llvm::SMLoc Loc = A.Loc;
    if (D.Kind == DecisionKind::Target && From->T > 0 && From->T <= From->Targets.size() &&
        Why.find("not a legal") != std::string::npos) {
      // A listed target the game does not offer: located at the target.
      const Word &W = From->Targets[From->T - 1];
      // Why, by the rule it breaks (hexproof 702.11b, protection 702.16b...).
      std::string Note;
      game::Target T = targetNamed(W);
      if (!T.IsPlayer && T.Id >= 0)
        Note = protectionNote(static_cast<ObjectId>(T.Id), TargetingSource);
      if (const char *Why = G->whyNotTarget(T); Note.empty() && Why)
        Note = std::string(": ") + Why;
      if (Note.empty())
        Note = " (CR 115.1, 601.2c)";
      Loc = W.Loc;
      Message = "'" + W.Text + "' is not a legal target for " + A.Subject.Text + Note +
                "; the legal targets are: " + legalAnswers(D);
    } else if (D.Kind == DecisionKind::Target) {
      Message = Why +
                (Why.find("(CR ") == std::string::npos ? ": not a legal target (CR 115.1, 601.2c)"
                                                       : "") +
                "; the legal targets are: " + legalAnswers(D);
    } else {
      Message = Why + "; the legal answers are: " + legalAnswers(D);
    }
    // CR 601.2, 602.2, 732: an illegal choice while casting or activating
    // undoes the whole action, the card back where it was and nothing
    // paid, so a `refused:` action leaves the game exactly as it was.
    if (D.Cancellable)
      G->cancel(); // D is gone from here
    return error(Loc, Message);
  }
  if (auto Refused = G->answer(*I)) {
    if (G->pending() && G->pending()->Cancellable)
      G->cancel(); // as above: nothing of the cast remains
    return error(A.Loc, Refused->Message);
  }
  return true;
}

/// Passes priority and answers other decisions until \p Done holds.
bool ScenarioRun::passUntil(const Action &A, Queue &Q, llvm::function_ref<bool()> Done,
                            const char *What) {
  for (int Guard = 0; Guard < 10000; ++Guard) {
    if (G->over() || Done())
      return true;
    const Decision &D = *G->pending();
    if (D.Kind == DecisionKind::Priority) {
      if (auto Refused = G->answer(0)) // option 0 is "pass priority"
        return error(A.Loc, Refused->Message);
      continue;
    }
    if (D.Kind == DecisionKind::Attackers || D.Kind == DecisionKind::Blockers) {
      G->answer(0); // "done": no attackers or blockers unless asked for
      continue;
    }
    if (!answerOther(A, Q))
      return false;
  }
  return error(A.Loc, llvm::Twine("the game did not reach ") + What);
}

bool ScenarioRun::resolveStack(const Action &A, Queue &Q) {
  PastOwnPart = true;
  if (A.HoldTriggers)
    return resolveUntilTrigger(A, Q);
  // Players pass in turn until the stack is empty (each object resolves,
  // and the triggers that result go on and resolve too).
  return passUntil(
      A, Q,
      [&] {
        return G->stack().empty() && G->pending() &&
               G->pending()->Kind == DecisionKind::Priority;
      },
      "an empty stack");
}

bool ScenarioRun::resolveUntilTrigger(const Action &A, Queue &Q) {
  // `hold: triggers`: as resolveStack, but play stops the first time a
  // player would get priority (CR 117.3b) with a triggered ability that
  // triggered during this action on top of the stack (put there the next
  // time a player would receive priority, CR 603.3), so the next action
  // responds to it. Held objects from earlier actions resolve as usual.
  auto NewTriggerOnTop = [&] {
    if (G->stack().empty())
      return false;
    const game::StackItem &Top = G->stack().back();
    return Top.Kind == game::StackItem::KindT::Triggered &&
           !llvm::is_contained(StackBefore, Top.Id);
  };
  bool Ok = passUntil(
      A, Q,
      [&] {
        return G->pending() && G->pending()->Kind == DecisionKind::Priority &&
               (G->stack().empty() || NewTriggerOnTop());
      },
      "a triggered ability on the stack or an empty stack");
  if (Ok && !G->over() && !NewTriggerOnTop())
    Mismatches.push_back({"action " + std::to_string(Step) + " (" + actionText(Step) + ")",
                          "hold", "expected a triggered ability on the stack (hold: triggers), "
                                  "but none triggered and the stack is empty",
                          A.Loc, Step});
  return Ok;
}

bool ScenarioRun::afterOutsideChange(const Action &A, Queue &Q) {
  G->recompute();
  G->reconsiderPriority(); // CR 117.5: SBAs and triggers before priority
  return resolveStack(A, Q);
}

std::string ScenarioRun::protectionNote(ObjectId Target, ObjectId Source) const {
  if (Source == kNoObject || G->board().object(Target).In != Zone::Battlefield ||
      !G->protectedFrom(Target, G->sourceCharacteristics(Source)))
    return "";
  std::string Colors;
  G->characteristics(Target).Keywords.forEach([&](Keyword K) {
    if (isProtection(K) &&
        G->sourceCharacteristics(Source).Colors.contains(protectionColor(K)))
      Colors += (Colors.empty() ? "" : ", ") + std::string(name(K));
  });
  return ": it has " + llvm::StringRef(Colors).lower() + " (CR 702.16b, 601.2c)";
}

bool ScenarioRun::checkTargets(const Action &A, const Queue &Q, ObjectId Source) {
  // A decision with one legal answer is answered without the scenario, so
  // an illegal requested target would be silently replaced: compare.
  const game::StackItem *Item = nullptr;
  for (const game::StackItem &S : G->stack())
    if (S.Object == Source)
      Item = &S;
  if (!Item)
    return true; // resolved at once (a mana ability), or countered
  for (std::size_t I = 0; I < Q.Targets.size(); ++I) {
    const Word &W = Q.Targets[I];
    game::Target Want;
    bool Found = false;
    for (std::size_t P = 0; P < S.Players.size(); ++P)
      if (S.Players[P].Text == W.Text) {
        Want = {true, static_cast<std::int32_t>(P)};
        Found = true;
      }
    if (!Found) {
      auto O = object(W);
      if (!O)
        return false;
      Want = {false, *O};
    }
    if (I >= Item->Targets.size() || !(Item->Targets[I] == Want))
      return error(W.Loc, "'" + W.Text + "' is not a legal target for " + A.Subject.Text +
                              " (CR 115.1, 601.2c)" +
                              (Want.IsPlayer ? std::string()
                                             : protectionNote(static_cast<ObjectId>(Want.Id),
                                                              Source)));
  }
  return true;
}

bool ScenarioRun::givePriorityTo(PlayerId P, const Action &A, Queue &Q) {
  int Turn = G->turnNumber();
  game::Step Step = G->step();
  for (int Guard = 0; Guard < 100; ++Guard) {
    if (G->over())
      return error(A.Loc, "the game is over");
    const Decision &D = *G->pending();
    if (D.Kind != DecisionKind::Priority) {
      if (!answerOther(A, Q))
        return false;
      continue;
    }
    if (D.Player == P)
      return true;
    G->answer(0); // the players before them pass
    if (G->turnNumber() != Turn || G->step() != Step)
      return error(A.Loc, S.Players[P].Text + " could not get priority in the " +
                              std::string(game::spec(Step).Name) +
                              " (everyone passed; CR 117.4)");
  }
  return error(A.Loc, "priority never reached " + S.Players[P].Text);
}

bool ScenarioRun::place(const CardEntry &E, Zone In, PlayerId Owner, bool Enter,
                        const std::vector<Word> *Answers) {
  const CardDef *Card = lookUp(E.Card, *this, Diags, SM);
  if (!Card)
    return false;
  PlayerId Controller = Owner;
  if (E.Controller) {
    auto P = player(*E.Controller);
    if (!P)
      return false;
    Controller = *P;
  }
  if (E.Owner) {
    auto P = player(*E.Owner);
    if (!P)
      return false;
    Owner = *P;
  } else if (E.Controller) {
    Owner = Controller; // "Owner is the controller unless owner is given"
  }
  std::string Id = E.Id ? E.Id->Text : E.Card.Text;
  // An id names an object or a player, never both: expectations, targets
  // and answers would take the player and silently skip the object.
  if (llvm::any_of(S.Players, [&](const Word &P) { return P.Text == Id; }))
    return error(E.Id ? E.Id->Loc : E.Card.Loc,
                 E.Id ? "the id '" + Id + "' is a player's name; give the object another id"
                      : "the card '" + Id + "' has a player's name; give it an id");
  if (Ids.count(Id) || Ambiguous.count(Id)) {
    if (E.Id)
      return error(E.Id->Loc, "the id '" + Id + "' is already used");
    // Two objects named the same: the name becomes ambiguous, and the
    // first is reported by its label as the others are.
    Ambiguous[Id] = Ambiguous.count(Id) ? Ambiguous[Id] + 1 : 2;
    if (auto First = Ids.find(Id); First != Ids.end())
      Names[First->second] = G->label(First->second);
    Ids.erase(Id);
    Id.clear();
  }
  // Object ids are 16 bits; the default libraries need their 20 cards each.
  if (G->board().numObjects() + kDefaultLibrarySize * static_cast<int>(S.Players.size()) >=
      Board::kMaxObjects)
    return error(E.Loc, "too many objects: a scenario holds at most " +
                            std::to_string(Board::kMaxObjects -
                                           kDefaultLibrarySize *
                                               static_cast<int>(S.Players.size())) +
                            " cards (Strata's object ids are 16 bits)");
  ObjectId Obj = G->addCard(*Card, Owner, In == Zone::Battlefield ? Zone::Command : In);
  if (!Id.empty())
    Ids[Id] = Obj;
  Names[Obj] = Id.empty() ? G->label(Obj) : Id;
  if (In != Zone::Battlefield)
    return true;
  Queue Q;
  Q.Choices = E.Choices;
  if (Answers)
    Q.Answers = *Answers;
  Q.Placing = true;
  if (auto Failed = G->runSideProcedure(
          // CR 708.2: a face-down permanent enters with no abilities, so it
          // makes no "as enters" choice.
          G->putOntoBattlefield(Obj, Controller, kNoObject, /*Setup=*/!Enter,
                                /*FaceDown=*/E.FaceDown),
          answererFor(Q)))
    return error(E.Loc, Failed->Message);
  // Its choices are its own; an `enter:` action's answers go on to what
  // the entering causes (triggers), checked with the action.
  if (!allUsed(Q, /*AndAnswers=*/false))
    return false;
  GameObject &O = G->board().edit(Obj);
  // An entering permanent may enter tapped (CR 614.1d, Root Maze): the
  // entry's `tapped: true` taps it, nothing untaps it.
  if (!Enter || E.Tapped)
    O.Tapped = E.Tapped;
  O.FaceDown = E.FaceDown;
  if (E.AttachedTo) {
    auto To = object(*E.AttachedTo);
    if (!To)
      return false;
    // Its timestamp stays in list order (scenario format): no new one.
    O.AttachedTo = *To;
  }
  for (auto &[Kind, Count] : E.Counters) {
    CounterKindParse K = parseCounterKind(Kind.Text);
    if (!K.Kind)
      return error(Kind.Loc, K.Error);
    if (!putCounters(G->board(), Obj, *K.Kind, Count))
      return error(Kind.Loc, "too many kinds of keyword counters on one object");
  }
  // The starting board is computed once, when play starts (setUp).
  if (Enter)
    G->recompute();
  return true;
}

bool ScenarioRun::setUp() {
  std::vector<std::string> Names;
  for (const Word &P : S.Players)
    Names.push_back(P.Text);
  G = std::make_unique<game::Game>(Names, /*Seed=*/0);
  G->setManaCostsWaived(true); // scenario format: mana costs are waived
  G->setAlwaysAskPriority(true); // actions happen between passes
  G->setAlwaysAskTargets(true);  // a wanted target that is not the legal one is refused
  G->setCheckIncremental(CheckIncremental);
  // Listed order is timestamp order (CR 613.7).
  for (const CardEntry &E : S.Battlefield)
    if (!place(E, Zone::Battlefield, 0, /*Enter=*/false))
      return false;
  auto Zone_ = [&](const ZoneEntries &Entries, Zone In) {
    for (auto &[P, List] : Entries) {
      auto Owner = player(P);
      if (!Owner)
        return false;
      // A library and a graveyard are listed top first: the first listed
      // is placed last, so it is the top of the library, and the card put
      // into the graveyard last (its timestamp the latest, CR 613.7d: the
      // top card, 404.2).
      bool TopFirst = In == Zone::Library || In == Zone::Graveyard;
      for (auto It = List.rbegin(); TopFirst && It != List.rend(); ++It)
        if (!place(*It, In, *Owner, false))
          return false;
      for (const CardEntry &E : List)
        if (!TopFirst && !place(E, In, *Owner, false))
          return false;
    }
    return true;
  };
  if (!Zone_(S.Hand, Zone::Hand) || !Zone_(S.Graveyard, Zone::Graveyard) ||
      !Zone_(S.Exile, Zone::Exile) || !Zone_(S.Library, Zone::Library))
    return false;
  // A library the scenario does not list holds 20 Plains, so draws succeed
  // (CR 121.3, 704.5b); one it lists, even as [], is exactly that.
  for (std::size_t P = 0; P < S.Players.size(); ++P) {
    bool Listed = llvm::any_of(S.Library, [&](const auto &Entry) {
      return Entry.first.Text == S.Players[P].Text;
    });
    if (Listed)
      continue;
    for (int I = 0; I < kDefaultLibrarySize; ++I)
      DefaultLibrary.insert(
          G->addCard(*cards::findCard("Plains"), static_cast<PlayerId>(P), Zone::Library));
  }
  G->recompute(); // the starting board, once (place() does not)
  // The scenario starts in the first player's precombat main phase.
  G->start(game::Step::PrecombatMain);
  return !G->over() || (error(S.Loc, "the game ended before the first action"), false);
}

bool ScenarioRun::run() {
  if (!setUp())
    return false;
  // The events of each action, for explain (set-up's own are not kept).
  G->recordEvents(true);
  EventMarks.assign(1, 0);
  unsigned ErrorsBefore = Diags.errors();
  for (const Action &A : S.Actions) {
    ++Step;
    if (G->over())
      return error(A.Loc, "the game is over; no further actions");
    std::uint32_t Held = G->board().heldAtBound();
    StackBefore.clear();
    for (const game::StackItem &I : G->stack())
      StackBefore.push_back(I.Id);
    bool Ok = A.Refused ? performRefused(A) : perform(A);
    EventMarks.push_back(G->events().size());
    // Counts are exact (docs/scenario-format.md, "Numbers"): one the game
    // had to hold at its bound would compare as a silently wrong number.
    if (Ok && G->board().heldAtBound() != Held)
      return error(A.Loc, "this action takes a count past the most Strata keeps exactly (" +
                              llvm::Twine(runtime::Counters::kMaxCounters) +
                              " +1/+1 or -1/-1 counters, " + llvm::Twine(kMaxKeywordCounters) +
                              " counters of a keyword kind, " +
                              llvm::Twine(std::numeric_limits<int>::max()) +
                              " damage or life); counts must stay within them");
    if (!Ok)
      return A.Refused && !Mismatches.empty() && Diags.errors() == ErrorsBefore;
  }
  // A held spell's choices for its resolution: used by now.
  for (auto &[Id, Q] : Deferred)
    if (!allUsed(*Q))
      return false;
  check(S.Expect, 0);
  return true;
}

std::span<const game::GameEvent> ScenarioRun::eventsOf(unsigned N) const {
  if (N == 0 || N >= EventMarks.size())
    return {};
  return std::span(G->events()).subspan(EventMarks[N - 1], EventMarks[N] - EventMarks[N - 1]);
}

std::string ScenarioRun::actionText(unsigned N) const {
  if (N == 0 || N > S.Actions.size())
    return "";
  const Action &A = S.Actions[N - 1];
  std::string Text(kActionNames[static_cast<std::size_t>(A.Kind)]);
  if (!A.Subject.Text.empty() && A.Kind != ActionKind::Expect && A.Kind != ActionKind::Resolve &&
      A.Kind != ActionKind::EndTurn && A.Kind != ActionKind::FinishCombat)
    Text += ": " + A.Subject.Text;
  if (A.Kind == ActionKind::Attack) {
    Text += ": [";
    for (std::size_t I = 0; I < A.Attackers.size(); ++I)
      Text += (I ? ", " : "") + A.Attackers[I].Text;
    Text += "]";
  }
  return Text;
}

bool ScenarioRun::checkNeverCreated(const Expectation &E, unsigned AtStep) {
  // `NAME N` past the tokens of NAME created so far names a token never
  // created (docs/scenario-format.md, "Tokens"): it is in no zone. Only a
  // name some token of the scenario has: a misspelt one stays unknown.
  llvm::StringRef Id = E.Id.Text;
  if (Ids.count(E.Id.Text))
    return false;
  auto [Name, Number] = Id.rsplit(' ');
  std::uint64_t N = 0;
  auto Count = TokenCount.find(Name.str());
  if (Number.empty() || Number.getAsInteger(10, N) || N == 0 || Number.front() == '0' ||
      Count == TokenCount.end() || N <= static_cast<std::uint64_t>(Count->second))
    return false;
  std::string Made = std::to_string(Count->second) + " token" +
                     (Count->second == 1 ? "" : "s") + " named " + Name.str();
  for (const Field &F : E.Fields) {
    bool ZoneNone = F.Name.Text == "zone" && F.Scalar &&
                    llvm::StringRef(F.Scalar->Text).equals_insensitive("none");
    if (!ZoneNone)
      Mismatches.push_back({E.Id.Text, F.Name.Text,
                            "no such token was created (" + Made +
                                " so far); a token never created has only zone: none",
                            F.Name.Loc, AtStep});
  }
  return true;
}

void ScenarioRun::check(const std::vector<Expectation> &Expect, unsigned AtStep) {
  G->recompute();
  nameNewTokens();
  for (const Expectation &E : Expect) {
    std::optional<PlayerId> P;
    for (std::size_t I = 0; I < S.Players.size(); ++I)
      if (S.Players[I].Text == E.Id.Text)
        P = static_cast<PlayerId>(I);
    std::optional<ObjectId> O;
    if (!P && checkNeverCreated(E, AtStep))
      continue;
    if (!P) {
      O = object(E.Id);
      if (!O) {
        Mismatches.push_back({E.Id.Text, "", "unknown id", E.Id.Loc, AtStep});
        continue;
      }
    }
    for (const Field &F : E.Fields)
      if (auto Diff = compareField(*G, P, O, F, S.Players,
                                   [&](ObjectId Id) { return idOf(Id); }))
        Mismatches.push_back({E.Id.Text, F.Name.Text, *Diff, F.Name.Loc, AtStep});
  }
}

} // namespace strata::scenario
