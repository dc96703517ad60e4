//===- LockedSets.tests.cpp - CR 611.2c vs 611.3a ---------------------------===//
//
// A resolved spell's effect affects the objects it found as it began
// (611.2c); a static ability's effect applies to whatever matches now
// (611.3a).
//
//===----------------------------------------------------------------------===//
#include "BoardBuilder.h"

#include <catch2/catch.hpp>

using namespace strata::test;

TEST_CASE("CR 611.2c: Infest affects only the creatures there as it resolved",
          "[layers][cr611.2c]") {
  BoardBuilder B;
  ObjectId Giant = B.add("Hill Giant");          // 3/3
  ObjectId TheirGiant = B.add("Hill Giant", {.Owner = 1});
  ObjectId Swamp = B.add("Swamp");
  B.cast("Infest");
  ObjectId Later = B.add("Runeclaw Bear");       // arrives afterwards
  SECTION("a creature arriving later is unaffected") {
    B.recompute();
    CHECK(B.pt(Giant) == PT{1, 1});
    CHECK(B.pt(TheirGiant) == PT{1, 1});
    CHECK(B.pt(Later) == PT{2, 2});
  }
  SECTION("a land animated later is unaffected") {
    B.add("Kormus Bell");
    B.recompute();
    CHECK(B.pt(Swamp) == PT{1, 1});
  }
}

TEST_CASE("CR 611.2c: Giant Growth affects only its target",
          "[layers][cr611.2c]") {
  BoardBuilder B;
  ObjectId Bears = B.add("Grizzly Bears");
  ObjectId Other = B.add("Runeclaw Bear");
  B.cast("Giant Growth", {.Targets = {Bears}});
  SECTION("its target is 5/5") {
    B.recompute();
    CHECK(B.pt(Bears) == PT{5, 5});
    CHECK(B.pt(Other) == PT{2, 2});
  }
  SECTION("and stays so under a new controller (109.3: control is no "
          "characteristic of its set)") {
    B.add("Control Magic", {.Owner = 1, .AttachedTo = Bears});
    B.recompute();
    CHECK(B.controller(Bears) == 1);
    CHECK(B.pt(Bears) == PT{5, 5});
  }
}

TEST_CASE("CR 611.3a: Glorious Anthem applies to creatures that arrive or "
          "become creatures later", "[layers][cr611.3a]") {
  BoardBuilder B;
  B.add("Glorious Anthem");
  ObjectId Crusade = B.add("Crusade");
  ObjectId Bears = B.add("Grizzly Bears"); // arrives after the Anthem
  ObjectId Theirs = B.add("Grizzly Bears", {.Owner = 1});
  SECTION("a creature that arrived later") {
    B.recompute();
    CHECK(B.pt(Bears) == PT{3, 3});
    CHECK(B.pt(Theirs) == PT{2, 2});
  }
  SECTION("an enchantment animated later by Opalescence") {
    B.add("Opalescence");
    B.recompute();
    // Crusade ({W}{W}): a 2/2 white creature: +1/+1 from the Anthem and
    // +1/+1 from itself.
    CHECK(B.pt(Crusade) == PT{4, 4});
  }
}

TEST_CASE("CR 611.2c vs 611.3a: Infest's locked set and Glorious Anthem's "
          "live one, together", "[layers][cr611.2c][cr611.3a]") {
  BoardBuilder B;
  ObjectId Early = B.add("Grizzly Bears");
  B.cast("Infest");
  B.add("Glorious Anthem");
  ObjectId Late = B.add("Runeclaw Bear");
  B.recompute();
  CHECK(B.pt(Early) == PT{1, 1}); // 2/2 -2/-2 +1/+1
  CHECK(B.pt(Late) == PT{3, 3});  // 2/2 +1/+1
}

TEST_CASE("CR 611.2c: Overrun and Act of Treason fix their sets as they "
          "resolve", "[layers][cr611.2c][cr613.1b]") {
  BoardBuilder B;
  ObjectId Mine = B.add("Grizzly Bears");
  ObjectId Theirs = B.add("Hill Giant", {.Owner = 1});
  B.cast("Act of Treason", {.Targets = {Theirs}, .Controller = 0});
  B.cast("Overrun", {.Controller = 0});
  ObjectId Later = B.add("Runeclaw Bear");
  B.recompute();
  CHECK(B.controller(Theirs) == 0);
  CHECK(B.hasKeyword(Theirs, Keyword::Haste));
  // Controlled by Overrun's caster as it resolved: +3/+3 and trample.
  CHECK(B.pt(Theirs) == PT{6, 6});
  CHECK(B.hasKeyword(Theirs, Keyword::Trample));
  CHECK(B.pt(Mine) == PT{5, 5});
  CHECK(B.pt(Later) == PT{2, 2});
  CHECK_FALSE(B.hasKeyword(Later, Keyword::Trample));
}
