//===- Bench.cpp - strata-bench: the figures of issue 5 --------------------===//
//
// Every benchmark runs on a fixed, seeded board built from the pool by card
// name (Boards.cpp). Compare figures of one run only (bench/README.md).
//
//===----------------------------------------------------------------------===//
#include "strata/game/AiPlayer.h"
#include "Boards.h"
#include "GameStepBench.h"
#include "ScenarioBench.h"

#include "strata/cards/CardLibrary.h"
#include "strata/cards/Decks.h"
#include "strata/game/Game.h"
#include "strata/game/Random.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <malloc.h>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <stdexcept>
#include <vector>

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

void BM_RecomputeVaried(benchmark::State &S, int Permanents, int Effects) {
  std::vector<BenchBoard> Bds;
  for (int K = 0; K < 4; ++K)
    Bds.push_back(generatedBoard(Permanents, Effects, 2026, K));
  layers::LayerEngine Engine;
  for (const BenchBoard &Bd : Bds)
    Engine.recompute(Bd.B);
  std::size_t K = 0;
  for (auto _ : S) {
    Engine.recompute(Bds[K].B);
    benchmark::DoNotOptimize(&Engine.get(0));
    K = (K + 1) % Bds.size();
  }
  setCounters(S, Bds[0]);
}

/// No engine: a loop that keeps the indices of the odd bytes among N
/// random ones, the same N every iteration, as a filter sweep keeps the
/// objects it matches. Its time per element is flat while the CPU's branch
/// predictor can learn the whole repeated sequence and rises once it
/// cannot: the part of "growth in permanents" that belongs to the machine
/// (bench/README.md).
void BM_PredictorFloor(benchmark::State &S, int N) {
  game::Random Rng(7);
  std::vector<std::uint8_t> Bytes(static_cast<std::size_t>(N));
  for (std::uint8_t &X : Bytes)
    X = static_cast<std::uint8_t>(Rng.below(256));
  std::vector<int> Kept;
  Kept.reserve(Bytes.size());
  for (auto _ : S) {
    Kept.clear();
    for (int I = 0; I < N; ++I) {
      benchmark::DoNotOptimize(Bytes[static_cast<std::size_t>(I)]);
      if (Bytes[static_cast<std::size_t>(I)] & 1)
        Kept.push_back(I);
    }
    benchmark::DoNotOptimize(Kept.data());
  }
  S.counters["per_object"] = benchmark::Counter(
      N, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_Order(benchmark::State &S, layers::Ordering O) {
  static const BenchBoard Bd = layerSixBoard();
  recompute(S, Bd, O);
}

void flatLoop(benchmark::State &S, const BenchBoard &Bd) {
  FlatLoop F;
  std::string Error;
  if (!F.prepare(Bd.B, Error)) {
    S.SkipWithError(Error.c_str());
    return;
  }
  for (auto _ : S) {
    F.run(Bd.B);
    benchmark::DoNotOptimize(&F.get(0));
  }
  setCounters(S, Bd);
}

void BM_FlatLoopTypical(benchmark::State &S) { flatLoop(S, typical()); }

/// The floor at each size of the growth boards: how much of the growth in
/// permanents is the machine's (the same work on more memory).
void BM_FlatLoopGenerated(benchmark::State &S, int Permanents, int Effects) {
  flatLoop(S, generatedBoard(Permanents, Effects, /*Seed=*/2026));
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

/// The time of \p Reps calls of \p F, in nanoseconds per call.
template <class F> double nanosPerCall(int Reps, F &&Fn) {
  auto T0 = std::chrono::steady_clock::now();
  for (int I = 0; I < Reps; ++I)
    Fn();
  return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - T0)
             .count() /
         Reps;
}

/// D66: one +1/+1 counter on one creature, then LayerEngine::update()
/// told so (only its sublayer 7c again); `full_ns` is one full pass of
/// the same board in the same run, the target's denominator.
void BM_IncrementalLocal(benchmark::State &S, BenchBoard Bd) {
  layers::LayerEngine Engine;
  Engine.recompute(Bd.B);
  const layers::BoardChange Change[] = {{Bd.CounterTarget, layers::BoardChange::KindT::Counters}};
  int Sign = 1;
  for (auto _ : S) {
    Bd.B.putPlusOneCounters(Bd.CounterTarget, Sign); // CR 122.1a, 613.7c
    Sign = -Sign; // one counter on, then off: the board stays bounded
    Engine.update(Bd.B, Change);
    benchmark::DoNotOptimize(&Engine.get(Bd.CounterTarget));
  }
  if (Engine.updateStats().FullPasses != 0)
    S.SkipWithError("a counter made a full pass: the board's effects read power or counters");
  layers::LayerEngine Full;
  Full.recompute(Bd.B);
  S.counters["full_ns"] = nanosPerCall(200, [&] { Full.recompute(Bd.B); });
  setCounters(S, Bd);
}

/// D66: an effect that reaches every object (Humility leaving and
/// returning, CR 611.3a). Each iteration makes the change and brings two
/// engines up to date, timed apart: LayerEngine::update() told of it,
/// which falls back to a full pass (`update_ns`), and recompute(), the
/// reference (`full_ns`); interleaved, so the machine's drift falls on
/// both alike (target: update within 5%).
void BM_IncrementalBoardWide(benchmark::State &S, BenchBoard Bd) {
  ObjectId Source = runtime::kNoObject;
  for (const runtime::GameObject &O : Bd.B.objects())
    if (O.Card->Face.Name == "Humility" && O.In == runtime::Zone::Battlefield)
      Source = O.Id;
  if (Source == runtime::kNoObject) {
    S.SkipWithError("no Humility on the board");
    return;
  }
  layers::LayerEngine Updated, Full;
  Updated.recompute(Bd.B);
  Full.recompute(Bd.B);
  const layers::BoardChange Change[] = {{Source, layers::BoardChange::KindT::Other}};
  using Clock = std::chrono::steady_clock;
  Clock::duration InUpdate{}, InFull{};
  for (auto _ : S) {
    runtime::GameObject &O = Bd.B.edit(Source);
    O.In = O.In == runtime::Zone::Battlefield ? runtime::Zone::Graveyard
                                              : runtime::Zone::Battlefield;
    auto T0 = Clock::now();
    Updated.update(Bd.B, Change);
    auto T1 = Clock::now();
    Full.recompute(Bd.B);
    auto T2 = Clock::now();
    InUpdate += T1 - T0;
    InFull += T2 - T1;
    benchmark::DoNotOptimize(&Updated.get(Source));
    benchmark::DoNotOptimize(&Full.get(Source));
  }
  auto Per = [&](Clock::duration D) {
    return std::chrono::duration<double, std::nano>(D).count() /
           static_cast<double>(S.iterations());
  };
  S.counters["update_ns"] = Per(InUpdate);
  S.counters["full_ns"] = Per(InFull);
  setCounters(S, Bd);
}

/// The changes of issue 27 (D120): what BM_IncrementalChange makes.
enum class ChangeKind { Enter, Control, EffectBegin, EffectEnd };

/// D120: one change on board \p Bd and back, each told to
/// LayerEngine::update(): a vanilla creature (Grizzly Bears) entering the
/// battlefield from its owner's hand and leaving it again (CR 400.7: a new
/// object, a new timestamp), a creature's controller changing (CR 110.2)
/// and back, Giant Growth's effect on a creature beginning and ending
/// (CR 611.2). `update_ns` is the named direction's update() alone (a
/// clock read on each side of the call, included); the iteration's time
/// is both directions. `full_ns` is one full pass of the same board,
/// timed in the same repetition, as for counter_local.
void BM_IncrementalChange(benchmark::State &S, BenchBoard Bd, ChangeKind Kind) {
  using runtime::Zone;
  runtime::Board &B = Bd.B;
  B.Effects.reserve(B.Effects.size() + 1); // one more: no reallocation
  const runtime::CardDef *Bears = cards::findCard("Grizzly Bears");
  const runtime::CardDef *Growth = cards::findCard("Giant Growth");
  ObjectId Entering = B.addObject(*Bears, 0, Zone::Hand).Id;
  ObjectId Spell = B.addObject(*Growth, 0, Zone::Graveyard).Id;
  ObjectId Target = Bd.CounterTarget;
  runtime::CreatedEffect Pump;
  Pump.Effect = Growth->SpellEffects[0];
  Pump.Source = Spell;
  Pump.Controller = 0;
  Pump.Until = runtime::Duration::EndOfTurn;
  Pump.Choices.Targets[0] = Target;
  Pump.Locked = {Target}; // CR 611.2c
  Pump.Printer = Growth;
  bool Pumped = false;
  // Forward when Forward is true, back otherwise; the changed object (or
  // none for an effect) for update().
  auto Change = [&](bool Forward) -> layers::BoardChange {
    switch (Kind) {
    case ChangeKind::Enter: {
      runtime::GameObject &O = B.edit(Entering);
      O.In = Forward ? Zone::Battlefield : Zone::Hand;
      O.Ts = B.newTimestamp(); // CR 613.7d
      return {Entering, layers::BoardChange::KindT::Other};
    }
    case ChangeKind::Control: {
      runtime::GameObject &O = B.edit(Target);
      O.BaseController = O.BaseController == 0 ? 1 : 0;
      return {Target, layers::BoardChange::KindT::Other};
    }
    case ChangeKind::EffectBegin:
    case ChangeKind::EffectEnd:
      if ((Kind == ChangeKind::EffectBegin) == Forward) {
        Pump.Ts = B.newTimestamp(); // CR 613.7b
        B.Effects.push_back(Pump);
        Pumped = true;
      } else {
        B.Effects.pop_back();
        Pumped = false;
      }
      return {runtime::kNoObject, layers::BoardChange::KindT::CreatedEffects};
    }
    return {};
  };
  if (Kind == ChangeKind::EffectEnd)
    Change(false); // the effect exists: the timed change ends it
  layers::LayerEngine Updated, Full;
  Updated.recompute(B);
  // Once, untimed: the update is the full pass's answer, both ways.
  for (bool Forward : {true, false}) {
    layers::BoardChange C = Change(Forward);
    Updated.update(B, std::span(&C, 1));
    Full.recompute(B);
    for (ObjectId Id = 0; Id < B.numObjects(); ++Id)
      if (!(Updated.characteristics(Id) == Full.characteristics(Id))) {
        S.SkipWithError("the update differs from a full pass");
        return;
      }
  }
  using Clock = std::chrono::steady_clock;
  Clock::duration InUpdate{};
  for (auto _ : S) {
    layers::BoardChange C = Change(true);
    auto T0 = Clock::now();
    Updated.update(B, std::span(&C, 1));
    InUpdate += Clock::now() - T0;
    benchmark::DoNotOptimize(&Updated.get(Target));
    C = Change(false);
    Updated.update(B, std::span(&C, 1));
  }
  (void)Pumped;
  if (Updated.updateStats().FullPasses != 0)
    S.SkipWithError("the change made a full pass: its reach was not bounded (D120)");
  S.counters["update_ns"] = std::chrono::duration<double, std::nano>(InUpdate).count() /
                            static_cast<double>(S.iterations());
  Full.recompute(B);
  S.counters["full_ns"] = nanosPerCall(200, [&] { Full.recompute(B); });
  setCounters(S, Bd);
}

/// A seeded game on the first two preset decks, ready to start().
std::unique_ptr<game::Game> presetGame(std::uint64_t Seed) {
  auto Decks = cards::presetDecks();
  auto G = std::make_unique<game::Game>(std::vector<std::string>{"Player 1", "Player 2"}, Seed);
  for (int P = 0; P < 2; ++P)
    for (const cards::DeckEntry &E : Decks[static_cast<std::size_t>(P) % Decks.size()].Cards)
      for (int I = 0; I < E.Count; ++I)
        G->addCard(*cards::findCard(E.Card), static_cast<runtime::PlayerId>(P),
                   runtime::Zone::Library);
  G->shuffleLibraries();
  G->drawStartingHands(7);
  return G;
}

/// One seeded AI-vs-AI game, as `strata play --ai-vs-ai` plays it; returns
/// the decisions answered.
std::uint64_t playGame(std::uint64_t Seed, bool Checkpoints = false) {
  auto G = presetGame(Seed);
  G->setCloneCheckpoints(Checkpoints);
  game::AiPlayer Ai(Seed);
  G->start();
  while (!G->over() && G->decisionsAnswered() < game::kDefaultMaxDecisions)
    if (auto Refused = G->answer(Ai.choose(*G)))
      throw std::logic_error(Refused->Message);
  return G->decisionsAnswered();
}

void BM_GameAiVsAi(benchmark::State &S, bool Checkpoints) {
  // Seeds 1-8 per iteration: every iteration plays the same games.
  std::uint64_t Decisions = 0, Games = 0;
  for (auto _ : S)
    for (std::uint64_t Seed = 1; Seed <= 8; ++Seed) {
      Decisions += playGame(Seed, Checkpoints);
      ++Games;
    }
  S.counters["decisions/s"] = benchmark::Counter(static_cast<double>(Decisions),
                                                 benchmark::Counter::kIsRate);
  S.counters["decisions/game"] = static_cast<double>(Decisions) / static_cast<double>(Games);
}

/// A mid-game state (issue 17): the AI plays seed 3 to its 150th decision,
/// then on to the next decision that is (\p AtPriority) or is not a
/// priority decision. Checkpoints are kept, as a search would.
std::unique_ptr<game::Game> midGame(bool AtPriority) {
  auto G = presetGame(3);
  G->setCloneCheckpoints(true);
  game::AiPlayer Ai(3);
  G->start();
  while (!G->over() &&
         (G->decisionsAnswered() < 150 ||
          (G->pending()->Kind == game::DecisionKind::Priority) != AtPriority))
    if (auto Refused = G->answer(Ai.choose(*G)))
      throw std::logic_error(Refused->Message);
  if (G->over())
    throw std::logic_error("the benchmark game ended before its mid-game state");
  return G;
}

/// Bytes the C library has handed out and not taken back (the heap's and
/// mmap'd blocks): glibc's own count, so the timed code runs unchanged.
std::size_t liveHeapBytes() {
  struct mallinfo2 M = mallinfo2();
  return M.uordblks + M.hblkhd;
}

/// Issue 27 point 4: the memory a layer engine holds for board \p Bd
/// once it has computed it (its working arrays, caches and the copy of
/// the inputs recomputeIfChanged() keeps), per object of the board.
/// bench.memory (tests/engine/SteadyState) checks a bound on it.
void BM_MemoryEngine(benchmark::State &S, BenchBoard Bd) {
  double Bytes = 0;
  for (auto _ : S) {
    std::size_t Before = liveHeapBytes();
    auto Engine = std::make_unique<layers::LayerEngine>();
    Engine->recomputeIfChanged(Bd.B);
    Bytes = static_cast<double>(liveHeapBytes() - Before);
    benchmark::DoNotOptimize(Engine.get());
  }
  S.counters["bytes"] = Bytes;
  S.counters["bytes_per_object"] = Bytes / Bd.B.numObjects();
  S.counters["board_bytes_per_object"] =
      static_cast<double>(sizeof(runtime::GameObject));
  setCounters(S, Bd);
}

/// Issue 27 point 4: a copied game state (Game::clone() of the
/// BM_Clone/at_priority state), per object of its board.
void BM_MemoryClone(benchmark::State &S) {
  auto G = midGame(true);
  double Bytes = 0;
  for (auto _ : S) {
    std::size_t Before = liveHeapBytes();
    auto C = G->clone();
    Bytes = static_cast<double>(liveHeapBytes() - Before);
    benchmark::DoNotOptimize(C.get());
  }
  S.counters["bytes"] = Bytes;
  S.counters["objects"] = G->board().numObjects();
  S.counters["bytes_per_object"] = Bytes / G->board().numObjects();
}

/// Game::clone() of a mid-game state, and in the same run one full layer
/// recompute of that state: the target is clone <= 20 us and <= 10x the
/// recompute (bench/README.md).
void BM_Clone(benchmark::State &S, bool AtPriority, bool Reuse) {
  auto G = midGame(AtPriority);
  // Reuse: cloneInto() a scratch game, as a search does playout after
  // playout; else clone() a new game each time.
  std::unique_ptr<game::Game> Scratch = G->clone();
  for (auto _ : S) {
    if (Reuse) {
      G->cloneInto(*Scratch);
      benchmark::DoNotOptimize(Scratch.get());
    } else {
      auto C = G->clone();
      benchmark::DoNotOptimize(C.get());
    }
  }
  layers::LayerEngine Engine;
  const int Reps = 2000;
  auto T0 = std::chrono::steady_clock::now();
  for (int I = 0; I < Reps; ++I)
    Engine.recompute(G->board());
  double RecomputeNs =
      std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - T0).count() /
      Reps;
  S.counters["recompute_ns"] = RecomputeNs;
  S.counters["objects"] = G->board().numObjects();
  S.counters["answers_since_checkpoint"] = static_cast<double>(G->answersSinceCheckpoint());
}

void registerAll() {
  using benchmark::RegisterBenchmark;
  RegisterBenchmark("BM_Recompute/typical", BM_RecomputeTypical);
  RegisterBenchmark("BM_Recompute/typical_timestamp_only", BM_RecomputeTypicalTimestampOnly);
  RegisterBenchmark("BM_Recompute/large", BM_RecomputeGenerated, 5000, 500);
  // 2,000 and 4,000 show where the CPU stops learning a repeated board
  // (bench/README.md, D20).
  for (int N : {100, 1000, 2000, 4000, 10000})
    RegisterBenchmark(("BM_Recompute/permanents:" + std::to_string(N)).c_str(),
                      BM_RecomputeGenerated, N, 20);
  for (int N : {100, 1000, 10000})
    RegisterBenchmark(("BM_Recompute/varied_permanents:" + std::to_string(N)).c_str(),
                      BM_RecomputeVaried, N, 20);
  for (int M : {10, 100, 1000})
    RegisterBenchmark(("BM_Recompute/effects:" + std::to_string(M)).c_str(),
                      BM_RecomputeGenerated, 2000, M);
  RegisterBenchmark("BM_Order/timestamp_only", BM_Order, layers::Ordering::TimestampOnly);
  RegisterBenchmark("BM_Order/metadata", BM_Order, layers::Ordering::Metadata);
  RegisterBenchmark("BM_Order/trial_all_pairs", BM_Order, layers::Ordering::TrialAllPairs);
  RegisterBenchmark("BM_FlatLoop/typical", BM_FlatLoopTypical);
  for (int N : {100, 1000, 10000})
    RegisterBenchmark(("BM_FlatLoop/permanents:" + std::to_string(N)).c_str(),
                      BM_FlatLoopGenerated, N, 20);
  RegisterBenchmark("BM_Incremental/counter", BM_IncrementalCounter);
  RegisterBenchmark("BM_Incremental/counter_local:typical", BM_IncrementalLocal, typicalBoard());
  RegisterBenchmark("BM_Incremental/counter_local:permanents:10000", BM_IncrementalLocal,
                    generatedBoard(10000, 20, /*Seed=*/2026));
  RegisterBenchmark("BM_Incremental/board_wide:typical", BM_IncrementalBoardWide,
                    typicalBoard());
  RegisterBenchmark("BM_Incremental/board_wide:permanents:10000", BM_IncrementalBoardWide,
                    generatedBoard(10000, 20, /*Seed=*/2026))
      ->Unit(benchmark::kMillisecond);
  for (auto [Name, Kind] : {std::pair{"enter", ChangeKind::Enter},
                            std::pair{"control", ChangeKind::Control},
                            std::pair{"effect_begin", ChangeKind::EffectBegin},
                            std::pair{"effect_end", ChangeKind::EffectEnd}}) {
    RegisterBenchmark((std::string("BM_Incremental/") + Name + ":typical").c_str(),
                      BM_IncrementalChange, typicalBoard(), Kind);
    RegisterBenchmark((std::string("BM_Incremental/") + Name + ":permanents:10000").c_str(),
                      BM_IncrementalChange, generatedBoard(10000, 20, /*Seed=*/2026), Kind);
  }
  RegisterBenchmark("BM_Game/ai_vs_ai", BM_GameAiVsAi, false)->Unit(benchmark::kMillisecond);
  RegisterBenchmark("BM_Game/ai_vs_ai_clone_checkpoints", BM_GameAiVsAi, true)
      ->Unit(benchmark::kMillisecond);
  RegisterBenchmark("BM_Memory/engine:typical", BM_MemoryEngine, typicalBoard())->Iterations(3);
  RegisterBenchmark("BM_Memory/engine:permanents:10000", BM_MemoryEngine,
                    generatedBoard(10000, 20, /*Seed=*/2026))
      ->Iterations(3);
  RegisterBenchmark("BM_Memory/game_clone", BM_MemoryClone)->Iterations(3);
  RegisterBenchmark("BM_Clone/at_priority", BM_Clone, true, false)
      ->Unit(benchmark::kMicrosecond);
  RegisterBenchmark("BM_Clone/inside_a_procedure", BM_Clone, false, false)
      ->Unit(benchmark::kMicrosecond);
  RegisterBenchmark("BM_Clone/into_a_reused_game_at_priority", BM_Clone, true, true)
      ->Unit(benchmark::kMicrosecond);
  RegisterBenchmark("BM_Clone/into_a_reused_game_inside_a_procedure", BM_Clone, false, true)
      ->Unit(benchmark::kMicrosecond);
  for (int N : {100, 1000, 10000})
    RegisterBenchmark(("BM_PredictorFloor/objects:" + std::to_string(N)).c_str(),
                      BM_PredictorFloor, N);
  registerScenarioBenchmarks();
  registerGameStepBenchmarks();
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
