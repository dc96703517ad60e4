#!/bin/sh
# stratac --link's checks (issue 25, D67), on objects stratac --compile made:
#   1. two objects whose inline shadowBonus differ: refused, both named;
#   2. each alone links (the check is about the pair);
#   3. the two as separate libraries of one program (--check-libraries):
#      refused, both named;
#   4. an object changed after it was compiled: refused (its facts are for
#      another object).
#   link-checks.sh STRATAC CXX LINK_DIR WORK -I...
set -eu
STRATAC=$1 CXX=$2 SRC=$3 WORK=$4
shift 4
rm -rf "$WORK"
mkdir -p "$WORK"
for Card in ShadowTwinA ShadowTwinB; do
  "$STRATAC" --compile "$CXX" -std=c++20 -O2 -DNDEBUG -fPIC -fvisibility=hidden \
    -fvisibility-inlines-hidden "$@" -c "$SRC/$Card.cpp" \
    -o "$WORK/$Card.o"
done
fail() { echo "link-checks: $*"; exit 1; }
if "$STRATAC" --link -o "$WORK/data.cpp" "$WORK/ShadowTwinA.o" "$WORK/ShadowTwinB.o" \
     2> "$WORK/pair.err"; then
  fail "the pair with two different shadowBonus was accepted"
fi
grep -q "ShadowTwinB.cpp:15:[0-9]*: error: 'strata::cards::shadowBonus' has another definition in $WORK/ShadowTwinA.o (.*ShadowTwinA.cpp:15:[0-9]*)" \
  "$WORK/pair.err" || { cat "$WORK/pair.err"; fail "unexpected message for the pair"; }
[ ! -e "$WORK/data.cpp" ] || fail "data written despite the error"
"$STRATAC" --link -o "$WORK/a.cpp" "$WORK/ShadowTwinA.o" || fail "ShadowTwinA alone refused"
grep -q 'STRATA_FACTS_DATA(0, "_ZN6strata7runtime7FactsOfINS_5cards11ShadowTwinA5PumpsES4_E5ValueE", "::strata::cards::ShadowTwinA::Pumps", "::strata::cards::ShadowTwinA::Pumps", L7c, false, "CardType.Creature Controller Zone", "", "Controller Power", "", "Power")' \
  "$WORK/a.cpp" || { cat "$WORK/a.cpp"; fail "unexpected facts for ShadowTwinA"; }
# Two libraries, each consistent alone, linked into one program: the same.
"$STRATAC" --link -o "$WORK/b.cpp" --json "$WORK/b.json" "$WORK/ShadowTwinB.o" ||
  fail "ShadowTwinB alone refused"
"$STRATAC" --link -o "$WORK/a.cpp" --json "$WORK/a.json" "$WORK/ShadowTwinA.o"
rm -f "$WORK/agree.txt"
if "$STRATAC" --check-libraries -o "$WORK/agree.txt" "$WORK/a.json" "$WORK/b.json" \
     2> "$WORK/libraries.err"; then
  fail "two libraries with two different shadowBonus were accepted"
fi
grep -q "ShadowTwinB.cpp:15:[0-9]*: error: 'strata::cards::shadowBonus' has another definition in $WORK/a.json (.*ShadowTwinA.cpp:15:[0-9]*)" \
  "$WORK/libraries.err" || { cat "$WORK/libraries.err"; fail "unexpected message for the libraries"; }
[ ! -e "$WORK/agree.txt" ] || fail "libraries said to agree despite the error"
"$STRATAC" --check-libraries -o "$WORK/agree.txt" "$WORK/a.json" "$WORK/a.json" ||
  fail "a library checked with itself was refused"
printf 'x' >> "$WORK/ShadowTwinB.o"
if "$STRATAC" --link -o "$WORK/b.cpp" "$WORK/ShadowTwinB.o" 2> "$WORK/changed.err"; then
  fail "an object changed after compiling was accepted"
fi
grep -q "ShadowTwinB.o: error: this object is not the one its facts" "$WORK/changed.err" ||
  { cat "$WORK/changed.err"; fail "unexpected message for the changed object"; }
echo "link-checks: ok"
