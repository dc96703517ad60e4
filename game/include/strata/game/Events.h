//===- Events.h - What happened in a game, for its readers -----*- C++ -*-===//
///
/// \file
/// The game's event log: each damage dealt (and how much of it was
/// prevented), life gained, counters put and zone changes, in the order
/// they happened, with the turn and step. It is for readers (`strata
/// explain`, a client showing combat), not for the rules: the game keeps it
/// only when asked (Game::recordEvents), so a search that plays millions of
/// positions pays nothing for it.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_GAME_EVENTS_H
#define STRATA_GAME_EVENTS_H

// Not card code's (the event log is the engine's, for readers): cards include strata/game/CardGame.h (D122).
#ifdef STRATA_CARD_API_ONLY
#error "card code includes strata/game/CardGame.h, not the engine's headers"
#endif

#include "strata/game/Target.h"
#include "strata/game/Turn.h"
#include "strata/runtime/Vocabulary.h"

#include <cstdint>

namespace strata::game {

struct GameEvent {
  enum class KindT : std::uint8_t {
    Damage,     ///< CR 120: Source dealt Amount to To (Asked before prevention)
    LifeGained, ///< CR 119.3, 702.15b: Player gained Amount
    Counters,   ///< CR 122: Amount +1/+1 counters put on Object
    ZoneChange, ///< CR 400.7: Object moved From -> ToZone
  };
  KindT Kind;
  bool Combat = false;        ///< combat damage (CR 510.2)
  runtime::PlayerId Player = runtime::kNoPlayer;
  runtime::ObjectId Source = runtime::kNoObject;
  runtime::ObjectId Object = runtime::kNoObject;
  Target To;
  int Amount = 0;
  int Asked = 0;              ///< damage before replacement and prevention (615)
  runtime::Zone From = runtime::Zone::Library, ToZone = runtime::Zone::Library;
  int Turn = 0;
  Step At = Step::Untap;
};

} // namespace strata::game

#endif
