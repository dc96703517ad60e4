//===- CounterKinds.h - The kinds of counter, one table --------*- C++ -*-===//
///
/// \file
/// CR 122.1: the kinds of counter an object can have here: +1/+1 and -1/-1
/// (122.1a) and the keyword counters (122.1b). One table that parsing,
/// validation, error messages and the docs come from: scenario start
/// boards, `counters:` actions, expected values and the random boards all
/// read a kind through parseCounterKind and name the kinds through
/// counterKindNames.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_RUNTIME_COUNTERKINDS_H
#define STRATA_RUNTIME_COUNTERKINDS_H

#include "strata/runtime/Vocabulary.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace strata::runtime {

class Board;

/// CR 122.1b: "keyword counters" are the counters these keywords name.
inline constexpr std::array<Keyword, 15> kKeywordCounterKinds = {
    Keyword::Flying,     Keyword::FirstStrike, Keyword::DoubleStrike,
    Keyword::Deathtouch, Keyword::Decayed,     Keyword::Exalted,
    Keyword::Haste,      Keyword::Hexproof,    Keyword::Indestructible,
    Keyword::Lifelink,   Keyword::Menace,      Keyword::Reach,
    Keyword::Shadow,     Keyword::Trample,     Keyword::Vigilance};

constexpr bool isKeywordCounterKind(Keyword K) {
  for (Keyword C : kKeywordCounterKinds)
    if (C == K)
      return true;
  return false;
}

/// One kind of counter: +1/+1, -1/-1, or a keyword counter.
struct CounterKind {
  enum class Of : std::uint8_t { PlusOne, MinusOne, Keyword } Kind = Of::PlusOne;
  Keyword Word = Keyword::Flying; ///< for Of::Keyword
  friend constexpr bool operator==(CounterKind, CounterKind) = default;
};

/// The outcome of reading a counter kind's name.
struct CounterKindParse {
  std::optional<CounterKind> Kind;
  /// When Kind is empty: why, naming every kind (for a located error).
  std::string Error;
};

/// Reads "+1/+1", "-1/-1" or a keyword counter's name (case-insensitive).
/// A keyword that is not a kind of counter, and any other word, get an
/// error naming the kinds (CR 122.1).
CounterKindParse parseCounterKind(std::string_view Text);

/// "+1/+1", "-1/-1", "flying", "first strike", ...: as scenarios spell them.
std::string counterKindName(CounterKind K);
/// Every kind, comma-separated, in table order (messages, docs).
std::string counterKindNames();

/// CR 122.1 / 613.7c: puts \p N counters of kind \p K on \p Id (a negative
/// \p N removes them), as Board's put*Counters do. False, and nothing
/// changes, when a keyword counter would be one kind more than an object
/// can track (Counters::Keywords).
[[nodiscard]] bool putCounters(Board &B, ObjectId Id, CounterKind K, int N);

} // namespace strata::runtime

#endif
