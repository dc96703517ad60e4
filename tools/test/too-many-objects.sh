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

# explain and graph trace every change of every object (effects times
# objects: 1,800 objects under Humility, Opalescence and anthems took
# 1.3 GB): a board of more than 1,000 objects is refused by name, exit 2,
# while check runs it.
F=$WORK/too-many-to-explain.yaml
{ echo "name: many anthems"; echo "battlefield:"
  i=0; while [ $i -lt 400 ]; do
    echo "  - Glorious Anthem"; echo "  - Humility"; echo "  - Opalescence"; i=$((i+1)); done
  echo "  - {card: Grizzly Bears, id: bear}"; echo "expect:"; echo "  bear: {pt: 1/1}"; } > "$F"
"$STRATA" check "$F" >/dev/null 2>&1 || { echo "check of 1,241 objects: exit $?, want 0"; exit 1; }
# A memory bound catches a refusal that comes too late; AddressSanitizer
# reserves terabytes of address space for its shadow, so not under it.
LIMIT="ulimit -v 4000000"
if ldd "$STRATA" 2>/dev/null | grep -q libasan; then LIMIT=:; fi
for cmd in explain graph "explain --html" "graph --format=svg"; do
  ERR=$($LIMIT; $STRATA $cmd "$F" 2>&1 >/dev/null); STATUS=$?
  WANT="$F: error: scenario 'many anthems' has 1241 objects; explain and graph show every change to every object, for boards of at most 1000 (strata check runs it)"
  [ "$STATUS" -eq 2 ] && [ "$ERR" = "$WANT" ] ||
    { echo "$cmd: exit status $STATUS, want 2"; echo "want: $WANT"; echo "got:  $ERR"; exit 1; }
done
echo "ok: explain and graph refuse 1,241 objects (1,201 cards and the libraries)"
