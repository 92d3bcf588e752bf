"""After savepoint itself was killed during a run, nothing a LATER run keeps may be rolled back.

As an ordinary user, with real processes: `savepoint run` is SIGKILLed while its task runs; a new
`savepoint run` then first finishes the dead run as `savepoint recover` would (the workspace goes
back to before it, what it left is kept as a checkpoint), and a later `recover` has nothing left
to undo. A store where a later run already kept work on top of a dead run (left by a savepoint
from before this rule) is never rolled back over that work."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult
from test_run_crash import pids_running, wait_for

ORPHAN = "sleep 61.375"
TASK = f"echo partial > a.txt; echo junk > junk.txt; touch started; {ORPHAN}"


def crash_a_run(user_env: Any, ws: Path) -> None:
    """`savepoint run` as the user, SIGKILLed once its task has written: the run stays IN_FLIGHT."""
    proc = user_env.popen([user_env.python, "-m", "savepoint", "run", "--", "sh", "-c", TASK], ws,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(ws / "started")
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    assert (ws / "a.txt").read_text() == "partial\n"


def kill_orphans() -> None:
    for pid in pids_running(ORPHAN):
        os.kill(pid, signal.SIGKILL)


def test_a_new_run_after_a_crash_finishes_it_first_and_recover_keeps_the_new_work(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    assert usp("checkpoint", "-m", "empty").code == 0  # makes the store as the user
    user_env.sh("echo original > a.txt", user_ws)
    crash_a_run(user_env, user_ws)
    try:
        new = usp("run", "--json", "--", "sh", "-c", "echo kept > b.txt")
        assert new.code == 0, new
        # it said what it did first, on stderr and in the outcome
        assert "first finished what a crash left" in new.err and "rolled back to" in new.err, new
        assert any(w.startswith("recovered before this run: ") for w in new.json()["warnings"]), new
        assert not pids_running(ORPHAN), "the dead run's task must be stopped before the new run"
        assert (user_ws / "a.txt").read_text() == "original\n"  # the dead run's half-done write is gone
        assert not (user_ws / "junk.txt").exists()
        assert (user_ws / "b.txt").read_text() == "kept\n"

        again = usp("recover", "--json")
        assert again.code == 0 and again.json()["recovered"] == [], again
        assert (user_ws / "b.txt").read_text() == "kept\n"  # the new run's work survives recover
        assert (user_ws / "a.txt").read_text() == "original\n"

        # what the dead run left is not lost: the rollback kept it as a checkpoint
        runs = usp("list", "--json").json()["runs"]
        assert sorted(r["status"] for r in runs) == ["DONE", "ROLLED_BACK"], runs
        kept = [ln for ln in new.err.splitlines() if "is kept as " in ln]
        assert kept, new.err
        post = kept[0].split("is kept as ")[1].split(":")[0]
        diff = usp("diff", post, "--json")
        assert diff.code == 0, diff
        assert "junk.txt" in diff.out  # that checkpoint has the dead run's leftovers
    finally:
        kill_orphans()


def test_recover_never_rolls_back_over_a_later_runs_kept_work(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    assert usp("checkpoint", "-m", "empty").code == 0
    user_env.sh("echo original > a.txt", user_ws)
    crash_a_run(user_env, user_ws)
    kill_orphans()
    catalog = next(user_env.store(user_ws).glob("catalog*.db"))
    # A savepoint from before this rule went ahead without finishing the dead run: for that one
    # run, hide the dead run's row from the new one, then put it back as that savepoint left it.
    with sqlite3.connect(catalog) as db:
        (dead_id,) = db.execute("SELECT id FROM runs WHERE state = 'IN_FLIGHT'").fetchone()
        db.execute("UPDATE runs SET state = 'HIDDEN' WHERE id = ?", (dead_id,))
    later = usp("run", "--json", "--", "sh", "-c", "echo kept > b.txt")
    assert later.code == 0, later
    with sqlite3.connect(catalog) as db:
        db.execute("UPDATE runs SET state = 'IN_FLIGHT' WHERE id = ?", (dead_id,))

    r = usp("recover", "--json")
    assert r.code == 0, r
    lines = r.json()["recovered"]
    assert any(f"run {dead_id}: left as it is" in ln and later.json()["run_id"] in ln for ln in lines), lines
    assert (user_ws / "b.txt").read_text() == "kept\n"      # the later run's kept work is untouched
    assert (user_ws / "a.txt").read_text() == "partial\n"   # it started from this; it stays
    row = next(x for x in usp("list", "--json").json()["runs"] if x["id"] == dead_id)
    assert row["status"] == "SKIPPED", row
    assert usp("recover", "--json").json()["recovered"] == []
