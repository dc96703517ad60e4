//===- Triggers.cpp - CR 603 triggered abilities ---------------------------===//
///
/// \file
/// Events mark triggered abilities as triggered (CR 603.2); the next time a
/// player would receive priority they go on the stack, the active player's
/// first (APNAP, 603.3b), each controller choosing the order of their own.
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include "Scratch.h"
#include "strata/runtime/CardDef.h"

#include <algorithm>

namespace strata::game {
using namespace runtime;

namespace {
/// Whether the ability on \p Source sees an event of scope \p S about
/// \p Subject (the object it is about) or \p Player (the player it is about).
bool inScope(const Game &G, EventScope S, ObjectId Source, ObjectId Subject, PlayerId Player) {
  switch (S) {
  case EventScope::Subject:
    return Source == Subject;
  case EventScope::ActivePlayers: // CR 503.1a: "your upkeep": the active player's.
    return G.controllerOf(Source) == G.activePlayer();
  case EventScope::SubjectsController: // CR 506.5: a creature you control.
    return G.controllerOf(Source) == G.controllerOf(Subject);
  case EventScope::Everyone: // CR 513.1a: "the end step" is every player's.
    return true;
  case EventScope::PlayersOwn: // CR 119.9: "whenever you gain life".
    return G.controllerOf(Source) == Player;
  case EventScope::Never: // CR 603.8 (Game::checkStateTriggers).
    return false;
  }
  return false;
}
} // namespace

void Game::raise(EventKind Kind, ObjectId Subject, PlayerId Player) {
  // CR 603.6a: permanents entering at once see each other enter: their
  // enters events wait until all are there (putOntoBattlefieldTogether).
  if (Kind == EventKind::EntersBattlefield &&
      std::find(EnteringTogether.begin(), EnteringTogether.end(), Subject) !=
          EnteringTogether.end()) {
    DeferredEnters.push_back(Subject);
    return;
  }
  const EventScope Scope = scopeOf(Kind);
  // CR 603.2: only abilities the object has now trigger (Humility stops
  // them, 613 ran before). An ability sees the event if it is about its
  // own object or in its scope (STRATA_TRIGGER_EVENTS), or if the ability
  // watches such events of other objects (TriggeredScript::Watches).
  for (ObjectId Source : zoneMap().in(Zone::Battlefield)) {
    if (Source >= LayersComputed)
      continue;
    for (const AbilityRef &A : Layers.rulesText(Source).Abilities) {
      if (!A.Printer || A.Intrinsic)
        continue;
      const TriggeredScript *T = scriptsOf(A.Printer->ability(A.Index)).Triggered;
      if (!T || T->On != Kind)
        continue;
      bool Fires = T->Watches ? T->Watches(*this, Source, Subject)
                              : inScope(*this, Scope, Source, Subject, Player);
      if (!Fires || (T->If && !T->If(*this, Source, Subject))) // CR 603.4
        continue;
      // CR 113.2c: each instance triggers (N exalted counters, 702.83b).
      for (int N = 0; N < A.Instances; ++N)
        Triggers.push_back({Source, A.Printer, A.Index, controllerOf(Source), Subject,
                            Layers.copiableValues(Source).Words, Layers.rulesText(Source).Words});
    }
  }
}

void Game::checkStateTriggers() {
  // CR 603.8: a state trigger triggers whenever the game state matches its
  // condition, and not again until that instance has left the stack (it
  // resolved, was countered, or was removed).
  // Which permanents have one is a matter of characteristics (and zones,
  // which a pass follows): looked for again only after a pass or update.
  StateTriggerSources &Found = StateTriggered;
  if (Found.Layers != Layers.generation() || Found.Board != Board.identity() ||
      Found.Computed != LayersComputed) {
    Found.Layers = Layers.generation();
    Found.Board = Board.identity();
    Found.Computed = LayersComputed;
    Found.Abilities.clear(); // storage kept
    for (ObjectId Id : zoneMap().in(Zone::Battlefield)) {
      const GameObject &O = Board.object(Id);
      if (O.Id >= LayersComputed)
        continue;
      for (const AbilityRef &A : Layers.rulesText(O.Id).Abilities) {
        if (!A.Printer || A.Intrinsic)
          continue;
        const TriggeredScript *T = scriptsOf(A.Printer->ability(A.Index)).Triggered;
        if (T && T->On == EventKind::State && T->State)
          Found.Abilities.push_back({O.Id, A});
      }
    }
  }
  for (const auto &[Source, A] : Found.Abilities) {
    if (!scriptsOf(A.Printer->ability(A.Index)).Triggered->State(*this, Source))
      continue;
    auto Same = [&](ObjectId S, const CardDef *P, std::uint8_t I) {
      return S == Source && P == A.Printer && I == A.Index;
    };
    bool Waiting = std::any_of(Triggers.begin(), Triggers.end(), [&](const PendingTrigger &P) {
      return Same(P.Source, P.Printer, P.Ability);
    });
    Waiting |= std::any_of(Stack.begin(), Stack.end(), [&](const StackItem &I) {
      return I.Kind == StackItem::KindT::Triggered && Same(I.Object, I.Printer, I.Ability);
    });
    if (!Waiting)
      Triggers.push_back({Source, A.Printer, A.Index, controllerOf(Source), Source,
                          Layers.copiableValues(Source).Words, Layers.rulesText(Source).Words});
  }
}

Task<> Game::putTriggersOnStack() {
  // CR 603.3b: APNAP order: the active player's triggers go on the stack
  // first (so they resolve last), each player ordering their own.
  // Triggers that choose no target and do the same thing: one ability
  // about one subject from one source (Ajani's Pridemate's two life
  // gains), or instances of a keyword whose effect is the same whichever
  // object has them (the exalted triggers for the creature attacking
  // alone, 702.83b). Every order has the same result, so no one is asked.
  // Two creatures' prowess triggers pump two creatures: ordered.
  auto Interchangeable = [](const std::vector<PendingTrigger> &Mine) {
    const TriggeredScript *First = scriptsOf(Mine[0].Printer->ability(Mine[0].Ability)).Triggered;
    if (First->Target != TargetKind::None)
      return false;
    return std::all_of(Mine.begin(), Mine.end(), [&](const PendingTrigger &T) {
      return scriptsOf(T.Printer->ability(T.Ability)).Triggered == First &&
             T.Subject == Mine[0].Subject &&
             (First->SameForEverySource || T.Source == Mine[0].Source);
    });
  };
  // Both lists in kept storage (D145, D149); the queue keeps its own.
  Scratch<PendingTrigger> KeptReady, KeptMine;
  std::vector<PendingTrigger> &Ready = *KeptReady;
  Ready.assign(Triggers.begin(), Triggers.end());
  Triggers.clear();
  for (int Turn = 0; Turn < numPlayers(); ++Turn) {
    PlayerId P = static_cast<PlayerId>((Board.Active + Turn) % numPlayers());
    std::vector<PendingTrigger> &Mine = *KeptMine;
    Mine.clear();
    for (const PendingTrigger &T : Ready)
      if (T.Controller == P)
        Mine.push_back(T);
    while (!Mine.empty()) {
      std::size_t Pick = 0;
      if (Mine.size() > 1 && !Interchangeable(Mine)) {
        Decision D = keptDecision(P, DecisionKind::TriggerOrder); // D149
        D.Prompt.append(Players[P].Name)
            .append(": put which triggered ability on the stack next?");
        // Other: what the event was about, so that two triggers of one
        // source can be told apart (Decision.h).
        for (std::size_t I = 0; I < Mine.size(); ++I) {
          Option &O = addOption(D, static_cast<std::int32_t>(I));
          Mine[I].Printer->appendLabel(O.Label, Mine[I].Ability);
          O.Label.append(" (");
          appendLabel(O.Label, Mine[I].Source);
          O.Label.append(")");
          O.Object = Mine[I].Source;
          O.Other = Mine[I].Subject;
        }
        Pick = static_cast<std::size_t>(co_await ask(std::move(D)));
        if (Over)
          co_return;
      }
      PendingTrigger T = Mine[Pick];
      Mine.erase(Mine.begin() + static_cast<std::ptrdiff_t>(Pick));
      StackItem Item = keptItem(); // D145
      RecycleOnExit Kept{*this, Item}; // D149
      Item.Kind = StackItem::KindT::Triggered;
      Item.Id = NextStackId++;
      Item.Object = T.Source;
      Item.Printer = T.Printer;
      Item.Ability = T.Ability;
      Item.Controller = T.Controller;
      Item.Subject = T.Subject;
      Item.PrintedWords = T.PrintedWords;
      Item.Words = T.Words;
      Item.HasWords = true;
      T.Printer->appendLabel(Item.Label, T.Ability);
      Item.Label.append(" (");
      appendLabel(Item.Label, T.Source);
      Item.Label.append(")");
      // CR 603.3d: targets are chosen as it goes on the stack; with no
      // legal target it is removed.
      TargetKind Kinds[1] = {scriptsOf(T.Printer->ability(T.Ability)).Triggered->Target};
      // (The result is named first: g++ 12 miscompiles a co_await inside
      // a negated condition of a void coroutine.)
      bool Targeted = co_await chooseTargets(Item, Kinds, 1);
      if (!Targeted)
        continue;
      Stack.push_back(std::move(Item));
      for (const Target &X : Stack.back().Targets)
        if (!X.IsPlayer)
          raise(EventKind::BecomesTarget, static_cast<ObjectId>(X.Id));
    }
  }
}

} // namespace strata::game
