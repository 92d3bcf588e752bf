"""Store: the public face of the checkpoint store (see the package docstring for the layout)."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import sqlite3
import stat
import struct
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from savepoint.errors import NoSpace, SavepointError, StoreError, UsageError
from savepoint.model import Changes
from savepoint.store import safe
from savepoint.store.catalog import Catalog
from savepoint.store.lock import WorkspaceLock
from savepoint.store.maintain import GcReport, VerifyReport, gc, verify
from savepoint.store.manifest import Entry, Manifest, compare, decode_rows, encode_rows
from savepoint.store.objects import ObjectStore, commit_pending, hash_bytes, syncfs
from savepoint.store.restore import Quarantine, RestorePlan, Restorer, differing, make_plan
from savepoint.store.scan import (
    COARSE_MARGIN_NS,
    RACY_MARGIN_NS,
    TMP_PREFIX,
    Scanner,
    ScanStats,
    base_index,
    is_racy,
    stat_key,
)
from savepoint.store.scope import IGNORE_FILE, Scope, own_output_files, own_output_keep
from savepoint.workspace import WORKSPACE_FILE, moved_to, store_path

if TYPE_CHECKING:
    from savepoint.store.track import Touched

Progress = Callable[[str, int, int], None]  # (phase, done, total)

DEFAULT_BUDGET = 4 << 30
# Space kept aside in the store (a preallocated file) so that savepoint can still record and roll
# back a run after the task filled the disk: released when a catalog write finds the disk full.
RESERVE_BYTES = 1 << 20
# a stat cache rewritten whole with more rows than this is not also kept in memory (peak RSS of a
# first checkpoint of 10^5 files); a scan later in the same process reads it back from the file
STATCACHE_HELD = 40_000
CHECKED_KEEP = 64 << 20  # bytes of small blobs a restore keeps from its check, not to read them twice
HEADROOM_BYTES = 1 << 20  # free space a space-free rollback leaves so the outcome can be recorded
STATCACHE_TAG = "statcache-v4"  # v4: rows carry the file's extended attributes
STATCACHE_LOG = "statcache.log"  # rows changed since the base `statcache` was written
STATCACHE_LOG_MIN = 256 << 10  # the log is folded into a new base past this or a quarter of the base


@dataclass
class CheckpointInfo:
    id: str
    created: float
    state: str  # writing, sealed, archived, restored
    kind: str  # user, pre-run, post-failure, pre-restore, read-only
    message: str
    task_id: str | None
    run_id: str | None
    scope: list[str]
    read_only: bool
    manifest: str | None
    files: int
    bytes: int
    new_bytes: int
    context: dict[str, Any] = field(default_factory=dict)
    deps: dict[str, Any] = field(default_factory=dict)
    special: list[str] = field(default_factory=list)  # sockets: recorded, not recreated by a restore

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class RestoreReport:
    checkpoint_id: str
    changes: Changes  # what the restore changed (relative to the state before it)
    pre_restore_checkpoint: str | None  # the state before the restore, kept so it can be undone
    dry_run: bool = False
    skipped: list[str] = field(default_factory=list)  # entries that cannot be restored (special files)
    # The disk was full: what the restore replaced was moved into this folder (no checkpoint of
    # it could be taken), except `not_kept`, deleted to make room for the restored files.
    quarantine: str | None = None
    not_kept: list[str] = field(default_factory=list)
    # attributes the caller was not allowed (or the filesystem not able) to apply: path, what, why
    not_restored: list[dict[str, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"checkpoint_id": self.checkpoint_id, "changes": self.changes.to_json(),
                "pre_restore_checkpoint": self.pre_restore_checkpoint, "dry_run": self.dry_run,
                "skipped": list(self.skipped), "quarantine": self.quarantine,
                "not_kept": list(self.not_kept), "not_restored": [dict(d) for d in self.not_restored]}


@dataclass
class Examination:
    changes: Changes  # in scope, since the checkpoint
    outside: list[str]  # paths written outside the scope (cannot be rolled back)
    current: Manifest  # the workspace now
    checkpoint_id: str | None = None  # the checkpoint of this state, when one was kept

    def to_json(self) -> dict[str, Any]:
        return {"changes": self.changes.to_json(), "outside": list(self.outside),
                "checkpoint_id": self.checkpoint_id}


class Store:
    """A workspace's store (outside it by default: savepoint/workspace.py). Open with
    `Store.open`; take `lock()` to write."""

    def __init__(self, workspace: Path, root: Path, catalog: Catalog) -> None:
        self.workspace = workspace
        self.root = root
        self.catalog = catalog
        self.objects = ObjectStore(root, catalog)
        self._lock = WorkspaceLock(root / "lock")
        self._mutex = threading.RLock()  # one checkpoint/restore at a time within this process
        self._manifests: dict[str, Manifest] = {}
        self._reflink: bool | None = None
        self._leftovers: list[str] = []
        self._statcache: dict[str, tuple[Any, ...]] | None = None
        self._statcache_key: tuple[int, ...] = ()
        self._statcache_gen = ""  # the base file's generation: log records of another one are ignored
        self._short_of_space = False  # a checkpoint of the current state just failed: disk full
        self._readers_depth = 0
        self.failures: list[str] = []  # what `finish_interrupted_writes` could not finish
        self.read_only: str | None = None  # why this store can only be read (then `lock()` refuses)
        self.last_scan_tracked = False  # the last checkpoint/current() visited only touched paths
        self.created = False  # `open` made this store (the first checkpoint of a workspace)
        self._tmp_prefix: str | None = None
        catalog.on_full = self.release_reserve

    # -- opening ---------------------------------------------------------------------------------

    @classmethod
    def open(cls, workspace: str | os.PathLike[str], store: str | os.PathLike[str] | None = None,
             *, create: bool = False) -> Store:
        """Open the store of `workspace` (`store` overrides where workspace.py would find it). With
        `create`, make it (0700) if missing; without, a missing store is a UsageError. A store
        others may write to is refused; another user's is opened read-only."""
        ws = Path(workspace)
        if not ws.is_dir():
            raise UsageError(f"workspace {str(workspace)!r} does not exist or is not a directory")
        ws = ws.resolve()
        root = store_path(ws, store)
        db = root / "catalog.db"
        made = False
        found = store is None and not os.environ.get("SAVEPOINT_STORE")  # (not named by the user)
        if found and not root.is_relative_to(ws):
            _check_data_folder(root, ws)
        try:
            exists = db.exists()
        except PermissionError as e:  # (a folder on the way, or the store, is another user's)
            raise StoreError(f"cannot read the store {root}: permission denied (another user's?); "
                             f"nothing was changed") from e
        if not exists:
            if found and root == moved_to(ws):
                raise StoreError(f"the store of {ws} was moved to {root} (savepoint store move), which is "
                                 f"not there now (a disk not mounted?); nothing was changed")
            if not create:
                raise UsageError(f"no savepoint store for {ws} (run `savepoint init`, or take a checkpoint)")
            made = not root.exists()
            _make_store_dir(root, ws)
        else:
            _check_private(root)
        foreign = _foreign(root)
        try:
            if foreign is not None:
                raise sqlite3.OperationalError(foreign)
            try:
                catalog = Catalog(db)
            except sqlite3.OperationalError:
                # Opening makes the catalog's -wal/-shm files: on a full disk, only after the
                # reserve is given back (then a rollback can still run).
                if not os.path.exists(root / "reserve"):
                    raise
                with contextlib.suppress(OSError):
                    os.unlink(root / "reserve")
                catalog = Catalog(db)
        except sqlite3.OperationalError as e:
            why = _why_unwritable(root) or foreign or (None if os.access(db, os.W_OK) else "no permission to write to it")
            if why is None:
                raise StoreError(f"cannot open the store catalog {db}: {e}") from e
            if create:
                raise StoreError(_read_only_refusal(root, why)) from e
            # a store we may only read: the commands that read work; `lock()` refuses the rest
            try:
                catalog = Catalog(db, readonly=True, foreign=foreign is not None)
            except sqlite3.Error as e2:
                raise StoreError(f"cannot open the store catalog {db}: {why} (and reading it failed: "
                                 f"{e2})") from e2
            opened = cls(ws, root, catalog)
            opened.read_only = why
            return opened
        except sqlite3.DatabaseError as e:
            raise StoreError(f"the store catalog {db} is damaged ({e}); the objects are intact: move the "
                             f"store aside and take a new checkpoint") from e
        opened = cls(ws, root, catalog)
        opened.created = made
        if create:
            opened.ensure_reserve()
        return opened

    def close(self) -> None:
        self.catalog.close()

    @property
    def tmp_prefix(self) -> str:
        """The names of the temp files a restore makes in the workspace: `.savepoint-tmp-` + this
        store's random token + `-`. Only names with it are this store's leftovers (a scan leaves
        them out, a restore deletes them); a user's own `.savepoint-tmp-*` file is a file like any."""
        if self._tmp_prefix is None:
            self._tmp_prefix = f"{TMP_PREFIX}{self.catalog.tmp_token()}-"
        return self._tmp_prefix

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def lock(self, timeout: float = 60.0, purpose: str = "") -> WorkspaceLock:
        """Context manager: the one-writer-per-workspace lock (re-entrant within this process)."""
        if self.read_only:
            raise StoreError(_read_only_refusal(self.root, self.read_only))
        self._lock.timeout = timeout
        self._lock.purpose = purpose or self._lock.purpose
        return self._lock

    def interrupted_runs(self) -> list[str]:
        """Runs left IN_FLIGHT by a savepoint that died (nobody holds the lock)."""
        rows = self.catalog.query("SELECT id FROM runs WHERE state = 'IN_FLIGHT'")
        if not rows or self._lock.fd is not None:
            return [] if self._lock.fd is not None else [r["id"] for r in rows]
        try:
            fd = os.open(self.root / "lock", os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            return [r["id"] for r in rows]
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return []  # a live savepoint holds it: the runs are really running
        finally:
            os.close(fd)
        return [r["id"] for r in rows]

    def unfinished_work(self) -> list[str]:
        """What a dead savepoint left for `recover`: interrupted runs, restores, isolated commits."""
        return self.interrupted_runs() + [f"{r['op']} {r['id']}" for r in self.catalog.journal_open()]

    # -- checkpoints -----------------------------------------------------------------------------

    def checkpoint(self, scope: Sequence[str] = (), *, message: str = "", kind: str = "user",
                   task_id: str | None = None, run_id: str | None = None,
                   context: dict[str, Any] | None = None, deps: dict[str, Any] | None = None,
                   read_only: bool = False, budget: int | None = DEFAULT_BUDGET,
                   progress: Progress | None = None, base: str | None = None,
                   touched: Touched | None = None) -> CheckpointInfo:
        """Snapshot the scope (content) and the rest of the workspace (stat only); sealed and durable
        on return. `read_only`: stat-only manifest. Raises BudgetExceeded before copying anything
        when the new data would exceed `budget`, StoreError naming an unreadable file.
        With `base` (a checkpoint) and `touched` (what may differ from it, store/track.py), only the
        touched paths are visited; the rest is the base's entries. Without, a full scan."""
        with self._lock, self._mutex:
            scope_obj = Scope(self.workspace, list(scope), self.root)
            tracked = self._tracked_base(base, touched, scope_obj, read_only)
            self.last_scan_tracked = tracked is not None
            own = own_output_files(self.workspace)
            if own:  # left out of it (our own log): a restore of it leaves them, see restore()
                context = {**(context or {}), "own_outputs": own}
            cp_id = os.urandom(6).hex()
            scan_start = time.time_ns()
            # not fsynced: the row only marks a checkpoint in progress (for recover after a crash of
            # this process, which it survives); the sealing commit below is durable and covers it,
            # and if power fails before that, what was written is unreferenced and gc removes it
            with self.catalog.tx(durable=False) as c:
                c.execute(
                    "INSERT INTO checkpoints (id, created, scan_start_ns, state, kind, message, task_id, "
                    "run_id, scope, read_only, context, deps) VALUES (?, ?, ?, 'writing', ?, ?, ?, ?, ?, ?, ?, ?)",
                    (cp_id, time.time(), scan_start, kind, message, task_id, run_id,
                     json.dumps(list(scope)), int(read_only), json.dumps(context or {}),
                     json.dumps(deps or {})))
            self._clean_tmp()
            writer = self.objects.writer()
            cache = self._load_statcache()
            scanner = Scanner(self.workspace, scope_obj, cache, None if read_only else writer,
                              self.objects.existing, reflink=self._reflink_possible(), progress=progress,
                              reserved=self.tmp_prefix)
            try:
                if tracked is not None:
                    manifest = scanner.scan(scan_start, read_only=read_only, budget=budget, base=tracked[0],
                                            touched=touched, extra=tracked[1])
                else:
                    manifest = scanner.scan(scan_start, read_only=read_only, budget=budget)
                data = manifest.encode()
                mid = hash_bytes(data)
                if not writer.known(mid) and not self.objects.existing([mid]):
                    writer.put(mid, data)
                del data
                pending = writer.finish()
                syncfs(self.root)
                with self.catalog.tx() as c:
                    commit_pending(c, pending)
                    c.execute(
                        "UPDATE checkpoints SET state = 'sealed', manifest = ?, files = ?, bytes = ?, "
                        "new_bytes = ? WHERE id = ?",
                        (mid, scanner.stats.files, scanner.stats.bytes, pending.new_bytes, cp_id))
                del pending
                writer.committed()
            except BaseException as e:
                if self._sealed(cp_id):  # interrupted (Ctrl-C) just after the seal: its data stays
                    writer.committed()
                    raise
                with contextlib.suppress(Exception):  # (never hides the error being handled)
                    writer.abort()
                self._forget_unsealed(cp_id)
                if isinstance(e, OSError):
                    cls = NoSpace if e.errno in (errno.ENOSPC, errno.EDQUOT) else StoreError
                    raise cls(_os_failure("checkpoint", e)) from e
                if isinstance(e, NoSpace):
                    raise NoSpace(_os_failure("checkpoint", OSError(errno.ENOSPC, "no space"))) from e
                raise
            self.ensure_reserve()
            self._manifests[mid] = manifest
            self._leftovers = scanner.leftovers
            if not read_only:
                self._save_statcache(manifest, cache, scanner.stats)
            info = self.info(cp_id)
            info.special = list(scanner.stats.sockets)  # fifos and devices are made again by a restore
            return info

    def _sealed(self, cp_id: str) -> bool:
        """Whether the catalog has sealed this checkpoint; True when it cannot tell (then its
        objects are kept: at worst unreferenced files for gc, never a sealed checkpoint's data lost)."""
        try:
            row = self.catalog.query_one("SELECT state FROM checkpoints WHERE id = ?", (cp_id,))
        except Exception:
            return True
        return row is not None and row["state"] != "writing"

    def _forget_unsealed(self, cp_id: str) -> None:
        """Delete the row of a checkpoint that failed. On a full disk the catalog may have no room
        for even that: the reserve is given back for it (`catalog.write`), or `recover` would
        find the row later."""
        with contextlib.suppress(Exception):
            self.catalog.write(lambda c: c.execute(
                "DELETE FROM checkpoints WHERE id = ? AND state = 'writing'", (cp_id,)))
            self.ensure_reserve()

    def resolve(self, ref: str) -> str:
        """A checkpoint id from an id, a unique prefix, `latest`, or a run (its pre-run checkpoint)."""
        # lazy import (startup time): keeps ids off the import path of `savepoint run`
        from savepoint.ids import checkpoint_id

        return checkpoint_id(self, ref)

    def info(self, checkpoint_id: str) -> CheckpointInfo:
        row = self.catalog.query_one("SELECT * FROM checkpoints WHERE id = ?", (checkpoint_id,))
        if row is None:
            raise UsageError(f"unknown checkpoint {checkpoint_id!r}")
        return _info(row)

    def list_checkpoints(self, limit: int | None = None) -> list[CheckpointInfo]:
        """Newest first; never the unsealed ones."""
        sql = "SELECT * FROM checkpoints WHERE state != 'writing' ORDER BY created DESC"
        if limit:
            sql += f" LIMIT {int(limit)}"
        return [_info(r) for r in self.catalog.query(sql)]

    def manifest(self, checkpoint_id: str) -> Manifest:
        info = self.info(checkpoint_id)
        if info.state == "writing" or info.manifest is None:
            raise UsageError(f"checkpoint {checkpoint_id} was never sealed and cannot be used")
        m = self._manifests.get(info.manifest)
        if m is None:
            row = self.catalog.query_one("SELECT scan_start_ns FROM checkpoints WHERE id = ?", (checkpoint_id,))
            assert row is not None
            try:
                # checked against its id: a manifest decides what a restore writes and deletes
                m = Manifest.decode(self.objects.read_blob(info.manifest, verify=True), int(row["scan_start_ns"]))
            except StoreError:
                raise
            except Exception as e:
                raise StoreError(f"manifest of checkpoint {checkpoint_id} is damaged: {e}") from e
            self._manifests[info.manifest] = m
        return m

    def current(self, scope: Sequence[str] | None = None, *, base: str | None = None,
                touched: Touched | None = None) -> Manifest:
        """The workspace as it is now, scanned and hashed (via the stat cache) without storing.
        With `base` and `touched`: only the touched paths are visited (see `checkpoint`)."""
        scope_obj = Scope(self.workspace, list(scope or []), self.root)
        tracked = self._tracked_base(base, touched, scope_obj, False)
        self.last_scan_tracked = tracked is not None
        scanner = Scanner(self.workspace, scope_obj, self._load_statcache(), None, None, reserved=self.tmp_prefix)
        if tracked is not None:
            manifest = scanner.scan(time.time_ns(), base=tracked[0], touched=touched, extra=tracked[1])
        else:
            manifest = scanner.scan(time.time_ns())
        self._leftovers = scanner.leftovers  # (a restore that follows removes them)
        return manifest

    def _tracked_base(self, base: str | None, touched: Touched | None, scope: Scope,
                      read_only: bool) -> tuple[Manifest, list[str]] | None:
        """The base manifest a tracked scan may start from, and the paths it must visit besides
        the touched ones; None when only a full scan can be exact: no base or no record of what
        was touched, a base of another scope or kind, `.savepointignore` touched (what is
        recorded at all may have changed)."""
        if base is None or touched is None or touched.everything or IGNORE_FILE in touched.paths:
            return None
        if os.path.islink(self.workspace / IGNORE_FILE):
            return None  # (a symlink: its target may change with no event on the link)
        try:
            info = self.info(base)
            if info.read_only != read_only:
                return None
            manifest = self.manifest(base)
        except SavepointError:
            return None
        if manifest.scope != scope.patterns:
            return None
        # savepoint's own log files are left out of a scan (scope.own_output_files): when this
        # process writes to other ones than the base's did, those paths change status
        then = info.context.get("own_outputs") or []
        now = own_output_files(self.workspace)
        extra = sorted(set(then) ^ set(now)) if isinstance(then, list) else now
        return manifest, extra

    def diff(self, checkpoint_id: str, to: str | None = None, *, touched: Touched | None = None) -> Changes:
        """Changes in the checkpoint's scope from `checkpoint_id` to `to` (a checkpoint) or to now.
        `touched` (to now only): what may have changed since the checkpoint (store/track.py);
        then only those paths are visited."""
        with self.reading():
            old = self.manifest(checkpoint_id)
            if to:
                new = self.manifest(to)
                touched = None
            else:
                new = self.current(old.scope, base=checkpoint_id, touched=touched)
            if self.info(checkpoint_id).read_only:
                return stat_changes(old, new, everything=True)
            # compare only what differs, found in memory (a tuple compare per path: cheaper than
            # comparing every entry field by field; exact, compare lists no path equal in both)
            return compare(*_restricted(old, new, differing(old, new)))

    def keep_manifests(self, checkpoint_ids: Sequence[str]) -> None:
        """Forget the decoded manifests but those of these checkpoints (a long-lived process, such
        as the hook helper, would otherwise hold every manifest it ever read)."""
        keep: set[str] = set()
        for cp in checkpoint_ids:
            with contextlib.suppress(SavepointError):
                mid = self.info(cp).manifest
                if mid:
                    keep.add(mid)
        for mid in [m for m in self._manifests if m not in keep]:
            del self._manifests[mid]

    def outside_scope_writes(self, checkpoint_id: str, current: Manifest | None = None) -> list[str]:
        """Paths outside the checkpoint's scope that were added, deleted or changed since it."""
        old = self.manifest(checkpoint_id)
        new = current if current is not None else self.current(old.scope)
        ch = stat_changes(old, new, everything=self.info(checkpoint_id).read_only)
        return sorted({*ch.added, *ch.modified, *ch.deleted})

    def examine(self, checkpoint_id: str, *, keep: bool = False, run_id: str | None = None,
                kind: str = "post-attempt", touched: Touched | None = None) -> Examination:
        """Everything the run loop needs to know after an attempt, from ONE scan of the workspace:
        the in-scope changes since the checkpoint, the writes outside its scope, and the current
        manifest (artifacts' content ids). With `keep`, the scan is itself a checkpoint (no
        budget: it may be the state a rollback replaces), so a rollback can pass it as
        `current_checkpoint` and nothing is read twice. With `touched` (what may have changed
        since `checkpoint_id`, store/track.py), only those paths are visited."""
        info = self.info(checkpoint_id)
        old = self.manifest(checkpoint_id)
        kept: str | None = None
        new: Manifest | None = None
        if keep and not info.read_only:
            try:
                cp = self.checkpoint(old.scope, kind=kind, run_id=run_id, budget=None,
                                     message=f"state after an attempt (base {checkpoint_id})",
                                     base=checkpoint_id, touched=touched)
                kept = cp.id
                new = self.manifest(cp.id)
            except NoSpace:  # the attempt filled the disk: a rollback will move its files aside
                self._short_of_space = True
        if new is None:
            new = self.current(old.scope, base=checkpoint_id, touched=touched)
        # compare only what differs, found in memory (exact: compare lists no path whose entry is
        # the same in both; after a tracked scan the untouched entries are the base's own)
        a, b = _restricted(old, new, differing(old, new))
        if info.read_only:
            changes = stat_changes(a, b, everything=True)
            outside = sorted({*changes.added, *changes.modified, *changes.deleted})
        else:
            changes = compare(a, b)
            ch = stat_changes(a, b)
            outside = sorted({*ch.added, *ch.modified, *ch.deleted})
        return Examination(changes=changes, outside=outside, current=new, checkpoint_id=kept)

    # -- restore ---------------------------------------------------------------------------------

    def restore(self, checkpoint_id: str, *, dry_run: bool = False, save_current: bool = True,
                current_checkpoint: str | None = None, kind: str = "pre-restore",
                run_id: str | None = None, progress: Progress | None = None,
                keep: Sequence[str] = (), touched: Touched | None = None,
                earlier_quarantine: str | None = None) -> RestoreReport:
        """Make the checkpoint's scope equal to it again. First checkpoints the current state
        (`save_current`; or pass `current_checkpoint`, a checkpoint of it just taken), so the
        restore can be undone. Journaled: `finish_interrupted_writes()` finishes an interrupted one.
        Paths matching `keep` (gitignore-style: a run's `--state`) are left as they are now.
        `touched`: what may have changed since `checkpoint_id` (store/track.py); then only those
        paths are visited on disk (the scan of the current state, the plan and its work).
        `earlier_quarantine`: the quarantine of the interrupted restore this one finishes; what it
        holds may be deleted if the disk is still short of room."""
        with self._lock, self._mutex:
            info = self.info(checkpoint_id)
            if info.read_only:
                raise UsageError(f"checkpoint {checkpoint_id} is read-only (stat data only): it cannot be "
                                 f"restored from")
            keep = [*keep, *own_output_keep(info.context)]
            target = self.manifest(checkpoint_id)
            scope = Scope(self.workspace, target.scope, self.root)
            pre: str | None = None
            quarantine: Quarantine | None = None
            short, self._short_of_space = self._short_of_space, False
            tracked = touched if self._tracked_base(checkpoint_id, touched, scope, False) is not None else None
            if current_checkpoint is not None:
                current = self.manifest(current_checkpoint)
                pre = current_checkpoint
            elif dry_run or not save_current:
                current = self.current(target.scope, base=checkpoint_id, touched=tracked)
            elif (self._maybe_unchanged(target, tracked)
                  and (same := self._unchanged(checkpoint_id, target, keep, scope, tracked))):
                # nothing to do: change nothing, not even the store (no pre-restore checkpoint)
                return RestoreReport(checkpoint_id, compare(*same), None, False, [])
            else:
                try:
                    if short:  # the same state just failed to fit: do not copy it all again
                        raise NoSpace("disk full")
                    cp = self.checkpoint(target.scope, kind=kind, run_id=run_id, budget=None,
                                         message=f"state before restoring {checkpoint_id}",
                                         base=checkpoint_id, touched=tracked)
                    current = self.manifest(cp.id)
                    pre = cp.id
                except NoSpace:
                    # No room to copy the current state into the store: move it aside instead.
                    current = self.current(target.scope, base=checkpoint_id, touched=tracked)
                    quarantine = self._new_quarantine()
            if keep:
                target = _keeping(target, current, keep)
            # plan (and report) only what differs, found in memory: the other paths are equal in
            # every recorded field, so a restore has nothing to do there (a tracked scan shares the
            # target's entries for everything untouched; a full one has equal ones)
            only = differing(target, current)
            plan = make_plan(target, current, scope, only)
            changes = compare(*_restricted(current, target, only))
            self._preflight(checkpoint_id, plan)
            if dry_run:
                return RestoreReport(checkpoint_id, changes, pre, True, plan.skipped)
            checked = self._check_objects(checkpoint_id, plan, pre if pre != current_checkpoint else None)
            detail: dict[str, Any] = {"pre_restore": pre, "keep": list(keep)}
            if quarantine is not None:
                detail["quarantine"] = quarantine.path
            jid = self.catalog.journal_begin("restore", checkpoint=checkpoint_id, pid=os.getpid(),
                                             detail=detail)
            earlier = self._earlier_quarantine(earlier_quarantine)
            skipped, not_restored = self._apply(target, current, plan, progress, quarantine,
                                                 saved=pre is not None, earlier=earlier, checked=checked)
            if quarantine is not None:
                self._leave_headroom(quarantine, earlier)
            if info.state == "sealed":  # made durable by the journal row's end, right after
                self.set_state(checkpoint_id, "restored", durable=False)
            self.catalog.journal_end(jid)
            report = RestoreReport(checkpoint_id, changes, pre, False, skipped, not_restored=not_restored)
            if quarantine is not None:
                report.quarantine = quarantine.path if quarantine.kept else None
                report.not_kept = quarantine.not_kept
            if earlier is not None:
                report.not_kept = [*report.not_kept, *earlier.not_kept]
            report.not_kept = sorted(set(report.not_kept))
            return report

    def _unchanged(self, checkpoint_id: str, target: Manifest, keep: Sequence[str], scope: Scope,
                   touched: Touched | None) -> tuple[Manifest, Manifest] | None:
        """(now, target as a restore would make it) when restoring `target` would change nothing."""
        now = self.current(target.scope, base=checkpoint_id, touched=touched)
        wanted = _keeping(target, now, keep) if keep else target
        only = differing(wanted, now)
        return _restricted(now, wanted, only) if make_plan(wanted, now, scope, only).empty else None

    def _earlier_quarantine(self, recorded: str | None) -> Quarantine | None:
        """The quarantine folder an interrupted restore recorded, as a folder of THIS store: found
        by its name under STORE/quarantine (a workspace copied elsewhere finds its own copy, never
        the original's), a real folder on the workspace's filesystem (where room is wanted)."""
        if not recorded:
            return None
        name = os.path.basename(recorded.rstrip("/"))
        if not safe.is_name(name):
            return None
        try:
            path = safe.real_dir(self.root, "quarantine", name)
            st = os.lstat(path)
            if not stat.S_ISDIR(st.st_mode) or name in ("", ".", "..") or st.st_dev != os.stat(self.workspace).st_dev:
                return None
        except (OSError, StoreError):
            return None
        return Quarantine.adopt(str(path))

    def _new_quarantine(self) -> Quarantine:
        """A folder in the store for what a space-free restore moves aside: a rename when the store
        is on the workspace's filesystem; on another filesystem nothing can be moved, and what the
        restore replaces is reported as not kept."""
        path = self.root / "quarantine" / (time.strftime("%Y%m%d-%H%M%S-") + os.urandom(3).hex())
        q = Quarantine(str(path))
        try:
            path.mkdir(mode=0o700, parents=True)
            same = os.stat(path).st_dev == os.stat(self.workspace).st_dev
        except OSError:
            same = False
        if not same:
            q.path = ""
        return q

    def _leave_headroom(self, quarantine: Quarantine, earlier: Quarantine | None = None) -> None:
        """After a space-free rollback, leave HEADROOM_BYTES free plus the reserve (deleting the
        largest kept files, an interrupted restore's first) so savepoint can record what happened,
        and a retry can be rolled back."""
        while True:
            try:
                st = os.statvfs(self.root)
            except OSError:
                return
            if st.f_bavail * st.f_frsize >= HEADROOM_BYTES + RESERVE_BYTES:
                break
            if not ((earlier is not None and earlier.evict()) or quarantine.evict()):
                break
        self.ensure_reserve()  # the next attempt (a retry) may fill the disk again

    def ensure_reserve(self) -> None:
        """Keep RESERVE_BYTES preallocated in the store (best effort: skipped when there is no room)."""
        path = self.root / "reserve"
        try:
            if os.stat(path).st_size >= RESERVE_BYTES:
                return
        except OSError:
            pass
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC, 0o600)
        except OSError:
            return
        try:
            os.posix_fallocate(fd, 0, RESERVE_BYTES)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(path)
        finally:
            os.close(fd)

    def release_reserve(self) -> bool:
        """The disk is full: give the reserve back to the filesystem. True if there was one."""
        try:
            os.unlink(self.root / "reserve")
            return True
        except OSError:
            return False

    def _maybe_unchanged(self, target: Manifest, touched: Touched | None = None) -> bool:
        """Whether the scope may already equal `target`: an lstat of its entries, stopping at the
        first that differs. The usual restore, after real changes, pays a few stats, not a second
        scan and read of what changed; `current()` and the plan decide when this says maybe.
        With `touched` (since `target`), only the touched paths are looked at."""
        root = str(self.workspace) + "/"
        if touched is not None:
            if touched.subtrees:
                return False  # a folder made or moved in: not the checkpoint's state, or hard to tell
            picked: list[Entry] = []
            index = base_index(target)
            linked = [p for ino in touched.inodes for p in index.by_ino(ino)]  # written through a new link
            for p in (*touched.paths, *index.multi, *linked):  # (a write through another link: no event)
                t = target.entries.get(p)
                if t is None:
                    if os.path.lexists(root + p):
                        return False
                else:
                    picked.append(t)
            entries: Iterable[Entry] = picked
        else:
            entries = target.entries.values()
        for e in entries:
            if not e.scoped:
                continue
            try:
                st = os.lstat(root + e.path)
            except (OSError, ValueError):  # ValueError: a NUL in a forged name (make_plan refuses it)
                return False
            if st.st_mode >> 12 != e.mode >> 12:
                return False
            if stat.S_ISDIR(st.st_mode):
                if stat.S_IMODE(st.st_mode) != e.perm:
                    return False
            elif stat.S_ISREG(st.st_mode) and (st.st_size, st.st_mtime_ns, st.st_mode) != (e.size, e.mtime_ns,
                                                                                              e.mode):
                return False
        return True

    def _preflight(self, checkpoint_id: str, plan: RestorePlan) -> None:
        """Every object the restore will read must be there before the first file is touched:
        a restore that stops half-way for a missing object would have removed files already."""
        contents = {e.content for e in plan.create if e.kind == "f" and e.content}
        if not contents:
            return
        chunked = self.objects.chunk_map(contents)
        needed = {b for c in contents for b in chunked.get(c, [c])}
        where = self.objects.locate(needed)
        missing = needed - where.keys()
        missing |= {b for b, pack in where.items() if pack is None and not self.objects.loose_path(b).exists()}
        if missing:
            raise StoreError(f"checkpoint {checkpoint_id} cannot be restored: {len(missing)} object(s) it needs "
                             f"are missing (e.g. {sorted(missing)[0][:16]}); nothing was changed. Run "
                             f"`savepoint verify --data`")

    def _check_objects(self, checkpoint_id: str, plan: RestorePlan, made: str | None) -> dict[str, bytes]:
        """Read every blob the plan writes and check it against its id, before the workspace
        changes (a flipped byte in the store must never reach it); returns the smaller ones' bytes
        (up to CHECKED_KEEP) so they are not read twice. On damage: the pre-restore checkpoint this
        restore just took (`made`) is dropped again (the workspace still holds that state), no
        journal row was written, and the error names the object: the store is as before."""
        contents = {e.content for e in plan.create if e.kind == "f" and e.content}
        if not contents:
            return {}
        try:
            return self.objects.check_contents(contents, keep=CHECKED_KEEP)
        except StoreError as e:
            if made is not None:
                self._forget_checkpoint(made)
            raise StoreError(f"checkpoint {checkpoint_id} cannot be restored: {e}; nothing was changed in "
                             f"the workspace") from e

    def _forget_checkpoint(self, checkpoint_id: str) -> None:
        """Drop a checkpoint row this very operation made (its objects become unreferenced: gc)."""
        with contextlib.suppress(Exception):
            self.catalog.write(lambda c: c.execute("DELETE FROM checkpoints WHERE id = ?", (checkpoint_id,)))

    def _apply(self, target: Manifest, current: Manifest, plan: RestorePlan,
               progress: Progress | None, quarantine: Quarantine | None = None,
               saved: bool = False, earlier: Quarantine | None = None,
               checked: dict[str, bytes] | None = None) -> tuple[list[str], list[dict[str, str]]]:
        root_fd = os.open(self.workspace, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        keep = quarantine if quarantine is not None and quarantine.path else None

        def make_room() -> bool:  # when what this restore moved aside is not enough
            return self.release_reserve() or (earlier is not None and earlier.evict())

        restorer = Restorer(root_fd, self.objects, current, progress, keep, make_room, self.tmp_prefix, checked)
        if saved:  # a checkpoint holds the current state: on a full disk, what is replaced may go first
            restorer.replaceable = [(c.size, e.path) for e in plan.create
                                    if (c := current.entries.get(e.path)) is not None and c.kind == "f" and c.scoped]
        try:
            # first the temp files of a restore a crash interrupted: on a full disk their room is
            # needed for the files they were to become
            for rel in self._leftovers:
                with contextlib.suppress(OSError, StoreError):
                    parent, _, name = rel.rpartition("/")
                    os.unlink(name, dir_fd=restorer.dirfd(parent))
            skipped = restorer.apply(plan)
            restorer.finish_dirs(target, [e for e in (*plan.create, *plan.touch) if e.kind == "d"])
        except OSError as e:
            if e.errno in (errno.ENOSPC, errno.EDQUOT):
                raise NoSpace("restore could not finish: no space left on device even after deleting what "
                              "it moved aside; the workspace is partly restored. Free space, then run "
                              "`savepoint recover` to finish it") from e
            raise StoreError(_os_failure("restore", e) + "; run `savepoint recover` to finish it") from e
        finally:
            with contextlib.suppress(OSError):
                restorer.relock(set())  # an error half-way: folders made writable get their mode back
            restorer.close()
            os.close(root_fd)
            if quarantine is not None and restorer.quarantine is None:
                # another filesystem: what was replaced could not be moved aside
                quarantine.not_kept.extend(e.path for e in plan.remove if e.kind != "d")
        syncfs(self.workspace)
        self._save_restored_statcache(target, current, plan)
        return skipped, restorer.meta.not_restored

    def set_state(self, checkpoint_id: str, state: str, *, durable: bool = True) -> None:
        """Mark a sealed checkpoint `archived` (kept result) or `restored` (rolled back to).
        `durable=False` when a durable commit follows that a crash before it undoes anyway (a
        run's outcome: until it is recorded, `recover` rolls the run back)."""
        if state not in ("sealed", "archived", "restored"):
            raise ValueError(state)
        with self.catalog.tx(durable) as c:
            c.execute("UPDATE checkpoints SET state = ? WHERE id = ? AND state != 'writing'", (state, checkpoint_id))

    def read_content(self, content_id: str) -> Iterator[bytes]:
        return self.objects.iter_content(content_id)

    def finish_interrupted_writes(self) -> list[str]:
        """Finish the writes a crash interrupted: restores (re-run from their journal rows), checkpoints
        never sealed (discarded), temporary files (removed). Returns one line per thing done."""
        done: list[str] = []
        with self._lock, self._mutex:
            self._clean_tmp()
            for row in self.catalog.journal_open("restore"):
                cp = row["checkpoint"]
                try:
                    detail = _journal_detail(row)
                    keep = detail.get("keep") or []
                    if not isinstance(keep, list) or not all(isinstance(k, str) for k in keep):
                        raise StoreError(f"its journal row {row['id']} is damaged (keep: {str(keep)[:80]})")
                    quarantine = detail.get("quarantine")
                    report = self.restore(safe.checkpoint_id(cp), save_current=True, kind="pre-restore", keep=keep,
                                          earlier_quarantine=quarantine if isinstance(quarantine, str) else None)
                    self.catalog.journal_end(row["id"], "RECOVERED")
                    line = f"finished the interrupted restore to checkpoint {cp}"
                    if report.quarantine or report.not_kept:
                        line += space_note(report)
                    done.append(line)
                except (SavepointError, OSError) as e:
                    # Every row ends up reported: a row that cannot be finished (a missing object,
                    # an unknown checkpoint) is closed as FAILED with the reason, never left open.
                    why = str(e) if isinstance(e, SavepointError) else _os_failure("restore", e)
                    with contextlib.suppress(SavepointError):
                        self.catalog.journal_end(row["id"], "FAILED", {"error": why})
                    self.failures.append(f"could not finish the restore to {cp}: {why}")
                    done.append(f"could not finish the restore to {cp}: {why}")
            with self.catalog.tx() as c:
                n = c.execute("DELETE FROM checkpoints WHERE state = 'writing'").rowcount
            if n:
                done.append(f"discarded {n} checkpoint(s) a crash left unsealed")
        return done

    # -- maintenance -----------------------------------------------------------------------------

    @contextlib.contextmanager
    def reading(self) -> Iterator[None]:
        """What every read-only command holds while it reads: one catalog snapshot, and a shared
        lock on STORE/readers.lock that gc takes exclusively before it unlinks object files or
        packs. So a reader never sees a catalog that points at files gc removed, nor half of a
        gc (docs/store-format.md, "Ordering and locking")."""
        if self._readers_depth:
            self._readers_depth += 1
            try:
                yield
            finally:
                self._readers_depth -= 1
            return
        fd: int | None = None
        # (a store we may only read, another user's included, gets no file of ours)
        for flags in ((os.O_RDONLY,) if self.read_only else (os.O_RDWR | os.O_CREAT, os.O_RDONLY)):
            try:
                fd = os.open(self.root / "readers.lock", flags | os.O_CLOEXEC, 0o600)
                break
            except OSError:
                continue
        try:
            if fd is not None:
                fcntl.flock(fd, fcntl.LOCK_SH)  # waits only while a gc is unlinking files
            self._readers_depth = 1
            with self.catalog.snapshot():
                yield
        finally:
            self._readers_depth = 0
            if fd is not None:
                os.close(fd)

    @contextlib.contextmanager
    def unlinking(self, timeout: float = 60.0) -> Iterator[bool]:
        """gc's side of `reading`: the readers lock, exclusively, while it removes files the
        catalog no longer names. Yields False when readers kept it past `timeout`: the files are
        then left for the next gc (nothing names them, so they are only wasted space)."""
        try:
            fd = os.open(self.root / "readers.lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        except OSError:
            yield True  # no lock file can be made: there is no reader that could hold one either
            return
        try:
            deadline = time.monotonic() + timeout
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    got = True
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        got = False
                        break
                    time.sleep(0.01)
            yield got
        finally:
            os.close(fd)

    def verify(self, data: bool = False) -> VerifyReport:
        with self.reading():
            return verify(self, data)

    def gc(self, keep: int | None = None, older_than: float | None = None, max_size: int | None = None,
           dry_run: bool = False, quarantine: bool = False) -> GcReport:
        with self._lock, self._mutex:
            return gc(self, keep, older_than, max_size, dry_run, quarantine)

    def size(self) -> int:
        total = 0
        for dirpath, _, files in os.walk(self.root):
            for f in files:
                with contextlib.suppress(OSError):
                    total += os.lstat(os.path.join(dirpath, f)).st_blocks * 512
        return total

    # -- internals -------------------------------------------------------------------------------

    def tmp_dir(self) -> Path | None:
        """The store's folder for temporary files, made if needed; None when it cannot be."""
        try:
            self.objects.tmp.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError:
            return None
        return self.objects.tmp

    def _reflink_possible(self) -> bool:
        if self._reflink is None:
            try:
                self._reflink = os.stat(self.root).st_dev == os.stat(self.workspace).st_dev
            except OSError:
                self._reflink = False
        return self._reflink

    def _clean_tmp(self) -> None:
        """Temp files of writers that died (we hold the lock: nobody else is writing)."""
        try:
            tmp = safe.real_dir(self.root, "tmp")  # a symlink planted there is never followed
        except StoreError:
            return
        with contextlib.suppress(FileNotFoundError, NotADirectoryError):
            for name in os.listdir(tmp):
                with contextlib.suppress(OSError):
                    os.unlink(tmp / name)

    def _statcache_path(self) -> Path:
        return self.root / "statcache"

    def _statcache_key_now(self) -> tuple[int, ...] | None:
        try:
            st = os.stat(self._statcache_path())
        except OSError:
            return None
        try:
            lst = os.stat(self.root / STATCACHE_LOG)
            log: tuple[int, int] = (lst.st_ino, lst.st_size)
        except OSError:
            log = (0, 0)
        return (st.st_ino, st.st_mtime_ns, st.st_size, *log)

    def _load_statcache(self) -> dict[str, tuple[Any, ...]] | None:
        """The stat cache: path -> (path, packed (size, mtime_ns, ctime_ns, ino), raw content id) of files whose
        content id is trusted: they were not racy when recorded. A cache, not a record: losing it
        costs a re-read. Kept in memory once read (a run scans several times).

        On disk: `statcache` (all rows, and a random generation) plus `statcache.log`, the rows
        checkpoints changed since, appended (a checkpoint that read one file writes one row, not
        the whole cache). A log record of another generation, or a torn one, is ignored: every
        row is a true fact about a stat key, so a missing or stale row only costs a re-read."""
        key = self._statcache_key_now()
        if key is None:
            self._statcache = None
            return None
        # another process may have rewritten, appended to or (gc) removed it since: then our copy is stale
        if self._statcache is not None and self._statcache_key == key:
            return self._statcache
        try:
            tag, rows = decode_rows(self._statcache_path().read_bytes())
        except (OSError, ValueError):
            return None
        if not tag or tag[0] != STATCACHE_TAG:
            return None
        cache = {r[0]: r for r in rows}
        gen = str(tag[1]) if len(tag) > 1 else ""
        if gen and not _apply_statcache_log(cache, self.root / STATCACHE_LOG, gen):
            gen = ""  # a damaged log: the next save writes a new base instead of appending to it
        self._statcache = cache
        self._statcache_gen = gen
        self._statcache_key = key
        return self._statcache

    def _write_statcache(self, cache: dict[str, tuple[Any, ...]] | None,
                         rows: Iterable[tuple[Any, ...]] = (), count: int = 0) -> None:
        """Write the whole cache as a new base (new generation) and drop the log: `cache`, kept in
        memory after, or `count` rows made as they are written (a big cache: the next scan in
        this process reads it back instead of it being held twice at the peak)."""
        self._statcache = None
        gen = os.urandom(6).hex()
        tmp = self.root / f"statcache.tmp{os.getpid()}.{threading.get_ident()}"
        try:
            if cache is not None:
                rows, count = cache.values(), len(cache)
            tmp.write_bytes(encode_rows(rows, [STATCACHE_TAG, gen], count))
            os.replace(tmp, self._statcache_path())
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.root / STATCACHE_LOG)  # its records name the old generation
            key = self._statcache_key_now()
            if key is not None and cache is not None:
                self._statcache, self._statcache_gen, self._statcache_key = cache, gen, key
        except OSError:
            with contextlib.suppress(OSError):
                tmp.unlink()

    def _append_statcache(self, cache: dict[str, tuple[Any, ...]], upserts: list[tuple[Any, ...]],
                          deletes: list[str]) -> None:
        """Record only the changed rows: one appended log record (or a new base when the log has
        grown to a good part of it: the next load would spend longer on the log than on a base)."""
        # lazy import (startup time): keeps msgpack off this module's import
        import msgpack

        key = self._statcache_key
        if len(key) < 5 or key[4] + 64 * (len(upserts) + len(deletes)) > max(STATCACHE_LOG_MIN, key[2] // 4):
            for p in deletes:
                cache.pop(p, None)
            cache.update((r[0], r) for r in upserts)
            self._write_statcache(cache)
            return
        payload = msgpack.packb([self._statcache_gen, upserts, deletes], unicode_errors="surrogateescape")
        record = struct.pack("<II", len(payload), zlib.crc32(payload)) + payload
        self._statcache = None
        try:
            fd = os.open(self.root / STATCACHE_LOG, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o666)
            try:
                os.write(fd, record)  # one write: a concurrent reader sees all of it or a torn tail
            finally:
                os.close(fd)
        except OSError:
            return  # a cache: the next checkpoint reads those files again
        new_key = self._statcache_key_now()
        # keep the updated copy only when the files hold exactly it: same base, the log grown by
        # our record alone (else another process wrote meanwhile, e.g. gc dropped the cache: reload)
        if (new_key is not None and new_key[:3] == key[:3] and new_key[4] == key[4] + len(record)
                and (key[3] == 0 or new_key[3] == key[3])):
            for p in deletes:
                cache.pop(p, None)
            cache.update((r[0], r) for r in upserts)
            self._statcache, self._statcache_key = cache, new_key

    def _save_statcache(self, manifest: Manifest, previous: dict[str, tuple[Any, ...]] | None,
                        stats: ScanStats) -> None:
        if previous is not None and stats.read_files == 0:
            return  # every file came from the cache: it is still right (stale rows are harmless)
        start = manifest.scan_start_ns
        if previous is not None and previous is self._statcache and self._statcache_gen:
            # only the files this scan read changed their rows; the paths gone lose theirs
            entries = manifest.entries
            upserts: list[tuple[Any, ...]] = []
            deletes: list[str] = []
            for p in stats.read_paths:
                e = entries.get(p)
                if e is not None and e.kind == "f" and e.content is not None and not is_racy(e, start):
                    upserts.append((p, stat_key(e.size, e.mtime_ns, e.ctime_ns, e.ino),
                                    bytes.fromhex(e.content), e.xattrs))
                elif p in previous:
                    deletes.append(p)
            deletes.extend(previous.keys() - entries.keys())
            self._append_statcache(previous, upserts, deletes)
            return
        keep: list[Entry | tuple[Any, ...]] = []  # the entries to make rows of, or an earlier row
        for e in manifest.entries.values():
            if e.kind != "f":
                continue
            if e.content is not None:
                if not is_racy(e, start):
                    keep.append(e)
            elif previous is not None:
                old = previous.get(e.path)  # out of this scope: keep what an earlier scan knew
                if old is not None:
                    keep.append(old)

        def rows() -> Iterator[tuple[Any, ...]]:
            for r in keep:
                if isinstance(r, Entry):
                    assert r.content is not None
                    yield (r.path, stat_key(r.size, r.mtime_ns, r.ctime_ns, r.ino), bytes.fromhex(r.content),
                           r.xattrs)
                else:
                    yield r

        if len(keep) <= STATCACHE_HELD:
            self._write_statcache({r[0]: r for r in rows()})
        else:
            self._write_statcache(None, rows(), len(keep))

    def _save_restored_statcache(self, target: Manifest, current: Manifest, plan: RestorePlan) -> None:
        """After a restore the files it wrote have new inodes and ctimes; record them so the next
        checkpoint does not read them all again."""
        written = {e.path for e in (*plan.create, *plan.relink, *plan.touch) if e.kind == "f"}
        # The racy rule holds here too: a file whose ctime is this close to now could change again
        # within the same timestamp tick without its stat changing, so it gets no row (it is read
        # again by the next checkpoint). Only files the restore wrote a while ago are trusted.
        now = time.time_ns()
        deletes = [e.path for e in plan.remove]
        upserts: list[tuple[Any, ...]] = []
        for p in written:
            deletes.append(p)
            e = target.entries[p]
            try:
                st = os.lstat(self.workspace / p)
            except OSError:
                continue
            if (st.st_size == e.size and st.st_mtime_ns == e.mtime_ns and e.content is not None
                    and st.st_ctime_ns < now - (COARSE_MARGIN_NS if st.st_ctime_ns % 10**9 == 0 else RACY_MARGIN_NS)):
                upserts.append((p, stat_key(e.size, e.mtime_ns, st.st_ctime_ns, st.st_ino), bytes.fromhex(e.content)))
        if not deletes:
            return  # nothing written, nothing removed: the cache is still right
        loaded = self._load_statcache()
        if loaded is not None and loaded is self._statcache and self._statcache_gen:
            # only the changed rows, appended (a rollback of a few files does not rewrite all of it)
            self._append_statcache(loaded, upserts, [p for p in deletes if p in loaded])
            return
        cache = dict(loaded or {})
        for p in deletes:
            cache.pop(p, None)
        cache.update((r[0], r) for r in upserts)
        self._write_statcache(cache)


def _journal_detail(row: dict[str, Any]) -> dict[str, Any]:
    """A journal row's detail, a JSON object (a damaged one is an error naming the row)."""
    try:
        detail = json.loads(row.get("detail") or "{}")
    except ValueError:
        detail = None
    if not isinstance(detail, dict):
        raise StoreError(f"its journal row {row.get('id')} is damaged (detail is not a JSON object)")
    return detail


def _info(row: dict[str, Any]) -> CheckpointInfo:
    return CheckpointInfo(
        id=row["id"], created=row["created"], state=row["state"], kind=row["kind"],
        message=row["message"], task_id=row["task_id"], run_id=row["run_id"],
        scope=json.loads(row["scope"]), read_only=bool(row["read_only"]), manifest=row["manifest"],
        files=row["files"], bytes=row["bytes"], new_bytes=row["new_bytes"],
        context=json.loads(row["context"]), deps=json.loads(row["deps"]))


def stat_changes(old: Manifest, new: Manifest, everything: bool = False) -> Changes:
    """Changes by stat data alone, for entries outside the scope (or all, for read-only)."""
    added: list[str] = []
    modified: list[str] = []
    deleted: list[str] = []
    for p, e in new.entries.items():
        o = old.entries.get(p)
        if not everything and (e.scoped or (o is not None and o.scoped)):
            continue
        if o is None:
            added.append(p + "/" if e.kind == "d" else p)
        elif o.kind != e.kind:
            modified.append(p)
        elif e.kind == "d":
            if o.perm != e.perm:
                modified.append(p + "/")
        elif (o.size, o.mtime_ns, o.mode) != (e.size, e.mtime_ns, e.mode):
            modified.append(p)
    for p, o in old.entries.items():
        if p not in new.entries and (everything or not o.scoped):
            deleted.append(p + "/" if o.kind == "d" else p)
    return Changes(sorted(added), sorted(modified), sorted(deleted))


def space_note(report: RestoreReport) -> str:
    """How a space-free restore kept the state it replaced, for messages."""
    if not (report.quarantine or report.not_kept):
        return ""
    parts = ["the disk was full"]
    if report.quarantine:
        parts[0] += f": what it replaced was moved to {report.quarantine}"
    if report.not_kept:
        shown = ", ".join(report.not_kept[:5]) + (" ..." if len(report.not_kept) > 5 else "")
        parts.append(f"not kept (no room): {shown}")
    return " (" + "; ".join(parts) + ")"


def _make_store_dir(root: Path, workspace: Path) -> None:
    """A new store folder, private (0700: it holds copies of the user's files), recording whose
    it is. Folders above it that this makes (the user's data folder) are private too."""
    try:
        missing = [p for p in (root, *root.parents) if not p.exists()]
        for p in reversed(missing):
            with contextlib.suppress(FileExistsError):
                p.mkdir(mode=0o700)
        os.chmod(root, 0o700)
        _check_private(root)
        if not (root / ".gitignore").exists():
            (root / ".gitignore").write_text("*\n")  # (never in `git status`, wherever it is)
        st = os.stat(workspace)
        about = {"workspace": str(workspace), "dev": st.st_dev, "ino": st.st_ino, "created": time.time()}
        tmp = root / f"{WORKSPACE_FILE}.tmp"
        tmp.write_text(json.dumps(about) + "\n")
        os.replace(tmp, root / WORKSPACE_FILE)
    except OSError as e:
        raise StoreError(f"cannot create the store at {root}: {e.strerror}") from e


def _check_data_folder(root: Path, workspace: Path) -> None:
    """A store found for the workspace in the data folder (not named with --store) must be the
    workspace's own and reached only through folders no one else can rearrange: another user
    who could rename `stores/` entries could give this workspace another workspace's history
    (rules of ssh's StrictModes: owned by the user or root, not writable by others unless sticky)."""
    try:
        st = os.lstat(root)
    except FileNotFoundError:
        st = None
    except OSError:
        return  # (not readable: Store.open says so next)
    if st is not None and stat.S_ISLNK(st.st_mode):
        raise StoreError(f"refusing the store {root}: it is a symlink (store move --to records a store "
                         f"kept elsewhere); nothing was changed")
    for folder in (root.parent, root.parent.parent):
        try:
            fst = os.stat(folder)
        except OSError:
            continue  # (made when the store is)
        if fst.st_uid not in (os.geteuid(), 0) or (fst.st_mode & 0o022 and not fst.st_mode & stat.S_ISVTX):
            raise StoreError(f"refusing the store {root}: the folder {folder} is writable by others or not "
                             f"yours (mode {stat.S_IMODE(fst.st_mode):o}), and whoever can rearrange it can "
                             f"swap one workspace's history for another's; nothing was changed. Make it yours "
                             f"and private (chmod go-w {folder})")
    if st is None:
        return
    try:
        with open(root / WORKSPACE_FILE, encoding="utf-8") as f:
            owner = json.load(f).get("workspace")
    except (OSError, ValueError, AttributeError):
        return  # (none recorded: a store made by hand, or one being made)
    if isinstance(owner, str) and owner != str(workspace):
        raise StoreError(f"refusing the store {root}: it belongs to the workspace {owner}, not {workspace} "
                         f"(was it moved or swapped?); nothing was changed")


def _check_private(root: Path) -> None:
    """Refuse a store others may write to: whoever can write it decides what a restore writes
    into the workspace. (A store of another user is opened read-only: `lock()` refuses.)"""
    try:
        st = os.stat(root)
    except OSError:
        return
    if st.st_mode & 0o022:
        who = "everyone" if st.st_mode & 0o002 else "its group"
        raise StoreError(f"refusing the store {root}: it is writable by {who} (mode "
                         f"{stat.S_IMODE(st.st_mode):o}), who could change what a restore writes; "
                         f"nothing was changed. If you trust every writer: chmod go-w {root}")


def _read_only_refusal(root: Path, why: str) -> str:
    """The one line a command that would write gives on a store it may only read."""
    return (f"cannot change the store {root}: {why}; nothing was changed (list, show, diff, report "
            f"and verify only read, and work)")


def _why_unwritable(root: Path) -> str | None:
    try:
        if os.statvfs(root).f_flag & os.ST_RDONLY:
            return "the store is on a read-only file system"
    except OSError:
        return None
    if not os.access(root, os.W_OK):
        return "no permission to write to the store"
    return None


def _foreign(root: Path) -> str | None:
    """Why we must not write to a store that belongs to another user (root included: files it
    made there would lock the owner out of their own history)."""
    try:
        owner = os.stat(root).st_uid
    except OSError:
        return None
    if owner == os.geteuid():
        return None
    try:
        import pwd  # (only on this rare path)

        name = pwd.getpwuid(owner).pw_name
    except (KeyError, ImportError):
        name = f"uid {owner}"
    return f"it belongs to {name} (run savepoint as that user to change it)"


def _os_failure(what: str, e: OSError) -> str:
    where = f" ({e.filename})" if e.filename else ""
    if e.errno == errno.ENOSPC:
        return (f"{what} failed: no space left on device{where}; nothing was changed in the workspace "
                f"and the store is consistent (free space, or narrow the scope)")
    if e.errno == errno.EROFS:
        return f"{what} failed: read-only file system{where}"
    return f"{what} failed: {e.strerror}{where}"


def _restricted(a: Manifest, b: Manifest, only: set[str] | None) -> tuple[Manifest, Manifest]:
    """Both manifests cut down to the paths `only` (all when None): for comparing what differs."""
    if only is None:
        return a, b
    return (Manifest([e for p in only if (e := a.entries.get(p)) is not None], a.scan_start_ns, a.scope),
            Manifest([e for p in only if (e := b.entries.get(p)) is not None], b.scan_start_ns, b.scope))


def _keeping(target: Manifest, current: Manifest, keep: Sequence[str]) -> Manifest:
    """`target` with the paths matching `keep` (and the folders above them) as they are in
    `current`: a restore to it leaves those paths alone (a run's resumable progress, `--state`)."""
    # lazy import (startup time): keeps pathspec off this module's import
    import pathspec

    spec = pathspec.GitIgnoreSpec.from_lines(list(keep))

    def kept(e: Any) -> bool:
        return bool(e.scoped and spec.match_file(e.path + "/" if e.kind == "d" else e.path))

    entries = {p: e for p, e in target.entries.items() if not kept(e)}
    for e in current.entries.values():
        if not kept(e):
            continue
        entries[e.path] = e
        parent = e.path.rpartition("/")[0]
        while parent and (parent not in entries or entries[parent].kind != "d"):
            above = current.entries.get(parent)
            if above is None:
                break
            entries[parent] = above
            parent = parent.rpartition("/")[0]
    return Manifest(entries.values(), target.scan_start_ns, target.scope)


def _apply_statcache_log(cache: dict[str, tuple[Any, ...]], path: Path, gen: str) -> bool:
    """Apply the log's records of generation `gen` in order; stop at a torn or damaged one (then
    False: the next save writes a new base rather than append after it)."""
    # lazy import (startup time): keeps msgpack off this module's import
    import msgpack

    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return True
    except OSError:
        return False
    pos, end = 0, len(data)
    while pos + 8 <= end:
        size, crc = struct.unpack_from("<II", data, pos)
        payload = data[pos + 8:pos + 8 + size]
        if len(payload) != size or zlib.crc32(payload) != crc:
            return False
        pos += 8 + size
        try:
            rec_gen, upserts, deletes = msgpack.unpackb(payload, use_list=False, unicode_errors="surrogateescape")
        except (ValueError, msgpack.UnpackException):
            return False
        if rec_gen != gen:
            continue  # written against an older base (a race with its rewrite): that base is gone
        for p in deletes:
            cache.pop(p, None)
        for r in upserts:
            cache[r[0]] = r
    return pos == end
