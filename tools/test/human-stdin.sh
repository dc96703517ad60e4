#!/bin/sh
# A human seat reads answers from stdin. "abc" (malformed) and "99" (out of
# range) are refused with the legal answers listed; the game goes on, and
# ends exactly as the same game without the refused lines does.
# Usage: human-stdin.sh STRATA WORKDIR
set -u
strata=$1
work=$2/human-stdin
mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }

# Seat 1 always answers 0 (pass, done, the first choice: --numbers index, as a
# script answering blind would); the AI plays seat 2.
{ echo abc; echo 99; echo 0; echo " 1x"; echo -3; yes 0 | head -n 20000; } >"$work/with-bad.in"
{ echo 0; yes 0 | head -n 20000; } >"$work/clean.in"

"$strata" play --numbers index --seat1 human --seat2 ai --seed 5 --log "$work/with-bad.log" \
  <"$work/with-bad.in" >"$work/with-bad.out" 2>&1 || fail "play exited $?"
"$strata" play --numbers index --seat1 human --seat2 ai --seed 5 --log "$work/clean.log" \
  <"$work/clean.in" >"$work/clean.out" 2>&1 || fail "play (clean) exited $?"

out=$work/with-bad.out
grep -q "^refused: 'abc' is not an answer to \"Player 1 has priority (" "$out" ||
  fail "'abc' was not refused"
grep -q "^refused: '99' is not a legal answer to \"Player 1 has priority (.*)\"; the legal answers are:" "$out" ||
  fail "'99' was not refused with the legal answers"
grep -q "^refused: '1x' is not an answer" "$out" || fail "'1x' was not refused"
grep -q "^refused: '-3' is not an answer" "$out" || fail "'-3' was not refused"
# Each refusal lists the legal answers, starting with passing priority.
[ "$(grep -c '^  0: pass priority$' "$out")" -ge 4 ] || fail "legal answers not listed"
# The game went on to its end.
grep -q "^== \(Player [12] wins\|the game is a draw\)" "$out" || fail "the game did not end"
tail -n 1 "$out" | grep -q "^state hash: 0x" || fail "the last line is not the state hash"
# Refusals changed nothing: same answers logged, same end.
[ "$(tail -n 1 "$out")" = "$(tail -n 1 "$work/clean.out")" ] ||
  fail "refused answers changed the game: $(tail -n 1 "$out") vs $(tail -n 1 "$work/clean.out")"
cmp -s "$work/with-bad.log" "$work/clean.log" || fail "the answer logs differ"
# And the human's game replays.
[ "$("$strata" replay "$work/with-bad.log" | tail -n 1)" = "$(tail -n 1 "$out")" ] ||
  fail "the replay of the human game ends elsewhere"

# Input ending mid-game stops cleanly (exit 0) and the log replays.
printf '0\n0\n' | "$strata" play --seed 5 --log "$work/short.log" >"$work/short.out" 2>&1 ||
  fail "play with short input exited $?"
grep -q "^stopped: standard input ended" "$work/short.out" || fail "no stop message"
[ "$("$strata" replay "$work/short.log" | tail -n 1)" = "$(tail -n 1 "$work/short.out")" ] ||
  fail "the replay of a stopped game ends elsewhere"
[ $status -eq 0 ] && echo "ok: refusals listed the legal answers; the game went on unchanged"
exit $status
