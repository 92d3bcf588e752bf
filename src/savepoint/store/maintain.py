"""Keeping the store honest: `verify` finds damage, `gc` removes what no kept checkpoint needs.

gc is crash-safe by ordering: the catalog forgets first (one transaction), files go after, so a
crash leaves at worst files nobody references, which the next gc removes. A pack that holds
both live and dead blobs is rewritten with only the live ones and made durable before the
catalog points at the new pack.
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from savepoint.errors import StoreError
from savepoint.store import safe
from savepoint.store.manifest import FILE, Manifest
from savepoint.store.objects import PACK_MAGIC, REC_HEADER, REC_MAGIC, chunked_content_id, hash_bytes, syncfs

if TYPE_CHECKING:
    from savepoint.store.store import Store


@dataclass
class VerifyReport:
    ok: bool
    problems: list[str]
    checkpoints: int
    objects: int
    data_checked: bool
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class QuarantineFolder:
    """One folder of STORE/quarantine/: what a rollback on a full disk moved out of the workspace."""
    path: str
    created: float
    files: int
    bytes: int

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class GcReport:
    removed_checkpoints: list[str]
    removed_objects: int
    freed_bytes: int
    kept_checkpoints: int
    dry_run: bool = False
    held: dict[str, str] = field(default_factory=dict)  # kept beyond the policy: id -> why
    # quarantine folders: removed (or, with dry_run, that would be) / left in place
    quarantine_removed: list[QuarantineFolder] = field(default_factory=list)
    quarantine_kept: list[QuarantineFolder] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out = dict(self.__dict__)
        out["quarantine_removed"] = [q.to_json() for q in self.quarantine_removed]
        out["quarantine_kept"] = [q.to_json() for q in self.quarantine_kept]
        return out


def quarantine_folders(store: Store) -> list[QuarantineFolder]:
    """The quarantine folders, oldest first, with what they hold (a cheap stat when there are none)."""
    try:
        base = safe.real_dir(store.root, "quarantine")  # (a symlink there: refused, never followed)
        names = sorted(os.listdir(base))
    except (FileNotFoundError, NotADirectoryError, StoreError):
        return []
    folders = []
    for name in names:
        top = base / name
        try:
            st = os.lstat(top)
        except OSError:
            continue
        if not stat.S_ISDIR(st.st_mode):
            continue  # only the folders a restore made are quarantine folders
        created = st.st_mtime
        with contextlib.suppress(ValueError):  # named STAMP-ID when made: the time it was made
            created = time.mktime(time.strptime(name[:15], "%Y%m%d-%H%M%S"))
        found = safe.files_below(str(top))
        folders.append(QuarantineFolder(str(top), created, len(found), sum(st.st_size for _, st in found)))
    return folders


def _remove_quarantine(folder: QuarantineFolder) -> None:
    """Delete one quarantine folder; the task may have left read-only folders in it."""
    try:
        safe.remove_tree(folder.path)  # (any depth; read-only folders opened up; no symlink followed)
    except OSError as e:
        raise StoreError(f"could not remove the quarantine folder {folder.path}: {e.strerror or e} "
                         f"({e.filename}); what was removed before it is gone, the rest is kept") from e


def _chunklists(store: Store) -> dict[str, list[str]]:
    """Every chunked content id and its chunks, in order."""
    chunked: dict[str, list[str]] = {}
    for row in store.catalog.query("SELECT content, blob FROM chunklists ORDER BY content, idx"):
        chunked.setdefault(row["content"], []).append(row["blob"])
    return chunked


def _live(store: Store, checkpoint_ids: list[str], chunked: dict[str, list[str]],
          problems: list[str] | None = None, contents: set[str] | None = None) -> set[str]:
    """Every blob the given checkpoints need: manifests, file contents, chunks. `contents`, when
    given, receives the content ids they need (gc keeps exactly those chunk lists)."""
    live: set[str] = set()
    if contents is None:
        contents = set()
    for cid in checkpoint_ids:
        info = store.info(cid)
        if info.manifest is None:
            continue
        live.add(info.manifest)
        try:
            m: Manifest = store.manifest(cid)
        except StoreError as e:
            if problems is None:
                raise
            problems.append(f"checkpoint {cid}: {e}")
            continue
        contents.update(e.content for e in m if e.kind == FILE and e.scoped and e.content)
    for c in contents:
        if c in chunked:
            live.update(chunked[c])
        else:
            live.add(c)
    return live


def verify(store: Store, data: bool) -> VerifyReport:
    problems: list[str] = []
    warnings: list[str] = []
    problems += _catalog_problems(store)
    cps = store.catalog.query("SELECT id, state, manifest FROM checkpoints ORDER BY created")
    for r in cps:
        if r["state"] == "writing":
            warnings.append(f"checkpoint {r['id']} was never sealed (interrupted); `savepoint recover` or "
                            f"`gc` removes it")
        elif not safe.BLOB_ID.fullmatch(str(r["manifest"])):
            problems.append(f"checkpoint {r['id']} is sealed but names no valid manifest ({str(r['manifest'])[:80]!r})")
    sealed = [r["id"] for r in cps if r["state"] != "writing" and safe.BLOB_ID.fullmatch(str(r["manifest"]))]
    blobs = {r["id"]: r for r in store.catalog.query("SELECT id, pack, offset, length FROM blobs")}
    for b, row in list(blobs.items()):
        if not safe.BLOB_ID.fullmatch(str(b)) or (row["pack"] is not None and not safe.PACK_ID.fullmatch(str(row["pack"]))):
            problems.append(f"the catalog holds an invalid object row ({str(b)[:80]!r} in pack {str(row['pack'])[:80]!r})")
            del blobs[b]
    chunked = _chunklists(store)
    live = _live(store, sealed, chunked, problems)
    for b in sorted(live):
        if b not in blobs:
            problems.append(f"object {b[:16]} is needed by a checkpoint but missing from the catalog")
    # chunk lists must hash to their content ids
    for content, chunks in chunked.items():
        if chunked_content_id(chunks) != content:
            problems.append(f"chunk list of {content[:16]} does not match its id")
    packs = {r["id"]: r for r in store.catalog.query("SELECT id, size FROM packs")}
    for pid in [p for p in packs if not safe.PACK_ID.fullmatch(str(p))]:
        problems.append(f"the catalog holds an invalid pack id {str(pid)[:80]!r}")
        del packs[pid]
    for pid, prow in packs.items():
        try:
            size = os.stat(store.objects.pack_path(pid)).st_size
        except FileNotFoundError:
            problems.append(f"pack {pid[:16]} is missing")
            continue
        if size != prow["size"]:
            problems.append(f"pack {pid[:16]} has {size} bytes, the catalog says {prow['size']}")
    for b, row in blobs.items():
        if row["pack"] is None:
            try:
                size = os.stat(store.objects.loose_path(b)).st_size
            except FileNotFoundError:
                problems.append(f"object {b[:16]} is missing")
                continue
            if size != row["length"]:
                problems.append(f"object {b[:16]} has {size} bytes, expected {row['length']}")
                continue
        elif row["pack"] not in packs:
            problems.append(f"object {b[:16]} points into unknown pack {row['pack'][:16]}")
            continue
        if data:
            try:
                store.objects.read_blob(b, verify=True)
            except StoreError as e:
                problems.append(str(e))
    known_files = {store.objects.loose_path(b).name for b, r in blobs.items() if r["pack"] is None}
    orphans = [n for n in _files(store.objects.objects) if n not in known_files]
    orphans += [n for n in _files(store.objects.packs) if n not in packs]
    if orphans:
        warnings.append(f"{len(orphans)} unreferenced object file(s) left by an interrupted operation; "
                        f"`savepoint gc` removes them")
    return VerifyReport(ok=not problems, problems=problems, checkpoints=len(sealed), objects=len(blobs),
                        data_checked=data, warnings=warnings)


def _catalog_problems(store: Store) -> list[str]:
    """The catalog itself: SQLite's integrity check, the tables and version every catalog has,
    and the ids other rows turn into folder names (runs; their isolated sessions, logs)."""
    # lazy import (startup time): verify only
    from savepoint.store.catalog import CORE_TABLES, SCHEMA_VERSION

    problems: list[str] = []
    rows = store.catalog.query("PRAGMA integrity_check")
    found = [str(next(iter(r.values()))) for r in rows]
    if found != ["ok"]:
        problems.append(f"catalog {store.catalog.path}: SQLite finds it damaged: {'; '.join(found[:5])}")
    tables = {r["name"] for r in store.catalog.query("SELECT name FROM sqlite_master WHERE type = 'table'")}
    missing = [t for t in (*CORE_TABLES, "tool_calls") if t not in tables]
    if missing:
        problems.append(f"catalog {store.catalog.path}: table(s) {', '.join(missing)} missing")
    version = store.catalog.query_one("SELECT value FROM meta WHERE key = 'schema_version'")
    if version is None or str(version["value"]) != str(SCHEMA_VERSION):
        problems.append(f"catalog {store.catalog.path}: schema version "
                        f"{None if version is None else version['value']!r}, expected {SCHEMA_VERSION}")
    for r in store.catalog.query("SELECT id FROM runs"):
        if not safe.is_name(r["id"]):
            problems.append(f"the catalog holds a run with an invalid id {str(r['id'])[:80]!r} (recover and gc "
                            f"leave it alone)")
    for r in store.catalog.query("SELECT id, op, run_id FROM journal WHERE state = 'IN_FLIGHT'"):
        if r["run_id"] is not None and not safe.is_name(r["run_id"]):
            problems.append(f"journal row {r['id']} ({r['op']}) names an invalid run id {str(r['run_id'])[:80]!r}")
    return problems


def _files(d: os.PathLike[str] | str) -> list[str]:
    out: list[str] = []
    with contextlib.suppress(FileNotFoundError):
        for sub in os.scandir(d):
            if sub.is_dir(follow_symlinks=False):
                out.extend(f.name for f in os.scandir(sub.path) if f.is_file(follow_symlinks=False))
    return out


def gc(store: Store, keep: int | None, older_than: float | None, max_size: int | None,
       dry_run: bool, quarantine: bool = False) -> GcReport:
    """Remove checkpoints by policy, then unreferenced objects. Quarantine folders are only ever
    removed when asked (`quarantine`; with `older_than`, only those older), never silently: the
    report lists each one removed or kept."""
    report = _gc_checkpoints(store, keep, older_than, max_size, dry_run)
    now = time.time()
    for folder in quarantine_folders(store):
        if quarantine and (older_than is None or now - folder.created > older_than):
            if not dry_run:
                _remove_quarantine(folder)
            report.quarantine_removed.append(folder)
        else:
            report.quarantine_kept.append(folder)
    return report


def _gc_checkpoints(store: Store, keep: int | None, older_than: float | None, max_size: int | None,
                    dry_run: bool) -> GcReport:
    cps = store.catalog.query("SELECT id, created, state FROM checkpoints ORDER BY created DESC")
    # Never drop what a run still needs: one in flight (recover restores its checkpoint) or one
    # escalated and not yet resolved (`resolve --accept` restores its post-failure state).
    # `protected` maps each such checkpoint to why it is kept (gc says so).
    open_runs = store.catalog.query("SELECT id, state FROM runs WHERE state = 'IN_FLIGHT' OR escalate = 1")
    why = {r["id"]: (f"run {r['id']} is in flight" if r["state"] == "IN_FLIGHT"
                     else f"run {r['id']} is escalated and not resolved") for r in open_runs}
    open_ids = "SELECT id FROM runs WHERE state = 'IN_FLIGHT' OR escalate = 1"
    protected = {r["checkpoint_id"]: why.get(r["id"], "") for r in store.catalog.query(
        f"SELECT id, checkpoint_id FROM runs WHERE id IN ({open_ids}) AND checkpoint_id IS NOT NULL")}
    protected |= {r["id"]: why.get(r["run_id"], "") for r in store.catalog.query(
        f"SELECT id, run_id FROM checkpoints WHERE run_id IN ({open_ids})")}
    held: dict[str, str] = {}  # kept although the policy would drop them, and why
    sealed = [r for r in cps if r["state"] != "writing"]
    remove: list[str] = [r["id"] for r in cps if r["state"] == "writing"]
    now = time.time()
    kept: list[str] = []
    for i, r in enumerate(sealed):
        drop = (keep is not None and i >= keep) or (older_than is not None and now - r["created"] > older_than)
        if drop and r["id"] not in protected:
            remove.append(r["id"])
        else:
            kept.append(r["id"])
            if drop:
                held[r["id"]] = protected[r["id"]]
    chunked = _chunklists(store)
    if max_size is not None:
        sizes = {r["id"]: r["length"] for r in store.catalog.query("SELECT id, length FROM blobs")}
        while kept:
            live_bytes = sum(sizes.get(b, 0) for b in _live(store, kept, chunked))
            if live_bytes <= max_size:
                break
            victim = next((c for c in reversed(kept) if c not in protected), None)
            if victim is None:
                held.update((c, protected[c]) for c in kept if c in protected)
                break
            kept.remove(victim)
            remove.append(victim)
    live_contents: set[str] = set()
    live = _live(store, kept, chunked, contents=live_contents)
    # Chunk lists go per content, never per blob: a dead content may share chunks with a live
    # one, and deleting only its rows whose chunk died would leave a partial list behind.
    dead_lists = [c for c in chunked if c not in live_contents]
    blob_rows = store.catalog.query("SELECT id, pack, length FROM blobs")
    # every id gc may turn into a path to unlink, checked before anything is deleted: a row naming
    # `../x` (a damaged or planted catalog) stops gc here, with nothing changed
    for r in blob_rows:
        safe.blob_id(r["id"])
        if r["pack"] is not None:
            safe.pack_id(r["pack"])
    for r in store.catalog.query("SELECT id FROM packs"):
        safe.pack_id(r["id"])
    for d in ("objects", "packs", "tmp"):
        safe.real_dir(store.root, d)
    dead = [r for r in blob_rows if r["id"] not in live]
    freed = sum(r["length"] for r in dead)
    removed_cps = [c for c in remove if c in {r["id"] for r in sealed}]
    if dry_run:
        return GcReport(removed_cps, len(dead), freed, len(kept), True, held)
    dead_ids = {r["id"] for r in dead}
    with store.catalog.tx() as c:
        c.executemany("DELETE FROM checkpoints WHERE id = ?", [(x,) for x in remove])
        c.executemany("DELETE FROM blobs WHERE id = ?", [(x,) for x in dead_ids])
        c.executemany("DELETE FROM chunklists WHERE content = ?", [(x,) for x in dead_lists])
    # the stat cache may name contents that are gone now
    for name in ("statcache", "statcache.log"):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(store.root / name)
    orphans = orphan_bytes = 0
    # Files go only while no reader holds an older snapshot that may still name them; a reader
    # starting meanwhile waits, then sees the catalog after this gc (docs/store-format.md).
    with store.unlinking() as free_to_unlink:
        if free_to_unlink:
            for r in dead:
                if r["pack"] is None:
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(store.objects.loose_path(r["id"]))
            _repack(store)
            orphans, orphan_bytes = _remove_orphans(store)
    return GcReport(removed_cps, len(dead) + orphans, freed + orphan_bytes, len(kept), False, held)


def _repack(store: Store) -> None:
    packs = store.catalog.query("SELECT id FROM packs")
    for p in packs:
        pid = p["id"]
        live = store.catalog.query("SELECT id, offset, length FROM blobs WHERE pack = ? ORDER BY offset", (pid,))
        if not live:
            with store.catalog.tx() as c:
                c.execute("DELETE FROM packs WHERE id = ?", (pid,))
            with contextlib.suppress(FileNotFoundError):
                os.unlink(store.objects.pack_path(pid))
            continue
        total = store.catalog.query_one("SELECT blobs FROM packs WHERE id = ?", (pid,))
        if total is None or len(live) >= total["blobs"]:
            continue
        # rewrite the pack with only its live blobs
        new_id = os.urandom(16).hex()
        dst = store.objects.pack_path(new_id)
        dst.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = store.objects.tmp / f"pack-{new_id}"
        tmp.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        moves: list[tuple[str, int]] = []
        with open(tmp, "wb") as out:
            out.write(PACK_MAGIC)
            for b in live:
                data = store.objects.read_blob(b["id"])
                if hash_bytes(data) != b["id"]:
                    raise StoreError(f"object {b['id'][:16]} is damaged; run `savepoint verify --data`")
                moves.append((b["id"], out.tell()))
                out.write(REC_HEADER.pack(REC_MAGIC, bytes.fromhex(b["id"]), len(data)))
                out.write(data)
            size = out.tell()
        os.rename(tmp, dst)
        syncfs(store.root)
        with store.catalog.tx() as c:
            c.execute("INSERT INTO packs (id, size, blobs, created) VALUES (?, ?, ?, ?)",
                      (new_id, size, len(live), time.time()))
            c.executemany("UPDATE blobs SET pack = ?, offset = ? WHERE id = ?",
                          [(new_id, off, b) for b, off in moves])
            c.execute("DELETE FROM packs WHERE id = ?", (pid,))
        with contextlib.suppress(FileNotFoundError):
            os.unlink(store.objects.pack_path(pid))


def _remove_orphans(store: Store) -> tuple[int, int]:
    """Object files the catalog does not know: left by a crash between writing and sealing.
    Returns how many files and bytes were removed."""
    count = size = 0
    loose = {r["id"] for r in store.catalog.query("SELECT id FROM blobs WHERE pack IS NULL")}
    packs = {r["id"] for r in store.catalog.query("SELECT id FROM packs")}
    for base, known in ((store.objects.objects, loose), (store.objects.packs, packs)):
        with contextlib.suppress(FileNotFoundError):
            for sub in os.scandir(base):
                if not sub.is_dir(follow_symlinks=False):
                    continue
                for f in os.scandir(sub.path):
                    if f.name not in known:
                        with contextlib.suppress(OSError):
                            n = f.stat(follow_symlinks=False).st_size
                            os.unlink(f.path)
                            count += 1
                            size += n
    tmp = store.objects.tmp
    with contextlib.suppress(FileNotFoundError):
        for f in os.scandir(tmp):
            with contextlib.suppress(OSError):
                n = f.stat(follow_symlinks=False).st_size
                os.unlink(f.path)
                count += 1
                size += n
    return count, size
