#!/bin/sh
# Malformed answer logs give FILE:LINE:COL: error: ... and exit status 2;
# a log the game refuses gives an error naming the decision, exit 1.
# Usage: bad-log.sh STRATA WORKDIR
set -u
strata=$1
work=$2/bad-log
mkdir -p "$work"
status=0

# expect NAME STATUS 'FILE:LINE:COL: error: text' CONTENT
expect() {
  name=$1 want=$2 diag=$3
  printf '%s' "$4" >"$work/$name.log"
  (cd "$work" && "$strata" replay "$name.log" >"$name.out" 2>"$name.err")
  rc=$?
  if [ $rc -ne "$want" ]; then
    echo "FAIL: $name: exit $rc, expected $want"; cat "$work/$name.err"; status=1; return
  fi
  if ! grep -qF "$diag" "$work/$name.err"; then
    echo "FAIL: $name: expected '$diag', got:"; cat "$work/$name.err"; status=1; return
  fi
  echo "ok: $name: $(head -n 1 "$work/$name.err")"
}

head='strata-answer-log 1
seed 4
deck1 DECK1
deck2 DECK2
seat1 ai
seat2 ai
'
# The real deck names, from a logged game.
"$strata" play --seat1 ai --seat2 ai --seed 4 --log "$work/good.log" >/dev/null || status=1
deck1=$(sed -n 's/^deck1 //p' "$work/good.log")
deck2=$(sed -n 's/^deck2 //p' "$work/good.log")
head=$(printf '%s' "$head" | sed "s/DECK1/$deck1/; s/DECK2/$deck2/")
head="$head
"

expect bad-answer 2 "bad-answer.log:9:1: error: an answer is a number" "${head}answers
0
abc
"
expect bad-answer-indented 2 "bad-answer-indented.log:8:3: error: an answer is a number" "${head}answers
  4 5
"
expect not-a-log 2 "not-a-log.log:1:1: error: expected 'strata-answer-log 1'" "hello
"
expect empty 2 "empty.log:1:1: error: empty log" ""
expect version 2 "version.log:2:19: error: unsupported log version '7'" "# comment
strata-answer-log 7
"
expect bad-seed 2 "bad-seed.log:2:6: error: the seed must be a decimal number" "strata-answer-log 1
seed -4
"
expect bad-seat 2 "bad-seat.log:5:7: error: a seat is 'human' or 'ai', not 'robot'" "$(printf '%s' "$head" | sed 's/^seat1 ai/seat1 robot/')
answers
"
expect unknown-key 2 "unknown-key.log:3:1: error: unknown key 'colour'" "strata-answer-log 1
seed 1
colour blue
"
expect twice 2 "twice.log:3:1: error: 'seed' is given twice" "strata-answer-log 1
seed 1
seed 2
"
expect missing 2 "missing.log:3:1: error: 'deck1' is missing before 'answers'" "strata-answer-log 1
seed 1
answers
"
expect truncated 2 "truncated.log:3:1: error: the log ends before 'answers'" "strata-answer-log 1
seed 1
"
expect bad-hash 2 "bad-hash.log:8:6: error: the final hash is '0x' and hex digits" "${head}answers
hash 12
"
expect after-hash 2 "after-hash.log:9:1: error: nothing may follow the final 'hash' line" "${head}answers
hash 0x12
0
"
expect bad-deck 2 "bad-deck.log:3:7: error: no preset deck named 'No Such Deck'" "$(printf '%s' "$head" | sed 's/^deck1 .*/deck1 No Such Deck/')
answers
"
# Well formed, but the game refuses the answer: the error names the decision.
expect refused 1 "refused.log:8:1: error: decision 1 (Player 1, priority: \"Player 1 has priority (" "${head}answers
500
"
# An unreadable file is bad input too.
rm -f "$work/no-such-file.log"
(cd "$work" && "$strata" replay no-such-file.log 2>missing-file.err >/dev/null)
rc=$?
if [ $rc -ne 2 ] || ! grep -qF "no-such-file.log: error: cannot read it: No such file or directory" "$work/missing-file.err"; then
  echo "FAIL: missing file: exit $rc"; status=1
fi
exit $status
