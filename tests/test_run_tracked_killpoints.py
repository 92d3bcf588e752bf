"""kill -9 of `savepoint run` at random points after its task finished (the examination of what
the task touched, the post-failure checkpoint, the rollback, the bookkeeping), as an ordinary
user: after `savepoint recover` the workspace is exactly the pre-run tree, no run is left in
flight, and `verify --data` is clean. With change tracking and without (`--full-scan`)."""

from __future__ import annotations

import random
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult
from test_run_tracked_rollback import CHANGES, make_tree, tree_digest


@pytest.mark.parametrize("tracking", [True, False], ids=["tracked", "full-scan"])
def test_kill_after_the_task_then_recover_is_exact(usp: Callable[..., CLIResult], user_ws: Path,
                                                   user_env: Any, tracking: bool) -> None:
    make_tree(user_ws, user_env)
    marks = user_env.mkdir("marks")
    assert usp("checkpoint", "--json").code == 0
    before = tree_digest(user_ws)
    rng = random.Random(13 if tracking else 14)
    for trial in range(5):
        mark = marks / f"done-{trial}"
        (user_ws / "task.sh").write_text(CHANGES + f"touch '{mark}'\nexit 1\n")
        user_env.chown(user_ws / "task.sh")
        before = tree_digest(user_ws)
        proc = user_env.popen([user_env.python, "-m", "savepoint", "run", "--json", "--retries", "0",
                               *([] if tracking else ["--full-scan"]), "--", "sh", "task.sh"],
                              user_ws, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while not mark.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        assert mark.exists(), f"trial {trial}: the task never finished"
        time.sleep(rng.uniform(0.0, 0.6))  # somewhere in what follows the task, or after the run
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        r = usp("recover", "--json")
        assert r.code == 0, (trial, r)
        assert tree_digest(user_ws) == before, f"trial {trial}: not the pre-run tree after recover"
        runs = usp("list", "--json")
        assert "IN_FLIGHT" not in runs.out, runs
    v = usp("verify", "--data", "--json")
    assert v.code == 0, v
