#!/bin/sh
# Times the generator (issue 5): stratac on each card file against
# `clang++-16 -fsyntax-only` of the same file with the same flags (the
# parse alone), then the whole generator run over the pool (the unity TU
# cmake/StrataCards.cmake writes) against the same parse of that TU.
#
# Usage: bench/time-stratac.sh [BUILD_DIR] [MAX_CARDS]
#   BUILD_DIR  a configured, built Strata tree (default: build)
#   MAX_CARDS  time only the first N card files (default: all)
# Prints one line per card and a summary; times are wall-clock seconds.
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$(cd "${1:-$ROOT/build}" && pwd)
MAX=${2:-100000}
STRATAC="$BUILD/bin/stratac"
CLANG=${CLANG:-clang++-16}
UNITY="$BUILD/cards/strata_cards_gen/AllCards.cpp"
# The flags of cmake/StrataCards.cmake's stratac command.
FLAGS="-std=c++20 -I$ROOT/runtime/include -I$ROOT/layers/include \
-I$ROOT/game/include -I$ROOT/cards/include"

[ -x "$STRATAC" ] || { echo "time-stratac: no $STRATAC (build first)" >&2; exit 2; }
[ -f "$UNITY" ] || { echo "time-stratac: no $UNITY (configure first)" >&2; exit 2; }
command -v "$CLANG" >/dev/null || { echo "time-stratac: no $CLANG" >&2; exit 2; }

OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

now() { date +%s.%N; }
# Runs "$@" quietly; prints the wall-clock seconds it took.
timed() {
  T0=$(now)
  # shellcheck disable=SC2068
  "$@" >"$OUT/log" 2>&1 || { cat "$OUT/log" >&2; echo "time-stratac: failed: $*" >&2; exit 1; }
  T1=$(now)
  echo "$T0 $T1" | awk '{ printf "%.3f", $2 - $1 }'
}

echo "stratac: $STRATAC"
echo "parse:   $CLANG -fsyntax-only $FLAGS"
printf '%-34s %9s %9s %7s\n' card stratac_s parse_s ratio
N=0 SUMS=0 SUMP=0
for CARD in "$ROOT"/cards/*.cpp; do
  [ "$N" -lt "$MAX" ] || break
  # shellcheck disable=SC2086
  S=$(timed "$STRATAC" "$CARD" -o "$OUT/facts.inc" -- $FLAGS)
  # shellcheck disable=SC2086
  P=$(timed "$CLANG" -fsyntax-only $FLAGS "$CARD")
  printf '%-34s %9s %9s %7s\n' "$(basename "$CARD" .cpp)" "$S" "$P" \
    "$(echo "$S $P" | awk '{ printf "%.2f", $1 / $2 }')"
  SUMS=$(echo "$SUMS $S" | awk '{ print $1 + $2 }')
  SUMP=$(echo "$SUMP $P" | awk '{ print $1 + $2 }')
  N=$((N + 1))
done
echo "$N cards: stratac $SUMS s, parse $SUMP s" |
  awk -v n="$N" -v s="$SUMS" -v p="$SUMP" \
    '{ printf "per card: stratac %.3f s, parse %.3f s (ratio %.2f); one file at a time: %.1f s\n", s / n, p / n, s / p, s }'

CARDS=$(grep -c '^#include' "$UNITY")
# shellcheck disable=SC2086
S=$(timed "$STRATAC" "$UNITY" -o "$OUT/all.inc" --json "$OUT/all.json" -- $FLAGS)
# shellcheck disable=SC2086
P=$(timed "$CLANG" -fsyntax-only $FLAGS "$UNITY")
echo "whole pool ($CARDS cards, one unity TU): stratac $S s, parse $P s" |
  awk -v s="$S" -v p="$P" -v c="$CARDS" '{ printf "%s (ratio %.2f, %.1f ms per card)\n", $0, s / p, 1000 * s / c }'
