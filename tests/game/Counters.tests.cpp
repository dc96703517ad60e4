//===- Counters.tests.cpp - CR 701.5 countering, 702.34 flashback ----------===//
//
// Counterspell and Mystic Denial on the stack, a counterspell whose target
// is gone (608.2b), and Think Twice cast again with flashback.
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;

namespace {

void setUp(Table &T) {
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.anchorPriority();
}

} // namespace

TEST_CASE("CR 701.5a: a countered spell leaves the stack for its owner's "
          "graveyard without resolving",
          "[game][cr701.5]") {
  Table T;
  ObjectId Bears = T.hand("Grizzly Bears");
  T.battlefield("Forest");
  T.battlefield("Forest");
  ObjectId Counter = T.hand("Counterspell", Table::Bob);
  T.battlefield("Island", Table::Bob);
  T.battlefield("Island", Table::Bob);
  setUp(T);
  T.start(Step::PrecombatMain);

  T.cast(Bears);
  T.pass();
  REQUIRE(T.deciding() == Table::Bob);
  T.choose("cast " + T.label(Counter));
  // "Target spell": the Bears on the stack is the only legal target (no
  // player, no permanent), so it is chosen at once; then Bob pays.
  CHECK(T.kind() == DecisionKind::PayMana);
  T.payAnyhow();
  REQUIRE(T.G.stack().size() == 2);
  CHECK(T.G.stack().back().Object == Counter);
  REQUIRE(T.G.stack().back().Targets.size() == 1);
  CHECK_FALSE(T.G.stack().back().Targets[0].IsPlayer);
  CHECK(T.G.stack().back().Targets[0].Id == Bears);

  T.passBoth();
  CHECK(T.zone(Bears) == Zone::Graveyard); // never entered the battlefield
  CHECK(T.zone(Counter) == Zone::Graveyard);
  CHECK(T.G.stack().empty());
  CHECK(T.deciding() == Table::Alice);
}

TEST_CASE("CR 608.2b: a Counterspell whose target spell has left the stack "
          "doesn't resolve",
          "[game][cr608][cr701.5]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.battlefield("Mountain");
  ObjectId First = T.hand("Counterspell", Table::Bob);
  ObjectId Second = T.hand("Counterspell", Table::Bob);
  for (int I = 0; I < 4; ++I)
    T.battlefield("Island", Table::Bob);
  setUp(T);
  T.start(Step::PrecombatMain);

  T.cast(Bolt, {"Bob"});
  T.pass();
  T.choose("cast " + T.label(First));
  T.payAnyhow();
  // Bob holds priority (117.3c) and counters the Bolt again.
  REQUIRE(T.deciding() == Table::Bob);
  T.choose("cast " + T.label(Second));
  REQUIRE(T.kind() == DecisionKind::Target);
  // "Target spell" other than itself: the Bolt and the first Counterspell.
  CHECK(T.offers(T.label(Bolt)));
  CHECK(T.offers(T.label(First)));
  T.choose(T.label(Bolt));
  T.payAnyhow();
  REQUIRE(T.G.stack().size() == 3);

  T.passBoth(); // the second Counterspell counters the Bolt
  CHECK(T.zone(Bolt) == Zone::Graveyard);
  CHECK(T.zone(Second) == Zone::Graveyard);
  REQUIRE(T.G.stack().size() == 1);
  T.passBoth(); // the first one's only target is gone
  CHECK(T.G.stack().empty());
  CHECK(T.zone(First) == Zone::Graveyard);
  CHECK(T.life(Table::Bob) == 20);
}

TEST_CASE("CR 115.1, 601.2c: Mystic Denial targets only a creature or "
          "sorcery spell",
          "[game][cr601]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  ObjectId Bears = T.hand("Grizzly Bears");
  T.battlefield("Mountain");
  T.battlefield("Forest");
  T.battlefield("Forest");
  ObjectId Denial = T.hand("Mystic Denial", Table::Bob);
  for (int I = 0; I < 3; ++I)
    T.battlefield("Island", Table::Bob);
  setUp(T);
  T.start(Step::PrecombatMain);

  SECTION("with only an instant on the stack it can't be cast") {
    T.cast(Bolt, {"Bob"});
    T.pass();
    REQUIRE(T.deciding() == Table::Bob);
    CHECK_FALSE(T.offers("cast " + T.label(Denial)));
  }
  SECTION("a creature spell: countered") {
    T.cast(Bears);
    T.pass();
    T.cast(Denial);
    T.passBoth();
    CHECK(T.zone(Bears) == Zone::Graveyard);
    CHECK(T.zone(Denial) == Zone::Graveyard);
  }
}

TEST_CASE("CR 702.34a: Think Twice is cast again from the graveyard for its "
          "flashback cost, then exiled",
          "[game][cr702.34]") {
  Table T;
  ObjectId Think = T.hand("Think Twice");
  for (int I = 0; I < 5; ++I)
    T.battlefield("Island");
  setUp(T);
  T.start(Step::PrecombatMain);
  auto HandSize = [&] {
    int N = 0;
    for (const auto &O : T.G.board().objects())
      N += O.In == Zone::Hand && O.Owner == Table::Alice;
    return N;
  };
  REQUIRE(HandSize() == 1);
  CHECK_FALSE(T.offers("cast " + T.label(Think) + " with flashback"));
  T.cast(Think);
  T.passBoth();
  CHECK(HandSize() == 1); // drew a card
  CHECK(T.zone(Think) == Zone::Graveyard);

  REQUIRE(T.offers("cast " + T.label(Think) + " with flashback"));
  T.choose("cast " + T.label(Think) + " with flashback");
  T.payAnyhow();
  // {2}{U} paid: the two Islands used for the first cast stay tapped; three
  // more taps now.
  int Tapped = 0;
  for (const auto &O : T.G.board().objects())
    Tapped += O.In == Zone::Battlefield && O.Tapped;
  CHECK(Tapped == 5);
  T.passBoth();
  CHECK(HandSize() == 2);
  CHECK(T.zone(Think) == Zone::Exile);
}

TEST_CASE("Coroutine decisions: Ebon Dragon's enters trigger asks \"you "
          "may\" as it resolves (CR 603.5), then the opponent chooses the "
          "discard (701.8a), each suspending the resolution",
          "[game][cr603][decisions]") {
  Table T;
  ObjectId Dragon = T.hand("Ebon Dragon");
  for (int I = 0; I < 7; ++I)
    T.battlefield("Swamp");
  ObjectId BobsBolt = T.hand("Lightning Bolt", Table::Bob);
  ObjectId BobsBears = T.hand("Grizzly Bears", Table::Bob);
  setUp(T);
  T.start(Step::PrecombatMain);

  T.cast(Dragon);
  T.passBoth(); // the Dragon resolves and enters
  REQUIRE(T.zone(Dragon) == Zone::Battlefield);
  // CR 603.3: its trigger went on the stack before Alice got priority;
  // its only legal target (Bob) was chosen at once (603.3d).
  REQUIRE(T.kind() == DecisionKind::Priority);
  CHECK(T.deciding() == Table::Alice);
  REQUIRE(T.G.stack().size() == 1);
  CHECK(T.G.stack().back().Object == Dragon);
  REQUIRE(T.G.stack().back().Targets.size() == 1);
  CHECK(T.G.stack().back().Targets[0].IsPlayer);
  CHECK(T.G.stack().back().Targets[0].Id == Table::Bob);

  T.passBoth();
  // Suspended inside the resolving trigger: the optional choice.
  REQUIRE(T.kind() == DecisionKind::YesNo);
  CHECK(T.deciding() == Table::Alice);
  CHECK(T.G.resolving() != nullptr);
  CHECK(T.G.stack().empty());

  SECTION("yes: Bob chooses the card he discards") {
    T.choose("yes");
    REQUIRE(T.kind() == DecisionKind::Discard);
    CHECK(T.deciding() == Table::Bob);
    CHECK(T.labels() == std::vector<std::string>{T.label(BobsBolt), T.label(BobsBears)});
    T.choose(T.label(BobsBears));
    // Resumed to the end of the resolution, back to priority.
    CHECK(T.kind() == DecisionKind::Priority);
    CHECK(T.deciding() == Table::Alice);
    CHECK(T.G.resolving() == nullptr);
    CHECK(T.zone(BobsBears) == Zone::Graveyard);
    CHECK(T.zone(BobsBolt) == Zone::Hand);
  }
  SECTION("no: nothing is discarded") {
    T.choose("no");
    CHECK(T.kind() == DecisionKind::Priority);
    CHECK(T.zone(BobsBears) == Zone::Hand);
    CHECK(T.zone(BobsBolt) == Zone::Hand);
  }
  SECTION("the whole chain replays from the seed and the answer log") {
    T.choose("yes");
    T.choose(T.label(BobsBolt));
    Table R;
    R.hand("Ebon Dragon");
    for (int I = 0; I < 7; ++I)
      R.battlefield("Swamp");
    R.hand("Lightning Bolt", Table::Bob);
    R.hand("Grizzly Bears", Table::Bob);
    setUp(R);
    R.start(Step::PrecombatMain);
    for (int A : T.G.answerLog())
      REQUIRE_FALSE(R.G.answer(A));
    CHECK(R.G.stateHash() == T.G.stateHash());
    CHECK(R.zone(BobsBolt) == Zone::Graveyard);
  }
}
