//===- Bench.cpp - strata-bench: the figures of issue 5 --------------------===//
//
// Every benchmark runs on a fixed, seeded board built from the pool by card
// name (Boards.cpp). Compare figures of one run only (bench/README.md).
//
//===----------------------------------------------------------------------===//
#include "AiPlayer.h"
#include "Boards.h"

#include "strata/cards/CardLibrary.h"
#include "strata/cards/Decks.h"
#include "strata/game/Game.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>

namespace {
using namespace strata;
using namespace strata::bench;
using runtime::ObjectId;

void setCounters(benchmark::State &S, const BenchBoard &Bd) {
  S.counters["permanents"] = Bd.Permanents;
  S.counters["effects"] = Bd.Effects;
  // Time per permanent: flat across sizes means linear growth.
  S.counters["per_permanent"] = benchmark::Counter(
      Bd.Permanents, benchmark::Counter::kIsIterationInvariantRate |
                         benchmark::Counter::kInvert);
}

void recompute(benchmark::State &S, const BenchBoard &Bd,
               layers::Ordering O = layers::Ordering::Metadata) {
  layers::LayerEngine Engine;
  Engine.setOrdering(O);
  Engine.recompute(Bd.B); // grows the working arrays (steady state after)
  for (auto _ : S) {
    Engine.recompute(Bd.B);
    benchmark::DoNotOptimize(&Engine.get(0));
  }
  setCounters(S, Bd);
  // The trial applications (CR 613.8a) one recomputation makes: the work
  // beyond the flat loop.
  layers::OrderStats Stats;
  Engine.setStats(&Stats);
  Engine.recompute(Bd.B);
  double Trials = 0;
  for (const auto &L : Stats.Layers)
    Trials += static_cast<double>(L.Candidates + L.Tried);
  S.counters["trials"] = Trials;
}

const BenchBoard &typical() {
  static const BenchBoard Bd = typicalBoard();
  return Bd;
}

void BM_RecomputeTypical(benchmark::State &S) { recompute(S, typical()); }
/// The same pass with dependencies ignored (wrong results allowed): what
/// CR 613.8 costs on the typical board.
void BM_RecomputeTypicalTimestampOnly(benchmark::State &S) {
  recompute(S, typical(), layers::Ordering::TimestampOnly);
}

void BM_RecomputeGenerated(benchmark::State &S, int Permanents, int Effects) {
  BenchBoard Bd = generatedBoard(Permanents, Effects, /*Seed=*/2026);
  recompute(S, Bd);
}

void BM_Order(benchmark::State &S, layers::Ordering O) {
  static const BenchBoard Bd = layerSixBoard();
  recompute(S, Bd, O);
}

void BM_FlatLoopTypical(benchmark::State &S) {
  FlatLoop F;
  std::string Error;
  if (!F.prepare(typical().B, Error)) {
    S.SkipWithError(Error.c_str());
    return;
  }
  for (auto _ : S) {
    F.run(typical().B);
    benchmark::DoNotOptimize(&F.get(0));
  }
  setCounters(S, typical());
}

void BM_IncrementalCounter(benchmark::State &S) {
  BenchBoard Bd = typicalBoard();
  layers::LayerEngine Engine;
  Engine.recompute(Bd.B);
  int Added = 0;
  for (auto _ : S) {
    Bd.B.putPlusOneCounters(Bd.CounterTarget, 1); // CR 122.1a, 613.7c
    Engine.recompute(Bd.B);
    benchmark::DoNotOptimize(&Engine.get(Bd.CounterTarget));
    if (++Added == 1000) { // keep power within its 16 bits
      Bd.B.putPlusOneCounters(Bd.CounterTarget, -Added);
      Added = 0;
    }
  }
  setCounters(S, Bd);
}

/// One seeded AI-vs-AI game on the first two preset decks, as `strata play
/// --ai-vs-ai` plays it; returns the decisions answered.
std::uint64_t playGame(std::uint64_t Seed) {
  auto Decks = cards::presetDecks();
  game::Game G({"Player 1", "Player 2"}, Seed);
  for (int P = 0; P < 2; ++P)
    for (const cards::DeckEntry &E : Decks[static_cast<std::size_t>(P) % Decks.size()].Cards)
      for (int I = 0; I < E.Count; ++I)
        G.addCard(*cards::findCard(E.Card), static_cast<runtime::PlayerId>(P),
                  runtime::Zone::Library);
  G.shuffleLibraries();
  G.drawStartingHands(7);
  tool::AiPlayer Ai(Seed);
  G.start();
  while (!G.over() && G.decisionsAnswered() < tool::kDefaultMaxDecisions)
    if (auto Refused = G.answer(Ai.choose(G)))
      throw std::logic_error(Refused->Message);
  return G.decisionsAnswered();
}

void BM_GameAiVsAi(benchmark::State &S) {
  // Seeds 1-8 per iteration: every iteration plays the same games.
  std::uint64_t Decisions = 0, Games = 0;
  for (auto _ : S)
    for (std::uint64_t Seed = 1; Seed <= 8; ++Seed) {
      Decisions += playGame(Seed);
      ++Games;
    }
  S.counters["decisions/s"] = benchmark::Counter(static_cast<double>(Decisions),
                                                 benchmark::Counter::kIsRate);
  S.counters["decisions/game"] = static_cast<double>(Decisions) / static_cast<double>(Games);
}

void registerAll() {
  using benchmark::RegisterBenchmark;
  RegisterBenchmark("BM_Recompute/typical", BM_RecomputeTypical);
  RegisterBenchmark("BM_Recompute/typical_timestamp_only", BM_RecomputeTypicalTimestampOnly);
  RegisterBenchmark("BM_Recompute/large", BM_RecomputeGenerated, 5000, 500);
  for (int N : {100, 1000, 10000})
    RegisterBenchmark(("BM_Recompute/permanents:" + std::to_string(N)).c_str(),
                      BM_RecomputeGenerated, N, 20);
  for (int M : {10, 100, 1000})
    RegisterBenchmark(("BM_Recompute/effects:" + std::to_string(M)).c_str(),
                      BM_RecomputeGenerated, 2000, M);
  RegisterBenchmark("BM_Order/timestamp_only", BM_Order, layers::Ordering::TimestampOnly);
  RegisterBenchmark("BM_Order/metadata", BM_Order, layers::Ordering::Metadata);
  RegisterBenchmark("BM_Order/trial_all_pairs", BM_Order, layers::Ordering::TrialAllPairs);
  RegisterBenchmark("BM_FlatLoop/typical", BM_FlatLoopTypical);
  RegisterBenchmark("BM_Incremental/counter", BM_IncrementalCounter);
  RegisterBenchmark("BM_Game/ai_vs_ai", BM_GameAiVsAi)->Unit(benchmark::kMillisecond);
}

} // namespace

int main(int argc, char **argv) {
  registerAll();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
