//===- CopyChoices.tests.cpp - CR 707.5: a copy makes its own choices -----===//
//
// Clone: "You may have this creature enter as a copy of any creature on the
// battlefield." Painter's Servant: "As this creature enters, choose a
// color. / All cards that aren't on the battlefield, spells, and permanents
// are the chosen color in addition to their other colors."
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;
using strata::runtime::Color;

TEST_CASE("CR 707.5, 614.12: a Clone cast in a game as a copy of Painter's "
          "Servant is asked for a color of its own, and every object then has "
          "both colors",
          "[game][cr707.5][cr614.12]") {
  Table T;
  ObjectId Servant = T.hand("Painter's Servant");
  ObjectId Clone = T.hand("Clone");
  ObjectId Bears = T.battlefield("Grizzly Bears");
  for (int I = 0; I < 6; ++I)
    T.battlefield("Island");
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  T.cast(Servant);
  T.passBoth();
  REQUIRE(T.kind() == DecisionKind::Color);
  T.choose("Blue");

  T.cast(Clone);
  T.passBoth();
  REQUIRE(T.kind() == DecisionKind::CopyChoice);
  T.choose(T.label(Servant));
  // The copied card's "as enters" choice, asked of the Clone's controller.
  REQUIRE(T.kind() == DecisionKind::Color);
  CHECK(T.deciding() == Table::Alice);
  T.choose("Red");

  for (ObjectId Id : {Servant, Clone, Bears}) {
    CHECK(T.G.characteristics(Id).Colors.contains(Color::Blue));
    CHECK(T.G.characteristics(Id).Colors.contains(Color::Red));
  }
  CHECK(T.G.characteristics(Bears).Colors.contains(Color::Green));
  CHECK(T.G.board().object(Clone).Choices.ChosenColor == Color::Red);
  CHECK(T.G.board().object(Servant).Choices.ChosenColor == Color::Blue);
}
