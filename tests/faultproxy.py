"""A TCP proxy in front of a real HTTP server (SeaweedFS) that stops answering some requests: they
are read and never forwarded, their connection held open and silent (a server that froze). Every
other request, and every answer, goes through unchanged. Loopback only; stops with `close()`."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Callable


class FreezingProxy:
    def __init__(self, upstream_port: int, freeze: Callable[[str, str], bool]) -> None:
        self.upstream = upstream_port
        self.freeze = freeze  # (method, path) -> hold it unanswered
        self.seen: list[tuple[str, str]] = []
        self.frozen: list[tuple[str, str]] = []
        self._closed = threading.Event()
        self._socks: list[socket.socket] = []
        self._lock = threading.Lock()
        self.server = socket.create_server(("127.0.0.1", 0))
        self.server.settimeout(0.5)
        self.port = int(self.server.getsockname()[1])
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def close(self) -> None:
        self._closed.set()
        with self._lock:
            for s in [self.server, *self._socks]:
                with contextlib.suppress(OSError):
                    s.close()

    def __enter__(self) -> FreezingProxy:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _accept(self) -> None:
        while not self._closed.is_set():
            try:
                client, _ = self.server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with self._lock:
                self._socks.append(client)
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        try:
            up = socket.create_connection(("127.0.0.1", self.upstream), timeout=10)
        except OSError:
            client.close()
            return
        up.settimeout(None)
        with self._lock:
            self._socks.append(up)
        threading.Thread(target=self._pipe, args=(up, client), daemon=True).start()
        buf = b""
        try:
            while not self._closed.is_set():
                while b"\r\n\r\n" not in buf:
                    data = client.recv(1 << 16)
                    if not data:
                        return
                    buf += data
                head, buf = buf.split(b"\r\n\r\n", 1)
                lines = head.decode("latin-1").split("\r\n")
                method, path = lines[0].split(" ")[:2]
                length = 0
                for h in lines[1:]:
                    k, _, v = h.partition(":")
                    if k.strip().lower() == "content-length":
                        length = int(v.strip())
                while len(buf) < length:
                    data = client.recv(1 << 16)
                    if not data:
                        return
                    buf += data
                body, buf = buf[:length], buf[length:]
                with self._lock:
                    self.seen.append((method, path))
                if self.freeze(method, path):
                    with self._lock:
                        self.frozen.append((method, path))
                    self._closed.wait()  # silent until the end: a server that stopped answering
                    return
                up.sendall(head + b"\r\n\r\n" + body)
        except OSError:
            return
        finally:
            for s in (client, up):
                with contextlib.suppress(OSError):
                    s.close()

    def _pipe(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while True:
                data = src.recv(1 << 16)
                if not data:
                    break
                dst.sendall(data)
        except OSError:
            pass
        finally:
            with contextlib.suppress(OSError):
                dst.shutdown(socket.SHUT_WR)
