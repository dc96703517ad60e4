//===- GameTable.cpp - Games built by card name, for rules tests ----------===//
#include "GameTable.h"

#include "strata/cards/CardLibrary.h"
#include "strata/runtime/CardDef.h"

#include <deque>
#include <stdexcept>

namespace strata::gametest {

const runtime::CardDef &card(std::string_view Name) {
  const runtime::CardDef *C = cards::findCard(Name);
  if (!C)
    throw std::runtime_error("no card named '" + std::string(Name) + "'");
  return *C;
}

const runtime::CardDef &testCreature(std::string_view Name, int Power, int Toughness,
                                     runtime::KeywordSet Keywords) {
  static std::deque<std::string> Names;
  static std::deque<runtime::CardDef> Defs;
  for (const runtime::CardDef &D : Defs)
    if (D.Face.Name == Name)
      return D;
  Names.emplace_back(Name);
  runtime::CardDef D;
  D.Face.Name = Names.back();
  D.Face.Cost = runtime::ManaCost::parse("{2}");
  D.Face.Types = {CardType::Creature};
  D.Face.HasPT = true;
  D.Face.Power = static_cast<std::int16_t>(Power);
  D.Face.Toughness = static_cast<std::int16_t>(Toughness);
  D.Face.Keywords = Keywords;
  Defs.push_back(D);
  return Defs.back();
}

ObjectId Table::add(std::string_view Name, PlayerId Owner, Zone In) {
  return G.addCard(card(Name), Owner, In);
}

void Table::libraryFiller(std::string_view Name, PlayerId Owner, int N) {
  for (int I = 0; I < N; ++I)
    library(Name, Owner);
}

void Table::attach(ObjectId What, ObjectId To) {
  runtime::GameObject &O = G.board().edit(What);
  O.AttachedTo = To;
  O.Ts = G.board().newTimestamp();
}

void Table::addPlusOneCounters(ObjectId Id, int N) {
  runtime::GameObject &O = G.board().edit(Id);
  O.Count.PlusOne += N;
  O.Count.PlusOneTs = G.board().newTimestamp();
}

void Table::addMinusOneCounters(ObjectId Id, int N) {
  runtime::GameObject &O = G.board().edit(Id);
  O.Count.MinusOne += N;
  O.Count.MinusOneTs = G.board().newTimestamp();
}

const game::Decision &Table::pending() const {
  if (!G.pending())
    throw std::runtime_error("no decision is pending: the game is over");
  return *G.pending();
}

std::vector<std::string> Table::labels() const {
  std::vector<std::string> L;
  for (const game::Option &O : pending().Options)
    L.push_back(O.Label);
  return L;
}

int Table::indexOf(std::string_view Label) const {
  const game::Decision &D = pending();
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    if (D.Options[I].Label == Label)
      return static_cast<int>(I);
  return -1;
}

bool Table::offersStartingWith(std::string_view Prefix) const {
  for (const game::Option &O : pending().Options)
    if (std::string_view(O.Label).starts_with(Prefix))
      return true;
  return false;
}

std::string Table::describe() const {
  if (!G.pending())
    return "(no decision: the game is over)";
  const game::Decision &D = *G.pending();
  std::string S = std::string(game::name(D.Kind)) + " decision for " +
                  G.player(D.Player).Name + ": \"" + D.Prompt + "\" in the " +
                  std::string(game::spec(G.step()).Name) + ", turn " +
                  std::to_string(G.turnNumber()) + "; options:";
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    S += "\n  " + std::to_string(I) + ": " + D.Options[I].Label;
  return S;
}

Snapshot Table::snapshot() const {
  Snapshot S;
  S.Hash = G.stateHash();
  S.Answers = G.answerLog().size();
  if (const game::Decision *D = G.pending()) {
    S.HasPending = true;
    S.Kind = D->Kind;
    S.Player = D->Player;
    S.Prompt = D->Prompt;
    for (const game::Option &O : D->Options)
      S.Labels.push_back(O.Label);
  }
  return S;
}

void Table::choose(std::string_view Label) {
  int I = indexOf(Label);
  if (I < 0)
    throw std::runtime_error("'" + std::string(Label) + "' is not offered by the " +
                             describe());
  if (auto Refused = G.answer(I))
    throw std::runtime_error("answer '" + std::string(Label) + "' refused: " +
                             Refused->Message);
}

void Table::chooseStartingWith(std::string_view Prefix) {
  const game::Decision &D = pending();
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    if (std::string_view(D.Options[I].Label).starts_with(Prefix)) {
      if (auto Refused = G.answer(static_cast<int>(I)))
        throw std::runtime_error("answer '" + D.Options[I].Label +
                                 "' refused: " + Refused->Message);
      return;
    }
  throw std::runtime_error("no option starting with '" + std::string(Prefix) +
                           "' in the " + describe());
}

void Table::payAnyhow() {
  while (G.pending() && G.pending()->Kind == DecisionKind::PayMana) {
    const game::Decision &D = *G.pending();
    int Pick = 0;
    for (std::size_t I = 0; I < D.Options.size(); ++I) {
      bool Anchor = false;
      for (ObjectId A : Anchors)
        Anchor |= D.Options[I].Label.starts_with("tap " + label(A) + ":");
      if (!Anchor) {
        Pick = static_cast<int>(I);
        break;
      }
    }
    if (auto Refused = G.answer(Pick))
      throw std::runtime_error(Refused->Message);
  }
}

void Table::cast(ObjectId Card, std::initializer_list<std::string> Targets) {
  choose("cast " + label(Card));
  for (const std::string &T : Targets)
    choose(T);
  payAnyhow();
}

void Table::done() {
  if (G.pending() && (G.pending()->Kind == DecisionKind::Attackers ||
                      G.pending()->Kind == DecisionKind::Blockers))
    choose("done");
}

void Table::passUntil(Step S, PlayerId Active) {
  for (int Guard = 0; Guard < 10000; ++Guard) {
    const game::Decision &D = pending();
    if (G.step() == S && G.activePlayer() == Active)
      return;
    switch (D.Kind) {
    case DecisionKind::Priority:
      pass();
      break;
    case DecisionKind::Attackers:
    case DecisionKind::Blockers:
      choose("done");
      break;
    default:
      throw std::runtime_error("passUntil: unexpected " + describe());
    }
  }
  throw std::runtime_error("passUntil: step never reached");
}

} // namespace strata::gametest
