//===- DecisionFuzzer.cpp - libFuzzer target: answers to decisions --------===//
///
/// \file
/// One input drives one game between two preset decks (cards/Decks.h): the
/// first bytes pick the decks and the seed, then each byte pair answers the
/// pending decision. An answer is usually a legal index, but may be any
/// int, negative or too large, or a perform() of any action kind with any
/// option: those must be refused with the game state untouched, and legal
/// answers must never be refused. Stops when the input or the game ends.
///
//===----------------------------------------------------------------------===//
#include "strata/cards/CardLibrary.h"
#include "strata/cards/Decks.h"
#include "strata/game/Game.h"
#include "strata/runtime/CardDef.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

using namespace strata;

namespace {

struct Input {
  const std::uint8_t *Data;
  std::size_t Size, At = 0;
  bool empty() const { return At >= Size; }
  std::uint8_t byte() { return At < Size ? Data[At++] : 0; }
  std::int32_t int32() {
    std::uint32_t V = 0;
    for (int I = 0; I < 4; ++I)
      V = V << 8 | byte();
    return static_cast<std::int32_t>(V);
  }
};

[[noreturn]] void fail(const char *What, const std::string &Detail) {
  std::fprintf(stderr, "strata-fuzz-decisions: %s: %s\n", What, Detail.c_str());
  std::abort();
}

std::unique_ptr<game::Game> setUp(Input &In) {
  auto Decks = cards::presetDecks();
  if (Decks.empty())
    return nullptr;
  std::uint64_t Seed = static_cast<std::uint32_t>(In.int32());
  auto G = std::make_unique<game::Game>(std::vector<std::string>{"P1", "P2"}, Seed);
  for (runtime::PlayerId P = 0; P < 2; ++P) {
    const cards::Deck &D = Decks[In.byte() % Decks.size()];
    for (const cards::DeckEntry &E : D.Cards) {
      const runtime::CardDef *Card = cards::findCard(E.Card);
      if (!Card)
        fail("preset deck names an unknown card", std::string(E.Card));
      for (int I = 0; I < E.Count; ++I)
        G->addCard(*Card, P, runtime::Zone::Library);
    }
  }
  G->shuffleLibraries();
  G->drawStartingHands(7);
  return G;
}

/// A refused answer or action leaves everything as it was.
void checkRefused(const game::Game &G, std::uint64_t Hash, std::size_t Logged,
                  const game::Decision &Before, const char *What) {
  if (G.stateHash() != Hash || G.answerLog().size() != Logged || !G.pending() ||
      G.pending()->Prompt != Before.Prompt ||
      G.pending()->Options.size() != Before.Options.size())
    fail("a refused answer changed the game", What);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  Input In{Data, Size};
  std::unique_ptr<game::Game> G = setUp(In);
  if (!G)
    return 0;
  G->start();
  // Each step consumes at least one byte, so the game ends with the input.
  while (!G->over() && !In.empty()) {
    const game::Decision *D = G->pending();
    if (!D)
      fail("no decision pending in a game that is not over", "");
    game::Decision Before = *D;
    std::size_t N = Before.Options.size();
    if (N == 0)
      fail("a decision with no options", Before.Prompt);
    std::uint8_t Op = In.byte();
    // Hashing the whole state is costly: only before what may be refused.
    std::uint64_t Hash = Op % 8 < 3 ? G->stateHash() : 0;
    std::size_t Logged = G->answerLog().size();
    switch (Op % 8) {
    case 0: { // any int: legal exactly when in range
      std::int32_t A = In.int32();
      auto Refused = G->answer(A);
      bool Legal = A >= 0 && static_cast<std::size_t>(A) < N;
      if (Legal && Refused)
        fail("a legal answer was refused", Refused->Message);
      if (!Legal) {
        if (!Refused)
          fail("an out-of-range answer was accepted", std::to_string(A));
        checkRefused(*G, Hash, Logged, Before, "answer");
      }
      break;
    }
    case 1: { // just past the end, or negative
      int A = In.byte() % 2 ? static_cast<int>(N) : -1 - In.byte();
      if (!G->answer(A))
        fail("an out-of-range answer was accepted", std::to_string(A));
      checkRefused(*G, Hash, Logged, Before, "answer");
      break;
    }
    case 2: { // an action by kind: taken, or refused with nothing changed
      auto Kind = static_cast<game::ActionKind>(In.byte() % game::kActionKinds);
      int Option = static_cast<std::int8_t>(In.byte());
      if (G->perform(Kind, Option))
        checkRefused(*G, Hash, Logged, Before, "perform");
      break;
    }
    default: { // a legal answer, mostly a small index (passing is 0)
      std::uint8_t B = In.byte();
      int A = static_cast<int>((Op & 0x80 ? B : B % 4) % N);
      if (auto Refused = G->answer(A))
        fail("a legal answer was refused", Refused->Message);
      break;
    }
    }
  }
  return 0;
}
