//===- GameStepBench.cpp - One game step on boards of N permanents --------===//
//
// Issue 16's game-level figure: what an embedder pays to set up a game of
// N permanents through the Game API and take one action in it (a Giant
// Growth cast and resolved: priority, a target, the stack, state-based
// actions, every recomputation). Linear means x10 the permanents costs
// about x10 the time (the target: within x12).
//
//===----------------------------------------------------------------------===//
#include "GameStepBench.h"

#include "GameAction.h"

#include "strata/cards/CardLibrary.h"
#include "strata/game/Game.h"

#include <benchmark/benchmark.h>

#include <ctime>
#include <stdexcept>
#include <string>

namespace strata::bench {
namespace {
using runtime::ObjectId;
using runtime::Zone;

const runtime::CardDef &card(const char *Name) {
  const runtime::CardDef *C = cards::findCard(Name);
  if (!C)
    throw std::runtime_error(std::string("no card named ") + Name);
  return *C;
}

/// Index of the first option of the pending decision that \p Want accepts.
template <class F> int optionWhere(const game::Decision &D, F &&Want) {
  for (std::size_t I = 0; I < D.Options.size(); ++I)
    if (Want(D.Options[I]))
      return static_cast<int>(I);
  throw std::logic_error("the benchmark game has no option for: " + D.Prompt);
}

/// Sets up the board (an anthem and Humility over N-3 creatures of
/// Alice's and lands of Bob's, as BM_Scenario's), starts the game, and
/// casts Giant Growth on a Grizzly Bears until it has resolved.
void setUpAndAct(int Permanents) {
  game::Game G({"Alice", "Bob"}, /*Seed=*/1);
  G.setManaCostsWaived(true);
  G.addCard(card("Glorious Anthem"), 0, Zone::Battlefield);
  G.addCard(card("Humility"), 0, Zone::Battlefield);
  ObjectId Bear = G.addCard(card("Grizzly Bears"), 0, Zone::Battlefield);
  const runtime::CardDef &Bears = card("Grizzly Bears"), &Forest = card("Forest");
  for (int I = 3; I < Permanents; ++I)
    G.addCard(I % 2 ? Bears : Forest, I % 2 ? 0 : 1, Zone::Battlefield);
  for (runtime::PlayerId P : {0, 1})
    for (int I = 0; I < 10; ++I)
      G.addCard(Forest, P, Zone::Library);
  ObjectId Growth = G.addCard(card("Giant Growth"), 0, Zone::Hand);
  G.start();
  while (G.board().object(Growth).In != Zone::Graveyard) {
    const game::Decision &D = *G.pending();
    int Pick = 0;
    if (D.Kind == game::DecisionKind::Priority)
      Pick = G.board().object(Growth).In == Zone::Hand
                 ? optionWhere(D, [&](const game::Option &O) {
                     return O.Action == game::ActionKind::CastSpell && O.Object == Growth;
                   })
                 : optionWhere(D, [](const game::Option &O) {
                     return O.Action == game::ActionKind::PassPriority;
                   });
    else if (D.Kind == game::DecisionKind::Target)
      Pick = optionWhere(D, [&](const game::Option &O) { return O.Object == Bear; });
    if (auto Refused = G.answer(Pick))
      throw std::logic_error(Refused->Message);
  }
  // Humility 1/1, the anthem +1/+1, Giant Growth +3/+3 (CR 613.4b, 613.4c).
  if (G.characteristics(Bear).Power != 5)
    throw std::logic_error("the benchmark game's Grizzly Bears is not 5/5");
}

void BM_GameStep(benchmark::State &S, int Permanents) {
  for (auto _ : S)
    setUpAndAct(Permanents);
  S.counters["permanents"] = Permanents;
  S.counters["per_permanent"] = benchmark::Counter(
      Permanents,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

/// The calling thread's CPU time (the clock XMage's harness reads through
/// ThreadMXBean.getCurrentThreadCpuTime()), in nanoseconds.
double threadCpuNs() {
  timespec T;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
  return static_cast<double>(T.tv_sec) * 1e9 + static_cast<double>(T.tv_nsec);
}

/// BM_GameAction/giant_growth:typical (issue 27 point 3, D134): the
/// typical board as a game (GameAction.h); each iteration copies the
/// prepared game into a scratch game (Game::cloneInto, as a search does)
/// and casts and resolves Giant Growth in the copy. The thread's CPU clock
/// is read around each part: `action_ns` is the action alone (the
/// side-by-side figure), `clone_ns` the copy that resets the game; the
/// iteration's own time is both, with the check of the result.
/// `clock_read_ns`: one read of that clock, inside each part's figure;
/// `full_passes`, `reach_updates`, `local_updates`, `unchanged`: how the
/// layers were brought up to date in one action.
void BM_GameAction(benchmark::State &S) {
  ActionGame A = typicalActionGame();
  std::unique_ptr<game::Game> Scratch = A.G->clone();
  double CloneNs = 0, ActionNs = 0;
  int Answers = 0;
  for (auto _ : S) {
    double T0 = threadCpuNs();
    A.G->cloneInto(*Scratch);
    double T1 = threadCpuNs();
    Answers = castAndResolve(*Scratch, A.Spell, A.Caster, A.Target);
    double T2 = threadCpuNs();
    CloneNs += T1 - T0;
    ActionNs += T2 - T1;
    // Llanowar Elves: Humility's 1/1, then Giant Growth's +3/+3 (CR 613.4b, c).
    if (Scratch->characteristics(A.Target).Power != 4 ||
        Scratch->characteristics(A.Target).Toughness != 4) {
      S.SkipWithError("Giant Growth did not make the Llanowar Elves 4/4");
      return;
    }
  }
  auto N = static_cast<double>(S.iterations());
  S.counters["action_ns"] = ActionNs / N;
  S.counters["clone_ns"] = CloneNs / N;
  S.counters["answers"] = Answers;
  S.counters["objects"] = A.G->board().numObjects();
  // How the game's layer engine brought the characteristics up to date in
  // one action (untimed): full passes, updates of a change's reach, local
  // counter updates, and checks that found nothing changed (D66, D120).
  A.G->cloneInto(*Scratch);
  layers::UpdateStats U0 = Scratch->layers().updateStats();
  castAndResolve(*Scratch, A.Spell, A.Caster, A.Target);
  const layers::UpdateStats &U1 = Scratch->layers().updateStats();
  S.counters["full_passes"] = static_cast<double>(U1.FullPasses - U0.FullPasses);
  S.counters["reach_updates"] = static_cast<double>(U1.ReachUpdates - U0.ReachUpdates);
  S.counters["local_updates"] = static_cast<double>(U1.LocalUpdates - U0.LocalUpdates);
  S.counters["unchanged"] = static_cast<double>(U1.Unchanged - U0.Unchanged);
  double C0 = threadCpuNs();
  for (int I = 0; I < 999; ++I)
    benchmark::DoNotOptimize(threadCpuNs());
  S.counters["clock_read_ns"] = (threadCpuNs() - C0) / 1000;
}

} // namespace

void registerGameStepBenchmarks() {
  benchmark::RegisterBenchmark("BM_GameAction/giant_growth:typical", BM_GameAction)
      ->Unit(benchmark::kMicrosecond);
  for (int N : {1000, 10000, 20000})
    benchmark::RegisterBenchmark(("BM_GameStep/set_up_and_cast:" + std::to_string(N)).c_str(),
                                 BM_GameStep, N)
        ->Unit(benchmark::kMillisecond);
}

} // namespace strata::bench
