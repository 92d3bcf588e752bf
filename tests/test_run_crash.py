"""Crash safety of the run loop: SIGKILL of savepoint mid-task, then `savepoint recover`;
Ctrl-C / SIGTERM to savepoint: stop the task, roll back, exit 130."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult

TASK = "echo corrupted > a.txt; echo junk > new.txt; touch started; sleep 60; echo late > late.txt"


def start_run(ws: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ)
    env.pop("SAVEPOINT_STORE", None)
    return subprocess.Popen([sys.executable, "-m", "savepoint", "run", *args, "--", "sh", "-c", TASK],
                            cwd=ws, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for(path: Path, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.05)


def pids_running(pattern: str) -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode()
                state = (d / "stat").read_text().split(") ")[1].split()[0]
            except OSError:
                continue
            if pattern in cmd and state != "Z":
                out.append(int(d.name))
    return out


def test_sigkill_mid_task_then_recover_restores_checkpoint(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "a.txt").write_text("original\n")
    proc = start_run(ws, "--json")
    wait_for(ws / "started")
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    assert (ws / "a.txt").read_text() == "corrupted\n"
    assert pids_running(TASK), "the orphaned task should still be running before recover"

    try:
        recover_and_check(ws, sp)
    finally:  # never leave the orphan behind, even when an assertion failed
        for pid in pids_running(TASK):
            os.kill(pid, signal.SIGKILL)


def recover_and_check(ws: Path, sp: Callable[..., CLIResult]) -> None:
    notice = sp("list")
    assert "was interrupted" in notice.err and "savepoint recover" in notice.err, notice

    r = sp("recover", "--json")
    assert r.code == 0, r
    assert any("rolled back" in line for line in r.json()["recovered"])
    assert not pids_running(TASK), "recover must stop the orphaned task group"
    assert (ws / "a.txt").read_text() == "original\n"
    assert not (ws / "new.txt").exists() and not (ws / "started").exists()
    time.sleep(0.2)
    assert not (ws / "late.txt").exists()

    runs = sp("list", "--json")
    assert runs.code == 0, runs
    assert "recovered after crash" in runs.out or "ROLLED_BACK" in runs.out
    again = sp("recover", "--json")
    assert again.code == 0 and again.json()["recovered"] == []
    assert "was interrupted" not in sp("list").err


def test_sigterm_to_savepoint_stops_task_and_rolls_back(ws: Path) -> None:
    (ws / "a.txt").write_text("original\n")
    proc = start_run(ws, "--json")
    wait_for(ws / "started")
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, (out, err)
    outcome = json.loads(out.strip().splitlines()[-1])
    assert outcome["status"] == "ROLLED_BACK" and outcome["reason"] == "cancelled"
    result = outcome["result"]  # the outcome keeps its shape: a result set, not validated
    assert result["complete"] is False and result["partial_value"] == 0.0 and result["gaps"] == ["cancelled"]
    assert "new.txt" in outcome["changes"]["added"] and outcome["exit_code"] == 130
    assert (ws / "a.txt").read_text() == "original\n"
    assert not (ws / "new.txt").exists()
    assert not pids_running(TASK)


def test_recover_also_stops_a_task_that_left_its_group(ws: Path, sp: Callable[..., CLIResult]) -> None:
    """A daemonized child (setsid) is found by its SAVEPOINT_RUN_ID and stopped too."""
    env = dict(os.environ)
    env.pop("SAVEPOINT_STORE", None)
    escaped = "sleep 61.5"
    proc = subprocess.Popen([sys.executable, "-m", "savepoint", "run", "--", "sh", "-c",
                             f"setsid {escaped} & touch started; sleep 60.75"],
                            cwd=ws, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(ws / "started")
        time.sleep(0.3)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        assert pids_running(escaped)
        r = sp("recover")
        assert r.code == 0, r
        assert not pids_running(escaped)
        assert not (ws / "started").exists()
    finally:
        for pid in pids_running(escaped) + pids_running("sleep 60.75"):
            os.kill(pid, signal.SIGKILL)
