//===- Combat.tests.cpp - CR 506-511 combat --------------------------------===//
//
// Declaring attackers (tapping, vigilance, summoning sickness, haste),
// declaring blockers (flying and reach, landwalk), combat damage (trample,
// first strike) and when the first-strike damage step exists.
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;

namespace {

void fillLibraries(Table &T) {
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.anchorPriority();
}

/// Alice declares \p Attackers (in order), then "done".
void attackWith(Table &T, std::initializer_list<ObjectId> Attackers) {
  T.passUntil(Step::DeclareAttackers, T.G.activePlayer());
  REQUIRE(T.kind() == DecisionKind::Attackers);
  for (ObjectId A : Attackers)
    T.choose("attack with " + T.label(A));
  T.done();
}

/// Passes to the end of combat, answering "done" to blockers, and returns
/// the steps that asked anything on the way.
std::vector<Step> passThroughCombat(Table &T) {
  std::vector<Step> Steps;
  while (T.G.pending() && T.G.step() != Step::PostcombatMain) {
    if (Steps.empty() || Steps.back() != T.G.step())
      Steps.push_back(T.G.step());
    if (T.kind() == DecisionKind::Blockers)
      T.done();
    else
      T.pass();
  }
  return Steps;
}

} // namespace

TEST_CASE("CR 508.1f: attacking creatures become tapped; vigilance "
          "(702.20b) keeps them untapped",
          "[game][cr508][combat]") {
  Table T;
  ObjectId Bears = T.battlefield("Grizzly Bears");
  ObjectId Angel = T.battlefield("Serra Angel");
  fillLibraries(T);
  T.start(Step::PrecombatMain);
  attackWith(T, {Bears, Angel});
  CHECK(T.tapped(Bears));
  CHECK_FALSE(T.tapped(Angel));
  CHECK(T.G.combat().Attackers.size() == 2);
  passThroughCombat(T);
  // CR 510.1a: unblocked, each deals its power to the defending player.
  CHECK(T.life(Table::Bob) == 20 - 2 - 4);
}

TEST_CASE("CR 302.6: a creature that came under its controller's control "
          "this turn can't attack or use {T} abilities, unless it has haste "
          "(702.10)",
          "[game][cr302][combat]") {
  Table T;
  ObjectId Lions = T.battlefield("Savannah Lions"); // there since the turn began
  ObjectId Bears = T.hand("Grizzly Bears");
  ObjectId Goblin = T.hand("Raging Goblin");
  ObjectId Elves = T.hand("Llanowar Elves");
  T.battlefield("Forest");
  T.battlefield("Forest");
  T.battlefield("Forest");
  T.battlefield("Mountain");
  fillLibraries(T);
  T.start(Step::PrecombatMain);
  for (ObjectId C : {Bears, Goblin, Elves}) {
    T.choose("cast " + T.label(C));
    T.payAnyhow();
    T.passBoth();
    REQUIRE(T.zone(C) == Zone::Battlefield);
  }
  // The Elves' mana ability needs {T}: not offered this turn.
  CHECK_FALSE(T.offersStartingWith("activate " + T.label(Elves)));

  T.passUntil(Step::DeclareAttackers, Table::Alice);
  REQUIRE(T.kind() == DecisionKind::Attackers);
  CHECK(T.offers("attack with " + T.label(Lions)));
  CHECK(T.offers("attack with " + T.label(Goblin))); // haste
  CHECK_FALSE(T.offers("attack with " + T.label(Bears)));
  CHECK_FALSE(T.offers("attack with " + T.label(Elves)));
  T.choose("attack with " + T.label(Goblin));
  T.done();
  CHECK(T.tapped(Goblin));
  passThroughCombat(T);
  CHECK(T.life(Table::Bob) == 19);

  SECTION("not in the opponent's turn either: Alice's most recent turn "
          "began before the Elves came under her control") {
    T.passUntil(Step::Upkeep, Table::Bob);
    T.pass(); // Bob passes; Alice has priority in Bob's upkeep
    REQUIRE(T.deciding() == Table::Alice);
    CHECK_FALSE(T.offersStartingWith("activate " + T.label(Elves)));
  }
  SECTION("from her next turn on, they can attack and tap") {
    T.passUntil(Step::Upkeep, Table::Alice);
    REQUIRE(T.deciding() == Table::Alice);
    CHECK(T.offersStartingWith("activate " + T.label(Elves)));
    T.passUntil(Step::DeclareAttackers, Table::Alice);
    REQUIRE(T.kind() == DecisionKind::Attackers);
    CHECK(T.offers("attack with " + T.label(Bears)));
    CHECK(T.offers("attack with " + T.label(Elves)));
  }
}

TEST_CASE("CR 302.6: a creature whose control changed this turn can't attack "
          "for its new controller (Control Magic, layer 2)",
          "[game][cr302][combat]") {
  Table T;
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  ObjectId Magic = T.hand("Control Magic");
  for (int I = 0; I < 4; ++I)
    T.battlefield("Island");
  fillLibraries(T);
  T.start(Step::PrecombatMain);
  T.choose("cast " + T.label(Magic));
  if (T.kind() == DecisionKind::Target)
    T.choose(T.label(Bears));
  T.payAnyhow();
  T.passBoth();
  REQUIRE(T.G.controllerOf(Bears) == Table::Alice);
  // The Bears came under Alice's control this turn: it can't attack
  // (CR 302.6). With nothing else able to attack, the only answer is
  // "done", given without asking.
  T.passUntil(Step::DeclareAttackers, Table::Alice);
  if (T.kind() == DecisionKind::Attackers)
    CHECK_FALSE(T.offers("attack with " + T.label(Bears)));
  CHECK(T.G.combat().Attackers.empty());
  SECTION("from Alice's next turn on, it can attack") {
    T.passUntil(Step::Upkeep, Table::Bob);
    T.passUntil(Step::DeclareAttackers, Table::Alice);
    REQUIRE(T.G.turnNumber() == 3);
    REQUIRE(T.kind() == DecisionKind::Attackers);
    CHECK(T.offers("attack with " + T.label(Bears)));
  }
}

TEST_CASE("CR 702.9b: a creature with flying can't be blocked except by "
          "creatures with flying or reach",
          "[game][cr702.9][combat]") {
  Table T;
  ObjectId Elemental = T.battlefield("Air Elemental");
  ObjectId Giant = T.battlefield("Hill Giant");
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  ObjectId Angel = T.battlefield("Serra Angel", Table::Bob);
  ObjectId Spider =
      T.G.addCard(testCreature("Reach Spider", 1, 4, {Keyword::Reach}), Table::Bob,
                  Zone::Battlefield);
  fillLibraries(T);
  T.start(Step::PrecombatMain);
  attackWith(T, {Elemental, Giant});
  T.passUntil(Step::DeclareBlockers, Table::Alice);
  REQUIRE(T.kind() == DecisionKind::Blockers);
  REQUIRE(T.deciding() == Table::Bob);
  auto Blocks = [&](ObjectId B, ObjectId A) {
    return T.offers(T.label(B) + " blocks " + T.label(A));
  };
  CHECK_FALSE(Blocks(Bears, Elemental));
  CHECK(Blocks(Angel, Elemental));
  CHECK(Blocks(Spider, Elemental));
  // A creature without flying is blocked by anything.
  CHECK(Blocks(Bears, Giant));
  CHECK(Blocks(Angel, Giant));
  CHECK(Blocks(Spider, Giant));

  SECTION("a flying blocker: the Elemental is blocked and deals no damage "
          "to Bob") {
    T.choose(T.label(Angel) + " blocks " + T.label(Elemental));
    T.done();
    passThroughCombat(T);
    CHECK(T.life(Table::Bob) == 17); // only the Giant
    // 4/4 against 4/4: each is dealt lethal damage (704.5g).
    CHECK(T.zone(Angel) == Zone::Graveyard);
    CHECK(T.zone(Elemental) == Zone::Graveyard);
  }
}

TEST_CASE("CR 702.14c: islandwalk: unblockable while the defending player "
          "controls an Island (Lord of Atlantis)",
          "[game][cr702.14][combat]") {
  Table T;
  ObjectId Lord = T.battlefield("Lord of Atlantis");
  ObjectId Merfolk = T.battlefield("Merfolk of the Pearl Trident");
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  fillLibraries(T);
  auto Blocks = [&](ObjectId B, ObjectId A) {
    return T.offers(T.label(B) + " blocks " + T.label(A));
  };

  SECTION("Bob controls an Island: the Merfolk can't be blocked; the Lord "
          "(not 'other') can") {
    T.battlefield("Island", Table::Bob);
    T.start(Step::PrecombatMain);
    REQUIRE(T.G.hasKeyword(Merfolk, Keyword::Islandwalk));
    REQUIRE_FALSE(T.G.hasKeyword(Lord, Keyword::Islandwalk));
    attackWith(T, {Lord, Merfolk});
    T.passUntil(Step::DeclareBlockers, Table::Alice);
    REQUIRE(T.kind() == DecisionKind::Blockers);
    CHECK_FALSE(Blocks(Bears, Merfolk));
    CHECK(Blocks(Bears, Lord));
    T.done();
    passThroughCombat(T);
    CHECK(T.life(Table::Bob) == 20 - 2 - 2); // the Merfolk is 2/2
  }
  SECTION("only Alice controls an Island: the Merfolk can be blocked") {
    T.battlefield("Island", Table::Alice);
    T.battlefield("Mountain", Table::Bob);
    T.start(Step::PrecombatMain);
    attackWith(T, {Merfolk});
    T.passUntil(Step::DeclareBlockers, Table::Alice);
    REQUIRE(T.kind() == DecisionKind::Blockers);
    CHECK(Blocks(Bears, Merfolk));
  }
}

TEST_CASE("CR 702.19b: trample: lethal damage to the blockers, the rest to "
          "the player; without trample, all to the blocker (510.1c)",
          "[game][cr702.19][combat]") {
  Table T;
  ObjectId Trampler =
      T.G.addCard(testCreature("Trampler", 5, 5, {Keyword::Trample}), Table::Alice,
                  Zone::Battlefield);
  ObjectId Giant = T.battlefield("Hill Giant"); // 3/3, no trample
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  ObjectId Lions = T.battlefield("Savannah Lions", Table::Bob);
  fillLibraries(T);

  SECTION("5 trample blocked by a 2/2: 2 to it, 3 to Bob; 3 non-trample "
          "blocked by a 2/1: all 3 to it, none to Bob") {
    T.start(Step::PrecombatMain);
    attackWith(T, {Trampler, Giant});
    T.passUntil(Step::DeclareBlockers, Table::Alice);
    T.choose(T.label(Bears) + " blocks " + T.label(Trampler));
    T.choose(T.label(Lions) + " blocks " + T.label(Giant));
    T.done();
    passThroughCombat(T);
    CHECK(T.life(Table::Bob) == 17);
    CHECK(T.zone(Bears) == Zone::Graveyard);
    CHECK(T.zone(Lions) == Zone::Graveyard);
    CHECK(T.damage(Trampler) == 2);
    CHECK(T.damage(Giant) == 2);
  }
  SECTION("damage already marked counts toward lethal") {
    T.G.board().edit(Bears).Damage = 1; // lethal is now 1
    T.start(Step::PrecombatMain);
    attackWith(T, {Trampler});
    T.passUntil(Step::DeclareBlockers, Table::Alice);
    T.choose(T.label(Bears) + " blocks " + T.label(Trampler));
    T.done();
    passThroughCombat(T);
    CHECK(T.life(Table::Bob) == 16);
    CHECK(T.zone(Bears) == Zone::Graveyard);
  }
  SECTION("two blockers: lethal to each, the rest to Bob") {
    T.start(Step::PrecombatMain);
    attackWith(T, {Trampler});
    T.passUntil(Step::DeclareBlockers, Table::Alice);
    T.choose(T.label(Bears) + " blocks " + T.label(Trampler));
    T.choose(T.label(Lions) + " blocks " + T.label(Trampler));
    T.done();
    passThroughCombat(T);
    CHECK(T.life(Table::Bob) == 20 - (5 - 2 - 1));
    CHECK(T.zone(Bears) == Zone::Graveyard);
    CHECK(T.zone(Lions) == Zone::Graveyard);
    CHECK(T.damage(Trampler) == 4);
  }
}

TEST_CASE("CR 510.4: a first-strike combat damage step happens only when an "
          "attacking or blocking creature has first strike",
          "[game][cr510][combat]") {
  Table T;
  fillLibraries(T);
  const auto &StrikerCard = testCreature("First Striker", 2, 2, {Keyword::FirstStrike});

  SECTION("no first striker: no first-strike step") {
    ObjectId Bears = T.battlefield("Grizzly Bears");
    ObjectId Lions = T.battlefield("Savannah Lions", Table::Bob);
    T.start(Step::PrecombatMain);
    attackWith(T, {Bears});
    T.passUntil(Step::DeclareBlockers, Table::Alice);
    T.choose(T.label(Lions) + " blocks " + T.label(Bears));
    T.done();
    std::vector<Step> Steps = passThroughCombat(T);
    CHECK(Steps == std::vector<Step>{Step::DeclareBlockers, Step::CombatDamage,
                                     Step::EndOfCombat});
    // Simultaneous damage (510.2): both die.
    CHECK(T.zone(Bears) == Zone::Graveyard);
    CHECK(T.zone(Lions) == Zone::Graveyard);
  }
  SECTION("an attacking first striker kills its blocker before it strikes "
          "back") {
    ObjectId Striker = T.G.addCard(StrikerCard, Table::Alice, Zone::Battlefield);
    ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
    T.start(Step::PrecombatMain);
    attackWith(T, {Striker});
    T.passUntil(Step::DeclareBlockers, Table::Alice);
    T.choose(T.label(Bears) + " blocks " + T.label(Striker));
    T.done();
    std::vector<Step> Steps = passThroughCombat(T);
    CHECK(Steps == std::vector<Step>{Step::DeclareBlockers, Step::FirstStrikeDamage,
                                     Step::CombatDamage, Step::EndOfCombat});
    CHECK(T.zone(Bears) == Zone::Graveyard);
    CHECK(T.zone(Striker) == Zone::Battlefield);
    CHECK(T.damage(Striker) == 0);
  }
  SECTION("a blocking first striker: the attacker dies first") {
    ObjectId Bears = T.battlefield("Grizzly Bears");
    ObjectId Striker = T.G.addCard(StrikerCard, Table::Bob, Zone::Battlefield);
    T.start(Step::PrecombatMain);
    attackWith(T, {Bears});
    T.passUntil(Step::DeclareBlockers, Table::Alice);
    T.choose(T.label(Striker) + " blocks " + T.label(Bears));
    T.done();
    std::vector<Step> Steps = passThroughCombat(T);
    CHECK(Steps == std::vector<Step>{Step::DeclareBlockers, Step::FirstStrikeDamage,
                                     Step::CombatDamage, Step::EndOfCombat});
    CHECK(T.zone(Bears) == Zone::Graveyard);
    CHECK(T.damage(Striker) == 0);
  }
  SECTION("an unblocked first striker deals its damage once") {
    ObjectId Striker = T.G.addCard(StrikerCard, Table::Alice, Zone::Battlefield);
    T.start(Step::PrecombatMain);
    attackWith(T, {Striker});
    passThroughCombat(T);
    CHECK(T.life(Table::Bob) == 18);
  }
}
