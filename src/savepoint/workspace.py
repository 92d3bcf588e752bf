"""Finding the workspace and its store, the way git finds a repository."""

from __future__ import annotations

import os
from pathlib import Path

from savepoint.errors import UsageError

STORE_DIRNAME = ".savepoint"


def find_workspace(explicit: str | os.PathLike[str] | None = None, start: Path | None = None) -> Path:
    """`--workspace DIR` (or `$SAVEPOINT_WORKSPACE`), else the nearest folder upward holding
    `.savepoint/`, else the cwd."""
    if explicit is None:
        explicit = os.environ.get("SAVEPOINT_WORKSPACE") or None
    if explicit is not None:
        ws = Path(explicit)
        if not ws.is_dir():
            raise UsageError(f"workspace {str(explicit)!r} is not a directory")
        return ws.resolve()
    here = (start or Path.cwd()).resolve()
    for d in (here, *here.parents):
        if (d / STORE_DIRNAME).is_dir():
            return d
    return here


def store_path(workspace: Path, explicit: str | os.PathLike[str] | None = None) -> Path:
    """`--store DIR`, else `$SAVEPOINT_STORE`, else `WORKSPACE/.savepoint`."""
    if explicit is None:
        explicit = os.environ.get("SAVEPOINT_STORE") or None
    if explicit is not None:
        return Path(explicit).resolve()
    return workspace / STORE_DIRNAME
