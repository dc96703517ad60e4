#!/bin/sh
# A board larger than Strata's object ids allow (16 bits) is a located
# error with exit status 2, not a wrap-around (it used to hang).
#   too-many-objects.sh STRATA WORKDIR
set -u
STRATA=$1 WORK=$2
F=$WORK/too-many-objects.yaml
{ echo "name: seventy thousand Forests"; echo "battlefield:"
  i=0; while [ $i -lt 70000 ]; do echo "  - Forest"; i=$((i+1)); done
  echo "expect:"; echo "  Alice: {life: 20}"; } > "$F"
OUT=$("$STRATA" check "$F" 2>&1); STATUS=$?
FIRST=$(printf '%s\n' "$OUT" | head -n 1)
WANT="$F:65498:5: error: too many objects: a scenario holds at most 65495 cards (Strata's object ids are 16 bits)"
[ "$STATUS" -eq 2 ] || { echo "exit status $STATUS, want 2"; echo "$FIRST"; exit 1; }
[ "$FIRST" = "$WANT" ] || { echo "want: $WANT"; echo "got:  $FIRST"; exit 1; }
echo "ok: $FIRST"
