#!/usr/bin/env python3
"""Prints issue 5's ratios from ONE strata-bench JSON run (CPU time).

Usage: build/bin/strata-bench --benchmark_repetitions=5 \
           --benchmark_out=run.json --benchmark_out_format=json
       bench/ratios.py run.json
"""
import json
import sys

run = json.load(open(sys.argv[1]))
# With --benchmark_repetitions, the medians of the repetitions (this machine
# is shared: a single repetition can be 10% off); otherwise the one result.
medians = [b for b in run["benchmarks"] if b.get("aggregate_name") == "median"]
rows_used = medians or [b for b in run["benchmarks"] if b.get("run_type") != "aggregate"]
cpu = {b["run_name"] if medians else b["name"]: b["cpu_time"] for b in rows_used}
rates = {b["run_name"] if medians else b["name"]: b.get("decisions/s") for b in rows_used}


def ratio(a, b):
    return cpu[a] / cpu[b]


print("load average:", run["context"].get("load_avg"))
rows = [
    ("typical / flat loop (target <= 2)", ratio("BM_Recompute/typical", "BM_FlatLoop/typical")),
    ("metadata / timestamp_only (target <= 1.3)", ratio("BM_Order/metadata", "BM_Order/timestamp_only")),
    ("trial_all_pairs / metadata (target >= 20)", ratio("BM_Order/trial_all_pairs", "BM_Order/metadata")),
    ("permanents 1000 / 100 (linear: 10)", ratio("BM_Recompute/permanents:1000", "BM_Recompute/permanents:100")),
    ("permanents 10000 / 1000 (linear: 10)", ratio("BM_Recompute/permanents:10000", "BM_Recompute/permanents:1000")),
    ("  flat loop 1000 / 100", ratio("BM_FlatLoop/permanents:1000", "BM_FlatLoop/permanents:100")),
    ("  flat loop 10000 / 1000", ratio("BM_FlatLoop/permanents:10000", "BM_FlatLoop/permanents:1000")),
    ("  varied layouts 1000 / 100", ratio("BM_Recompute/varied_permanents:1000", "BM_Recompute/varied_permanents:100")),
    ("  varied layouts 10000 / 1000", ratio("BM_Recompute/varied_permanents:10000", "BM_Recompute/varied_permanents:1000")),
    ("  predictor floor 1000 / 100", ratio("BM_PredictorFloor/objects:1000", "BM_PredictorFloor/objects:100")),
    ("  predictor floor 10000 / 1000", ratio("BM_PredictorFloor/objects:10000", "BM_PredictorFloor/objects:1000")),
    ("  engine / flat loop at 100", ratio("BM_Recompute/permanents:100", "BM_FlatLoop/permanents:100")),
    ("  engine / flat loop at 1000", ratio("BM_Recompute/permanents:1000", "BM_FlatLoop/permanents:1000")),
    ("  engine / flat loop at 10000", ratio("BM_Recompute/permanents:10000", "BM_FlatLoop/permanents:10000")),
    ("effects 100 / 10", ratio("BM_Recompute/effects:100", "BM_Recompute/effects:10")),
    ("effects 1000 / 100", ratio("BM_Recompute/effects:1000", "BM_Recompute/effects:100")),
    ("counter / typical", ratio("BM_Incremental/counter", "BM_Recompute/typical")),
]
counters = {b["run_name"] if medians else b["name"]: b for b in rows_used}


def counter_ratio(name, num, den=None):
    """A ratio of one benchmark's counters (D66's are timed in one loop)."""
    b = counters[name]
    scale = {"ns": 1, "us": 1e3, "ms": 1e6}[b["time_unit"]]
    return (b[num] if num else b["cpu_time"] * scale) / b[den]


rows += [
    ("counter local / full pass, typical (target <= 0.25)",
     counter_ratio("BM_Incremental/counter_local:typical", None, "full_ns")),
    ("counter local / full pass, 10000 (target <= 0.01)",
     counter_ratio("BM_Incremental/counter_local:permanents:10000", None, "full_ns")),
    ("board-wide update / full pass, typical (<= 1.05)",
     counter_ratio("BM_Incremental/board_wide:typical", "update_ns", "full_ns")),
    ("board-wide update / full pass, 10000 (<= 1.05)",
     counter_ratio("BM_Incremental/board_wide:permanents:10000", "update_ns", "full_ns")),
    ("game step 10000 / 1000 (target <= 12)",
     ratio("BM_GameStep/set_up_and_cast:10000", "BM_GameStep/set_up_and_cast:1000")),
    ("game step 20000 / 10000 (linear: 2)",
     ratio("BM_GameStep/set_up_and_cast:20000", "BM_GameStep/set_up_and_cast:10000")),
]
for name, value in rows:
    print(f"{name:50} {value:10.4f}")
print(f"{'decisions/s (target >= 400000)':45} {rates['BM_Game/ai_vs_ai']:10.0f}")
