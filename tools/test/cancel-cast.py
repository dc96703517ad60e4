#!/usr/bin/env python3
"""A human backs out of a cast in `strata play` (CR 601.2): at the first
decision offering "c: cancel" they type c; the game is as it was (the same
board and options, the prompt says so), the game plays on to its end, the
log records `cancel`, and `strata replay` of the log ends on the same state
hash. The other answers are the first option (pass, the first choice), except that seat 1
plays a land when it can and casts at the first priority prompt that
offers it.

usage: cancel-cast.py STRATA WORKDIR
"""
import os
import re
import subprocess
import sys

strata, work = sys.argv[1], os.path.join(sys.argv[2], "cancel-cast")
os.makedirs(work, exist_ok=True)
log = os.path.join(work, "game.log")


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


p = subprocess.Popen([strata, "play", "--seat1", "human", "--seat2", "ai", "--seed", "3",
                      "--log", log], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.STDOUT, bufsize=0)


def read_prompt():
    """Output up to the next "> " (a question), or None at the end."""
    buf = b""
    while not buf.endswith(b"> "):
        c = p.stdout.read(1)
        if not c:
            return None if not buf else buf.decode()
        buf += c
    return buf.decode()


def options(text):
    """The last decision's prompt line and options."""
    lines = text.rstrip("> ").splitlines()
    opts = [l for l in lines if re.match(r"^  (\d+|c): ", l)]
    i = max(k for k, l in enumerate(lines) if not l.startswith("  ")) if lines else 0
    return lines[i] if lines else "", opts


state = "casting"  # then "cancelled", then "done"
before = None
turns = 0
while True:
    text = read_prompt()
    if text is None or not text.endswith("> "):
        final = text or ""
        break
    prompt, opts = options(text)
    # The first option, by the number shown (numbers stay with their
    # option across prompts, so the first is not always 0).
    answer = opts[0].split(":")[0].strip() if opts else "0"
    if state == "chosen" and "  c: cancel (back to before this cast; nothing is paid)" not in opts:
        state = "casting"  # that cast needed no choice (nothing to cancel)
    if state == "casting" and "has priority" in prompt:
        casts = [o for o in opts if re.match(r"^  \d+: cast ", o)]
        lands = [o for o in opts if re.match(r"^  \d+: play ", o)]
        if casts:
            before = (opts, text)
            answer = casts[0].split(":")[0].strip()
            state = "chosen"
        elif lands:
            answer = lands[0].split(":")[0].strip()
    elif state == "chosen":
        answer = "c"
        state = "cancelled"
    elif state == "cancelled":
        if "cancelled casting" not in prompt or "the game is as it was" not in prompt:
            fail("the next prompt does not tell of the cancel: " + prompt)
        if opts != before[0]:
            fail("the options after cancelling differ: %s vs %s" % (opts, before[0]))
        state = "done"
    turns += 1
    if turns > 20000:
        fail("the game did not end")
    p.stdin.write((answer + "\n").encode())
p.wait()
if state != "done":
    fail("never got to cancel a cast (state %s)" % state)
last = final.strip().splitlines()[-1] if final.strip() else ""
if not last.startswith("state hash: 0x"):
    fail("the game did not end with its state hash: " + last)
if "\ncancel\n" not in open(log).read():
    fail("the log does not record the cancel")
r = subprocess.run([strata, "replay", log], capture_output=True, text=True)
if r.returncode != 0 or r.stdout.strip().splitlines()[-1] != last:
    fail("the replay ends elsewhere: " + (r.stdout + r.stderr)[-300:])
print("cancel-cast: ok,", last)
