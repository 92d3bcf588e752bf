"""The catalog's tool_calls table (schema version 2) and the migration of a version-1 store."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from conftest import run_savepoint
from savepoint.store.catalog import SCHEMA_VERSION
from storetools import store_of


def _make_v1_store(ws: Path) -> Path:
    """A store as savepoint with catalog schema 1 left it: no tool_calls table, version 1."""
    assert run_savepoint(["checkpoint", "-m", "old"], ws).code == 0
    db = store_of(ws) / "catalog.db"
    con = sqlite3.connect(db)
    con.execute("DROP TABLE tool_calls")
    con.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    con.commit()
    con.close()
    return db


def test_a_version_1_store_is_migrated_and_keeps_its_checkpoints(ws: Path) -> None:
    (ws / "a.txt").write_text("one\n")
    db = _make_v1_store(ws)
    before = run_savepoint(["list", "--json"], ws).json()["checkpoints"]
    assert [c["message"] for c in before] == ["old"]
    # a hook event on the old store: the table appears, the version is recorded, old data intact
    event = '{"session_id": "s1", "hook_event_name": "PreToolUse", "tool_name": "Bash", ' \
            f'"tool_input": {{"command": "true"}}, "cwd": "{ws}"}}'
    r = run_savepoint(["hook"], ws, input=event)
    assert r.code == 0, r
    con = sqlite3.connect(db)
    assert con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == str(SCHEMA_VERSION)
    assert con.execute("SELECT count(*) FROM tool_calls WHERE session = 's1'").fetchone()[0] == 1
    con.close()
    after = run_savepoint(["list", "--json"], ws).json()["checkpoints"]
    assert "old" in [c["message"] for c in after]


def test_a_newer_store_is_refused_with_one_line(ws: Path) -> None:
    db = _make_v1_store(ws)
    con = sqlite3.connect(db)
    con.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    con.commit()
    con.close()
    r = run_savepoint(["list"], ws)
    assert r.code != 0
    assert "newer than this savepoint understands" in r.err
    assert len(r.err.strip().splitlines()) == 1
