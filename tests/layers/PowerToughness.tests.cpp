//===- PowerToughness.tests.cpp - CR 613.4: layer 7 sublayers --------------===//
//
// 7a CDAs, 7b setting, 7c modifications and counters, 7d switching: the
// sublayer decides before any timestamp does.
//
//===----------------------------------------------------------------------===//
#include "BoardBuilder.h"

#include <catch2/catch.hpp>

using namespace strata::test;

TEST_CASE("CR 613.4d: Twisted Image switches after every 7c effect, even "
          "one with a later timestamp", "[layers][cr613.4c][cr613.4d]") {
  BoardBuilder B;
  ObjectId Lions = B.add("Savannah Lions"); // 2/1
  B.cast("Twisted Image", {.Targets = {Lions}});
  B.addPlusOneCounters(Lions, 1);
  B.add("Glorious Anthem");
  B.cast("Giant Growth", {.Targets = {Lions}});
  B.recompute();
  // 7c: 2/1 + counter 3/2 + Anthem 4/3 + Giant Growth 7/6; 7d: 6/7.
  CHECK(B.pt(Lions) == PT{6, 7});
}

TEST_CASE("CR 613.4: P/T sublayers in order, whatever the timestamps",
          "[layers][cr613.4]") {
  // Each row: what acts on a Savannah Lions (2/1) and the result. The
  // Lions always enter first; the rest in the order listed.
  struct Row {
    const char *Why;
    bool Humility, Anthem, Bonesplitter, Twisted;
    int PlusOne, MinusOne;
    PT Expected;
  };
  Row R = GENERATE(values<Row>({
      {"printed", false, false, false, false, 0, 0, {2, 1}},
      {"7c counters: +1/+1 x2", false, false, false, false, 2, 0, {4, 3}},
      {"7c counters: +1/+1 and -1/-1 both count", false, false, false, false, 2, 1, {3, 2}},
      {"7b Humility then 7c counters: 1/1 +2", true, false, false, false, 2, 0, {3, 3}},
      {"7b Humility then 7c Anthem and Bonesplitter", true, true, true, false, 0, 0, {4, 2}},
      {"7c Bonesplitter then 7d switch", false, false, true, true, 0, 0, {1, 4}},
      {"7b, 7c, then 7d", true, false, true, true, 1, 0, {2, 4}},
  }));
  CAPTURE(R.Why);
  BoardBuilder B;
  ObjectId Lions = B.add("Savannah Lions");
  // The switch comes first in timestamp order, to show it still applies last.
  if (R.Twisted)
    B.cast("Twisted Image", {.Targets = {Lions}});
  if (R.PlusOne)
    B.addPlusOneCounters(Lions, R.PlusOne);
  if (R.MinusOne)
    B.addMinusOneCounters(Lions, R.MinusOne);
  if (R.Anthem)
    B.add("Glorious Anthem");
  if (R.Bonesplitter)
    B.add("Bonesplitter", {.AttachedTo = Lions});
  // Humility comes last in timestamp order, to show that setting (7b)
  // still applies before counters and modifications (7c).
  if (R.Humility)
    B.add("Humility");
  B.recompute();
  CHECK(B.pt(Lions) == R.Expected);
}

TEST_CASE("CR 613.4b: base P/T setting effects apply in timestamp order",
          "[layers][cr613.4b]") {
  BoardBuilder B;
  ObjectId Angel = B.add("Serra Angel");
  SECTION("Lignify then Ovinize: 0/1") {
    B.add("Lignify", {.AttachedTo = Angel});
    B.cast("Ovinize", {.Targets = {Angel}});
    B.recompute();
    CHECK(B.pt(Angel) == PT{0, 1});
  }
  SECTION("Ovinize then Lignify: 0/4") {
    B.cast("Ovinize", {.Targets = {Angel}});
    B.add("Lignify", {.AttachedTo = Angel});
    B.recompute();
    CHECK(B.pt(Angel) == PT{0, 4});
  }
}

TEST_CASE("CR 613.4b/613.4c: Opalescence's base P/T, then modifications",
          "[layers][cr613.4b][cr613.4c]") {
  BoardBuilder B;
  B.add("Opalescence");
  ObjectId Anthem = B.add("Glorious Anthem");
  ObjectId Bears = B.add("Grizzly Bears");
  B.addPlusOneCounters(Anthem, 1);
  B.recompute();
  // A 3/3 (mana value 3), +1/+1 from itself, +1/+1 counter.
  CHECK(B.pt(Anthem) == PT{5, 5});
  CHECK(B.pt(Bears) == PT{3, 3});
}

TEST_CASE("CR 613.1d/613.4b: Ensoul Artifact animates an artifact as a 5/5",
          "[layers][cr613.4b][cr205.1b]") {
  BoardBuilder B;
  ObjectId Memnite = B.add("Memnite");
  ObjectId Splitter = B.add("Bonesplitter");
  SECTION("on a noncreature Equipment: an artifact creature Equipment 5/5") {
    B.add("Ensoul Artifact", {.AttachedTo = Splitter});
    B.recompute();
    CHECK(B.cardTypes(Splitter) == "Artifact Creature");
    CHECK(B.hasSubtype(Splitter, Subtype::Equipment));
    CHECK(B.pt(Splitter) == PT{5, 5});
  }
  SECTION("on Memnite: base 5/5 replaces 1/1") {
    B.add("Ensoul Artifact", {.AttachedTo = Memnite});
    B.recompute();
    CHECK(B.pt(Memnite) == PT{5, 5});
  }
}
