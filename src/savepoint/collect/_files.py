"""Reading what a task wrote, safely: paths stay inside the workspace, sizes are bounded."""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from pathlib import Path

STORE_DIR = ".savepoint"
MAX_READ = 256 * 1024 * 1024  # a check or metrics reader never loads more than this


class Unreadable(Exception):
    """The file cannot be judged: missing, outside the workspace, too big, not text. str = reason."""


def inside(workspace: Path, rel: str) -> Path:
    """The real path of `rel`, refusing one that resolves outside the workspace (planted symlinks)."""
    root = workspace.resolve()
    path = (root / rel).resolve()
    if path != root and root not in path.parents:
        raise Unreadable(f"{rel} points outside the workspace")
    return path


def read_bytes(workspace: Path, rel: str, limit: int = MAX_READ) -> bytes:
    path = inside(workspace, rel)
    try:
        size = path.stat().st_size
        if size > limit:
            raise Unreadable(f"{rel} is too large to read ({size} bytes)")
        return path.read_bytes()
    except FileNotFoundError:
        raise Unreadable(f"{rel} not found") from None
    except IsADirectoryError:
        raise Unreadable(f"{rel} is a directory") from None


def read_text(workspace: Path, rel: str, limit: int = MAX_READ) -> str:
    data = read_bytes(workspace, rel, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Unreadable(f"{rel} is not UTF-8 text") from None


def glob(workspace: Path, pattern: str) -> list[Path]:
    """Matches of a workspace-relative glob (`**` recursive), the store excluded, sorted."""
    dirs_only = pattern.endswith("/")
    pattern = pattern.rstrip("/")
    if not pattern:
        return []
    found = []
    for path in workspace.glob(pattern):
        rel = path.relative_to(workspace)
        if rel.parts and rel.parts[0] == STORE_DIR:
            continue
        if dirs_only and not path.is_dir():
            continue
        found.append(path)
    return sorted(found)


def non_finite_paths(value: object, where: str = "") -> Iterator[str]:
    """Key paths of NaN/Inf numbers anywhere in a parsed JSON value."""
    if isinstance(value, float) and not math.isfinite(value):
        yield where or "(top level)"
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from non_finite_paths(v, f"{where}.{k}" if where else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from non_finite_paths(v, f"{where}.{i}" if where else str(i))


def relative(workspace: Path, path: Path) -> str:
    return os.path.relpath(path, workspace).replace(os.sep, "/")
