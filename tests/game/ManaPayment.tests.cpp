//===- ManaPayment.tests.cpp - CR 601.2g-h: can a cost be paid? ------------===//
//
// Before offering a spell, the engine asks whether its cost can be paid
// with the mana pool plus the sources its controller could tap (CR
// 601.2g-h). With many sources that can't make a needed color, the answer
// must still come at once: the search tries sets of sources that make the
// color, not every ordering of every source.
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;

TEST_CASE("CR 601.2h: twelve Mountains can't pay {3}{U}{U}: Air Elemental is "
          "not offered, and deciding so takes no time",
          "[game][cr601][mana]") {
  Table T;
  for (int I = 0; I < 12; ++I)
    T.battlefield("Mountain");
  ObjectId Elemental = T.hand("Air Elemental");
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.libraryFiller("Mountain", Table::Alice, 5);
  T.libraryFiller("Mountain", Table::Bob, 5);
  T.start(Step::PrecombatMain);
  CHECK(T.kind() == DecisionKind::Priority);
  CHECK_FALSE(T.offers("cast " + T.label(Elemental)));
  CHECK(T.offers("cast " + T.label(Bolt)));
}

TEST_CASE("CR 601.2h: a colored cost is payable whatever order its sources "
          "come in (Islands after Mountains and a dual land)",
          "[game][cr601][mana]") {
  Table T;
  // {3}{U}{U}: the two Islands, listed last, and three of the rest.
  for (int I = 0; I < 6; ++I)
    T.battlefield("Mountain");
  T.battlefield("Taiga");
  ObjectId Island1 = T.battlefield("Island");
  ObjectId Island2 = T.battlefield("Island");
  ObjectId Elemental = T.hand("Air Elemental");
  T.libraryFiller("Mountain", Table::Alice, 5);
  T.libraryFiller("Mountain", Table::Bob, 5);
  T.start(Step::PrecombatMain);
  REQUIRE(T.offers("cast " + T.label(Elemental)));
  T.cast(Elemental); // then nobody has anything to do: it resolves
  CHECK(T.zone(Elemental) == Zone::Battlefield);
  CHECK(T.tapped(Island1));
  CHECK(T.tapped(Island2));
}
