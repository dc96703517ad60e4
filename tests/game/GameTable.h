//===- GameTable.h - Games built by card name, for rules tests -*- C++ -*-===//
///
/// \file
/// A two-player game (Alice, Bob) set up by card name and driven by
/// answering each decision with the label of the option wanted:
///
/// \code
///   Table T;
///   ObjectId Bolt = T.hand("Lightning Bolt");
///   T.battlefield("Mountain");
///   T.start(Step::PrecombatMain);
///   T.choose("cast " + T.label(Bolt));
///   T.choose("Bob"); // the target
///   T.passBoth();    // it resolves
///   CHECK(T.G.player(Table::Bob).Life == 17);
/// \endcode
///
/// Every failure (an unknown card, a label not offered, a refused answer)
/// throws with the pending decision spelled out, so the test fails there.
///
//===----------------------------------------------------------------------===//
#ifndef STRATA_TESTS_GAME_GAMETABLE_H
#define STRATA_TESTS_GAME_GAMETABLE_H

#include "strata/game/Game.h"
#include "strata/runtime/CardDef.h"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace strata::gametest {

using game::ActionKind;
using game::DecisionKind;
using game::Game;
using game::Step;
using runtime::CardType;
using runtime::Keyword;
using runtime::kNoObject;
using runtime::ObjectId;
using runtime::PlayerId;
using runtime::Zone;

/// The card with this Oracle name; throws when the library has none.
const runtime::CardDef &card(std::string_view Name);

/// A vanilla creature the pool lacks (e.g. a first striker, a reach
/// creature), defined by the test: no abilities but keywords, costing
/// {2}. The same name always gives the same card.
const runtime::CardDef &testCreature(std::string_view Name, int Power, int Toughness,
                                     runtime::KeywordSet Keywords);

/// A snapshot of what perform()/answer() must leave untouched when they
/// refuse: the state hash, the pending decision and the answer log.
struct Snapshot {
  std::uint64_t Hash = 0;
  bool HasPending = false;
  game::DecisionKind Kind{};
  runtime::PlayerId Player = 0;
  std::string Prompt;
  std::vector<std::string> Labels;
  std::size_t Answers = 0;
  friend bool operator==(const Snapshot &, const Snapshot &) = default;
};

class Table {
public:
  static constexpr PlayerId Alice = 0, Bob = 1;

  explicit Table(std::uint64_t Seed = 1) : G({"Alice", "Bob"}, Seed) {}

  Game G;

  // --- Setting up (before start()) ---
  ObjectId add(std::string_view Name, PlayerId Owner, Zone In);
  /// Permanents put here have no summoning sickness (Game::addCard).
  ObjectId battlefield(std::string_view Name, PlayerId Owner = Alice) {
    return add(Name, Owner, Zone::Battlefield);
  }
  ObjectId hand(std::string_view Name, PlayerId Owner = Alice) {
    return add(Name, Owner, Zone::Hand);
  }
  /// On top of the library.
  ObjectId library(std::string_view Name, PlayerId Owner = Alice) {
    return add(Name, Owner, Zone::Library);
  }
  /// Each card in \p Owner's hand, in order.
  std::vector<ObjectId> hands(std::initializer_list<std::string_view> Names,
                              PlayerId Owner = Alice) {
    std::vector<ObjectId> Ids;
    for (std::string_view Name : Names)
      Ids.push_back(hand(Name, Owner));
    return Ids;
  }
  ObjectId graveyard(std::string_view Name, PlayerId Owner = Alice) {
    return add(Name, Owner, Zone::Graveyard);
  }
  /// Adds \p N copies of \p Name to the library (filler so nobody decks).
  void libraryFiller(std::string_view Name, PlayerId Owner, int N);
  /// Attaches \p What to \p To (an Aura or Equipment already on the
  /// battlefield), with a new timestamp (CR 613.7e).
  void attach(ObjectId What, ObjectId To);
  void addPlusOneCounters(ObjectId Id, int N);
  void addMinusOneCounters(ObjectId Id, int N);

  /// A decision with a single option is answered at once (Game::ask), so
  /// a player with nothing else to do passes priority without being asked.
  /// An untapped Plains for each player gives them a second option at
  /// every priority decision, so a test sees, and answers, each one.
  void anchorPriority() {
    Anchors.push_back(battlefield("Plains", Alice));
    Anchors.push_back(battlefield("Plains", Bob));
  }

  void start(Step First = Step::Untap) { G.start(First); }
  /// Alice's sorcery-speed play of \p Card from her hand: \p Lands of
  /// \p Land on her battlefield, priority anchors, the game started in her
  /// precombat main phase, the card cast and both players passing, so it
  /// resolves (and waits on whatever its resolution asks).
  void castAndResolve(ObjectId Card, std::string_view Land, int Lands) {
    for (int I = 0; I < Lands; ++I)
      battlefield(Land);
    anchorPriority();
    start(Step::PrecombatMain);
    cast(Card);
    passBoth();
  }

  // --- Reading ---
  std::string label(ObjectId Id) const { return G.label(Id); }
  Zone zone(ObjectId Id) const { return G.board().object(Id).In; }
  bool tapped(ObjectId Id) const { return G.board().object(Id).Tapped; }
  int damage(ObjectId Id) const { return G.board().object(Id).Damage; }
  int life(PlayerId P) const { return G.player(P).Life; }
  int power(ObjectId Id) const { return G.characteristics(Id).Power; }
  int toughness(ObjectId Id) const { return G.characteristics(Id).Toughness; }
  /// The pending decision; throws when the game is over.
  const game::Decision &pending() const;
  DecisionKind kind() const { return pending().Kind; }
  PlayerId deciding() const { return pending().Player; }
  std::vector<std::string> labels() const;
  bool offers(std::string_view Label) const { return indexOf(Label) >= 0; }
  /// Whether some option's label starts with \p Prefix.
  bool offersStartingWith(std::string_view Prefix) const;
  int indexOf(std::string_view Label) const;
  /// The pending decision, spelled out for failure messages.
  std::string describe() const;
  Snapshot snapshot() const;

  // --- Answering ---
  /// Answers with the option labelled exactly \p Label.
  void choose(std::string_view Label);
  /// Answers with the first option whose label starts with \p Prefix.
  void chooseStartingWith(std::string_view Prefix);
  /// Answers "pass priority"; the pending decision must be priority.
  void pass() { choose("pass priority"); }
  /// Both players pass in succession (CR 117.4).
  void passBoth() {
    pass();
    pass();
  }
  /// Pays a mana cost while a PayMana decision is pending, tapping the
  /// first source offered that isn't a priority anchor (anchorPriority()).
  void payAnyhow();
  /// Casts \p Card: "cast <label>", then each target by label, then pays.
  void cast(ObjectId Card, std::initializer_list<std::string> Targets = {});
  /// Answers "done" if an attackers or blockers decision is pending (one
  /// with "done" as its only option is answered at once by the game).
  void done();
  /// Passes priority (and declares no attackers or blockers) until the
  /// game is at step \p S of a turn whose active player is \p Active and
  /// a priority decision is pending there.
  void passUntil(Step S, PlayerId Active);

private:
  std::vector<ObjectId> Anchors;
};

} // namespace strata::gametest

#endif
