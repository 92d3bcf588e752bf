"""kill -9 of `savepoint run` at random points (checkpoint, task, rollback, bookkeeping): after
`savepoint recover` the workspace is exactly the pre-run state or exactly the task's committed
result, no run is left in flight, and `verify --data` is clean."""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import CLIResult

# half the trials run a task that succeeds, half one that corrupts files and fails (rollback path)
GOOD = "for i in 1 2 3 4 5 6 7 8; do echo result-$i > data/f$i.txt; done; echo done > data/marker.txt"
BAD = "for i in 1 2 3 4 5 6 7 8; do echo broken-$i > data/f$i.txt; done; rm data/keep.txt; exit 1"


def tree(ws: Path) -> dict[str, str]:
    return {p.relative_to(ws).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(ws.rglob("*")) if p.is_file() and ".savepoint" not in p.parts}


def setup_ws(ws: Path) -> None:
    (ws / "data").mkdir()
    for i in range(1, 9):
        (ws / "data" / f"f{i}.txt").write_text(f"original-{i}\n" * 200)
    (ws / "data" / "keep.txt").write_text("keep\n")
    for i in range(300):  # enough files that the checkpoint and restore take a moment
        (ws / "data" / f"bulk{i:03d}.txt").write_text(f"bulk {i}\n" * 40)


def trial(ws: Path, sp: Callable[..., CLIResult], rng: random.Random, good: bool) -> None:
    before = tree(ws)
    env = dict(os.environ)
    env.pop("SAVEPOINT_STORE", None)
    proc = subprocess.Popen([sys.executable, "-m", "savepoint", "run", "--retries", "0", "--json", "--",
                             "sh", "-c", GOOD if good else BAD],
                            cwd=ws, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    time.sleep(rng.uniform(0.0, 1.2))
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=30)
    r = sp("recover", "--json")
    assert r.code == 0, r
    after = tree(ws)
    runs = sp("list", "--json")
    assert "IN_FLIGHT" not in runs.out, runs
    if after != before:
        # only a committed DONE run may leave its result
        assert good, f"a failing run left changes after recover: {set(after.items()) ^ set(before.items())}"
        assert (ws / "data" / "marker.txt").read_text() == "done\n"
        assert all((ws / "data" / f"f{i}.txt").read_text() == f"result-{i}\n" for i in range(1, 9))
        # reset for the next trial
        for i in range(1, 9):
            (ws / "data" / f"f{i}.txt").write_text(f"original-{i}\n" * 200)
        (ws / "data" / "marker.txt").unlink()
        assert tree(ws) == before


def campaign(ws: Path, sp: Callable[..., CLIResult], trials: int, seed: int) -> None:
    setup_ws(ws)
    assert sp("init").code == 0
    rng = random.Random(seed)
    for n in range(trials):
        trial(ws, sp, rng, good=n % 2 == 0)
    v = sp("verify", "--data", "--json")
    assert v.code == 0, v


def test_kill_run_at_random_points(ws: Path, sp: Callable[..., CLIResult]) -> None:
    campaign(ws, sp, trials=6, seed=1)


@pytest.mark.slow
def test_kill_run_at_random_points_campaign(ws: Path, sp: Callable[..., CLIResult]) -> None:
    campaign(ws, sp, trials=100, seed=2)
