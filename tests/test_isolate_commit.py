"""Keeping an isolated run: what the commit replaces in the real tree is renamed into the store (the
same inodes, nothing copied, nothing unlinked in place), the pre-run checkpoint holds exactly what
was replaced (even when a person changed the real tree while the task ran), and after a kill -9
between any two steps `recover` finishes the commit and the pre-run checkpoint still restores the
tree as it was."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import run_savepoint
from storetools import store_of
from test_isolate import digest, isolation_works
from test_isolate_crash import stopped, wait_for

pytestmark = pytest.mark.skipif(isolation_works() is not None, reason=f"no isolation here: {isolation_works()}")


def start(ws: Path, script: str, extra: dict[str, str] | None = None) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("SAVEPOINT_STORE", "SAVEPOINT_WORKSPACE")}
    env.update(extra or {})
    return subprocess.Popen([sys.executable, "-m", "savepoint", "run", "--isolate", "--json", "--",
                             "sh", "-c", script], cwd=ws, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)


def make_ws(ws: Path) -> None:
    ws.mkdir(parents=True)
    (ws / "a.txt").write_text("alpha\n" * 1000)
    (ws / "b.txt").write_text("beta\n")
    (ws / "d").mkdir()
    (ws / "d" / "x").write_text("x\n")
    (ws / "d" / "y").write_text("y\n")
    (ws / "keep.txt").write_text("untouched\n")


# overwrite a file, delete one, replace a folder by a file
SCRIPT = "printf 'new a\\n' > a.txt; rm b.txt; rm -r d && echo now-a-file > d"


def test_replaced_files_are_renamed_into_the_store_then_recover_finishes(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_ws(ws)
    before = digest(ws)
    inodes = {rel: os.lstat(ws / rel).st_ino for rel in ("a.txt", "b.txt", "d", "d/x")}
    ref = tmp_path / "ref"
    make_ws(ref)
    subprocess.run(["sh", "-c", SCRIPT], cwd=ref, check=True)
    after = digest(ref)
    # three steps (a.txt, b.txt, d); pause once all are applied, before the journal is closed
    proc = start(ws, SCRIPT, {"SAVEPOINT_TEST_PAUSE_COMMIT_AT": "3"})
    try:
        wait_for(lambda: proc.poll() is not None or stopped(proc.pid))
        assert proc.poll() is None, "the commit ended before its last step"
        assert digest(ws) == after
        sessions = [p for p in (store_of(ws) / "isolate").glob("r*") if p.is_dir()]
        assert len(sessions) == 1
        replaced = sessions[0] / "replaced"
        moved = {}
        for slot in replaced.iterdir():
            for dirpath, dirs, files in os.walk(slot):
                for name in [*dirs, *files]:
                    p = Path(dirpath) / name
                    moved[os.lstat(p).st_ino] = p
            moved[os.lstat(slot).st_ino] = slot
        # the very inodes of the real tree, renamed (not copied), with their content
        for rel, ino in inodes.items():
            assert ino in moved, f"{rel} was not renamed into the store"
        assert moved[inodes["a.txt"]].read_text() == "alpha\n" * 1000
        assert (moved[inodes["d"]] / "x").read_text() == "x\n"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=30)
    r = run_savepoint(["recover", "--json"], ws)
    assert r.code == 0, r
    assert digest(ws) == after
    assert (ws / "keep.txt").read_text() == "untouched\n"
    runs = run_savepoint(["list", "--json"], ws)
    assert "IN_FLIGHT" not in runs.out, runs
    # the state before the commit is a normal checkpoint
    cp = _run_checkpoint(ws)
    assert run_savepoint(["diff", cp, "--json"], ws).json()["modified"] == ["a.txt"]
    back = run_savepoint(["restore", cp, "--json"], ws)
    assert back.code == 0, back
    assert digest(ws) == before
    assert run_savepoint(["verify", "--data", "--json"], ws).code == 0


@pytest.mark.parametrize("step", [0, 1, 2, 3])
def test_kill_between_any_two_steps_then_recover_gives_the_result_and_a_restorable_checkpoint(
        tmp_path: Path, step: int) -> None:
    ws = tmp_path / "ws"
    make_ws(ws)
    before = digest(ws)
    ref = tmp_path / "ref"
    make_ws(ref)
    subprocess.run(["sh", "-c", SCRIPT], cwd=ref, check=True)
    after = digest(ref)
    proc = start(ws, SCRIPT, {"SAVEPOINT_TEST_PAUSE_COMMIT_AT": str(step)})
    wait_for(lambda: proc.poll() is not None or stopped(proc.pid))
    assert proc.poll() is None, "the commit ended before the step"
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=30)
    assert run_savepoint(["recover", "--json"], ws).code == 0
    assert digest(ws) == after
    assert not [p for p in (store_of(ws) / "isolate").glob("r*") if p.is_dir()]
    back = run_savepoint(["restore", _run_checkpoint(ws), "--json"], ws)
    assert back.code == 0, back
    assert digest(ws) == before


def test_a_change_to_the_real_tree_while_the_task_runs_is_in_the_pre_run_checkpoint(tmp_path: Path) -> None:
    """The task rewrites a.txt; meanwhile (after the pre-run checkpoint was taken) a person edits the
    real a.txt. The commit replaces the person's version: the pre-run checkpoint must hold it."""
    ws = tmp_path / "ws"
    make_ws(ws)
    go = tmp_path / "go"
    script = (f"printf 'task\\n' > a.txt; i=0; while [ ! -e {go} ] && [ $i -lt 1200 ]; do sleep 0.05; "
              "i=$((i+1)); done")
    proc = start(ws, script)
    try:
        wait_for(lambda: _sealed_pre_run(ws), timeout=60)
        (ws / "a.txt").write_text("the person's edit\n")  # outside the task's view: the real tree
    finally:
        go.touch()
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 0, out
    assert (ws / "a.txt").read_text() == "task\n"
    cp = _run_checkpoint(ws)
    back = run_savepoint(["restore", cp, "--json"], ws)
    assert back.code == 0, back
    assert (ws / "a.txt").read_text() == "the person's edit\n"  # not lost


def _sealed_pre_run(ws: Path) -> bool:
    db = store_of(ws) / "catalog.db"
    if not db.exists():
        return False
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5) as c:
            return c.execute("SELECT 1 FROM checkpoints WHERE kind = 'pre-run' AND state != 'writing'").fetchone() \
                is not None
    except sqlite3.Error:
        return False


def _run_checkpoint(ws: Path) -> str:
    with sqlite3.connect(f"file:{store_of(ws) / 'catalog.db'}?mode=ro", uri=True, timeout=5) as c:
        row = c.execute("SELECT checkpoint_id FROM runs ORDER BY created DESC LIMIT 1").fetchone()
    assert row is not None and row[0], "the run has no pre-run checkpoint"
    return str(row[0])
