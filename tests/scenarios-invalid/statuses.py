#!/usr/bin/env python3
"""One status per scenario in every output format, whatever made it invalid
(issue 29): a folder of scenarios invalid in every way the reader knows
(an unknown key or action, a YAML tag or alias, bad YAML, an empty file, a
file that is a FIFO), a file of several scenarios, a missing path and an
empty folder; `strata check` in text, JSON and JUnit must give each
exactly one status, the same in all three, and count them in its summary.

    statuses.py STRATA WORKDIR
"""
import json, os, shutil, subprocess, sys
import xml.etree.ElementTree as ET

strata, work = os.path.abspath(sys.argv[1]), os.path.join(sys.argv[2], "statuses")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(os.path.join(work, "s"))
os.makedirs(os.path.join(work, "empty-folder"))
os.chdir(work)
ok = "expect: {Alice: {life: 20}}\n"
files = {
    "pass.yaml": "name: passes\n" + ok,
    "fail.yaml": "name: fails\nexpect: {Alice: {life: 19}}\n",
    "unknown-key.yaml": "name: unknown key\nbogus: 1\n" + ok,
    "unknown-action.yaml": "name: unknown action\nactions:\n  - frob: 1\n" + ok,
    "unknown-card.yaml": "name: unknown card\nbattlefield: [Grizly Bears]\n" + ok,
    "tag.yaml": "name: tagged\nexpect: {Alice: {life: !!float 20}}\n",
    "alias.yaml": "name: &n aliased\nplayers: [*n, Bob]\n" + ok,
    "tab.yaml": "name: tabbed\nbattlefield:\n\t- Grizzly Bears\n" + ok,
    "bad-yaml.yaml": "name: [unclosed\n" + ok,
    "empty.yaml": "# nothing here\n",
    "multi.yaml": "name: first passes\n" + ok + "---\nname: second unknown key\nbogus: 1\n" + ok
                  + "---\nname: third unknown action\nactions: [{frob: 1}]\n" + ok
                  + "---\nname: fourth fails\nexpect: {Alice: {life: 1}}\n"
                  + "---\nbattlefield: []\n" + ok,
}
for name, text in files.items():
    with open(os.path.join("s", name), "w") as f:
        f.write(text)
os.mkfifo(os.path.join("s", "fifo.yaml"))
paths = ["s", "missing.yaml", "empty-folder"]
# name (None: no readable name), file, status
want = sorted([
    ("passes", "s/pass.yaml", "pass"), ("fails", "s/fail.yaml", "fail"),
    ("unknown key", "s/unknown-key.yaml", "invalid"),
    ("unknown action", "s/unknown-action.yaml", "invalid"),
    ("unknown card", "s/unknown-card.yaml", "invalid"),
    ("tagged", "s/tag.yaml", "invalid"), ("aliased", "s/alias.yaml", "invalid"),
    ("tabbed", "s/tab.yaml", "invalid"), (None, "s/bad-yaml.yaml", "invalid"),
    (None, "s/empty.yaml", "invalid"), (None, "s/fifo.yaml", "invalid"),
    ("first passes", "s/multi.yaml", "pass"), ("second unknown key", "s/multi.yaml", "invalid"),
    ("third unknown action", "s/multi.yaml", "invalid"), ("fourth fails", "s/multi.yaml", "fail"),
    (None, "s/multi.yaml", "invalid"),
    (None, "empty-folder", "invalid"), (None, "missing.yaml", "invalid"),
], key=str)
counts = {s: sum(1 for w in want if w[2] == s) for s in ("pass", "fail", "invalid")}
failed = False

def check(what, got, status):
    global failed
    if status != 2:
        print(f"{what}: exit status {status}, want 2"); failed = True
    got = sorted(got, key=str)
    if got != want:
        failed = True
        print(f"{what}: the statuses differ")
        for w in want:
            if w not in got: print(f"  missing:    {w}")
        for g in got:
            if g not in want: print(f"  unexpected: {g}")

def run(*args):
    r = subprocess.run([strata, "check", *args, *paths], capture_output=True, text=True,
                       timeout=120)
    return r.stdout, r.returncode

out, status = run()
lines = out.splitlines()
got = []
for line in lines[:-2]:
    if line.startswith(" "):
        continue  # a mismatch under a FAIL
    # STATUS NAME (FILE), or STATUS (FILE) for a file or path without one
    word, rest = line.split(" ", 1)
    name, file = (None, rest) if rest.startswith("(") else rest.rsplit(" ", 1)
    got.append((name, file[1:-1], word.lower()))
check("text", got, status)
summary = lines[-2:]
want_summary = [f"{counts['invalid']} invalid", f"{counts['pass']} passed, {counts['fail']} failed"]
if summary != want_summary:
    print(f"text: summary {summary}, want {want_summary}"); failed = True

out, status = run("--format=json")
doc = json.loads(out)
check("json", [(s["name"], s["file"], s["status"]) for s in doc["scenarios"]], status)
if (doc["passed"], doc["failed"], doc["invalid"]) != (counts["pass"], counts["fail"], counts["invalid"]):
    print("json: the counts differ from the statuses"); failed = True

out, status = run("--format=junit")
root = ET.fromstring(out)
junit = []
for case in root.iter("testcase"):
    s = "invalid" if case.find("error") is not None else "fail" if case.find("failure") is not None else "pass"
    name = case.get("name")
    junit.append((None if name == case.get("file") else name, case.get("file"), s))
check("junit", junit, status)
suite = root.find("testsuite")
if (int(suite.get("tests")), int(suite.get("failures")), int(suite.get("errors"))) != (
        len(want), counts["fail"], counts["invalid"]):
    print("junit: the counts differ from the statuses"); failed = True

print("FAILED" if failed else f"ok: {len(want)} statuses in text, JSON and JUnit")
sys.exit(1 if failed else 0)
