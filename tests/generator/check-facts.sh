#!/bin/sh
# check-facts.sh STRATAC FILECHECK CARD OUT -- COMPILER_ARGS...
# Runs stratac on one card file and checks the facts it prints against the
# card's own CHECK lines: exactly those STRATA_PART_FACTS lines, no other.
# A card that includes the card API (CardGame.h) is bound with the keyword
# rules (game::KeywordRules, docs/decisions.md D78), whose effects stratac
# analyses in every card's translation unit: those lines are checked
# against keyword-rules.facts beside this script, exactly, and the card's
# own against its CHECK lines.
# A file rather than a pipe, so that a crash of stratac fails the test.
set -u
STRATAC=$1 FILECHECK=$2 CARD=$3 OUT=$4
shift 4
if ! "$STRATAC" "$CARD" "$@" > "$OUT"; then
  echo "stratac did not accept $CARD (the facts it printed, if any:)"
  cat "$OUT"
  exit 1
fi
RULES=$(dirname "$0")/keyword-rules.facts
grep '^STRATA_PART_FACTS(::strata::game::' "$OUT" > "$OUT.keyword-rules"
if [ -s "$OUT.keyword-rules" ] && ! diff -u "$RULES" "$OUT.keyword-rules"; then
  echo "the keyword rules' facts differ from $RULES"
  exit 1
fi
grep -v '^STRATA_PART_FACTS(::strata::game::' "$OUT" > "$OUT.card"
exec "$FILECHECK" --implicit-check-not='{{^}}STRATA_PART_FACTS' \
  --input-file="$OUT.card" "$CARD"
