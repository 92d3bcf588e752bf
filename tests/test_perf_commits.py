"""Fewer fsync'd catalog commits per run: logs (events, attempt records, a run's first row) commit
without their own fsync; they still survive a killed process, and every other write stays
`synchronous=FULL`."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from savepoint.store.catalog import Catalog

SRC = str(Path(__file__).resolve().parents[1] / "src")


def _sync_level(cat: Catalog) -> int:
    return int(cat.conn.execute("PRAGMA synchronous").fetchone()["synchronous"])


def test_log_commit_survives_a_killed_writer(tmp_path: Path) -> None:
    db = tmp_path / "catalog.db"
    Catalog(db).close()
    ready = tmp_path / "ready"
    code = textwrap.dedent(f"""
        import os, time
        from pathlib import Path
        from savepoint.store.catalog import Catalog
        c = Catalog(Path({str(db)!r}))
        c.create_run("r1", task_id=None, plan_id=None, spec={{}}, pid=os.getpid(), host="h")
        c.add_event("r1", 1, "attempt", "started")
        c.record_attempt("r1", 1, 1.0, 2.0, {{"exit": 0}})
        Path({str(ready)!r}).write_text("x")
        time.sleep(60)
    """)
    env = dict(os.environ, PYTHONPATH=SRC)
    proc = subprocess.Popen([sys.executable, "-c", code], env=env)
    try:
        for _ in range(600):  # the child writes `ready` after its commits (no sleep-as-sync: poll a file)
            if ready.exists() or proc.poll() is not None:
                break
            time.sleep(0.05)
        assert ready.exists(), "the writer never got to its commits"
        os.kill(proc.pid, signal.SIGKILL)  # no close, no checkpoint of the WAL
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    c = Catalog(db)
    try:
        assert c.get_run("r1") is not None
        assert [e["detail"] for e in c.events("r1")] == ["started"]
        assert [a["number"] for a in c.attempts("r1")] == [1]
    finally:
        c.close()


def test_every_other_write_stays_full(tmp_path: Path) -> None:
    c = Catalog(tmp_path / "catalog.db")
    try:
        assert _sync_level(c) == 2  # FULL
        c.create_run("r1", task_id=None, plan_id=None, spec={}, pid=1, host="h")
        c.add_event("r1", None, "note")
        assert _sync_level(c) == 2
        with pytest.raises(sqlite3.IntegrityError), c.tx(durable=False) as conn:
            conn.execute("INSERT INTO runs (id, created, updated, state, pid, host, spec) "
                         "VALUES ('r1', 0, 0, 'x', 1, 'h', '{}')")  # duplicate key: rolled back
        assert _sync_level(c) == 2
        with c.tx() as conn:
            assert int(conn.execute("PRAGMA synchronous").fetchone()["synchronous"]) == 2
        c.update_run("r1", state="DONE")
        assert c.get_run("r1")["state"] == "DONE"  # type: ignore[index]
    finally:
        c.close()
