#!/usr/bin/env python3
"""Fails unless incremental recomputation (D66) meets issue 16's ratios in
one strata-bench run, each the median of 5 repetitions:
  one +1/+1 counter, recomputed locally, at most 0.25x a full pass of the
  typical board and at most 0.01x at 10,000 permanents (BM_Incremental/
  counter_local:*, whose `full_ns` counter is the full pass of the same
  board in the same repetition);
  an effect that reaches every object (BM_Incremental/board_wide:*, which
  times update() and recompute() after the same change, interleaved: its
  `update_ns` and `full_ns`) no slower than the full pass: the target is
  5%; CI allows 10%, as a shared machine moves timings by a few percent;
  a creature entering, a control change, Giant Growth's effect beginning
  and ending (D120, BM_Incremental/{enter,control,effect_begin,effect_end}:*,
  `update_ns` against `full_ns`) at most 0.25x a full pass of the typical
  board and 0.02x at 10,000 permanents (issue 27).
    check-incremental.py STRATA_BENCH
"""
import statistics
import sys

from benchruns import repetitions

SCALE = {"ns": 1, "us": 1e3, "ms": 1e6}
runs = {}
CHANGES = ("enter", "control", "effect_begin", "effect_end")
for b in repetitions(sys.argv[1],
                     "BM_Incremental/(counter_local|board_wide|" + "|".join(CHANGES) + "):",
                     0.05):
    runs.setdefault(b["run_name"], []).append(b)


def median(name, key=None):
    return statistics.median(
        b[key] if key else b["cpu_time"] * SCALE[b["time_unit"]] for b in runs[name])


failed = False


def judge(label, ratio, bound):
    global failed
    ok = ratio <= bound
    failed |= not ok
    print(f"{label}: x{ratio:.4f} (bound x{bound}){'' if ok else '  FAILED'}")


for board, bound in (("typical", 0.25), ("permanents:10000", 0.01)):
    name = f"BM_Incremental/counter_local:{board}"
    local, full = median(name), median(name, "full_ns")
    judge(f"counter, local / full pass, {board} ({local:.0f} ns / {full:.0f} ns)",
          local / full, bound)
for board in ("typical", "permanents:10000"):
    name = f"BM_Incremental/board_wide:{board}"
    upd, full = median(name, "update_ns"), median(name, "full_ns")
    judge(f"board-wide change, update() / recompute(), {board} ({upd:.0f} ns / {full:.0f} ns)",
          upd / full, 1.10)
for change in CHANGES:
    for board, bound in (("typical", 0.25), ("permanents:10000", 0.02)):
        name = f"BM_Incremental/{change}:{board}"
        upd, full = median(name, "update_ns"), median(name, "full_ns")
        judge(f"{change}, update() / full pass, {board} ({upd:.0f} ns / {full:.0f} ns)",
              upd / full, bound)
sys.exit(1 if failed or len(runs) != 4 + 2 * len(CHANGES) else 0)
