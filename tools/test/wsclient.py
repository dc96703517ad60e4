"""A raw WebSocket client for the server tests (RFC 6455), standard library
only: it can do what a well-behaved client never does (stop reading, send
half a handshake, announce absurd frame lengths), which a library would not
let a test do."""
import base64
import json
import os
import socket
import struct
import subprocess
import time


def tcp(port, source=None, timeout=10):
    """A TCP connection to 127.0.0.1:PORT, from SOURCE (another loopback
    address, 127.0.0.2...: a client at another address) if given."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(timeout)
    if source:
        s.bind((source, 0))
    s.connect(("127.0.0.1", port))
    return s


def connect(port, key=None, origin=None, extra=b"", timeout=10, rcvbuf=None, source=None):
    """Opens a WebSocket to 127.0.0.1:PORT (from SOURCE if given); returns
    (socket, the response head)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    s.settimeout(timeout)
    if source:
        s.bind((source, 0))
    s.connect(("127.0.0.1", port))
    key = key if key is not None else base64.b64encode(os.urandom(16)).decode()
    req = ("GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
           "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
           "Sec-WebSocket-Version: 13\r\n" % (port, key)).encode()
    if origin is not None:
        req += ("Origin: %s\r\n" % origin).encode()
    s.sendall(req + extra + b"\r\n")
    head = b""
    while b"\r\n\r\n" not in head:
        b = s.recv(1)
        if not b:
            break
        head += b
    return s, head.decode("latin-1")


def frame(payload, opcode=1, fin=True, length=None, mask=True):
    """One client frame (masked, RFC 6455 5.2); LENGTH overrides the real one."""
    if isinstance(payload, str):
        payload = payload.encode()
    n = len(payload) if length is None else length
    head = bytes([(0x80 if fin else 0) | opcode])
    m = 0x80 if mask else 0
    if n < 126:
        head += bytes([m | n])
    elif n < 65536:
        head += bytes([m | 126]) + struct.pack(">H", n)
    else:
        head += bytes([m | 127]) + struct.pack(">Q", n)
    if not mask:
        return head + payload
    key = os.urandom(4)
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def send(s, obj):
    s.sendall(frame(json.dumps(obj) if not isinstance(obj, (str, bytes)) else obj))


def read_exact(s, n):
    data = b""
    while len(data) < n:
        b = s.recv(n - len(data))
        if not b:
            raise EOFError("the connection closed")
        data += b
    return data


def read_frame(s):
    """(opcode, payload) of the next server message (fragments joined: RFC
    6455 5.4) or control frame; EOFError at the end."""
    op, fin, p = read_one_frame(s)
    while not fin:
        op2, fin, more = read_one_frame(s)
        if op2 >= 8:  # a control frame between fragments (5.4)
            if op2 == 8:
                return op2, more
            continue
        p += more
    return op, p


def read_one_frame(s):
    b0, b1 = read_exact(s, 2)
    n = b1 & 0x7F
    if n == 126:
        n = struct.unpack(">H", read_exact(s, 2))[0]
    elif n == 127:
        n = struct.unpack(">Q", read_exact(s, 8))[0]
    if b1 & 0x80:
        raise ValueError("a server frame must not be masked")
    return b0 & 0x0F, bool(b0 & 0x80), read_exact(s, n)


def close_code(payload):
    return struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else None


def read_until_close(s, limit=10):
    """Reads frames until a close frame or the end; returns (texts, close code or None)."""
    s.settimeout(limit)
    texts = []
    try:
        while True:
            op, p = read_frame(s)
            if op == 8:
                return texts, close_code(p)
            texts.append(p)
    except (EOFError, ConnectionResetError, socket.timeout, BrokenPipeError):
        return texts, None


def start_server(strata, work, *args, env=None):
    """Starts `strata serve`; returns (process, port)."""
    port_file = os.path.join(work, "port")
    if os.path.exists(port_file):
        os.remove(port_file)
    log = open(os.path.join(work, "serve.log"), "w")
    p = subprocess.Popen([strata, "serve", "--port-file", port_file] + list(args),
                         stdout=log, stderr=log, env=env)
    for _ in range(100):
        if os.path.exists(port_file) and open(port_file).read().strip():
            return p, int(open(port_file).read())
        if p.poll() is not None:
            break
        time.sleep(0.1)
    raise RuntimeError("the server did not start: " + open(os.path.join(work, "serve.log")).read())


def rejoin_message(s):
    """Creates a game on connection S and takes its seat 1; returns a message
    whose reply is large (a join with the token: joined, then the whole
    view), for tests that make the server send a lot."""
    send(s, {"type": "create", "decks": ["Green-White Creatures", "Blue-Red Spells"], "seed": 1})
    while True:
        m = json.loads(read_frame(s)[1])
        if m["type"] == "created":
            break
        if m["type"] == "error":
            raise RuntimeError(m["message"])
    game = m["game"]
    tokens = m.get("tokens")
    j = {"type": "join", "game": game, "seat": 1}
    if tokens:
        j["token"] = tokens[0]
    send(s, j)
    while True:
        m = json.loads(read_frame(s)[1])
        if m["type"] == "joined":
            break
    j["token"] = m["token"]
    read_frame(s)  # the view
    return json.dumps(j)
