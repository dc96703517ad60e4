#!/usr/bin/env python3
"""Prints the side-by-side table of xmage-side-by-side.sh (issue 16), and
the game-action comparison (issue 27 point 3).

Usage: side-by-side-report.py STRATA_JSON XMAGE_TSV BOARD...
         [--action ACTION_FILE STRATA_BEFORE STRATA_AFTER XMAGE_BEFORE XMAGE_AFTER XMAGE_FIRST]

STRATA_JSON: strata-bench --benchmark_repetitions=N --benchmark_out_format=json
  (BM_Recompute/<board>: the median of the repetitions, CPU time).
XMAGE_TSV: the output of StrataBoards bench (the "median" line of each board:
  CPU time of the measuring thread and wall-clock time, microseconds).
The ratio is XMage's median CPU time over Strata's; target: >= 100.

--action: the game action (strata-bench-boards action typical: card,
caster, target). Strata: BM_GameAction/giant_growth:typical's median
action_ns (the action alone, the thread's CPU time) and clone_ns (the
Game::cloneInto that resets it); XMage: the "giant_growth:typical" median
line of XMAGE_TSV (action_us, reset_us: the same clock). The four
characteristics files (compare-characteristics.py's format) say what each
engine computed for the typical board's permanents before and after the
action: the permanents the action changed must be the same in both, and
the target's P/T after it the same. XMage's "before" is its board settled
(applyEffects() called until nothing changes, StrataBoards.settle());
XMAGE_FIRST is its first pass (the table compare-characteristics.py
prints), and the report says how many permanents the two differ in.
"""
import json
import sys

TARGET = 100.0
UNIT_US = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}

args = sys.argv[1:]
action_args = None
if "--action" in args:
    i = args.index("--action")
    action_args, args = args[i + 1:i + 7], args[:i]
    if len(action_args) != 6:
        sys.exit("side-by-side-report: --action takes ACTION_FILE STRATA_BEFORE STRATA_AFTER "
                 "XMAGE_BEFORE XMAGE_AFTER XMAGE_FIRST")
strata_json, xmage_tsv, boards = args[0], args[1], args[2:]
run = json.load(open(strata_json))
strata = {}
strata_rows = {}
for b in run["benchmarks"]:
    if b.get("aggregate_name") == "median" or (
            b.get("run_type") != "aggregate" and b["run_name"] not in strata):
        strata[b["run_name"]] = b["cpu_time"] * UNIT_US[b["time_unit"]]
        strata_rows[b["run_name"]] = b
xmage = {}
xmage_action = {}
for line in open(xmage_tsv):
    f = line.rstrip("\n").split("\t")
    if len(f) > 1 and f[1] == "median":
        kv = dict(zip(f[2::2], f[3::2]))
        if "action_us" in kv:
            xmage_action[f[0]] = kv
        else:
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


def load_characteristics(path):
    rows = {}
    for line in open(path):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 7:
            rows[int(f[0])] = f
    return rows


def action_report(action_file, s_before, s_after, x_before, x_after, x_first):
    fields = None
    for line in open(action_file):
        f = line.rstrip("\n").split("\t")
        if f[0] == "action":
            fields = f
    card, caster, target = fields[1], int(fields[2]), int(fields[3])
    print()
    print(f"Game action on the typical board: {card} cast by player {caster} on object {target} "
          "and resolved (priority, target, stack, state-based actions, recomputations), "
          "until its caster holds priority again")
    name = "BM_GameAction/giant_growth:typical"
    row = strata_rows.get(name)
    x = xmage_action.get("giant_growth:typical")
    ok = True
    if row is None or x is None or "action_ns" not in row:
        print(f"  missing: {'Strata ' + name if row is None else ''} "
              f"{'XMage giant_growth:typical' if x is None else ''}")
        ok = False
    else:
        s_us, s_reset = row["action_ns"] / 1000, row["clone_ns"] / 1000
        x_us, x_reset = float(x["action_us"]), float(x["reset_us"])
        header = ("", "Strata", "XMage", "XMage/Strata")
        rows = [("action (median CPU time)", fmt_us(s_us), fmt_us(x_us), f"{x_us / s_us:.0f}x"),
                ("reset per iteration, not in the action", fmt_us(s_reset) + " (Game::cloneInto)",
                 fmt_us(x_reset) + " (GameState copy + restore)", f"{x_reset / s_reset:.0f}x")]
        widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
        for r in [header] + rows:
            print("  " + "  ".join(c.rjust(w) if i else c.ljust(w)
                                   for i, (c, w) in enumerate(zip(r, widths))))
        per_call = xmage.get("typical")
        extra = ""
        if per_call:
            extra = (f"; the action costs XMage {x_us / per_call[1]:.1f} times its applyEffects() "
                     f"on this board ({fmt_us(per_call[1])} in this run)")
        print(f"  XMage called applyEffects() {x['apply_effects_per_action']} times per action{extra}; "
              f"Strata answered {fields[4] if len(fields) > 4 else '?'} decisions; "
              f"Strata's figures include one read of the thread's CPU clock "
              f"({row.get('clock_read_ns', 0):.0f} ns) each")
    sb, sa = load_characteristics(s_before), load_characteristics(s_after)
    xb, xa = load_characteristics(x_before), load_characteristics(x_after)
    s_changed = sorted(i for i in sa if sa[i] != sb.get(i))
    x_changed = sorted(i for i in xa if xa[i] != xb.get(i))
    s_pt = f"{sb[target][3]} -> {sa[target][3]}"
    x_pt = f"{xb[target][3]} -> {xa[target][3]}"
    same = s_changed == x_changed and sa[target][3] == xa[target][3]
    ok &= same
    print(f"  {sa[target][1]} ({target}): Strata {s_pt}, XMage {x_pt}; permanents the action "
          f"changed: Strata {s_changed}, XMage {x_changed}: "
          f"{'the same result' if same else 'DIFFERENT results'}")
    xf = load_characteristics(x_first)
    unsettled = sorted(i for i in xb if xb[i] != xf.get(i))
    if x is not None:
        print(f"  XMage's board settled after {x.get('settling_calls', '?')} more applyEffects() "
              f"calls; it differs from XMage's first pass (the table below) in {len(unsettled)} "
              f"permanents {unsettled}")
    return ok


if action_args:
    if not action_report(*action_args):
        print("game action: comparison incomplete or results differ")
