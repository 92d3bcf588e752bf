"""Finding the workspace and its store, the way git finds a repository.

A workspace's store lives outside it by default, in the user's data folder
(`$SAVEPOINT_HOME`, else `$XDG_DATA_HOME/savepoint`, else `~/.local/share/savepoint`), under
`stores/NAME-KEY/` where KEY is a digest of the workspace's absolute path: nothing a task runs
inside the workspace (`sed -i` over `.`, `git clean -fdx`, `rm -rf ./*`) can reach the history.
`savepoint store move --to DIR` may put it elsewhere (on the workspace's filesystem, for reflink
copies): `locations/NAME-KEY` then names it. A store made by an older
savepoint inside the workspace (`.savepoint/`) keeps working until `savepoint store move`.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from savepoint.errors import UsageError

try:  # (the C module hashlib's blake2b is: hashlib itself loads OpenSSL, ~3 ms at every start)
    from _blake2 import blake2b
except ImportError:  # pragma: no cover (a Python built without it)
    from hashlib import blake2b

STORE_DIRNAME = ".savepoint"  # an older savepoint's store, inside the workspace
WORKSPACE_FILE = "workspace.json"  # in a store: which workspace it belongs to


def data_home() -> Path:
    """The user's savepoint folder: `$SAVEPOINT_HOME`, else `$XDG_DATA_HOME/savepoint`, else
    `~/.local/share/savepoint`."""
    explicit = os.environ.get("SAVEPOINT_HOME")
    if explicit:
        if not os.path.isabs(explicit):  # (relative: each folder a command starts in would have its own)
            raise UsageError(f"SAVEPOINT_HOME must be an absolute path, not {explicit!r}")
        return Path(explicit)
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "savepoint"
    return Path.home() / ".local" / "share" / "savepoint"


def store_key(workspace: Path) -> str:
    """`NAME-DIGEST`: the folder name of a workspace's default store. The digest (of the absolute
    path) makes it unique; the name is for people looking at the folder."""
    path = os.fsencode(str(workspace))
    name = re.sub(r"[^A-Za-z0-9._-]", "_", workspace.name)[:40].lstrip(".") or "root"
    return f"{name}-{blake2b(path, digest_size=8).hexdigest()}"


def default_store(workspace: Path) -> Path:
    return data_home() / "stores" / store_key(workspace)


def location_file(workspace: Path) -> Path:
    """Where `savepoint store move --to DIR` records DIR: `DATA/locations/NAME-KEY`."""
    return data_home() / "locations" / store_key(workspace)


def moved_to(workspace: Path) -> Path | None:
    """The folder `savepoint store move --to` put the workspace's store in, if it did: the one
    recorded, or the one it was being moved from when a move was cut short and only that one
    holds a catalog. A location file that is not the user's own is not one (another user could
    have put it in a shared data folder)."""
    try:
        fd = os.open(location_file(workspace), os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        with open(fd, encoding="utf-8") as f:
            if os.fstat(f.fileno()).st_uid != os.geteuid():
                return None
            data = json.load(f)
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    found = [Path(p) for p in (data.get("store"), data.get("previous")) if isinstance(p, str) and os.path.isabs(p)]
    for where in found:
        if os.path.exists(where / "catalog.db"):
            return where
    return found[0] if found else None


def registered_store(workspace: Path) -> Path | None:
    """The store savepoint keeps for `workspace` outside it (the default folder, or where it was
    moved to), if there is one."""
    folder = default_store(workspace)
    if os.path.exists(folder / "catalog.db"):
        return folder
    elsewhere = moved_to(workspace)
    return elsewhere if elsewhere is not None and os.path.exists(elsewhere / "catalog.db") else None


def legacy_store(workspace: Path) -> Path | None:
    """An older savepoint's store inside the workspace."""
    d = workspace / STORE_DIRNAME
    return d if d.is_dir() else None


def has_store(d: Path) -> bool:
    """Is `d` a workspace? (A store moved to a disk that is not mounted now still makes it one: a
    command in a subfolder must not start a new store there.)"""
    return registered_store(d) is not None or legacy_store(d) is not None or moved_to(d) is not None


def find_workspace(explicit: str | os.PathLike[str] | None = None, start: Path | None = None) -> Path:
    """`--workspace DIR` (or `$SAVEPOINT_WORKSPACE`), else the nearest folder upward that has a
    store (kept for it outside, or an older `.savepoint/` inside it), else the cwd."""
    if explicit is None:
        explicit = os.environ.get("SAVEPOINT_WORKSPACE") or None
    if explicit is not None:
        ws = Path(explicit)
        if not ws.is_dir():
            raise UsageError(f"workspace {str(explicit)!r} is not a directory")
        return ws.resolve()
    here = (start or Path.cwd()).resolve()
    for d in (here, *here.parents):
        if has_store(d):
            return d
    return here


def store_path(workspace: Path, explicit: str | os.PathLike[str] | None = None) -> Path:
    """`--store DIR`, else `$SAVEPOINT_STORE`, else the store kept for the workspace outside it,
    else an older store inside it (`WORKSPACE/.savepoint`), else where a new one goes (the
    default folder)."""
    if explicit is None:
        explicit = os.environ.get("SAVEPOINT_STORE") or None
    if explicit is not None:
        return Path(explicit).resolve()
    # a store moved elsewhere and missing now (an unmounted disk) is still the one named: the
    # command says it is missing (Store.open never makes a new one there)
    return (registered_store(workspace) or legacy_store(workspace) or moved_to(workspace)
            or default_store(workspace))
