#!/bin/sh
# stratac's outputs as a build sees them: unchanged content keeps the mtime,
# the depfile names the headers read, and a failed run writes nothing.
# Usage: outputs.sh STRATAC TEST_DIR WORK_DIR
set -eu
stratac=$1 tests=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
run() { "$stratac" "$@" -- -std=c++20 "-I$tests/Inputs"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

run "$tests/roles.cpp" -o "$work/facts.inc" --json "$work/facts.json" \
    --depfile "$work/facts.inc.d"
grep -q 'STRATA_PART_FACTS(::cards::Anthem,' "$work/facts.inc" || fail "no facts"
grep -q '"part": "cards::Anthem"' "$work/facts.json" || fail "no json"
head -n 1 "$work/facts.inc.d" | grep -q "^$work/facts.inc:" || fail "depfile target"
grep -q "Inputs/strata_stub.h" "$work/facts.inc.d" || fail "depfile lacks the stub header"
grep -q "roles.cpp" "$work/facts.inc.d" || fail "depfile lacks the source"

# Same content: the files must not be rewritten.
for f in facts.inc facts.json facts.inc.d; do touch -d 2001-01-01 "$work/$f"; done
run "$tests/roles.cpp" -o "$work/facts.inc" --json "$work/facts.json" \
    --depfile "$work/facts.inc.d"
for f in facts.inc facts.json facts.inc.d; do
  [ "$(date -r "$work/$f" +%Y)" = 2001 ] || fail "$f rewritten with the same content"
done

# Different content: rewritten.
run "$tests/cda.cpp" -o "$work/facts.inc"
[ "$(date -r "$work/facts.inc" +%Y)" != 2001 ] || fail "facts.inc not rewritten"
grep -q 'cards::DefinesPT' "$work/facts.inc" || fail "new facts missing"

# An analysis error: exit status 1 and nothing written.
if run "$tests/no_body.cpp" -o "$work/err.inc" --json "$work/err.json" \
    --depfile "$work/err.d" 2>/dev/null; then fail "analysis error exited 0"; fi
[ ! -e "$work/err.inc" ] && [ ! -e "$work/err.json" ] && [ ! -e "$work/err.d" ] \
  || fail "outputs written despite an analysis error"

# A parse error: the same.
printf '#include "strata_stub.h"\nint broken( {\n' > "$work/broken.cpp"
if run "$work/broken.cpp" -o "$work/broken.inc" 2>/dev/null; then
  fail "parse error exited 0"; fi
[ ! -e "$work/broken.inc" ] || fail "output written despite a parse error"
echo "outputs: ok"
