"""Servers started by tests (SeaweedFS, Ray nodes) are always stopped: at the end of the session, on a
failure, on Ctrl-C, on SIGTERM, and when the pytest process dies without a word (SIGKILL, a hard
timeout).

Every server process is started in a session of its own (`start_new_session=True`), whose id is
handed to `REAPER.adopt(sid)`, and with `REAPER.env()` in its environment (a token naming this
pytest process, inherited by children). Daemons stay in the session of the command that started
them (`ray start`'s raylet, GCS, agents and workers); a process that leaves it (the session a task's
command gets) still carries the token. Ray's processes rename themselves, which blanks what
/proc/PID/environ shows of them: the session catches those. Three ways stop them:
* the fixture that started a server stops it (SIGTERM, then SIGKILL: `weed` and Ray's daemons may
  ignore SIGTERM);
* `atexit` and a SIGTERM/SIGHUP handler in the pytest process stop whatever carries the token;
* a watchdog process, started once in its own session, reads a pipe from pytest: when pytest dies
  however it dies, the pipe closes and the watchdog stops whatever carries the token, then leaves.
Processes are found by session id and by the token in /proc/PID/environ (readable for one's own
processes, so this works as an ordinary user as well as root), never by name: other servers on the
machine, another test session's included, are left alone.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import secrets
import signal
import subprocess
import sys
import threading
from pathlib import Path
from types import FrameType

TOKEN_VAR = "SAVEPOINT_TEST_SERVER"
GRACE = 3.0  # seconds between SIGTERM and SIGKILL


def _stat(pid: str) -> list[str]:
    """Fields of /proc/PID/stat after the command name: state, ppid, pgrp, session, ..."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def marked(token: str, sessions: set[int] | frozenset[int] = frozenset(), skip: set[int] | None = None) -> list[int]:
    """Pids of the live processes in one of `sessions`, or whose environment carries TOKEN_VAR=token."""
    needle = f"{TOKEN_VAR}={token}".encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or (skip and int(entry) in skip):
            continue
        try:
            fields = _stat(entry)
            if fields[0] == "Z":
                continue
            if int(fields[3]) in sessions:
                found.append(int(entry))
                continue
            env = Path(f"/proc/{entry}/environ").read_bytes()
        except (OSError, IndexError, ValueError):  # gone, or another user's
            continue
        if needle in env.split(b"\0"):
            found.append(int(entry))
    return found


def stop_marked(token: str, sessions: set[int] | frozenset[int] = frozenset(), grace: float = GRACE) -> int:
    """SIGTERM every process in `sessions` or carrying the token, SIGKILL what is left after `grace`;
    returns how many were found. Looks again after the kill: a dying parent may have started a
    child meanwhile."""
    import time

    skip = {os.getpid(), os.getppid()}
    total = 0
    for _round in range(3):
        pids = marked(token, sessions, skip)
        if not pids:
            break
        total += len(pids)
        for pid in pids:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline and _alive(pids):
            time.sleep(0.1)
        for pid in _alive(pids):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and _alive(pids):
            time.sleep(0.05)
    return total


def _alive(pids: list[int]) -> list[int]:
    out = []
    for pid in pids:
        try:
            state = _stat(str(pid))[0]
        except (OSError, IndexError):
            continue
        if state != "Z":  # a zombie is dead: only its parent's wait() is missing
            out.append(pid)
    return out


# The watchdog: `python reaper.py TOKEN` with pytest holding the write end of its stdin, on which
# it writes the id of each session it adopts, one a line.
def _watchdog(token: str) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in the terminal is pytest's to handle
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    sessions: set[int] = set()
    with contextlib.suppress(OSError, ValueError):
        for line in sys.stdin.buffer:
            sessions.add(int(line))
    stop_marked(token, sessions)


class Reaper:
    def __init__(self) -> None:
        self.token = f"{os.getpid()}-{secrets.token_hex(6)}"
        self._watchdog: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._installed = False
        self.sessions: set[int] = set()

    def env(self) -> dict[str, str]:
        """To add to a server's environment before it starts (starts the watchdog if needed)."""
        self._arm()
        return {TOKEN_VAR: self.token}

    def adopt(self, sid: int) -> None:
        """A session started by a test (the pid of a process started with start_new_session=True)."""
        self._arm()
        with self._lock:
            self.sessions.add(sid)
            assert self._watchdog is not None and self._watchdog.stdin is not None
            with contextlib.suppress(OSError):
                self._watchdog.stdin.write(f"{sid}\n".encode())
                self._watchdog.stdin.flush()

    def popen(self, argv: list[str], **kw: object) -> subprocess.Popen[bytes]:
        """subprocess.Popen in a new session, adopted, with the token in its environment."""
        env = dict(kw.pop("env", None) or os.environ)  # type: ignore[call-overload]
        env.update(self.env())
        proc: subprocess.Popen[bytes] = subprocess.Popen(argv, env=env, start_new_session=True, **kw)  # type: ignore[call-overload]
        self.adopt(proc.pid)
        return proc

    def _arm(self) -> None:
        with self._lock:
            if self._watchdog is None:
                env = {k: v for k, v in os.environ.items() if k != TOKEN_VAR}
                self._watchdog = subprocess.Popen(
                    [sys.executable, str(Path(__file__).resolve()), self.token], stdin=subprocess.PIPE,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True, env=env,
                    close_fds=True)
            if not self._installed:
                self._installed = True
                atexit.register(self.stop_all)
                if threading.current_thread() is threading.main_thread():
                    for sig in (signal.SIGTERM, signal.SIGHUP):
                        previous = signal.getsignal(sig)
                        signal.signal(sig, self._on_signal(previous))

    def _on_signal(self, previous: object) -> object:
        def handler(signum: int, frame: FrameType | None) -> None:
            self.stop_all()
            if callable(previous):
                previous(signum, frame)
            else:  # the default: die of the signal, as without us
                signal.signal(signum, signal.SIG_DFL)
                os.kill(os.getpid(), signum)

        return handler

    def stop_all(self) -> int:
        """Stop every server of this session still running (the watchdog stays for later ones)."""
        return stop_marked(self.token, set(self.sessions))

    def stop_sessions(self, sids: set[int], grace: float = GRACE) -> int:
        """Stop the processes of these sessions only (one server of several)."""
        return stop_marked("\0", sids, grace)  # a token no environment holds


REAPER = Reaper()

if __name__ == "__main__":
    _watchdog(sys.argv[1])
