"""Reading what a task wrote, safely: paths stay inside the workspace, sizes are bounded."""

from __future__ import annotations

import math
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

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


def open_regular(workspace: Path, rel: str) -> BinaryIO:
    """Open a regular file for reading; a FIFO or device planted under an expected name would
    block or never end, so it is refused (O_NONBLOCK makes opening a FIFO return at once)."""
    path = inside(workspace, rel)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError as exc:
        raise Unreadable(f"{rel} not found") from exc
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        kind = "a directory" if stat.S_ISDIR(os.fstat(fd).st_mode) else "not a regular file"
        os.close(fd)
        raise Unreadable(f"{rel} is {kind}")
    return os.fdopen(fd, "rb")


def read_bytes(workspace: Path, rel: str, limit: int = MAX_READ) -> bytes:
    with open_regular(workspace, rel) as f:
        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise Unreadable(f"{rel} is too large to read ({size} bytes)")
        return f.read()


def read_text(workspace: Path, rel: str, limit: int = MAX_READ) -> str:
    data = read_bytes(workspace, rel, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Unreadable(f"{rel} is not UTF-8 text") from exc


def glob(workspace: Path, pattern: str) -> list[Path]:
    """Matches of a workspace-relative glob (`**` recursive), the store excluded, sorted."""
    return sorted(iter_glob(workspace, pattern))


def iter_glob(workspace: Path, pattern: str) -> Iterator[Path]:
    """Matches in directory order, lazily: `exists:` stops at the number it needs."""
    dirs_only = pattern.endswith("/")
    pattern = pattern.rstrip("/")
    if not pattern:
        return
    for path in workspace.glob(pattern):
        rel = path.relative_to(workspace)
        if rel.parts and rel.parts[0] == STORE_DIR:
            continue
        if dirs_only and not path.is_dir():
            continue
        if not path.exists():
            continue  # a dangling symlink is not an output (and a literal pattern skips it too)
        yield path


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
