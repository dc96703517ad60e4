#!/usr/bin/env python3
"""Prints the side-by-side table of xmage-side-by-side.sh (issue 16).

Usage: side-by-side-report.py STRATA_JSON XMAGE_TSV BOARD...

STRATA_JSON: strata-bench --benchmark_repetitions=N --benchmark_out_format=json
  (BM_Recompute/<board>: the median of the repetitions, CPU time).
XMAGE_TSV: the output of StrataBoards bench (the "median" line of each board:
  CPU time of the measuring thread and wall-clock time, microseconds).
The ratio is XMage's median CPU time over Strata's; target: >= 100.
"""
import json
import sys

TARGET = 100.0
UNIT_US = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}

strata_json, xmage_tsv, boards = sys.argv[1], sys.argv[2], sys.argv[3:]
run = json.load(open(strata_json))
strata = {}
for b in run["benchmarks"]:
    if b.get("aggregate_name") == "median" or (
            b.get("run_type") != "aggregate" and b["run_name"] not in strata):
        strata[b["run_name"]] = b["cpu_time"] * UNIT_US[b["time_unit"]]
xmage = {}
for line in open(xmage_tsv):
    f = line.rstrip("\n").split("\t")
    if len(f) > 1 and f[1] == "median":
        kv = dict(zip(f[2::2], f[3::2]))
        xmage[f[0]] = (int(kv["permanents"]), float(kv["cpu_us"]), float(kv["wall_us"]))


def fmt_us(us):
    if us >= 1000:
        return f"{us / 1000:.2f} ms"
    return f"{us:.2f} us" if us < 100 else f"{us:.0f} us"


print("Layer recomputation, median of the repetitions (CPU time; XMage's wall time beside it)")
header = ("board", "permanents", "Strata", "XMage", "XMage wall", "XMage/Strata", ">=100x")
rows = []
ok_all = True
for b in boards:
    s = strata.get(f"BM_Recompute/{b}")
    x = xmage.get(b)
    if s is None or x is None:
        rows.append((b, "?", fmt_us(s) if s else "missing", fmt_us(x[1]) if x else "missing", "", "", "no"))
        ok_all = False
        continue
    ratio = x[1] / s
    ok = ratio >= TARGET
    ok_all &= ok
    rows.append((b, str(x[0]), fmt_us(s), fmt_us(x[1]), fmt_us(x[2]), f"{ratio:.0f}x", "yes" if ok else "NO"))
widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
for r in [header] + rows:
    print("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))))
print(f"target (>= {TARGET:.0f}x faster than XMage on every board): {'met' if ok_all else 'NOT met'}")
print(f"strata-bench context: load average {run['context'].get('load_avg')}, "
      f"library build type {run['context'].get('library_build_type')}")
