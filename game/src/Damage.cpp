//===- Damage.cpp - What damage does besides being marked ------------------===//
///
/// \file
/// The keyword abilities that change what damage does (deathtouch,
/// lifelink) or whether it is dealt (protection), judged on the source's
/// characteristics as the layers computed them (a keyword granted in layer
/// 6 or by a keyword counter counts, a color changed in layer 5 counts).
///
//===----------------------------------------------------------------------===//
#include "strata/game/Game.h"

#include <algorithm>
#include <climits>

namespace strata::game {
using namespace runtime;

const CoreCharacteristics &Game::sourceCharacteristics(ObjectId Source) const {
  const GameObject &O = Board.object(Source);
  if (O.In != Zone::Battlefield && O.In != Zone::Stack && HasLastKnown[Source])
    return LastKnown[Source];
  return Layers.get(Source);
}

bool Game::protectedFrom(ObjectId Id, const CoreCharacteristics &Other) const {
  // CR 702.16a: "protection from [color]"; the quality is the other
  // object's color now (105.2, layer 5).
  KeywordSet Has = Layers.get(Id).Keywords;
  for (int C = 0; C < 5; ++C)
    if (Has.contains(protectionFrom(static_cast<Color>(C))) &&
        Other.Colors.contains(static_cast<Color>(C)))
      return true;
  return false;
}

bool Game::protectionPreventsDamage(const CoreCharacteristics &From, Target To) const {
  // CR 702.16e: damage from sources with the quality is prevented. Only
  // permanents have protection in this engine.
  if (To.IsPlayer || Board.object(static_cast<ObjectId>(To.Id)).In != Zone::Battlefield)
    return false;
  return protectedFrom(static_cast<ObjectId>(To.Id), From);
}

void Game::gainLife(PlayerId P, int Amount) {
  if (Amount <= 0)
    return;
  if (static_cast<long long>(Players[P].Life) + Amount > INT_MAX)
    Board.noteHeldAtBound();
  Players[P].Life = static_cast<int>(
      std::min<long long>(INT_MAX, static_cast<long long>(Players[P].Life) + Amount));
  GameEvent Ev{GameEvent::KindT::LifeGained};
  Ev.Player = P;
  Ev.Amount = Amount;
  record(Ev);
  raise(EventKind::LifeGained, kNoObject, P); // CR 119.9
}

void Game::applyDamageAbilities(const CoreCharacteristics &From, Target To, int Amount) {
  // CR 702.2b / 704.5h: any nonzero damage from a source with deathtouch
  // marks the creature for destruction by state-based actions.
  if (From.Keywords.contains(Keyword::Deathtouch) && !To.IsPlayer &&
      Board.object(static_cast<ObjectId>(To.Id)).In == Zone::Battlefield &&
      isCreature(static_cast<ObjectId>(To.Id)))
    DeathtouchDamaged[static_cast<ObjectId>(To.Id)] = 1;
  // CR 702.15b: its controller gains that much life, as the damage is
  // dealt; several instances are redundant (702.15f): a keyword set.
  if (From.Keywords.contains(Keyword::Lifelink) && From.Controller != kNoPlayer)
    gainLife(From.Controller, Amount);
}

} // namespace strata::game
