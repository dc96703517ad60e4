//===- GameObject.h - An object's identity and status ---------*- C++ -*-===//
///
/// \file
/// What an object is apart from its characteristics: which card, owner,
/// zone, timestamps (CR 613.7), counters, attachment, face-down status and
/// the choices made as it entered. The layer engine reads these; effects
/// see them through ObjectView.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_GAMEOBJECT_H
#define STRATA_RUNTIME_GAMEOBJECT_H

#include "strata/runtime/Annotate.h"
#include "strata/runtime/Vocabulary.h"

#include <array>
#include <cstdint>
#include <optional>

namespace strata::runtime {

struct CardDef;

/// CR 613.7: timestamps are a single increasing sequence for the game.
using Timestamp = std::uint32_t;

/// Counters on an object (CR 122). +1/+1 and -1/-1 counters apply in 7c
/// and keyword counters in layer 6, each kind with its timestamp (613.7c).
struct Counters {
  static constexpr std::int32_t kMaxCounters = 1'000'000'000;
  struct KeywordCounter {
    Keyword Kind{};
    std::uint8_t Count = 0;
    Timestamp Ts = 0;
    friend constexpr bool operator==(const KeywordCounter &, const KeywordCounter &) = default;
  };
  // What the layer engine's starting pass reads (every object, every pass)
  // comes first, within the object's first 64 bytes; the keyword list last.
  /// At most kMaxCounters each (Board holds a count there, never wraps).
  std::int32_t PlusOne = 0, MinusOne = 0;
  std::int16_t Loyalty = 0; ///< CR 306.5b: loyalty counters
  std::uint8_t NumKeywordKinds = 0;
  Timestamp PlusOneTs = 0, MinusOneTs = 0;
  std::array<KeywordCounter, 8> Keywords{};
  friend constexpr bool operator==(const Counters &, const Counters &) = default;
};

/// Choices made as the object entered (CR 614.12 "as ... enters" choices,
/// 707.5 copy choices).
struct EntryChoices {
  std::optional<Color> ChosenColor;
  std::optional<Subtype> ChosenType;
  friend constexpr bool operator==(const EntryChoices &, const EntryChoices &) = default;
};

/// A game object: a card or token in some zone.
struct STRATA_STORAGE GameObject {
  ObjectId Id = kNoObject;
  // Status (CR 110.5), in the padding after the id.
  bool Tapped = false;
  /// CR 506.4: an attacking creature, from its declaration until it is
  /// removed from combat or combat ends (511.3): the player it attacks
  /// (508.1b, the defending player); kNoPlayer when it is not attacking.
  PlayerId Attacking = kNoPlayer;
  const CardDef *Card = nullptr;
  PlayerId Owner = 0;
  /// CR 110.2: the player under whose control it entered; layer 2 may
  /// change the controller the rules see.
  PlayerId BaseController = 0;
  Zone In = Zone::Battlefield;
  /// CR 111.1: a token, not a card; it stays one in every zone until it
  /// ceases to exist (111.7, 704.5d).
  bool Token = false;
  Timestamp Ts = 0; ///< CR 613.7d-f: entering a zone, attaching, turning.
  bool FaceDown = false;
  ObjectId AttachedTo = kNoObject;
  int Damage = 0;
  Counters Count;
  EntryChoices Choices;
};

} // namespace strata::runtime

#endif
