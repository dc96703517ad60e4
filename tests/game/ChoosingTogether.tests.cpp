//===- ChoosingTogether.tests.cpp - Choices every player makes ------------===//
///
/// \file
/// CR 101.4: when an effect has every player choose ("each player discards
/// three cards"), the active player chooses first, then each other player
/// in turn order, and the actions happen at once after the last choice:
/// no chosen card leaves a hand early, so the next player cannot see it
/// (101.4a). Delirium Skeins: "Each player discards three cards."
///
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include "strata/game/Turn.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;

namespace {
int handSize(const Table &T, PlayerId P) {
  int N = 0;
  for (const auto &O : T.G.board().objects())
    N += O.In == Zone::Hand && O.Owner == P;
  return N;
}
} // namespace

TEST_CASE("CR 101.4: each player chooses in APNAP order, then all discard at once",
          "[together]") {
  Table T;
  ObjectId Skeins = T.hand("Delirium Skeins");
  std::vector<ObjectId> A = T.hands({"Grizzly Bears", "Lightning Bolt", "Forest", "Giant Growth"});
  std::vector<ObjectId> B =
      T.hands({"Mountain", "Grizzly Bears", "Counterspell", "Forest", "Plains"}, Table::Bob);
  T.castAndResolve(Skeins, "Swamp", 3);

  // The active player (Alice) chooses first: three decisions, each a
  // choice made together, offering what is not yet chosen.
  for (int I = 0; I < 3; ++I) {
    REQUIRE(T.kind() == DecisionKind::Discard);
    CHECK(T.deciding() == Table::Alice);
    CHECK(T.pending().Together);
    CHECK(T.labels().size() == 4u - I);
    T.choose(T.label(A[I]));
  }
  // Bob chooses next, and Alice's cards are still in her hand, unseen.
  REQUIRE(T.kind() == DecisionKind::Discard);
  CHECK(T.deciding() == Table::Bob);
  CHECK(T.pending().Together);
  CHECK(handSize(T, Table::Alice) == 4);
  for (ObjectId Id : A)
    CHECK(T.zone(Id) == Zone::Hand);
  CHECK(T.labels().size() == 5u);
  T.choose(T.label(B[4]));
  T.choose(T.label(B[0]));
  T.choose(T.label(B[2]));

  // Then all six are discarded at once (CR 701.8a), and Skeins is done.
  REQUIRE(T.kind() == DecisionKind::Priority);
  for (ObjectId Id : {A[0], A[1], A[2], B[4], B[0], B[2], Skeins})
    CHECK(T.zone(Id) == Zone::Graveyard);
  CHECK(T.zone(A[3]) == Zone::Hand);
  CHECK(T.zone(B[1]) == Zone::Hand);
  CHECK(T.zone(B[3]) == Zone::Hand);
}

TEST_CASE("CR 101.4: a player with three cards or fewer discards their hand unasked",
          "[together]") {
  Table T;
  ObjectId Skeins = T.hand("Delirium Skeins");
  ObjectId Bolt = T.hand("Lightning Bolt");
  std::vector<ObjectId> B =
      T.hands({"Mountain", "Grizzly Bears", "Counterspell", "Forest"}, Table::Bob);
  T.castAndResolve(Skeins, "Swamp", 3);
  // Alice has one card: no choice; Bob chooses three of four.
  REQUIRE(T.kind() == DecisionKind::Discard);
  CHECK(T.deciding() == Table::Bob);
  CHECK(T.zone(Bolt) == Zone::Hand); // not before Bob has chosen
  for (int I = 0; I < 3; ++I)
    T.choose(T.label(B[I]));
  CHECK(T.zone(Bolt) == Zone::Graveyard);
  CHECK(handSize(T, Table::Bob) == 1);
  CHECK(T.zone(B[3]) == Zone::Hand);
}

TEST_CASE("The state table has the state of choosing together, for several players",
          "[together][states]") {
  bool Found = false;
  for (const strata::game::GameStateSpec &S : strata::game::kGameStates)
    if (S.Name == "choosing together") {
      Found = true;
      CHECK(S.Who == strata::game::Actor::EachPlayer);
      CHECK(S.Does.find("CR 101.4") != std::string_view::npos);
    }
  CHECK(Found);
}

TEST_CASE("CR 101.4: eachPlayerChooses asks the active player, then the other, each "
          "choice made together; Patriarch's Bidding returns the cards only after both",
          "[together]") {
  Table T;
  ObjectId Bidding = T.hand("Patriarch's Bidding");
  ObjectId Bears = T.graveyard("Grizzly Bears");
  ObjectId Giant = T.graveyard("Hill Giant", Table::Bob);
  T.castAndResolve(Bidding, "Swamp", 5);
  REQUIRE(T.kind() == DecisionKind::CreatureType);
  CHECK(T.deciding() == Table::Alice);
  CHECK(T.pending().Together);
  T.choose("Giant");
  // Alice's choice is made, nothing has returned yet.
  REQUIRE(T.kind() == DecisionKind::CreatureType);
  CHECK(T.deciding() == Table::Bob);
  CHECK(T.pending().Together);
  CHECK(T.zone(Giant) == Zone::Graveyard);
  T.choose("Bear");
  // Either player's type returns every player's cards of it.
  CHECK(T.zone(Bears) == Zone::Battlefield);
  CHECK(T.zone(Giant) == Zone::Battlefield);
  CHECK(T.G.controllerOf(Giant) == Table::Bob);
  // A decision after the procedure is not a choice made together.
  REQUIRE(T.kind() == DecisionKind::Priority);
  CHECK_FALSE(T.pending().Together);
}
