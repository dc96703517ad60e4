#!/usr/bin/env python3
"""Prints issue 5's ratios from ONE strata-bench JSON run (CPU time).

Usage: build/bin/strata-bench --benchmark_out=run.json --benchmark_out_format=json
       bench/ratios.py run.json
"""
import json
import sys

run = json.load(open(sys.argv[1]))
cpu = {b["name"]: b["cpu_time"] for b in run["benchmarks"]}
rates = {b["name"]: b.get("decisions/s") for b in run["benchmarks"]}


def ratio(a, b):
    return cpu[a] / cpu[b]


print("load average:", run["context"].get("load_avg"))
rows = [
    ("typical / flat loop (target <= 2)", ratio("BM_Recompute/typical", "BM_FlatLoop/typical")),
    ("metadata / timestamp_only (target <= 1.3)", ratio("BM_Order/metadata", "BM_Order/timestamp_only")),
    ("trial_all_pairs / metadata (target >= 20)", ratio("BM_Order/trial_all_pairs", "BM_Order/metadata")),
    ("permanents 1000 / 100 (linear: 10)", ratio("BM_Recompute/permanents:1000", "BM_Recompute/permanents:100")),
    ("permanents 10000 / 1000 (linear: 10)", ratio("BM_Recompute/permanents:10000", "BM_Recompute/permanents:1000")),
    ("effects 100 / 10", ratio("BM_Recompute/effects:100", "BM_Recompute/effects:10")),
    ("effects 1000 / 100", ratio("BM_Recompute/effects:1000", "BM_Recompute/effects:100")),
    ("counter / typical", ratio("BM_Incremental/counter", "BM_Recompute/typical")),
]
for name, value in rows:
    print(f"{name:45} {value:10.2f}")
print(f"{'decisions/s (target > 100000)':45} {rates['BM_Game/ai_vs_ai']:10.0f}")
