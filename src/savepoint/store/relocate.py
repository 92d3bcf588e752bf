"""Moving a workspace's store: `savepoint store move [--to DIR]`.

The usual move takes an older store out of the workspace (`WORKSPACE/.savepoint/`) into the
user's data folder, where the workspace's own tools cannot reach it. `--to DIR` puts it anywhere
else outside the workspace (on the workspace's filesystem, reflink copies make checkpoints of big
files nearly free), and `DATA/locations/NAME-KEY` then names it (workspace.py).

Order, so that a crash at any instant leaves one whole store that every command finds (a store
in the default folder wins, then the one `locations/` names if it is there, then one inside the
workspace): on one filesystem a single rename, with the new location recorded before it when the
old place still wins until the rename; across filesystems a copy into a temp folder beside the
destination, synced and renamed into place, then the location recorded, then the old store
deleted, its catalog first.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from savepoint.errors import StoreError, UsageError
from savepoint.store.objects import syncfs
from savepoint.workspace import WORKSPACE_FILE, default_store, location_file

# what belongs to a live process of the old place, not to the store's history
_NOT_COPIED = {"lock", "readers.lock", "hook.sock", "hook.pid", "catalog.db", "catalog.db-wal", "catalog.db-shm"}


@dataclass
class MoveReport:
    workspace: str
    source: str
    store: str
    moved: bool  # False: it was there already
    copied: bool  # across filesystems (True) or one rename (False)

    def to_json(self) -> dict[str, Any]:
        return {"workspace": self.workspace, "from": self.source, "store": self.store, "moved": self.moved,
                "copied": self.copied}


def check_destination(workspace: Path, source: Path | None, dest: Path) -> None:
    """Refuse (UsageError: nothing changed) a destination the move cannot or must not use. `dest`
    is resolved (symlinks in it followed): a link to a folder inside the workspace is inside it."""
    if dest.is_relative_to(workspace):
        raise UsageError(f"{dest} is inside the workspace, where the workspace's own tools (sed over ., "
                         f"git clean -fdx) can reach it; choose a folder outside {workspace}")
    if source is not None and dest.is_relative_to(source):
        raise UsageError(f"{dest} is inside the store being moved ({source})")
    if dest.exists() or dest.is_symlink():
        if not dest.is_dir() or dest.is_symlink():
            raise UsageError(f"{dest} exists and is not a folder")
        if any(dest.iterdir()):
            raise UsageError(f"{dest} is not empty; choose a new or empty folder")


def place(workspace: Path, dest: Path) -> MoveReport:
    """No store yet: make it at `dest` and record that it is there (a recorded place always holds
    a store; one that does not is a disk not mounted, where nothing is made)."""
    from savepoint.store.store import Store  # (relocate is loaded by `store move` only)

    check_destination(workspace, None, dest)
    Store.open(workspace, dest, create=True).close()
    if dest != default_store(workspace):
        _write_json(location_file(workspace), {"store": str(dest), "workspace": str(workspace)})
    return MoveReport(str(workspace), "", str(dest), True, False)


def move(workspace: Path, source: Path, dest: Path) -> MoveReport:
    """Move the store at `source` (the caller holds its lock, and no run is in flight) to `dest`,
    and record where it is so every later command finds it."""
    default = default_store(workspace)
    if dest == source:
        if dest != default:
            _write_json(location_file(workspace), {"store": str(dest), "workspace": str(workspace)})
        return MoveReport(str(workspace), str(source), str(dest), False, False)
    check_destination(workspace, source, dest)
    _make_parents(dest)
    copied = os.stat(source).st_dev != os.stat(dest.parent).st_dev
    # "previous": the one found while the move is under way (and if it is cut short), see moved_to
    where = {"store": str(dest), "previous": str(source), "workspace": str(workspace)}
    if copied:
        _copy_store(source, dest)
        _record_workspace(dest, workspace)
        if dest == default:
            _forget_location(workspace)
        else:  # found from now on, unless the source is the default folder: until its catalog goes
            _write_json(location_file(workspace), where)
        _remove_store(source)
    else:
        # recorded first: until the rename, the source is still the store found (the default
        # folder and an older store in the workspace win over a location that is not there yet)
        if dest != default:
            _write_json(location_file(workspace), where)
        if dest.exists():
            dest.rmdir()  # empty (checked)
        os.rename(source, dest)
        syncfs(dest)
        if dest == default:
            _forget_location(workspace)
        _record_workspace(dest, workspace)
    return MoveReport(str(workspace), str(source), str(dest), True, copied)


def _forget_location(workspace: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(location_file(workspace))


def _remove_store(root: Path) -> None:
    """Delete a store that was copied elsewhere: its catalog first (from then on it is not a store,
    and the copy is the one found), then the rest."""
    for name in ("catalog.db", "catalog.db-wal", "catalog.db-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(root / name)
    shutil.rmtree(root)


def _make_parents(dest: Path) -> None:
    missing = [p for p in dest.parents if not p.exists()]
    for p in reversed(missing):
        with contextlib.suppress(FileExistsError):
            p.mkdir(mode=0o700)


def _copy_store(source: Path, dest: Path) -> None:
    """A whole copy beside `dest`, durable, then renamed into place."""
    tmp = dest.parent / f".{dest.name}.moving-{os.urandom(4).hex()}"
    try:
        shutil.copytree(source, tmp, symlinks=True, ignore=lambda d, names: [
            n for n in names if d == str(source) and n in _NOT_COPIED])
        os.chmod(tmp, 0o700)
        # the catalog through SQLite's own copy: consistent, its WAL folded in
        src = sqlite3.connect(f"file:{source / 'catalog.db'}?mode=ro", uri=True)
        try:
            dst = sqlite3.connect(str(tmp / "catalog.db"))
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
        syncfs(tmp)
        if dest.exists():
            dest.rmdir()
        os.rename(tmp, dest)
        syncfs(dest)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def _record_workspace(store: Path, workspace: Path) -> None:
    st = os.stat(workspace)
    path = store / WORKSPACE_FILE
    try:
        about = json.loads(path.read_text())
    except (OSError, ValueError):
        about = {}
    about.update({"workspace": str(workspace), "dev": st.st_dev, "ino": st.st_ino})
    _write_json(path, about)


def _write_json(path: Path, data: dict[str, Any]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    try:
        _make_parents(path)
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(json.dumps(data) + "\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as e:
        raise StoreError(f"cannot write {path}: {e.strerror}") from e
