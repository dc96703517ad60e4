#!/bin/sh
# strata play --log, then strata replay: both end on the same state hash.
# Usage: play-replay.sh STRATA WORKDIR
set -u
strata=$1
work=$2/play-replay
mkdir -p "$work"
status=0
for seed in 3 11 42; do
  log=$work/game-$seed.log
  "$strata" play --seat1 ai --seat2 ai --seed "$seed" --log "$log" >"$work/play-$seed.out" || {
    echo "FAIL: strata play (seed $seed) exited $?"; cat "$work/play-$seed.out"; exit 1; }
  "$strata" replay "$log" >"$work/replay-$seed.out" || {
    echo "FAIL: strata replay (seed $seed) exited $?"; cat "$work/replay-$seed.out"; exit 1; }
  played=$(tail -n 1 "$work/play-$seed.out")
  replayed=$(tail -n 1 "$work/replay-$seed.out")
  case $played in
    "state hash: 0x"*) ;;
    *) echo "FAIL: play's last line is not the state hash: $played"; status=1 ;;
  esac
  if [ "$played" != "$replayed" ]; then
    echo "FAIL: seed $seed: play ends on '$played', replay on '$replayed'"
    status=1
  else
    echo "ok: seed $seed: $played ($(grep -c '^[0-9]' "$log") answers)"
  fi
done
# A log whose recorded final hash does not match: exit status 1.
sed 's/^hash 0x.*/hash 0x0000000000000001/' "$work/game-3.log" >"$work/wrong-hash.log"
"$strata" replay "$work/wrong-hash.log" >/dev/null 2>"$work/wrong-hash.err"
rc=$?
if [ $rc -ne 1 ] || ! grep -q "error: the replay ends on state hash" "$work/wrong-hash.err"; then
  echo "FAIL: a wrong final hash gives exit $rc:"; cat "$work/wrong-hash.err"; status=1
fi
exit $status
