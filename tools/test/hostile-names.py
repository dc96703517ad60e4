#!/usr/bin/env python3
"""Names, file names and words that came from input are escaped for where
they are printed (issue 29, tools/strata/Escape.h): the terminal (check,
explain, coverage, errors), JSON and JUnit XML (check), HTML (explain
--html), DOT and SVG (graph). A scenario named with terminal escape
sequences, an OSC title, U+202E, NUL, a newline, a lone surrogate or
markup prints none of them raw; every machine format still parses. And a
15 MiB-class name is drawn in linear time (issue 29: minutes before).

usage: hostile-names.py STRATA WORKDIR
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
work = os.path.join(sys.argv[2], "hostile-names")
os.makedirs(work, exist_ok=True)
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL:", msg)


def run(*args, cwd=work, timeout=120):
    p = subprocess.run([strata, *args], cwd=cwd, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


clean = rawbytes.checker(fail)


# The hostile names, as YAML double-quoted strings, and what each must be
# shown as (the visible form).
NAMES = [
    (r"\e[2J\e[H\e[31mALL TESTS PASSED\e[0m", r"\x1b[2J\x1b[H\x1b[31mALL TESTS PASSED\x1b[0m"),
    (r"\e]0;pwned\a title", r"\x1b]0;pwned\x07 title"),
    (r"right \u202Eexe.txt", r"right \u202eexe.txt"),
    (r"nul \0 byte", r"nul \x00 byte"),
    (r"two\nPASS lines", r"two\nPASS lines"),
    (r"lone \uD800 surrogate", r"lone \xed\xa0\x80 surrogate"),
    (r"c1 \x9b31m and \x85 next line", r"c1 \u009b31m and \u0085 next line"),
    (r"<script>alert(1)</script> & \"q\" 'a' \\ back", None),
]


def scenario(name, failing=True):
    pt = "2/2" if failing else "3/3"
    return (f'name: "{name}"\nbattlefield:\n  - Grizzly Bears\n  - Glorious Anthem\n'
            f"expect:\n  Grizzly Bears: {{pt: {pt}}}\n")


files = []
for i, (name, _) in enumerate(NAMES):
    path = os.path.join(work, f"hostile-{i}.yaml")
    with open(path, "w") as f:
        f.write(scenario(name))
    files.append(path)
# A file whose own name is hostile.
evil_file = os.path.join(work, "evil\x1b[2J\x1b]0;t\x07\u202e.yaml")
with open(evil_file, "w") as f:
    f.write(scenario("plain name", failing=False))

# check, text: every name and file visible, one FAIL line per scenario.
code, out, err = run("check", *files, evil_file)
if code != 1:
    fail(f"check: exit {code}, not 1 (the scenarios fail): {err[:300]!r}")
clean("check stdout", out)
clean("check stderr", err)
text = out.decode("utf-8", "replace")
for name, shown in NAMES:
    if shown and f"FAIL {shown} (" not in text:
        fail(f"check: no line 'FAIL {shown} (...)' in {text[:600]!r}")
if len(re.findall(r"^(PASS|FAIL) ", text, re.M)) != len(NAMES) + 1:
    fail(f"check: not {len(NAMES) + 1} PASS/FAIL lines (a name split a line): {text!r}")
if "PASS plain name (" + os.path.join(work, r"evil\x1b[2J\x1b]0;t\x07\u202e.yaml") + ")" not in text:
    fail(f"check: the hostile file name is not shown escaped: {text!r}")

# check --format=json: valid UTF-8 JSON, the names in their visible form.
code, out, err = run("check", "--format=json", *files)
clean("json stdout", out)
try:
    doc = json.loads(out.decode("utf-8"))
    got = [s["name"] for s in doc["scenarios"]]
    for name, shown in NAMES:
        # JSON and XML keep a newline (their own escape), nothing else.
        if shown and shown.replace("\\n", "\n") not in got:
            fail(f"json: {shown!r} not among {got!r}")
except Exception as e:  # noqa: BLE001
    fail(f"json: does not parse: {e}: {out[:300]!r}")

# check --format=junit: well-formed XML whatever the names.
code, out, err = run("check", "--format=junit", *files)
clean("junit stdout", out)
try:
    root = ET.fromstring(out)
    got = [t.get("name") for t in root.iter("testcase")]
    for name, shown in NAMES:
        if shown and shown.replace("\\n", "\n") not in got:
            fail(f"junit: {shown!r} not among {got!r}")
except ET.ParseError as e:
    fail(f"junit: not well-formed XML: {e}")

for i, path in enumerate(files):
    # explain (text), explain --html, graph (DOT), graph --format=svg.
    code, out, err = run("explain", path)
    clean(f"explain {i} stdout", out) and clean(f"explain {i} stderr", err)
    if NAMES[i][1] and ("== " + NAMES[i][1]).encode() not in out:
        fail(f"explain {i}: no '== {NAMES[i][1]}' line")
    code, out, err = run("explain", "--html", path)
    clean(f"explain --html {i}", out)
    if b"<script>" in out:
        fail(f"explain --html {i}: a raw <script> tag")
    if i == len(NAMES) - 1 and b"&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;" not in out:
        fail("explain --html: the markup in the name is not escaped as text")
    code, out, err = run("graph", path)
    clean(f"graph {i}", out)
    dot = subprocess.run(["dot", "-Tsvg"], input=out, capture_output=True)
    if dot.returncode != 0 or dot.stderr:
        fail(f"graph {i}: dot rejects or warns: {dot.stderr[:300]!r}")
    code, out, err = run("graph", "--format=svg", path)
    clean(f"graph --format=svg {i}", out)
    try:
        ET.fromstring(out)
    except ET.ParseError as e:
        fail(f"graph --format=svg {i}: not well-formed XML: {e}")

# coverage (Markdown on the terminal): one line per scenario.
rules = os.path.join(work, "rules")
os.makedirs(rules, exist_ok=True)
with open(os.path.join(rules, "r.yaml"), "w") as f:
    f.write(scenario(NAMES[0][0]).replace("battlefield:", "rules: [613.1]\nbattlefield:"))
code, out, err = run("coverage", rules)
clean("coverage", out)

# Errors quoting input: an unknown command, a card, an option value, a file.
for args in (["\x1b[2Jcheck"], ["cards", "Grizzly\x1b[2J\u202e"],
             ["check", "--format=\x1b]0;t\x07", files[0]], ["check", "no\x1b[31mfile.yaml"],
             ["--cards", "x\x1b[2J\u202e.cards.so", "cards"]):
    code, out, err = run(*args)
    if code != 2:
        fail(f"{args!r}: exit {code}, not 2")
    clean(f"{args!r} stderr", err)
    clean(f"{args!r} stdout", out)
# A scenario whose YAML error quotes a line holding an escape sequence.
bad = os.path.join(work, "bad-key.yaml")
with open(bad, "w") as f:
    f.write('name: bad\nbattlefeld: ["\\e[2J"]\nexpect: {}\n')
code, out, err = run("check", bad)
clean("a diagnostic quoting the line", err)

# A very long name: drawn in linear time, the whole name still in the page
# (and in the SVG's description); each took minutes at 15 MiB.
n = 8 << 20
big = os.path.join(work, "big-name.yaml")
with open(big, "w") as f:
    f.write(scenario("N" * n, failing=False))
for args, whole in ((["explain", "--html", big], True), (["graph", "--format=svg", big], True)):
    start = time.monotonic()
    try:
        code, out, err = run(*args, timeout=60)
    except subprocess.TimeoutExpired:
        fail(f"{args[:2]!r} on an 8 MiB name: over 60 s")
        continue
    took = time.monotonic() - start
    if code != 0:
        fail(f"{args[:2]!r} on an 8 MiB name: exit {code}: {err[:300]!r}")
    if took > 20:
        fail(f"{args[:2]!r} on an 8 MiB name took {took:.1f} s")
    if whole and b"N" * n not in out:
        fail(f"{args[:2]!r}: the whole name is not in the output")

if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
print("ok: every destination escaped")
