#!/bin/sh
# strata explain says why a conditional static effect did or did not apply
# (CR 604.2, 613.8a): never "its ability was removed" when it was not.
# Usage: explain-conditions.sh STRATA SCENARIO-DIR
set -u
strata=$1
dir=$2
status=0
out=$("$strata" explain "$dir/conditions/metalcraft.yaml") || { echo "FAIL: explain exit $?"; exit 1; }

# expect TEXT: the output holds this line fragment.
expect() {
  if printf '%s\n' "$out" | grep -qF -- "$1"; then echo "ok: $1"
  else echo "FAIL: missing: $1"; status=1; fi
}
expect "changes whether this effect's condition holds (604.2, 613.8a)"
expect "Rusted Relic (RustedRelic::BecomesGolem::MakesGolemCreature) [source Rusted Relic] does not apply: its condition was false when its turn came (604.2)"
if printf '%s\n' "$out" | grep -q "Rusted Relic.*ability was removed"; then
  echo "FAIL: a false condition is explained as a removed ability"; status=1
fi
exit $status
