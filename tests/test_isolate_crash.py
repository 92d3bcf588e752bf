"""kill -9 of `savepoint run --isolate` during its commit: after `savepoint recover` the workspace is
exactly the state before the run or exactly the task's result (tree digests), never in between;
no run is left in flight, the store verifies, and no overlay layer is left behind."""

from __future__ import annotations

import glob
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import run_savepoint
from storetools import store_of
from test_isolate import digest, isolation_works

pytestmark = pytest.mark.skipif(isolation_works() is not None, reason=f"no isolation here: {isolation_works()}")

# creates, modifies, deletes, a folder replaced by a file, an opaque folder, renames, links
SCRIPT = (
    "for i in $(seq 0 199); do echo changed-$i >> s$((i % 20))/f$i.txt; done; "
    "for i in $(seq 0 149); do mkdir -p new/n$((i % 10)) && echo new-$i > new/n$((i % 10))/g$i.txt; done; "
    "rm s1/f1.txt s2/f2.txt; rm -r s3 && echo now-a-file > s3; rm -r s4 && mkdir s4 && echo only > s4/only; "
    "mv s5/f5.txt s5/renamed.txt; ln -s ../s6/f6.txt new/link; ln s7/f7.txt s7/hard; chmod 600 s8/f8.txt; "
    '[ -n "$SAVEPOINT_STATE_DIR" ] && touch "$SAVEPOINT_STATE_DIR/task-done"; true'
)


def make_ws(ws: Path) -> None:
    for d in range(20):
        (ws / f"s{d}").mkdir(parents=True)
    for i in range(400):
        (ws / f"s{i % 20}" / f"f{i}.txt").write_text(f"original {i}\n" * 20)


def expected_after(tmp: Path) -> dict[str, object]:
    ref = tmp / "ref"
    make_ws(ref)
    env = {k: v for k, v in os.environ.items() if k != "SAVEPOINT_STATE_DIR"}
    subprocess.run(["sh", "-c", SCRIPT], cwd=ref, check=True, env=env)
    return digest(ref)


def start(ws: Path, extra: dict[str, str] | None = None) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("SAVEPOINT_STORE", "SAVEPOINT_WORKSPACE")}
    env.update(extra or {})
    return subprocess.Popen([sys.executable, "-m", "savepoint", "run", "--isolate", "--json", "--",
                             "sh", "-c", SCRIPT], cwd=ws, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)


def wait_for(predicate: object, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.002)


def stopped(pid: int) -> bool:
    with open(f"/proc/{pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()[0] == "T"


def check_recovered(ws: Path, before: dict[str, object], after: dict[str, object]) -> str:
    r = run_savepoint(["recover", "--json"], ws)
    assert r.code == 0, r
    now = digest(ws)
    assert now in (before, after), "the workspace is neither the state before nor the task's result"
    runs = run_savepoint(["list", "--json"], ws)
    assert "IN_FLIGHT" not in runs.out, runs
    v = run_savepoint(["verify", "--data", "--json"], ws)
    assert v.code == 0, v
    assert not list((store_of(ws) / "isolate").glob("r*"))  # no session left (trash is being cleaned)
    return "after" if now == after else "before"


def test_uninterrupted_run_gives_the_result(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_ws(ws)
    proc = start(ws)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 0, out
    assert digest(ws) == expected_after(tmp_path)


@pytest.mark.parametrize("step", [0, 57, 360])
def test_kill_at_an_exact_step_of_the_commit_then_recover_finishes_it(tmp_path: Path, step: int) -> None:
    ws = tmp_path / "ws"
    make_ws(ws)
    before = digest(ws)
    after = expected_after(tmp_path)
    proc = start(ws, {"SAVEPOINT_TEST_PAUSE_COMMIT_AT": str(step)})
    wait_for(lambda: proc.poll() is not None or stopped(proc.pid))
    assert proc.poll() is None, "the commit ended before the step"
    mid = digest(ws)
    assert step == 0 or mid not in (before, after)  # really in between when killed
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=30)
    assert check_recovered(ws, before, after) == "after"  # the journal said "committing": finish


def test_kill_at_random_moments_after_the_task(tmp_path: Path) -> None:
    rng = random.Random(int(os.environ.get("SAVEPOINT_TEST_SEED", "13")))
    after = expected_after(tmp_path)
    # how long savepoint works after the task ended (examine, checks, checkpoint, commit)
    ws = tmp_path / "calibrate"
    make_ws(ws)
    proc = start(ws)
    wait_for(lambda: glob.glob(str(store_of(ws) / "state" / "*" / "task-done")))
    t0 = time.monotonic()
    proc.communicate(timeout=120)
    window = time.monotonic() - t0
    seen = []
    for trial in range(int(os.environ.get("SAVEPOINT_TEST_TRIALS", "4"))):
        ws = tmp_path / f"t{trial}"
        make_ws(ws)
        before = digest(ws)
        proc = start(ws)
        wait_for(lambda ws=ws: glob.glob(str(store_of(ws) / "state" / "*" / "task-done")))  # type: ignore[misc]
        time.sleep(rng.uniform(0.0, window * 1.1))
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=30)
        seen.append(check_recovered(ws, before, after))
    assert seen  # each trial asserted before-or-after exactly


def test_kill_during_the_task_then_recover_discards_the_layer(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_ws(ws)
    before = digest(ws)
    env = {k: v for k, v in os.environ.items() if k not in ("SAVEPOINT_STORE", "SAVEPOINT_WORKSPACE")}
    proc = subprocess.Popen([sys.executable, "-m", "savepoint", "run", "--isolate", "--json", "--", "sh", "-c",
                             'rm -r s1; echo x > s2/f2.txt; touch "$SAVEPOINT_STATE_DIR/task-done"; sleep 1234.5'],
                            cwd=ws, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(lambda: glob.glob(str(store_of(ws) / "state" / "*" / "task-done")))
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    r = run_savepoint(["recover", "--json"], ws)
    assert r.code == 0, r
    assert any("ROLLED_BACK" in line for line in r.json()["recovered"]), r.out
    assert digest(ws) == before
    assert not list((store_of(ws) / "isolate").glob("r*"))
    # the orphaned task (it slept on inside its namespace) was stopped by recover
    assert subprocess.run(["pgrep", "-f", "sleep 1234.5"], capture_output=True).returncode == 1
