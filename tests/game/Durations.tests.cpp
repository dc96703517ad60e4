//===- Durations.tests.cpp - CR 611.2 durations of created effects --------===//
//
// Sower of Temptation: "When this creature enters, gain control of target
// creature an opponent controls for as long as this creature remains on
// the battlefield." The other durations are checked on its control effect
// created directly, as a resolving ability would.
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include "strata/game/Script.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;
using strata::runtime::Duration;

namespace {
/// Sower of Temptation's control effect.
const strata::runtime::EffectDescriptor &controlEffect() {
  return *strata::game::scriptsOf(card("Sower of Temptation").ability(0)).Triggered->Creates;
}
/// An ability of \p Source controlled by \p P, targeting \p Target, as it
/// resolves.
strata::game::StackItem ability(ObjectId Source, PlayerId P, ObjectId Target) {
  strata::game::StackItem Item;
  Item.Kind = strata::game::StackItem::KindT::Triggered;
  Item.Object = Source;
  Item.Controller = P;
  Item.Targets.push_back({false, static_cast<std::int32_t>(Target)});
  return Item;
}
} // namespace

TEST_CASE("CR 611.2b: Sower of Temptation killed in response to its trigger: "
          "the duration ended before the effect began, so it does nothing",
          "[game][cr611.2b]") {
  Table T;
  ObjectId Sower = T.hand("Sower of Temptation");
  ObjectId Bolt = T.hand("Lightning Bolt", Table::Bob);
  for (int I = 0; I < 4; ++I)
    T.battlefield("Island");
  T.battlefield("Mountain", Table::Bob);
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  T.battlefield("Hill Giant", Table::Bob);
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  T.cast(Sower);
  T.passBoth();
  // CR 603.3d: the target is chosen as the trigger goes on the stack.
  REQUIRE(T.kind() == DecisionKind::Target);
  T.choose(T.label(Bears));
  T.pass(); // Alice
  T.cast(Bolt, {T.label(Sower)}); // Bob responds
  T.passBoth();                   // the Bolt resolves; the Sower dies (704.5g)
  REQUIRE(T.zone(Sower) == Zone::Graveyard);
  T.passBoth(); // the trigger resolves
  CHECK(T.G.stack().empty());
  CHECK(T.G.controllerOf(Bears) == Table::Bob);
  CHECK(T.G.board().Effects.empty());
}

TEST_CASE("CR 611.2b: \"for as long as you control [source]\" ends when "
          "another player gains control of the source",
          "[game][cr611.2b]") {
  Table T;
  ObjectId Source = T.battlefield("Memnite");
  ObjectId Giant = T.battlefield("Hill Giant", Table::Bob);
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.start(Step::PrecombatMain);

  REQUIRE(T.G.createEffect(controlEffect(), ability(Source, Table::Alice, Giant),
                           Duration::WhileYouControlSource));
  CHECK(T.G.controllerOf(Giant) == Table::Alice);
  // Bob gains control of the source (an indefinite layer 2 effect).
  REQUIRE(T.G.createEffect(controlEffect(), ability(Giant, Table::Bob, Source),
                           Duration::Indefinite));
  CHECK(T.G.controllerOf(Source) == Table::Bob);
  CHECK(T.G.controllerOf(Giant) == Table::Bob);
  CHECK(T.G.board().Effects.size() == 1);
  // Created now, when Alice does not control the source: it never starts.
  CHECK(T.G.createEffect(controlEffect(), ability(Source, Table::Alice, Giant),
                         Duration::WhileYouControlSource) == nullptr);
  CHECK(T.G.controllerOf(Giant) == Table::Bob);
}

TEST_CASE("CR 611.2a: \"until your next turn\" lasts through the opponent's "
          "turn and ends as its controller's next turn begins",
          "[game][cr611.2a]") {
  Table T;
  ObjectId Source = T.battlefield("Memnite");
  ObjectId Giant = T.battlefield("Hill Giant", Table::Bob);
  T.libraryFiller("Island", Table::Alice, 5);
  T.libraryFiller("Island", Table::Bob, 5);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  REQUIRE(T.G.createEffect(controlEffect(), ability(Source, Table::Alice, Giant),
                           Duration::UntilYourNextTurn));
  CHECK(T.G.controllerOf(Giant) == Table::Alice);
  T.passUntil(Step::Upkeep, Table::Bob);
  CHECK(T.G.controllerOf(Giant) == Table::Alice);
  T.passUntil(Step::PrecombatMain, Table::Bob);
  CHECK(T.G.controllerOf(Giant) == Table::Alice);
  T.passUntil(Step::Upkeep, Table::Alice);
  CHECK(T.G.controllerOf(Giant) == Table::Bob);
  CHECK(T.G.board().Effects.empty());
}
