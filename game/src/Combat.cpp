//===- Combat.cpp - CR 506-511 combat --------------------------------------===//
///
/// \file
/// Declaring attackers and blockers (one creature or block per decision,
/// then "done"), and combat damage with first strike, trample and the
/// evasion keywords of the pool.
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include "Scratch.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>

namespace strata::game {
using namespace runtime;

Task<> Game::declareAttackers() {
  // CR 508.1a: the active player chooses attackers among untapped
  // creatures they control that have been under their control since the
  // turn began (or have haste, 302.6) and lack defender (702.3b).
  PlayerId P = Board.Active;
  for (;;) {
    Decision D = keptDecision(P, DecisionKind::Attackers); // D143
    D.Prompt.append(Players[P].Name).append(": declare an attacker, or done");
    D.Options.push_back({"done", -1});
    for (const GameObject &O : Board.objects()) {
      if (O.In != Zone::Battlefield || controllerOf(O.Id) != P || !isCreature(O.Id) ||
          hasKeyword(O.Id, Keyword::Defender) || !canTapForCost(O.Id) ||
          std::find(Battle.Attackers.begin(), Battle.Attackers.end(), O.Id) !=
              Battle.Attackers.end())
        continue;
      std::string Label = keptString();
      Label.append("attack with ");
      appendLabel(Label, O.Id);
      Option Opt{std::move(Label), O.Id};
      Opt.Object = O.Id;
      D.Options.push_back(std::move(Opt));
    }
    PendingKinds.assign(D.Options.size(), ActionKind::DeclareAttackers);
    int Choice = co_await ask(std::move(D));
    PendingKinds.clear();
    if (Over || Choice < 0)
      break;
    Battle.Attackers.push_back(static_cast<ObjectId>(Choice));
  }
  Battle.AttackersDeclared = !Battle.Attackers.empty();
  // CR 702.147a: decayed: "When this creature attacks, sacrifice it at end
  // of combat" (the delayed sacrifice is done at the end of combat step).
  for (ObjectId A : Battle.Attackers)
    if (hasKeyword(A, Keyword::Decayed))
      Battle.SacrificeAtEndOfCombat.push_back(A);
  // CR 508.1f: attacking taps the creature unless it has vigilance; it is
  // an attacking creature (506.4, a status effects may read).
  for (ObjectId A : Battle.Attackers) {
    if (!hasKeyword(A, Keyword::Vigilance))
      setTapped(A, true);
    Board.edit(A).Attacking = Battle.Defender;
  }
  recompute();
  // CR 508.3a: attack triggers; 506.5: a creature attacks alone.
  for (ObjectId A : Battle.Attackers)
    raise(EventKind::Attacks, A);
  if (Battle.Attackers.size() == 1)
    raise(EventKind::AttacksAlone, Battle.Attackers[0]);
}

void Game::endCombat() {
  for (ObjectId A : Battle.Attackers)
    Board.edit(A).Attacking = kNoPlayer;
  Battle.clear();
  recompute();
}

bool Game::canBlock(ObjectId Blocker, ObjectId Attacker) const {
  if (Rules.CantBlock[Blocker] || Rules.CantBeBlocked[Attacker])
    return false;
  // CR 702.9b: flying: only by flying or reach.
  if (hasKeyword(Attacker, Keyword::Flying) && !hasKeyword(Blocker, Keyword::Flying) &&
      !hasKeyword(Blocker, Keyword::Reach))
    return false;
  // CR 702.28b: shadow: blocked only by, and blocking only, creatures
  // with shadow.
  if (hasKeyword(Attacker, Keyword::Shadow) != hasKeyword(Blocker, Keyword::Shadow))
    return false;
  // CR 702.147a: decayed: "This creature can't block."
  if (hasKeyword(Blocker, Keyword::Decayed))
    return false;
  // CR 702.16f: not blocked by creatures with a quality it has protection
  // from.
  if (protectedFrom(Attacker, Layers.get(Blocker)))
    return false;
  // CR 702.14c: landwalk: unblockable while the defender controls a land
  // of that type.
  for (int K = 0; K < 5; ++K) {
    if (!hasKeyword(Attacker, landwalkFor(kBasicLandTypes[K])))
      continue;
    for (const GameObject &O : Board.objects())
      if (O.In == Zone::Battlefield && controllerOf(O.Id) == controllerOf(Blocker) &&
          Layers.get(O.Id).Types.contains(CardType::Land) &&
          Layers.get(O.Id).Subtypes.contains(kBasicLandTypes[K]))
        return false;
  }
  return true;
}

Task<> Game::declareBlockers() {
  // CR 509.1a: the defending player chooses blocks; each untapped creature
  // blocks at most one attacker.
  PlayerId P = Battle.Defender;
  Scratch<std::pair<ObjectId, ObjectId>> KeptChoices; // D145
  std::vector<std::pair<ObjectId, ObjectId>> &Choices = *KeptChoices;
  for (;;) {
    Choices.clear();
    Decision D = keptDecision(P, DecisionKind::Blockers); // D143
    D.Prompt.append(Players[P].Name).append(": declare a blocker, or done");
    D.Options.push_back({"done", -1});
    for (const GameObject &O : Board.objects()) {
      if (O.In != Zone::Battlefield || controllerOf(O.Id) != P || !isCreature(O.Id) ||
          O.Tapped)
        continue;
      bool Blocking = false;
      for (auto &B : Battle.Blocks)
        Blocking |= B.first == O.Id;
      if (Blocking)
        continue;
      for (ObjectId A : Battle.Attackers)
        if (canBlock(O.Id, A)) {
          std::string Label = keptString();
          appendLabel(Label, O.Id);
          Label.append(" blocks ");
          appendLabel(Label, A);
          Option Opt{std::move(Label), static_cast<std::int32_t>(Choices.size())};
          Opt.Object = O.Id;
          Opt.Other = A;
          D.Options.push_back(std::move(Opt));
          Choices.push_back({O.Id, A});
        }
    }
    PendingKinds.assign(D.Options.size(), ActionKind::DeclareBlockers);
    int Choice = co_await ask(std::move(D));
    PendingKinds.clear();
    if (Over || Choice < 0)
      break;
    Battle.Blocks.push_back(Choices[static_cast<std::size_t>(Choice)]);
  }
  // CR 702.111b, 509.1c: a creature with menace can't be blocked except by
  // two or more creatures; a lone block of one is not part of a legal
  // declaration, so it is dropped.
  for (ObjectId A : Battle.Attackers) {
    if (!hasKeyword(A, Keyword::Menace))
      continue;
    auto Count = std::count_if(Battle.Blocks.begin(), Battle.Blocks.end(),
                               [&](auto &B) { return B.second == A; });
    if (Count == 1)
      std::erase_if(Battle.Blocks, [&](auto &B) { return B.second == A; });
  }
  for (auto &[Blocker, Attacker] : Battle.Blocks) {
    if (std::find(Battle.Blocked.begin(), Battle.Blocked.end(), Attacker) ==
        Battle.Blocked.end()) {
      Battle.Blocked.push_back(Attacker);
      raise(EventKind::BlocksOrBecomesBlocked, Attacker); // CR 509.3c
    }
    raise(EventKind::BlocksOrBecomesBlocked, Blocker); // CR 509.3a
  }
}

bool Game::needsFirstStrikeStep() const {
  // CR 510.4: a first-strike damage step if any attacker or blocker has
  // first strike or double strike.
  auto Strikes = [&](ObjectId Id) {
    return hasKeyword(Id, Keyword::FirstStrike) || hasKeyword(Id, Keyword::DoubleStrike);
  };
  for (ObjectId A : Battle.Attackers)
    if (Strikes(A))
      return true;
  for (auto &B : Battle.Blocks)
    if (Strikes(B.first))
      return true;
  return false;
}

Task<> Game::dealCombatDamage(bool FirstStrikeStep) {
  recompute();
  // CR 510.4: in the first-strike step only first and double strikers
  // deal damage; afterwards, the others and double strikers again.
  auto Deals = [&](ObjectId Id) {
    if (Board.object(Id).In != Zone::Battlefield || !isCreature(Id))
      return false;
    bool First = hasKeyword(Id, Keyword::FirstStrike);
    bool Double = hasKeyword(Id, Keyword::DoubleStrike);
    if (FirstStrikeStep)
      return First || Double;
    return !Battle.FirstStrikeDealt || Double || !First;
  };
  struct Hit {
    ObjectId Source;
    Target To;
    int Amount;
  };
  Scratch<Hit> KeptHits; // D145
  std::vector<Hit> &Hits = *KeptHits; // CR 510.2: all combat damage is dealt at once
  for (ObjectId A : Battle.Attackers) {
    if (!Deals(A))
      continue;
    int Power = std::max(0, static_cast<int>(Layers.get(A).Power));
    bool WasBlocked = std::find(Battle.Blocked.begin(), Battle.Blocked.end(), A) !=
                      Battle.Blocked.end();
    if (!WasBlocked) {
      Hits.push_back({A, {true, Battle.Defender}, Power}); // CR 510.1a
      continue;
    }
    // CR 510.1c: lethal damage to each blocker in order before the next;
    // the last takes the rest, unless trample (702.19b) sends it on to the
    // player.
    Scratch<ObjectId> KeptOrder;
    std::vector<ObjectId> &Order = *KeptOrder;
    for (auto &[Blocker, Attacked] : Battle.Blocks)
      if (Attacked == A && Board.object(Blocker).In == Zone::Battlefield)
        Order.push_back(Blocker);
    bool Trample = hasKeyword(A, Keyword::Trample);
    for (std::size_t I = 0; I < Order.size() && Power > 0; ++I) {
      ObjectId Blocker = Order[I];
      int Lethal = std::max(0, Layers.get(Blocker).Toughness - Board.object(Blocker).Damage);
      if (hasKeyword(A, Keyword::Deathtouch))
        Lethal = std::min(Lethal, 1); // CR 702.2c
      bool Last = I + 1 == Order.size();
      int Assign = (Last && !Trample) ? Power : std::min(Power, Lethal);
      Hits.push_back({A, {false, Blocker}, Assign});
      Power -= Assign;
    }
    if (Power > 0 && hasKeyword(A, Keyword::Trample))
      Hits.push_back({A, {true, Battle.Defender}, Power});
  }
  for (auto &[Blocker, Attacker] : Battle.Blocks)
    if (Deals(Blocker) && Board.object(Attacker).In == Zone::Battlefield)
      Hits.push_back({Blocker, {false, Attacker},
                      std::max(0, static_cast<int>(Layers.get(Blocker).Power))});
  // CR 615.7: a prevention shield that can't prevent all the damage several
  // sources deal one recipient at once: the protected player, or the
  // protected permanent's controller, chooses which source's damage it
  // prevents first (the hits to it are dealt in that order).
  for (std::size_t First = 0; First < Hits.size(); ++First) {
    const Target To = Hits[First].To;
    int Shield = 0, Total = 0, Sources = 0;
    for (const CreatedReplacement &R : CreatedReplacements)
      if (R.Script->Prevention && R.Remaining > 0 && R.Affected == To)
        Shield += R.Remaining;
    for (std::size_t I = First; I < Hits.size(); ++I)
      if (Hits[I].To == To) {
        Total += Hits[I].Amount;
        ++Sources;
      }
    bool Earlier = false;
    for (std::size_t I = 0; I < First; ++I)
      Earlier |= Hits[I].To == To;
    if (Earlier || Shield == 0 || Shield >= Total || Sources < 2)
      continue;
    PlayerId P = To.IsPlayer ? static_cast<PlayerId>(To.Id)
                             : controllerOf(static_cast<ObjectId>(To.Id));
    // Brings the chosen hits to the front of this recipient's, one by one.
    Scratch<std::size_t> KeptMine;
    std::vector<std::size_t> &Mine = *KeptMine;
    for (std::size_t I = First; I < Hits.size(); ++I)
      if (Hits[I].To == To)
        Mine.push_back(I);
    for (std::size_t K = 0; K + 1 < Mine.size(); ++K) {
      Decision D = keptDecision(P, DecisionKind::ReplacementOrder); // D149
      D.Prompt.append(Players[P].Name)
          .append(": choose the source whose damage the prevention shield prevents next "
                  "(CR 615.7)");
      for (std::size_t J = K; J < Mine.size(); ++J) {
        Option &O = addOption(D, static_cast<std::int32_t>(J));
        appendLabel(O.Label, Hits[Mine[J]].Source);
        O.Object = Hits[Mine[J]].Source;
      }
      int Chosen = co_await ask(std::move(D));
      if (Over || Chosen < 0)
        co_return;
      std::swap(Hits[Mine[K]], Hits[Mine[static_cast<std::size_t>(Chosen)]]);
    }
  }
  // CR 616.1: replacement and prevention effects modify each source's
  // damage to each recipient, its controller (or the player) choosing.
  for (const Hit &H : Hits)
    co_await dealDamage(H.Source, H.To, H.Amount, /*Combat=*/true);
  if (FirstStrikeStep)
    Battle.FirstStrikeDealt = true;
}

} // namespace strata::game
