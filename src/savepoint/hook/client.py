"""The `savepoint hook` side of the hook helper (hook/daemon.py): hand a tool call's event to the
helper of its workspace, or start one for the next call.

This module is on the path of every writing tool call an agent makes, before the command line
parser is imported: it imports only what talking to a Unix socket needs. A call it cannot hand
over (no helper yet, a helper of another savepoint build, an option it does not know) returns
None and is done in the calling process as before, so the helper only ever makes calls faster.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

PROTOCOL = 1
SOCKET = "hook.sock"  # in the store: private (0700), so only its owner can connect
PID_FILE = "hook.pid"  # the helper's lock (flock) and pid
LOG_FILE = "hook.log"  # the helper's own errors
FAILED_FILE = "hook.failed"  # written by a helper that stopped on an error: none is started for a while
RESPAWN_AFTER = 600.0  # seconds
STARTED_FILE = "hook.started"  # touched when a call starts a helper: none is started again until it took its lock
STARTING_GRACE = 15.0  # seconds: a helper imports, takes its lock and binds its socket well within this
T = TypeVar("T")
OFF_VAR = "SAVEPOINT_HOOK_HELPER"  # "0": never use or start a helper
CONNECT_TIMEOUT = 2.0
REPLY_TIMEOUT = 45.0  # the helper waits up to 20 s for the store lock; agents' hook timeout is 60 s
_TAKES_VALUE = {"-C", "--workspace", "--store", "--tool"}
_FLAGS = {"--json", "--block"}


def helper_off(argv: list[str]) -> bool:
    return os.environ.get(OFF_VAR, "").strip().lower() in ("0", "no", "off", "false") or "--no-helper" in argv


def parse_args(argv: list[str]) -> dict[str, Any] | None:
    """The options of `savepoint hook` a helper call needs; None for anything else (--help, --stop,
    an unknown option, a missing value): the full command line handles those."""
    opts: dict[str, Any] = {"workspace": None, "store": None, "tools": [], "json": False, "block": False}
    i = 0
    while i < len(argv):
        arg = argv[i]
        name, eq, value = arg.partition("=")
        if arg in _FLAGS:
            opts[arg[2:]] = True
        elif name in _TAKES_VALUE and name.startswith("--") and eq:
            _set(opts, name, value)
        elif arg in _TAKES_VALUE:
            if i + 1 >= len(argv):
                return None
            _set(opts, arg, argv[i + 1])
            i += 1
        else:
            return None
        i += 1
    return opts


def _set(opts: dict[str, Any], name: str, value: str) -> None:
    if name == "--tool":
        opts["tools"].append(value)
    else:
        opts["store" if name == "--store" else "workspace"] = value


def workspace_for(explicit: str | None, cwd: Any) -> Path:
    """`-C DIR`, else the nearest folder upward of the event's cwd holding a store, else the
    agent's project folder (CLAUDE_PROJECT_DIR, GEMINI_PROJECT_DIR), else the event's cwd."""
    # lazy import (startup time): only the workspace rule, not the rest of savepoint
    from savepoint.workspace import find_workspace, has_store

    if explicit or os.environ.get("SAVEPOINT_WORKSPACE"):
        return find_workspace(explicit)
    start = Path(cwd) if isinstance(cwd, str) and cwd and os.path.isdir(cwd) else Path.cwd()
    found = find_workspace(None, start)
    if has_store(found):
        return found
    for var in ("CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR"):
        project = os.environ.get(var)
        if project and os.path.isdir(project):
            return Path(project).resolve()
    return found


def locate(workspace: str | None, store: str | None, cwd: Any) -> tuple[Path, Path] | None:
    """The workspace and store a call is for; None when the store does not exist yet (the first
    call makes it, in the calling process) or the options are wrong (the full command says why)."""
    # lazy import (startup time): only the store path rule
    from savepoint.workspace import store_path

    try:
        ws = workspace_for(workspace, cwd)
        root = store_path(ws, store)
    except Exception:
        return None
    if not (root / "catalog.db").exists():
        return None
    return ws, root


def at_socket(root: Path, action: Callable[[str], T]) -> T:
    """`action(path)` with the path of the store's socket as connect() and bind() take it: sun_path
    holds 108 bytes, so a deep store is reached through an fd of its folder."""
    path = str(root / SOCKET)
    if len(path.encode()) <= 100:
        return action(path)
    dir_fd = os.open(root, os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        return action(f"/proc/self/fd/{dir_fd}/{SOCKET}")
    finally:
        os.close(dir_fd)


def _connect(root: Path) -> socket.socket | None:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM | socket.SOCK_CLOEXEC)
    sock.settimeout(CONNECT_TIMEOUT)
    try:
        at_socket(root, sock.connect)
    except OSError:
        sock.close()
        return None
    return sock


def ask(root: Path, request: dict[str, Any]) -> dict[str, Any] | None:
    """Send one request to the store's helper and read its one-line reply; None when no helper
    answers (none runs, or it went away before replying)."""
    sock = _connect(root)
    if sock is None:
        return None
    try:
        sock.settimeout(REPLY_TIMEOUT)
        sock.sendall(json.dumps(request).encode() + b"\n")
        sock.shutdown(socket.SHUT_WR)
        chunks = []
        while True:
            data = sock.recv(1 << 16)
            if not data:
                break
            chunks.append(data)
    except TimeoutError:
        return {"code": -1, "stdout": "", "stderr": "", "timeout": True}
    except OSError:
        return None
    finally:
        sock.close()
    try:
        reply = json.loads(b"".join(chunks))
    except ValueError:
        return None
    return reply if isinstance(reply, dict) else None


def build_id() -> str:
    """What must match between a call and the helper serving it: the interpreter and savepoint's
    code as installed (a helper started before an upgrade steps aside)."""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    newest = count = 0
    for top, _dirs, files in os.walk(here):
        for name in files:
            if name.endswith(".py"):
                try:
                    newest = max(newest, os.stat(os.path.join(top, name)).st_mtime_ns)
                except OSError:
                    continue
                count += 1
    return f"{PROTOCOL}:{sys.executable}:{here}:{count}:{newest}"


def handed_over(argv: list[str], text: str, data: dict[str, Any]) -> int | None:
    """A writing tool call answered by the workspace's helper: what it printed is printed, its exit
    status returned. None: do it in this process (the caller then starts a helper)."""
    if helper_off(argv):
        return None
    opts = parse_args(argv)
    if opts is None:
        return None
    found = locate(opts["workspace"], opts["store"], data.get("cwd"))
    if found is None:
        return None
    ws, root = found
    reply = ask(root, {"protocol": PROTOCOL, "build": build_id(), "workspace": str(ws), "stdin": text,
                       "block": opts["block"], "json": opts["json"], "tools": opts["tools"],
                       "deadline": time.time() + REPLY_TIMEOUT - 2})
    if reply is None or reply.get("fallback"):
        return None  # none runs, or one of another build (it is leaving): done here, a new one started
    if reply.get("timeout"):
        message = "the hook helper did not answer in time"
        if opts["block"]:
            sys.stderr.write(f"savepoint: error: {message}\n")
            return 2
        sys.stderr.write(f"savepoint: warning: {message} (the tool call goes on without a checkpoint)\n")
        return 0
    sys.stderr.write(str(reply.get("stderr", "")))
    sys.stdout.write(str(reply.get("stdout", "")))
    code = reply.get("code", 0)
    return code if isinstance(code, int) else 0


def start_helper_for(text: str, workspace: str | None, store: str | None) -> None:
    """After a call done in this process: start the workspace's helper if none runs (the store
    exists by now). Quiet: a helper that cannot start only leaves the calls as slow as before."""
    if os.environ.get(OFF_VAR, "").strip().lower() in ("0", "no", "off", "false"):
        return
    try:
        data = json.loads(text)
    except ValueError:
        return
    if not isinstance(data, dict):
        return
    found = locate(workspace, store, data.get("cwd"))
    if found is None or helper_running(found[1]) or recently_failed(found[1]) or _starting(found[1]):
        return
    spawn(*found)


def recently_failed(root: Path) -> bool:
    """A helper of this store stopped on an error a short while ago (see hook.log): starting
    another one at every call would only repeat it."""
    return _younger(root / FAILED_FILE, RESPAWN_AFTER)


def _starting(root: Path) -> bool:
    """A helper started a moment ago has not taken its lock yet (it writes its pid once it has): on a busy
    machine its import outlasts the next call, which must not start a second one."""
    try:
        started = os.stat(root / STARTED_FILE).st_mtime
    except OSError:
        return False
    try:
        locked = os.stat(root / PID_FILE).st_mtime
    except OSError:
        locked = 0.0
    return locked < started and time.time() - started < STARTING_GRACE


def _younger(path: Path, seconds: float) -> bool:
    try:
        return time.time() - os.stat(path).st_mtime < seconds
    except OSError:
        return False


def helper_running(root: Path) -> bool:
    # lazy import (startup time): fcntl only when a helper may have to be started
    import fcntl

    try:
        fd = os.open(root / PID_FILE, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)
    return False


def spawn(ws: Path, root: Path) -> None:
    """Start the helper detached (its own session, no terminal), its errors to the store's hook.log."""
    # lazy import (startup time): only when a helper is started
    import subprocess

    try:
        log = os.open(root / LOG_FILE, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_CLOEXEC, 0o600)
    except OSError:
        return
    try:
        (root / STARTED_FILE).touch(mode=0o600)
        subprocess.Popen([sys.executable, "-m", "savepoint.hook.daemon", str(ws), str(root)],
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log, cwd="/",
                         start_new_session=True, close_fds=True)
    except OSError:
        pass
    finally:
        os.close(log)


def stop_helper(ws: Path, store: str | None) -> bool:
    """Ask the workspace's helper to leave; True when one answered."""
    # lazy import (startup time): the store path rule only
    from savepoint.workspace import store_path

    reply = ask(store_path(ws, store), {"protocol": PROTOCOL, "stop": True})
    return reply is not None and bool(reply.get("stopped"))
