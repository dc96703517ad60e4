//===- CharacteristicDefining.tests.cpp - CR 613.3, 604.3: CDAs ------------===//
//
// Characteristic-defining abilities apply first in their layer (613.3,
// 613.4a), work in every zone (604.3), and see the state the earlier layers
// built.
//
//===----------------------------------------------------------------------===//
#include "BoardBuilder.h"

#include <catch2/catch.hpp>

using namespace strata::test;

TEST_CASE("CR 613.4a: Tarmogoyf counts card types among cards in all "
          "graveyards", "[layers][cr613.4a][cr604.3]") {
  BoardBuilder B;
  ObjectId Goyf = B.add("Tarmogoyf");

  SECTION("empty graveyards: 0/1") {
    B.recompute();
    CHECK(B.pt(Goyf) == PT{0, 1});
  }
  SECTION("creature, land and artifact in both players' graveyards: 3/4") {
    B.add("Grizzly Bears", {.In = Zone::Graveyard});
    B.add("Forest", {.In = Zone::Graveyard});
    B.add("Memnite", {.Owner = 1, .In = Zone::Graveyard}); // artifact creature
    B.add("Hill Giant", {.Owner = 1, .In = Zone::Graveyard}); // no new type
    B.add("Seat of the Synod"); // on the battlefield: not counted
    B.recompute();
    CHECK(B.pt(Goyf) == PT{3, 4});
    SECTION("a CDA functions in every zone (604.3): the same in hand") {
      ObjectId InHand = B.add("Tarmogoyf", {.In = Zone::Hand});
      B.recompute();
      CHECK(B.pt(InHand) == PT{3, 4});
    }
    SECTION("Mycosynth Lattice makes permanents artifacts, not graveyard "
            "cards: still 3/4 with Bears and Forest only") {
      // Memnite already is an artifact; drop nothing, add the Lattice.
      B.add("Mycosynth Lattice");
      B.recompute();
      CHECK(B.pt(Goyf) == PT{3, 4});
    }
  }
  SECTION("Giant Growth on Tarmogoyf: the instant is in the graveyard once "
          "it has resolved (608.2n), then +3/+3 in 7c") {
    B.add("Grizzly Bears", {.In = Zone::Graveyard});
    B.cast("Giant Growth", {.Targets = {Goyf}});
    B.recompute();
    CHECK(B.pt(Goyf) == PT{2 + 3, 3 + 3}); // creature + instant
  }
}

TEST_CASE("CR 613.6/208.2a: Tarmogoyf that lost its abilities has * = 0",
          "[layers][cr613.6][cr208.2a]") {
  // Mystic Subdual removes the CDA in layer 6; the CDA's first layer is 7a,
  // so it never starts, and the printed */1+* reads as 0/1. Then -2/-0.
  BoardBuilder B;
  ObjectId Goyf = B.add("Tarmogoyf");
  B.add("Grizzly Bears", {.In = Zone::Graveyard});
  B.add("Forest", {.In = Zone::Graveyard});
  B.add("Mystic Subdual", {.AttachedTo = Goyf});
  B.recompute();
  CHECK(B.pt(Goyf) == PT{-2, 1});
  CHECK(B.numAbilities(Goyf) == 0);
}

TEST_CASE("CR 613.4a: Nightmare counts the Swamps its controller controls, "
          "after layer 4", "[layers][cr613.4a][cr613.8a]") {
  BoardBuilder B;
  ObjectId Nightmare = B.add("Nightmare");
  B.add("Swamp");
  B.add("Swamp");
  B.add("Swamp", {.Owner = 1});

  SECTION("two Swamps of its controller's: 2/2") {
    B.recompute();
    CHECK(B.pt(Nightmare) == PT{2, 2});
    CHECK(B.hasKeyword(Nightmare, Keyword::Flying));
  }
  SECTION("Urborg makes every land a Swamp: Urborg and a Forest count too") {
    B.add("Urborg, Tomb of Yawgmoth");
    B.add("Forest");
    B.recompute();
    CHECK(B.pt(Nightmare) == PT{4, 4});
    SECTION("Blood Moon switches Urborg off (and makes it a Mountain): 2/2") {
      B.add("Blood Moon", {.Owner = 1});
      B.recompute();
      CHECK(B.pt(Nightmare) == PT{2, 2});
    }
  }
  SECTION("stolen with Control Magic, it counts its new controller's "
          "Swamps (layer 2 before 7a)") {
    B.add("Control Magic", {.Owner = 1, .AttachedTo = Nightmare});
    B.recompute();
    CHECK(B.controller(Nightmare) == 1);
    CHECK(B.pt(Nightmare) == PT{1, 1});
  }
  SECTION("in its owner's hand, \"you\" is its owner (CR 109.5): 2/2") {
    ObjectId InHand = B.add("Nightmare", {.In = Zone::Hand});
    B.recompute();
    CHECK(B.pt(InHand) == PT{2, 2});
  }
}

TEST_CASE("CR 604.3/702.73a: Mistform Ultimus and changelings are every "
          "creature type, in every zone", "[layers][cr604.3][cr613.3]") {
  BoardBuilder B;
  ObjectId Ultimus = B.add("Mistform Ultimus");
  ObjectId Outcast = B.add("Changeling Outcast");
  ObjectId InHand = B.add("Mistform Ultimus", {.In = Zone::Hand});
  ObjectId InYard = B.add("Changeling Outcast", {.In = Zone::Graveyard});
  B.add("Lord of Atlantis");
  B.add("Elvish Champion");
  B.add("Goblin King");
  B.recompute();
  for (ObjectId Id : {Ultimus, Outcast, InHand, InYard}) {
    CAPTURE(Id);
    CHECK(B.creatureTypes(Id) == "every");
    CHECK(B.hasSubtype(Id, Subtype::Merfolk));
    CHECK(B.hasSubtype(Id, Subtype::Saproling));
  }
  // Merfolk, Elf and Goblin: each lord's +1/+1 and landwalk.
  CHECK(B.pt(Ultimus) == PT{6, 6});
  CHECK(B.pt(Outcast) == PT{4, 4});
  for (Keyword K : {Keyword::Islandwalk, Keyword::Forestwalk, Keyword::Mountainwalk})
    CHECK(B.hasKeyword(Ultimus, K));
  // Lords only pump permanents.
  CHECK(B.pt(InHand) == PT{3, 3});
}

TEST_CASE("CR 613.3: a layer-4 CDA applies before Conspiracy whatever the "
          "timestamps", "[layers][cr613.3]") {
  // The CDA goes first, then Conspiracy sets the creature types (205.1a):
  // only the chosen type remains.
  bool ConspiracyFirst = GENERATE(true, false);
  CAPTURE(ConspiracyFirst);
  BoardBuilder B;
  if (ConspiracyFirst)
    B.add("Conspiracy", {.ChosenType = Subtype::Goblin});
  ObjectId Ultimus = B.add("Mistform Ultimus");
  ObjectId Outcast = B.add("Changeling Outcast");
  ObjectId InYard = B.add("Changeling Outcast", {.In = Zone::Graveyard});
  ObjectId TheirOutcast = B.add("Changeling Outcast", {.Owner = 1});
  B.add("Lord of Atlantis", {.Owner = 1});
  if (!ConspiracyFirst)
    B.add("Conspiracy", {.ChosenType = Subtype::Goblin});
  B.recompute();
  CHECK(B.creatureTypes(Ultimus) == "Goblin");
  CHECK(B.creatureTypes(Outcast) == "Goblin");
  // "creature cards you own that aren't on the battlefield"
  CHECK(B.creatureTypes(InYard) == "Goblin");
  // Not controlled by Conspiracy's controller: still every type.
  CHECK(B.creatureTypes(TheirOutcast) == "every");
  // No longer Merfolk: the (opponent's) Lord of Atlantis doesn't pump them.
  CHECK(B.pt(Ultimus) == PT{3, 3});
  CHECK(B.pt(TheirOutcast) == PT{2, 2});
}
