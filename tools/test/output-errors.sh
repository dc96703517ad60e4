#!/bin/sh
# Issue 29, D113: a command whose output cannot be written says so on
# standard error, naming what failed, and exits 3: standard output closed
# (>&-), a full disk (/dev/full), and a file named by -o or --log that
# cannot be created or written. Never LLVM's "IO failure on output stream"
# abort, never exit 1 as if a scenario had failed.
# usage: output-errors.sh STRATA WORKDIR SCENARIOS
set -u
strata=$1
work=$2/output-errors
scenarios=$3
mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }

pass=$scenarios/spec-example.yaml
# A scenario that fails (exit 1 when its output is written).
failing=$work/failing.yaml
printf 'name: fails\nbattlefield:\n  - Grizzly Bears\nexpect:\n  Grizzly Bears: {pt: 3/3}\n' >"$failing"
"$strata" check "$failing" >/dev/null 2>&1
[ $? -eq 1 ] || fail "the failing scenario does not exit 1 when written"

play_log=$work/game.log
"$strata" play --seat1 ai --seat2 ai --seed 3 --log "$play_log" >/dev/null ||
  fail "strata play --log exited $?"

# expect_3 WHAT MESSAGE: the last command's status ($rc) and standard error.
expect_3() {
  if [ "$rc" -ne 3 ]; then
    fail "$1: exit $rc, not 3: $(head -c 300 "$work/err")"
  elif ! grep -qxF "$2" "$work/err"; then
    fail "$1: no line '$2' on standard error: $(head -c 300 "$work/err")"
  elif grep -q 'LLVM ERROR' "$work/err"; then
    fail "$1: LLVM ERROR on standard error"
  else
    echo "ok: $1"
  fi
}

closed="strata: error: cannot write to standard output: Bad file descriptor (the output is incomplete)"
full="strata: error: cannot write to standard output: No space left on device (the output is incomplete)"

# Every command that writes to standard output, one per line.
while IFS='|' read -r what args; do
  [ -n "$what" ] || continue
  # shellcheck disable=SC2086 # the arguments are words
  set -- $args
  "$strata" "$@" >&- 2>"$work/err"; rc=$?
  expect_3 "$what >&-" "$closed"
  "$strata" "$@" >/dev/full 2>"$work/err"; rc=$?
  expect_3 "$what >/dev/full" "$full"
done <<LIST
check|check $pass
check, a failing scenario|check $failing
check --format=json|check --format=json $pass
check --format=junit|check --format=junit $failing
check --verify|check --verify $pass
explain|explain $pass
explain --html|explain --html $pass
graph|graph $pass
graph --format=svg|graph --format=svg $pass
cards|cards
cards --json|cards --json
cards NAME|cards Forest
cards --check|cards --check
coverage|coverage $scenarios
vocabulary|vocabulary
states|states
states --format=dot|states --format=dot
demo|demo
play --ai-vs-ai|play --ai-vs-ai --games 1 --seed 3
play, two AI seats|play --seat1 ai --seat2 ai --seed 3
replay|replay $play_log
LIST

# Files named by -o (coverage, vocabulary, states) and --log (play): a full
# disk, a folder that does not exist, a folder, a file without write
# permission (unless run as root, who may write it anyway).
mkdir -p "$work/folder"
: >"$work/readonly"
chmod a-w "$work/readonly"
for cmd in "coverage $scenarios" "vocabulary" "states" "states --format=svg"; do
  name=${cmd%% *}
  for target in /dev/full "$work/none/out" "$work/folder" "$work/readonly"; do
    case $target in
      /dev/full) reason="No space left on device" ;;
      */none/*) reason="No such file or directory" ;;
      */folder) reason="Is a directory" ;;
      *) [ "$(id -u)" -eq 0 ] && continue; reason="Permission denied" ;;
    esac
    # shellcheck disable=SC2086
    "$strata" $cmd -o "$target" >"$work/out" 2>"$work/err"; rc=$?
    expect_3 "$cmd -o $target" "strata $name: error: cannot write '$target': $reason"
    [ -s "$work/out" ] && fail "$cmd -o $target: printed to standard output"
  done
done
for target in /dev/full "$work/none/game.log" "$work/folder"; do
  case $target in
    /dev/full) reason="No space left on device" ;;
    */none/*) reason="No such file or directory" ;;
    *) reason="Is a directory" ;;
  esac
  "$strata" play --seat1 ai --seat2 ai --seed 3 --log "$target" >/dev/null 2>"$work/err"; rc=$?
  expect_3 "play --log $target" "strata play: error: cannot write '$target': $reason"
done

# The files written whole when they can be.
"$strata" vocabulary -o "$work/vocabulary.md" 2>"$work/err" || fail "vocabulary -o exited $?"
"$strata" vocabulary | cmp -s - "$work/vocabulary.md" ||
  fail "vocabulary -o does not write what standard output shows"
exit $status
