#!/bin/sh
# The same sources give byte-identical outputs, whatever their order on the
# command line. Usage: determinism.sh STRATAC TEST_DIR WORK_DIR
set -eu
stratac=$1 tests=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
args="-- -std=c++20 -I$tests/Inputs"
"$stratac" "$tests/sorting.cpp" "$tests/multi_part.cpp" -o "$work/a.inc" $args
"$stratac" "$tests/multi_part.cpp" "$tests/sorting.cpp" -o "$work/b.inc" $args
cmp "$work/a.inc" "$work/b.inc"
[ "$(grep -c '^STRATA_PART_FACTS' "$work/a.inc")" = 5 ] || { echo "FAIL: expected 5 parts" >&2; exit 1; }
echo "determinism: ok"
