"""The store trusts nothing it reads: every object a restore, undo or rollback writes into the
workspace is checked against its id first, and a damaged catalog is refused, never re-made.

Each case damages a real store the way users did (a flipped byte, `sed -i` run over the store's
files, a catalog truncated to 0 bytes) and shows savepoint stopping with exit 74, one clear line,
the workspace unchanged and the catalog as it was.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult
from storetools import store_of, tree_state

EXIT_IOERR = 74


def _store(user_env: Any, ws: Path) -> Path:
    return store_of(ws, user_env.env())


def _checkpoint(usp: Callable[..., CLIResult], *args: str) -> str:
    r = usp("checkpoint", *args)
    assert r.code == 0, r
    return r.out.strip().splitlines()[-1]


def _flip_in_store(store: Path, needle: bytes) -> Path:
    """Flip one byte of `needle` where the store keeps it (a pack or a loose object file)."""
    hits = []
    for sub in ("packs", "objects"):
        for p in (store / sub).rglob("*"):
            if p.is_file() and needle in p.read_bytes():
                hits.append(p)
    assert len(hits) == 1, hits
    data = bytearray(hits[0].read_bytes())
    i = data.index(needle) + len(needle) // 2
    data[i] ^= 0x01
    hits[0].write_bytes(bytes(data))  # (same file, same owner: only one byte differs)
    return hits[0]


def _catalog_rows(store: Path) -> tuple[list[Any], list[Any]]:
    """Checkpoints (id, state) and journal rows: what a refused restore must leave as it was."""
    con = sqlite3.connect(f"file:{store / 'catalog.db'}?mode=ro", uri=True)
    try:
        cps = con.execute("SELECT id, state FROM checkpoints ORDER BY id").fetchall()
        journal = con.execute("SELECT id, op, state FROM journal ORDER BY id").fetchall()
    finally:
        con.close()
    return cps, journal


def _one_line(r: CLIResult) -> str:
    lines = [ln for ln in r.err.strip().splitlines() if ln.strip()]
    assert len(lines) == 1, r
    return lines[0]


def test_a_flipped_byte_in_a_pack_stops_the_restore_with_nothing_changed(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    (user_ws / "notes.txt").write_text("the quick brown fox jumps over the lazy dog\n")
    (user_ws / "other.txt").write_text("unrelated\n")
    user_env.chown(user_ws)
    cp = _checkpoint(usp, "-m", "good")
    assert user_env.sh("echo edited > notes.txt && echo edited > other.txt && echo new > new.txt",
                       user_ws).returncode == 0
    store = _store(user_env, user_ws)
    _flip_in_store(store, b"quick brown fox")
    before, rows = tree_state(user_ws), _catalog_rows(store)

    r = usp("restore", cp)
    assert r.code == EXIT_IOERR, r
    line = _one_line(r)
    assert "damaged" in line and "savepoint verify --data" in line and "nothing was changed" in line, line
    # not one byte reached the workspace (not even the files whose objects are fine), and the store
    # holds no new checkpoint and no journal row a `recover` would retry
    assert tree_state(user_ws) == before
    assert _catalog_rows(store) == rows
    rec = usp("recover")
    assert rec.code == 0, rec
    assert tree_state(user_ws) == before

    v = usp("verify", "--data")
    assert v.code == 1 and "damaged" in v.out + v.err, v


def test_sed_over_the_store_then_undo_refuses_instead_of_restoring_the_new_text(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    """The issue's case: `grep -rl OLD . | xargs sed -i s/OLD/NEW/g` also rewrote the raw blobs in
    the store (then inside the workspace); `undo` then exited 0 and "restored" the NEW text."""
    from test_agents_hook import Agent

    (user_ws / "config.py").write_text("name = 'OLD'\nmode = 'OLD'\n")
    user_env.chown(user_ws)
    store = _store(user_env, user_ws)
    agent = Agent(user_env, user_ws, usp, session="sed-store")
    cmd = f"grep -rl OLD . {store} | xargs sed -i s/OLD/NEW/g"
    agent.call("Bash", {"command": cmd}, cmd)
    assert (user_ws / "config.py").read_text() == "name = 'NEW'\nmode = 'NEW'\n"
    before = tree_state(user_ws)

    r = usp("undo", "--session", "sed-store")
    assert r.code == EXIT_IOERR, r
    assert "damaged" in _one_line(r) and "verify --data" in r.err, r
    assert tree_state(user_ws) == before


def test_a_damaged_chunk_of_a_big_file_is_found_before_anything_is_written(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    """Chunks of a big file are loose objects (cloned on XFS/btrfs, copied elsewhere): checked too."""
    big = (b"0123456789abcdef" * 4096) * 80 + b"tail-marker-of-the-big-file"  # ~5 MiB: two chunks
    (user_ws / "big.bin").write_bytes(big)
    (user_ws / "small.txt").write_text("small\n")
    user_env.chown(user_ws)
    cp = _checkpoint(usp)
    assert user_env.sh("rm big.bin && echo changed > small.txt", user_ws).returncode == 0
    _flip_in_store(_store(user_env, user_ws), b"tail-marker-of-the-big-file")
    before = tree_state(user_ws)

    r = usp("restore", cp)
    assert r.code == EXIT_IOERR, r
    assert tree_state(user_ws) == before
    assert not (user_ws / "big.bin").exists()


def test_a_catalog_truncated_to_zero_bytes_is_refused_never_made_anew(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    (user_ws / "a.txt").write_text("a\n")
    user_env.chown(user_ws)
    _checkpoint(usp, "-m", "history")
    db = _store(user_env, user_ws) / "catalog.db"
    assert user_env.sh(f": > {db} && rm -f {db}-wal {db}-shm", user_ws).returncode == 0

    for args in (("verify",), ("list",), ("checkpoint",), ("restore", "latest")):
        r = usp(*args)
        assert r.code == EXIT_IOERR, (args, r)
        line = _one_line(r)
        assert str(db) in line and "damaged" in line and "empty" in line, line
    assert db.stat().st_size == 0  # still the damaged file: nothing replaced the history


def test_a_catalog_missing_a_table_or_its_version_is_refused(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    (user_ws / "a.txt").write_text("a\n")
    user_env.chown(user_ws)
    _checkpoint(usp, "-m", "one")
    db = _store(user_env, user_ws) / "catalog.db"
    for damage, word in (("DELETE FROM meta WHERE key = 'schema_version'", "schema version"),
                         ("DROP TABLE checkpoints", "checkpoints")):
        con = sqlite3.connect(db)
        saved = list(con.iterdump())
        con.execute(damage)
        con.commit()
        con.close()
        user_env.chown(db.parent)
        r = usp("checkpoint", "-m", "two")
        assert r.code == EXIT_IOERR, r
        assert word in _one_line(r), r
        con = sqlite3.connect(db)  # the damage is still there: nothing was re-made over it
        tables = {t for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        version = con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
            if "meta" in tables else None
        assert ("checkpoints" not in tables) if word == "checkpoints" else (version is None)
        con.close()
        os.unlink(db)  # put the catalog back as it was for the next case
        con = sqlite3.connect(db)
        con.executescript("\n".join(saved))
        con.close()
        user_env.chown(db.parent)
        assert usp("list").code == 0


def test_plain_verify_checks_the_catalog_itself(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    """`verify` without --data: SQLite's integrity check, the version, and the ids rows hold."""
    (user_ws / "a.txt").write_text("a\n")
    user_env.chown(user_ws)
    _checkpoint(usp)
    assert usp("verify").code == 0
    db = _store(user_env, user_ws) / "catalog.db"
    con = sqlite3.connect(db)
    con.execute("INSERT INTO runs (id, created, updated, state) VALUES ('../../elsewhere', 0, 0, 'DONE')")
    con.commit()
    con.close()
    user_env.chown(db.parent)
    r = usp("verify")
    assert r.code == 1, r
    assert "invalid id" in r.out + r.err, r
