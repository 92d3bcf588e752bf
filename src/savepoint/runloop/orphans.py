"""Orphan hunting: find and stop what is left of a run's task (its recorded process group, matched by
its leader's start time, and any process carrying its SAVEPOINT_RUN_ID), on this host only."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import time
from typing import Any

from savepoint.runloop.environment import hostname


def _pid(value: Any) -> int | None:
    """A recorded pid or pgid, if it is one that may be looked at: a number above 1 (0 is this
    process's own group, 1 init, a negative one every process)."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        return None
    try:
        n = int(value)
    except ValueError:
        return None
    return n if n > 1 else None


def process_alive(pid: Any, host: Any) -> bool:
    """Does process `pid` exist on this host? (Another host's process cannot be checked: no.)"""
    n = _pid(pid)
    if n is None or host != hostname():
        return False
    try:
        os.kill(n, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def group_start(catalog: Any, run_id: str) -> float | None:
    """The start time of the run's task group leader, recorded when the task started."""
    rows = catalog.query("SELECT data FROM events WHERE run_id = ? AND kind = 'started' ORDER BY id DESC LIMIT 1",
                         (run_id,))
    if not rows:
        return None
    try:
        start = json.loads(rows[0]["data"] or "{}").get("start")
        return float(start) if start is not None else None
    except (ValueError, TypeError, AttributeError):
        return None


def kill_orphaned_group(row: dict[str, Any], grace: float = 3.0, catalog: Any = None) -> bool:
    """SIGTERM then SIGKILL what is left of the run's task: its recorded process group, and any
    process carrying its SAVEPOINT_RUN_ID (savepoint may have died before recording the group, or
    the task may have left it). Only processes on this host. The recorded group counts only when
    its leader's start time is exactly the one recorded (or, the leader gone, while members
    started after it remain: Linux never reuses an id a live group still carries): a recycled id
    is never hit. Only this user's processes are ever signalled: the values come from the catalog,
    and a planted row must not make savepoint (run as root, say) stop someone else's work."""
    if row.get("host") != hostname():
        return False
    try:
        created = float(row["created"])
    except (TypeError, ValueError):
        return False
    start = group_start(catalog, str(row["id"])) if catalog is not None else None
    floors = _orphan_groups(str(row["id"]), row.get("pgid"), created, start)
    floors.pop(os.getpgrp(), None)
    floors.pop(0, None)
    floors.pop(1, None)
    found = bool(floors)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pgid in floors:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pgid, sig)
        deadline = time.monotonic() + (grace if sig == signal.SIGTERM else 5.0)
        while time.monotonic() < deadline and any(_group_members(g, f) for g, f in floors.items()):
            time.sleep(0.05)
        floors = {g: f for g, f in floors.items() if _group_members(g, f)}
        if not floors:
            break
    return found


def _orphan_groups(run_id: str, pgid: Any, created: float, start: float | None) -> dict[int, float]:
    """Process groups of the run -> the earliest start time a member of it may have."""
    # lazy import (startup time): keeps psutil, array, base64 off this module's import
    import psutil

    found: dict[int, float] = {}
    group = _pid(pgid)
    # the recorded group counts only when its leader is provably the run's task: on this host, this
    # user's, started at the very time recorded (the row is data: it may name any process group)
    if group is not None and start is not None and _is_our_group(group, start):
        found[group] = start
    uid = os.getuid()
    for proc in psutil.process_iter(["pid", "create_time", "uids"]):
        try:
            if (proc.info["create_time"] < created - 1.0 or proc.pid == os.getpid() or proc.info["uids"] is None
                    or proc.info["uids"].real != uid):
                continue
            if proc.environ().get("SAVEPOINT_RUN_ID") == run_id:
                found.setdefault(os.getpgid(proc.pid), proc.info["create_time"])
        except (psutil.Error, ProcessLookupError, PermissionError):
            continue
    return found


def _is_our_group(pgid: int, start: float) -> bool:
    # lazy import (startup time): keeps psutil, array, base64 off this module's import
    import psutil

    try:
        leader = psutil.Process(pgid)
        return (abs(leader.create_time() - start) < 1e-3 and os.getpgid(pgid) == pgid
                and leader.uids().real == os.getuid())
    except psutil.NoSuchProcess:
        # leader gone: the id stays the group's while it lives (members: this user's only)
        return bool(_group_members(pgid, start))
    except (psutil.Error, ProcessLookupError, PermissionError):
        return False


def _group_members(pgid: int, not_before: float) -> list[int]:
    """Live processes of group `pgid` started no earlier than `not_before` (its leader's start)."""
    # lazy import (startup time): keeps psutil, array, base64 off this module's import
    import psutil

    pids = []
    uid = os.getuid()
    for proc in psutil.process_iter(["pid", "create_time", "status", "uids"]):
        try:
            if (os.getpgid(proc.pid) != pgid or proc.info["status"] == psutil.STATUS_ZOMBIE
                    or proc.info["uids"] is None or proc.info["uids"].real != uid):
                continue
        except (ProcessLookupError, PermissionError):
            continue
        if proc.info["create_time"] >= not_before - 0.01:
            pids.append(proc.pid)
    return pids
