"""The hook helper: one background process per workspace that serves `savepoint hook` calls.

An agent makes hundreds of tool calls, each a new `savepoint hook` process that would walk the
whole workspace to checkpoint it. The helper watches the workspace for changes (store/track.py)
and keeps the last checkpoints' manifests in memory, so a call's checkpoint (and the diff after
the call) visits only the paths touched since the checkpoint before: the cost follows what
changed, not the size of the repository. Exactness comes first: whenever the watcher is in doubt
(lost events, a watch limit) a call scans everything, as without a helper.

    python -m savepoint.hook.daemon WORKSPACE STORE     (started by `savepoint hook`, detached)

It holds `STORE/hook.pid` locked (one helper per store), listens on `STORE/hook.sock` (the store
is private: only its owner can connect), serves one call at a time through the same code as the
command (`hook.core.respond`) with the store lock taken per call, and leaves after
`SAVEPOINT_HOOK_IDLE` (default 15 minutes) without a call, when its store or workspace goes away,
when a call comes from another build of savepoint, or on `savepoint hook --stop`.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import select
import signal
import socket
import struct
import sys
import time
from collections import OrderedDict
from pathlib import Path
from typing import Any

from savepoint.hook.client import FAILED_FILE, LOG_FILE, PID_FILE, PROTOCOL, SOCKET, at_socket, build_id

IDLE_VAR = "SAVEPOINT_HOOK_IDLE"
IDLE_DEFAULT = 15 * 60.0
CHECK_EVERY = 5.0  # seconds between looks at the store and workspace while idle
KEEP_MARKS = 8  # checkpoints whose changes since are remembered (a PostToolUse names its PreToolUse's)
LOG_MAX = 1 << 20
MAX_REQUEST = 1 << 30


class Tracking:
    """Which paths may have changed since each of the last checkpoints this helper took."""

    def __init__(self, tracker: Any, store: Any = None) -> None:
        self.tracker = tracker  # a store.track.ChangeTracker, or None (then every call scans)
        self.store = store  # the helper's Store, open for its whole life
        self.marks: OrderedDict[str, Any] = OrderedDict()
        self.base: str | None = None
        self.deadline = float("inf")  # of the call being served (time.time())
        self.conn: socket.socket | None = None  # its connection

    def time_left(self) -> float:
        return self.deadline - time.time()

    def abandoned(self) -> bool:
        if self.time_left() <= 0:
            return True
        if self.conn is None:
            return False
        p = select.poll()
        p.register(self.conn, select.POLLHUP)
        return any(ev & select.POLLHUP for _, ev in p.poll(0))  # (it closed its end)

    def before(self) -> tuple[Any, str | None, Any]:
        if self.tracker is None:
            return None, None, None
        mark = self.tracker.mark()  # first: whatever changes from now on is after it
        if self.base is None:
            return mark, None, None
        touched = self.tracker.touched_since(self.marks[self.base])
        return mark, (self.base if touched is not None else None), touched

    def taken(self, checkpoint_id: str, mark: Any) -> None:
        if mark is None:
            return
        self.marks[checkpoint_id] = mark
        self.base = checkpoint_id
        while len(self.marks) > KEEP_MARKS:
            self.marks.popitem(last=False)
        self.tracker.forget_before(next(iter(self.marks.values())))

    def since(self, checkpoint_id: str) -> Any:
        mark = self.marks.get(checkpoint_id)
        if self.tracker is None or mark is None:
            return None
        return self.tracker.touched_since(mark)


class Helper:
    def __init__(self, workspace: Path, root: Path) -> None:
        self.workspace = workspace
        self.root = root
        self.idle = _idle_seconds()
        self.build = build_id()
        self.catalog_id = _file_id(root / "catalog.db")
        self.last_call = time.monotonic()
        self.store: Any = None
        self.tracking = Tracking(None)
        self.sock: socket.socket | None = None
        self.sock_id: tuple[int, int] | None = None

    def start(self) -> None:
        # lazy imports (startup time of the caller's process is not at stake here, but a helper that
        # is not needed should not load the store): the store and the tracker
        from savepoint.store import Store
        from savepoint.store.track import ChangeTracker

        self.store = Store.open(self.workspace, self.root)
        self.sock = _listen(self.root)  # first: a helper that cannot listen stops before any work
        st = os.stat(self.root / SOCKET)
        self.sock_id = (st.st_dev, st.st_ino)
        inside = self.root.is_relative_to(self.workspace) and self.root != self.workspace
        rel = self.root.relative_to(self.workspace).as_posix() if inside else None

        def in_store(path: str) -> bool:
            return rel is not None and (path == rel or path.startswith(rel + "/"))

        tracker = ChangeTracker.start(self.workspace, exclude=in_store if rel is not None else None,
                                      cookie_dir=self.store.tmp_dir(), reserved=self.store.tmp_prefix)
        if tracker is None:
            _log("the workspace cannot be watched (no inotify, or the watch limit): every call scans it")
        self.tracking = Tracking(tracker, self.store)

    def serve(self) -> None:
        assert self.sock is not None
        self.sock.settimeout(CHECK_EVERY)
        while True:
            try:
                conn, _ = self.sock.accept()
            except TimeoutError:
                if time.monotonic() - self.last_call > self.idle:
                    return
                if self._gone():
                    return
                continue
            with conn:
                if not self._serve_one(conn):
                    return
            self.last_call = time.monotonic()

    def _serve_one(self, conn: socket.socket) -> bool:
        """One call; False when the helper must leave after it."""
        if not _same_user(conn):  # (the store is 0700 already: a second lock on the door)
            return True
        conn.settimeout(30)
        try:
            request = _read_request(conn)
        except (OSError, ValueError):
            return True
        if request.get("stop"):
            _reply(conn, {"stopped": True})
            return False
        if request.get("ping"):
            _reply(conn, {"pong": True, "pid": os.getpid()})
            return True
        if request.get("protocol") != PROTOCOL or request.get("build") != self.build:
            _reply(conn, {"fallback": "another build of savepoint: the helper leaves"})
            return False
        if self._gone() or request.get("workspace") != str(self.workspace):
            _reply(conn, {"fallback": "not this helper's workspace or store"})
            return False
        deadline = request.get("deadline")
        self.tracking.deadline = float(deadline) if isinstance(deadline, (int, float)) else time.time() + 40
        self.tracking.conn = conn
        if self.tracking.abandoned():
            return True  # it waited in line longer than its hook would: nobody reads an answer
        # lazy import (startup time): loaded with the store already
        from savepoint.hook.core import respond

        tools = request.get("tools")
        reply = respond(str(request.get("stdin", "")), block=bool(request.get("block")),
                        tools=frozenset(t for t in tools if isinstance(t, str)) if isinstance(tools, list) else frozenset(),
                        workspace=str(self.workspace), store_dir=str(self.root), as_json=bool(request.get("json")),
                        tracking=self.tracking)
        self.tracking.conn = None
        _reply(conn, {"code": reply.code, "stdout": reply.stdout, "stderr": reply.stderr})
        with contextlib.suppress(Exception):  # (only memory is at stake)
            self.store.keep_manifests(list(self.tracking.marks))
        if self.tracking.tracker is not None:
            self.tracking.tracker.release()  # in doubt (a watch limit?): hold no watches meanwhile
        return True

    def _gone(self) -> bool:
        """The store or workspace removed or replaced since the helper started."""
        if not self.workspace.is_dir() or _file_id(self.root / "catalog.db") != self.catalog_id:
            return True
        try:
            st = os.stat(self.root / SOCKET)
        except OSError:
            return True
        return (st.st_dev, st.st_ino) != self.sock_id

    def close(self) -> None:
        if self.sock is not None:
            with contextlib.suppress(OSError):
                st = os.stat(self.root / SOCKET)
                if (st.st_dev, st.st_ino) == self.sock_id:
                    os.unlink(self.root / SOCKET)
            self.sock.close()
        if self.tracking.tracker is not None:
            self.tracking.tracker.close()
        if self.store is not None:
            self.store.close()


def _listen(root: Path) -> socket.socket:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM | socket.SOCK_CLOEXEC)

    def bind(path: str) -> None:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)  # a dead helper's (we hold the pid lock: no live one listens)
        old = os.umask(0o077)
        try:
            sock.bind(path)
        finally:
            os.umask(old)

    try:
        at_socket(root, bind)
    except BaseException:
        sock.close()
        raise
    sock.listen(16)
    return sock


def _same_user(conn: socket.socket) -> bool:
    """The caller runs as this helper's user (or as root)."""
    try:
        _pid, uid, _gid = struct.unpack("3i", conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED,
                                                              struct.calcsize("3i")))
    except OSError:
        return False
    return uid in (os.getuid(), 0)


def _read_request(conn: socket.socket) -> dict[str, Any]:
    chunks = []
    size = 0
    while True:
        data = conn.recv(1 << 16)
        if not data:
            break
        chunks.append(data)
        size += len(data)
        if size > MAX_REQUEST:
            raise ValueError("request too large")
    request = json.loads(b"".join(chunks))
    if not isinstance(request, dict):
        raise ValueError("not an object")
    return request


def _reply(conn: socket.socket, reply: dict[str, Any]) -> None:
    with contextlib.suppress(OSError):
        conn.sendall(json.dumps(reply, default=str).encode())


def _file_id(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _idle_seconds() -> float:
    text = os.environ.get(IDLE_VAR, "").strip()
    if not text:
        return IDLE_DEFAULT
    # lazy import (startup time): the duration grammar of the command line, only when set
    from savepoint.units import parse_duration

    try:
        return float(parse_duration(text))
    except Exception:
        _log(f"{IDLE_VAR}={text!r} is not a duration (90s, 5m, 1h): using 15m")
        return IDLE_DEFAULT


def _log(message: str) -> None:
    print(f"{time.strftime('%Y-%m-%d %H:%M:%S')} savepoint hook helper [{os.getpid()}]: {message}",
          file=sys.stderr, flush=True)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m savepoint.hook.daemon WORKSPACE STORE (started by `savepoint hook`)",
              file=sys.stderr)
        return 2
    workspace, root = Path(argv[0]), Path(argv[1])
    with contextlib.suppress(OSError):
        if os.path.getsize(root / LOG_FILE) > LOG_MAX:
            os.truncate(root / LOG_FILE, 0)
    try:
        lock = os.open(root / PID_FILE, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    except OSError as e:
        _log(f"cannot open {root / PID_FILE}: {e.strerror}")
        return 1
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return 0  # another helper serves this store
    os.ftruncate(lock, 0)
    os.write(lock, f"{os.getpid()}\n".encode())
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    helper = Helper(workspace, root)
    try:
        helper.start()
        helper.serve()
    except SystemExit:
        pass
    except Exception as e:  # the calls go on without the helper: say why in hook.log
        _log(f"stopped by an error: {type(e).__name__}: {e}")
        with contextlib.suppress(OSError):  # and no new helper is started for a while (client.py)
            (root / FAILED_FILE).write_text(f"{time.time()} {type(e).__name__}: {e}\n")
        return 1
    finally:
        helper.close()
        with contextlib.suppress(OSError):
            os.ftruncate(lock, 0)
        os.close(lock)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
