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
    value = _check(NAME, value, what)
    if value.strip(".") == "":
        raise StoreError(f"the store's catalog holds an invalid {what} {value!r}; refusing to use it")
    return value


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


def pid(value: Any) -> int | None:
    """A recorded process or group id, or None when it is no usable one (0, 1, negative, not a number):
    signalling such a value would hit this process's own group, init, or every process."""
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = int(str(value)) if isinstance(value, str) and value.isdigit() else None
        except ValueError:
            return None
    if value is None or value <= 1:
        return None
    return int(value)
