//===- ScenarioBench.cpp - strata check on large boards, in process --------===//
//
// What `strata check FILE` does, minus starting the process: read the YAML,
// set up the board, run the actions, check the expectations. The board
// grows; the actions do not, so time per permanent stays flat when set-up
// and each action are linear in the board (issue 13).
//
//===----------------------------------------------------------------------===//
#include "ScenarioBench.h"

#include "strata/scenario/Reader.h"
#include "strata/scenario/Runner.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <benchmark/benchmark.h>

#include <fmt/format.h>

namespace strata::bench {

std::string largeScenario(int Permanents) {
  // An anthem and Humility (layers 6, 7b, 7c over every creature), then
  // creatures of Alice's and lands of Bob's; a spell, an entering
  // Opalescence, combat, a turn's end and a leaving Humility.
  std::string Y = fmt::format("name: a board of {} permanents\n"
                              "battlefield:\n"
                              "  - Glorious Anthem\n"
                              "  - Humility\n"
                              "  - {{card: Grizzly Bears, id: bear}}\n",
                              Permanents);
  for (int I = 3; I < Permanents; ++I)
    Y += I % 2 ? fmt::format("  - {{card: Grizzly Bears, id: b{}}}\n", I)
               : fmt::format("  - {{card: Forest, id: f{}, controller: Bob}}\n", I);
  // Humility: 1/1, +1/+1 anthem, +3/+3 until end of turn: 5/5. Opalescence
  // makes the anthem a creature, so Humility removes its ability (layer 6,
  // before it applies in 7c: 613.6): 4/4 in combat, 1/1 after the turn;
  // without Humility, 2/2 + 1 = 3/3.
  Y += "actions:\n"
       "  - cast: Giant Growth\n"
       "    targets: [bear]\n"
       "  - expect: {bear: {pt: 5/5}}\n"
       "  - enter: Opalescence\n"
       "  - attack: [bear]\n"
       "  - end_turn: true\n"
       "  - expect: {bear: {pt: 1/1}}\n"
       "  - leave: Humility\n"
       "expect:\n"
       "  bear: {pt: 3/3}\n"
       "  Bob: {life: 16}\n";
  return Y;
}

namespace {

void BM_ScenarioCheck(benchmark::State &S, int Permanents) {
  const std::string Text = largeScenario(Permanents);
  for (auto _ : S) {
    llvm::SourceMgr SM;
    std::string Errors;
    llvm::raw_string_ostream ErrOS(Errors);
    scenario::Diagnostics Diags(ErrOS);
    Diags.attach(SM);
    unsigned Id = SM.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(Text, "large.yaml", /*RequiresNull=*/true),
        llvm::SMLoc());
    std::vector<scenario::Scenario> All = scenario::readScenarios(SM, Id, Diags);
    if (All.size() != 1) {
      S.SkipWithError(("the scenario did not read: " + Errors).c_str());
      return;
    }
    scenario::ScenarioRun Run(All[0], SM, Diags);
    if (!Run.run() || !Run.mismatches().empty() || Diags.errors()) {
      S.SkipWithError(("the scenario did not pass: " + Errors).c_str());
      return;
    }
  }
  S.counters["permanents"] = Permanents;
  S.counters["per_permanent"] = benchmark::Counter(
      Permanents,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

} // namespace

void registerScenarioBenchmarks() {
  for (int N : {1000, 2000, 10000, 20000})
    benchmark::RegisterBenchmark(("BM_Scenario/check_permanents:" + std::to_string(N)).c_str(),
                                 BM_ScenarioCheck, N)
        ->Unit(benchmark::kMillisecond);
}

} // namespace strata::bench
