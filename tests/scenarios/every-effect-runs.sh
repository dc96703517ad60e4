#!/bin/sh
# The audit checks only the effect calls some board makes (docs/decisions.md
# D12, D21): in an audit build, every effect of every card (`strata cards`:
# static abilities, what activated and triggered abilities create, spells,
# entering as a copy) must have its filter, its condition and each part's
# apply run somewhere in the scenario suite.
#
#   tests/scenarios/every-effect-runs.sh STRATA SCENARIO_DIR WORK_DIR
set -eu
export LC_ALL=C
strata=$1
scenarios=$2
work=$3
mkdir -p "$work"

"$strata" check --audit "$scenarios" > "$work/check.log" || {
  grep -v '^PASS ' "$work/check.log"
  echo "every-effect-runs: the scenario suite failed" >&2
  exit 1
}
# The report: "audit: N effects ran, ..." then "  Effect: ran[; not run: ...]".
sed -n '/^audit: /,$p' "$work/check.log" | tail -n +2 > "$work/ran.txt"
sed 's/^  //; s/: .*//' "$work/ran.txt" | sort -u > "$work/ran-names.txt"
"$strata" cards --json | sed -n 's/^ *"effect": "\(.*\)",$/\1/p' | sort -u > "$work/all-names.txt"
if [ ! -s "$work/all-names.txt" ]; then
  echo "every-effect-runs: strata cards --json listed no effect" >&2
  exit 1
fi

status=0
if grep -q 'not run:' "$work/ran.txt"; then
  echo "every-effect-runs: a filter, condition or apply no scenario runs:" >&2
  grep 'not run:' "$work/ran.txt" >&2
  status=1
fi
if comm -23 "$work/all-names.txt" "$work/ran-names.txt" | grep -q .; then
  echo "every-effect-runs: effects no scenario runs:" >&2
  comm -23 "$work/all-names.txt" "$work/ran-names.txt" | sed 's/^/  /' >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "every-effect-runs: all $(wc -l < "$work/all-names.txt") effects ran in full under the audit"
exit "$status"
