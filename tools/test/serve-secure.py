"""strata serve secure by default (issue 29): web pages refused unless their
origin is allowed; the opening handshake checked (RFC 6455 4.2.1); messages
over the limit, in one frame or many, and absurd frame lengths end with
1009; duplicate keys and fractional numbers refused; seats only with the
token given at creation, games only with the server's key when it has
one; start-up errors (games folder a file or unwritable, port file
unwritable, bad address) exit 2 with a clear message; a FIFO among the
records does not block start-up; a record naming "../outside" is refused.
usage: serve-secure.py STRATA WORKDIR"""
import base64
import json
import os
import shutil
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wsclient as ws

strata, work = sys.argv[1], os.path.join(sys.argv[2], "serve-secure")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
failures = []


def fail(why):
    print("FAIL:", why)
    failures.append(why)


def status_line(head):
    return head.split("\r\n")[0]


DECKS = ["Green-White Creatures", "Blue-Red Spells"]
key_file = os.path.join(work, "key")
open(key_file, "w").write("0123456789abcdef-the-key\n")
server, port = ws.start_server(strata, work, "--allow-origin", "https://Cards.Example",
                               "--create-key-file", key_file)
try:
    # Origins: none by default; the allowed one (case aside); no Origin at all.
    for origin, want in [("https://evil.example", " 403 "), ("null", " 403 "),
                         ("https://cards.example", " 101 "), (None, " 101 ")]:
        s, head = ws.connect(port, origin=origin)
        if want not in status_line(head):
            fail("Origin %r: %s" % (origin, status_line(head)))
        s.close()
    # Sec-WebSocket-Key: base64 of exactly 16 bytes.
    keys = {"abc": " 400 ", "x" * 24: " 400 ", base64.b64encode(b"a" * 15).decode(): " 400 ",
            base64.b64encode(b"a" * 17).decode(): " 400 ",
            "AAAAAAAAAAAAAAAAAAAAAB==": " 400 ",
            base64.b64encode(b"0123456789abcdef").decode(): " 101 "}
    for key, want in keys.items():
        s, head = ws.connect(port, key=key)
        if want not in status_line(head):
            fail("Sec-WebSocket-Key %r: %s" % (key, status_line(head)))
        s.close()
    s, head = ws.connect(port, extra=b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n")
    if " 400 " not in status_line(head):
        fail("two keys: " + status_line(head))
    s.close()

    # 1009: a message fragmented over 300 frames (1.2 MiB), a frame announcing 2^62 bytes.
    s, head = ws.connect(port)

    def fragments():
        try:
            s.sendall(ws.frame(b"[" * 4096, opcode=1, fin=False))
            for _ in range(298):
                s.sendall(ws.frame(b"[" * 4096, opcode=0, fin=False))
            s.sendall(ws.frame(b"]", opcode=0))
        except OSError:
            pass  # closed while sending: the close frame is already there

    t = threading.Thread(target=fragments)
    t.start()
    code = ws.read_until_close(s, 10)[1]
    t.join()
    s.close()
    if code != 1009:
        fail("a fragmented message of 1.2 MiB: close code %r, not 1009" % code)
    s, head = ws.connect(port)
    s.sendall(ws.frame(b"", length=2 ** 62)[:14])
    code = ws.read_until_close(s, 10)[1]
    s.close()
    if code != 1009:
        fail("a frame announcing 2^62 bytes: close code %r, not 1009" % code)

    # Messages: strict JSON, the key for create, tokens for seats.
    s, head = ws.connect(port)

    def ask(msg):
        ws.send(s, msg)
        return json.loads(ws.read_frame(s)[1])

    for bad, says in [('{"type":"join","type":"create"}', "appears twice"),
                      ('{"type":"create","decks":%s,"seed":2.0,"key":"0123456789abcdef-the-key"}'
                       % json.dumps(DECKS), "fraction"),
                      ("[" * 5000, "nested deeper"),
                      (json.dumps({"type": "create", "decks": DECKS}), '"key"')]:
        m = ask(bad)
        if m.get("type") != "error" or says not in m.get("message", ""):
            fail("%s...: %r" % (bad[:40], m))
    m = ask({"type": "create", "decks": DECKS, "key": "0123456789abcdef-the-key"})
    if m.get("type") != "created" or len(m.get("game", "")) != 33 or len(m.get("tokens", [])) != 2:
        fail("create with the key: %r" % m)
    else:
        game, tokens = m["game"], m["tokens"]
        s2, _ = ws.connect(port)
        ws.send(s2, {"type": "join", "game": game, "seat": 2})
        m2 = json.loads(ws.read_frame(s2)[1])
        if "token" not in m2.get("message", ""):
            fail("a join without the token: %r" % m2)
        ws.send(s2, {"type": "join", "game": game, "seat": 2, "token": tokens[1]})
        m2 = json.loads(ws.read_frame(s2)[1])
        if m2.get("type") != "joined":
            fail("a join with the invitation: %r" % m2)
        s2.close()
    s.close()
finally:
    server.terminate()
    server.wait()

# Start-up errors: status 2, a message, nothing served.
def run(*args):
    return subprocess.run([strata, "serve"] + list(args), capture_output=True, text=True,
                          timeout=20)

a_file = os.path.join(work, "a-file")
open(a_file, "w").write("x")
ro = os.path.join(work, "read-only")
os.makedirs(ro)
os.chmod(ro, 0o500)
cases = [(["--games-dir", a_file, "--port", "0"], "is not a folder"),
         (["--port-file", os.path.join(work, "no", "such", "dir", "port")], "cannot write the port"),
         (["--address", "bogus"], "--address 'bogus' is not an IP address")]
if os.geteuid() != 0:  # root writes anywhere
    cases.append((["--games-dir", ro], "not writable"))
for args, says in cases:
    r = run(*args)
    if r.returncode != 2 or says not in r.stderr:
        fail("serve %s: status %d, %s" % (" ".join(args), r.returncode, r.stderr.strip()))

# A FIFO among the records does not block start-up; a record naming another
# file is refused and nothing is written outside the folder.
games = os.path.join(work, "games")
os.makedirs(games)
os.mkfifo(os.path.join(games, "fifo.game"))
open(os.path.join(games, "evil.game"), "w").write(json.dumps(
    {"game": "../outside", "decks": DECKS, "seed": 1, "ai": [False, False],
     "tokens": ["a", "b"]}) + "\n")
start = time.time()
try:
    server, port = ws.start_server(strata, work, "--games-dir", games)
    server.terminate()
    server.wait()
    log = open(os.path.join(work, "serve.log")).read()
    for says in ["fifo.game: not a regular file", "evil.game: line 1 names game '../outside'"]:
        if says not in log:
            fail("restore: no %r in %s" % (says, log))
except RuntimeError as e:
    fail("with a FIFO in the records: %s" % e)
if os.path.exists(os.path.join(work, "outside.game")):
    fail("a record was written outside the games folder")

if failures:
    sys.exit(1)
print("serve-secure: ok")
