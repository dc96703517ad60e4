#!/bin/sh
# strata check for CI and people (issue 13): --format=json and junit parse
# with real parsers and hold what the scenarios say; --filter, --quiet;
# results on stdout and errors on stderr; mismatch lines say where the
# expectation is and at which step; --help lists Strata's options only;
# --version; a mistyped command gets a suggestion; exit statuses.
#   check-cli.sh STRATA WORKDIR
set -u
S=$1 W=$2/check-cli
mkdir -p "$W"; cd "$W" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

cat > pass.yaml <<'Y'
name: Anthem "pumps" <bears> & co
battlefield:
  - Glorious Anthem
  - Grizzly Bears
expect:
  Grizzly Bears: {pt: 3/3}
Y
cat > fail.yaml <<'Y'
name: A mistaken expectation
battlefield:
  - Humility
  - Glorious Anthem
  - Serra Angel
actions:
  - expect: {Serra Angel: {pt: 3/3}}
expect:
  Serra Angel: {pt: 1/1, has: [Flying]}
Y
cat > bad.yaml <<'Y'
name: A typo
battlefield:
  - Glorius Anthem
expect:
  Glorius Anthem: {types: [Enchantment]}
Y

# Text: mismatch lines with file:line and step; exit 1.
"$S" check fail.yaml > out.txt 2> err.txt; [ $? -eq 1 ] || fail "text: exit status"
grep -qxF "  Serra Angel.pt: expected 3/3, got 2/2 (fail.yaml:7, action 1: expect)" out.txt ||
  fail "text: mid-action mismatch line: $(cat out.txt)"
grep -qxF "  Serra Angel.has: expected Flying, got [] (fail.yaml:9, final expect)" out.txt ||
  fail "text: final mismatch line: $(cat out.txt)"
[ -s err.txt ] && fail "text: a failure is a result, not an error: $(cat err.txt)"

# Errors to stderr, results to stdout.
"$S" check bad.yaml > out.txt 2> err.txt; [ $? -eq 2 ] || fail "invalid: exit status"
grep -q "^bad.yaml:3:5: error: unknown card 'Glorius Anthem'" err.txt || fail "invalid: stderr"
grep -q "error" out.txt && fail "invalid: an error on stdout: $(cat out.txt)"
grep -qxF "INVALID A typo (bad.yaml)" out.txt || fail "invalid: stdout: $(cat out.txt)"

# JSON: parsed by Python's json, checked field by field.
"$S" check --format=json pass.yaml fail.yaml bad.yaml > out.json 2>/dev/null
[ $? -eq 2 ] || fail "json: exit status"
python3 - out.json <<'P' || fail "json: content"
import json, sys
d = json.load(open(sys.argv[1]))
s = {x["name"]: x for x in d["scenarios"]}
assert (d["passed"], d["failed"], d["invalid"]) == (1, 1, 1), d
assert s['Anthem "pumps" <bears> & co']["status"] == "pass"
f = s["A mistaken expectation"]
assert f["status"] == "fail" and f["file"] == "fail.yaml" and f["line"] == 1
m = f["mismatches"]
assert m[0] == {"mismatch": "Serra Angel.pt: expected 3/3, got 2/2", "at": "fail.yaml:7",
                "step": 1, "action": "expect"}, m[0]
assert m[1]["at"] == "fail.yaml:9" and m[1]["step"] == "final", m[1]
assert s["A typo"]["status"] == "invalid"
P

# JUnit: parsed by Python's XML parser; one testcase each, names escaped.
"$S" check --format=junit pass.yaml fail.yaml bad.yaml > out.xml 2>/dev/null
python3 - out.xml <<'P' || fail "junit: content"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "testsuites"
cases = {c.get("name"): c for c in root.iter("testcase")}
assert len(cases) == 3, cases.keys()
assert list(cases['Anthem "pumps" <bears> & co']) == []
f = cases["A mistaken expectation"].find("failure")
assert f is not None and "Serra Angel.pt: expected 1/1, got 2/2 (fail.yaml:9, final expect)" in f.text
assert cases["A typo"].find("error") is not None
suite = root.find("testsuite")
assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("3", "1", "1")
P

# --filter and --quiet.
"$S" check --filter='^Anthem' pass.yaml fail.yaml > out.txt 2>&1; [ $? -eq 0 ] || fail "filter: exit"
[ "$(cat out.txt)" = "PASS Anthem \"pumps\" <bears> & co (pass.yaml)
1 passed, 0 failed" ] || fail "filter: $(cat out.txt)"
"$S" check --quiet pass.yaml fail.yaml > out.txt 2>&1
grep -q "^PASS" out.txt && fail "quiet: a PASS line"
grep -q "^FAIL A mistaken expectation" out.txt || fail "quiet: the failure"
"$S" check --filter='(' pass.yaml > out.txt 2>&1; [ $? -eq 2 ] || fail "filter: a bad regex"

# --help: Strata's options only; --version; suggestions; usage.
"$S" --help > help.txt; [ $? -eq 0 ] || fail "--help exit"
grep -q "aarch64\|--x86\|-mtriple\|print-" help.txt && fail "--help lists LLVM's options"
[ "$(wc -l < help.txt)" -le 40 ] || fail "--help is $(wc -l < help.txt) lines"
grep -q "^  check " help.txt || fail "--help lacks check"
"$S" check --help | grep -q -- "--format" || fail "check --help lacks --format"
"$S" check --help | grep -q "aarch64" && fail "check --help lists LLVM's options"
[ "$("$S" --version)" = "strata @PROJECT_VERSION@" ] || fail "--version: $("$S" --version)"
"$S" chek pass.yaml > out.txt 2>&1; [ $? -eq 2 ] || fail "mistyped command: exit"
grep -q "unknown command 'chek'; did you mean 'check'?" out.txt || fail "suggestion: $(cat out.txt)"
"$S" > out.txt 2>&1; [ $? -eq 2 ] || fail "no command: exit"
grep -q "^usage: strata COMMAND" out.txt || fail "usage: $(cat out.txt)"
echo "ok"
