//===- StateBasedActions.tests.cpp - CR 704 --------------------------------===//
//
// State-based actions are checked whenever a player would receive priority
// (CR 704.3, 117.5), all at once and repeatedly. Each scenario sets up the
// state, lets the game reach a priority decision, and checks the result.
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

/// Alice casts Lightning Bolt at \p Target (a label) and both players pass.
void bolt(Table &T, ObjectId Bolt, const std::string &Target) {
  T.choose("cast " + T.label(Bolt));
  T.choose(Target);
  T.payAnyhow();
  T.passBoth();
}

} // namespace

TEST_CASE("CR 704.5a: a player with 0 or less life loses the game",
          "[game][cr704]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.battlefield("Mountain");
  fillLibraries(T);
  T.start(Step::PrecombatMain);

  SECTION("exactly 0 life: Bob loses, Alice wins") {
    T.G.player(Table::Bob).Life = 3;
    bolt(T, Bolt, "Bob");
    CHECK(T.life(Table::Bob) == 0);
    CHECK(T.G.player(Table::Bob).Lost);
    CHECK(T.G.over());
    REQUIRE(T.G.winner());
    CHECK(*T.G.winner() == Table::Alice);
    CHECK(T.G.pending() == nullptr);
  }
  SECTION("1 life left: the game goes on") {
    T.G.player(Table::Bob).Life = 4;
    bolt(T, Bolt, "Bob");
    CHECK(T.life(Table::Bob) == 1);
    CHECK_FALSE(T.G.over());
    CHECK_FALSE(T.G.player(Table::Bob).Lost);
  }
}

TEST_CASE("CR 704.5b: a player who attempted to draw from an empty library "
          "loses the next time state-based actions are checked",
          "[game][cr704]") {
  Table T;
  T.libraryFiller("Island", Table::Alice, 5);
  T.anchorPriority();
  // Bob's library is empty. Alice goes first and skips her first draw
  // (CR 103.8a); Bob draws in his first draw step.
  T.start();
  REQUIRE(T.G.turnNumber() == 1);
  REQUIRE_FALSE(T.G.over());
  T.passUntil(Step::Upkeep, Table::Bob);
  CHECK_FALSE(T.G.over()); // not yet drawn
  CHECK(T.G.step() == Step::Upkeep);
  T.passBoth(); // to the draw step: Bob draws from an empty library
  CHECK(T.G.over());
  CHECK(T.G.player(Table::Bob).Lost);
  REQUIRE(T.G.winner());
  CHECK(*T.G.winner() == Table::Alice);
  CHECK(T.life(Table::Bob) == 20);
}

TEST_CASE("CR 704.5f: a creature with toughness 0 or less is put into its "
          "owner's graveyard",
          "[game][cr704]") {
  Table T;
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  fillLibraries(T);

  SECTION("two -1/-1 counters on a 2/2") {
    T.addMinusOneCounters(Bears, 2);
    T.start(Step::PrecombatMain);
    CHECK(T.zone(Bears) == Zone::Graveyard);
    // CR 400.7: it is a new object there, without counters.
    CHECK(T.G.board().object(Bears).Count.MinusOne == 0);
  }
  SECTION("one -1/-1 counter on a 2/2: it stays, 1/1") {
    T.addMinusOneCounters(Bears, 1);
    T.start(Step::PrecombatMain);
    CHECK(T.zone(Bears) == Zone::Battlefield);
    CHECK(T.toughness(Bears) == 1);
  }
  SECTION("indestructible doesn't save it (CR 702.12b only stops "
          "destruction)") {
    ObjectId Mutation = T.battlefield("Darksteel Mutation", Table::Alice);
    T.attach(Mutation, Bears); // 0/1 indestructible
    T.addMinusOneCounters(Bears, 1);
    T.start(Step::PrecombatMain);
    CHECK(T.zone(Bears) == Zone::Graveyard);
    // And then the Aura is attached to nothing (704.5m).
    CHECK(T.zone(Mutation) == Zone::Graveyard);
  }
}

TEST_CASE("CR 704.5f with Infest: all creatures get -2/-2 until end of turn",
          "[game][cr704]") {
  // Needs Infest's game script (its resolution creates the effect).
  Table T;
  ObjectId Infest = T.hand("Infest");
  T.battlefield("Swamp");
  T.battlefield("Swamp");
  T.battlefield("Swamp");
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  ObjectId Ogre = T.battlefield("Hill Giant", Table::Bob);
  fillLibraries(T);
  T.start(Step::PrecombatMain);
  T.choose("cast " + T.label(Infest));
  T.payAnyhow();
  T.passBoth();
  CHECK(T.zone(Infest) == Zone::Graveyard);
  CHECK(T.zone(Bears) == Zone::Graveyard);
  CHECK(T.zone(Ogre) == Zone::Battlefield);
  CHECK(T.power(Ogre) == 1);
  CHECK(T.toughness(Ogre) == 1);
}

TEST_CASE("CR 704.5g: a creature with lethal damage is destroyed; an "
          "indestructible one survives",
          "[game][cr704]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.battlefield("Mountain");
  fillLibraries(T);

  SECTION("3 damage to a 2/2: destroyed") {
    ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
    T.start(Step::PrecombatMain);
    bolt(T, Bolt, T.label(Bears));
    CHECK(T.zone(Bears) == Zone::Graveyard);
    CHECK(T.damage(Bears) == 0); // a new object (400.7)
  }
  SECTION("3 damage to a 4/4: it stays, damage marked") {
    ObjectId Angel = T.battlefield("Serra Angel", Table::Bob);
    T.start(Step::PrecombatMain);
    bolt(T, Bolt, T.label(Angel));
    CHECK(T.zone(Angel) == Zone::Battlefield);
    CHECK(T.damage(Angel) == 3);
  }
  SECTION("3 damage to a 0/1 indestructible (Darksteel Mutation): it "
          "survives") {
    ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
    ObjectId Mutation = T.battlefield("Darksteel Mutation", Table::Alice);
    T.attach(Mutation, Bears);
    T.start(Step::PrecombatMain);
    REQUIRE(T.G.hasKeyword(Bears, Keyword::Indestructible));
    REQUIRE(T.toughness(Bears) == 1);
    bolt(T, Bolt, T.label(Bears));
    CHECK(T.zone(Bears) == Zone::Battlefield);
    CHECK(T.damage(Bears) == 3);
    CHECK(T.zone(Mutation) == Zone::Battlefield);
  }
  SECTION("damage wears off in the cleanup step (CR 514.2)") {
    ObjectId Angel = T.battlefield("Serra Angel", Table::Bob);
    T.start(Step::PrecombatMain);
    bolt(T, Bolt, T.label(Angel));
    REQUIRE(T.damage(Angel) == 3);
    T.passUntil(Step::Upkeep, Table::Bob);
    CHECK(T.damage(Angel) == 0);
  }
}

TEST_CASE("CR 704.5j: the legend rule: its controller chooses one of two "
          "legendary permanents with the same name; the other goes to the "
          "graveyard",
          "[game][cr704]") {
  Table T;
  ObjectId First = T.battlefield("Isamaru, Hound of Konda");
  ObjectId Second = T.hand("Isamaru, Hound of Konda");
  T.battlefield("Plains");
  fillLibraries(T);

  auto CastSecond = [&] {
    T.start(Step::PrecombatMain);
    T.cast(Second);
    T.passBoth();
    REQUIRE(T.kind() == DecisionKind::Mode);
    CHECK(T.deciding() == Table::Alice);
  };
  SECTION("both Alice's: she keeps the new one") {
    CastSecond();
    T.choose("keep " + T.label(Second));
    CHECK(T.zone(Second) == Zone::Battlefield);
    CHECK(T.zone(First) == Zone::Graveyard);
    CHECK(T.kind() == DecisionKind::Priority);
  }
  SECTION("both Alice's: she keeps the old one") {
    CastSecond();
    T.choose("keep " + T.label(First));
    CHECK(T.zone(First) == Zone::Battlefield);
    CHECK(T.zone(Second) == Zone::Graveyard);
    CHECK(T.kind() == DecisionKind::Priority);
  }
  SECTION("different controllers: both stay") {
    ObjectId Bobs = T.battlefield("Isamaru, Hound of Konda", Table::Bob);
    T.start(Step::PrecombatMain);
    CHECK(T.kind() == DecisionKind::Priority);
    CHECK(T.zone(First) == Zone::Battlefield);
    CHECK(T.zone(Bobs) == Zone::Battlefield);
  }
}

TEST_CASE("CR 704.5m: an Aura attached to nothing, or to an illegal object, "
          "goes to its owner's graveyard",
          "[game][cr704]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.battlefield("Mountain");
  fillLibraries(T);
  ObjectId Lions = T.battlefield("Savannah Lions", Table::Bob);
  ObjectId Strength = T.battlefield("Holy Strength", Table::Bob);
  T.attach(Strength, Lions); // 3/3

  SECTION("its creature died: the Aura follows") {
    T.start(Step::PrecombatMain);
    REQUIRE(T.toughness(Lions) == 3);
    REQUIRE(T.zone(Strength) == Zone::Battlefield);
    bolt(T, Bolt, T.label(Lions));
    CHECK(T.zone(Lions) == Zone::Graveyard);
    CHECK(T.zone(Strength) == Zone::Graveyard);
  }
  SECTION("attached to a land (enchant creature): illegal") {
    ObjectId Plains = T.battlefield("Plains", Table::Bob);
    T.attach(Strength, Plains);
    T.start(Step::PrecombatMain);
    CHECK(T.zone(Strength) == Zone::Graveyard);
    CHECK(T.zone(Plains) == Zone::Battlefield);
  }
}

TEST_CASE("CR 704.5n: Equipment attached to an illegal permanent becomes "
          "unattached and stays on the battlefield",
          "[game][cr704]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.battlefield("Mountain");
  fillLibraries(T);
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  ObjectId Splitter = T.battlefield("Bonesplitter", Table::Bob);
  T.attach(Splitter, Bears);

  SECTION("its creature died") {
    T.start(Step::PrecombatMain);
    REQUIRE(T.power(Bears) == 4);
    bolt(T, Bolt, T.label(Bears));
    CHECK(T.zone(Bears) == Zone::Graveyard);
    CHECK(T.zone(Splitter) == Zone::Battlefield);
    CHECK(T.G.board().object(Splitter).AttachedTo == kNoObject);
  }
  SECTION("attached to a land") {
    ObjectId Forest = T.battlefield("Forest", Table::Bob);
    T.attach(Splitter, Forest);
    T.start(Step::PrecombatMain);
    CHECK(T.zone(Splitter) == Zone::Battlefield);
    CHECK(T.G.board().object(Splitter).AttachedTo == kNoObject);
  }
  SECTION("the Equipment became a creature (March of the Machines, CR 301.5c)") {
    T.battlefield("March of the Machines", Table::Alice);
    T.start(Step::PrecombatMain);
    CHECK(T.G.isCreature(Splitter));
    CHECK(T.zone(Splitter) == Zone::Battlefield);
    CHECK(T.G.board().object(Splitter).AttachedTo == kNoObject);
    CHECK(T.power(Bears) == 2);
  }
  SECTION("attached to a creature: it stays") {
    T.start(Step::PrecombatMain);
    CHECK(T.G.board().object(Splitter).AttachedTo == Bears);
  }
}

TEST_CASE("CR 704.5p: a creature, or a permanent that is neither Aura nor "
          "Equipment, attached to something becomes unattached",
          "[game][cr704]") {
  Table T;
  fillLibraries(T);
  ObjectId Bears = T.battlefield("Grizzly Bears");

  SECTION("a creature") {
    ObjectId Lions = T.battlefield("Savannah Lions");
    T.attach(Lions, Bears);
    T.start(Step::PrecombatMain);
    CHECK(T.zone(Lions) == Zone::Battlefield);
    CHECK(T.G.board().object(Lions).AttachedTo == kNoObject);
  }
  SECTION("a noncreature artifact") {
    ObjectId Ring = T.battlefield("Sol Ring");
    T.attach(Ring, Bears);
    T.start(Step::PrecombatMain);
    CHECK(T.zone(Ring) == Zone::Battlefield);
    CHECK(T.G.board().object(Ring).AttachedTo == kNoObject);
  }
}

TEST_CASE("CR 704.5q: +1/+1 and -1/-1 counters on a permanent annihilate in "
          "pairs",
          "[game][cr704]") {
  Table T;
  fillLibraries(T);
  ObjectId Bears = T.battlefield("Grizzly Bears");

  SECTION("two +1/+1 and one -1/-1: one +1/+1 left") {
    T.addPlusOneCounters(Bears, 2);
    T.addMinusOneCounters(Bears, 1);
    T.start(Step::PrecombatMain);
    CHECK(T.G.board().object(Bears).Count.PlusOne == 1);
    CHECK(T.G.board().object(Bears).Count.MinusOne == 0);
    CHECK(T.power(Bears) == 3);
    CHECK(T.toughness(Bears) == 3);
  }
  SECTION("one +1/+1 and three -1/-1: two -1/-1 left, and then it dies "
          "(704.5f)") {
    T.addPlusOneCounters(Bears, 1);
    T.addMinusOneCounters(Bears, 3);
    T.start(Step::PrecombatMain);
    CHECK(T.zone(Bears) == Zone::Graveyard);
  }
  SECTION("equal numbers: none left") {
    T.addPlusOneCounters(Bears, 2);
    T.addMinusOneCounters(Bears, 2);
    T.start(Step::PrecombatMain);
    CHECK(T.G.board().object(Bears).Count.PlusOne == 0);
    CHECK(T.G.board().object(Bears).Count.MinusOne == 0);
    CHECK(T.power(Bears) == 2);
  }
}

namespace {
/// A planeswalker for the test: the pool has none (loyalty 3).
const strata::runtime::CardDef &testPlaneswalker() {
  static strata::runtime::CardDef D = [] {
    strata::runtime::CardDef X;
    X.Face.Name = "Test Planeswalker";
    X.Face.Cost = strata::runtime::ManaCost::parse("{3}");
    X.Face.Types = {strata::runtime::CardType::Planeswalker};
    X.Face.Loyalty = 3;
    return X;
  }();
  return D;
}
} // namespace

TEST_CASE("CR 704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard; "
          "damage to it removes loyalty counters (120.3c)",
          "[game][cr704.5i]") {
  Table T;
  ObjectId Walker = T.G.addCard(testPlaneswalker(), Table::Bob, Zone::Command);
  T.G.runSideProcedure(T.G.putOntoBattlefield(Walker, Table::Bob), nullptr);
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.battlefield("Mountain");
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  // CR 306.5b: it entered with its printed loyalty in counters.
  REQUIRE(T.G.board().object(Walker).Count.Loyalty == 3);
  T.choose("cast " + T.label(Bolt));
  if (T.kind() == DecisionKind::Target)
    T.choose(T.label(Walker));
  T.payAnyhow();
  T.passBoth();
  // 3 damage removed its 3 loyalty counters; 0 loyalty: graveyard.
  CHECK(T.zone(Walker) == Zone::Graveyard);
}
