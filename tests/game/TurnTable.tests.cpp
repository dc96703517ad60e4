//===- TurnTable.tests.cpp - CR 500-514: the turn as a table ---------------===//
//
// Game::perform checks an action against the current step's row of the
// turn table before anything else: an action the row doesn't list is
// refused with a message naming the step and the actions it allows, and
// nothing changes. An action the row allows but the pending decision
// doesn't offer (sorcery timing, CR 307.1) is refused the same way, with
// the legal answers listed.
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;
using strata::game::allows;
using strata::game::kActionKinds;
using strata::game::spec;

namespace {

/// Tries every action kind the current step's row doesn't allow and checks
/// each is refused naming the step and the possible actions, with the
/// state and the pending decision unchanged.
void checkRowRefusals(Table &T) {
  const strata::game::StepSpec &Row = spec(T.G.step());
  CAPTURE(Row.Name, T.describe());
  strata::game::ActionSet Allowed = Row.Priority ? Row.Allowed : 0;
  std::vector<std::string> Possible;
  for (int K = 0; K < kActionKinds; ++K)
    if (allows(Allowed, static_cast<ActionKind>(K)))
      Possible.push_back(strata::game::name(static_cast<ActionKind>(K)));
  for (int K = 0; K < kActionKinds; ++K) {
    auto Kind = static_cast<ActionKind>(K);
    if (allows(Allowed, Kind))
      continue;
    CAPTURE(strata::game::name(Kind));
    Snapshot Before = T.snapshot();
    auto Refused = T.G.perform(Kind);
    REQUIRE(Refused);
    CHECK_THAT(Refused->Message, Catch::Contains(std::string(Row.Name)));
    CHECK_THAT(Refused->Message, Catch::Contains(strata::game::name(Kind)));
    CHECK_THAT(Refused->Message, Catch::Contains("possible actions"));
    for (const std::string &P : Possible)
      CHECK_THAT(Refused->Message, Catch::Contains(P));
    if (Possible.empty())
      CHECK_THAT(Refused->Message, Catch::Contains("none"));
    CHECK(T.snapshot() == Before);
  }
}

} // namespace

TEST_CASE("CR 500.1: in every step, each action its row of the turn table "
          "doesn't list is refused, naming the step and the possible actions, "
          "and nothing changes",
          "[game][cr500][turn]") {
  Table T;
  ObjectId Striker = T.G.addCard(
      testCreature("First Striker", 2, 2, {Keyword::FirstStrike}), Table::Alice,
      Zone::Battlefield);
  // Eight cards in hand so the cleanup step asks Alice to discard (514.1):
  // a decision in a step where no player receives priority.
  for (int I = 0; I < 8; ++I)
    T.hand("Grizzly Bears");
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.anchorPriority();
  T.start();

  std::vector<Step> Visited;
  auto Visit = [&] {
    if (Visited.empty() || Visited.back() != T.G.step())
      Visited.push_back(T.G.step());
    checkRowRefusals(T);
  };
  // Turn 1, Alice's: walk every step, trying the illegal actions in each.
  while (T.G.turnNumber() == 1) {
    Visit();
    switch (T.kind()) {
    case DecisionKind::Priority:
      REQUIRE_FALSE(T.G.perform(ActionKind::PassPriority));
      break;
    case DecisionKind::Attackers:
      if (T.offers("attack with " + T.label(Striker)))
        REQUIRE_FALSE(T.G.perform(ActionKind::DeclareAttackers, 1)); // 0 is "done"
      else
        REQUIRE_FALSE(T.G.perform(ActionKind::DeclareAttackers, 0));
      break;
    case DecisionKind::Discard:
      T.choose(T.labels().front());
      break;
    default:
      FAIL("unexpected decision: " << T.describe());
    }
  }
  // Every step that asks something was visited, the first-strike step
  // included (a first striker attacked, CR 510.4), the cleanup step too.
  std::vector<Step> Expected = {
      Step::Upkeep,          Step::Draw,           Step::PrecombatMain,
      Step::BeginningOfCombat, Step::DeclareAttackers, Step::DeclareBlockers,
      Step::FirstStrikeDamage, Step::CombatDamage,   Step::EndOfCombat,
      Step::PostcombatMain,  Step::End,            Step::Cleanup};
  CHECK(Visited == Expected);
  CHECK(T.life(Table::Bob) == 18);
}

TEST_CASE("CR 305.1-305.2: playing a land", "[game][cr305][turn]") {
  Table T;
  ObjectId Forest = T.hand("Forest");
  ObjectId Forest2 = T.hand("Forest");
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.anchorPriority();

  SECTION("refused in the upkeep step, naming it and its possible actions") {
    T.start(Step::Upkeep);
    Snapshot Before = T.snapshot();
    auto Refused = T.G.perform(ActionKind::PlayLand);
    REQUIRE(Refused);
    CHECK_THAT(Refused->Message, Catch::Contains("play a land") &&
                                     Catch::Contains("upkeep step") &&
                                     Catch::Contains("pass priority, cast a spell, "
                                                     "activate an ability"));
    CHECK(T.snapshot() == Before);
    CHECK(T.zone(Forest) == Zone::Hand);
  }
  SECTION("allowed in the main phase, once per turn") {
    T.start(Step::PrecombatMain);
    REQUIRE_FALSE(T.G.perform(ActionKind::PlayLand));
    CHECK(T.zone(Forest) == Zone::Battlefield);
    CHECK(T.G.stack().empty()); // a special action, not a spell (305.1)
    Snapshot Before = T.snapshot();
    CHECK_FALSE(T.offers("play " + T.label(Forest2)));
    auto Refused = T.G.perform(ActionKind::PlayLand);
    REQUIRE(Refused);
    CHECK_THAT(Refused->Message, Catch::Contains("pass priority"));
    CHECK(T.snapshot() == Before);
    CHECK(T.zone(Forest2) == Zone::Hand);
  }
  SECTION("refused in the opponent's main phase") {
    ObjectId BobsForest = T.hand("Forest", Table::Bob);
    T.start(Step::PrecombatMain);
    T.pass(); // Bob has priority in Alice's main phase
    REQUIRE(T.deciding() == Table::Bob);
    CHECK_FALSE(T.offers("play " + T.label(BobsForest)));
    Snapshot Before = T.snapshot();
    CHECK(T.G.perform(ActionKind::PlayLand));
    CHECK(T.snapshot() == Before);
    CHECK(T.zone(BobsForest) == Zone::Hand);
  }
}

TEST_CASE("CR 508.1: declaring attackers in the main phase is refused",
          "[game][cr508][turn]") {
  Table T;
  T.battlefield("Grizzly Bears");
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  Snapshot Before = T.snapshot();
  auto Refused = T.G.perform(ActionKind::DeclareAttackers);
  REQUIRE(Refused);
  CHECK_THAT(Refused->Message, Catch::Contains("declare attackers") &&
                                   Catch::Contains("precombat main phase") &&
                                   Catch::Contains("possible actions") &&
                                   Catch::Contains("play a land"));
  CHECK(T.snapshot() == Before);
  // And in the declare attackers step it is the action to take.
  T.passBoth(); // to the beginning of combat
  T.passBoth(); // to declare attackers
  REQUIRE(T.G.step() == Step::DeclareAttackers);
  REQUIRE(T.kind() == DecisionKind::Attackers);
  CHECK_FALSE(T.G.perform(ActionKind::DeclareAttackers, 1));
}

TEST_CASE("CR 307.1: a sorcery-speed spell needs its controller's main "
          "phase and an empty stack",
          "[game][cr307][turn]") {
  Table T;
  ObjectId Bears = T.hand("Grizzly Bears");
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.battlefield("Forest");
  T.battlefield("Forest");
  T.battlefield("Mountain");
  ObjectId BobsBears = T.hand("Grizzly Bears", Table::Bob);
  T.battlefield("Forest", Table::Bob);
  T.battlefield("Forest", Table::Bob);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  SECTION("cast in its controller's main phase with an empty stack") {
    REQUIRE(T.offers("cast " + T.label(Bears)));
    REQUIRE_FALSE(T.G.perform(ActionKind::CastSorcerySpeed, 0));
    CHECK(T.zone(Bears) == Zone::Stack);
    T.payAnyhow();
    REQUIRE(T.G.stack().size() == 1);
    CHECK(T.G.stack().back().Object == Bears);
  }
  SECTION("refused while the stack is not empty") {
    T.cast(Bolt, {"Bob"});
    REQUIRE(T.G.stack().size() == 1);
    REQUIRE(T.deciding() == Table::Alice); // CR 117.3c
    CHECK_FALSE(T.offers("cast " + T.label(Bears)));
    Snapshot Before = T.snapshot();
    auto Refused = T.G.perform(ActionKind::CastSorcerySpeed);
    REQUIRE(Refused);
    CHECK_THAT(Refused->Message, Catch::Contains("cast a sorcery-speed spell") &&
                                     Catch::Contains("precombat main phase") &&
                                     Catch::Contains("pass priority"));
    CHECK(T.snapshot() == Before);
    CHECK(T.zone(Bears) == Zone::Hand);
  }
  SECTION("refused in the opponent's turn") {
    T.pass();
    REQUIRE(T.deciding() == Table::Bob);
    CHECK_FALSE(T.offers("cast " + T.label(BobsBears)));
    Snapshot Before = T.snapshot();
    auto Refused = T.G.perform(ActionKind::CastSorcerySpeed);
    REQUIRE(Refused);
    CHECK_THAT(Refused->Message, Catch::Contains("cast a sorcery-speed spell") &&
                                     Catch::Contains("Bob has priority") &&
                                     Catch::Contains("pass priority"));
    CHECK(T.snapshot() == Before);
    CHECK(T.zone(BobsBears) == Zone::Hand);
  }
  SECTION("'cast a spell' covers every castable spell, 'cast a "
          "sorcery-speed spell' only those needing sorcery timing") {
    // The options in order: Bears (sorcery speed), then Bolt (an instant).
    Snapshot Before = T.snapshot();
    auto Refused = T.G.perform(ActionKind::CastSorcerySpeed, 1);
    REQUIRE(Refused); // the Bolt is not a sorcery-speed spell
    CHECK_THAT(Refused->Message, Catch::Contains("cast " + T.label(Bolt)));
    CHECK(T.snapshot() == Before);
    REQUIRE_FALSE(T.G.perform(ActionKind::CastSpell, 1));
    CHECK(T.zone(Bolt) == Zone::Stack);
    CHECK(T.zone(Bears) == Zone::Hand);
  }
}

TEST_CASE("Bad input: an answer out of range is refused with the legal "
          "answers listed, and nothing changes",
          "[game][decisions]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  T.battlefield("Mountain");
  T.battlefield("Grizzly Bears", Table::Bob);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  auto CheckRefused = [&](int Index) {
    CAPTURE(Index, T.describe());
    Snapshot Before = T.snapshot();
    auto Refused = T.G.answer(Index);
    REQUIRE(Refused);
    CHECK_THAT(Refused->Message, Catch::Contains(std::to_string(Index)) &&
                                     Catch::Contains("legal answers"));
    for (const std::string &L : T.labels())
      CHECK_THAT(Refused->Message, Catch::Contains(L));
    CHECK(T.snapshot() == Before);
  };
  SECTION("at a priority decision") {
    int N = static_cast<int>(T.labels().size());
    CheckRefused(-1);
    CheckRefused(N);
    CheckRefused(1000);
    // Still answerable afterwards.
    T.choose("cast " + T.label(Bolt));
    CHECK(T.kind() == DecisionKind::Target);
  }
  SECTION("at a target decision inside a cast") {
    T.choose("cast " + T.label(Bolt));
    REQUIRE(T.kind() == DecisionKind::Target);
    CheckRefused(-5);
    CheckRefused(static_cast<int>(T.labels().size()));
    T.choose("Bob");
    T.payAnyhow();
    CHECK(T.G.stack().size() == 1);
  }
  SECTION("an action while a cast waits for its target: refused, listing "
          "the targets") {
    T.choose("cast " + T.label(Bolt));
    REQUIRE(T.kind() == DecisionKind::Target);
    for (ActionKind K : {ActionKind::PassPriority, ActionKind::CastSpell,
                         ActionKind::PlayLand, ActionKind::ActivateAbility}) {
      CAPTURE(strata::game::name(K));
      Snapshot Before = T.snapshot();
      auto Refused = T.G.perform(K);
      REQUIRE(Refused);
      CHECK_THAT(Refused->Message, Catch::Contains("choose a target") &&
                                       Catch::Contains("Bob"));
      CHECK(T.snapshot() == Before);
    }
  }
  SECTION("after the game is over") {
    T.G.player(Table::Bob).Life = 3;
    T.cast(Bolt, {"Bob"});
    T.passBoth();
    REQUIRE(T.G.over());
    std::uint64_t Hash = T.G.stateHash();
    auto Refused = T.G.answer(0);
    REQUIRE(Refused);
    CHECK_THAT(Refused->Message, Catch::Contains("over"));
    CHECK(T.G.perform(ActionKind::PassPriority));
    CHECK(T.G.stateHash() == Hash);
  }
}

TEST_CASE("Answering, acting or cancelling before start() is refused, saying so",
          "[turn][refused]") {
  Table T;
  T.hand("Lightning Bolt");
  std::uint64_t Hash = T.G.stateHash();
  auto Answer = T.G.answer(0);
  REQUIRE(Answer);
  CHECK_THAT(Answer->Message, Catch::Contains("the game has not started"));
  auto Act = T.G.perform(ActionKind::PassPriority);
  REQUIRE(Act);
  CHECK_THAT(Act->Message, Catch::Contains("the game has not started"));
  auto Cancel = T.G.cancel();
  REQUIRE(Cancel);
  CHECK_THAT(Cancel->Message, Catch::Contains("the game has not started"));
  CHECK(T.G.stateHash() == Hash);
  CHECK(T.G.answerLog().empty());
}
