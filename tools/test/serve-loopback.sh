#!/bin/sh
# strata serve on loopback (docs/protocol.md): a whole seeded game between
# two connected clients ends on the state hash of the same game played in
# process; 200 games at once end the same way, no answer lost or repeated;
# a client asking for a game that does not exist is refused; a server
# restarted from its records resumes the game.
# usage: serve-loopback.sh STRATA WORKDIR
set -u
strata=$1
work=$2/serve-loopback
mkdir -p "$work"
rm -f "$work/port"
status=0
fail() { echo "FAIL: $*"; status=1; }

# The load test's 400 connections and 200 games come from one address
# (loopback): the bounds per address (D126) are raised to let them.
"$strata" serve --port-file "$work/port" --max-connections-per-address 1000 \
  --games-per-address 1000 2>"$work/serve.log" &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for i in 1 2 3 4 5 6 7 8 9 10; do [ -s "$work/port" ] && break; sleep 1; done
[ -s "$work/port" ] || { cat "$work/serve.log"; echo "FAIL: the server did not start"; exit 1; }
url=ws://127.0.0.1:$(cat "$work/port")

"$strata" play --connect "$url" --ai-vs-ai --games 1 --seed 1 >"$work/one.out" 2>&1 ||
  fail "the loopback game: $(cat "$work/one.out")"
grep -q "^1 games over WebSocket, .* 1 games ended as in process" "$work/one.out" ||
  fail "the loopback game: $(cat "$work/one.out")"

"$strata" play --connect "$url" --ai-vs-ai --games 200 --seed 100 >"$work/load.out" 2>&1 ||
  fail "the load test: $(tail -n 6 "$work/load.out")"
grep -q "^200 games over WebSocket, .* 200 games ended as in process" "$work/load.out" ||
  fail "the load test: $(tail -n 6 "$work/load.out")"
cat "$work/load.out"

echo 0 | "$strata" play --connect "$url" --game g999 --token 00 >"$work/nogame.out" 2>&1
[ $? -eq 2 ] || fail "joining a missing game must exit 2"
grep -q "^refused: no game 'g999'$" "$work/nogame.out" || fail "$(cat "$work/nogame.out")"

kill $server
wait $server 2>/dev/null

# The flood limit refuses answers the AI-vs-AI seats send too fast (30 a
# second here): each refused answer is sent again, and the games end
# (issue 29: --seed 43 never ended).
rm -f "$work/port"
"$strata" serve --port-file "$work/port" --max-messages-per-second 30 2>>"$work/serve.log" &
server=$!
for i in 1 2 3 4 5 6 7 8 9 10; do [ -s "$work/port" ] && break; sleep 1; done
timeout 120 "$strata" play --connect "ws://127.0.0.1:$(cat "$work/port")" --ai-vs-ai --games 2 \
  --seed 43 >"$work/flood.out" 2>&1 || fail "with a flood limit: $(cat "$work/flood.out")"
grep -q "^2 games over WebSocket, .* 2 games ended as in process" "$work/flood.out" ||
  fail "with a flood limit: $(cat "$work/flood.out")"
kill $server
wait $server 2>/dev/null

# A player thinking at the prompt reads nothing, so the server closes the
# connection after its idle timeout (1 s here); the client takes the seat
# again with its token and the game goes on to its end.
rm -f "$work/port"
"$strata" serve --port-file "$work/port" --idle-timeout 1 2>>"$work/serve.log" &
server=$!
for i in 1 2 3 4 5 6 7 8 9 10; do [ -s "$work/port" ] && break; sleep 1; done
(sleep 3; yes 0 | head -n 20000) |
  timeout 120 "$strata" play --connect "ws://127.0.0.1:$(cat "$work/port")" --numbers index \
    --seat2 ai >"$work/idle.out" 2>&1
grep -q "^(the connection had closed: reconnected to seat 1 with its token)$" "$work/idle.out" ||
  fail "no reconnect after the idle timeout: $(tail -n 3 "$work/idle.out")"
case "$(tail -n 1 "$work/idle.out")" in "state hash: 0x"*) ;;
  *) fail "the game after a reconnect: $(tail -n 3 "$work/idle.out")" ;; esac
kill $server
wait $server 2>/dev/null

# A server restarted from its games' records resumes them: a game against
# the AI, left after 8 answers (few: the deal is the server's, and some
# deals end soon), the server stopped and started again, the
# player reconnecting with the seat's token, ends as the same game played
# without a break (in process, from the seed the server tells at the end).
start() { # start DIR
  rm -f "$work/port"
  "$strata" serve --port-file "$work/port" ${1:+--games-dir "$1"} 2>>"$work/serve.log" &
  server=$!
  for i in 1 2 3 4 5 6 7 8 9 10; do [ -s "$work/port" ] && break; sleep 1; done
  url=ws://127.0.0.1:$(cat "$work/port")
}
play() { # play ANSWERS [ARGS...]: ANSWERS zeros (0: to the end), then q
  n=$1; shift
  if [ "$n" -eq 0 ]; then yes 0 | head -n 20000; else yes 0 | head -n "$n"; echo q; fi |
    "$strata" play --connect "$url" --numbers index "$@"
}
rm -rf "$work/games"
start "$work/games"
play 8 --seed 9 --seat2 ai >"$work/first.out" 2>&1
game=$(sed -n 's/^game \(g[0-9a-f]*\)$/\1/p' "$work/first.out")
token=$(sed -n 's/^joined g[0-9a-f]* as seat 1; token \([0-9a-f]*\)$/\1/p' "$work/first.out")
[ -n "$game" ] || fail "no game id: $(head -n 3 "$work/first.out")"
[ -n "$token" ] || fail "no token: $(head -n 3 "$work/first.out")"
kill $server; wait $server 2>/dev/null
start "$work/games"
grep -q "^strata serve: resumed 1 game from " "$work/serve.log" || fail "$(cat "$work/serve.log")"
play 0 --game "$game" --seat 1 --token "$token" >"$work/second.out" 2>&1
# The deal was the server's seed, told at the end: the same game in process.
seed=$(sed -n 's/^game seed: \([0-9]*\)$/\1/p' "$work/second.out")
[ -n "$seed" ] || fail "no game seed: $(tail -n 3 "$work/second.out")"
yes 0 | head -n 20000 | "$strata" play --seed "$seed" --seat2 ai --ask-always --numbers index \
  >"$work/whole.out" 2>&1
whole=$(tail -n 1 "$work/whole.out")
case "$whole" in "state hash: 0x"*) ;; *) fail "the whole game: $whole" ;; esac
[ "$(tail -n 1 "$work/second.out")" = "$whole" ] ||
  fail "the resumed game ends on $(tail -n 1 "$work/second.out"), the whole game on $whole"
kill $server; wait $server 2>/dev/null

[ $status -eq 0 ] && echo "serve-loopback: ok"
exit $status
