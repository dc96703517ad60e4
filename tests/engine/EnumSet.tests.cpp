//===- EnumSet.tests.cpp - Sets that grow with their vocabulary ------------===//
///
/// \file
/// D52: an EnumSet is sized by its enum, so adding the 33rd or the 65th
/// keyword needs no change to the set. The same operations, checked on
/// today's keyword set and on vocabularies of 64, 65 and 150 values (where
/// a value's bit falls in a second or third word).
///
//===----------------------------------------------------------------------===//
#include "strata/runtime/Characteristics.h"
#include "strata/runtime/Vocabulary.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <set>
#include <vector>

using namespace strata::runtime;

namespace {
enum class Big : std::uint8_t {};

template <std::size_t N> void checkSet() {
  using Set = EnumSet<Big, N>;
  Set S;
  CHECK(S.empty());
  std::vector<unsigned> Members = {0, N / 2, N - 1};
  if (N > 64)
    Members.push_back(64); // the first bit of the second word
  for (unsigned M : Members)
    S.insert(static_cast<Big>(M));
  const std::set<unsigned> Distinct(Members.begin(), Members.end());
  CHECK(S.size() == static_cast<int>(Distinct.size()));
  for (unsigned M : Members)
    CHECK(S.contains(static_cast<Big>(M)));
  CHECK_FALSE(S.contains(static_cast<Big>(1)));
  // forEach visits members in enum order.
  std::vector<unsigned> Seen;
  S.forEach([&](Big B) { Seen.push_back(static_cast<unsigned>(B)); });
  CHECK(Seen == std::vector<unsigned>(Distinct.begin(), Distinct.end()));
  Set Last{static_cast<Big>(N - 1)};
  CHECK(S.minus(Last).size() == S.size() - 1);
  CHECK((S & Last) == Last);
  CHECK((Set{} | Last) == Last);
  S.erase(static_cast<Big>(N - 1));
  CHECK_FALSE(S.contains(static_cast<Big>(N - 1)));
  CHECK(S.fold() != Set{}.fold());
  S.clear();
  CHECK(S.empty());
}
} // namespace

TEST_CASE("D52: an EnumSet of 64, 65 and 150 values works as one of today's size",
          "[enumset]") {
  checkSet<8>();
  checkSet<32>();
  checkSet<64>();
  checkSet<65>();
  checkSet<150>();
  STATIC_REQUIRE(sizeof(EnumSet<Big, 32>) == 4);
  STATIC_REQUIRE(sizeof(EnumSet<Big, 33>) == 8);
  STATIC_REQUIRE(sizeof(EnumSet<Big, 65>) == 16);
}

TEST_CASE("D52, D19: today's sets keep their size, and an object's core its cache line",
          "[enumset]") {
  STATIC_REQUIRE(sizeof(KeywordSet) == (kKeywordNames.size() <= 32 ? 4 : 8));
  STATIC_REQUIRE(sizeof(ColorSet) == 1);
  STATIC_REQUIRE(sizeof(SubtypeSet) == 16); // the all-types flag in a spare bit
  STATIC_REQUIRE(sizeof(CoreCharacteristics) == 64);
  STATIC_REQUIRE(alignof(CoreCharacteristics) == 64);
  // Its members use 56 bytes: two 8-byte keyword sets (up to 64 keywords)
  // instead of two 4-byte ones still fit the line.
  struct Members {
    const void *Card;
    SubtypeSet Subtypes;
    KeywordSet Keywords, TextKeywords;
    std::int32_t Power, Toughness;
    CardTypeSet Types;
    ManaCost Cost;
    ColorSet Colors;
    SupertypeSet Supertypes;
    PlayerId Controller;
    bool HasPT, HasName;
  };
  STATIC_REQUIRE(sizeof(Members) + 2 * (8 - sizeof(KeywordSet)) <= 64);
  SubtypeSet S{Subtype::Goblin};
  S.setAllCreatureTypes(true);
  CHECK(S.contains(Subtype::Elf));
  CHECK(S.hasAllCreatureTypes());
  int Listed = 0;
  S.forEach([&](Subtype) { ++Listed; });
  CHECK(Listed == 1); // the flag is not a subtype
  S.eraseKind(SubtypeKind::Creature);
  CHECK(S.empty());
}
