"""Values read back from the catalog are data: a planted or damaged row must never make savepoint
delete, move or signal anything that is not its own.

Each test plants rows with sqlite3 directly in a real store (as a task under `--isolate=all`, or
another user of a group-writable store, could), runs the real command as an ordinary user, and
checks that a sentinel file outside the workspace and a sentinel process are untouched.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sqlite3
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from conftest import CLIResult, run_savepoint
from storetools import store_of

EXIT_IOERR = 74


@pytest.fixture
def sentinel(user_env: Any) -> Iterator[Path]:
    """A folder of the user's, outside the workspace, holding a file: nothing may touch it."""
    d = user_env.mkdir("sentinel")
    (d / "precious.txt").write_text("do not touch\n")
    user_env.chown(d)
    yield d


def _intact(sentinel: Path) -> None:
    assert (sentinel / "precious.txt").read_text() == "do not touch\n"
    assert sorted(os.listdir(sentinel)) == ["precious.txt"]


def _store(user_env: Any, ws: Path, usp: Callable[..., CLIResult]) -> Path:
    (ws / "a.txt").write_text("a\n")
    user_env.chown(ws)
    r = usp("checkpoint", "-m", "first")
    assert r.code == 0, r
    return store_of(ws, user_env.env())


def _plant(user_env: Any, store: Path, *statements: tuple[str, tuple[Any, ...]]) -> None:
    con = sqlite3.connect(store / "catalog.db")
    with con:
        for sql, args in statements:
            con.execute(sql, args)
    con.close()
    user_env.chown(store)  # (a root test: the user keeps owning every file of the store)


def test_gc_refuses_an_object_id_that_names_a_file_outside_the_store(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult], sentinel: Path) -> None:
    store = _store(user_env, user_ws, usp)
    target = str(sentinel / "precious.txt")  # an absolute "id": joined under objects/, it is this file
    _plant(user_env, store,
           ("INSERT INTO blobs (id, pack, offset, length, size, codec) VALUES (?, NULL, 0, 13, 13, 0)", (target,)),
           ("INSERT INTO blobs (id, pack, offset, length, size, codec) VALUES (?, NULL, 0, 13, 13, 0)",
            ("../" * 12 + target.lstrip("/"),)))
    before = sqlite3.connect(store / "catalog.db").execute("SELECT count(*) FROM blobs").fetchone()
    r = usp("gc", "--keep", "1")
    assert r.code == EXIT_IOERR, r
    assert "invalid object id" in r.err, r
    _intact(sentinel)
    # refused before it changed anything: the rows are all still there
    assert sqlite3.connect(store / "catalog.db").execute("SELECT count(*) FROM blobs").fetchone() == before


def test_recover_leaves_a_run_whose_id_names_a_folder_outside_the_store(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult], sentinel: Path) -> None:
    """An in-flight isolated run whose id is a path: recover used to move that folder into the
    store's trash and delete it."""
    store = _store(user_env, user_ws, usp)
    host = os.uname().nodename
    for run_id in (str(sentinel), "../../../../../../../.." + str(sentinel)):
        _plant(user_env, store, (
            "INSERT INTO runs (id, created, updated, state, pid, host, spec) VALUES (?, ?, ?, 'IN_FLIGHT', ?, ?, ?)",
            (run_id, time.time() - 60, time.time() - 60, 999_999_999, host, json.dumps({"isolate": "workspace"}))))
    r = usp("recover")
    assert r.code == EXIT_IOERR, r
    assert "invalid id" in r.out + r.err, r
    _intact(sentinel)
    time.sleep(0.5)  # (the detached cleaner of the store's trash, had anything been moved there)
    _intact(sentinel)
    r2 = usp("run", "--", "true")  # a run first finishes what a crash left: the same refusal
    _intact(sentinel)
    assert r2.code != 0 or "invalid id" in r2.out + r2.err, r2


def test_recover_applies_no_isolated_commit_plan_that_leaves_the_workspace(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult], sentinel: Path) -> None:
    """An unfinished-commit record whose session, plan and layer are paths of the attacker's
    choosing, and whose plan deletes `../sentinel/...`: recover used to move the file away."""
    store = _store(user_env, user_ws, usp)
    rel = os.path.relpath(sentinel / "precious.txt", user_ws)
    evil = user_env.mkdir("evil")
    (evil / "commit.json").write_text(json.dumps([["del", rel], ["mv", "../x"]]))
    user_env.chown(evil)
    run_id = "r20260101-000000-abcdef"
    # and the same plan where the run's own session folder is (found by its id)
    session = store / "isolate" / run_id
    (session / "ws" / "upper").mkdir(parents=True)
    (session / "commit.json").write_text(json.dumps([["del", rel]]))
    user_env.chown(store)
    detail = {"session": str(evil), "plan": str(evil / "commit.json"), "upper": str(evil)}
    _plant(user_env, store, (
        "INSERT INTO journal (op, state, checkpoint, run_id, pid, started, detail) "
        "VALUES ('isolate-commit', 'IN_FLIGHT', NULL, ?, 999999999, ?, ?)", (run_id, time.time(), json.dumps(detail))))
    r = usp("recover")
    assert r.code == EXIT_IOERR, r
    assert "outside the workspace" in r.out + r.err, r
    _intact(sentinel)
    row = sqlite3.connect(store / "catalog.db").execute("SELECT state FROM journal WHERE run_id = ?",
                                                        (run_id,)).fetchone()
    assert row == ("FAILED",)  # reported once, never retried forever
    assert usp("recover").code == 0


@pytest.mark.root(reason="a second user: recover as root, a process of the test user")
def test_recover_never_signals_another_users_process_a_run_row_names(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    """A run row planted (by another user of a shared store) with the process group and exact
    start time of that user's unrelated process: recover, run by root, used to SIGKILL it as the
    run's "orphaned task". Rows with nonsense groups (-1, 0, 1) are ignored too."""
    store = _store(user_env, user_ws, usp)
    proc = user_env.popen(["sleep", "300"], cwd=user_ws, start_new_session=True)
    try:
        time.sleep(0.2)
        start = psutil.Process(proc.pid).create_time()
        run_id = "r20260101-000000-aaaaaa"
        host = os.uname().nodename
        _plant(user_env, store,
               ("INSERT INTO runs (id, created, updated, state, pid, pgid, host, spec) "
                "VALUES (?, ?, ?, 'IN_FLIGHT', 999999999, ?, ?, '{}')", (run_id, start - 5, start - 5, proc.pid, host)),
               ("INSERT INTO events (run_id, attempt, time, kind, detail, data) VALUES (?, 1, ?, 'started', '', ?)",
                (run_id, start, json.dumps({"pgid": proc.pid, "start": start}))),
               *[("INSERT INTO runs (id, created, updated, state, pid, pgid, host, spec) "
                  "VALUES (?, ?, ?, 'IN_FLIGHT', 999999999, ?, ?, '{}')",
                  (f"r20260101-000000-bbbbb{i}", start - 5, start - 5, g, host)) for i, g in enumerate((-1, 0, 1))])
        # root's own store now (root leaves a store of another user unchanged, recover included)
        subprocess.run(["chown", "-R", "root:root", str(store)], check=True)
        r = run_savepoint(["recover"], user_ws, env={"SAVEPOINT_STORE": str(store)})
        assert r.code == 0, r
        assert "left alone" in r.out + r.err, r
        time.sleep(0.3)
        assert proc.poll() is None, "recover killed a process that was not the run's"
    finally:
        proc.send_signal(signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=10)
        user_env.chown(store)


def test_a_restore_journal_row_with_a_hostile_detail_is_closed_as_failed(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult], sentinel: Path) -> None:
    store = _store(user_env, user_ws, usp)
    cp = sqlite3.connect(store / "catalog.db").execute("SELECT id FROM checkpoints").fetchone()[0]
    _plant(user_env, store,
           ("INSERT INTO journal (op, state, checkpoint, pid, started, detail) VALUES "
            "('restore', 'IN_FLIGHT', ?, 999999999, ?, ?)",
            (cp, time.time(), json.dumps({"keep": {"x": 1}, "quarantine": str(sentinel)}))),
           ("INSERT INTO journal (op, state, checkpoint, pid, started, detail) VALUES "
            "('restore', 'IN_FLIGHT', ?, 999999999, ?, '{}')", ("../../" + str(sentinel), time.time())))
    r = usp("recover")
    assert r.code == EXIT_IOERR, r
    _intact(sentinel)
    states = sqlite3.connect(store / "catalog.db").execute(
        "SELECT state FROM journal WHERE op = 'restore' ORDER BY id").fetchall()
    assert states == [("FAILED",), ("FAILED",)]
    assert usp("recover").code == 0
