//===- ControlAndText.tests.cpp - CR 613.1b-c: control and text ------------===//
//
// Layer 2 decides who "you" is for every later layer; layer 3 changes the
// words later layers read (612.2).
//
//===----------------------------------------------------------------------===//
#include "BoardBuilder.h"

#include <catch2/catch.hpp>

using namespace strata::test;

TEST_CASE("CR 613.1b: Control Magic makes its controller \"you\" for "
          "Glorious Anthem and Levitation", "[layers][cr613.1b]") {
  BoardBuilder B;
  B.add("Glorious Anthem", {.Owner = 0});
  ObjectId Bears = B.add("Grizzly Bears", {.Owner = 1});
  ObjectId Runeclaw = B.add("Runeclaw Bear", {.Owner = 1});
  B.add("Levitation", {.Owner = 1});

  SECTION("without it: the Bears are their owner's, flying 2/2") {
    B.recompute();
    CHECK(B.controller(Bears) == 1);
    CHECK(B.pt(Bears) == PT{2, 2});
    CHECK(B.hasKeyword(Bears, Keyword::Flying));
  }
  SECTION("stolen: 3/3 from the thief's Anthem, no flying from the "
          "owner's Levitation") {
    B.add("Control Magic", {.Owner = 0, .AttachedTo = Bears});
    B.recompute();
    CHECK(B.controller(Bears) == 0);
    CHECK(B.pt(Bears) == PT{3, 3});
    CHECK_FALSE(B.hasKeyword(Bears, Keyword::Flying));
    // The Runeclaw Bear stays where it was.
    CHECK(B.controller(Runeclaw) == 1);
    CHECK(B.pt(Runeclaw) == PT{2, 2});
    CHECK(B.hasKeyword(Runeclaw, Keyword::Flying));
  }
}

TEST_CASE("CR 613.1c: Magical Hack on Lord of Atlantis changes the "
          "landwalk it grants", "[layers][cr613.1c][cr612.2]") {
  BoardBuilder B;
  ObjectId Lord = B.add("Lord of Atlantis");
  ObjectId Merfolk = B.add("Merfolk of the Pearl Trident");
  B.cast("Magical Hack", {.Targets = {Lord},
                          .From = landWord(Subtype::Island),
                          .To = landWord(Subtype::Swamp),
                          .Until = strata::runtime::Duration::Indefinite});
  B.recompute();
  CHECK(B.textSubtype(Lord, 1) == Subtype::Swamp);
  CHECK(B.hasKeyword(Merfolk, Keyword::Swampwalk));
  CHECK_FALSE(B.hasKeyword(Merfolk, Keyword::Islandwalk));
  // "Merfolk" is a creature type, which Magical Hack doesn't touch.
  CHECK(B.pt(Merfolk) == PT{2, 2});
}

TEST_CASE("CR 613.1c: Magical Hack on Urborg makes every land a Forest "
          "instead of a Swamp", "[layers][cr613.1c][cr612.2]") {
  BoardBuilder B;
  ObjectId Urborg = B.add("Urborg, Tomb of Yawgmoth");
  ObjectId Plains = B.add("Plains");
  ObjectId Nightmare = B.add("Nightmare");
  B.add("Swamp");
  B.cast("Magical Hack", {.Targets = {Urborg},
                          .From = landWord(Subtype::Swamp),
                          .To = landWord(Subtype::Forest),
                          .Until = strata::runtime::Duration::Indefinite});
  B.recompute();
  CHECK(B.landTypes(Urborg) == "Forest");
  CHECK(B.landTypes(Plains) == "Plains Forest");
  CHECK(B.hasIntrinsicManaAbility(Plains, Subtype::Forest));
  CHECK_FALSE(B.hasIntrinsicManaAbility(Plains, Subtype::Swamp));
  // Only the basic Swamp is a Swamp now.
  CHECK(B.pt(Nightmare) == PT{1, 1});
}

TEST_CASE("CR 613.1c: Sleight of Mind on Crusade makes it pump black "
          "creatures", "[layers][cr613.1c][cr612.2]") {
  BoardBuilder B;
  ObjectId Crusade = B.add("Crusade");
  ObjectId Lions = B.add("Savannah Lions");      // white
  ObjectId Outcast = B.add("Changeling Outcast"); // black
  SECTION("unchanged: white creatures get +1/+1") {
    B.recompute();
    CHECK(B.pt(Lions) == PT{3, 2});
    CHECK(B.pt(Outcast) == PT{1, 1});
  }
  SECTION("white -> black: black creatures get +1/+1") {
    B.cast("Sleight of Mind", {.Targets = {Crusade},
                               .From = colorWordOf(Color::White),
                               .To = colorWordOf(Color::Black),
                               .Until = strata::runtime::Duration::Indefinite});
    B.recompute();
    CHECK(B.textColor(Crusade, 0) == Color::Black);
    CHECK(B.pt(Lions) == PT{2, 1});
    CHECK(B.pt(Outcast) == PT{2, 2});
    // Color words in text aren't the card's color (105.2): still white.
    CHECK(B.colors(Crusade) == "White");
  }
}

TEST_CASE("CR 613.1c/613.1e: Sleight of Mind on Darkest Hour makes every "
          "creature white for Crusade", "[layers][cr613.1c][cr613.1e]") {
  BoardBuilder B;
  ObjectId Hour = B.add("Darkest Hour");
  B.add("Crusade");
  B.add("Bad Moon");
  ObjectId Bears = B.add("Grizzly Bears");
  ObjectId Lions = B.add("Savannah Lions");
  SECTION("unchanged: all creatures are black only, Bad Moon pumps them") {
    B.recompute();
    CHECK(B.colors(Bears) == "Black");
    CHECK(B.colors(Lions) == "Black");
    CHECK(B.pt(Bears) == PT{3, 3});
    CHECK(B.pt(Lions) == PT{3, 2});
  }
  SECTION("black -> white: all creatures are white only, Crusade pumps them") {
    B.cast("Sleight of Mind", {.Targets = {Hour},
                               .From = colorWordOf(Color::Black),
                               .To = colorWordOf(Color::White),
                               .Until = strata::runtime::Duration::Indefinite});
    B.recompute();
    CHECK(B.colors(Bears) == "White");
    CHECK(B.pt(Bears) == PT{3, 3});
    CHECK(B.pt(Lions) == PT{3, 2});
  }
}
