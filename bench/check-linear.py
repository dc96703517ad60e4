#!/usr/bin/env python3
"""Fails unless the whole program's work grows linearly with the board
(issues 13 and 16).

In one strata-bench run: BM_Scenario/check_permanents at 2,000 and 20,000
permanents (what `strata check` does with one file) and
BM_GameStep/set_up_and_cast at 1,000 and 10,000 (a game set up through the
Game API and one spell cast and resolved), each the same work on a board
ten times larger. Linear growth gives about x10 (issue 16's target: within
x12 for the game step, measured in bench/README.md); set-up or an action
quadratic in the board gives about x100. The bound checked here, x20,
leaves room for a shared machine and for sanitizer builds.
    check-linear.py STRATA_BENCH
"""
import sys

from benchruns import repetitions

BOUND = 20.0
PAIRS = (("BM_Scenario/check_permanents", 2000, 20000),
         ("BM_GameStep/set_up_and_cast", 1000, 10000))
# The fastest repetition of each: other work on a shared machine only adds.
times = {}
pattern = "|".join(f"{name}:({small}|{large})$" for name, small, large in PAIRS)
for b in repetitions(sys.argv[1], pattern, 0.2):
    times[b["run_name"]] = min(times.get(b["run_name"], float("inf")), b["cpu_time"])
failed = False
for name, small, large in PAIRS:
    a, b = times[f"{name}:{small}"], times[f"{name}:{large}"]
    ratio = b / a
    print(f"{name}: {small:,} permanents {a:.2f} ms, {large:,}: {b:.2f} ms, "
          f"x{ratio:.1f} for x10 the board (bound x{BOUND:.0f})")
    failed |= ratio > BOUND
sys.exit(1 if failed else 0)
