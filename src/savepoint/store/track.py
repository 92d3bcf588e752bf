"""Which paths may have changed since a known checkpoint: inotify watches on every folder.

A `ChangeTracker` watches every folder of the workspace (the store folder excluded) and folds the
events into a `Touched`: the paths whose entry may differ from the base checkpoint, and the
folders to walk whole (made or moved in while tracked: what was put in them before their watch
existed has no event). A checkpoint, an examination or a restore given a `Touched` visits only
those (store/scan.py `Scanner.scan(base=, touched=)`).

Exactness first: a queue overflow, a watch that could not be added (the per-user watch limit),
a watch the kernel dropped on a folder we still need, a barrier that timed out: `touched()` says
None, and the caller scans everything as it always did. A spurious "touched" costs one stat.

Known limits (docs/run.md): a write through a shared mmap makes no event until the file is
closed (a write after its last close is never seen); a write through a hard link made from
outside the workspace during the interval is not seen on the workspace's folders (a file that
already had several links when the base was taken is always re-read by the store).

Events are read by a background thread as they come (so a busy task does not overflow the
kernel's queue while the run loop waits); `sync()` is a barrier: it creates a cookie file in the
workspace root and waits until the thread has folded its event, so every event caused before
the call is in.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import select
import stat
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from savepoint.store.scan import TMP_PREFIX

STORE_DIR = ".savepoint"
SYNC_TIMEOUT = 10.0  # seconds; a loaded machine may take a while to schedule the reader thread
REWATCH_BACKOFF = 300.0  # seconds between tries to set the watches up again after one failed
MAX_MOVES = 4096  # folder moves awaiting their other half (a long-lived tracker: the hook helper)

# inotify event bits (linux/inotify.h); inotify_simple is imported only when a tracker starts
IN_MODIFY = 0x2
IN_ATTRIB = 0x4
IN_CLOSE_WRITE = 0x8
IN_MOVED_FROM = 0x40
IN_MOVED_TO = 0x80
IN_CREATE = 0x100
IN_DELETE = 0x200
IN_DELETE_SELF = 0x400
IN_MOVE_SELF = 0x800
IN_UNMOUNT = 0x2000
IN_Q_OVERFLOW = 0x4000
IN_IGNORED = 0x8000
IN_ONLYDIR = 0x01000000
IN_DONT_FOLLOW = 0x02000000
IN_ISDIR = 0x40000000
IN_MASK_ADD = 0x20000000
# CLOSE_WRITE as well as MODIFY: it also reports a file written through mmap and then closed
WATCH_MASK = (IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
              | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW)


@dataclass(frozen=True)
class Touched:
    """Workspace-relative paths that may differ from the base checkpoint."""

    paths: frozenset[str]  # files/links/folders whose entry may have changed, appeared or gone
    subtrees: frozenset[str]  # folders to walk entirely; "" means the whole workspace (== full scan)
    # inodes of files seen with several links when made or written: every base path of one of
    # them is visited too (a write through a hard link made meanwhile, and gone again by the
    # scan, changed that file with no event on its own folder)
    inodes: frozenset[int] = frozenset()

    @property
    def everything(self) -> bool:
        return "" in self.subtrees


def _quiet_close(ino: Any) -> None:
    with contextlib.suppress(OSError):
        ino.close()


def _join(parent: str, name: str) -> str:
    if not name:
        return parent
    return f"{parent}/{name}" if parent else name


def _parent(rel: str) -> str:
    return rel.rpartition("/")[0]


class ChangeTracker:
    """inotify watches on the workspace (store folder excluded), events folded into a Touched."""

    def __init__(self, workspace: Path, exclude: Callable[[str], bool] | None,
                 cookie_dir: Path | None = None, reserved: str = TMP_PREFIX) -> None:
        self.workspace = workspace
        # sync cookies are named with the store's temp-file prefix (Store.tmp_prefix): a scan
        # leaves such names out, and a user's own file can never be taken for one
        self._cookie = reserved + "sync-"
        self.root = str(workspace)
        self.exclude = exclude
        # where sync() makes its cookie files: a folder of the store (watched on its own, not
        # part of the workspace) so that a sync writes nothing in the workspace; else its root
        self.cookie_dir = str(cookie_dir) if cookie_dir is not None else None
        self._cookie_wd: int | None = None
        self._retry_at = 0.0  # after a failed set-up, no new one before (monotonic time)
        self._lock = threading.Condition()
        # path -> the interval (`_gen`) of its last event: `mark()` starts a new interval, so
        # `touched_since(mark)` is every path with an event after that mark
        self._paths: dict[str, int] = {}
        self._subtrees: dict[str, int] = {}
        self._inodes: dict[int, int] = {}
        self._gen = 0
        self._epoch = 0  # bumped when the watches are set up again after a doubt: older marks are void
        self.doubt: str | None = None  # why touched() says None (for logs and tests)
        self._wds: dict[int, str] = {}
        self._dead: set[int] = set()  # watches whose folder was deleted: their IN_IGNORED is expected
        self._moves: dict[int, str] = {}  # cookie -> old path of a folder moved away (IN_MOVED_FROM)
        self._cookies: set[str] = set()  # sync cookies seen by the reader
        self._counter = itertools.count()
        self._closed = False
        self._inotify: Any = None
        self._thread: threading.Thread | None = None
        self._wake_r = self._wake_w = -1

    # -- life cycle ------------------------------------------------------------------------------

    @classmethod
    def start(cls, workspace: Path, *, exclude: Callable[[str], bool] | None = None,
              cookie_dir: Path | None = None, reserved: str = TMP_PREFIX) -> ChangeTracker | None:
        """Watches every folder; None when inotify is unavailable, the watch limit is hit, or the
        workspace is on a file system whose changes inotify cannot see (network, shared folders)."""
        tracker = cls(Path(workspace).resolve(), exclude, cookie_dir, reserved)  # (resolved: the store's spelling)
        if unwatchable(tracker.root) is not None or not tracker._setup():
            tracker.close()
            return None
        return tracker

    def _setup(self) -> bool:
        try:
            # lazy import (startup time): keeps inotify_simple and ctypes off the import path
            import inotify_simple
        except ImportError:
            return False
        try:
            self._inotify = inotify_simple.INotify(nonblocking=True)
        except OSError:
            return False
        self._wds.clear()
        self._dead.clear()
        self._moves.clear()
        self._cookie_wd = None
        with self._lock:
            self._watch_tree("")
            if self.doubt is None and self.cookie_dir is not None:
                try:
                    # (MASK_ADD: were it a folder watched already, that watch keeps its events)
                    wd = self._inotify.add_watch(self.cookie_dir,
                                                 IN_CREATE | IN_ONLYDIR | IN_DONT_FOLLOW | IN_MASK_ADD)
                except OSError:
                    wd = None
                if wd is None or wd in self._wds:
                    self.cookie_dir = None  # (then the cookies go to the workspace root, as before)
                else:
                    self._cookie_wd = wd
            if self.doubt is not None:
                # give every watch back at once: the per-user limit is shared with the user's
                # other programs (editors, dev servers), which a half-set-up tracker would starve
                with contextlib.suppress(OSError):
                    self._inotify.close()
                self._inotify = None
                return False
        self._wake_r, self._wake_w = os.pipe2(os.O_CLOEXEC | os.O_NONBLOCK)
        self._thread = threading.Thread(target=self._reader, name="savepoint-track", daemon=True)
        self._thread.start()
        return True

    def _teardown(self, wait: bool = True) -> None:
        if self._wake_w >= 0:
            with contextlib.suppress(OSError):
                os.write(self._wake_w, b"x")
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=5)
        self._thread = None
        for fd in (self._wake_r, self._wake_w):
            if fd >= 0:
                with contextlib.suppress(OSError):
                    os.close(fd)
        self._wake_r = self._wake_w = -1
        if self._inotify is not None:
            ino, self._inotify = self._inotify, None
            if wait:
                with contextlib.suppress(OSError):
                    ino.close()
            else:  # closing an inotify fd waits for the kernel to free its watches (~10 ms)
                threading.Thread(target=_quiet_close, args=(ino,), name="savepoint-track-close",
                                 daemon=True).start()

    def release(self) -> None:
        """In doubt: give the watches back now (the per-user limit is shared with the user's other
        programs); the next mark() sets them up again, REWATCH_BACKOFF after a failed set-up."""
        if self.doubt is not None and not self._closed and self._inotify is not None:
            self._teardown()

    def close(self, wait: bool = True) -> None:
        """Stop watching. `wait=False`: the kernel's freeing of the watches goes on in the
        background (what is left of the caller's work overlaps it)."""
        self._closed = True
        self._teardown(wait)

    def __enter__(self) -> ChangeTracker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the interface ---------------------------------------------------------------------------

    def sync(self) -> None:
        """Barrier: returns once every event caused before the call has been folded in (a
        cookie file created and its event seen). A timeout leaves the tracker in doubt."""
        if self._closed or self._thread is None:
            return
        name = f"{self._cookie}{os.getpid()}-{next(self._counter)}-{os.urandom(3).hex()}"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        path = os.path.join(self.cookie_dir or self.root, name)
        try:
            fd = os.open(path, flags, 0o600)
        except OSError as e:
            if self.cookie_dir is None:
                self._doubt(f"cannot create the sync file in the workspace: {e.strerror}")
                return
            self.cookie_dir = None  # (the store's folder refused it: the workspace root from now on)
            path = os.path.join(self.root, name)
            try:
                fd = os.open(path, flags, 0o600)
            except OSError as e2:
                self._doubt(f"cannot create the sync file in the workspace: {e2.strerror}")
                return
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(path)
        with self._lock:
            seen = self._lock.wait_for(lambda: name in self._cookies or self.doubt is not None
                                       or self._thread is None, timeout=SYNC_TIMEOUT)
            self._cookies.discard(name)
            if not seen:
                self.doubt = self.doubt or "the change tracker did not see its sync file in time"

    def touched(self) -> Touched | None:
        """Everything since start (or since the last reset), after a `sync()`; None on queue
        overflow, a lost watch, or any other doubt."""
        self.sync()
        with self._lock:
            if self.doubt is not None or self._closed:
                return None
            return Touched(frozenset(self._paths), frozenset(self._subtrees), frozenset(self._inodes))

    def mark(self) -> tuple[int, int]:
        """Start a new interval without forgetting the old ones: take it BEFORE the scan of a
        checkpoint begins, and `touched_since(mark)` later is what may differ from that checkpoint.
        After a doubt the watches are set up again first (a new epoch: older marks are void)."""
        self.sync()
        with self._lock:
            doubt = self.doubt
        if doubt is not None and not self._closed:
            self._rewatch()
        with self._lock:
            self._gen += 1
            return self._epoch, self._gen

    def touched_since(self, mark: tuple[int, int]) -> Touched | None:
        """Every path with an event after `mark` (a barrier first); None when in doubt or when
        the mark is from before the watches were last set up again."""
        self.sync()
        epoch, gen = mark
        with self._lock:
            if self.doubt is not None or self._closed or epoch != self._epoch:
                return None
            return Touched(frozenset(p for p, g in self._paths.items() if g >= gen),
                           frozenset(p for p, g in self._subtrees.items() if g >= gen),
                           frozenset(i for i, g in self._inodes.items() if g >= gen))

    def forget_before(self, mark: tuple[int, int]) -> None:
        """Drop what only intervals before `mark` need (no caller will ask about them again)."""
        epoch, gen = mark
        with self._lock:
            if epoch != self._epoch:
                return
            for d in (self._paths, self._subtrees):
                for p in [p for p, g in d.items() if g < gen]:
                    del d[p]
            for i in [i for i, g in self._inodes.items() if g < gen]:
                del self._inodes[i]

    def reset(self) -> None:
        """Start a new interval. Call it BEFORE the scan of the checkpoint that becomes the new
        base starts: what changes during that scan then counts in the new interval too. After a
        doubt, the watches are set up again from scratch (events may have been lost)."""
        self.sync()
        with self._lock:
            self._paths.clear()
            self._subtrees.clear()
            self._inodes.clear()
            doubt = self.doubt
        if doubt is not None and not self._closed:
            self._rewatch()

    def _rewatch(self) -> None:
        """After a doubt: every watch set up again from scratch (events may have been lost).
        After a failed set-up (the watch limit), not again for REWATCH_BACKOFF seconds: each
        try would walk every folder and hold the user's watches for nothing."""
        if time.monotonic() < self._retry_at:
            with self._lock:
                self._epoch += 1  # (marks taken meanwhile are void: touched_since says None)
            return
        self._teardown()
        with self._lock:
            self.doubt = None
            self._epoch += 1
            self._paths.clear()
            self._subtrees.clear()
            self._inodes.clear()
        if not self._setup():
            self._retry_at = time.monotonic() + REWATCH_BACKOFF
            self._doubt(self.doubt or "could not set the watches up again")

    # -- watching --------------------------------------------------------------------------------

    def _doubt(self, why: str) -> None:
        with self._lock:
            if self.doubt is None:
                self.doubt = why
            self._lock.notify_all()

    def _excluded(self, rel: str) -> bool:
        return rel == STORE_DIR or (self.exclude is not None and rel != "" and self.exclude(rel))

    def _watch_tree(self, top: str) -> None:
        """Watch `top` and every folder below it: the watch is added before the folder is listed,
        so a child made meanwhile is either listed or reported. Called with the lock held."""
        stack = [top]
        while stack:
            rel = stack.pop()
            if self._excluded(rel):
                continue
            path = os.path.join(self.root, rel) if rel else self.root
            try:
                wd = self._inotify.add_watch(path, WATCH_MASK)
            except OSError as e:
                if e.errno in (errno.ENOENT, errno.ENOTDIR) and rel:
                    continue  # gone (or replaced) already: its parent reports that
                if e.errno == errno.ENOSPC:
                    self.doubt = self.doubt or "the inotify watch limit was reached (fs.inotify.max_user_watches)"
                else:
                    self.doubt = self.doubt or f"cannot watch folder {rel or '.'}: {e.strerror}"
                return
            self._wds[wd] = rel
            self._dead.discard(wd)
            try:
                with os.scandir(path) as it:
                    for de in it:
                        try:
                            if de.is_dir(follow_symlinks=False):
                                stack.append(_join(rel, de.name))
                        except OSError:
                            continue
            except OSError as e:
                if e.errno in (errno.ENOENT, errno.ENOTDIR):
                    continue
                self.doubt = self.doubt or f"cannot read folder {rel or '.'}: {e.strerror}"
                return

    def _reader(self) -> None:
        poller = select.poll()
        ino = self._inotify
        poller.register(ino.fileno(), select.POLLIN)
        poller.register(self._wake_r, select.POLLIN)
        while True:
            ready = poller.poll()
            if any(fd == self._wake_r for fd, _ in ready):
                return
            try:
                events = ino.read(timeout=0)
            except OSError as e:
                self._doubt(f"reading change events failed: {e.strerror}")
                return
            with self._lock:
                try:
                    self._fold(events)
                except Exception as e:  # a bug must never pass for "nothing changed"
                    self.doubt = self.doubt or f"change tracker error: {e!r}"
                self._lock.notify_all()

    def _fold(self, events: Iterable[Any]) -> None:
        """Fold a batch of events in (lock held)."""
        wds = self._wds
        paths = self._paths
        gen = self._gen
        files: set[str] = set()  # made, moved in or written: looked at below for several links
        for wd, mask, cookie, name in events:
            if mask & IN_Q_OVERFLOW:
                self.doubt = self.doubt or "the kernel's event queue overflowed (fs.inotify.max_queued_events)"
                continue
            if wd == self._cookie_wd and wd is not None:
                if mask & IN_CREATE and name.startswith(self._cookie):
                    self._cookies.add(name)
                continue
            parent = wds.get(wd)
            if mask & IN_IGNORED:
                if parent is not None:
                    del wds[wd]
                    if wd not in self._dead:
                        self.doubt = self.doubt or f"the watch on folder {parent or '.'} was dropped"
                self._dead.discard(wd)
                continue
            if parent is None:
                continue  # a watch we no longer map
            if mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT) and not name:
                if parent == "":
                    self.doubt = self.doubt or "the workspace folder itself was moved or deleted"
                elif mask & IN_DELETE_SELF:
                    self._dead.add(wd)
                elif mask & IN_UNMOUNT:
                    self.doubt = self.doubt or f"the file system of {parent} was unmounted"
                continue  # (a move is reported by the parent's MOVED_FROM/MOVED_TO)
            if parent == "" and name.startswith(self._cookie):
                if mask & IN_CREATE:
                    self._cookies.add(name)
                continue
            rel = _join(parent, name)
            if not name:  # an event on the watched folder itself (its mode, attributes)
                if rel:
                    paths[rel] = gen
                continue
            if mask & (IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE):
                paths[rel] = gen
                if mask & (IN_MODIFY | IN_CLOSE_WRITE):
                    files.add(rel)
                continue
            # a child appeared, went, or was renamed: its own entry and its folder's (mtime)
            paths[rel] = gen
            if parent:
                paths[parent] = gen
            if not mask & IN_ISDIR:
                if mask & (IN_CREATE | IN_MOVED_TO):
                    files.add(rel)
                continue
            if mask & IN_MOVED_FROM:
                self._moves[cookie] = rel
                if len(self._moves) > MAX_MOVES:  # folders moved out of the workspace never match:
                    del self._moves[next(iter(self._moves))]  # forget the oldest (a late match
                    # is then taken as a folder from outside, which _watch_tree maps right too)
            elif mask & IN_CREATE:
                self._subtrees[rel] = gen
                self._watch_tree(rel)
            elif mask & IN_MOVED_TO:
                old = self._moves.pop(cookie, None)
                if old is not None:  # moved within the workspace: its watches now name the new path
                    cut = len(old)
                    for w, r in list(wds.items()):
                        if r == old or r.startswith(old + "/"):
                            wds[w] = rel + r[cut:]
                self._subtrees[rel] = gen
                self._watch_tree(rel)  # (from outside: unwatched so far; from inside: checks the map)
        self._note_links(files, gen)

    def _note_links(self, files: set[str], gen: int) -> None:
        """Record the inode of each of these files that has several links now (lock held). A hard
        link made during the interval and removed before the scan leaves no trace otherwise."""
        root = self.root
        for rel in files:
            try:
                st = os.lstat(os.path.join(root, rel))
            except OSError:
                continue  # gone already (a link made and removed faster than this: docs/run.md)
            if st.st_nlink > 1 and stat.S_ISREG(st.st_mode):
                self._inodes[st.st_ino] = gen


# File systems on which a change made elsewhere (another machine, the host of a VM or container,
# a FUSE daemon) makes no inotify event here: a tracker there would miss edits, so none starts.
REMOTE_FS = frozenset({"nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "virtiofs", "vboxsf", "afs", "ceph",
                       "glusterfs", "lustre", "gpfs", "beegfs", "davfs", "sshfs", "fuse"})
# File systems where SQLite's locks (and its WAL's shared memory) cannot be trusted: a catalog there
# may be corrupted by two machines, or two processes, writing at once (sqlite.org/faq.html#q5).
UNSAFE_FOR_CATALOG = frozenset({"nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "vboxsf", "afs", "davfs", "sshfs",
                                "fuse"})


def _mountinfo(lines: list[str] | None) -> list[str]:
    if lines is not None:
        return lines
    try:
        with open("/proc/self/mountinfo", encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()
    except OSError:
        return []


def _mounts(root: str, lines: list[str]) -> tuple[str, list[tuple[str, str]]]:
    """The kind of file system `root` is on ("" when unknown), and those mounted below it."""
    best, best_type = "", ""
    below: list[tuple[str, str]] = []
    prefix = root.rstrip("/") + "/"
    for line in lines:
        left, _, right = line.partition(" - ")
        fields, rest = left.split(), right.split()
        if len(fields) < 5 or not rest:
            continue
        point = fields[4].replace("\\040", " ")
        kind = rest[0].split(".", 1)[0]  # fuse.sshfs -> fuse
        if (prefix.startswith(point.rstrip("/") + "/") or point == root) and len(point) >= len(best):
            best, best_type = point, kind
        elif point.startswith(prefix):
            below.append((point, kind))
    return best_type, below


def mount_kind(path: str, lines: list[str] | None = None) -> str:
    """The kind of file system `path` is on (`ext4`, `nfs4`, `fuse` for any FUSE file system), from
    /proc/self/mountinfo or these lines of it; "" when unknown."""
    return _mounts(path, _mountinfo(lines))[0]


def unwatchable(root: str, lines: list[str] | None = None) -> str | None:
    """Why changes in `root` cannot be watched: it, or a file system mounted below it, is of a
    kind above (from /proc/self/mountinfo, or these lines of it); None when they can."""
    best_type, below = _mounts(root, _mountinfo(lines))
    if best_type in REMOTE_FS:
        return f"the workspace is on a {best_type} file system (changes made elsewhere make no event here)"
    for point, kind in below:
        if kind in REMOTE_FS:
            return f"{point} is a {kind} file system (changes made elsewhere make no event here)"
    return None
