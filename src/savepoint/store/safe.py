"""Values read back from the store are data, not trusted input.

The catalog, the journal, a session's commit plan and lock files can be damaged, or written by
something other than savepoint (a task, a script editing the store). Every value from them that
becomes a path or a process to signal is checked here first: ids against their grammar (so a
name joined under a store folder stays one name: no `/`, no `..`), and folders of the store
against symlinks planted in their place. A value that fails is refused with a StoreError (exit
74) naming it; nothing is done with it.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any

from savepoint.errors import StoreError

BLOB_ID = re.compile(r"[0-9a-f]{64}")  # BLAKE3, lowercase hex
PACK_ID = re.compile(r"[0-9a-f]{32}|[0-9a-f]{64}")  # random (local) or content-addressed
CHECKPOINT_ID = re.compile(r"[0-9a-f]{12}")
# run ids (`r` + UTC time + random), task keys, quarantine folders: one plain file name
NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}")


def _check(pattern: re.Pattern[str], value: Any, what: str) -> str:
    if not isinstance(value, str) or pattern.fullmatch(value) is None:
        raise StoreError(f"the store's catalog holds an invalid {what} {str(value)[:80]!r}; refusing to use it "
                         f"(nothing was changed). Run `savepoint verify`")
    return value


def blob_id(value: Any) -> str:
    return _check(BLOB_ID, value, "object id")


def pack_id(value: Any) -> str:
    return _check(PACK_ID, value, "pack id")


def checkpoint_id(value: Any) -> str:
    return _check(CHECKPOINT_ID, value, "checkpoint id")


def name(value: Any, what: str = "name") -> str:
    """One plain file name (a run id, a task key, a quarantine folder): never `.`, `..` or a path."""
    checked = _check(NAME, value, what)
    if checked.strip(".") == "":
        raise StoreError(f"the store's catalog holds an invalid {what} {checked!r}; refusing to use it")
    return checked


def is_name(value: Any) -> bool:
    return isinstance(value, str) and NAME.fullmatch(value) is not None and value.strip(".") != ""


def real_dir(root: Path, *names: str) -> Path:
    """`root/names...`, each component a real folder (not a symlink) when it exists: a folder of
    the store, found by name, that nothing planted in the store can redirect. Raises StoreError
    when one of them is a symlink or not a folder."""
    path = root
    for n in names:
        if n in ("", ".", "..") or "/" in n or "\x00" in n:
            raise StoreError(f"refusing to use the store path {str(path / n)!r}: not a plain name")
        path = path / n
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            continue
        except OSError as e:
            raise StoreError(f"cannot use the store folder {path}: {e.strerror}") from e
        if not stat.S_ISDIR(st.st_mode):
            raise StoreError(f"refusing to use {path}: it is not a folder of the store (a symlink or file "
                             f"stands there); nothing was changed")
    return path


def files_below(path: str) -> list[tuple[str, os.stat_result]]:
    """(path relative to `path`, lstat) of every non-folder below `path`, never following a
    symlink; a loop, not recursion (os.walk recurses on Python 3.11). Unreadable parts (and paths
    longer than the system allows) are skipped."""
    out: list[tuple[str, os.stat_result]] = []
    stack = [""]
    while stack:
        rel = stack.pop()
        try:
            with os.scandir(os.path.join(path, rel) if rel else path) as it:
                for de in it:
                    sub = f"{rel}/{de.name}" if rel else de.name
                    try:
                        if de.is_dir(follow_symlinks=False):
                            stack.append(sub)
                        else:
                            out.append((sub, de.stat(follow_symlinks=False)))
                    except OSError:
                        continue
        except OSError:
            continue
    return out


_OPEN_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def remove_tree(path: str | os.PathLike[str]) -> None:
    """Delete `path` and everything below it, at any depth, never following a symlink: one folder
    fd open at a time (down by name with O_NOFOLLOW, back up by `..`, checked against the folder
    it came from), folders the owner made read-only opened up first. shutil.rmtree recurses (a
    tree 2,000 folders deep fails on Python 3.11) and paths that long exceed PATH_MAX."""
    path = os.fspath(path)
    parent = os.path.dirname(path.rstrip("/")) or "."
    top = os.path.basename(path.rstrip("/"))
    pfd = os.open(parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        try:
            st = os.stat(top, dir_fd=pfd, follow_symlinks=False)
        except FileNotFoundError:
            return
        if not stat.S_ISDIR(st.st_mode):
            os.unlink(top, dir_fd=pfd)
            return
        fd = _open_sub(pfd, top)
        stack: list[tuple[str, tuple[int, int]]] = []  # (name, (dev, ino) of the folder holding it)
        here = (st.st_dev, st.st_ino)
        name = top
        while True:
            sub = None
            with os.scandir(fd) as it:
                for de in it:
                    if de.is_dir(follow_symlinks=False):
                        sub = de.name
                        break
                    try:
                        os.unlink(de.name, dir_fd=fd)
                    except PermissionError:
                        os.fchmod(fd, 0o700)
                        os.unlink(de.name, dir_fd=fd)
                    except FileNotFoundError:
                        pass
            if sub is not None:
                try:
                    child = _open_sub(fd, sub)
                except FileNotFoundError:
                    continue
                stack.append((name, here))
                cst = os.fstat(child)
                os.close(fd)
                fd, name, here = child, sub, (cst.st_dev, cst.st_ino)
                continue
            if not stack:
                os.close(fd)
                os.rmdir(top, dir_fd=pfd)
                return
            up = os.open("..", _OPEN_DIR & ~os.O_NOFOLLOW, dir_fd=fd)
            os.close(fd)
            fd = up
            pname, pid_ = stack.pop()
            ust = os.fstat(fd)
            if (ust.st_dev, ust.st_ino) != pid_:
                os.close(fd)
                raise OSError(f"{path}: a folder was moved while it was deleted; stopped")
            try:
                os.rmdir(name, dir_fd=fd)
            except PermissionError:
                os.fchmod(fd, 0o700)
                os.rmdir(name, dir_fd=fd)
            name, here = pname, pid_
    finally:
        os.close(pfd)


def _open_sub(dfd: int, name: str) -> int:
    try:
        return os.open(name, _OPEN_DIR, dir_fd=dfd)
    except PermissionError:  # a folder left mode 000 or read-only (overlay's work folder, a task's)
        os.chmod(name, 0o700, dir_fd=dfd)  # (a folder: the caller saw it with lstat just now)
        return os.open(name, _OPEN_DIR, dir_fd=dfd)
