#!/usr/bin/env python3
"""Priority stops and stable option numbers in `strata play` (issue 15).

Seat 1 is a human who plays a land when offered and otherwise answers the
first option (passing); the AI plays seat 2. The same game is played with
the default stops and with --ask-always (asked at every priority decision
with a choice, as before stops existed):
  - both end on the same state hash with the same answer log (a pass made
    for the player by the stops is an ordinary, logged answer);
  - with stops, no priority prompt offers only passing and mana abilities
    ("pass or tap a land"); without, some do, and there are more prompts;
  - with stable numbers (the default) each option keeps one number over the
    whole game; with --numbers index some option's number changes.
Then `n` (pass until my next turn) at the first prompt: the next priority
prompt comes in a later turn of seat 1's own.

usage: stops-numbers.py STRATA WORKDIR
"""
import os
import re
import subprocess
import sys

strata, work = sys.argv[1], os.path.join(sys.argv[2], "stops-numbers")
os.makedirs(work, exist_ok=True)


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def play(name, extra, first_answer=None):
    log = os.path.join(work, name + ".log")
    p = subprocess.Popen([strata, "play", "--seed", "4", "--log", log] + extra,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, bufsize=0)
    prompts = []  # (turn, prompt line, [(number, label)])
    turn = 0
    out = b""
    n = 0
    while True:
        buf = b""
        while not buf.endswith(b"> "):
            c = p.stdout.read(1)
            if not c:
                break
            buf += c
        text = buf.decode()
        out += buf
        for t in re.findall(r"^-- turn (\d+),", text, re.M):
            turn = int(t)
        if not buf.endswith(b"> "):
            break
        lines = text[:-2].splitlines()
        opts = [(m.group(1), m.group(2)) for m in
                (re.match(r"^  (\d+|c): (.*)$", l) for l in lines) if m]
        head = [l for l in lines if not l.startswith("  ") and not l.startswith("--")]
        prompts.append((turn, head[-1] if head else "", opts))
        lands = [k for k, label in opts if label.startswith("play ")]
        answer = lands[0] if lands else opts[0][0]
        if n == 0 and first_answer:
            answer = first_answer
        n += 1
        if n > 30000:
            fail(name + ": the game did not end")
        p.stdin.write((answer + "\n").encode())
    p.wait()
    last = out.decode().strip().splitlines()[-1]
    if not last.startswith("state hash: 0x"):
        fail(name + ": no final state hash: " + last)
    answers = open(log).read().split("answers\n", 1)[1]
    return last, answers, prompts


def idle(prompts):
    """Priority prompts offering only passing and mana abilities."""
    return [p for p in prompts if "has priority" in p[1] and all(
        label == "pass priority" or re.match(r"activate .*: \{T\}: Add ", label)
        for _, label in p[2])]


def numbering(prompts):
    seen = {}
    for _, head, opts in prompts:
        for k, label in opts:
            seen.setdefault(label, set()).add(k)
    return {label: ks for label, ks in seen.items() if len(ks) > 1}


hash_stops, log_stops, with_stops = play("stops", [])
hash_all, log_all, without = play("ask-always", ["--ask-always"])
if hash_stops != hash_all or log_stops != log_all:
    fail("the stops changed the game: %s vs %s" % (hash_stops, hash_all))
asked = sum("has priority" in p[1] for p in with_stops)
asked_all = sum("has priority" in p[1] for p in without)
if idle(with_stops):
    fail("with stops, a prompt offered only passing and mana: %s" % (idle(with_stops)[0],))
if not idle(without) or asked >= asked_all:
    fail("the game has no idle prompts to spare (%d, %d priority prompts)" %
         (asked, asked_all))
moved = numbering(with_stops)
if moved:
    fail("options changed numbers: %s" % dict(list(moved.items())[:3]))
_, _, by_index = play("index", ["--numbers", "index"])
if not numbering(by_index):
    fail("in index mode no option changed its number: the check shows nothing")

# n: pass until my next turn, from the first prompt (turn 1, seat 1's own).
_, _, passing = play("next-turn", [], first_answer="n")
later = [p for p in passing[1:] if "has priority" in p[1]]
if later and later[0][0] < passing[0][0] + 2:  # not in the opponent's turn either
    fail("after 'n' in turn %d, asked again in turn %d" % (passing[0][0], later[0][0]))

print("stops-numbers: ok; priority prompts %d with stops, %d without (%d of them only "
      "pass or mana); the same game, %s" % (asked, asked_all, len(idle(without)), hash_stops))
