//===- ScenarioBench.h - strata check on large boards ----------*- C++ -*-===//
#ifndef STRATA_BENCH_SCENARIOBENCH_H
#define STRATA_BENCH_SCENARIOBENCH_H

#include <string>

namespace strata::bench {

/// A scenario file's text: \p Permanents permanents (creatures of Alice's,
/// lands of Bob's, an anthem and Humility) and a few actions over them.
std::string largeScenario(int Permanents);

/// BM_Scenario/check_permanents:N, N = 1,000 to 20,000.
void registerScenarioBenchmarks();

} // namespace strata::bench

#endif
