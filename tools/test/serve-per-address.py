"""strata serve bounds what one client address can hold (issue 29, D126),
on loopback only, a client at another address being one bound to
127.0.0.2, 127.0.0.3...: one address's connections are bounded
(--max-connections-per-address), so it cannot take every slot while
others still connect; the games created from one address are bounded
(--games-per-address) across reconnects, which the bound per connection
is not; a trusted proxy's connections (--trusted-proxy) count by the
address its X-Forwarded-For ends with, and need it; anyone else's
X-Forwarded-For is ignored. Bounded: about 10 s.
usage: serve-per-address.py STRATA WORKDIR"""
import json
import os
import socket
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wsclient as ws

strata, work = sys.argv[1], os.path.join(sys.argv[2], "serve-per-address")
os.makedirs(work, exist_ok=True)
failures = []


def fail(why):
    print("FAIL:", why)
    failures.append(why)


def closed_at_once(s, within=3):
    """Whether the server closes S (a TCP connection) without a word."""
    s.settimeout(within)
    try:
        return s.recv(1) == b""
    except ConnectionResetError:
        return True
    except socket.timeout:
        return False


def status_of(head):
    parts = head.split("\r\n")[0].split(" ")
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


def create(s, seed=1):
    ws.send(s, {"type": "create", "decks": ["Green-White Creatures", "Blue-Red Spells"],
                "seed": seed})
    while True:
        m = json.loads(ws.read_frame(s)[1])
        if m["type"] in ("created", "error"):
            return m


DECKS = ["Green-White Creatures", "Blue-Red Spells"]
server, port = ws.start_server(
    strata, work, "--max-connections", "40", "--max-connections-per-address", "10",
    "--games-per-client", "2", "--games-per-address", "3", "--handshake-timeout", "20",
    "--trusted-proxy", "127.0.0.9")
try:
    # --- 1. One address takes its 10 connections (half-open: nothing sent);
    # the 11th is closed at once, while another address still connects.
    held = [ws.tcp(port, source="127.0.0.2") for _ in range(10)]
    time.sleep(0.3)
    for s in held:
        s.settimeout(0.2)
        try:
            if s.recv(1) == b"":
                fail("one of the first 10 connections from 127.0.0.2 was closed")
                break
        except socket.timeout:
            pass
    extra = ws.tcp(port, source="127.0.0.2")
    if not closed_at_once(extra):
        fail("an 11th connection from 127.0.0.2 is not closed (--max-connections-per-address 10)")
    s, head = ws.connect(port, source="127.0.0.3")
    if status_of(head) != 101:
        fail("another address cannot connect while 127.0.0.2 holds its 10: " + head)
    s.close()
    # Slots freed when that address's connections close.
    for h in held:
        h.close()
    time.sleep(0.3)
    s, head = ws.connect(port, source="127.0.0.2")
    if status_of(head) != 101:
        fail("127.0.0.2 cannot connect again after closing its connections: " + head)
    s.close()

    # --- 2. Games per address, across reconnects: 2 per connection, 3 per
    # address, whichever connection of the address made them.
    results = []
    for round_ in range(3):
        s, head = ws.connect(port, source="127.0.0.4")
        results += [create(s, seed=round_)["type"], create(s, seed=round_)["type"]]
        last = create(s)
        s.close()
        time.sleep(0.1)
    if results != ["created", "created", "created", "error", "error", "error"]:
        fail("games per address across reconnects: %r, not 3 created" % results)
    msg = last.get("message", "")
    if msg != "the clients of one address may have at most 3 unfinished games they created":
        fail("games per address: the refusal says %r" % msg)
    s, head = ws.connect(port, source="127.0.0.5")
    if create(s)["type"] != "created":
        fail("another address cannot create a game")
    s.close()

    # --- 3. A trusted proxy (127.0.0.9): counted by the address its
    # X-Forwarded-For ends with (the client's own claims before it are not).
    def via_proxy(xff):
        extra = b"" if xff is None else ("X-Forwarded-For: %s\r\n" % xff).encode()
        return ws.connect(port, source="127.0.0.9", extra=extra)

    proxied = []
    for i in range(10):
        s, head = via_proxy("10.9.9.%d, 203.0.113.7" % i)
        if status_of(head) != 101:
            fail("proxied connection %d for 203.0.113.7 refused: %s" % (i, head))
        proxied.append(s)
    s, head = via_proxy("203.0.113.7")
    if status_of(head) != 503 or "too many connections from this address" not in head + \
            s.recv(4096).decode("latin-1"):
        fail("an 11th proxied connection for 203.0.113.7: %r, not 503" % head.split("\r\n")[0])
    s.close()
    s, head = via_proxy("203.0.113.8")
    if status_of(head) != 101:
        fail("the proxy's connection for another client refused: " + head)
    s.close()
    s, head = via_proxy(None)
    body = s.recv(4096).decode("latin-1")
    if status_of(head) != 400 or "needs X-Forwarded-For" not in body:
        fail("a proxied connection without X-Forwarded-For: %r %r, not 400" % (head, body))
    s.close()
    for s in proxied:
        s.close()

    # --- 4. Anyone else's X-Forwarded-For is ignored: 127.0.0.6 naming a
    # new address each time is still one address.
    mine = []
    for i in range(10):
        s, head = ws.connect(port, source="127.0.0.6",
                             extra=("X-Forwarded-For: 198.51.100.%d\r\n" % i).encode())
        mine.append(s)
        if status_of(head) != 101:
            fail("connection %d from 127.0.0.6 refused: %s" % (i, head))
    extra = ws.tcp(port, source="127.0.0.6")
    if not closed_at_once(extra):
        fail("X-Forwarded-For from a client that is not a trusted proxy was believed")
    for s in mine:
        s.close()
finally:
    server.terminate()
    server.wait(timeout=20)

log = open(os.path.join(work, "serve.log")).read()
if ("connections open from 127.0.0.2, the most one address may have "
        "(--max-connections-per-address): new ones are refused") not in log:
    fail("the log does not say an address was refused: " + log[-600:])

# Start-up: a trusted proxy that is not an IP address, exit 2.
import subprocess  # noqa: E402
r = subprocess.run([strata, "serve", "--trusted-proxy", "proxy.example"], capture_output=True,
                   text=True, timeout=20)
if r.returncode != 2 or r.stderr != ("strata serve: error: --trusted-proxy 'proxy.example' is "
                                     "not an IP address (the proxy's, such as 127.0.0.1)\n"):
    fail("--trusted-proxy proxy.example: exit %d, %r" % (r.returncode, r.stderr))

if failures:
    print("%d failures" % len(failures))
    sys.exit(1)
print("ok: per-address connections and games bounded; a trusted proxy's clients counted")
