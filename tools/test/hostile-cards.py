#!/usr/bin/env python3
"""Card names and rules text from a card module are escaped for where they
are printed (issue 29, D112, tools/strata/Escape.h). The module
(tools/test/hostile-cards/) names its cards with terminal escape
sequences, an OSC title, U+202E, zero-width characters, controls beside
NUL, NUL itself, bytes that are not UTF-8 and a 65,536-character name.
`strata cards` (text, --text, --json, --check, a card by name), and
check (text, JSON, JUnit), explain (text, HTML) and graph (DOT, SVG) of
scenarios using them print none of those bytes raw; every machine format
parses and shows the names in their visible form.

usage: hostile-cards.py STRATA MODULE WORKDIR
"""
import json
import os
import re
import subprocess
import sys
import time

import rawbytes
import xml.etree.ElementTree as ET

strata = os.path.abspath(sys.argv[1])
module = os.path.abspath(sys.argv[2])
work = os.path.join(sys.argv[3], "hostile-cards")
os.makedirs(work, exist_ok=True)
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL:", msg)


def run(*args, timeout=120):
    p = subprocess.run([strata, *args[:1], "--cards", module, *args[1:]], cwd=work,
                       capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


clean = rawbytes.checker(fail)


LONG = "LongLongLongLong" * 4096 + r"<script>\x1b[2J"
# Each card: its visible name and text (as strata shows them), and the name
# as a YAML double-quoted string (None: YAML cannot hold it, as the file
# must be UTF-8).
CARDS = [
    (r"\x1b[2J\x1b[H\x1b[31mALL TESTS PASSED\x1b[0m",
     r"\x1b]0;pwned\x07 gets +1/+1.\x1b[8m hidden\x1b[0m",
     r"\e[2J\e[H\e[31mALL TESTS PASSED\e[0m"),
    (r"right \u202eexe.txt\u200b\u2060\ufeff",
     r"line\u2028separator \u2066isolate\u2069 \u200dzwj",
     r"right \u202Eexe.txt\u200B\u2060\uFEFF"),
    (r"nul\x01\x7f\u009b31m\x00after", r"carriage\rreturn\x08back\x00nul",
     r"nul\x01\x7f\u009b31m\0after"),
    (r"bad \xff\xfe \x80 \xed\xa0\x80 \xc0\xaf utf8", r"text \xff\xed\xb0\x80", None),
    (LONG, "Long text. " * 256, "LongLongLongLong" * 4096 + r"<script>\e[2J"),
]

# cards: one header line per card, escaped; --text adds the rules text.
code, out, err = run("cards", "--loaded", "--text")
if code != 0:
    fail(f"cards --text: exit {code}: {err[:300]!r}")
clean("cards --text stdout", out) and clean("cards --text stderr", err)
text = out.decode("utf-8", "replace")
for name, rules, _ in CARDS:
    if not re.search("^" + re.escape(name) + r" \{[WUBRG]\} - Creature - Bear \d/\d$", text, re.M):
        fail(f"cards: no header line for {name[:80]!r}")
    if f"\n  | {rules}\n" not in text:
        fail(f"cards --text: no text line '  | {rules[:80]}'")
if len(re.findall(r"^\S", text, re.M)) != len(CARDS):
    fail(f"cards: not {len(CARDS)} header lines (a name or text split a line): {text[:2000]!r}")

# The whole pool with them, and the check of their text.
# (The pool's own known gaps make --check of the whole pool exit 1.)
for args, status in ((["cards"], 0), (["cards", "--check"], 1), (["cards", "--check", "--loaded"], 0)):
    code, out, err = run(*args)
    clean(f"{args!r} stdout", out) and clean(f"{args!r} stderr", err)
    if code != status:
        fail(f"{args!r}: exit {code}, not {status}: {err[:300]!r}")
code, out, err = run("cards", "--check", "--loaded")
if out != b"5 cards checked, 0 problems\n":
    fail(f"cards --check --loaded: {out[:300]!r}")

# cards --json: UTF-8 JSON, names and texts in their visible form.
code, out, err = run("cards", "--loaded", "--json")
clean("cards --json", out)
try:
    doc = json.loads(out.decode("utf-8"))
    got = {c["name"]: c.get("text") for c in doc}
    for name, rules, _ in CARDS:
        if got.get(name, "missing") != rules:
            fail(f"cards --json: {name[:80]!r} has text {str(got.get(name, 'missing'))[:80]!r}")
except Exception as e:  # noqa: BLE001
    fail(f"cards --json: does not parse: {e}: {out[:300]!r}")

# A card named on the command line (the bytes themselves), and a name that
# is close: the suggestion names the hostile card escaped.
code, out, err = run("cards", "\x1b[2J\x1b[H\x1b[31mALL TESTS PASSED\x1b[0m")
clean("cards NAME", out)
if code != 0 or not out.startswith(CARDS[0][0].encode() + b" {G}"):
    fail(f"cards NAME: exit {code}, {out[:200]!r} {err[:200]!r}")
code, out, err = run("cards", "right \u202eexe.txt")
clean("cards NEAR-NAME stderr", err)
want = ("strata: error: no card named 'right \\u202eexe.txt'; did you mean "
        "'right \\u202eexe.txt\\u200b\\u2060\\ufeff'")
if code != 2 or not err.decode("utf-8", "replace").startswith(want):
    fail(f"cards NEAR-NAME: exit {code}, stderr {err[:300]!r}")


def scenario_file(i, name_yaml):
    path = os.path.join(work, f"card-{i}.yaml")
    with open(path, "w") as f:
        # pt 9/9 fails: the mismatch line names the card.
        f.write(f'name: "card {i}"\nbattlefield:\n  - "{name_yaml}"\n'
                f'expect:\n  "{name_yaml}": {{pt: 9/9}}\n')
    return path


files = [(i, scenario_file(i, y)) for i, (_, _, y) in enumerate(CARDS) if y is not None]
paths = [p for _, p in files]

code, out, err = run("check", *paths)
if code != 1:
    fail(f"check: exit {code}, not 1 (every scenario fails): {err[:300]!r}")
clean("check stdout", out) and clean("check stderr", err)
text = out.decode("utf-8", "replace")
for i, _ in files:
    name = CARDS[i][0]
    if f"\n  {name}.pt: expected 9/9, got " not in text:
        fail(f"check: no mismatch line for card {i} ({name[:60]!r})")
if len(re.findall(r"^FAIL ", text, re.M)) != len(files):
    fail(f"check: not {len(files)} FAIL lines")

code, out, err = run("check", "--format=json", *paths)
clean("check json", out)
try:
    doc = json.loads(out.decode("utf-8"))
    got = [m["mismatch"] for s in doc["scenarios"] for m in s["mismatches"]]
    for i, _ in files:
        if not any(g.startswith(CARDS[i][0] + ".pt: expected 9/9") for g in got):
            fail(f"check json: card {i} not in the mismatches")
except Exception as e:  # noqa: BLE001
    fail(f"check json: does not parse: {e}")

code, out, err = run("check", "--format=junit", *paths)
clean("check junit", out)
try:
    root = ET.fromstring(out)
    got = [f.text for f in root.iter("failure")]
    for i, _ in files:
        if not any(g.startswith(CARDS[i][0] + ".pt: expected 9/9") for g in got):
            fail(f"junit: card {i} not in the failures")
except ET.ParseError as e:
    fail(f"junit: not well-formed XML: {e}")

for i, path in files:
    name = CARDS[i][0]
    code, out, err = run("explain", path)
    clean(f"explain {i}", out) and clean(f"explain {i} stderr", err)
    if i == 0 and (f"  1. {name} (HostileEscapes::Pumps) [source {name}, timestamp 2]"
                   not in out.decode("utf-8", "replace")):
        fail("explain: the effect's line does not name the card escaped")
    start = time.monotonic()
    code, out, err = run("explain", "--html", path)
    took = time.monotonic() - start
    clean(f"explain --html {i}", out)
    if code != 0 or b"<script>" in out or took > 20:
        fail(f"explain --html {i}: exit {code}, {took:.1f} s, raw <script>: {b'<script>' in out}")
    if i == 0 and f"<td>{name} (HostileEscapes::Pumps)</td>".encode() not in out:
        fail("explain --html: the effect's row does not name the card escaped")
    code, out, err = run("graph", path)
    clean(f"graph {i}", out)
    dot = subprocess.run(["dot", "-Tsvg"], input=out, capture_output=True)
    if dot.returncode != 0 or dot.stderr:
        fail(f"graph {i}: dot rejects or warns: {dot.stderr[:300]!r}")
    start = time.monotonic()
    code, out, err = run("graph", "--format=svg", path)
    took = time.monotonic() - start
    clean(f"graph --format=svg {i}", out)
    try:
        ET.fromstring(out)
    except ET.ParseError as e:
        fail(f"graph --format=svg {i}: not well-formed XML: {e}")
    if code != 0 or took > 20:
        fail(f"graph --format=svg {i}: exit {code}, {took:.1f} s")

if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
print("ok: hostile card names and texts escaped everywhere")
