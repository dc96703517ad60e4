#!/bin/sh
# check-facts.sh STRATAC FILECHECK CARD OUT -- COMPILER_ARGS...
# Runs stratac on one card file and checks the facts it prints against the
# card's own CHECK lines: exactly those STRATA_PART_FACTS lines, no other.
# A file rather than a pipe, so that a crash of stratac fails the test.
set -u
STRATAC=$1 FILECHECK=$2 CARD=$3 OUT=$4
shift 4
if ! "$STRATAC" "$CARD" "$@" > "$OUT"; then
  echo "stratac did not accept $CARD (the facts it printed, if any:)"
  cat "$OUT"
  exit 1
fi
exec "$FILECHECK" --implicit-check-not='{{^}}STRATA_PART_FACTS' \
  --input-file="$OUT" "$CARD"
