//===- GameStepBench.h - One game step on boards of N permanents -*- C++ -*-===//
#ifndef STRATA_BENCH_GAMESTEPBENCH_H
#define STRATA_BENCH_GAMESTEPBENCH_H

namespace strata::bench {

/// BM_GameStep/set_up_and_cast:N (N = 1,000, 10,000, 20,000) and
/// BM_GameAction/giant_growth:typical.
void registerGameStepBenchmarks();

} // namespace strata::bench

#endif
