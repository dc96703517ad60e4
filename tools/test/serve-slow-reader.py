"""A slow reader closed in the middle of a write (issue 29): the client
fills its send queue without reading, shuts down its writing side (the
server sees the end of the stream and closes the connection while a write
is in flight), then reads everything. Every byte it receives must belong to
a reply of its own (valid frames of JSON objects), never freed memory, and
the server must live on (under AddressSanitizer a freed send buffer is a
heap-use-after-free that ends it). usage: serve-slow-reader.py STRATA WORKDIR"""
import json
import os
import socket
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wsclient as ws

strata, work = sys.argv[1], os.path.join(sys.argv[2], "serve-slow-reader")
os.makedirs(work, exist_ok=True)
server, port = ws.start_server(strata, work)
failures = []
try:
    for trial in range(3):
        s, head = ws.connect(port, rcvbuf=4096)
        assert " 101 " in head.split("\r\n")[0], head
        # Joins again with the seat's token: each is a whole view to send.
        big = ws.rejoin_message(s)
        # 150 a second (under the flood limit) for two seconds: megabytes to send.
        for i in range(300):
            try:
                ws.send(s, big)
            except OSError:
                break
            if i % 150 == 149:
                time.sleep(1.0)
        time.sleep(0.3)
        s.shutdown(socket.SHUT_WR)
        texts, code = ws.read_until_close(s, limit=5)
        s.close()
        for t in texts:
            try:
                m = json.loads(t)
                assert isinstance(m, dict) and m.get("type") in ("error", "update", "joined")
            except Exception as e:
                failures.append("trial %d: a frame that is no reply (%s): %r...%r"
                                % (trial, e, t[:60], t[-60:]))
                break
        time.sleep(0.2)
        if server.poll() is not None:
            failures.append("trial %d: the server died (status %s)" % (trial, server.returncode))
            break
    if server.poll() is None:
        # It still serves.
        s, head = ws.connect(port)
        ws.send(s, {"type": "nonsense"})
        op, p = ws.read_frame(s)
        if b'"error"' not in p:
            failures.append("after the trials: %r" % p)
        s.close()
finally:
    if server.poll() is None:
        server.terminate()
        server.wait()
log = open(os.path.join(work, "serve.log")).read()
if "AddressSanitizer" in log:
    failures.append("the server's log:\n" + log[-3000:])
for f in failures:
    print("FAIL:", f)
if failures:
    sys.exit(1)
print("serve-slow-reader: ok")
