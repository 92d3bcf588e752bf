"""One writer per workspace.

The lock is an flock() on STORE/lock: the kernel releases it when its owner dies, however it
dies, so a stale lock is reclaimed exactly when the owner is provably gone. The file also holds
the owner's pid, host and start time, so a waiting process can say who it waits for. The fd is
close-on-exec: a task savepoint runs never inherits the lock.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import sys
import time
from pathlib import Path
from types import TracebackType
from typing import Any

from savepoint.errors import LockedError


class WorkspaceLock:
    def __init__(self, path: Path, timeout: float = 60.0, purpose: str = "") -> None:
        self.path = path
        self.timeout = timeout
        self.purpose = purpose
        self.fd: int | None = None
        self.depth = 0

    def owner(self) -> dict[str, Any]:
        try:
            info: dict[str, Any] = json.loads(self.path.read_text() or "{}")
            return info
        except (OSError, ValueError):
            return {}

    def acquire(self) -> None:
        if self.fd is not None:  # re-entrant within one process
            self.depth += 1
            return
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        deadline = time.monotonic() + self.timeout
        told = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError as exc:
                info = self.owner()
                who = (f"pid {info.get('pid', '?')} on {info.get('host', '?')}"
                       f" ({info.get('purpose') or 'savepoint'}, since "
                       f"{time.strftime('%H:%M:%S', time.localtime(info.get('started', 0)))})")
                if time.monotonic() >= deadline:
                    os.close(fd)
                    raise LockedError(f"workspace is busy: locked by {who}; try again when it finishes") from exc
                if not told and self.timeout > 1:
                    print(f"savepoint: waiting for the workspace lock held by {who}", file=sys.stderr)
                    told = True
                time.sleep(0.05)
        if self._moved_away(fd):
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
            raise LockedError("the store was moved or removed while this command waited for it (savepoint "
                              "store move); nothing was changed: run the command again")
        info = {"pid": os.getpid(), "host": os.uname().nodename, "started": time.time(),
                "purpose": self.purpose}
        os.ftruncate(fd, 0)
        os.pwrite(fd, json.dumps(info).encode(), 0)
        self.fd = fd
        self.depth = 1

    def _moved_away(self, fd: int) -> bool:
        """Is the lock we hold no longer the store's (the store was renamed or copied elsewhere and
        deleted while we waited)? A command that goes on would write into a store that is gone."""
        try:
            here = os.stat(self.path)
        except FileNotFoundError:
            return True
        held = os.fstat(fd)
        return (held.st_dev, held.st_ino) != (here.st_dev, here.st_ino) or not os.path.exists(
            self.path.parent / "catalog.db")

    def release(self) -> None:
        if self.fd is None:
            return
        self.depth -= 1
        if self.depth > 0:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(self.fd, 0)
        fcntl.flock(self.fd, fcntl.LOCK_UN)
        os.close(self.fd)
        self.fd = None

    def __enter__(self) -> WorkspaceLock:
        self.acquire()
        return self

    def __exit__(self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None) -> None:
        self.release()
