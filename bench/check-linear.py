#!/usr/bin/env python3
"""Fails unless `strata check`'s work grows linearly with the board (issue 13).

Runs BM_Scenario/check_permanents at 2,000 and 20,000 permanents (the same
actions on a board ten times larger) in one strata-bench run and compares
CPU times: linear growth gives about x10; set-up or an action that is
quadratic in the board gives about x100. The bound, x20, leaves room for a
shared machine and for sanitizer builds.
    check-linear.py STRATA_BENCH
"""
import sys

from benchruns import repetitions

BOUND = 20.0
# The fastest repetition of each: other work on a shared machine only adds.
times = {}
for b in repetitions(sys.argv[1], "BM_Scenario/check_permanents:(2000|20000)$", 0.2):
    n = int(b["run_name"].split(":")[1])
    times[n] = min(times.get(n, float("inf")), b["cpu_time"])
ratio = times[20000] / times[2000]
print(f"2,000 permanents: {times[2000]:.1f} ms, 20,000: {times[20000]:.1f} ms, "
      f"x{ratio:.1f} for x10 the board (bound x{BOUND:.0f})")
sys.exit(0 if ratio <= BOUND else 1)
