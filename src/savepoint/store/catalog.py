"""The SQLite catalog: checkpoints, objects' locations, runs, attempts, events, plans, journal.

The only module that speaks SQL. WAL mode with `synchronous=FULL`, so a committed transaction
survives power loss (logs excepted: see `tx(durable=False)`); one connection per Store, guarded
by a lock so a plan's worker threads can share it. The schema is documented in docs/store-format.md; bump SCHEMA_VERSION on any change.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any
from urllib.parse import quote

from savepoint.errors import NoSpace, StoreError

SCHEMA_VERSION = 3  # 2: tool_calls (a coding agent's tool calls, for `savepoint undo`)
# 3: checkpoints may have version-2 manifests (owner, xattrs/ACLs, sparse extents), which a savepoint
#    that knows only version 1 must not read: the bump makes it refuse the store instead

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS checkpoints (
    id            TEXT PRIMARY KEY,
    created       REAL NOT NULL,
    scan_start_ns INTEGER NOT NULL,
    state         TEXT NOT NULL CHECK (state IN ('writing', 'sealed', 'archived', 'restored')),
    kind          TEXT NOT NULL,
    message       TEXT NOT NULL DEFAULT '',
    task_id       TEXT,
    run_id        TEXT,
    scope         TEXT NOT NULL DEFAULT '[]',
    read_only     INTEGER NOT NULL DEFAULT 0,
    manifest      TEXT,
    files         INTEGER NOT NULL DEFAULT 0,
    bytes         INTEGER NOT NULL DEFAULT 0,
    new_bytes     INTEGER NOT NULL DEFAULT 0,
    context       TEXT NOT NULL DEFAULT '{}',
    deps          TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS checkpoints_created ON checkpoints (created);
CREATE TABLE IF NOT EXISTS blobs (
    id     TEXT PRIMARY KEY,
    pack   TEXT,
    offset INTEGER NOT NULL DEFAULT 0,
    length INTEGER NOT NULL,
    size   INTEGER NOT NULL,
    codec  INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS blobs_pack ON blobs (pack);
CREATE TABLE IF NOT EXISTS chunklists (
    content TEXT NOT NULL,
    idx     INTEGER NOT NULL,
    blob    TEXT NOT NULL,
    PRIMARY KEY (content, idx)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS packs (
    id      TEXT PRIMARY KEY,
    size    INTEGER NOT NULL,
    blobs   INTEGER NOT NULL,
    created REAL NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS journal (
    id         INTEGER PRIMARY KEY,
    op         TEXT NOT NULL,
    state      TEXT NOT NULL,
    checkpoint TEXT,
    run_id     TEXT,
    pid        INTEGER,
    pgid       INTEGER,
    host       TEXT,
    started    REAL NOT NULL,
    finished   REAL,
    detail     TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS runs (
    id            TEXT PRIMARY KEY,
    task_id       TEXT,
    plan_id       TEXT,
    created       REAL NOT NULL,
    updated       REAL NOT NULL,
    state         TEXT NOT NULL,
    status        TEXT,
    checkpoint_id TEXT,
    pid           INTEGER,
    pgid          INTEGER,
    host          TEXT,
    escalate      INTEGER NOT NULL DEFAULT 0,
    spec          TEXT NOT NULL DEFAULT '{}',
    outcome       TEXT
);
CREATE INDEX IF NOT EXISTS runs_created ON runs (created);
CREATE TABLE IF NOT EXISTS attempts (
    run_id  TEXT NOT NULL,
    number  INTEGER NOT NULL,
    started REAL NOT NULL,
    ended   REAL,
    data    TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (run_id, number)
);
CREATE TABLE IF NOT EXISTS events (
    id      INTEGER PRIMARY KEY,
    run_id  TEXT NOT NULL,
    attempt INTEGER,
    time    REAL NOT NULL,
    kind    TEXT NOT NULL,
    detail  TEXT NOT NULL DEFAULT '',
    action  TEXT,
    data    TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS events_run ON events (run_id, id);
CREATE TABLE IF NOT EXISTS plans (
    id      TEXT PRIMARY KEY,
    path    TEXT NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    state   TEXT NOT NULL,
    data    TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS plan_tasks (
    plan_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    status  TEXT NOT NULL,
    run_id  TEXT,
    updated REAL NOT NULL,
    data    TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (plan_id, task_id)
);
CREATE TABLE IF NOT EXISTS tool_calls (
    id            INTEGER PRIMARY KEY,
    session       TEXT NOT NULL,
    call_id       TEXT,
    agent         TEXT NOT NULL DEFAULT '',
    tool          TEXT NOT NULL,
    summary       TEXT NOT NULL DEFAULT '',
    started       REAL NOT NULL,
    finished      REAL,
    checkpoint_id TEXT NOT NULL,
    state         TEXT NOT NULL DEFAULT 'open',
    changes       TEXT,
    undo          TEXT
);
CREATE INDEX IF NOT EXISTS tool_calls_session ON tool_calls (session, id);
"""


# every catalog has had these since schema version 1 (later versions only add tables)
CORE_TABLES = ("meta", "checkpoints", "blobs", "chunklists", "packs", "journal", "runs", "attempts", "events",
               "plans", "plan_tasks")


def _damaged(path: Path, why: str) -> str:
    return (f"the store catalog {path} is damaged ({why}); refusing to open it, so that no history is "
            f"replaced by an empty one. Nothing was changed. Put back a copy of it (catalog.db, with its "
            f"-wal file if any), or move the store folder aside to start a new store")


def _create(path: Path) -> None:
    """Make a new catalog with its schema in a temp file, then link it into place: `catalog.db`
    exists only once it holds its tables and version, so an empty or table-less one is always
    damage. (Linked, not renamed: a concurrent creator's finished catalog is never replaced.)"""
    tmp = path.with_name(f"{path.name}.new-{os.getpid()}-{os.urandom(4).hex()}")
    try:
        conn = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("BEGIN IMMEDIATE")
            for stmt in SCHEMA.split(";"):
                if stmt.strip():
                    conn.execute(stmt)
            conn.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
            conn.execute("INSERT INTO meta VALUES ('created', ?)", (str(time.time()),))
            conn.execute("COMMIT")
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # everything in the main file
        finally:
            conn.close()
        fd = os.open(tmp, os.O_RDONLY | os.O_CLOEXEC)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass  # another process made it first: that one is used
        except OSError:  # a filesystem without hard links
            if not os.path.lexists(path):
                os.rename(tmp, path)
        dfd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except sqlite3.Error as e:
        raise sqlite3.OperationalError(str(e)) from e
    finally:
        for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
            with suppress(OSError):
                os.unlink(leftover)


_FULL = ("the disk holding the store ({}) is full; the catalog is consistent (the last change was not "
         "recorded). Free space, then run `savepoint recover` if a run was interrupted")


def _disk_full(e: BaseException) -> bool:
    if isinstance(e, sqlite3.OperationalError):
        return getattr(e, "sqlite_errorcode", None) == 13 or "disk is full" in str(e)  # SQLITE_FULL
    return isinstance(e, OSError) and e.errno == 28  # ENOSPC


def _row_dict(cur: sqlite3.Cursor, row: Sequence[Any]) -> dict[str, Any]:
    return {d[0]: v for d, v in zip(cur.description, row, strict=True)}


class Catalog:
    """A thread-safe handle on `catalog.db`. Methods are small and named for what they record."""

    def __init__(self, path: Path, *, readonly: bool = False, foreign: bool = False) -> None:
        self.path = path
        self._lock = threading.RLock()
        # Called when a write finds the disk full; returns True when it freed space (the Store
        # releases its reserve file), and the transaction is tried once more.
        self.on_full: Callable[[], bool] | None = None
        self._snapshot_depth = 0
        self._copy_dir: str | None = None  # a read-only store's catalog copied to read its WAL
        if readonly:
            self.conn = self._connect_read_only(path, foreign)
        else:
            if not os.path.lexists(path):
                wal = Path(f"{path}-wal")
                if wal.exists() and wal.stat().st_size > 0:  # its commits without the file: damage
                    raise StoreError(_damaged(path, "the file is missing but its write-ahead log is there"))
                _create(path)  # a new catalog appears whole, never as an empty file (see _create)
            self.conn = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None, timeout=30)
        self.conn.row_factory = _row_dict
        try:
            self.conn.execute("PRAGMA busy_timeout=30000")
            # An existing catalog must be one: an empty file (truncated) or one without its tables
            # or version row is damage, never a new store: making the schema in it would silently
            # replace every checkpoint the store had with an empty history.
            self._check_shape()
        except BaseException:
            self.close()
            raise
        if not readonly:
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=FULL")
            with self.tx():
                for stmt in SCHEMA.split(";"):
                    if stmt.strip():
                        self.conn.execute(stmt)
                row = self.conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
                if row is None:
                    raise StoreError(_damaged(path, "it has no schema version"))
                elif int(row["value"]) < SCHEMA_VERSION:
                    # older stores: the statements above added the new tables; nothing else changed
                    self.conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'",
                                      (str(SCHEMA_VERSION),))
                elif int(row["value"]) > SCHEMA_VERSION:
                    raise StoreError(
                        f"store catalog {path} has schema version {row['value']}, newer than this "
                        f"savepoint understands ({SCHEMA_VERSION}); upgrade savepoint"
                    )

    def _check_shape(self) -> None:
        """Refuse (StoreError) a catalog missing what every version of it has had: the tables of
        schema version 1 and the `schema_version` row."""
        try:
            names = {r["name"] for r in self.conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()}
        except sqlite3.OperationalError:
            raise  # cannot open it (permissions, a read-only mount): not damage; Store.open says which
        except sqlite3.DatabaseError as e:
            raise StoreError(_damaged(self.path, f"SQLite cannot read it: {e}")) from e
        if not names:
            raise StoreError(_damaged(self.path, "it is empty (truncated?)"))
        missing = [t for t in CORE_TABLES if t not in names]
        if missing:
            raise StoreError(_damaged(self.path, f"table(s) {', '.join(missing)} missing"))
        row = self.conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        if row is None or not str(row["value"]).isdigit():
            raise StoreError(_damaged(self.path, "its schema version row is missing"))

    def tmp_token(self) -> str:
        """This store's random token, part of every temp file name a restore makes in the
        workspace (made on first use)."""
        def read() -> str | None:
            row = self.query_one("SELECT value FROM meta WHERE key = 'tmp_token'")
            value = str(row["value"]) if row is not None else ""
            return value if len(value) == 16 and all(c in "0123456789abcdef" for c in value) else None

        token = read()
        if token is not None:
            return token
        # None yet: no restore ever named a temp file with one, so a token only this process
        # knows is right too (a reader inside its snapshot, a store it may not write)
        new = os.urandom(8).hex()
        if self._snapshot_depth:
            return new
        try:
            with self.tx() as c:
                c.execute("INSERT OR IGNORE INTO meta VALUES ('tmp_token', ?)", (new,))
        except (sqlite3.Error, StoreError):
            return new
        return read() or new

    def _connect_read_only(self, path: Path, foreign: bool = False) -> sqlite3.Connection:
        """Read a catalog this process may not write (a read-only mount, another user's store):
        `mode=ro` needs its `-shm` file to exist or be creatable (never created in another user's
        store: `foreign`); otherwise `immutable=1` when the WAL holds nothing, else a private copy
        of the catalog and its WAL (the WAL's commits count)."""
        def connect(uri: str) -> sqlite3.Connection:
            conn = sqlite3.connect(uri, uri=True, check_same_thread=False, isolation_level=None, timeout=30)
            try:
                conn.execute("SELECT 1 FROM meta LIMIT 1").fetchall()  # connecting alone checks nothing
            except sqlite3.Error:
                conn.close()
                raise
            return conn

        quoted = quote(str(path))
        wal = Path(f"{path}-wal")
        try:
            if foreign and not os.path.exists(f"{path}-shm"):
                raise sqlite3.OperationalError("no -shm file to share")
            return connect(f"file:{quoted}?mode=ro")
        except sqlite3.OperationalError:
            if not wal.exists() or wal.stat().st_size == 0:
                return connect(f"file:{quoted}?mode=ro&immutable=1")
        # lazy imports (startup time): only a read-only store with an unmerged WAL needs them
        import shutil
        import tempfile

        self._copy_dir = tempfile.mkdtemp(prefix="savepoint-catalog-")
        copy = Path(self._copy_dir) / path.name
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, f"{copy}-wal")
        return connect(f"file:{quote(str(copy))}")

    def close(self) -> None:
        with self._lock:
            self.conn.close()
            if self._copy_dir is not None:
                # lazy import (startup time): only a read-only store's private copy needs it
                import shutil

                shutil.rmtree(self._copy_dir, ignore_errors=True)
                self._copy_dir = None

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """One read transaction: every query inside sees the catalog as of its first read (WAL
        snapshot isolation), whatever gc or a checkpoint commits meanwhile. Nestable; holds this
        connection (other threads of this Store wait); no writes inside."""
        with self._lock:
            if self._snapshot_depth:
                self._snapshot_depth += 1
                try:
                    yield
                finally:
                    self._snapshot_depth -= 1
                return
            self.conn.execute("BEGIN")
            self.conn.execute("SELECT 1 FROM meta LIMIT 1").fetchall()  # the snapshot starts here
            self._snapshot_depth = 1
            try:
                yield
            finally:
                self._snapshot_depth = 0
                with suppress(sqlite3.Error):
                    self.conn.execute("COMMIT")

    @contextmanager
    def tx(self, durable: bool = True) -> Iterator[sqlite3.Connection]:
        """One IMMEDIATE transaction: all or nothing, durable on return. A full disk raises
        NoSpace (after `on_full` had one chance to free space: callers retry via `write`).

        `durable=False` (logs: events, attempt records, a run's first row) commits without its
        own fsync (`synchronous=NORMAL` in WAL mode): it survives a crash of any process at once,
        and a power loss once the next durable commit returns (that fsync covers the whole WAL
        before it). Anything that must be on disk before a task may write (a sealed checkpoint,
        the run's link to it) stays durable."""
        with self._lock:
            if self._snapshot_depth:
                raise RuntimeError("a catalog write inside a read snapshot")
            if not durable:
                self.conn.execute("PRAGMA synchronous=NORMAL")
            try:
                with self._tx() as c:
                    yield c
            finally:
                if not durable:
                    with suppress(sqlite3.Error):
                        self.conn.execute("PRAGMA synchronous=FULL")

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException as e:
                with suppress(sqlite3.Error):
                    self.conn.execute("ROLLBACK")
                if _disk_full(e):
                    raise NoSpace(_FULL.format(self.path.parent)) from e
                raise
            else:
                try:
                    self.conn.execute("COMMIT")
                except sqlite3.OperationalError as e:
                    with suppress(sqlite3.Error):
                        self.conn.execute("ROLLBACK")
                    if _disk_full(e):
                        raise NoSpace(_FULL.format(self.path.parent)) from e
                    raise

    def write(self, fn: Callable[[sqlite3.Connection], Any], durable: bool = True) -> Any:
        """Run `fn` in one transaction; on a full disk let `on_full` free space and try again."""
        for _ in range(3):
            try:
                with self.tx(durable) as c:
                    return fn(c)
            except NoSpace:
                if self.on_full is None or not self.on_full():
                    raise
        with self.tx(durable) as c:
            return fn(c)

    def query(self, sql: str, args: Iterable[Any] = ()) -> list[dict[str, Any]]:
        with self._lock:
            return list(self.conn.execute(sql, tuple(args)).fetchall())

    def query_one(self, sql: str, args: Iterable[Any] = ()) -> dict[str, Any] | None:
        with self._lock:
            row: dict[str, Any] | None = self.conn.execute(sql, tuple(args)).fetchone()
            return row

    # -- runs ---------------------------------------------------------------------------------

    def create_run(self, run_id: str, *, task_id: str | None, plan_id: str | None, spec: dict[str, Any],
                   pid: int, host: str) -> None:
        now = time.time()

        def _do(c: sqlite3.Connection) -> Any:
            c.execute(
                "INSERT INTO runs (id, task_id, plan_id, created, updated, state, pid, host, spec) "
                "VALUES (?, ?, ?, ?, ?, 'IN_FLIGHT', ?, ?, ?)",
                (run_id, task_id, plan_id, now, now, pid, host, json.dumps(spec)),
            )
        self.write(_do, durable=False)  # a log: the next durable commit makes it durable

    def update_run(self, run_id: str, *, durable: bool = True, **fields: Any) -> None:
        """Set columns of a run (state, status, checkpoint_id, pgid, escalate, outcome...).
        `durable=False` for what only a crash of savepoint itself needs (see `tx`)."""
        if not fields:
            return
        fields["updated"] = time.time()
        cols = ", ".join(f"{k} = ?" for k in fields)
        vals = [json.dumps(v) if isinstance(v, dict | list) else v for v in fields.values()]

        def _do(c: sqlite3.Connection) -> Any:
            c.execute(f"UPDATE runs SET {cols} WHERE id = ?", (*vals, run_id))
        self.write(_do, durable)

    def delete_run(self, run_id: str) -> None:
        """Forget a run that was refused before its task ran (and its events)."""

        def _do(c: sqlite3.Connection) -> Any:
            c.execute("DELETE FROM events WHERE run_id = ?", (run_id,))
            c.execute("DELETE FROM attempts WHERE run_id = ?", (run_id,))
            c.execute("DELETE FROM runs WHERE id = ?", (run_id,))
        self.write(_do)

    def get_run(self, run_id: str) -> dict[str, Any] | None:
        return self.query_one("SELECT * FROM runs WHERE id = ?", (run_id,))

    def list_runs(self, limit: int | None = None) -> list[dict[str, Any]]:
        sql = "SELECT * FROM runs ORDER BY created DESC"
        if limit:
            sql += f" LIMIT {int(limit)}"
        return self.query(sql)

    def in_flight_runs(self) -> list[dict[str, Any]]:
        return self.query("SELECT * FROM runs WHERE state = 'IN_FLIGHT' ORDER BY created")

    def record_attempt(self, run_id: str, number: int, started: float, ended: float | None,
                       data: dict[str, Any]) -> None:
        def _do(c: sqlite3.Connection) -> Any:
            c.execute(
                "INSERT OR REPLACE INTO attempts (run_id, number, started, ended, data) VALUES (?, ?, ?, ?, ?)",
                (run_id, number, started, ended, json.dumps(data)),
            )
        self.write(_do, durable=False)  # a log: the next durable commit makes it durable

    def attempts(self, run_id: str) -> list[dict[str, Any]]:
        return self.query("SELECT * FROM attempts WHERE run_id = ? ORDER BY number", (run_id,))

    def add_event(self, run_id: str, attempt: int | None, kind: str, detail: str = "",
                  action: str | None = None, data: dict[str, Any] | None = None,
                  when: float | None = None) -> None:
        def _do(c: sqlite3.Connection) -> Any:
            c.execute(
                "INSERT INTO events (run_id, attempt, time, kind, detail, action, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (run_id, attempt, when or time.time(), kind, detail, action, json.dumps(data or {})),
            )
        self.write(_do, durable=False)  # a log: the next durable commit makes it durable

    def events(self, run_id: str) -> list[dict[str, Any]]:
        return self.query("SELECT * FROM events WHERE run_id = ? ORDER BY id", (run_id,))

    # -- journal (interrupted operations) -------------------------------------------------------

    def journal_begin(self, op: str, *, checkpoint: str | None = None, run_id: str | None = None,
                      pid: int | None = None, pgid: int | None = None, host: str | None = None,
                      detail: dict[str, Any] | None = None) -> int:
        def _do(c: sqlite3.Connection) -> Any:
            cur = c.execute(
                "INSERT INTO journal (op, state, checkpoint, run_id, pid, pgid, host, started, detail) "
                "VALUES (?, 'IN_FLIGHT', ?, ?, ?, ?, ?, ?, ?)",
                (op, checkpoint, run_id, pid, pgid, host, time.time(), json.dumps(detail or {})),
            )
            return int(cur.lastrowid or 0)
        return int(self.write(_do))

    def journal_end(self, jid: int, state: str = "DONE", detail: dict[str, Any] | None = None) -> None:
        def _do(c: sqlite3.Connection) -> Any:
            if detail is None:
                c.execute("UPDATE journal SET state = ?, finished = ? WHERE id = ?", (state, time.time(), jid))
            else:
                c.execute("UPDATE journal SET state = ?, finished = ?, detail = ? WHERE id = ?",
                          (state, time.time(), json.dumps(detail), jid))
        self.write(_do)

    def journal_open(self, op: str | None = None) -> list[dict[str, Any]]:
        if op:
            return self.query("SELECT * FROM journal WHERE state = 'IN_FLIGHT' AND op = ? ORDER BY id", (op,))
        return self.query("SELECT * FROM journal WHERE state = 'IN_FLIGHT' ORDER BY id")

    # -- plans (plan/ records its state here after every transition) --------------------------

    def save_plan(self, plan_id: str, *, path: str, state: str, data: dict[str, Any]) -> None:
        now = time.time()

        def _do(c: sqlite3.Connection) -> Any:
            c.execute(
                "INSERT INTO plans (id, path, created, updated, state, data) VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (id) DO UPDATE SET path = excluded.path, updated = excluded.updated, "
                "state = excluded.state, data = excluded.data",
                (plan_id, path, now, now, state, json.dumps(data)),
            )
        self.write(_do)

    def get_plan(self, plan_id: str) -> dict[str, Any] | None:
        return self.query_one("SELECT * FROM plans WHERE id = ?", (plan_id,))

    def save_plan_task(self, plan_id: str, task_id: str, *, status: str, run_id: str | None,
                       data: dict[str, Any]) -> None:
        self.save_plan_tasks(plan_id, [(task_id, status, run_id, data)])

    def save_plan_tasks(self, plan_id: str, rows: Sequence[tuple[str, str, str | None, dict[str, Any]]]) -> None:
        """(task_id, status, run_id, data) rows in one transaction (one fsync)."""
        now = time.time()

        def _do(c: sqlite3.Connection) -> Any:
            c.executemany(
                "INSERT OR REPLACE INTO plan_tasks (plan_id, task_id, status, run_id, updated, data) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(plan_id, task_id, status, run_id, now, json.dumps(data)) for task_id, status, run_id, data in rows],
            )
        self.write(_do)

    def plan_tasks(self, plan_id: str) -> list[dict[str, Any]]:
        return self.query("SELECT * FROM plan_tasks WHERE plan_id = ? ORDER BY task_id", (plan_id,))

    # -- a coding agent's tool calls (savepoint hook / undo) -----------------------------------

    def add_tool_call(self, *, session: str, call_id: str | None, agent: str, tool: str, summary: str,
                      checkpoint_id: str) -> int:
        """A tool call about to run, with the checkpoint of the state before it."""
        with self.tx() as c:
            cur = c.execute(
                "INSERT INTO tool_calls (session, call_id, agent, tool, summary, started, checkpoint_id) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (session, call_id, agent, tool, summary, time.time(), checkpoint_id))
            return int(cur.lastrowid or 0)

    def open_tool_call(self, session: str, call_id: str | None, tool: str) -> dict[str, Any] | None:
        """The call a PostToolUse event closes: by its id when the agent gives one, else the
        newest open call of that tool in the session."""
        if call_id:
            return self.query_one("SELECT * FROM tool_calls WHERE session = ? AND call_id = ? "
                                  "ORDER BY id DESC LIMIT 1", (session, call_id))
        return self.query_one("SELECT * FROM tool_calls WHERE session = ? AND tool = ? AND state = 'open' "
                              "ORDER BY id DESC LIMIT 1", (session, tool))

    def finish_tool_call(self, row_id: int, changes: dict[str, Any]) -> None:
        with self.tx() as c:
            c.execute("UPDATE tool_calls SET state = 'done', finished = ?, changes = ? "
                      "WHERE id = ? AND state = 'open'", (time.time(), json.dumps(changes), row_id))

    def tool_calls(self, session: str) -> list[dict[str, Any]]:
        return self.query("SELECT * FROM tool_calls WHERE session = ? ORDER BY id", (session,))

    def tool_sessions(self, prefix: str) -> list[str]:
        """Sessions whose id starts with `prefix` (an exact id first), newest activity first."""
        rows = self.query("SELECT session, max(id) AS last FROM tool_calls WHERE substr(session, 1, ?) = ? "
                          "GROUP BY session ORDER BY last DESC", (len(prefix), prefix))
        names = [str(r["session"]) for r in rows]
        return [prefix] if prefix in names else names

    def latest_session(self) -> str | None:
        row = self.query_one("SELECT session FROM tool_calls ORDER BY id DESC LIMIT 1")
        return None if row is None else str(row["session"])

    def mark_undone(self, row_ids: Sequence[int], detail: dict[str, Any]) -> None:
        with self.tx() as c:
            c.executemany("UPDATE tool_calls SET state = 'undone', undo = ? WHERE id = ?",
                          [(json.dumps(detail), i) for i in row_ids])
