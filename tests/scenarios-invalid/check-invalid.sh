#!/bin/sh
# Malformed input gets `file:line:col: error: ...` and exit status 2, never a
# crash: runs `strata check` on one file (from the source root, so paths in
# messages are relative) and compares the first line with FILE.expected.
#   check-invalid.sh STRATA SOURCE_DIR tests/scenarios-invalid/X.yaml
set -u
STRATA=$1 SRC=$2 FILE=$3
cd "$SRC" || exit 1
OUT=$("$STRATA" check "$FILE" 2>&1)
STATUS=$?
if [ "$STATUS" -ne 2 ]; then
  echo "expected exit status 2, got $STATUS"; echo "$OUT"; exit 1
fi
WANT=$(head -n 1 "${FILE%.yaml}.expected")
GOT=$(printf '%s\n' "$OUT" | head -n 1)
if [ "$WANT" != "$GOT" ]; then
  echo "first line differs"; echo "  want: $WANT"; echo "  got:  $GOT"; echo "$OUT"; exit 1
fi
echo "ok: $GOT"
