//===- Replacement.cpp - CR 614-616 replacement and prevention ------------===//
///
/// \file
/// The events replacement and prevention effects modify (damage, +1/+1
/// counters, entering, dying), and CR 616.1: the affected player or the
/// affected object's controller chooses one applicable effect at a time
/// until none is left; each effect modifies an event at most once (614.5).
/// Whether an effect applies is judged on the layers' results, so it sees
/// an animated land as a creature and a stolen creature under its new
/// controller.
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"
#include "strata/game/Replacement.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>
#include <utility>

namespace strata::game {
using namespace runtime;

namespace {
/// One effect that applies to the event now.
struct Candidate {
  const ReplacementScript *Script;
  ReplacementSource Source;
  /// What makes it the same effect next time round (CR 614.5): the
  /// static ability's object, or the created effect's id.
  ObjectId StaticOn;
  std::uint32_t CreatedId;
};

/// CR 702.16e: protection prevents damage from sources with its quality, a
/// prevention effect (615) ordered with the others (616.1: a shield chosen
/// first is spent, one chosen after protection is not).
struct ProtectionPrevents {
  static constexpr ReplacedEvents On = on(ReplacedEvent::Damage);
  static constexpr bool Prevention = true;
  static constexpr std::string_view Text = "protection prevents the damage (CR 702.16e)";
  static bool applies(const CardGame &C, const ReplacementSource &, const ReplacementEvent &E) {
    const Game &G = engineOf(C);
    return E.Source != kNoObject &&
           G.protectionPreventsDamage(G.sourceCharacteristics(E.Source), E.To);
  }
  static void apply(CardGame &, const ReplacementSource &, ReplacementEvent &E) { E.Amount = 0; }
};
constexpr ReplacementScript Protection = replacementScript<ProtectionPrevents>();

/// CR 614.1c, 616.1c: the entering permanent's own "you may have this enter
/// as a copy" (Clone), one of the copy effects its controller orders;
/// applying it makes the card's choice (SpellScript::AsEnters).
constexpr ReplacementScript OwnCopyChoice{on(ReplacedEvent::EnterAsCopy), false, true,
                                          "its own \"enter as a copy\"", nullptr, nullptr};
} // namespace

PlayerId Game::affectedPlayer(const ReplacementEvent &E) const {
  // CR 616.1: the affected player, or the affected object's controller
  // (its owner if it has no controller).
  if (E.Kind == ReplacedEvent::Damage && E.To.IsPlayer)
    return static_cast<PlayerId>(E.To.Id);
  if (E.Kind == ReplacedEvent::CreateTokens)
    return E.Player;
  ObjectId Id = E.Kind == ReplacedEvent::Damage ? static_cast<ObjectId>(E.To.Id) : E.Object;
  const GameObject &O = Board.object(Id);
  return O.In == Zone::Battlefield ? controllerOf(Id) : O.Owner;
}

/// Is the event gone (all its damage prevented, no counters left)?
static bool nothingLeft(const ReplacementEvent &E) {
  // CR 615.6: prevented damage never happens; so with counters.
  return (E.Kind == ReplacedEvent::Damage || E.Kind == ReplacedEvent::PutCounters ||
          E.Kind == ReplacedEvent::CreateTokens) &&
         E.Amount <= 0;
}

Task<> Game::replace(ReplacementEvent &E) {
  std::vector<Candidate> Used, Now;
  auto WasUsed = [&](const Candidate &C) {
    return std::any_of(Used.begin(), Used.end(), [&](const Candidate &U) {
      return U.Script == C.Script && U.StaticOn == C.StaticOn && U.CreatedId == C.CreatedId;
    });
  };
  for (;;) {
    if (nothingLeft(E) || Over)
      co_return;
    Now.clear();
    // Static abilities (CR 604.2): those the layers left on permanents.
    for (ObjectId Id : zoneMap().in(Zone::Battlefield)) {
      const GameObject &O = Board.object(Id);
      for (const AbilityRef &A : Layers.rulesText(O.Id).Abilities) {
        if (!A.Printer || A.Intrinsic)
          continue;
        const ReplacementScript *S = scriptsOf(A.Printer->ability(A.Index)).Replacement;
        if (!S || !(S->On & on(E.Kind)))
          continue;
        // CR 614.12: an entering permanent's own replacement effects apply
        // to its entry only when they affect only it ("this enters with");
        // "[this] enters" effects apply to nothing else.
        bool Entry = E.Kind == ReplacedEvent::Enter || E.Kind == ReplacedEvent::EnterAsCopy;
        bool OwnEntry = Entry && O.Id == E.Object;
        if (Entry && !OwnEntry &&
            std::find(EnteringTogether.begin(), EnteringTogether.end(), O.Id) !=
                EnteringTogether.end())
          continue;
        if (OwnEntry != S->ThisPermanentEnters)
          continue;
        Candidate C{S, {O.Id, controllerOf(O.Id), {}, nullptr}, O.Id, 0};
        if (!WasUsed(C) && S->Applies(*this, C.Source, E))
          Now.push_back(C);
      }
    }
    // CR 616.1c: its own "enter as a copy", until another copy effect
    // made it a copy of something without that ability.
    if (E.Kind == ReplacedEvent::EnterAsCopy && !E.CopyApplied) {
      const SpellScript *Own = spellScriptOf(*Board.object(E.Object).Card);
      Candidate C{&OwnCopyChoice, {E.Object, controllerOf(E.Object), {}, nullptr}, E.Object, 0};
      if (Own && Own->ChoosesCopy && Own->AsEnters && !WasUsed(C))
        Now.push_back(C);
    }
    // Protection of the damaged permanent (CR 702.16e).
    if (E.Kind == ReplacedEvent::Damage && !E.To.IsPlayer) {
      auto Protected = static_cast<ObjectId>(E.To.Id);
      Candidate C{&Protection, {Protected, controllerOf(Protected), E.To, nullptr}, Protected, 0};
      if (!WasUsed(C) && Protection.Applies(*this, C.Source, E))
        Now.push_back(C);
    }
    // Effects created by resolving spells and abilities (CR 614.3, 615.3).
    for (CreatedReplacement &R : CreatedReplacements) {
      if (!(R.Script->On & on(E.Kind)))
        continue;
      Candidate C{R.Script, {R.Source, R.Controller, R.Affected, &R.Remaining}, kNoObject, R.Id};
      if (!WasUsed(C) && R.Script->Applies(*this, C.Source, E))
        Now.push_back(C);
    }
    if (Now.empty())
      co_return;
    // CR 616.1: none of these is a self-replacement effect (616.1a) and
    // copy effects were applied as the permanent's "as enters" choices
    // (616.1c), so any may be chosen (616.1e).
    std::size_t Pick = 0;
    if (Now.size() > 1) {
      PlayerId P = affectedPlayer(E);
      Decision D = keptDecision(P, DecisionKind::ReplacementOrder); // D149
      D.Prompt.append(Players[P].Name)
          .append(": choose the replacement or prevention effect to apply next (CR 616.1)");
      for (std::size_t I = 0; I < Now.size(); ++I) {
        Option &O = addOption(D, static_cast<std::int32_t>(I));
        appendLabel(O.Label, Now[I].Source.Object);
        O.Label.append(": ").append(Now[I].Script->Text);
        O.Object = Now[I].Source.Object;
      }
      int Chosen = co_await ask(std::move(D));
      if (Over || Chosen < 0)
        co_return;
      Pick = static_cast<std::size_t>(Chosen);
    }
    // CR 616.1f: apply it, then look again at what applies now; CR 614.5:
    // it never applies to this event again.
    Used.push_back(Now[Pick]);
    if (Now[Pick].Script == &OwnCopyChoice) {
      co_await spellScriptOf(*Board.object(E.Object).Card)->AsEnters(*this, E.Object);
      co_await makeCopiedEntryChoices(E.Object);
      E.CopyApplied = true;
    } else {
      Now[Pick].Script->Apply(*this, Now[Pick].Source, E);
      // CR 707.5: entering as a copy, it makes the copied card's choices.
      if (E.Kind == ReplacedEvent::EnterAsCopy && E.CopyApplied)
        co_await makeCopiedEntryChoices(E.Object);
    }
    // What applies next is judged on the permanent as it now would enter
    // (a copy of Essence of the Wild no longer has Clone's ability).
    if (E.Kind == ReplacedEvent::EnterAsCopy)
      recompute();
  }
}

Task<bool> Game::replaceEnteringAsCopy(ObjectId Id) {
  // CR 614.12: judged on the permanent as it would exist on the
  // battlefield (replaceEntering below).
  Layers.setEntering(Id);
  recompute();
  ReplacementEvent E;
  E.Kind = ReplacedEvent::EnterAsCopy;
  E.Object = Id;
  co_await replace(E);
  Layers.setEntering(kNoObject);
  co_return E.CopyApplied;
}

void Game::createReplacement(const ReplacementScript &Script, const StackItem &From,
                             Target Affected, int Shield) {
  CreatedReplacements.push_back(
      {&Script, From.Object, From.Controller, Affected, Shield, NextReplacementId++});
}

Task<> Game::dealDamage(ObjectId Source, Target To, int Amount, bool Combat) {
  if (Amount <= 0)
    co_return;
  ReplacementEvent E;
  E.Kind = ReplacedEvent::Damage;
  E.Source = Source;
  E.To = To;
  E.Amount = Amount;
  E.Combat = Combat;
  co_await replace(E);
  GameEvent Ev{GameEvent::KindT::Damage, Combat};
  Ev.Source = E.Source;
  Ev.To = E.To;
  Ev.Amount = std::max(0, E.Amount);
  Ev.Asked = Amount;
  record(Ev);
  if (E.Amount <= 0)
    co_return;
  damageDealt(E.Source, E.To, E.Amount);
  if (Combat && E.To.IsPlayer) // CR 510.2, 603.2
    raise(EventKind::DealsCombatDamageToPlayer, E.Source);
}

Task<> Game::dealDamageAsItIsNow(ObjectId Source, Target To, int Amount) {
  std::uint8_t Had = Source == kNoObject ? 0 : std::exchange(HasLastKnown[Source], 0);
  co_await dealDamage(Source, To, Amount);
  if (Source != kNoObject)
    HasLastKnown[Source] = Had;
}

Task<> Game::putCounters(ObjectId Id, int N) {
  co_await putCounters(Id, CounterKind{}, N);
}

Task<bool> Game::putCounters(ObjectId Id, CounterKind K, int N) {
  if (N <= 0)
    co_return true;
  // Counters on a card in another zone: no effect here watches them.
  if (Board.object(Id).In != Zone::Battlefield)
    co_return runtime::putCounters(Board, Id, K, N);
  ReplacementEvent E;
  E.Kind = ReplacedEvent::PutCounters;
  E.Counter = K;
  E.Object = Id;
  E.Amount = N;
  co_await replace(E);
  if (E.Amount <= 0)
    co_return true;
  if (!runtime::putCounters(Board, Id, K, E.Amount)) // CR 613.7c: their timestamp
    co_return false;
  if (K.Kind == CounterKind::Of::PlusOne) {
    GameEvent Ev{GameEvent::KindT::Counters};
    Ev.Object = Id;
    Ev.Amount = E.Amount;
    record(Ev);
  }
  co_return true;
}

} // namespace strata::game
