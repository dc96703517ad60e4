//===- Zones.cpp - CR 400: every move between zones ---------------------===//
///
/// \file
/// The one place objects change zones. moveTo() is the move itself (the
/// only code that sets an object's zone); every other way in or out goes
/// through it after the rules have had their say: moveObject(s) after the
/// replacement effects that apply to the move (614.1, 614.6) and with the
/// leaves-the-battlefield and dies triggers looking back (603.10a);
/// putOntoBattlefield with its "as enters" choices, entry replacements
/// (614.1c-d, 614.12) and enters triggers; tokens created (111) and
/// permanents entering together (603.6a); drawing (121) and destroying
/// (701.7).
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include "Scratch.h"
#include "strata/game/Keywords.h"
#include "strata/game/Replacement.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>
#include <utility>

namespace strata::game {
using namespace runtime;

void Game::draw(PlayerId P, int N) {
  for (int I = 0; I < N; ++I) {
    Player &Pl = Players[P];
    if (Pl.Library.empty()) {
      Pl.DrewFromEmptyLibrary = true; // CR 704.5b
      continue;
    }
    ObjectId Top = Pl.Library.back();
    moveTo(Top, Zone::Hand);
  }
}

Task<> Game::destroy(ObjectId Id) {
  // CR 702.12b: indestructible permanents can't be destroyed.
  if (hasKeyword(Id, Keyword::Indestructible))
    co_return;
  co_await moveObject(Id, Zone::Graveyard);
}

void Game::moveTo(ObjectId Id, Zone To) {
  GameObject &O = Board.edit(Id);
  GameEvent Ev{GameEvent::KindT::ZoneChange};
  Ev.Object = Id;
  Ev.From = O.In;
  Ev.ToZone = To;
  record(Ev);
  Player &Owner = Players[O.Owner];
  if (O.In == Zone::Library)
    std::erase(Owner.Library, Id);
  bool LeftBattlefield = O.In == Zone::Battlefield && To != Zone::Battlefield;
  // CR 113.7a: what it was as it left the battlefield or the stack.
  if ((O.In == Zone::Battlefield || O.In == Zone::Stack) && O.In != To && Id < LayersComputed) {
    LastKnown[Id] = Layers.get(Id);
    HasLastKnown[Id] = 1;
  } else if (To == Zone::Battlefield || To == Zone::Stack) {
    HasLastKnown[Id] = 0; // computed again from now on
  }
  DeathtouchDamaged[Id] = 0;
  // CR 400.7: it becomes a new object: no counters (122.2), damage, status,
  // attachment or choices; owner's control; a new timestamp (613.7d).
  O.In = To;
  O.Ts = Board.newTimestamp();
  O.Count = Counters();
  O.Damage = 0;
  O.Tapped = false;
  O.Attacking = kNoPlayer;
  O.FaceDown = false;
  O.AttachedTo = kNoObject;
  O.Choices = EntryChoices();
  O.BaseController = O.Owner;
  SummoningSick[Id] = 0;
  LastController[Id] = kNoPlayer;
  if (To == Zone::Library)
    Owner.Library.push_back(Id);
  if (!LeftBattlefield)
    return;
  // Effects locked to the old object no longer apply to it (CR 400.7);
  // copy and "as enters" effects on it end.
  for (CreatedEffect &E : Board.Effects)
    std::erase(E.Locked, Id);
  // CR 611.2b: "for as long as [this] remains on the battlefield" and "for
  // as long as you control [this]" end when their source leaves.
  endEffectsIf([&](const CreatedEffect &E) {
    return (E.Until == Duration::WhileOnBattlefield && E.Locked.empty()) ||
           (E.Source == Id && (E.Until == Duration::WhileSourceOnBattlefield ||
                               E.Until == Duration::WhileYouControlSource));
  });
  std::erase(Battle.Attackers, Id);
  std::erase_if(Battle.Blocks, [&](auto &B) { return B.first == Id || B.second == Id; });
}

Task<> Game::putOntoBattlefield(ObjectId Id, PlayerId Controller, ObjectId AttachTo,
                                bool Setup, bool FaceDown) {
  moveTo(Id, Zone::Battlefield);
  const CardDef &Card = *Board.object(Id).Card;
  {
    // Written before anything below recomputes or waits (an edit()
    // reference kept past that would not be journaled, D140).
    GameObject &O = Board.edit(Id);
    O.FaceDown = FaceDown; // CR 708.2: a face-down spell enters face down
    O.BaseController = Controller;
    if (AttachTo != kNoObject)
      O.AttachedTo = AttachTo;
    // CR 306.5b: a planeswalker enters with its printed loyalty in counters.
    if (Card.Face.Types.contains(CardType::Planeswalker))
      O.Count.Loyalty = Card.Face.Loyalty;
  }
  SummoningSick[Id] = !Setup; // CR 302.6
  // CR 614.12 / 707.5: "as enters" choices and copy effects, which apply
  // as it enters (611.3c), so recompute before its triggers look at it.
  // CR 616.1c: first the copy effects that modify how it enters, its own
  // "enter as a copy" among them; a permanent that enters as a copy has
  // the copied text, not its own "as enters" choices.
  bool Copied = !Setup && !FaceDown && co_await replaceEnteringAsCopy(Id);
  if (FaceDown || Copied)
    ; // CR 708.2: no abilities, so no "as enters" choices
  else if (spellScriptOf(Card) && spellScriptOf(Card)->AsEnters) {
    // A set-up placement does not recompute (below), but a choice may look
    // at the permanents placed before it (Clone's copy).
    if (Setup)
      recompute();
    co_await spellScriptOf(Card)->AsEnters(*this, Id);
    co_await makeCopiedEntryChoices(Id);
  } else
    for (int I = 0; I < Card.NumEntryEffects; ++I)
      createEntryEffect(Id, I, {});
  // Setting up a board places every permanent before anything looks at
  // it: one recompute when play starts, not one per permanent (a board of N
  // is set up in O(N), not O(N^2)).
  if (Setup)
    co_return;
  co_await replaceEntering(Id); // CR 614.1c-d, 614.12
  recompute();
  raise(EventKind::EntersBattlefield, Id);
}

Task<> Game::makeCopiedEntryChoices(ObjectId Id) {
  const GameObject &O = Board.object(Id);
  recompute();
  const Characteristics &Values = Layers.copiableValues(Id);
  const CardDef *Copied = Values.Card;
  // Not a copy, or a copy of a card with no "as enters" choice.
  if (!Copied || Copied == O.Card || !spellScriptOf(*Copied) || !spellScriptOf(*Copied)->AsEnters ||
      spellScriptOf(*Copied)->ChoosesCopy)
    co_return;
  // CR 707.2, 708.2: the choice is the copied rules text's; a copy of a
  // face-down permanent (no text) or of values without it asks nothing.
  bool HasItsText = false;
  for (const AbilityRef &A : Values.Abilities)
    HasItsText |= A.Printer == Copied && A.FromText;
  if (!HasItsText)
    co_return;
  co_await spellScriptOf(*Copied)->AsEnters(*this, Id);
}

Task<> Game::moveObject(ObjectId Id, Zone To) {
  ObjectId One[] = {Id};
  co_await moveObjects(One, To);
}

Task<> Game::moveObjects(std::span<const ObjectId> Ids, Zone To) {
  // CR 614.1, 614.6: each move is an event replacement effects may modify;
  // CR 704.3, 603.2: objects that move at once are judged together, on the
  // board as it was before any of them moved, and then all move.
  Scratch<std::pair<ObjectId, Zone>> Kept; // D145
  std::vector<std::pair<ObjectId, Zone>> &Moves = *Kept;
  for (ObjectId Id : Ids) {
    if (Board.object(Id).In == To || Board.object(Id).In == Zone::None)
      continue;
    ReplacementEvent E;
    E.Kind = ReplacedEvent::ZoneChange;
    E.Object = Id;
    E.From = Board.object(Id).In;
    E.Destination = To;
    co_await replace(E);
    Moves.push_back({Id, E.Destination});
  }
  // CR 603.10a, 603.6c: leaves-the-battlefield abilities look back in
  // time: they trigger from the board before any of the objects moved.
  // CR 700.4: "dies" is from the battlefield to a graveyard (not when a
  // replacement exiles it instead).
  for (auto [Id, Where] : Moves)
    if (Board.object(Id).In == Zone::Battlefield && Id < LayersComputed) {
      if (Where == Zone::Graveyard && isCreature(Id))
        raise(EventKind::Dies, Id);
      raise(EventKind::LeavesBattlefield, Id);
    }
  for (auto [Id, Where] : Moves)
    if (Board.object(Id).In != Where)
      moveTo(Id, Where);
}

Task<> Game::replaceEntering(ObjectId Id) {
  // CR 614.12: which effects apply, and how, is judged on the permanent as
  // it would exist on the battlefield: with its own static abilities and
  // the continuous effects that already exist (Mycosynth Lattice makes it
  // an artifact for Root Maze). It is already there, under the controller
  // it enters under, with its "as enters" choices made; nothing has seen
  // it yet (no state-based action or trigger runs before this is done).
  // Its static abilities apply to it alone until it has entered: Humility
  // entering does not yet take Kinjalli's Sunwing's ability away.
  Layers.setEntering(Id);
  recompute();
  ReplacementEvent E;
  E.Kind = ReplacedEvent::Enter;
  E.Object = Id;
  // CR 122.6, 614.1c: counters the effect putting it there gives it
  // (persist's -1/-1 counter), which replacement effects then modify.
  E.Counter = EntersWith.Kind;
  E.Amount = std::exchange(EntersWith.Count, 0);
  co_await replace(E);
  Layers.setEntering(kNoObject);
  recompute();
  GameObject &O = Board.edit(Id);
  if (E.Tapped)
    O.Tapped = true; // CR 614.1d
  if (E.Amount > 0)
    (void)runtime::putCounters(Board, Id, E.Counter, E.Amount); // CR 614.1c, 122.6
}

Task<> Game::returnToBattlefield(ObjectId Id, PlayerId Controller, CounterKind K, int N) {
  EntersWith = {K, N};
  co_await putOntoBattlefield(Id, Controller);
  EntersWith = {};
}

const CardDef &Game::tokenAsWritten(const CardDef &Token, ObjectId Creator) {
  if (Creator == kNoObject || Creator >= LayersComputed)
    return Token;
  // Its words before text changes (layer 3): a copy's are the copied card's.
  return tokenAsWritten(Token, Layers.copiableValues(Creator).Words,
                        Layers.rulesText(Creator).Words);
}

const CardDef &Game::tokenAsWritten(const CardDef &Token, const TextWords &Printed,
                                    const TextWords &Now) {
  CardFace Face = Token.Face;
  bool Changed = false;
  for (int I = 0; I < Printed.Count && I < Now.Count; ++I) {
    TextWord From = Printed.Words[I], To = Now.Words[I];
    if (From == To || From.Kind != To.Kind)
      continue;
    if (From.Kind == TextWord::KindT::Color &&
        Face.ColorIndicator.contains(static_cast<Color>(From.Value))) {
      Face.ColorIndicator.erase(static_cast<Color>(From.Value));
      Face.ColorIndicator.insert(static_cast<Color>(To.Value));
      Changed = true;
    } else if (From.Kind == TextWord::KindT::CreatureType &&
               Face.Subtypes.contains(static_cast<Subtype>(From.Value))) {
      Face.Subtypes.erase(static_cast<Subtype>(From.Value));
      Face.Subtypes.insert(static_cast<Subtype>(To.Value));
      Changed = true;
    }
  }
  if (!Changed)
    return Token;
  auto Made = std::make_shared<WrittenToken>();
  // CR 111.4: a token named by its subtypes and the word Token is named by
  // its new subtypes.
  std::string Generated;
  Token.Face.Subtypes.forEach([&](Subtype S) {
    Generated += std::string(kSubtypeNames[static_cast<std::size_t>(S)]) + " ";
  });
  if (Token.Face.Name == Generated + "Token") {
    Face.Subtypes.forEach([&](Subtype S) {
      Made->Name += std::string(kSubtypeNames[static_cast<std::size_t>(S)]) + " ";
    });
    Made->Name += "Token";
  } else {
    Made->Name = std::string(Token.Face.Name);
  }
  Made->Def = Token;
  Made->Def.Face = Face;
  Made->Def.Face.Name = Made->Name;
  TokenDefs.push_back(Made);
  return Made->Def;
}

Task<> Game::destroyAll(std::span<const ObjectId> Ids) {
  Scratch<ObjectId> Kept; // D145
  std::vector<ObjectId> &Destroyed = *Kept;
  for (ObjectId Id : Ids)
    if (!hasKeyword(Id, Keyword::Indestructible)) // CR 702.12b
      Destroyed.push_back(Id);
  co_await moveObjects(Destroyed, Zone::Graveyard);
}

Task<> Game::putOntoBattlefieldTogether(
    std::span<const std::pair<ObjectId, PlayerId>> Entering) {
  // A group may enter while another is entering (tokens created as one of
  // them enters): the outer group's state is kept and given back.
  std::vector<ObjectId> OuterTogether = std::move(EnteringTogether);
  std::vector<ObjectId> OuterDeferred = std::move(DeferredEnters);
  EnteringTogether.clear();
  DeferredEnters.clear();
  for (auto [Id, Controller] : Entering)
    EnteringTogether.push_back(Id);
  for (auto [Id, Controller] : Entering)
    co_await putOntoBattlefield(Id, Controller);
  std::vector<ObjectId> Entered = std::move(DeferredEnters);
  EnteringTogether = std::move(OuterTogether);
  DeferredEnters = std::move(OuterDeferred);
  // CR 603.6a, 603.10: each enters event once all are there, judged on
  // the board they entered together.
  for (ObjectId Id : Entered)
    raise(EventKind::EntersBattlefield, Id);
}

Task<> Game::createTokens(const CardDef &Token, PlayerId Controller, int N,
                          std::vector<ObjectId> *Made) {
  if (N <= 0)
    co_return;
  ReplacementEvent E;
  E.Kind = ReplacedEvent::CreateTokens;
  E.Player = Controller;
  E.Token = &Token;
  E.Amount = N;
  // What the creating text says now (CR 612.2); a replacement effect that
  // makes other tokens (Divine Visitation) gives its own definition.
  E.Token = !Resolving               ? &Token
            : Resolving->HasWords ? &tokenAsWritten(Token, Resolving->PrintedWords,
                                                    Resolving->Words)
                                  : &tokenAsWritten(Token, Resolving->Object);
  co_await replace(E);
  // CR 111.2: created by the player, owned by them; objects are ids of 16
  // bits, so a doubling that would exceed the game's room stops there.
  int Room = runtime::Board::kMaxObjects - 1 - Board.numObjects();
  std::vector<ObjectId> Ids;
  for (int I = 0; I < std::min(E.Amount, Room); ++I) {
    ObjectId Id = newObject(*E.Token, Controller, Zone::None); // as replaced (Divine Visitation)
    Board.edit(Id).Token = true;
    Ids.push_back(Id);
  }
  // CR 603.6a, 613.7m: they enter at once; each one's entry is replaced and
  // triggers as its own event.
  // CR 614.12: none of them exists yet as the others' entries are judged
  // (Essence of the Wild copies: the first token's ability doesn't apply to
  // the second).
  std::vector<std::pair<ObjectId, PlayerId>> Entering;
  for (ObjectId Id : Ids)
    Entering.push_back({Id, Controller});
  co_await putOntoBattlefieldTogether(Entering);
  if (Made)
    Made->insert(Made->end(), Ids.begin(), Ids.end());
}

} // namespace strata::game
