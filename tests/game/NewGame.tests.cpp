//===- NewGame.tests.cpp - Games set up by deck or card names ---------------===//
///
/// \file
/// cards::newGame: a game from two preset decks or two lists of card names,
/// shuffled (CR 103.1) with seven cards drawn (103.5); an unknown deck or
/// card is an error naming it, never a game with a card missing.
///
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include "strata/cards/Decks.h"
#include "strata/runtime/Labels.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;

namespace {
int inZone(const Game &G, PlayerId P, Zone Z) {
  int N = 0;
  for (const auto &O : G.board().objects())
    N += O.Owner == P && O.In == Z;
  return N;
}
} // namespace

TEST_CASE("newGame from card lists: libraries as listed, shuffled, seven drawn",
          "[setup]") {
  std::vector<std::string> Forests(30, "Forest"), Bears(20, "Grizzly Bears");
  std::vector<std::string> Mine = Forests;
  Mine.insert(Mine.end(), Bears.begin(), Bears.end());
  std::vector<std::string> Theirs(40, "Island");
  std::string Error;
  auto G = strata::cards::newGame({Mine, Theirs}, 9, Error);
  REQUIRE(G);
  CHECK(Error.empty());
  CHECK(inZone(*G, 0, Zone::Hand) == 7);
  CHECK(inZone(*G, 0, Zone::Library) == 43);
  CHECK(inZone(*G, 1, Zone::Hand) == 7);
  CHECK(inZone(*G, 1, Zone::Library) == 33);
  // The same seed deals the same game; it starts and plays.
  auto Again = strata::cards::newGame({Mine, Theirs}, 9, Error);
  REQUIRE(Again);
  G->start();
  Again->start();
  CHECK(G->stateHash() == Again->stateHash());
}

TEST_CASE("newGame refuses unknown cards and decks, naming them", "[setup]") {
  std::string Error;
  int Seat = -1;
  auto G = strata::cards::newGame(
      {std::vector<std::string>{"Forest"},
       std::vector<std::string>{"Island", "Grizzly Baers", "Lightning Blot", "Grizzly Baers"}},
      1, Error, &Seat);
  CHECK_FALSE(G);
  CHECK(Seat == 1);
  CHECK(Error == "player 2's cards include 'Grizzly Baers', 'Lightning Blot', not in the "
                 "card library");
  auto D = strata::cards::newGame({std::string("Green-White Creatures"), std::string("Mono-Black")},
                                  1, Error, &Seat);
  CHECK_FALSE(D);
  CHECK(Seat == 1);
  CHECK_THAT(Error, Catch::Contains("no preset deck named 'Mono-Black'") &&
                        Catch::Contains("'Green-White Creatures', 'Blue-Red Spells'"));
}

TEST_CASE("Labels without LLVM: a land's mana ability from its type, a type line",
          "[setup][labels]") {
  Table T;
  ObjectId Forest = T.battlefield("Forest");
  ObjectId Knight = T.battlefield("Black Knight");
  T.start(Step::PrecombatMain);
  // CR 305.6: a Forest has "{T}: Add {G}" from its land type.
  CHECK(strata::runtime::abilityLabels(T.G.layers().characteristics(Forest)) ==
        std::vector<std::string>{"{T}: Add {G}"});
  CHECK(strata::runtime::typeLine(T.G.layers().characteristics(Forest)) ==
        "Basic Land \u2014 Forest");
  CHECK(strata::runtime::abilityLabels(T.G.layers().characteristics(Knight)) ==
        std::vector<std::string>{"First Strike", "Protection from white"});
  CHECK(strata::runtime::typeLine(T.G.layers().characteristics(Knight)) ==
        "Creature \u2014 Human Knight");
}
