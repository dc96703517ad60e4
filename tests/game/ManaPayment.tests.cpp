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

TEST_CASE("CR 107.4e: each hybrid symbol is paid with either of its colors: "
          "Godhead of Awe ({W/U} x5) with Plains and Islands, not with Mountains",
          "[game][cr601][cr107][mana]") {
  Table T;
  for (int I = 0; I < 2; ++I)
    T.battlefield("Plains");
  for (int I = 0; I < 3; ++I)
    T.battlefield("Island");
  ObjectId Godhead = T.hand("Godhead of Awe");
  T.libraryFiller("Mountain", Table::Alice, 5);
  T.libraryFiller("Mountain", Table::Bob, 5);
  T.start(Step::PrecombatMain);
  REQUIRE(T.offers("cast " + T.label(Godhead)));
  T.cast(Godhead);
  CHECK(T.zone(Godhead) == Zone::Battlefield);
}

TEST_CASE("CR 107.4e: a hybrid symbol can't be paid with a third color",
          "[game][cr601][cr107][mana]") {
  Table T;
  // {3}{W/U}{W/U}: five Mountains make five mana, none white or blue.
  for (int I = 0; I < 5; ++I)
    T.battlefield("Mountain");
  ObjectId Evening = T.hand("Enchanted Evening");
  T.libraryFiller("Mountain", Table::Alice, 5);
  T.libraryFiller("Mountain", Table::Bob, 5);
  T.start(Step::PrecombatMain);
  CHECK_FALSE(T.offers("cast " + T.label(Evening)));
  // One Island short of the second symbol: still not payable.
  T.battlefield("Island");
  CHECK_FALSE(T.offers("cast " + T.label(Evening)));
}

TEST_CASE("CR 107.4e: {3}{W/U}{W/U} with one Plains, one Island and three "
          "Mountains is payable, each symbol with its own color",
          "[game][cr601][cr107][mana]") {
  Table T;
  T.battlefield("Plains");
  T.battlefield("Island");
  for (int I = 0; I < 3; ++I)
    T.battlefield("Mountain");
  ObjectId Evening = T.hand("Enchanted Evening");
  T.libraryFiller("Mountain", Table::Alice, 5);
  T.libraryFiller("Mountain", Table::Bob, 5);
  T.start(Step::PrecombatMain);
  REQUIRE(T.offers("cast " + T.label(Evening)));
  T.cast(Evening);
  CHECK(T.zone(Evening) == Zone::Battlefield);
}

TEST_CASE("CR 605.3b, 701.21a: a Treasure's \"{T}, Sacrifice this artifact: Add one "
          "mana of any color\" pays a colored cost; it is sacrificed as it is used",
          "[game][cr601][cr605][mana]") {
  Table T;
  for (int I = 0; I < 3; ++I)
    T.battlefield("Mountain");
  // Minimus Containment makes each Grizzly Bears a Treasure artifact with
  // that ability (and no other, CR 613.1f).
  ObjectId Bears[2], Auras[2];
  for (int I = 0; I < 2; ++I) {
    Bears[I] = T.battlefield("Grizzly Bears");
    Auras[I] = T.battlefield("Minimus Containment");
    T.attach(Auras[I], Bears[I]);
  }
  ObjectId Elemental = T.hand("Air Elemental");
  T.libraryFiller("Mountain", Table::Alice, 5);
  T.libraryFiller("Mountain", Table::Bob, 5);
  T.start(Step::PrecombatMain);
  REQUIRE(T.offers("cast " + T.label(Elemental)));
  T.choose("cast " + T.label(Elemental));
  // {3}{U}{U}: each Treasure is offered once per color it can make; only
  // blue leaves the cost payable, so only blue is offered.
  REQUIRE(T.kind() == DecisionKind::PayMana);
  CHECK(T.offers("tap " + T.label(Bears[0]) +
                 ": {T}, Sacrifice this artifact: Add one mana of any color. ({U})"));
  CHECK_FALSE(T.offers("tap " + T.label(Bears[0]) +
                       ": {T}, Sacrifice this artifact: Add one mana of any color. ({R})"));
  T.payAnyhow();
  T.passBoth();
  CHECK(T.zone(Elemental) == Zone::Battlefield);
  for (int I = 0; I < 2; ++I) {
    CHECK(T.zone(Bears[I]) == Zone::Graveyard);
    CHECK(T.zone(Auras[I]) == Zone::Graveyard); // CR 704.5m
  }
}

TEST_CASE("CR 601.2h: one Treasure makes one mana, whatever colors it could make",
          "[game][cr601][mana]") {
  Table T;
  for (int I = 0; I < 4; ++I)
    T.battlefield("Mountain");
  ObjectId Bears = T.battlefield("Grizzly Bears");
  T.attach(T.battlefield("Minimus Containment"), Bears);
  ObjectId Elemental = T.hand("Air Elemental");
  T.libraryFiller("Mountain", Table::Alice, 5);
  T.libraryFiller("Mountain", Table::Bob, 5);
  T.start(Step::PrecombatMain);
  // {3}{U}{U} needs two blue: one Treasure is one source, not five.
  CHECK_FALSE(T.offers("cast " + T.label(Elemental)));
}
