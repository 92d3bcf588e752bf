"""Store: the public face of the checkpoint store (see the package docstring for the layout)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from savepoint.model import Changes
from savepoint.store.catalog import Catalog
from savepoint.store.manifest import Manifest

Progress = Callable[[str, int, int], None]  # (phase, done, total)

DEFAULT_BUDGET = 4 << 30


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

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class RestoreReport:
    checkpoint_id: str
    changes: Changes  # what the restore changed (relative to the state before it)
    pre_restore_checkpoint: str | None  # the state before the restore, kept so it can be undone
    dry_run: bool = False
    skipped: list[str] = field(default_factory=list)  # entries that cannot be restored (special files)

    def to_json(self) -> dict[str, Any]:
        return {"checkpoint_id": self.checkpoint_id, "changes": self.changes.to_json(),
                "pre_restore_checkpoint": self.pre_restore_checkpoint, "dry_run": self.dry_run,
                "skipped": list(self.skipped)}


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
class GcReport:
    removed_checkpoints: list[str]
    removed_objects: int
    freed_bytes: int
    kept_checkpoints: int
    dry_run: bool = False

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


class Store:
    """A workspace's `.savepoint/` store. Open with `Store.open`; take `lock()` to write."""

    def __init__(self, workspace: Path, root: Path, catalog: Catalog) -> None:
        self.workspace = workspace
        self.root = root
        self.catalog = catalog

    # Implemented in _impl below; the signatures here are the contract other packages use.

    @classmethod
    def open(cls, workspace: str | os.PathLike[str], store: str | os.PathLike[str] | None = None,
             *, create: bool = False) -> Store:
        """Open the store of `workspace` (`store` overrides `.savepoint/`). With `create`, make it
        (0700, with a `.gitignore` of `*`) if missing; without, a missing store is a UsageError."""
        raise NotImplementedError

    def close(self) -> None:
        self.catalog.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def lock(self, timeout: float = 60.0, purpose: str = "") -> Any:
        """Context manager: the one-writer-per-workspace lock. Raises LockedError after `timeout`."""
        raise NotImplementedError

    def checkpoint(self, scope: Sequence[str] = (), *, message: str = "", kind: str = "user",
                   task_id: str | None = None, run_id: str | None = None,
                   context: dict[str, Any] | None = None, deps: dict[str, Any] | None = None,
                   read_only: bool = False, budget: int | None = None,
                   progress: Progress | None = None) -> CheckpointInfo:
        """Snapshot the scope (content) and the rest of the workspace (stat only); sealed and durable
        on return. `read_only`: stat-only manifest. Raises BudgetExceeded before copying anything
        when the new data would exceed `budget`, StoreError naming an unreadable file."""
        raise NotImplementedError

    def resolve(self, ref: str) -> str:
        """A checkpoint id from an id or unique prefix (UsageError if unknown or ambiguous)."""
        raise NotImplementedError

    def info(self, checkpoint_id: str) -> CheckpointInfo:
        raise NotImplementedError

    def list_checkpoints(self, limit: int | None = None) -> list[CheckpointInfo]:
        """Newest first; only sealed/archived/restored ones."""
        raise NotImplementedError

    def manifest(self, checkpoint_id: str) -> Manifest:
        raise NotImplementedError

    def current(self, scope: Sequence[str] | None = None) -> Manifest:
        """The workspace as it is now, scanned (and hashed, via the stat cache) without storing."""
        raise NotImplementedError

    def diff(self, checkpoint_id: str, to: str | None = None) -> Changes:
        """Changes in the checkpoint's scope from `checkpoint_id` to `to` (a checkpoint) or to now."""
        raise NotImplementedError

    def outside_scope_writes(self, checkpoint_id: str) -> list[str]:
        """Paths outside the checkpoint's scope that were added, deleted or changed since it."""
        raise NotImplementedError

    def restore(self, checkpoint_id: str, *, dry_run: bool = False, save_current: bool = True,
                progress: Progress | None = None) -> RestoreReport:
        """Make the checkpoint's scope equal to it again. First checkpoints the current state
        (`save_current`), so the restore can be undone. Journaled: an interrupted restore is
        finished by `recover_interrupted()`."""
        raise NotImplementedError

    def set_state(self, checkpoint_id: str, state: str) -> None:
        """Mark a sealed checkpoint `archived` (kept result) or `restored` (rolled back to)."""
        raise NotImplementedError

    def read_content(self, content_id: str) -> Iterator[bytes]:
        """The bytes of a stored file, in pieces."""
        raise NotImplementedError

    def recover_interrupted(self) -> list[str]:
        """Finish restores a crash interrupted (re-run to completion); returns what was done."""
        raise NotImplementedError

    def verify(self, data: bool = False) -> VerifyReport:
        raise NotImplementedError

    def gc(self, keep: int | None = None, older_than: float | None = None, max_size: int | None = None,
           dry_run: bool = False) -> GcReport:
        raise NotImplementedError

    def size(self) -> int:
        """Bytes the store occupies on disk."""
        raise NotImplementedError
