"""The task's process tree: every live process in its session, sampled cheaply.

The task is started in a new session, so its session id is its pid; children that change their
process group (shells with job control) or are re-parented to init stay in the session and are
still seen and stopped. On Linux one pass over /proc/*/stat gives CPU time, RSS and membership
(cheaper than psutil's per-process objects); elsewhere psutil's recursive children are used.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from dataclasses import dataclass

_PROC = "/proc"
_CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


@dataclass
class TreeSample:
    pids: list[int]
    cpu_seconds: float  # user + system of the live members (plus reaped children of the root)
    rss: int  # bytes, summed over members
    open_files: int


def _stat_fields(pid: str) -> list[str] | None:
    try:
        with open(f"{_PROC}/{pid}/stat", "rb") as f:
            raw = f.read().decode("ascii", "replace")
    except OSError:
        return None
    # the command name is in parentheses and may hold spaces: split after the last ')'
    close = raw.rfind(")")
    return raw[close + 2:].split() if close > 0 else None


def start_time(pid: int) -> float | None:
    """`psutil.Process(pid).create_time()`, by the same formula (start ticks since boot / ticks per
    second + boot time) read from /proc, without importing psutil (~20 ms of a `savepoint run`).
    None when the process is gone."""
    fields = _stat_fields(str(pid)) if os.path.isdir(_PROC) else None
    if fields is None or len(fields) < 20:
        try:
            # lazy import (startup time): keeps psutil, array, base64 off this module's import
            import psutil

            return float(psutil.Process(pid).create_time())
        except Exception:
            return None
    try:
        with open(f"{_PROC}/stat", "rb") as f:
            btime = next(float(line.split()[1]) for line in f if line.startswith(b"btime"))
    except (OSError, StopIteration, ValueError, IndexError):
        return None
    return float(fields[19]) / _CLOCK_TICKS + btime


def _count_fds(pid: int) -> int:
    try:
        return len(os.listdir(f"{_PROC}/{pid}/fd"))
    except OSError:
        return 0


def sample(root: int, session: int, count_files: bool = True, full: bool = True) -> TreeSample:
    """The session's live members. `full=False` reads only pids >= root: every member was created
    after the root (it made the session) so this misses members only after a pid wrap-around,
    which the periodic full scan catches; on a busy machine it saves most of the cost."""
    if not os.path.isdir(_PROC):
        return _sample_psutil(root, count_files)
    pids: list[int] = []
    ticks = 0
    pages = 0
    for name in os.listdir(_PROC):
        if not name.isdigit() or (not full and int(name) < root):
            continue
        fields = _stat_fields(name)
        # fields[0] state, [3] session, [11] utime, [12] stime, [13] cutime, [14] cstime, [21] rss
        if fields is None or len(fields) < 22 or int(fields[3]) != session or fields[0] in ("Z", "X"):
            continue
        pid = int(name)
        pids.append(pid)
        ticks += int(fields[11]) + int(fields[12])
        if pid == root:
            ticks += int(fields[13]) + int(fields[14])
        pages += int(fields[21])
    files = sum(_count_fds(p) for p in pids) if count_files else 0
    return TreeSample(pids, ticks / _CLOCK_TICKS, pages * _PAGE, files)


def _sample_psutil(root: int, count_files: bool) -> TreeSample:
    # lazy import (startup time): keeps psutil, array, base64 off this module's import
    import psutil

    try:
        top = psutil.Process(root)
        procs = [top, *top.children(recursive=True)]
    except psutil.Error:
        return TreeSample([], 0.0, 0, 0)
    pids: list[int] = []
    cpu = 0.0
    rss = 0
    files = 0
    for p in procs:
        try:
            with p.oneshot():
                t = p.cpu_times()
                cpu += t.user + t.system + (t.children_user + t.children_system if p.pid == root else 0)
                rss += p.memory_info().rss
                if count_files and hasattr(p, "num_fds"):
                    files += p.num_fds()
            pids.append(p.pid)
        except psutil.Error:
            continue
    return TreeSample(pids, cpu, rss, files)


def members(root: int, session: int) -> list[int]:
    return sample(root, session, count_files=False).pids


def signal_tree(pgid: int, sig: int, extra_pids: list[int]) -> None:
    """Send `sig` to the process group and to every session member outside it."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)
    for pid in extra_pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, sig)


def wait_stopped(pids: list[int], timeout: float = 1.0) -> bool:
    """After SIGSTOP: wait until every live member is stopped (signals are delivered
    asynchronously), so whoever decides looks at a task that is really paused."""
    deadline = time.monotonic() + timeout
    while True:
        running = []
        for pid in pids:
            fields = _stat_fields(str(pid))
            if fields is not None and fields[0] not in ("T", "t", "Z", "X"):
                running.append(pid)
        if not running:
            return True
        if time.monotonic() > deadline:
            return False
        pids = running
        time.sleep(0.002)


def group_alive(pgid: int, session: int) -> bool:
    """Whether any live (non-zombie) process remains in the task's session."""
    if os.path.isdir(_PROC):
        return bool(members(pgid, session))
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def cgroup_oom_kills() -> int | None:
    """`oom_kill` of our cgroup's memory.events (cgroup v2), where readable: the kernel's evidence."""
    try:
        with open("/proc/self/cgroup") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    for line in lines:
        parts = line.split(":", 2)
        if len(parts) == 3 and parts[0] == "0":
            path = f"/sys/fs/cgroup{parts[2].rstrip('/')}/memory.events"
            try:
                with open(path) as f:
                    for row in f:
                        key, _, value = row.partition(" ")
                        if key == "oom_kill":
                            return int(value)
            except (OSError, ValueError):
                return None
    return None


SIGNAL_NAMES = {int(s): s.name for s in signal.Signals}
