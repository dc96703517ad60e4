//===- CopyAndColor.tests.cpp - CR 613.1a, 707, 613.1e ---------------------===//
//
// Layer 1: a copy gets copiable values only (707.2). Layer 5: color
// setting and adding, in timestamp order.
//
//===----------------------------------------------------------------------===//
#include "BoardBuilder.h"

#include <catch2/catch.hpp>

using namespace strata::test;

TEST_CASE("CR 707.2: Clone copies printed values, not other effects",
          "[layers][cr613.1a][cr707.2]") {
  BoardBuilder B;
  ObjectId Bears = B.add("Grizzly Bears");
  B.cast("Giant Growth", {.Targets = {Bears}});
  B.addPlusOneCounters(Bears, 1);
  ObjectId Clone = B.addCopy("Clone", Bears);
  B.recompute();
  CHECK(B.pt(Bears) == PT{6, 6});
  // Neither Giant Growth's effect nor the counter is copied (707.2), and
  // Giant Growth's set was locked before the Clone existed (611.2c).
  CHECK(B.pt(Clone) == PT{2, 2});
  CHECK(B.get(Clone).Card != nullptr);
  CHECK(B.creatureTypes(Clone) == "Bear");
  CHECK(B.colors(Clone) == "Green"); // 707.2a: color follows the mana cost
}

TEST_CASE("CR 707.2: a Clone of Lord of Atlantis copies its ability but not "
          "a text change to it", "[layers][cr707.2][cr612.2]") {
  BoardBuilder B;
  ObjectId Lord = B.add("Lord of Atlantis");
  ObjectId Merfolk = B.add("Merfolk of the Pearl Trident");
  B.cast("Magical Hack", {.Targets = {Lord},
                          .From = landWord(Subtype::Island),
                          .To = landWord(Subtype::Swamp),
                          .Until = strata::runtime::Duration::Indefinite});
  ObjectId Clone = B.addCopy("Clone", Lord);
  B.recompute();
  CHECK(B.textSubtype(Clone, 1) == Subtype::Island);
  // Each lord pumps the other Merfolk: the original grants swampwalk, the
  // copy islandwalk.
  CHECK(B.pt(Merfolk) == PT{3, 3});
  CHECK(B.hasKeyword(Merfolk, Keyword::Swampwalk));
  CHECK(B.hasKeyword(Merfolk, Keyword::Islandwalk));
  CHECK(B.pt(Lord) == PT{3, 3});
  CHECK(B.hasKeyword(Lord, Keyword::Islandwalk));
  CHECK_FALSE(B.hasKeyword(Lord, Keyword::Swampwalk));
  CHECK(B.pt(Clone) == PT{3, 3});
  CHECK(B.hasKeyword(Clone, Keyword::Swampwalk));
  CHECK_FALSE(B.hasKeyword(Clone, Keyword::Islandwalk));
}

TEST_CASE("CR 707.2/604.3: a Clone of Tarmogoyf has its CDA",
          "[layers][cr707.2][cr613.4a]") {
  BoardBuilder B;
  ObjectId Goyf = B.add("Tarmogoyf");
  B.add("Forest", {.In = Zone::Graveyard});
  ObjectId Clone = B.addCopy("Clone", Goyf);
  B.recompute();
  CHECK(B.pt(Goyf) == PT{1, 2});
  CHECK(B.pt(Clone) == PT{1, 2});
}

TEST_CASE("CR 613.1e: Painter's Servant and Mycosynth Lattice apply in "
          "timestamp order", "[layers][cr613.1e][cr613.7]") {
  // Both are layer-5 effects on every object in every zone; neither depends
  // on the other, so the later one wins.
  BoardBuilder B;
  ObjectId Lions = B.add("Savannah Lions");
  ObjectId InHand = B.add("Lightning Bolt", {.In = Zone::Hand});
  ObjectId InYard = B.add("Grizzly Bears", {.In = Zone::Graveyard});
  SECTION("Lattice later: everything is colorless") {
    B.add("Painter's Servant", {.ChosenColor = Color::Blue});
    B.add("Mycosynth Lattice");
    B.recompute();
    for (ObjectId Id : {Lions, InHand, InYard}) {
      CAPTURE(Id);
      CHECK(B.colors(Id) == "");
    }
  }
  SECTION("Painter's Servant later: everything is blue only") {
    B.add("Mycosynth Lattice");
    B.add("Painter's Servant", {.ChosenColor = Color::Blue});
    B.recompute();
    for (ObjectId Id : {Lions, InHand, InYard}) {
      CAPTURE(Id);
      CHECK(B.colors(Id) == "Blue");
    }
  }
}

TEST_CASE("CR 613.1e: Painter's Servant adds its color in every zone",
          "[layers][cr613.1e]") {
  BoardBuilder B;
  ObjectId Servant = B.add("Painter's Servant", {.ChosenColor = Color::Red});
  ObjectId Lions = B.add("Savannah Lions", {.Owner = 1});
  ObjectId InLibrary = B.add("Grizzly Bears", {.In = Zone::Library});
  ObjectId Forest = B.add("Forest");
  B.recompute();
  CHECK(B.colors(Servant) == "Red");
  CHECK(B.colors(Lions) == "White Red");
  CHECK(B.colors(InLibrary) == "Red Green");
  CHECK(B.colors(Forest) == "Red");
}

TEST_CASE("CR 613.1e: Darkest Hour sets creatures' color; Life and Limb's "
          "green is set in timestamp order", "[layers][cr613.1e]") {
  BoardBuilder B;
  ObjectId Forest = B.add("Forest");
  ObjectId Arbor = B.add("Dryad Arbor");
  SECTION("Darkest Hour later: the Saproling Forests are black") {
    B.add("Life and Limb");
    B.add("Darkest Hour");
    B.recompute();
    CHECK(B.colors(Forest) == "Black");
    CHECK(B.colors(Arbor) == "Black");
  }
  SECTION("Life and Limb later: they are green") {
    B.add("Darkest Hour");
    B.add("Life and Limb");
    B.recompute();
    CHECK(B.colors(Forest) == "Green");
    CHECK(B.colors(Arbor) == "Green");
  }
}
