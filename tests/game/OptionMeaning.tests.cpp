//===- OptionMeaning.tests.cpp - What each option is, for programs -------===//
///
/// \file
/// A program answers by meaning, not by label: each Option says what it
/// is (Decision.h): the action and card of a priority option, the object
/// or player of a target, the mana source to tap, the attacker, the
/// blocker and what it blocks.
///
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include <catch2/catch.hpp>

using namespace strata::gametest;
using strata::game::Option;

namespace {
const Option &optionLabelled(const Table &T, std::string_view Label) {
  int I = T.indexOf(Label);
  REQUIRE(I >= 0);
  return T.pending().Options[static_cast<std::size_t>(I)];
}
} // namespace

TEST_CASE("Options say what they are: actions, targets, mana sources", "[options]") {
  Table T;
  ObjectId Bolt = T.hand("Lightning Bolt");
  ObjectId Forest = T.hand("Forest");
  ObjectId Mountain = T.battlefield("Mountain");
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  T.anchorPriority();
  T.start(Step::PrecombatMain);

  const Option &Pass = optionLabelled(T, "pass priority");
  CHECK(Pass.Action == ActionKind::PassPriority);
  CHECK(Pass.Object == kNoObject);
  const Option &Cast = optionLabelled(T, "cast " + T.label(Bolt));
  CHECK(Cast.Action == ActionKind::CastSpell);
  CHECK(Cast.Object == Bolt);
  const Option &Play = optionLabelled(T, "play " + T.label(Forest));
  CHECK(Play.Action == ActionKind::PlayLand);
  CHECK(Play.Object == Forest);

  T.choose("cast " + T.label(Bolt));
  REQUIRE(T.kind() == DecisionKind::Target);
  const Option &Creature = optionLabelled(T, T.label(Bears));
  CHECK(Creature.Object == Bears);
  CHECK(Creature.Player == strata::runtime::kNoPlayer);
  const Option &Player = optionLabelled(T, "Bob");
  CHECK(Player.Player == Table::Bob);
  CHECK(Player.Object == kNoObject);
  T.choose(T.label(Bears));

  REQUIRE(T.kind() == DecisionKind::PayMana);
  bool Found = false;
  for (const Option &O : T.pending().Options)
    Found |= O.Object == Mountain;
  CHECK(Found);
}

TEST_CASE("Options say what they are: attackers, and which attacker a blocker blocks",
          "[options]") {
  Table T;
  ObjectId Giant = T.battlefield("Hill Giant");
  ObjectId Bears = T.battlefield("Grizzly Bears", Table::Bob);
  T.start(Step::PrecombatMain);
  T.passUntil(Step::DeclareAttackers, Table::Alice);
  REQUIRE(T.kind() == DecisionKind::Attackers);
  const Option &Attack = optionLabelled(T, "attack with " + T.label(Giant));
  CHECK(Attack.Object == Giant);
  T.choose("attack with " + T.label(Giant)); // then "done" is the only answer
  while (T.kind() != DecisionKind::Blockers)
    T.pass();
  const Option &Block = optionLabelled(T, T.label(Bears) + " blocks " + T.label(Giant));
  CHECK(Block.Object == Bears);
  CHECK(Block.Other == Giant);
}
