"""Walking the workspace into a manifest, reading only what changed.

The stat cache is the newest manifest the store holds: a file whose size, mtime_ns, ctime_ns and
inode equal its cached entry keeps the cached content id, unless that entry was *racy* (changed
too close to the moment it was scanned for its timestamp to prove anything: git's rule). A
file that changes while it is read is read again; one that keeps changing fails the checkpoint.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import stat
import struct
import time
import weakref
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from savepoint.errors import BudgetExceeded, NoSpace, StoreError
from savepoint.store.manifest import DIR, FILE, SPECIAL, SYMLINK, Entry, Manifest
from savepoint.store.meta import (
    PROC_FD,
    Extents,
    Xattrs,
    data_extents,
    maybe_sparse,
    overlaps,
    read_xattrs,
    zero_blob_id,
)
from savepoint.store.objects import (
    CHUNK,
    FICLONE,
    PACK_LIMIT,
    ObjectWriter,
    chunked_content_id,
    hash_big,
    hash_bytes,
)
from savepoint.store.scope import Scope
from savepoint.units import format_size

if TYPE_CHECKING:
    from savepoint.store.track import Touched

Progress = Callable[[str, int, int], None]

_FILE_TYPE = stat.S_IFREG >> 12
# The stat cache keeps (size, mtime_ns, ctime_ns, ino) packed in 32 bytes and the content id as 32 raw
# bytes: a row of 10^5 files then costs ~200 bytes instead of ~400 as Python ints and hex strings.
stat_key = struct.Struct("<qqqq").pack
_KINDS = {stat.S_IFREG >> 12: FILE, stat.S_IFDIR >> 12: DIR, stat.S_IFLNK >> 12: SYMLINK}
RACY_MARGIN_NS = 100_000_000  # kernel timestamps come from a coarse clock: allow a few ticks
COARSE_MARGIN_NS = 2_000_000_000  # filesystems with whole-second timestamps
READ_TRIES = 4
READ_BACKOFF = (0.01, 0.05, 0.2)  # seconds before each new try of a file that changed while read
SETTLE_TRIES = 5
SMALL_BATCH_BYTES = 4 << 20
_O_READ = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC


_IDS: dict[int, int] = {}


def _intern_id(n: int) -> int:
    """One int object per distinct uid/gid: 10^5 entries would otherwise hold 2 x 10^5 of them."""
    return _IDS.setdefault(n, n)


class _Stat:
    """One walked path and the stat fields a manifest needs. Slotted and without the
    os.stat_result (10^5 of these must fit in a few tens of MB)."""

    __slots__ = ("blocks", "ctime_ns", "dev", "gid", "ino", "mode", "mtime_ns", "nlink", "rdev", "rel", "scoped",
                 "size", "uid")

    def __init__(self, rel: str, st: os.stat_result, scoped: bool) -> None:
        self.rel = rel
        self.scoped = scoped
        self.mode = st.st_mode
        self.size = st.st_size
        self.mtime_ns = st.st_mtime_ns
        self.ctime_ns = st.st_ctime_ns
        self.ino = st.st_ino
        self.nlink = st.st_nlink
        self.dev = st.st_dev
        self.uid = _intern_id(st.st_uid)
        self.gid = _intern_id(st.st_gid)
        self.blocks = st.st_blocks
        self.rdev = st.st_rdev


@dataclass
class ScanStats:
    files: int = 0
    bytes: int = 0
    read_files: int = 0
    read_bytes: int = 0
    new_bytes: int = 0
    special: list[str] = field(default_factory=list)
    sockets: list[str] = field(default_factory=list)
    read_paths: list[str] = field(default_factory=list)  # files read (not from the stat cache): its changed rows


def is_racy(e: Entry, scan_start_ns: int) -> bool:
    margin = COARSE_MARGIN_NS if e.mtime_ns % 1_000_000_000 == 0 else RACY_MARGIN_NS
    return max(e.mtime_ns, e.ctime_ns) >= scan_start_ns - margin


# Restore's temp files are named TMP_PREFIX + the store's own random token + "-" + random
# (`Store.tmp_prefix`): only names with this store's token are its leftovers, so a user's own
# `.savepoint-tmp-notes` is an ordinary file, checkpointed and restored like any other.
TMP_PREFIX = ".savepoint-tmp-"


_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
MAX_DIR_FDS = 64


def _searchable(fd: int) -> bool:
    """Whether this process may search folder `fd` after all (root may, whatever its mode says:
    then it is not opened up, and its ctime is left alone)."""
    try:
        return os.access(f"/proc/self/fd/{fd}", os.X_OK, effective_ids=True)
    except (OSError, NotImplementedError):
        return False


def open_own_dir(pfd: int, name: str, want: tuple[int, int] | None = None) -> tuple[int, int | None]:
    """Open folder `name` under folder fd `pfd` (never through a symlink). A folder of the user's
    own that they cannot list or search (a task ran `chmod 600 d` or `chmod 000 d`) gets u+rwx
    first, so a checkpoint or rollback can see inside it. Returns (fd, the mode it had when it was
    opened up, else None): the caller gives that mode back. Others' folders are never changed."""
    try:
        fd = os.open(name, _DIR_FLAGS, dir_fd=pfd)
    except PermissionError:
        # not readable: reach the folder itself (O_PATH needs nothing of it) and check it is the
        # one expected and ours before changing its mode through its fd's /proc link
        path_fd = os.open(name, os.O_PATH | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=pfd)
        try:
            st = os.fstat(path_fd)
            if st.st_uid != os.geteuid() or (want is not None and (st.st_dev, st.st_ino) != want):
                raise
            os.chmod(f"/proc/self/fd/{path_fd}", stat.S_IMODE(st.st_mode) | 0o700)
        finally:
            os.close(path_fd)
        fd = os.open(name, _DIR_FLAGS, dir_fd=pfd)
        return fd, stat.S_IMODE(st.st_mode)
    st = os.fstat(fd)
    if st.st_uid == os.geteuid() and st.st_mode & 0o500 != 0o500 and (
            want is None or (st.st_dev, st.st_ino) == want) and not _searchable(fd):
        os.fchmod(fd, stat.S_IMODE(st.st_mode) | 0o700)  # listable, not searchable: its entries could not be stat'ed
        return fd, stat.S_IMODE(st.st_mode)
    return fd, None


class DirFds:
    """Folders of the workspace opened one component at a time from the workspace's own fd, never
    following a symlink, each checked against the (dev, ino) the walk saw: a folder swapped for a
    symlink (or another folder) mid-checkpoint is refused, so nothing from outside the workspace
    is ever read into a checkpoint. A small LRU of open fds."""

    def __init__(self, workspace: Path) -> None:
        self.root_fd = os.open(workspace, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        self.ids: dict[str, tuple[int, int]] = {}  # folder -> (dev, ino) as the walk saw it
        self._fds: dict[str, int] = {}
        self._opened_up: list[tuple[int, int]] = []  # (fd, mode) of own folders given u+rwx to read them
        self.opened_modes: dict[str, int] = {}  # their paths -> the modes a scan records for them

    def close(self) -> None:
        for fd in self._fds.values():
            with contextlib.suppress(OSError):
                os.close(fd)
        self._fds.clear()
        for fd, mode in reversed(self._opened_up):  # their modes back, as the checkpoint recorded them
            with contextlib.suppress(OSError):
                os.fchmod(fd, mode)
            with contextlib.suppress(OSError):
                os.close(fd)
        self._opened_up.clear()
        self.opened_modes.clear()

    def as_found(self, rel: str, st: os.stat_result) -> os.stat_result:
        """`st` of folder `rel` with the mode it had before this scan opened it up (u+rwx)."""
        mode = self.opened_modes.get(rel)
        if mode is None:
            return st
        # a stat_result is immutable: the same one with its mode changed (its pickled form: the
        # visible fields and a dict of the others, times in ns among them)
        _, (seq, extra) = cast(tuple[Any, tuple[tuple[int, ...], dict[str, Any]]], st.__reduce__())
        return os.stat_result((stat.S_IFMT(st.st_mode) | mode, *seq[1:]), extra)
        with contextlib.suppress(OSError):
            os.close(self.root_fd)

    def get(self, rel: str) -> int:
        if rel == "":
            return self.root_fd
        fd = self._fds.pop(rel, None)
        if fd is None:
            # the nearest open folder above, then down one component at a time (a loop, not
            # recursion: a tree thousands of folders deep)
            todo = [rel]
            parent = rel.rpartition("/")[0]
            while parent and parent not in self._fds:
                todo.append(parent)
                parent = parent.rpartition("/")[0]
            for sub in reversed(todo):
                fd = self._open_child(sub)
        assert fd is not None
        self._fds[rel] = fd  # most recently used last
        self._trim()
        return fd

    def _open_child(self, rel: str) -> int:
        """Open folder `rel` from its parent's fd (the parent is open or the root); cached."""
        parent, _, name = rel.rpartition("/")
        pfd = self.root_fd if parent == "" else self._fds[parent]
        want = self.ids.get(rel)
        try:
            fd, mode = open_own_dir(pfd, name, want)
        except OSError as e:
            if e.errno in (errno.ELOOP, errno.ENOTDIR):
                raise StoreError(_swapped(rel)) from e
            raise
        if mode is not None:
            self._opened_up.append((os.dup(fd), mode))
            self.opened_modes[rel] = mode
        st = os.fstat(fd)
        if want is not None and (st.st_dev, st.st_ino) != want:
            os.close(fd)
            raise StoreError(_swapped(rel))
        self._fds[rel] = fd
        self._trim()  # (the newest stay: this one and, before it, its parent)
        return fd

    def _trim(self) -> None:
        while len(self._fds) > MAX_DIR_FDS:
            old = next(iter(self._fds))
            os.close(self._fds.pop(old))

    def open_file(self, rel: str, flags: int) -> int:
        parent, _, name = rel.rpartition("/")
        return os.open(name, flags, dir_fd=self.get(parent))

    def lookup(self, rel: str) -> os.stat_result | None:
        """lstat of one path reached through its folders; None when it is gone (or a folder above
        it is no longer a folder: then it is gone too)."""
        parent, _, name = rel.rpartition("/")
        try:
            pfd = self.get(parent)
            st = os.stat(name, dir_fd=pfd, follow_symlinks=False)
            return self.as_found(rel, st) if self.opened_modes else st
        except StoreError as e:
            cause = e.__cause__
            if isinstance(cause, OSError) and cause.errno in (errno.ELOOP, errno.ENOTDIR):
                return None
            raise
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as e:
            raise StoreError(f"cannot stat {rel}: {e.strerror}") from e


def _swapped(rel: str) -> str:
    return (f"folder {rel} was replaced while the checkpoint read it (by a symlink or another folder); "
            f"nothing from outside the workspace was stored. Stop what changes the workspace and take "
            f"the checkpoint again")


def walk(workspace: Path, scope: Scope, leftovers: list[str] | None = None,
         dirs: DirFds | None = None, reserved: str | None = None) -> list[_Stat]:
    """lstat every path under the workspace that is not ignored; never follows symlinks. Folders
    are read through `dirs` (opened relative to their parent, checked against what was seen).
    Names starting with `reserved` (the store's temp-file prefix) are left out, into `leftovers`."""
    own = dirs is None
    fds = DirFds(workspace) if dirs is None else dirs
    try:
        return _walk(fds, scope, leftovers, "", reserved)
    finally:
        if own:
            fds.close()


def _walk(dirs: DirFds, scope: Scope, leftovers: list[str] | None, top: str = "",
          reserved: str | None = None) -> list[_Stat]:
    """Everything below folder `top` ("" the workspace), `top` itself not included."""
    out: list[_Stat] = []
    scoped_dirs: dict[str, int] = {}  # index in `out` of each directory, to mark ancestors scoped
    stack: list[str] = [top]
    everything = scope.everything
    fixed = scope.fixed_ignores
    simple_ignores = scope.has_user_ignores is False
    cache_dirs, cache_suffixes = scope.cache_dirs, scope.cache_suffixes  # (bytecode, tool caches)
    append = out.append
    ids = dirs.ids
    while stack:
        rel_dir = stack.pop()
        prefix = rel_dir + "/" if rel_dir else ""
        try:
            it = os.scandir(dirs.get(rel_dir))
        except StoreError:
            raise
        except OSError as e:
            raise StoreError(f"cannot read directory {rel_dir or '.'!s}: {e.strerror}") from e
        with it:
            for de in it:
                name = de.name
                rel = prefix + name
                if reserved is not None and name.startswith(reserved):
                    if leftovers is not None:
                        leftovers.append(rel)
                    continue
                try:
                    is_dir = de.is_dir(follow_symlinks=False)
                    if (rel in fixed or ((name in cache_dirs) if is_dir else name.endswith(cache_suffixes))
                            or (not simple_ignores and scope.ignored(rel, is_dir))):
                        continue
                    st = de.stat(follow_symlinks=False)
                    if is_dir and dirs.opened_modes:
                        st = dirs.as_found(rel, st)
                except FileNotFoundError:
                    continue  # vanished between readdir and stat: it is not part of this state
                except OSError as e:
                    raise StoreError(f"cannot stat {rel}: {e.strerror}") from e
                if everything:
                    append(_Stat(rel, st, True))
                    if is_dir:
                        ids[rel] = (st.st_dev, st.st_ino)
                        stack.append(rel)
                    continue
                scoped = scope.contains(rel, is_dir)
                if scoped:  # folders holding scoped paths are scoped too: restore may create them
                    _mark_ancestors(out, scoped_dirs, rel)
                if is_dir:
                    scoped_dirs[rel] = len(out)
                    ids[rel] = (st.st_dev, st.st_ino)
                    stack.append(rel)
                append(_Stat(rel, st, scoped))
    return out


def _mark_ancestors(out: list[_Stat], dirs: dict[str, int], rel: str) -> None:
    i = rel.rfind("/")
    while i > 0:
        parent = rel[:i]
        idx = dirs.get(parent)
        if idx is None or out[idx].scoped:
            return
        out[idx].scoped = True
        i = rel.rfind("/", 0, i)


def under_ignored(rel: str, scope: Scope) -> bool:
    """Is a folder above `rel` ignored (then `rel` is not recorded either)?"""
    i = rel.find("/")
    while i > 0:
        if scope.ignored(rel[:i], True):
            return True
        i = rel.find("/", i + 1)
    return False


class BaseIndex:
    """What a tracked scan needs to know of its base manifest beyond the entries: each folder's
    children, the files that had several links, the paths of each inode. Built once per base
    (a run examines, checkpoints and restores against the same one)."""

    def __init__(self, base: Manifest) -> None:
        children: dict[str, list[str]] = {}
        multi: list[str] = []
        files = size = 0
        for p, e in base.entries.items():
            children.setdefault(p.rpartition("/")[0], []).append(p)
            if e.nlink > 1 and e.kind != DIR:  # (a symlink or fifo can have several names too)
                multi.append(p)
            if e.kind == FILE:
                files += 1
                size += e.size
        self.children = children
        self.multi = multi
        self.files, self.bytes = files, size  # the base's totals: a tracked scan's are these + changes
        self._base = weakref.ref(base)
        self._by_ino: dict[int, list[str]] | None = None

    def by_ino(self, ino: int) -> list[str]:
        if self._by_ino is None:
            base = self._base()
            self._by_ino = {}
            for p, e in (base.entries.items() if base is not None else ()):
                if e.kind != DIR:
                    self._by_ino.setdefault(e.ino, []).append(p)
        return self._by_ino.get(ino, [])

    def below(self, rel: str) -> list[str]:
        """Every base path strictly below folder `rel`."""
        out: list[str] = []
        stack = [rel]
        children = self.children
        while stack:
            for c in children.get(stack.pop(), ()):
                out.append(c)
                stack.append(c)
        return out


_INDEXES: weakref.WeakKeyDictionary[Manifest, BaseIndex] = weakref.WeakKeyDictionary()


def base_index(base: Manifest) -> BaseIndex:
    index = _INDEXES.get(base)
    if index is None:
        index = _INDEXES[base] = BaseIndex(base)
    return index


class _TouchedWalk:
    """The paths a tracked scan visits: the touched ones, every path below the touched subtrees
    (and below a folder that was something else in the base), the files of the base that had
    several links (a write through another link is reported on no watched folder), the other
    names of any multi-link inode it meets, and, for a narrowed scope, the folders above what
    changed (a folder is in scope when something below it is)."""

    def __init__(self, dirs: DirFds, scope: Scope, base: Manifest, leftovers: list[str],
                 reserved: str | None = None) -> None:
        self.reserved = reserved
        self.dirs = dirs
        self.scope = scope
        self.base = base
        self.index = base_index(base)
        self.leftovers = leftovers
        self.visited: set[str] = set()  # base entries at these paths are dropped (replaced by `out`)
        self.out: list[_Stat] = []

    def run(self, touched: Touched, extra: Iterable[str]) -> list[_Stat]:
        subtrees = sorted(touched.subtrees)
        tops: set[str] = set()
        for sub in subtrees:  # the outermost ones: the others are walked with them
            if not _has_ancestor(sub, tops):
                tops.add(sub)
        for sub in sorted(tops):
            self.visit(sub, whole=True)
        for p in (*touched.paths, *self.index.multi, *extra):
            if p and p not in self.visited and not _has_ancestor(p, tops):
                self.visit(p)
        for ino in touched.inodes:  # files written through a hard link (maybe gone again)
            for p in self.index.by_ino(ino):
                if p not in self.visited and not _has_ancestor(p, tops):
                    self.visit(p)
        i = 0
        while i < len(self.out):  # the other names of an inode with several links
            s = self.out[i]
            i += 1
            if s.nlink > 1 and not stat.S_ISDIR(s.mode):
                for p in self.index.by_ino(s.ino):
                    if p not in self.visited:
                        self.visit(p)
        if not self.scope.everything:
            self._rescope()
        return self.out

    def visit(self, rel: str, whole: bool = False) -> None:
        visited = self.visited
        if rel in visited:
            return
        visited.add(rel)
        name = rel.rpartition("/")[2]
        if self.reserved is not None and name.startswith(self.reserved):
            self.leftovers.append(rel)
            return
        st = self.dirs.lookup(rel)
        base_e = self.base.entries.get(rel)
        if st is None:
            self._drop_below(rel, base_e)
            return
        is_dir = stat.S_ISDIR(st.st_mode)
        scope = self.scope
        if scope.ignored(rel, is_dir) or under_ignored(rel, scope):
            self._drop_below(rel, base_e)
            return
        self.out.append(_Stat(rel, st, scope.everything or scope.contains(rel, is_dir)))
        if not is_dir:
            self._drop_below(rel, base_e)
            return
        self.dirs.ids[rel] = (st.st_dev, st.st_ino)
        if whole or base_e is None or base_e.kind != DIR:
            self._drop_below(rel, base_e)
            for s in _walk(self.dirs, scope, self.leftovers, rel, self.reserved):
                self.out.append(s)
                visited.add(s.rel)

    def _drop_below(self, rel: str, base_e: Entry | None) -> None:
        """The base's paths below `rel` are gone (or walked again)."""
        if base_e is not None and base_e.kind == DIR:
            self.visited.update(self.index.below(rel))

    def _rescope(self) -> None:
        """A folder is in scope when it matches or holds something in scope: recompute that for
        the folders above every visited path (their base flag may be stale)."""
        above: set[str] = set()
        for rel in list(self.visited):
            i = rel.rfind("/")
            while i > 0:
                parent = rel[:i]
                if parent in above:
                    break
                above.add(parent)
                i = rel.rfind("/", 0, i)
        for parent in sorted(above):
            if parent not in self.visited:
                self.visit(parent)
        holding: set[str] = set()  # folders with something in scope below them
        visited = self.visited
        for p, e in self.base.entries.items():
            if e.scoped and p not in visited:
                _mark_holding(holding, p)
        for s in self.out:
            if s.scoped:
                _mark_holding(holding, s.rel)
        for s in self.out:
            if not s.scoped and s.rel in holding:
                s.scoped = True


def _mark_holding(holding: set[str], rel: str) -> None:
    i = rel.rfind("/")
    while i > 0:
        parent = rel[:i]
        if parent in holding:
            return
        holding.add(parent)
        i = rel.rfind("/", 0, i)


def _has_ancestor(rel: str, folders: set[str]) -> bool:
    if not folders:
        return False
    i = rel.rfind("/")
    while i > 0:
        if rel[:i] in folders:
            return True
        i = rel.rfind("/", 0, i)
    return rel != "" and "" in folders



def _wait_for_writer(fd: int) -> None:
    """Wait for a write to the file that is under way (after the fstat just taken, before reading).

    A write updates the file's times when it starts and copies its data after: a write begun just
    before our fstat and still copying while we read would tear the read without changing a
    timestamp we compare. SEEK_DATA takes the inode lock that such a write holds (ext4, tmpfs,
    btrfs; XFS reads take the lock themselves), so once it returns that write has finished; any
    later write changes the ctime the check after the read compares."""
    with contextlib.suppress(OSError):  # ENXIO (empty, all hole), EINVAL (no SEEK_DATA): nothing to wait for
        os.lseek(fd, 0, os.SEEK_DATA)
    os.lseek(fd, 0, os.SEEK_SET)  # the file is read next, from its start


def _settled_fstat(fd: int) -> os.stat_result:
    """The file's stat once no write is under way: fstat, wait for a write in flight, fstat again
    until both agree (a write caught half-way shows a partial size: reading then would be wasted)."""
    st = os.fstat(fd)
    for i in range(SETTLE_TRIES):
        _wait_for_writer(fd)
        again = os.fstat(fd)
        if (again.st_size, again.st_mtime_ns, again.st_ctime_ns) == (st.st_size, st.st_mtime_ns, st.st_ctime_ns):
            return st
        st = again
        time.sleep(0.002 * (i + 1))
    return st


class Scanner:
    """Turns a walk into a manifest; with a writer it also stores new content."""

    def __init__(self, workspace: Path, scope: Scope, parent: dict[str, tuple[Any, ...]] | None,
                 writer: ObjectWriter | None, existing: Callable[[list[str]], set[str]] | None,
                 reflink: bool = False, progress: Progress | None = None, reserved: str | None = None) -> None:
        self.workspace = workspace
        self.reserved = reserved  # the store's temp-file prefix: such names are its leftovers
        self.scope = scope
        self.parent = parent
        self.writer = writer
        self.existing = existing
        self.reflink = reflink
        self.progress = progress
        self.stats = ScanStats()
        self.root = str(workspace) + "/"
        self.leftovers: list[str] = []
        self._batch: list[tuple[str, bytes]] = []
        self._batch_bytes = 0
        self.visited: set[str] = set()  # a tracked scan's visited paths (restore plans only these)

    def scan(self, scan_start_ns: int, read_only: bool = False, budget: int | None = None,
             base: Manifest | None = None, touched: Touched | None = None,
             extra: Iterable[str] = ()) -> Manifest:
        """A manifest of the workspace. With `base` and `touched` (what may differ from `base`,
        store/track.py), only the touched paths are visited: the rest is `base`'s entries.
        `extra`: more paths to visit as if touched. The caller checks `base` was taken with the
        same scope (and read-only or not) as this scan."""
        self.dirs = DirFds(self.workspace)
        try:
            if base is None or touched is None or touched.everything:
                return Manifest(self._entries(walk(self.workspace, self.scope, self.leftovers, self.dirs,
                                                   self.reserved),
                                              read_only, budget), scan_start_ns, self.scope.patterns)
            return self._scan_touched(base, touched, extra, scan_start_ns, read_only, budget)
        finally:
            self.dirs.close()

    def _scan_touched(self, base: Manifest, touched: Touched, extra: Iterable[str], scan_start_ns: int,
                      read_only: bool, budget: int | None) -> Manifest:
        tw = _TouchedWalk(self.dirs, self.scope, base, self.leftovers, self.reserved)
        stats = tw.run(touched, extra)
        self.visited = tw.visited  # every path whose entry was looked at again (restore plans only these)
        fresh = self._entries(stats, read_only, budget)
        merged = dict(base.entries)
        pop = merged.pop
        # the checkpoint's totals are the whole tree's, as a full scan's are: the base's, less what
        # was visited again (added back by `fresh`, counted by _entries)
        files, size = tw.index.files, tw.index.bytes
        for rel in tw.visited:
            old = pop(rel, None)
            if old is not None and old.kind == FILE:
                files -= 1
                size -= old.size
        for e in fresh:
            merged[e.path] = e
        self.stats.files += files
        self.stats.bytes += size
        m = Manifest((), scan_start_ns, self.scope.patterns)
        m.entries = merged
        m.packed_from, m.changed = base, tw.visited  # encode() splices the base's packed rows
        return m

    def _entries(self, stats: list[_Stat], read_only: bool, budget: int | None) -> list[Entry]:
        """Entries of walked paths: stat data, plus content (from the stat cache or read) in scope."""
        entries: list[Entry] = []
        todo: list[tuple[int, _Stat]] = []
        # The first path (in sorted order) of a hard-linked inode holds the content; the others link
        # to it. Sorted, not walk order, so the same tree always gives the same manifest.
        links: dict[tuple[int, int], str] = {}
        if not read_only:
            for s in stats:
                if s.scoped and s.nlink > 1 and (s.mode >> 12) == _FILE_TYPE:
                    key = (s.dev, s.ino)
                    first = links.get(key)
                    if first is None or s.rel < first:
                        links[key] = s.rel
        kinds = _KINDS
        cache = self.parent or {}
        files = size_sum = 0
        append = entries.append
        stats.reverse()
        pop = stats.pop
        while stats:  # popping frees each walk record once it is an entry: peak memory is one, not both
            s = pop()
            mode = s.mode
            kind = kinds.get(mode >> 12, SPECIAL)
            content: str | None = None
            target: str | None = None
            link: str | None = None
            xattrs = extents = rdev = None
            queued = False
            scoped = s.scoped and not read_only
            if scoped and kind != FILE:
                xattrs = self._xattrs(s.rel)
            if kind == FILE:
                files += 1
                size_sum += s.size
                if scoped:
                    if s.nlink > 1:
                        first = links.get((s.dev, s.ino))
                        link = first if first != s.rel else None
                    if link is None:
                        # the stat cache, inline: this loop runs once per file of the workspace
                        c = cache.get(s.rel)
                        if c is not None and c[1] == stat_key(s.size, s.mtime_ns, s.ctime_ns, s.ino):
                            content = c[2].hex()
                            # setting an attribute or ACL changes the ctime: an unchanged key proves them
                            xattrs = c[3] if len(c) > 3 else None
                            if maybe_sparse(s.size, s.blocks):
                                extents = self._extents(s)
                        else:
                            todo.append((len(entries), s))  # its attributes are read with it, by fd
                            queued = True
                    if xattrs is None and not queued:
                        xattrs = self._xattrs(s.rel)
            elif scoped:
                if kind == SYMLINK:
                    try:
                        parent, _, name = s.rel.rpartition("/")
                        target = os.readlink(name, dir_fd=self.dirs.get(parent))
                    except OSError as err:
                        raise StoreError(f"cannot read symlink {s.rel}: {err.strerror}") from err
                elif kind == SPECIAL:
                    self.stats.special.append(s.rel)
                    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
                        rdev = s.rdev
                    elif stat.S_ISSOCK(mode):
                        self.stats.sockets.append(s.rel)
            append(Entry(s.rel, kind, mode, s.size, s.mtime_ns, s.ctime_ns, s.ino, s.nlink, content, target,
                         scoped, link, s.uid, s.gid, xattrs, extents, rdev))
        self.stats.files += files
        self.stats.bytes += size_sum
        # the walk's records are in `entries` now: free them before reading and encoding (cleared, not
        # only unbound: the caller's call still holds the list)
        stats.clear()
        del stats, cache
        if todo and budget is not None and self.writer is not None:
            self._check_budget(todo, budget)
        total = sum(s.size for _, s in todo)
        done = 0
        todo.reverse()
        while todo:  # popped, so each walk record is freed once read (a first checkpoint reads them all)
            idx, s = todo.pop()
            content, st, extents, xattrs = self._read(s)
            entries[idx] = entries[idx]._replace(content=content, size=st.st_size, mtime_ns=st.st_mtime_ns,
                                                 ctime_ns=st.st_ctime_ns, ino=st.st_ino, mode=st.st_mode,
                                                 uid=_intern_id(st.st_uid), gid=_intern_id(st.st_gid),
                                                 extents=extents, xattrs=xattrs)
            done += st.st_size
            if self.progress is not None:
                self.progress("read", done, total)
        self._flush_batch()
        # hard links share the content of the first path of their inode
        by_path = {e.path: i for i, e in enumerate(entries)} if links else {}
        for i, linked in enumerate(entries if links else ()):
            if linked.link is not None:
                master = entries[by_path[linked.link]]
                entries[i] = linked._replace(content=master.content)
        return entries

    # -- reading files -------------------------------------------------------------------------

    def _xattrs(self, rel: str) -> Xattrs | None:
        """A path's extended attributes, reached through its folder's fd (as every read is)."""
        if not PROC_FD:
            return read_xattrs(self.root + rel)
        parent, _, name = rel.rpartition("/")
        return read_xattrs(f"/proc/self/fd/{self.dirs.get(parent)}/{name}")

    def _extents(self, s: _Stat) -> Extents | None:
        try:
            fd = self.dirs.open_file(s.rel, _O_READ | os.O_NONBLOCK)
        except OSError:
            return None  # unreadable now: the file is recorded dense
        try:
            return data_extents(fd, s.size)
        finally:
            os.close(fd)

    def _read(self, s: _Stat) -> tuple[str, os.stat_result, Extents | None, Xattrs | None]:
        for attempt in range(READ_TRIES):
            if attempt:
                time.sleep(READ_BACKOFF[attempt - 1])  # a file written in bursts: read it in a quiet moment
            try:
                fd = self.dirs.open_file(s.rel, _O_READ)
            except OSError as err:
                if err.errno == errno.ELOOP:
                    raise StoreError(f"{s.rel} changed from a file to a symlink while being read") from err
                raise StoreError(f"cannot read {s.rel}: {err.strerror} (fix its permissions, or leave it out "
                                 f"with --scope or .savepointignore)") from err
            try:
                before = _settled_fstat(fd)
                if not stat.S_ISREG(before.st_mode):
                    raise StoreError(f"{s.rel} is no longer a regular file")
                if before.st_dev != s.dev:  # not the file the walk saw (reached through its folders)
                    raise StoreError(f"{s.rel} was replaced while the checkpoint read it; nothing from "
                                     f"outside the workspace was stored. Take the checkpoint again")
                extents = (data_extents(fd, before.st_size) if maybe_sparse(before.st_size, before.st_blocks)
                           else None)
                xattrs = read_xattrs(fd)  # a change to them changes the ctime: the check below sees it
                try:
                    if before.st_size > CHUNK:
                        content, new_ids = self._read_chunked(fd, before.st_size, extents)
                    else:
                        content, new_ids = self._read_small(fd), []
                except OSError as err:
                    if err.errno in (errno.ENOSPC, errno.EDQUOT):  # storing it, not reading it: the disk is full
                        raise NoSpace(f"no space left on device to store {s.rel}") from err
                    raise StoreError(f"cannot read {s.rel}: {err.strerror}") from err
                after = os.fstat(fd)
            finally:
                os.close(fd)
            if (before.st_size, before.st_mtime_ns, before.st_ctime_ns) == (
                    after.st_size, after.st_mtime_ns, after.st_ctime_ns):
                self.stats.read_files += 1
                self.stats.read_bytes += after.st_size
                self.stats.read_paths.append(s.rel)
                return content, after, extents, xattrs
            if self.writer is not None:
                self.writer.forget(new_ids)
        raise StoreError(f"{s.rel} keeps changing while being read; stop what writes it, or leave it "
                         f"out with --scope or .savepointignore")

    def _read_small(self, fd: int) -> str:
        parts = []
        while True:
            b = os.read(fd, 1 << 20)
            if not b:
                break
            parts.append(b)
        data = b"".join(parts) if len(parts) != 1 else parts[0]
        blob_id = hash_bytes(data)
        if self.writer is not None and not self.writer.known(blob_id):
            if len(data) < PACK_LIMIT:
                self._batch.append((blob_id, data))
                self._batch_bytes += len(data)
                if self._batch_bytes >= SMALL_BATCH_BYTES or len(self._batch) >= 2000:
                    self._flush_batch()
            else:
                self._put_checked(blob_id, data)
        return blob_id

    def _put_checked(self, blob_id: str, data: bytes) -> None:
        assert self.writer is not None and self.existing is not None
        if self.existing([blob_id]):
            self.writer.mark_known([blob_id])
        else:
            self.writer.put(blob_id, data)
            self.stats.new_bytes += len(data)

    def _flush_batch(self) -> None:
        if not self._batch or self.writer is None or self.existing is None:
            self._batch.clear()
            return
        present = self.existing([b for b, _ in self._batch])
        self.writer.mark_known(present)
        for blob_id, data in self._batch:
            if not self.writer.known(blob_id):
                self.writer.put(blob_id, data)
                self.stats.new_bytes += len(data)
        self._batch.clear()
        self._batch_bytes = 0

    def _read_chunked(self, fd: int, size: int, extents: Extents | None = None) -> tuple[str, list[str]]:
        """Hash a big file chunk by chunk; store the new chunks (cloned when the fs allows). A chunk
        wholly inside a hole of a sparse file is not read: it is zeros (cost follows the data)."""
        src = fd
        clone_fd: int | None = None
        if self.writer is not None and self.reflink and extents is None:
            clone_fd = self._clone_whole(fd)
            if clone_fd is not None:
                src = clone_fd  # a stable private copy: its content cannot change under us
        try:
            ids: list[str] = []
            new_ids: list[str] = []
            off = 0
            while True:
                if extents is not None and off < size and not overlaps(extents, off, off + CHUNK):
                    n = min(CHUNK, size - off)
                    cid = zero_blob_id(n)
                    ids.append(cid)
                    if self.writer is not None and not self.writer.known(cid):
                        assert self.existing is not None
                        if self.existing([cid]):
                            self.writer.mark_known([cid])
                        else:
                            self.writer.put(cid, bytes(n))
                            self.stats.new_bytes += n
                            new_ids.append(cid)
                    off += n
                    continue
                data = os.pread(src, CHUNK, off)
                if not data:
                    break
                while len(data) < CHUNK:  # short reads happen on some filesystems
                    more = os.pread(src, CHUNK - len(data), off + len(data))
                    if not more:
                        break
                    data += more
                cid = hash_big(data)
                ids.append(cid)
                if self.writer is not None and not self.writer.known(cid):
                    assert self.existing is not None
                    if self.existing([cid]):
                        self.writer.mark_known([cid])
                    else:
                        cloned = clone_fd is not None and self.writer.put_clone(cid, src, off, len(data))
                        if not cloned:
                            self.writer.put(cid, data)
                            self.stats.new_bytes += len(data)
                        new_ids.append(cid)
                off += len(data)
            content = chunked_content_id(ids)
            if self.writer is not None:
                self.writer.add_chunklist(content, ids)
            return content, new_ids
        finally:
            if clone_fd is not None:
                os.close(clone_fd)

    def _clone_whole(self, fd: int) -> int | None:
        assert self.writer is not None
        tmpdir = self.writer.store.tmp
        tmpdir.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            cfd = os.open(tmpdir, os.O_RDWR | os.O_TMPFILE | os.O_CLOEXEC, 0o600)
        except OSError:
            return None
        try:
            fcntl.ioctl(cfd, FICLONE, fd)
            return cfd
        except OSError:
            os.close(cfd)
            self.reflink = False  # learned: this filesystem pair cannot clone
            return None

    # -- budget ----------------------------------------------------------------------------------

    def _check_budget(self, todo: list[tuple[int, _Stat]], budget: int) -> None:
        """Refuse before copying anything when the new data would exceed the budget."""
        estimate = sum(min(s.size, s.blocks * 512) for _, s in todo)  # a sparse file's holes cost nothing
        if estimate <= budget:
            return
        # The estimate counts every changed file whole; measure what is really new (dedup, chunks).
        assert self.existing is not None
        new_by_path: list[tuple[int, str]] = []
        for _, s in todo:
            new = 0
            with contextlib.suppress(OSError):
                fd = self.dirs.open_file(s.rel, _O_READ)
                try:
                    off = 0
                    ids: list[tuple[str, int]] = []
                    while True:
                        data = os.pread(fd, CHUNK, off)
                        if not data:
                            break
                        ids.append((hash_big(data) if s.size > CHUNK else hash_bytes(data), len(data)))
                        off += len(data)
                    present = self.existing([i for i, _ in ids])
                    new = sum(n for i, n in ids if i not in present)
                finally:
                    os.close(fd)
            new_by_path.append((new, s.rel))
        total = sum(n for n, _ in new_by_path)
        if total <= budget:
            return
        top = sorted(new_by_path, reverse=True)[:5]
        largest = ", ".join(f"{p} ({format_size(n)})" for n, p in top if n > 0)
        raise BudgetExceeded(
            f"checkpoint would store {format_size(total)} of new data, over its budget of "
            f"{format_size(budget)}; largest new paths: {largest}. Narrow it with --scope or "
            f".savepointignore, or raise the budget (--budget SIZE, or budget in savepoint.toml)")
