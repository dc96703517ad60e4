//===- Stack.tests.cpp - CR 117 priority, 405 the stack, 608 resolving ----===//
//
// Priority passes around the table; when all players pass in succession
// the top object of the stack resolves (last in, first out) and the active
// player receives priority, or, with an empty stack, the step ends. A
// spell whose targets all became illegal doesn't resolve (608.2b).
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;

TEST_CASE("CR 117.4: when all players pass in succession with an empty "
          "stack, the step ends",
          "[game][cr117]") {
  Table T;
  T.libraryFiller("Island", Table::Alice, 3);
  T.libraryFiller("Island", Table::Bob, 3);
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  REQUIRE(T.kind() == DecisionKind::Priority);
  REQUIRE(T.deciding() == Table::Alice); // CR 117.3a: active player first

  SECTION("one pass hands priority to the next player; the step goes on") {
    T.pass();
    CHECK(T.G.step() == Step::PrecombatMain);
    CHECK(T.deciding() == Table::Bob); // CR 117.3d
  }
  SECTION("both pass: the next step begins, the active player first") {
    T.passBoth();
    CHECK(T.G.step() == Step::BeginningOfCombat);
    CHECK(T.deciding() == Table::Alice);
  }
}

TEST_CASE("CR 117.3c: a player who takes an action receives priority again; "
          "passes start over",
          "[game][cr117]") {
  Table T;
  ObjectId Island = T.battlefield("Island", Table::Bob);
  T.libraryFiller("Island", Table::Alice, 3);
  T.libraryFiller("Island", Table::Bob, 3);
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  T.pass();
  REQUIRE(T.deciding() == Table::Bob);
  // A mana ability (CR 605.3a) is an action: Bob keeps priority.
  T.choose("activate " + T.label(Island) + ": {T}: Add {U}");
  CHECK(T.G.player(Table::Bob).Pool.Amount[1] == 1);
  CHECK(T.deciding() == Table::Bob);
  CHECK(T.G.step() == Step::PrecombatMain);
  // Bob passes: Alice passed before Bob acted, so not everyone has passed
  // in succession; Alice gets priority again.
  T.pass();
  CHECK(T.G.step() == Step::PrecombatMain);
  CHECK(T.deciding() == Table::Alice);
  T.pass();
  CHECK(T.G.step() == Step::BeginningOfCombat);
  // CR 106.4: mana empties from the pool at the end of each step.
  CHECK(T.G.player(Table::Bob).Pool.total() == 0);
}

TEST_CASE("CR 405.5, 608.1: the stack resolves last in, first out; after "
          "each resolution the active player receives priority (117.3b)",
          "[game][cr405][cr117]") {
  Table T;
  ObjectId AliceBolt = T.hand("Lightning Bolt", Table::Alice);
  ObjectId BobBolt = T.hand("Lightning Bolt", Table::Bob);
  T.battlefield("Mountain", Table::Alice);
  T.battlefield("Mountain", Table::Bob);
  T.libraryFiller("Island", Table::Alice, 3);
  T.libraryFiller("Island", Table::Bob, 3);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  T.cast(AliceBolt, {"Bob"});
  REQUIRE(T.deciding() == Table::Alice); // CR 117.3c
  T.pass();
  REQUIRE(T.deciding() == Table::Bob);
  T.cast(BobBolt, {"Alice"});
  REQUIRE(T.G.stack().size() == 2);
  CHECK(T.G.stack().back().Object == BobBolt); // the top
  CHECK(T.deciding() == Table::Bob);

  T.passBoth(); // Bob, then Alice
  // The last cast resolved first: Alice took 3, Bob's spell is gone.
  CHECK(T.life(Table::Alice) == 17);
  CHECK(T.life(Table::Bob) == 20);
  CHECK(T.zone(BobBolt) == Zone::Graveyard); // CR 608.2n
  REQUIRE(T.G.stack().size() == 1);
  CHECK(T.G.stack().back().Object == AliceBolt);
  // The active player (Alice) receives priority, though Bob acted last.
  CHECK(T.deciding() == Table::Alice);
  CHECK(T.G.step() == Step::PrecombatMain);

  T.passBoth();
  CHECK(T.life(Table::Bob) == 17);
  CHECK(T.G.stack().empty());
  CHECK(T.deciding() == Table::Alice);
  // A resolution is not a step's end: the main phase goes on until both
  // pass with an empty stack.
  CHECK(T.G.step() == Step::PrecombatMain);
  T.passBoth();
  CHECK(T.G.step() == Step::BeginningOfCombat);
}

TEST_CASE("CR 608.2b: a spell whose only target became illegal doesn't "
          "resolve and goes to its owner's graveyard",
          "[game][cr608]") {
  Table T;
  ObjectId First = T.hand("Lightning Bolt");
  ObjectId Second = T.hand("Lightning Bolt");
  T.battlefield("Mountain");
  T.battlefield("Mountain");
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  T.libraryFiller("Island", Table::Alice, 3);
  T.libraryFiller("Island", Table::Bob, 3);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  T.choose("cast " + T.label(First));
  T.choose(T.label(Bears));
  T.payAnyhow();
  T.choose("cast " + T.label(Second));
  T.choose(T.label(Bears));
  T.payAnyhow();
  REQUIRE(T.G.stack().size() == 2);

  T.passBoth(); // the second Bolt resolves; the Bears die (704.5g)
  CHECK(T.zone(Bears) == Zone::Graveyard);
  CHECK(T.zone(Second) == Zone::Graveyard);
  REQUIRE(T.G.stack().size() == 1);

  T.passBoth(); // the first Bolt's only target is gone
  CHECK(T.G.stack().empty());
  CHECK(T.zone(First) == Zone::Graveyard);
  // Nothing else was dealt damage, and no one lost life.
  CHECK(T.life(Table::Alice) == 20);
  CHECK(T.life(Table::Bob) == 20);
  CHECK(T.G.step() == Step::PrecombatMain);
  CHECK(T.deciding() == Table::Alice);
}

TEST_CASE("Coroutine decisions: a cast suspends at its target, then at its "
          "mana payment, and resumes where it stopped (CR 601.2c, 601.2g-h)",
          "[game][cr601][decisions]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  ObjectId M1 = T.battlefield("Mountain");
  ObjectId M2 = T.battlefield("Mountain");
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  T.libraryFiller("Island", Table::Alice, 3);
  T.libraryFiller("Island", Table::Bob, 3);
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  std::size_t Answers = T.G.answerLog().size();

  T.choose("cast " + T.label(Bolt));
  // CR 601.2a: the card is on the stack while its caster chooses; the
  // stack object isn't put there until the cast is complete (601.2i).
  REQUIRE(T.kind() == DecisionKind::Target);
  CHECK(T.deciding() == Table::Alice);
  CHECK(T.zone(Bolt) == Zone::Stack);
  CHECK(T.G.stack().empty());
  // CR 115.4: any target: both players and the creature.
  CHECK(T.offers("Alice"));
  CHECK(T.offers("Bob"));
  CHECK(T.offers(T.label(Bears)));

  T.choose("Bob");
  // Two Mountains, each able to pay {R}: a payment decision.
  REQUIRE(T.kind() == DecisionKind::PayMana);
  CHECK_THAT(T.pending().Prompt, Catch::Contains("{R}"));
  CHECK(T.offers("tap " + T.label(M1) + ": {T}: Add {R}"));
  CHECK(T.offers("tap " + T.label(M2) + ": {T}: Add {R}"));
  CHECK_FALSE(T.tapped(M1));

  T.choose("tap " + T.label(M2) + ": {T}: Add {R}");
  // Resumed to the end of the cast, then back to priority (117.3c).
  REQUIRE(T.kind() == DecisionKind::Priority);
  CHECK(T.deciding() == Table::Alice);
  REQUIRE(T.G.stack().size() == 1);
  CHECK(T.G.stack().back().Object == Bolt);
  REQUIRE(T.G.stack().back().Targets.size() == 1);
  CHECK(T.G.stack().back().Targets[0].IsPlayer);
  CHECK(T.G.stack().back().Targets[0].Id == Table::Bob);
  CHECK(T.tapped(M2));
  CHECK_FALSE(T.tapped(M1));
  CHECK(T.G.player(Table::Alice).Pool.total() == 0); // {R} was spent
  CHECK(T.G.answerLog().size() == Answers + 3);

  T.passBoth();
  CHECK(T.life(Table::Bob) == 17);
}
