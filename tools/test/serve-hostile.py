"""strata serve under attack, bounded (issue 29): while hostile clients
hold half-open connections, half-send handshakes, flood without reading
and create games they abandon, an honest client still plays its games to
the end; the server closes the half-open ones after the handshake timeout
and a client that does not read with close code 1008, stays within its
memory, frees every game that ended or was abandoned, and, out of
descriptors, backs off instead of spinning.
usage: serve-hostile.py STRATA WORKDIR"""
import json
import os
import socket
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wsclient as ws

strata, work = sys.argv[1], os.path.join(sys.argv[2], "serve-hostile")
os.makedirs(work, exist_ok=True)
failures = []


def fail(why):
    print("FAIL:", why)
    failures.append(why)


def status(pid, field):
    for line in open("/proc/%d/status" % pid):
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    f = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")


def honest(port, games, seed, out):
    r = subprocess.run([strata, "play", "--connect", "ws://127.0.0.1:%d" % port, "--ai-vs-ai",
                        "--games", str(games), "--seed", str(seed)],
                       capture_output=True, text=True, timeout=120)
    out.append(r)


# --- 1. Floods, half-open connections and abandoned games, while an honest client plays.
server, port = ws.start_server(
    strata, work, "--max-connections", "80", "--handshake-timeout", "4", "--idle-timeout", "8",
    "--send-queue", "32768", "--games-per-client", "2", "--max-games", "200",
    "--abandon-after", "3",
    # Every client here is at one address (loopback); serve-per-address.py
    # tests the bounds per address.
    "--max-connections-per-address", "80", "--games-per-address", "200")
# Under AddressSanitizer freed memory is held in quarantine (256 MiB by
# default): the bound on growth is looser there.
sanitized = b"__asan_init" in open(strata, "rb").read()
growth_limit = (600 if sanitized else 150) * 1024
base = status(server.pid, "VmRSS")
try:
    half_open = [socket.create_connection(("127.0.0.1", port)) for _ in range(20)]
    for s in half_open[:10]:
        s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # never finished
    t_half = time.time()

    # Clients that send and never read.
    nonreaders = []
    for _ in range(5):
        s, head = ws.connect(port, rcvbuf=4096)
        if " 101 " not in head.split("\r\n")[0]:
            fail("a handshake was refused: " + head)
        nonreaders.append((s, ws.rejoin_message(s)))

    codes = []

    def flood(s, big):
        # Two bursts under the flood limit, a second apart, nothing read;
        # then it reads at last, within the handshake timeout of being
        # closed, so the close frame reaches it.
        try:
            for i in range(380):
                s.sendall(ws.frame(big))
                if i == 189:
                    time.sleep(1.05)
        except OSError:
            pass  # the server closed it
        codes.append(ws.read_until_close(s, limit=10)[1])
        s.close()

    floods = [threading.Thread(target=flood, args=n) for n in nonreaders]
    for t in floods:
        t.start()

    # Games created and left: each connection may have 2 at once; the third is refused.
    creators = []
    for c in range(20):
        s, head = ws.connect(port)
        replies = []
        for i in range(3):
            ws.send(s, {"type": "create", "decks": ["Green-White Creatures", "Blue-Red Spells"],
                        "seed": c * 10 + i})
            while True:
                op, p = ws.read_frame(s)
                m = json.loads(p)
                if m["type"] in ("created", "error"):
                    replies.append(m)
                    break
        if [m["type"] for m in replies] != ["created", "created", "error"] or \
                "at most 2 unfinished games" not in replies[2]["message"]:
            fail("games per client: %r" % [m.get("message", m["type"]) for m in replies])
            break
        creators.append(s)
    for s in creators:
        s.close()

    # Meanwhile an honest client plays.
    out = []
    player = threading.Thread(target=honest, args=(port, 4, 7, out))
    player.start()

    # Half-open connections are closed after the handshake timeout (4 s).
    for s in half_open:
        s.settimeout(12)
        try:
            if s.recv(1) != b"":
                fail("a half-open connection got data")
        except socket.timeout:
            fail("a half-open connection still open after %.1f s" % (time.time() - t_half))
            break
        except ConnectionResetError:
            pass
    if time.time() - t_half > 10:
        fail("half-open connections closed after %.1f s (timeout 4 s)" % (time.time() - t_half))

    for t in floods:
        t.join()
    # A client that did not read is told why when it reads at last: 1008.
    if any(c != 1008 for c in codes):
        fail("clients that do not read: close codes %r, not 1008" % codes)

    player.join()
    r = out[0]
    if r.returncode != 0 or "4 games ended as in process" not in r.stdout:
        fail("the honest client: %s%s" % (r.stdout, r.stderr[-2000:]))
    else:
        print(r.stdout.strip())
    peak = status(server.pid, "VmHWM")
    if peak - base > growth_limit:
        fail("the server's memory grew from %d to %d MiB" % (base // 1024, peak // 1024))
    print("server memory: %d MiB at start, %d MiB at most" % (base // 1024, peak // 1024))
    # Abandoned games leave memory (3 s), finished ones at once.
    time.sleep(4.5)
finally:
    server.terminate()
    server.wait(timeout=20)
log = open(os.path.join(work, "serve.log")).read()
if "stopped (0 games in memory)" not in log:
    fail("games left in memory: " + log[-600:])
if "does not read" not in log:
    fail("no client was closed for not reading: " + log[-600:])

# --- 2. Out of descriptors: accept fails (EMFILE); the server backs off
# instead of retrying at once (100% CPU), and serves again when they are free.
work2 = os.path.join(work, "emfile")
os.makedirs(work2, exist_ok=True)
port_file = os.path.join(work2, "port")
if os.path.exists(port_file):
    os.remove(port_file)
log2 = open(os.path.join(work2, "serve.log"), "w")
server = subprocess.Popen(["sh", "-c", 'ulimit -n 48 && exec "$0" serve --port-file "$1" '
                           '--max-connections 1000 --handshake-timeout 3', strata, port_file],
                          stdout=log2, stderr=log2)
try:
    for _ in range(100):
        if os.path.exists(port_file) and open(port_file).read().strip():
            break
        time.sleep(0.1)
    port = int(open(port_file).read())
    held = [socket.create_connection(("127.0.0.1", port)) for _ in range(60)]
    time.sleep(0.5)
    before = cpu_seconds(server.pid)
    time.sleep(2)
    used = cpu_seconds(server.pid) - before
    print("out of descriptors: %.2f s of CPU in 2 s" % used)
    if used > 0.6:
        fail("out of descriptors the server used %.2f s of CPU in 2 s (a busy loop)" % used)
    for s in held:
        s.close()
    out = []
    honest(port, 1, 3, out)
    if out[0].returncode != 0:
        fail("after the descriptors came back: %s%s" % (out[0].stdout, out[0].stderr[-1000:]))
finally:
    server.terminate()
    server.wait(timeout=20)
if "cannot accept a connection" not in open(os.path.join(work2, "serve.log")).read():
    fail("no accept failure was logged")

if failures:
    sys.exit(1)
print("serve-hostile: ok")
