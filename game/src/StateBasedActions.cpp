//===- StateBasedActions.cpp - CR 704 --------------------------------------===//
///
/// \file
/// State-based actions, checked whenever a player would receive priority
/// (CR 704.3), all at once, repeatedly, with the layers recomputed first so
/// they see the characteristics the rules give.
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include "Scratch.h"

#include "strata/runtime/CardDef.h"

#include <algorithm>

namespace strata::game {
using namespace runtime;

/// D141: what a check of state-based actions reads: the objects (the
/// board's edit journal says whether any was written), their
/// characteristics (the layers' generation) and the players.
static std::array<int, 3> playerState(const Player &P) {
  return {P.Life, P.Lost, P.DrewFromEmptyLibrary};
}

bool Game::sbaQuiet() const {
  if (SbaQuiet.Board != Board.identity() || SbaQuiet.Seq != Board.editSeq() ||
      SbaQuiet.Layers != Layers.generation() || SbaQuiet.Players.size() != Players.size())
    return false;
  for (std::size_t P = 0; P < Players.size(); ++P)
    if (SbaQuiet.Players[P] != playerState(Players[P]))
      return false;
  return std::find(DeathtouchDamaged.begin(), DeathtouchDamaged.end(), 1) ==
         DeathtouchDamaged.end();
}

void Game::noteSbaQuiet() {
  SbaQuiet.Board = Board.identity();
  SbaQuiet.Seq = Board.editSeq();
  SbaQuiet.Layers = Layers.generation();
  SbaQuiet.Players.resize(Players.size()); // once: no allocation after
  for (std::size_t P = 0; P < Players.size(); ++P)
    SbaQuiet.Players[P] = playerState(Players[P]);
}

/// CR 704.5f-i, 704.5m-q: the state-based actions each permanent is
/// checked for on its own, in one plain loop (the check itself is a
/// coroutine, for the legend rule's choice). Returns how many legendary
/// permanents there are (704.5j needs two).
int Game::scanPermanents(std::vector<ObjectId> &ToGraveyard, std::vector<ObjectId> &ToDestroy,
                         std::vector<ObjectId> &Unattach, bool &Acted) {
  int Legendary = 0;
  // Permanents only are read (zoneMap()); the scan writes counters and
  // attachments, never a zone.
  for (ObjectId Id : zoneMap().in(Zone::Battlefield)) {
    const GameObject &O = Board.object(Id);
    const CoreCharacteristics &C = Layers.get(O.Id);
    Legendary += C.Supertypes.contains(Supertype::Legendary);
    bool Creature = C.Types.contains(CardType::Creature);
    // CR 704.5f: toughness 0 or less: put into the graveyard.
    if (Creature && C.Toughness <= 0) {
      ToGraveyard.push_back(O.Id);
      continue;
    }
    // CR 704.5g: lethal damage destroys (indestructible: 702.12b).
    if (Creature && O.Damage > 0 && O.Damage >= C.Toughness &&
        !C.Keywords.contains(Keyword::Indestructible)) {
      ToDestroy.push_back(O.Id);
      continue;
    }
    // CR 704.5h: dealt damage by a source with deathtouch since the last
    // check: destroyed (indestructible: 702.12b).
    if (Creature && DeathtouchDamaged[O.Id] &&
        !C.Keywords.contains(Keyword::Indestructible)) {
      ToDestroy.push_back(O.Id);
      continue;
    }
    // CR 704.5i: a planeswalker with 0 loyalty goes to the graveyard.
    if (C.Types.contains(CardType::Planeswalker) && O.Count.Loyalty <= 0) {
      ToGraveyard.push_back(O.Id);
      continue;
    }
    // CR 704.5q: +1/+1 and -1/-1 counters annihilate in pairs.
    if (O.Count.PlusOne > 0 && O.Count.MinusOne > 0) {
      int N = std::min(O.Count.PlusOne, O.Count.MinusOne);
      GameObject &Edited = Board.edit(O.Id);
      Edited.Count.PlusOne -= N;
      Edited.Count.MinusOne -= N;
      Acted = true;
    }
    bool Aura = C.Subtypes.contains(Subtype::Aura);
    bool Equipment = C.Subtypes.contains(Subtype::Equipment);
    if (O.AttachedTo != kNoObject) {
      const GameObject &Host = Board.object(O.AttachedTo);
      bool HostHere = Host.In == Zone::Battlefield;
      bool HostCreature = HostHere && isCreature(Host.Id);
      // CR 704.5m: an Aura attached illegally, or to nothing, goes to
      // the graveyard (an Aura that is also a creature can't enchant,
      // 303.4d). Enchant creature/land/artifact is checked by the host's
      // type.
      if (Aura) {
        bool Legal = HostHere && !Creature;
        const SpellScript *Spell = spellScriptOf(*O.Card);
        TargetKind Enchants = Spell ? Spell->Targets[0] : TargetKind::None;
        if (Legal && Enchants == TargetKind::Creature)
          Legal = HostCreature;
        if (Legal && Enchants == TargetKind::Land)
          Legal = Layers.get(Host.Id).Types.contains(CardType::Land);
        if (Legal && Enchants == TargetKind::NonlandPermanent)
          Legal = !Layers.get(Host.Id).Types.contains(CardType::Land);
        if (Legal && (Enchants == TargetKind::NoncreatureArtifact ||
                      Enchants == TargetKind::Artifact))
          Legal = Layers.get(Host.Id).Types.contains(CardType::Artifact);
        // CR 702.16c: not enchanted by what it has protection from.
        if (Legal && protectedFrom(Host.Id, C))
          Legal = false;
        if (!Legal)
          ToGraveyard.push_back(O.Id);
      } else if (Equipment && (!HostCreature || Creature || protectedFrom(Host.Id, C))) {
        // CR 704.5n: Equipment attached to a noncreature, or that is a
        // creature (301.5c), or to a creature with protection from it
        // (702.16d), becomes unattached.
        Unattach.push_back(O.Id);
      } else if (!Aura && !Equipment) {
        // CR 704.5p: a creature attached to something becomes
        // unattached; so does any permanent that's neither an Aura nor
        // an Equipment (nor a Fortification).
        Unattach.push_back(O.Id);
      }
    } else if (Aura) {
      ToGraveyard.push_back(O.Id); // CR 704.5m: attached to nothing
    }
  }
  return Legendary;
}

Task<bool> Game::checkStateBasedActions() {
  bool Any = false;
  for (;;) {
    recompute();
    // Nothing they read changed since a check found none: none applies.
    if (sbaQuiet())
      co_return Any;
    Scratch<ObjectId> Kept[3]; // D145
    std::vector<ObjectId> &ToGraveyard = *Kept[0], &ToDestroy = *Kept[1], &Unattach = *Kept[2];
    bool Acted = false;
    // CR 704.5a / 704.5b: a player at 0 or less life, or who drew from an
    // empty library, loses.
    for (Player &P : Players)
      if (!P.Lost && (P.Life <= 0 || P.DrewFromEmptyLibrary)) {
        P.Lost = true;
        Acted = true;
      }
    int Legendary = scanPermanents(ToGraveyard, ToDestroy, Unattach, Acted);
    // CR 704.5j: the legend rule: its controller chooses one to keep.
    // By index: the decision waits (co_await), and a host may add a card
    // meanwhile, which can move the objects' storage.
    for (ObjectId Id = 0; Legendary >= 2 && Id < Board.numObjects(); ++Id) {
      if (Board.object(Id).In != Zone::Battlefield ||
          !Layers.get(Id).Supertypes.contains(Supertype::Legendary))
        continue;
      for (auto OtherId = static_cast<ObjectId>(Id + 1); OtherId < Board.numObjects(); ++OtherId)
        if (Board.object(OtherId).In == Zone::Battlefield &&
            Layers.get(OtherId).Supertypes.contains(Supertype::Legendary) &&
            controllerOf(OtherId) == controllerOf(Id) && Layers.get(OtherId).HasName &&
            Layers.get(Id).HasName &&
            Layers.get(OtherId).Card->Face.Name == Layers.get(Id).Card->Face.Name) {
          Decision D = keptDecision(controllerOf(Id), DecisionKind::Mode); // D149
          D.Prompt.append("legend rule: choose the one to keep");
          for (ObjectId Keep : {Id, OtherId}) {
            Option &O = addOption(D, Keep);
            O.Label.append("keep ");
            appendLabel(O.Label, Keep);
            O.Object = Keep;
          }
          int Keep = co_await ask(std::move(D));
          ToGraveyard.push_back(Keep == Id ? OtherId : Id);
        }
    }
    // CR 704.5h: "since the last time state-based actions were checked".
    std::fill(DeathtouchDamaged.begin(), DeathtouchDamaged.end(), 0);
    // A creature put into a graveyard dies (CR 700.4): replacement
    // effects may send it elsewhere (614.1a).
    // CR 704.3: all at once, each move's replacements judged first.
    ToGraveyard.insert(ToGraveyard.end(), ToDestroy.begin(), ToDestroy.end());
    std::erase_if(ToGraveyard, [&](ObjectId Id) { return Board.object(Id).In != Zone::Battlefield; });
    std::sort(ToGraveyard.begin(), ToGraveyard.end());
    ToGraveyard.erase(std::unique(ToGraveyard.begin(), ToGraveyard.end()), ToGraveyard.end());
    co_await moveObjects(ToGraveyard, Zone::Graveyard);
    for (ObjectId Id : Unattach)
      Board.edit(Id).AttachedTo = kNoObject;
    Acted |= !ToGraveyard.empty() || !ToDestroy.empty() || !Unattach.empty();
    // CR 704.5d, 111.7: a token in a zone other than the battlefield ceases
    // to exist (after it was seen leaving: its "dies" triggers went off).
    for (const GameObject &O : Board.objects())
      if (O.Token && O.In != Zone::Battlefield && O.In != Zone::None) {
        moveTo(O.Id, Zone::None);
        Acted = true;
      }
    int Alive = 0;
    PlayerId Last = 0;
    for (int P = 0; P < numPlayers(); ++P)
      if (!Players[P].Lost) {
        ++Alive;
        Last = static_cast<PlayerId>(P);
      }
    if (Alive <= 1) {
      // CR 104.2a: the last player standing wins; none left is a draw.
      Over = true;
      if (Alive == 1)
        Winner = Last;
      co_return true;
    }
    if (!Acted) {
      noteSbaQuiet();
      co_return Any;
    }
    Any = true;
  }
}

} // namespace strata::game
