"""SIGKILL of `savepoint plan run` in the middle of a task, then `--resume`: the in-flight task is
rolled back and re-run, done tasks are not, and the files end as if nothing had happened."""

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
from storetools import store_of


def crash_plan(flag: Path) -> str:
    """`slow` writes half its output, then waits while `flag` exists (so the test can kill
    savepoint mid-task), then finishes. Each task logs its runs inside its own scope."""
    slow = (f"mkdir -p slow && echo run >> slow/runs.log && cat first/out.txt > slow/partial.txt "
            f"&& while [ -e {flag} ]; do sleep 0.1; done && echo finished > slow/done.txt")
    return f"""
[defaults]
retries = 0

[[task]]
id = "first"
run = "mkdir -p first && echo run >> first/runs.log && echo one > first/out.txt"
scope = ["/first/"]

[[task]]
id = "slow"
needs = ["first"]
run = {json.dumps(slow)}
scope = ["/slow/"]

[[task]]
id = "last"
needs = ["slow"]
run = "mkdir -p last && echo run >> last/runs.log && cat slow/done.txt > last/out.txt"
scope = ["/last/"]
"""


def tree(root: Path) -> dict[str, str]:
    """Every file's content, outside the store."""
    return {p.relative_to(root).as_posix(): p.read_text() for p in sorted(root.rglob("*"))
            if p.is_file() and ".savepoint" not in p.relative_to(root).parts}


def wait_for(path: Path, proc: subprocess.Popen[str], timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert proc.poll() is None, f"savepoint exited ({proc.returncode}) before {path} appeared"
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.05)


def test_sigkill_mid_task_then_resume_is_as_if_nothing_happened(
        ws: Path, tmp_path: Path, sp: Callable[..., CLIResult]) -> None:
    flag = tmp_path / "hold"
    flag.write_text("")
    (ws / "plan.toml").write_text(crash_plan(flag))
    env = {k: v for k, v in os.environ.items() if k != "SAVEPOINT_STORE"}
    with (tmp_path / "stderr.log").open("w") as err:
        proc = subprocess.Popen([sys.executable, "-m", "savepoint", "plan", "run", "plan.toml"], cwd=ws,
                                env=env, stdout=subprocess.DEVNULL, stderr=err, text=True)
        try:
            wait_for(ws / "slow" / "partial.txt", proc)
            proc.send_signal(signal.SIGKILL)  # savepoint dies; its task keeps waiting on the flag
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert (ws / "slow" / "partial.txt").exists() and not (ws / "slow" / "done.txt").exists()

    status = sp("plan", "status", "plan.toml", "--json")
    assert status.code == 0, status
    assert status.json()["state"].startswith("interrupted")
    tasks = {t["id"]: t for t in status.json()["tasks"]}
    assert tasks["slow"]["status"] == "RUNNING" and tasks["first"]["status"] == "DONE"
    assert tasks["slow"]["rerun"] == "interrupted: runs again from its checkpoint"
    assert tasks["first"]["rerun"] is None

    flag.unlink()  # the re-run does not wait
    r = sp("plan", "run", "plan.toml", "--resume", "--json")
    assert r.code == 0, r
    doc = r.json()
    assert any("rolled back" in line for line in doc["recovered"]), doc
    tasks = {t["id"]: t for t in doc["tasks"]}
    assert {t["status"] for t in tasks.values()} == {"DONE"}
    assert len(tasks["slow"]["runs"]) == 2 and len(tasks["first"]["runs"]) == 1

    # the same plan run without a crash, in a fresh workspace, leaves exactly the same files
    clean = tmp_path / "clean"
    clean.mkdir()
    (clean / "plan.toml").write_text(crash_plan(flag))
    assert sp("plan", "run", "plan.toml", cwd=clean).code == 0
    assert tree(ws) == tree(clean)
    assert (ws / "slow" / "runs.log").read_text() == "run\n"  # the killed run's line was rolled back
    assert (ws / "first" / "runs.log").read_text() == "run\n"  # done tasks were not re-run


def test_sigterm_stops_the_plan_rolls_back_the_running_task_and_resume_finishes(
        ws: Path, tmp_path: Path, sp: Callable[..., CLIResult]) -> None:
    flag = tmp_path / "hold"
    flag.write_text("")
    (ws / "plan.toml").write_text(crash_plan(flag))
    env = {k: v for k, v in os.environ.items() if k != "SAVEPOINT_STORE"}
    proc = subprocess.Popen([sys.executable, "-m", "savepoint", "plan", "run", "plan.toml", "--json"], cwd=ws,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        wait_for(ws / "slow" / "partial.txt", proc)
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, out
    doc = json.loads(out.strip().splitlines()[-1])
    tasks = {t["id"]: t for t in doc["tasks"]}
    assert tasks["slow"]["status"] == "PENDING" and "cancelled" in tasks["slow"]["reason"]
    assert tasks["last"]["status"] == "PENDING" and tasks["first"]["status"] == "DONE"
    assert not (ws / "slow").exists()  # rolled back

    flag.unlink()
    r = sp("plan", "run", "plan.toml", "--resume")
    assert r.code == 0, r
    assert (ws / "last" / "out.txt").read_text() == "finished\n"
    assert (ws / "first" / "runs.log").read_text() == "run\n"


def test_a_run_that_finished_just_before_savepoint_died_is_not_run_twice(
        ws: Path, tmp_path: Path, sp: Callable[..., CLIResult]) -> None:
    import sqlite3

    (ws / "plan.toml").write_text(crash_plan(tmp_path / "no-flag"))
    assert sp("plan", "run", "plan.toml").code == 0
    # savepoint died after `slow`'s run was recorded DONE but before the plan recorded it
    db = sqlite3.connect(store_of(ws) / "catalog.db")
    with db:
        db.execute("UPDATE plan_tasks SET status = 'RUNNING' WHERE task_id IN ('slow', 'last')")
        db.execute("UPDATE plans SET state = 'running'")
    db.close()
    r = sp("plan", "run", "plan.toml", "--resume", "--json")
    assert r.code == 0, r
    tasks = {t["id"]: t for t in r.json()["tasks"]}
    assert tasks["slow"]["status"] == "DONE" and tasks["slow"]["reason"] == "finished as savepoint stopped"
    assert (ws / "slow" / "runs.log").read_text() == "run\n"
    assert (ws / "last" / "runs.log").read_text() == "run\n"


def test_sigkill_with_two_tasks_in_flight_rolls_back_both(
        ws: Path, tmp_path: Path, sp: Callable[..., CLIResult]) -> None:
    flag = tmp_path / "hold"

    def slow(tid: str) -> str:
        run = (f"mkdir -p {tid} && echo run >> {tid}/runs.log && while [ -e {flag} ]; do sleep 0.1; done "
               f"&& echo done > {tid}/done.txt")
        return f'[[task]]\nid = "{tid}"\nrun = {json.dumps(run)}\nscope = ["/{tid}/"]\n\n'

    plan = "[defaults]\nretries = 0\n\n" + slow("p") + slow("q")
    (ws / "plan.toml").write_text(plan)
    flag.write_text("")
    env = {k: v for k, v in os.environ.items() if k != "SAVEPOINT_STORE"}
    proc = subprocess.Popen([sys.executable, "-m", "savepoint", "plan", "run", "plan.toml", "-j", "2"], cwd=ws,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
    try:
        wait_for(ws / "p" / "runs.log", proc)
        wait_for(ws / "q" / "runs.log", proc)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    flag.unlink()
    r = sp("plan", "run", "plan.toml", "--resume", "-j", "2", "--json")
    assert r.code == 0, r
    assert sum("rolled back" in line for line in r.json()["recovered"]) == 2, r.json()["recovered"]
    for tid in "pq":
        assert (ws / tid / "runs.log").read_text() == "run\n"  # the killed runs' lines were rolled back
        assert (ws / tid / "done.txt").read_text() == "done\n"
