#!/bin/sh
# strata states: the game engine's state table as text, DOT and SVG.
# usage: states-cli.sh STRATA WORKDIR
set -u
strata=$1
work=$2/states-cli
mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }

"$strata" states >"$work/states.txt" || fail "states exited $?"
# Every state: set-up, game over, the thirteen steps, every kind of wait.
for s in "setup" "choosing together" "game over" "untap step" "upkeep step" "draw step" "precombat main phase" \
  "beginning of combat step" "declare attackers step" "declare blockers step" \
  "first-strike combat damage step" "combat damage step" "end of combat step" \
  "postcombat main phase" "end step" "cleanup step" "holding priority" \
  "choosing a target" "paying mana" "declaring blockers" "ordering replacement effects"; do
  grep -q "^$s" "$work/states.txt" || fail "state '$s' is missing"
done
[ "$(grep -c '^  who: ' "$work/states.txt")" -eq 16 ] ||
  fail "not 16 states (13 steps, set-up, choosing together, game over) with who acts"
grep -A1 '^choosing together$' "$work/states.txt" | grep -q 'who: each player in turn, the active player first (APNAP, CR 101.4)' ||
  fail "choosing together is not a state of several players"
# The named skips, with their rules and guards.
grep -q "^  -> end of combat step when no attackers were declared: .*(CR 508.8)$" \
  "$work/states.txt" || fail "the 508.8 skip is missing"
grep -q "^  -> combat damage step when no attacker or blocker has first or double strike: .*(CR 510.4)$" \
  "$work/states.txt" || fail "the 510.4 skip is missing"
grep -q "^  -> untap step when always: the next player's turn (CR 500.1)$" "$work/states.txt" ||
  fail "the turn change is missing"
# Cancellable waits say where a cancel goes.
[ "$(grep -c 'on cancel (CR 601.2, 602.2)' "$work/states.txt")" -eq 3 ] ||
  fail "three waits (target, mana, X) can be cancelled"
grep -q "told: you: \"choose a target\"; others: \"waiting for {player} to choose a target\"" \
  "$work/states.txt" || fail "what each player is told is missing"

"$strata" states --format=dot >"$work/states.dot" || fail "dot exited $?"
grep -q '^digraph states {' "$work/states.dot" || fail "not a DOT graph"
grep -q 'choosing_together -> wait_' "$work/states.dot" || fail "the DOT graph lacks choosing together"
grep -q 'declare_attackers_step -> end_of_combat_step \[label="no attackers were declared\\nCR 508.8"\]' \
  "$work/states.dot" || fail "the DOT graph lacks the 508.8 edge"
# Graphviz itself reads the graph (the SVG is drawn from it).
"$strata" states --format=svg -o "$work/states.svg" || fail "svg exited $?"
grep -q "<svg" "$work/states.svg" || fail "no SVG drawn"
"$strata" states --format=png >/dev/null 2>"$work/bad.err"
[ $? -eq 2 ] || fail "an unknown format must exit 2"
grep -q "^strata states: error: --format is text, dot or svg, not 'png'$" "$work/bad.err" ||
  fail "unknown format message: $(cat "$work/bad.err")"
[ $status -eq 0 ] && echo "states-cli: ok"
exit $status
