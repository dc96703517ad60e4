"""strata play --connect against a hostile server (issue 29): whatever the
server sends (JSON nested 200,000 deep, players: [1, 2], a decision without
its number, a 'created' without its game, frames announcing 2^62 bytes),
the client ends with a clear error and a nonzero status, never by a
signal, and never waits for ever (nor for a server that never answers the
handshake: 15 s). usage: client-hostile-server.py STRATA"""
import base64
import hashlib
import json
import os
import socket
import struct
import subprocess
import sys
import threading
import time

strata = sys.argv[1]
GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"  # RFC 6455 1.3


def frame(payload, length=None):
    if isinstance(payload, str):
        payload = payload.encode()
    n = len(payload) if length is None else length
    if n < 126:
        head = bytes([0x81, n])
    elif n < 65536:
        head = bytes([0x81, 126]) + struct.pack(">H", n)
    else:
        head = bytes([0x81, 127]) + struct.pack(">Q", n)
    return head + payload


def serve_once(listener, replies):
    """Accepts one client, answers its handshake, sends REPLIES once its
    first message arrives, then reads until it goes (at most 10 s)."""
    c, _ = listener.accept()
    c.settimeout(10)
    try:
        head = b""
        while b"\r\n\r\n" not in head:
            b = c.recv(4096)
            if not b:
                return
            head += b
        key = [l.split(":", 1)[1].strip() for l in head.decode("latin-1").split("\r\n")
               if l.lower().startswith("sec-websocket-key:")][0]
        accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
        c.sendall(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                   "Connection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n" % accept).encode())
        c.recv(65536)  # the client's first message (create or join)
        for r in replies:
            c.sendall(r if isinstance(r, bytes) else frame(r))
        while c.recv(65536):
            pass
    except OSError:
        pass
    finally:
        c.close()


created = json.dumps({"type": "created", "game": "gx", "tokens": ["a", "b"]})
joined = json.dumps({"type": "joined", "game": "gx", "seat": 1, "token": "a"})
decision = {"number": 1, "player": 1, "yours": True, "kind": "priority",
            "prompt": "p", "options": ["pass priority"], "cancellable": False}


def update(**fields):
    u = {"type": "update", "game": "gx", "you": 1, "turn": 1, "step": "s", "active": 1,
         "players": [], "battlefield": [], "stack": [], "decision": decision}
    u.update(fields)
    return json.dumps(u)


no_number = dict(decision)
del no_number["number"]
cases = {
    "deep nesting": ["[" * 200000],
    "deep nesting after joining": [created, joined, '{"type":"update","x":' + "[" * 200000],
    "players: [1, 2]": [created, joined, update(players=[1, 2])],
    "battlefield: [1]": [created, joined, update(battlefield=[1])],
    "a hand of numbers": [created, joined, update(players=[{"name": "x", "hand": [1]}])],
    "a decision without its number": [created, joined, update(decision=no_number)],
    "options that are not a list": [created, joined, update(decision=dict(decision, options=5))],
    "no options at all": [created, joined, update(decision=dict(decision, options=[]))],
    "created without game": [json.dumps({"type": "created"})],
    "created without tokens": [json.dumps({"type": "created", "game": "gx"})],
    "not JSON": ["\x00\xff{"],
    "an array": ["[1,2]"],
    "duplicate keys": ['{"type":"created","type":"update"}'],
    "a frame of 2^62 bytes": [frame(b"", length=2 ** 62)],
    # The create refused (a limit of the server): the load client waited
    # for ever on a real server, whose pings kept the connection open.
    "create refused": [json.dumps({"type": "error", "message": "no games for you"})],
    # Shell syntax in the id or a token, which the player's client prints
    # in the invitation command (`strata play --connect ... --token T`).
    "shell in the game id": [json.dumps({"type": "created", "game": "gx;touch ../pwned",
                                         "tokens": ["a", "b"]})],
    "shell in a token": [json.dumps({"type": "created", "game": "gx",
                                     "tokens": ["a", "b $(touch pwned)"]})],
}
# What the error must say, where a generic one would hide a wait, the
# seconds it may take (the hostile server holds the connection 10 s), and
# the modes it applies to.
expected = {
    "create refused": ("no games for you", 5, ("player", "ai-vs-ai")),
    "shell in the game id": ("a game id or token that is not letters and digits", 5, ("player",)),
    "shell in a token": ("a game id or token that is not letters and digits", 5, ("player",)),
}
failures = []
for mode in ("player", "ai-vs-ai"):
    for name, replies in cases.items():
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(4)
        port = listener.getsockname()[1]
        # ai-vs-ai: seat 1 creates; seat 2 connects only after 'created'.
        servers = [threading.Thread(target=serve_once, args=(listener, replies))]
        servers[0].start()
        url = "ws://127.0.0.1:%d" % port
        args = ([strata, "play", "--connect", url, "--seat2", "ai"] if mode == "player" else
                [strata, "play", "--connect", url, "--ai-vs-ai", "--games", "1"])
        try:
            start = time.monotonic()
            r = subprocess.run(args, input="0\n0\n0\n", capture_output=True, text=True,
                               timeout=30)
            took = time.monotonic() - start
            if r.returncode == 0 or r.returncode < 0 or r.returncode >= 128:
                failures.append("%s, %s: status %d\n%s" % (mode, name, r.returncode,
                                                            r.stderr[-800:]))
            elif "strata play: error:" not in r.stderr:
                failures.append("%s, %s: no error message: %s" % (mode, name, r.stderr[-800:]))
            elif name in expected and mode in expected[name][2] and (
                    expected[name][0] not in r.stderr or took > expected[name][1]):
                failures.append("%s, %s: %.1f s, the error does not say '%s' within %d s: %s"
                                % (mode, name, took, *expected[name][:2], r.stderr[-800:]))
        except subprocess.TimeoutExpired:
            failures.append("%s, %s: the client did not end" % (mode, name))
        listener.close()
        servers[0].join(timeout=15)
# Line breaks and escape sequences in what the server names (a prompt, an
# option, a card, a step, a player): one line each on the player's
# terminal, shown escaped, so a server cannot print a line of its own
# making (a fake option "  1: ..." under the real ones).
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(4)
lines = update(step="main\n-- turn 9", players=[{"name": "Al\nPlayer 2: 0 life", "life": 20,
                                                  "library": 1, "hand_size": 1,
                                                  "hand": ["Bear\n  your hand: -"]}],
               battlefield=[{"card": "Elf\x1b[2J", "controller": 1}],
               decision=dict(decision, prompt="pick\n> ",
                             options=["pass priority\n  1: concede the game"]))
server = threading.Thread(target=serve_once, args=(listener, [created, joined, lines]))
server.start()
r = subprocess.run([strata, "play", "--connect", "ws://127.0.0.1:%d" % listener.getsockname()[1],
                    "--seat2", "ai"], input="q\n", capture_output=True, text=True, timeout=30)
listener.close()
server.join(timeout=15)
for want in ("  0: pass priority\\n  1: concede the game\n", "-- turn 1, main\\n-- turn 9 (",
             "Al\\nPlayer 2: 0 life: 20 life", "  your hand: Bear\\n  your hand: -\n",
             "battlefield: Elf\\x1b[2J (P1)", "pick\\n> \n"):
    if want not in r.stdout:
        failures.append("server strings with line breaks: %r not in %r" % (want, r.stdout[-1500:]))
if "\n  1: concede" in r.stdout or "\x1b" in r.stdout:
    failures.append("a server string printed a line or an escape of its own: %r" % r.stdout[-1500:])

# A server that accepts and never answers the handshake: the client gives up.
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(4)
for args in (["--seat2", "ai"], ["--ai-vs-ai", "--games", "1"]):
    try:
        r = subprocess.run([strata, "play", "--connect",
                            "ws://127.0.0.1:%d" % listener.getsockname()[1]] + args,
                           capture_output=True, text=True, timeout=40)
        if r.returncode in (0,) or r.returncode < 0 or "strata play: error:" not in r.stderr:
            failures.append("a silent server, %s: status %d, %s"
                            % (args[0], r.returncode, r.stderr[-400:]))
    except subprocess.TimeoutExpired:
        failures.append("a silent server, %s: the client did not end" % args[0])
listener.close()

for f in failures:
    print("FAIL:", f)
if failures:
    sys.exit(1)
print("client-hostile-server: ok (%d cases)" % (2 * len(cases) + 3))
