//===- Replay.tests.cpp - A game replays from its seed and answers ---------===//
//
// 200 AI-vs-AI games with seeded random answers on the preset decks: each
// game records its answer log and the state hash after every answer; the
// same game rebuilt from the same seed and decks, fed the log, must pass
// through the same hashes and end in the same state.
//
//===----------------------------------------------------------------------===//
#include "GameTable.h"

#include "strata/cards/Decks.h"
#include "strata/game/Random.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <set>

using namespace strata::gametest;

namespace {

constexpr int kGames = 200;
/// Long enough for most games to end; a few random ones stall, so cap.
constexpr std::size_t kMaxAnswers = 2500;

/// A fresh game: both preset decks shuffled with the game's seed, seven
/// cards each (CR 103.1, 103.5), started at the first untap step.
void setUpGame(Game &G) {
  auto Decks = strata::cards::presetDecks();
  REQUIRE(Decks.size() >= 2);
  for (PlayerId P = 0; P < 2; ++P)
    for (const strata::cards::DeckEntry &E : Decks[P].Cards)
      for (int I = 0; I < E.Count; ++I)
        G.addCard(card(E.Card), P, Zone::Library);
  G.shuffleLibraries();
  G.drawStartingHands(7);
  G.start();
}

struct Played {
  std::vector<int> Log;
  std::vector<std::uint64_t> Hashes; ///< after each answer
  bool Over = false;
};

/// Plays with uniformly random answers drawn from a generator seeded
/// independently of the game.
Played playRandomly(std::uint64_t Seed) {
  Game G({"Alice", "Bob"}, Seed);
  setUpGame(G);
  strata::game::Random Answers(Seed * 7919 + 17);
  Played P;
  while (!G.over() && P.Log.size() < kMaxAnswers) {
    int N = static_cast<int>(G.pending()->Options.size());
    int Pick = Answers.below(N);
    auto Refused = G.answer(Pick);
    REQUIRE_FALSE(Refused);
    P.Log.push_back(Pick);
    P.Hashes.push_back(G.stateHash());
  }
  REQUIRE(G.answerLog() == P.Log);
  P.Over = G.over();
  return P;
}

} // namespace

TEST_CASE("Replay: a game rebuilt from its seed and decks and fed its answer "
          "log passes through the same states (200 seeded random games)",
          "[game][replay]") {
  auto Start = std::chrono::steady_clock::now();
  std::set<std::uint64_t> Finals;
  int Ended = 0;
  for (int Seed = 1; Seed <= kGames; ++Seed) {
    CAPTURE(Seed);
    Played P = playRandomly(static_cast<std::uint64_t>(Seed));
    Ended += P.Over;
    Game R({"Alice", "Bob"}, static_cast<std::uint64_t>(Seed));
    setUpGame(R);
    for (std::size_t I = 0; I < P.Log.size(); ++I) {
      if (!R.pending() || R.answer(P.Log[I]))
        FAIL("replay refused answer " << I << " of " << P.Log.size());
      if (R.stateHash() != P.Hashes[I])
        FAIL("replay diverged at answer " << I << " of " << P.Log.size());
    }
    CHECK(R.over() == P.Over);
    CHECK(R.answerLog() == P.Log);
    if (!P.Log.empty())
      CHECK(R.stateHash() == P.Hashes.back());
    Finals.insert(R.stateHash());
  }
  double Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  INFO(Ended << " of " << kGames << " games ended; " << Seconds << " s");
  // The seed matters: different seeds give different games.
  CHECK(Finals.size() > kGames / 2);
  // Random play finishes most games within the cap (CR 104.2a: a player
  // wins when the other loses, by life or by drawing from an empty library).
  CHECK(Ended > kGames / 2);
}

TEST_CASE("Replay: the same answers under another seed give another game "
          "(the hash sees the shuffled libraries)",
          "[game][replay]") {
  Played P = playRandomly(1);
  Game R({"Alice", "Bob"}, 2);
  setUpGame(R);
  bool Diverged = false;
  for (std::size_t I = 0; I < P.Log.size() && !Diverged; ++I)
    Diverged = !R.pending() || R.answer(P.Log[I]) || R.stateHash() != P.Hashes[I];
  CHECK(Diverged);
}
