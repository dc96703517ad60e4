//===- Clone.tests.cpp - Copying a game, for search ------------------------===//
///
/// \file
/// Game::clone() (docs/decisions.md D62): a clone waits on the same
/// decision as its original, and the two go on independently: played from
/// the same answers, each passes through exactly the states the original
/// passes through when played alone, whatever the decision cloned at (a
/// priority decision, a target while casting, a discard while a spell
/// resolves). Game::redeal() deals again what a player cannot know.
///
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include "strata/cards/Decks.h"
#include "strata/game/Random.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <thread>

using namespace strata::gametest;

namespace {

constexpr std::size_t kMaxAnswers = 1500;

std::unique_ptr<Game> presetGame(std::uint64_t Seed) {
  auto Decks = strata::cards::presetDecks();
  REQUIRE(Decks.size() >= 2);
  auto G = std::make_unique<Game>(std::vector<std::string>{"Alice", "Bob"}, Seed);
  for (PlayerId P = 0; P < 2; ++P)
    for (const strata::cards::DeckEntry &E : Decks[P].Cards)
      for (int I = 0; I < E.Count; ++I)
        G->addCard(card(E.Card), P, Zone::Library);
  G->shuffleLibraries();
  G->drawStartingHands(7);
  return G;
}

/// Plays \p G on with random answers from \p Rng, at most \p N of them;
/// returns them.
std::vector<int> playOn(Game &G, strata::game::Random &Rng, std::size_t N) {
  std::vector<int> Answers;
  while (!G.over() && Answers.size() < N) {
    int Pick = Rng.below(static_cast<int>(G.pending()->Options.size()));
    REQUIRE_FALSE(G.answer(Pick));
    Answers.push_back(Pick);
  }
  return Answers;
}

/// The hash after each of \p Answers, fed to \p G.
std::vector<std::uint64_t> feed(Game &G, const std::vector<int> &Answers) {
  std::vector<std::uint64_t> Hashes;
  for (int A : Answers) {
    REQUIRE_FALSE(G.over());
    auto Refused = G.answer(A);
    REQUIRE_FALSE(Refused);
    Hashes.push_back(G.stateHash());
  }
  return Hashes;
}

void checkSameDecision(const Game &A, const Game &B) {
  REQUIRE(A.over() == B.over());
  CHECK(A.stateHash() == B.stateHash());
  CHECK(A.answerLog() == B.answerLog());
  if (A.over())
    return;
  CHECK(A.pending()->Kind == B.pending()->Kind);
  CHECK(A.pending()->Player == B.pending()->Player);
  CHECK(A.pending()->Prompt == B.pending()->Prompt);
  REQUIRE(A.pending()->Options.size() == B.pending()->Options.size());
  for (std::size_t I = 0; I < A.pending()->Options.size(); ++I)
    CHECK(A.pending()->Options[I].Label == B.pending()->Options[I].Label);
}

} // namespace

TEST_CASE("A clone and its original go on independently, each as the original alone would",
          "[clone]") {
  int MidProcedure = 0, AtPriority = 0;
  for (std::uint64_t Seed = 1; Seed <= 40; ++Seed) {
    for (bool Checkpoints : {false, true}) {
      CAPTURE(Seed, Checkpoints);
      // The original: played to a point that varies with the seed.
      auto G = presetGame(Seed);
      G->setCloneCheckpoints(Checkpoints);
      G->start();
      strata::game::Random Rng(Seed * 31 + 7);
      std::vector<int> Before = playOn(*G, Rng, 20 + Seed * 9 % 300);
      if (G->over())
        continue;
      (G->pending()->Kind == DecisionKind::Priority ? AtPriority : MidProcedure) += 1;
      std::unique_ptr<Game> C = G->clone();
      checkSameDecision(*G, *C);

      // The clone plays on first, with answers of its own: the original
      // does not notice.
      std::uint64_t Hash = G->stateHash();
      strata::game::Random Other(Seed * 101 + 3);
      auto Elsewhere = G->clone();
      playOn(*Elsewhere, Other, 200);
      CHECK(G->stateHash() == Hash);
      // A used game cloned into again (cloneInto, reusing its storage)
      // is the same clone as a new one.
      G->cloneInto(*Elsewhere);
      checkSameDecision(*G, *Elsewhere);

      // The original plays to the end; then the clone gets the same
      // answers and passes through the same states; so does the game
      // played alone from the start.
      std::vector<std::uint64_t> Original;
      std::vector<int> After;
      while (!G->over() && After.size() < kMaxAnswers) {
        int Pick = Rng.below(static_cast<int>(G->pending()->Options.size()));
        REQUIRE_FALSE(G->answer(Pick));
        After.push_back(Pick);
        Original.push_back(G->stateHash());
      }
      CHECK(feed(*C, After) == Original);
      checkSameDecision(*G, *C);
      CHECK(feed(*Elsewhere, After) == Original);

      auto Alone = presetGame(Seed);
      Alone->start();
      feed(*Alone, Before);
      CHECK(feed(*Alone, After) == Original);
    }
  }
  // The seeds reach both kinds of waiting decision.
  CHECK(AtPriority > 0);
  CHECK(MidProcedure > 0);
}

TEST_CASE("A clone in the middle of a resolving spell (CR 101.4 discards) goes on alone",
          "[clone]") {
  for (bool Checkpoints : {false, true}) {
    CAPTURE(Checkpoints);
    Table T;
    T.G.setCloneCheckpoints(Checkpoints);
    ObjectId Skeins = T.hand("Delirium Skeins");
    std::vector<ObjectId> A =
        T.hands({"Grizzly Bears", "Lightning Bolt", "Forest", "Giant Growth"});
    T.hands({"Mountain", "Grizzly Bears", "Counterspell", "Forest"}, Table::Bob);
    T.castAndResolve(Skeins, "Swamp", 3);
    T.choose(T.label(A[0])); // Alice's first discard of three
    REQUIRE(T.kind() == DecisionKind::Discard);
    std::unique_ptr<Game> C = T.G.clone();
    checkSameDecision(T.G, *C);
    auto ChooseInClone = [&](ObjectId Id) {
      int At = -1;
      for (std::size_t I = 0; I < C->pending()->Options.size(); ++I)
        if (C->pending()->Options[I].Label == T.label(Id))
          At = static_cast<int>(I);
      REQUIRE(At >= 0);
      REQUIRE_FALSE(C->answer(At));
    };
    // The clone discards Forest and Giant Growth; the original Lightning
    // Bolt and Giant Growth.
    ChooseInClone(A[2]);
    T.choose(T.label(A[1]));
    // Alice's hand is untouched in both until Bob has chosen (CR 101.4).
    CHECK(T.zone(A[1]) == Zone::Hand);
    CHECK(C->board().object(A[2]).In == Zone::Hand);
    // Each finishes the spell its own way.
    T.choose(T.label(A[3]));
    ChooseInClone(A[3]);
    while (C->pending()->Kind == DecisionKind::Discard)
      REQUIRE_FALSE(C->answer(0));
    while (T.kind() == DecisionKind::Discard)
      T.G.answer(0);
    CHECK(T.zone(A[1]) == Zone::Graveyard);
    CHECK(T.zone(A[2]) == Zone::Hand);
    CHECK(C->board().object(A[2]).In == Zone::Graveyard);
    CHECK(C->board().object(A[1]).In == Zone::Hand);
  }
}

TEST_CASE("A clone inside a procedure after a change outside the answers is refused, "
          "unless a priority decision was kept since",
          "[clone]") {
  for (bool Checkpoints : {false, true}) {
    CAPTURE(Checkpoints);
    Table T;
    T.G.setCloneCheckpoints(Checkpoints);
    T.battlefield("Mountain");
    T.battlefield("Grizzly Bears", Table::Bob);
    T.anchorPriority();
    T.start(Step::PrecombatMain);
    ObjectId Bolt = T.hand("Lightning Bolt"); // added after start(): not an answer
    T.G.reconsiderPriority(); // Alice may now cast it
    T.choose("cast " + T.label(Bolt));
    REQUIRE(T.kind() == DecisionKind::Target);
    if (Checkpoints) {
      // The priority decision asked again after the change was kept.
      std::unique_ptr<Game> C = T.G.clone();
      checkSameDecision(T.G, *C);
    } else {
      CHECK_THROWS_AS(T.G.clone(), std::logic_error);
    }
    // At a priority decision the state alone is copied: always possible.
    REQUIRE_FALSE(T.G.cancel());
    REQUIRE(T.kind() == DecisionKind::Priority);
    std::unique_ptr<Game> C = T.G.clone();
    checkSameDecision(T.G, *C);
  }
}

TEST_CASE("redeal: the cards a player cannot know are dealt again, seeded", "[clone]") {
  auto G = presetGame(5);
  G->start();
  strata::game::Random Rng(99);
  while (!G->over() && !(G->pending()->Kind == DecisionKind::Priority &&
                         G->pending()->Player == 0 && G->turnNumber() >= 3))
    REQUIRE_FALSE(G->answer(Rng.below(static_cast<int>(G->pending()->Options.size()))));
  REQUIRE_FALSE(G->over());
  auto Cards = [](const Game &X, PlayerId P, Zone Z) {
    std::vector<std::string> Names;
    for (const auto &O : X.board().objects())
      if (O.Owner == P && O.In == Z)
        Names.push_back(std::string(O.Card->Face.Name));
    std::sort(Names.begin(), Names.end());
    return Names;
  };
  auto Hidden = [&](const Game &X, PlayerId P) {
    std::vector<std::string> Names = Cards(X, P, Zone::Hand);
    std::vector<std::string> Lib = Cards(X, P, Zone::Library);
    Names.insert(Names.end(), Lib.begin(), Lib.end());
    std::sort(Names.begin(), Names.end());
    return Names;
  };
  std::uint64_t Hash = G->stateHash();
  auto A = G->clone(), B = G->clone(), A2 = G->clone();
  REQUIRE_FALSE(A->redeal(0, 1));
  REQUIRE_FALSE(A2->redeal(0, 1));
  REQUIRE_FALSE(B->redeal(0, 2));
  CHECK(G->stateHash() == Hash); // the original is untouched
  CHECK(A->stateHash() == A2->stateHash()); // the same seed deals the same
  CHECK(A->stateHash() != B->stateHash());
  // Alice's own hand is known to her; Bob's hand keeps its size, and his
  // hand and library together are the same cards.
  CHECK(Cards(*A, 0, Zone::Hand) == Cards(*G, 0, Zone::Hand));
  CHECK(Cards(*A, 1, Zone::Hand).size() == Cards(*G, 1, Zone::Hand).size());
  CHECK(Hidden(*A, 1) == Hidden(*G, 1));
  CHECK(A->player(1).Library.size() == G->player(1).Library.size());
  // The dealt clone plays on.
  strata::game::Random More(7);
  playOn(*A, More, 300);
  // Only the player who is asked may have the others' cards dealt again.
  auto D = G->clone();
  CHECK(D->redeal(1, 3).has_value());
  CHECK(D->stateHash() == Hash);
}

TEST_CASE("Clones played on two threads end as they end in sequence", "[clone][threads]") {
  auto G = presetGame(11);
  G->setCloneCheckpoints(true);
  G->start();
  strata::game::Random Rng(5);
  playOn(*G, Rng, 120);
  REQUIRE_FALSE(G->over());
  auto Play = [](Game &C, std::uint64_t Seed) {
    strata::game::Random R(Seed);
    std::vector<std::uint64_t> Hashes;
    while (!C.over() && Hashes.size() < kMaxAnswers) {
      if (C.answer(R.below(static_cast<int>(C.pending()->Options.size()))))
        break;
      Hashes.push_back(C.stateHash());
    }
    return Hashes;
  };
  std::vector<std::uint64_t> SeqA, SeqB, ParA, ParB;
  {
    auto A = G->clone(), B = G->clone();
    SeqA = Play(*A, 1);
    SeqB = Play(*B, 2);
  }
  auto A = G->clone(), B = G->clone();
  std::thread TA([&] { ParA = Play(*A, 1); });
  std::thread TB([&] { ParB = Play(*B, 2); });
  TA.join();
  TB.join();
  CHECK(ParA == SeqA);
  CHECK(ParB == SeqB);
  CHECK_FALSE(SeqA.empty());
}
