//===- Cancel.tests.cpp - Backing out of a cast before paying ---------------===//
///
/// \file
/// A player casting a spell or activating an ability may back out while
/// its costs are unpaid (Game::cancel()): the game is exactly where it was
/// (every part of stateHash(), and the same prompt and options), the
/// player holds priority again and is told. Rules: CR 601.2 (casting, costs
/// paid last), 602.2 (activating), 732 (reversing an illegal action).
///
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;

namespace {
/// What must come back after a cancel: the hash and the priority decision
/// (its prompt aside, which says the cast was cancelled).
struct Before {
  std::uint64_t Hash;
  std::vector<std::string> Labels;
  PlayerId Player;
};
Before before(const Table &T) { return {T.G.stateHash(), T.labels(), T.deciding()}; }
void checkRestored(const Table &T, const Before &B, std::string_view Told) {
  CHECK(T.G.stateHash() == B.Hash);
  CHECK(T.kind() == DecisionKind::Priority);
  CHECK(T.deciding() == B.Player);
  CHECK(T.labels() == B.Labels);
  CHECK(T.pending().Prompt.find(Told) != std::string::npos);
  CHECK_FALSE(T.pending().Cancellable);
}
} // namespace

TEST_CASE("CR 601.2: cancelling while choosing a target returns the game to before the cast",
          "[cancel]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  ObjectId Mountain = T.battlefield("Mountain");
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  Before B = before(T);
  std::size_t Logged = T.G.answerLog().size();
  T.choose("cast " + T.label(Bolt));
  REQUIRE(T.kind() == DecisionKind::Target);
  CHECK(T.pending().Cancellable);
  CHECK(T.zone(Bolt) == Zone::Stack); // CR 601.2a: it moved to the stack
  REQUIRE_FALSE(T.G.cancel());
  checkRestored(T, B, "Alice cancelled casting " + T.label(Bolt));
  CHECK(T.zone(Bolt) == Zone::Hand);
  CHECK_FALSE(T.tapped(Mountain));
  CHECK(T.zone(Bears) == Zone::Battlefield);
  // The cancel is in the answer log, so a replay does it too.
  REQUIRE(T.G.answerLog().size() == Logged + 2);
  CHECK(T.G.answerLog().back() == Game::kCancelAnswer);
  // And the spell can be cast after all: nothing was lost.
  T.choose("cast " + T.label(Bolt));
  T.choose(T.label(Bears));
  T.chooseStartingWith("tap " + T.label(Mountain));
  T.passBoth();
  CHECK(T.zone(Bears) == Zone::Graveyard);
}

TEST_CASE("CR 601.2g-h, 732: cancelling while paying undoes the mana abilities already "
          "activated", "[cancel]") {
  Table T;
  ObjectId Bears = T.hand("Grizzly Bears");
  ObjectId Forest1 = T.battlefield("Forest");
  ObjectId Forest2 = T.battlefield("Forest");
  T.battlefield("Forest");
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  Before B = before(T);
  T.choose("cast " + T.label(Bears));
  REQUIRE(T.kind() == DecisionKind::PayMana);
  CHECK(T.pending().Cancellable);
  T.chooseStartingWith("tap " + T.label(Forest1));
  REQUIRE(T.kind() == DecisionKind::PayMana); // one more to pay
  CHECK(T.tapped(Forest1));
  REQUIRE_FALSE(T.G.cancel());
  checkRestored(T, B, "Alice cancelled casting " + T.label(Bears));
  CHECK_FALSE(T.tapped(Forest1));
  CHECK_FALSE(T.tapped(Forest2));
  CHECK(T.G.player(Table::Alice).Pool.total() == 0);
  CHECK(T.zone(Bears) == Zone::Hand);
}

TEST_CASE("CR 602.2: cancelling an activation (its {T} cost included) while choosing a target",
          "[cancel]") {
  Table T;
  ObjectId Sorcerer = T.battlefield("Prodigal Sorcerer");
  T.battlefield("Grizzly Bears", Table::Bob);
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  Before B = before(T);
  T.chooseStartingWith("activate " + T.label(Sorcerer));
  REQUIRE(T.kind() == DecisionKind::Target);
  REQUIRE_FALSE(T.G.cancel());
  checkRestored(T, B, "Alice cancelled activating");
  CHECK_FALSE(T.tapped(Sorcerer));
  CHECK(T.G.stack().empty());
}

TEST_CASE("Cancel is refused, changing nothing, outside an unpaid cast", "[cancel]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  ObjectId Mountain = T.battlefield("Mountain");
  T.battlefield("Grizzly Bears", Table::Bob);
  T.anchorPriority();
  T.start(Step::PrecombatMain);
  // At priority: nothing is being cast.
  Snapshot S = T.snapshot();
  auto Refused = T.G.cancel();
  REQUIRE(Refused);
  CHECK(Refused->Message.find("nothing to cancel") == 0);
  CHECK(T.snapshot() == S);
  // Once the spell is cast (costs paid), the opponent's decision is not
  // the caster's to cancel, nor is the caster's next priority.
  T.choose("cast " + T.label(Bolt));
  T.choose("Bob");
  T.chooseStartingWith("tap " + T.label(Mountain));
  REQUIRE(T.kind() == DecisionKind::Priority);
  CHECK_FALSE(T.pending().Cancellable);
  CHECK(T.G.cancel());
  CHECK(T.zone(Bolt) == Zone::Stack);
}

TEST_CASE("A cancelled cast leaves the passes as they were (CR 117.3c: no action was taken)",
          "[cancel]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt", Table::Bob);
  T.battlefield("Mountain", Table::Bob);
  T.anchorPriority();
  T.libraryFiller("Forest", Table::Alice, 5);
  T.libraryFiller("Forest", Table::Bob, 5);
  T.start(Step::PrecombatMain);
  Step At = T.G.step();
  T.pass(); // Alice passes
  REQUIRE(T.deciding() == Table::Bob);
  T.choose("cast " + T.label(Bolt));
  REQUIRE(T.kind() == DecisionKind::Target);
  REQUIRE_FALSE(T.G.cancel());
  REQUIRE(T.deciding() == Table::Bob);
  // Bob passes: both have passed in succession, so the step ends.
  T.pass();
  CHECK(T.G.step() != At);
}
