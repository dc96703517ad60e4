//===- main.cpp - A Monte Carlo player against the built-in AI ------------===//
///
/// \file
/// At each of its decisions with a choice, player 1 tries every option in
/// turn on clones of the game (Game::clone), with the cards it cannot know
/// dealt again in each (Game::redeal), plays each clone on with random
/// answers, and keeps the option that won most; player 2 is the built-in
/// AI (game::AiPlayer). docs/embedding.md explains each call.
///
///   monte-carlo [PLAYOUTS [GAMES [SEED [DEPTH]]]]
///
/// PLAYOUTS per decision (1000), GAMES (1), SEED (1), DEPTH: the answers a
/// playout takes before it is scored by life (200).
///
//===----------------------------------------------------------------------===//
#include "strata/cards/Decks.h"
#include "strata/game/AiPlayer.h"
#include "strata/game/Game.h"
#include "strata/game/Random.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace strata;

namespace {

constexpr runtime::PlayerId Me = 0;

/// 1 for a win, 0 for a loss; an unfinished playout is scored by life.
double playout(game::Game &G, game::Random &Rng, int Depth) {
  for (int I = 0; I < Depth && !G.over(); ++I)
    if (G.answer(Rng.below(static_cast<int>(G.pending()->Options.size()))))
      return 0.5; // never: every index below the option count is legal
  if (G.over())
    return !G.winner() ? 0.5 : *G.winner() == Me ? 1.0 : 0.0;
  int Mine = G.player(Me).Life, Theirs = G.player(1).Life;
  return Mine == Theirs ? 0.5 : Mine > Theirs ? 0.6 : 0.4;
}

struct Totals {
  long Playouts = 0;
  double CloneSeconds = 0;
};

/// The option of G's pending decision (Me's) that won most playouts.
int search(const game::Game &G, int Playouts, int Depth, game::Random &Rng, Totals &T) {
  const int N = static_cast<int>(G.pending()->Options.size());
  std::vector<double> Score(static_cast<std::size_t>(N), 0.0);
  // One scratch game, cloned into for every playout (Game::cloneInto
  // reuses its storage and computed caches).
  std::unique_ptr<game::Game> C = G.clone();
  for (int P = 0; P < Playouts; ++P) {
    int Option = P % N;
    auto Start = std::chrono::steady_clock::now();
    G.cloneInto(*C);
    T.CloneSeconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    C->redeal(Me, Rng.next()); // what Me cannot know, dealt again
    if (C->answer(Option))
      continue;
    Score[static_cast<std::size_t>(Option)] += playout(*C, Rng, Depth);
    ++T.Playouts;
  }
  int Best = 0;
  for (int I = 1; I < N; ++I)
    if (Score[static_cast<std::size_t>(I)] > Score[static_cast<std::size_t>(Best)])
      Best = I;
  return Best;
}

} // namespace

int main(int argc, char **argv) {
  int Playouts = argc > 1 ? std::atoi(argv[1]) : 1000;
  int Games = argc > 2 ? std::atoi(argv[2]) : 1;
  std::uint64_t Seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
  int Depth = argc > 4 ? std::atoi(argv[4]) : 200;
  if (Playouts < 1 || Games < 1 || Depth < 1) {
    std::fprintf(stderr, "usage: monte-carlo [PLAYOUTS [GAMES [SEED [DEPTH]]]]\n");
    return 2;
  }
  auto Decks = cards::presetDecks();
  int Won = 0;
  Totals T;
  for (int I = 0; I < Games; ++I) {
    std::uint64_t GameSeed = Seed + static_cast<std::uint64_t>(I);
    std::string Error;
    auto G = cards::newGame({std::string(Decks[0].Name), std::string(Decks[1].Name)},
                            GameSeed, Error);
    if (!G) {
      std::fprintf(stderr, "monte-carlo: %s\n", Error.c_str());
      return 2;
    }
    G->setCloneCheckpoints(true); // clones inside a procedure replay little
    game::AiPlayer Opponent(GameSeed);
    game::Random Rng(GameSeed * 7919 + 1);
    G->start();
    int Searched = 0;
    while (!G->over() && G->decisionsAnswered() < game::kDefaultMaxDecisions) {
      const game::Decision &D = *G->pending();
      int Pick = 0;
      if (D.Player != Me)
        Pick = Opponent.choose(*G);
      else if (D.Options.size() > 1) {
        Pick = search(*G, Playouts, Depth, Rng, T);
        ++Searched;
      }
      if (auto Refused = G->answer(Pick)) {
        std::fprintf(stderr, "monte-carlo: refused: %s\n", Refused->Message.c_str());
        return 1;
      }
    }
    bool Win = G->winner() && *G->winner() == Me;
    Won += Win;
    std::printf("game %d (seed %llu): %s after %llu decisions, %d searched\n", I + 1,
                static_cast<unsigned long long>(GameSeed),
                !G->over() ? "unfinished" : Win ? "won" : G->winner() ? "lost" : "drawn",
                static_cast<unsigned long long>(G->decisionsAnswered()), Searched);
  }
  std::printf("won %d of %d against the built-in AI; %ld playouts, %.1f us per clone\n", Won,
              Games, T.Playouts, T.Playouts ? T.CloneSeconds * 1e6 / T.Playouts : 0.0);
  return 0;
}
