//===- Morph.tests.cpp - CR 702.37 morph ----------------------------------===//
//
// Grinning Demon: "Morph {2}{B}{B} (You may cast this card face down as a
// 2/2 creature for {3}. Turn it face up any time for its morph cost.)"
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;

TEST_CASE("CR 702.37c: a morph card cast face down is a 2/2 creature with no "
          "name, text or color (708.2); turning it face up (702.37e) makes it "
          "the card again",
          "[game][cr702.37][cr708.2]") {
  Table T;
  ObjectId Demon = T.hand("Grinning Demon");
  for (int I = 0; I < 4; ++I)
    T.battlefield("Swamp");
  T.libraryFiller("Swamp", Table::Alice, 5);
  T.libraryFiller("Swamp", Table::Bob, 5);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  // Face down it costs {3}: with four Swamps both ways of casting it are
  // offered.
  REQUIRE(T.offers("cast " + T.label(Demon) + " face down"));
  T.choose("cast " + T.label(Demon) + " face down");
  T.payAnyhow();
  T.passBoth();
  REQUIRE(T.zone(Demon) == Zone::Battlefield);
  const auto &C = T.G.characteristics(Demon);
  CHECK(T.power(Demon) == 2);
  CHECK(T.toughness(Demon) == 2);
  CHECK_FALSE(C.HasName);
  CHECK(C.Colors.empty());
  CHECK(T.G.rulesText(Demon).Abilities.empty()); // no upkeep trigger while face down
  // Three Swamps were tapped; one is left, not enough for {2}{B}{B}.
  CHECK_FALSE(T.offers("turn " + T.label(Demon) + " face up"));

  SECTION("next turn, with four Swamps untapped, it can be turned face up") {
    T.passUntil(Step::Upkeep, Table::Bob);
    T.passUntil(Step::PrecombatMain, Table::Alice);
    // Face down it had no upkeep trigger: Alice lost no life.
    CHECK(T.life(Table::Alice) == 20);
    REQUIRE(T.offers("turn " + T.label(Demon) + " face up"));
    T.choose("turn " + T.label(Demon) + " face up");
    T.payAnyhow();
    CHECK(T.power(Demon) == 6);
    CHECK(T.toughness(Demon) == 6);
    CHECK(T.G.characteristics(Demon).HasName);
  }
}
