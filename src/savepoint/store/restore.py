"""Making the workspace's scope equal to a manifest again, safely.

Every path is reached through directory file descriptors opened with O_NOFOLLOW, one component
at a time from the workspace root, so a symlink planted in the workspace (or in place of a
folder) can never redirect a write outside it. Stored names are checked (`..`, absolute, NUL,
the store itself). Files are written to a temp name in their folder and renamed over the old
one, so each file is replaced atomically; a big file that differs in a few chunks is patched in
place (the pre-restore checkpoint holds its old content, and re-running the restore converges).
Owner, mode, ACLs, extended attributes and mtime are applied in that order (store/meta.py);
setuid/setgid only where the owner is restored too. What the caller may not apply is reported.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from savepoint.errors import StoreError, UsageError
from savepoint.store import safe
from savepoint.store.manifest import DIR, FILE, SPECIAL, SYMLINK, Entry, Manifest, same_data, same_state
from savepoint.store.meta import MetaApplier, PathSwapped, overlaps
from savepoint.store.objects import CHUNK, ObjectStore, clone_range
from savepoint.store.scan import TMP_PREFIX, open_own_dir, under_ignored
from savepoint.store.scope import Scope, check_name

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
MAX_DIR_FDS = 128
_PATH_ROOM = 3000  # bytes of a relative path looked up in one call (PATH_MAX is 4096)


@dataclass
class RestorePlan:
    remove: list[Entry] = field(default_factory=list)  # current entries, deepest first
    create: list[Entry] = field(default_factory=list)  # target entries, parents first
    relink: list[Entry] = field(default_factory=list)  # target hard links
    touch: list[Entry] = field(default_factory=list)  # same content: fix perm / mtime only
    skipped: list[str] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.remove or self.create or self.relink or self.touch)


def make_plan(target: Manifest, current: Manifest, scope: Scope, only: set[str] | None = None) -> RestorePlan:
    """What to remove, create, re-link and touch so that the scope equals `target`. `only`: the
    paths that may differ (`differing`); the others are known equal and not looked at."""
    plan = RestorePlan()
    if only is None:
        tgt = {e.path: e for e in target.entries.values() if e.scoped}
        cur_scoped = [e for e in current.entries.values() if e.scoped]
    else:
        tgt = {p: e for p in only if (e := target.entries.get(p)) is not None and e.scoped}
        cur_scoped = [e for p in only if (e := current.entries.get(p)) is not None and e.scoped]
    removed: set[str] = set()
    for e in sorted(cur_scoped, key=lambda e: e.path, reverse=True):
        t = tgt.get(e.path)
        if t is None or t.kind != e.kind:
            plan.remove.append(e)
            removed.add(e.path)
    cur = current.entries
    split = _links_to_split(tgt, cur_scoped)
    for p in sorted(tgt):
        t = tgt[p]
        c = cur.get(p)
        gone = c is None or p in removed or not c.scoped
        if t.kind == SPECIAL and (gone or c is None or not same_data(t, c)):
            plan.create.append(t)  # fifo, device: made again; socket: reported
            if stat.S_ISSOCK(t.mode):
                plan.skipped.append(f"{p} (socket: recorded, not recreated)")
            continue
        if t.link is not None:
            plan.relink.append(t)
        elif gone or c is None or p in split or (not same_data(t, c) and t.kind in (FILE, SYMLINK)):
            plan.create.append(t)
        elif not same_state(t, c) or (t.kind != SYMLINK and t.mtime_ns != c.mtime_ns):
            plan.touch.append(t)  # same data: metadata only, contents are not rewritten
    # A manifest is data from disk: refuse names that could escape the workspace or reach into the
    # store before anything changes (only the entries the restore will write need the check).
    for e in (*plan.create, *plan.relink, *plan.touch):
        _check_entry(e, target, scope)
    return plan


def _check_entry(e: Entry, target: Manifest, scope: Scope) -> None:
    check_name(e.path)
    if scope.ignored(e.path, e.kind == DIR) or under_ignored(e.path, scope):
        raise UsageError(f"unsafe path in manifest: {e.path!r} is inside an ignored or store path")
    parent = e.path.rpartition("/")[0]
    if parent:
        pe = target.entries.get(parent)
        if pe is None or pe.kind != DIR:
            raise UsageError(f"unsafe path in manifest: {e.path!r} is not inside a folder of the checkpoint")
    if e.link is not None:
        check_name(e.link)
        master = target.entries.get(e.link)
        if master is None or master.kind != FILE or not master.scoped or master.link is not None:
            raise UsageError(f"unsafe hard link in manifest: {e.path!r} -> {e.link!r} is not a file of the "
                             f"checkpoint")


def differing(target: Manifest, current: Manifest) -> set[str]:
    """The paths whose entries differ between the two (or are in one only), and every file with
    several links (a restore may have to split them): in memory, no file visited. A restore from
    a tracked scan plans only these."""
    tgt = target.entries
    cur = current.entries
    out = {p for p, e in cur.items() if tgt.get(p) != e or (e.nlink > 1 and e.kind == FILE)}
    out.update(p for p in tgt if p not in cur)
    return out


def _links_to_split(tgt: dict[str, Entry], current: list[Entry]) -> set[str]:
    """Paths the workspace has hard-linked together but the checkpoint does not: rewrite them, or an
    edit of one would silently edit the other."""
    groups: dict[int, list[str]] = {}
    for e in current:
        if e.kind == FILE and e.nlink > 1:
            groups.setdefault(e.ino, []).append(e.path)
    split: set[str] = set()
    for paths in groups.values():
        if len(paths) < 2:
            continue
        masters = {(t.link or t.path) if (t := tgt.get(p)) is not None else None for p in paths}
        if len(masters) > 1:
            split.update(p for p in paths if p in tgt and tgt[p].link is None)
    return split


class Quarantine:
    """Where a rollback on a full disk keeps what the failed attempt left: files it created or
    replaced are *renamed* here (same filesystem: no new space), mirroring their paths. When the
    restore still needs room, the largest kept files are deleted and named in `not_kept`."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.kept: list[tuple[int, str]] = []  # (size, path in the workspace)
        self.not_kept: list[str] = []

    def take(self, pfd: int, name: str, rel: str) -> bool:
        """Move workspace path `rel` (entry `name` of folder `pfd`) here; False if it cannot be
        moved (another filesystem, or no room even for a folder): the caller then removes it."""
        dst = os.path.join(self.path, rel)
        try:
            st = os.stat(name, dir_fd=pfd, follow_symlinks=False)
            os.makedirs(os.path.dirname(dst), mode=0o700, exist_ok=True)
            os.rename(name, dst, src_dir_fd=pfd)
        except FileNotFoundError:
            return True  # gone already: nothing to keep
        except OSError as e:
            if e.errno in (errno.EXDEV, errno.ENOSPC, errno.EDQUOT):
                self.not_kept.append(rel)
                return False
            raise
        self.kept.append((st.st_blocks * 512, rel))
        return True

    @classmethod
    def adopt(cls, path: str) -> Quarantine:
        """An existing folder, left by a restore a crash interrupted: what it holds may be deleted
        (largest first) when the restore that finishes the job needs room."""
        q = cls(path)
        q.kept = [(st.st_blocks * 512, rel) for rel, st in safe.files_below(path)]  # (a loop: any depth)
        return q

    def evict(self) -> bool:
        """Delete the largest kept file to make room; False when nothing is left to delete."""
        while self.kept:
            self.kept.sort()
            size, rel = self.kept.pop()
            with contextlib.suppress(FileNotFoundError):
                os.unlink(os.path.join(self.path, rel))
            self.not_kept.append(rel)
            if size > 0:
                return True
        return False


class Restorer:
    def __init__(self, root_fd: int, objects: ObjectStore, current: Manifest,
                 progress: Callable[[str, int, int], None] | None = None,
                 quarantine: Quarantine | None = None, make_room: Callable[[], bool] | None = None,
                 tmp_prefix: str = TMP_PREFIX, checked: dict[str, bytes] | None = None) -> None:
        self.root_fd = root_fd
        self.objects = objects
        self.tmp_prefix = tmp_prefix  # the store's own temp-file names (scan.TMP_PREFIX)
        # blobs read and checked against their ids before the restore began (Store.restore): the
        # smaller ones kept in memory, the others read again here (checked already)
        self.checked = checked if checked is not None else {}
        self.current = current
        self.progress = progress
        self._fds: OrderedDict[str, int] = OrderedDict()
        self.touched_dirs: set[str] = set()
        self.reflink = True
        self.problems: list[str] = []  # paths not restored, with the reason
        self.meta = MetaApplier()  # and the attributes not restored, per path
        # Space-free mode (the disk is full): keep what is replaced by moving it aside; on ENOSPC
        # delete kept files (then `make_room`, the store's reserve) and try the write again.
        self.quarantine = quarantine
        self.make_room = make_room
        self.replaceable: list[tuple[int, str]] = []  # (size, path): see _drop_replaced
        # Read-only folders of the user's own (0555, a chmod -R a-w tree): u+wx is added only while
        # the restore writes into one; finish_dirs/relock set every mode back.
        self._unlocked: dict[str, int] = {}

    def unlock(self, rel: str) -> bool:
        """Permission denied writing into folder `rel`: if it is ours and read-only, make it
        writable for the owner until `relock`/`finish_dirs`. False when that cannot help."""
        if rel in self._unlocked:
            return False
        try:
            fd = self.dirfd(rel)
            st = os.fstat(fd)
            if st.st_uid != os.geteuid() or st.st_mode & 0o300 == 0o300:
                return False
            os.fchmod(fd, stat.S_IMODE(st.st_mode) | 0o300)
        except OSError:
            return False
        self._unlocked[rel] = stat.S_IMODE(st.st_mode)
        self.touched_dirs.add(rel)
        return True

    def relock(self, handled: set[str]) -> None:
        """Give folders made writable for the restore their mode back (those not in `handled`,
        whose mode finish_dirs already set from the checkpoint)."""
        for rel, mode in sorted(self._unlocked.items(), reverse=True):
            if rel in handled:
                continue
            with contextlib.suppress(OSError, StoreError):  # (gone, or a file took its place)
                os.fchmod(self.dirfd(rel), mode)
        self._unlocked.clear()

    def _roomy(self, fn: Callable[..., object], *args: object) -> None:
        """Run one write step; on a full disk, free room (kept files first) and run it again; in
        a read-only folder of the user's, make it writable (see unlock) and run it again."""
        while True:
            try:
                fn(*args)
                return
            except PermissionError:
                e0 = args[0]
                if not isinstance(e0, Entry) or not self.unlock(e0.path.rpartition("/")[0]):
                    raise
                continue
            except OSError as e:
                if e.errno not in (errno.ENOSPC, errno.EDQUOT):
                    raise
                freed = self.quarantine.evict() if self.quarantine is not None else self._drop_replaced()
                if not freed and (self.make_room is None or not self.make_room()):
                    raise

    def _drop_replaced(self) -> bool:
        """Full disk, the current state saved in a checkpoint: delete the largest current file
        the restore would replace anyway (its content is in that checkpoint), to make room."""
        while self.replaceable:
            self.replaceable.sort()
            _, rel = self.replaceable.pop()
            cur = self.current.entries[rel]
            parent, _, name = rel.rpartition("/")
            try:
                pfd = self.dirfd(parent)
                st = os.stat(name, dir_fd=pfd, follow_symlinks=False)
                if (st.st_ino, st.st_size, st.st_mtime_ns) != (cur.ino, cur.size, cur.mtime_ns):
                    continue  # not the state the checkpoint holds: leave it
                os.unlink(name, dir_fd=pfd)
            except OSError:
                continue
            if st.st_blocks:
                return True
        return False

    def _set_aside(self, pfd: int, name: str, rel: str) -> None:
        """Space-free mode: move the current file at `rel` into the quarantine before replacing it."""
        cur = self.current.entries.get(rel)
        if self.quarantine is None or cur is None or not cur.scoped or cur.kind not in (FILE, SYMLINK):
            return
        self.quarantine.take(pfd, name, rel)

    def close(self) -> None:
        for fd in self._fds.values():
            with contextlib.suppress(OSError):
                os.close(fd)
        self._fds.clear()

    # -- directory fds, never following symlinks ------------------------------------------------

    def dirfd(self, rel: str, create: bool = False) -> int:
        if rel == "":
            return self.root_fd
        fd = self._fds.get(rel)
        if fd is not None:
            if self._still_in_place(rel, fd):
                self._fds.move_to_end(rel)
                return fd
            self.forget_dir(rel)  # moved away (maybe out of the workspace): reach it again by name
        # from the nearest cached folder above that is still in place, down one component at a
        # time: a loop, not recursion (a tree thousands of folders deep)
        todo = [rel]
        parent = rel.rpartition("/")[0]
        while parent:
            pfd = self._fds.get(parent)
            if pfd is not None:
                if self._still_in_place(parent, pfd):
                    break
                self.forget_dir(parent)
            todo.append(parent)
            parent = parent.rpartition("/")[0]
        for sub in reversed(todo):
            fd = self._open_child(sub, create)
        assert fd is not None
        return fd

    def _open_child(self, rel: str, create: bool) -> int:
        """Open folder `rel` through its parent's fd (open already, or the root); cached."""
        parent, _, name = rel.rpartition("/")
        pfd = self.root_fd if parent == "" else self._fds[parent]
        try:
            fd, mode = open_own_dir(pfd, name)
            if mode is not None and rel not in self._unlocked:  # (finish_dirs/relock give it back)
                self._unlocked[rel] = mode
                self.touched_dirs.add(rel)
        except FileNotFoundError:
            if not create:
                raise
            try:
                os.mkdir(name, 0o700, dir_fd=pfd)
            except PermissionError:
                if not self.unlock(parent):
                    raise
                os.mkdir(name, 0o700, dir_fd=pfd)
            self.touched_dirs.add(parent)
            fd = os.open(name, _DIR_FLAGS, dir_fd=pfd)
        except OSError as e:
            if e.errno in (errno.ELOOP, errno.ENOTDIR):
                raise StoreError(f"refusing to restore under {rel!r}: it is not a real folder "
                                 f"(a symlink or file stands in its place outside the scope)") from e
            raise
        self._fds[rel] = fd
        while len(self._fds) > MAX_DIR_FDS:  # (the newest stay: this one and, before it, its parent)
            _, old = self._fds.popitem(last=False)
            os.close(old)
        return fd

    def _still_in_place(self, rel: str, fd: int) -> bool:
        """Is the cached folder fd still the folder at `rel` under the workspace root? A folder
        renamed out of the workspace mid-restore keeps its fd: writing through it would land
        outside. One fstatat per use, on the cached entries only. A path too long for one call
        (a very deep tree) is looked up from a folder above it, itself checked the same way."""
        base, tail = self.root_fd, rel
        if len(rel) > _PATH_ROOM // 4 and len(raw := os.fsencode(rel)) > _PATH_ROOM:
            cut = raw.rfind(b"/", 0, len(raw) - _PATH_ROOM // 2)
            if cut <= 0:
                return False
            try:
                base = self.dirfd(os.fsdecode(raw[:cut]))  # (recursion depth: the path's length / 1500)
            except (OSError, StoreError):
                return False
            tail = os.fsdecode(raw[cut + 1:])
        try:
            here = os.stat(tail, dir_fd=base, follow_symlinks=False)
            st = os.fstat(fd)
        except OSError:
            return False
        return (here.st_dev, here.st_ino) == (st.st_dev, st.st_ino)

    def forget_dir(self, rel: str) -> None:
        for k in [k for k in self._fds if k == rel or k.startswith(rel + "/")]:
            os.close(self._fds.pop(k))

    # -- the steps ------------------------------------------------------------------------------

    def apply(self, plan: RestorePlan) -> list[str]:
        """Carry out the plan; returns paths that could not be restored (with reasons)."""
        problems = self.problems
        problems.extend(plan.skipped)
        total = len(plan.remove) + len(plan.create) + len(plan.relink) + len(plan.touch)
        done = 0
        for e in plan.remove:
            self._remove(e)
            done += 1
            self._tick(done, total)
        dirs: list[Entry] = []
        for e in plan.create:
            if e.kind == DIR:
                self._roomy(self._mkdir, e)
                dirs.append(e)
            elif e.kind == FILE:
                self._roomy(self._write_file, e)
            elif e.kind == SYMLINK:
                self._roomy(self._symlink, e)
            elif e.kind == SPECIAL:
                self._roomy(self._special, e)
            done += 1
            self._tick(done, total)
        for e in plan.relink:
            self._roomy(self._relink, e)
            done += 1
        for e in plan.touch:
            if e.kind == DIR:
                dirs.append(e)
            else:  # same data: only metadata, contents not rewritten (no write permission on the folder needed)
                parent, _, name = e.path.rpartition("/")
                pfd = self.dirfd(parent)
                self._set_meta(pfd, name, e)
        return problems

    def finish_dirs(self, target: Manifest, extra: list[Entry]) -> None:
        """Folder modes and mtimes last, deepest first: writing inside a folder changes its mtime."""
        want: dict[str, Entry] = {e.path: e for e in extra}
        for d in self.touched_dirs:
            e = target.entries.get(d)
            if e is not None and e.kind == DIR and e.scoped:
                want[d] = e
        for path in sorted(want, reverse=True):
            e = want[path]
            parent, _, name = path.rpartition("/")
            try:
                pfd = self.dirfd(parent)
                self._set_meta(pfd, name, e)
            except FileNotFoundError:
                continue
        self.relock(set(want))

    def _mkdir(self, e: Entry) -> None:
        parent, _, name = e.path.rpartition("/")
        pfd = self.dirfd(parent, create=True)
        with contextlib.suppress(FileExistsError):
            os.mkdir(name, 0o700, dir_fd=pfd)
        self.touched_dirs.add(parent)

    def _tick(self, done: int, total: int) -> None:
        if self.progress is not None and (done % 256 == 0 or done == total):
            self.progress("restore", done, total)

    def _remove(self, e: Entry) -> None:
        try:
            self._remove_once(e)
        except PermissionError as exc:
            if not self.unlock(e.path.rpartition("/")[0]):
                raise StoreError(f"cannot remove {e.path}: permission denied") from exc
            self._remove_once(e)

    def _remove_once(self, e: Entry) -> None:
        parent, _, name = e.path.rpartition("/")
        try:
            pfd = self.dirfd(parent)
        except FileNotFoundError:
            return
        try:
            if e.kind == DIR:
                self.forget_dir(e.path)
                os.rmdir(name, dir_fd=pfd)
            elif self.quarantine is None or not self.quarantine.take(pfd, name, e.path):
                os.unlink(name, dir_fd=pfd)
        except FileNotFoundError:
            return
        except OSError as err:
            if err.errno in (errno.ENOTEMPTY, errno.EEXIST):
                return  # holds things outside the scope: keep the folder
            if err.errno == errno.EISDIR:  # a folder appeared where a file was recorded: keep it,
                self.problems.append(f"{e.path}: a folder appeared there during the restore; kept")
                return  # its content is in no checkpoint, so removing it could lose data
            if isinstance(err, PermissionError):
                raise
            raise StoreError(f"cannot remove {e.path}: {err.strerror}") from err
        self.touched_dirs.add(parent)

    def _write_file(self, e: Entry) -> None:
        assert e.content is not None
        parent, _, name = e.path.rpartition("/")
        pfd = self.dirfd(parent, create=True)
        self.touched_dirs.add(parent)
        cur = self.current.entries.get(e.path)
        if (self.quarantine is None and cur is not None and cur.kind == FILE and cur.scoped and cur.content
                and self._patch(pfd, name, e, cur)):
            return
        self._set_aside(pfd, name, e.path)
        tmp = self.tmp_prefix + os.urandom(6).hex()
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600, dir_fd=pfd)
        try:
            self._fill(fd, e.content, e.extents)
            self._set_meta(pfd, tmp, e, fd)
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=pfd)
            raise
        os.close(fd)
        self._install(pfd, tmp, name, e)

    def _install(self, pfd: int, tmp: str, name: str, e: Entry) -> bool:
        """Rename the finished temp file over `name` (atomic). A folder still standing there holds
        paths outside the scope (the removal step kept it): it is never deleted; the path is
        reported as not restored instead."""
        try:
            os.rename(tmp, name, src_dir_fd=pfd, dst_dir_fd=pfd)
            return True
        except OSError as err:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=pfd)
            if err.errno in (errno.EISDIR, errno.ENOTEMPTY, errno.EEXIST):
                self.problems.append(f"{e.path}: a folder holding paths outside the scope stands there; "
                                     f"not restored")
                return False
            if err.errno in (errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EDQUOT):
                raise  # the caller makes the folder writable, or makes room, and tries again
            raise StoreError(f"cannot restore {e.path}: {err.strerror}") from err

    def _fill(self, fd: int, content_id: str, extents: tuple[tuple[int, int], ...] | None = None) -> None:
        chunks = self.objects.chunks_of(content_id)
        if extents is not None:  # sparse: write only the data, the size makes the holes
            self._fill_sparse(fd, content_id, chunks, extents)
            return
        if chunks is None:
            _write_all(fd, self._blob(content_id))
            return
        off = 0
        for c in chunks:
            row = self.objects.blob_row(c)
            if row.pack is None and self.reflink and self._clone_chunk(c, fd, off, row.length):
                off += row.length
                continue
            data = self._blob(c)
            os.lseek(fd, off, os.SEEK_SET)
            _write_all(fd, data)
            off += len(data)
        os.ftruncate(fd, off)

    def _fill_sparse(self, fd: int, content_id: str, chunks: list[str] | None,
                     extents: tuple[tuple[int, int], ...]) -> None:
        off = 0
        for blob in chunks if chunks is not None else [content_id]:
            length = self.objects.blob_row(blob).length
            parts = overlaps(extents, off, off + length)
            if parts:  # a chunk wholly in a hole is not even read
                data = memoryview(self._blob(blob))
                for start, n in parts:
                    view = data[start - off:start - off + n]
                    while view:
                        w = os.pwrite(fd, view, start)
                        view, start = view[w:], start + w
            off += length
        os.ftruncate(fd, off)

    def _blob(self, blob_id: str) -> bytes:
        data = self.checked.get(blob_id)
        return data if data is not None else self.objects.read_blob(blob_id)

    def _clone_chunk(self, blob_id: str, fd: int, off: int, length: int) -> bool:
        try:
            src = os.open(self.objects.loose_path(blob_id), os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        except FileNotFoundError as exc:
            raise StoreError(f"object {blob_id[:16]} is missing from the store (run `savepoint verify`)") from exc
        try:
            if clone_range(src, 0, 0, fd, off):
                return True
            self.reflink = False
            return False
        finally:
            os.close(src)

    def _patch(self, pfd: int, name: str, e: Entry, cur: Entry) -> bool:
        """Rewrite only the differing chunks of a big file in place."""
        assert e.content is not None and cur.content is not None
        if cur.nlink > 1 or e.extents is not None or cur.extents is not None:
            return False  # sparse files are rewritten whole: only their data is written
        want = self.objects.chunks_of(e.content)
        have = self.objects.chunks_of(cur.content)
        if want is None or have is None:
            return False
        differ = [i for i, c in enumerate(want) if i >= len(have) or have[i] != c]
        if len(differ) * 2 > len(want):
            return False
        try:
            fd = os.open(name, os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=pfd)
        except OSError:
            return False
        try:
            st = os.fstat(fd)
            # The manifest's nlink is from the scan: a hard link made since (inside the workspace or
            # out) would see the patch too. Patch only the very inode scanned, with no other name.
            if (not stat.S_ISREG(st.st_mode) or st.st_size != cur.size or st.st_mtime_ns != cur.mtime_ns
                    or st.st_nlink != 1 or (cur.ino and st.st_ino != cur.ino)):
                return False  # not the file the current manifest describes: replace it whole
            for i in differ:
                data = self._blob(want[i])
                os.pwrite(fd, data, i * CHUNK)
            os.ftruncate(fd, e.size)
            self._set_meta(pfd, name, e, fd)
        finally:
            os.close(fd)
        return True

    def _symlink(self, e: Entry) -> None:
        assert e.target is not None
        parent, _, name = e.path.rpartition("/")
        pfd = self.dirfd(parent, create=True)
        self.touched_dirs.add(parent)
        self._set_aside(pfd, name, e.path)
        tmp = self.tmp_prefix + os.urandom(6).hex()
        os.symlink(e.target, tmp, dir_fd=pfd)
        try:
            self._set_meta(pfd, tmp, e)  # a rename keeps a symlink's owner, attributes and mtime
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=pfd)
            raise
        self._install(pfd, tmp, name, e)

    def _special(self, e: Entry) -> None:
        """A fifo is made again; a device node too when the caller may (root); a socket cannot be
        (it belongs to the process that listens on it): all three reported when not made."""
        fmt = stat.S_IFMT(e.mode)
        if fmt == stat.S_IFSOCK:
            self.meta.report(e.path, "socket", "sockets are recorded, not recreated (the program that "
                                               "listens on it makes it again)")
            return  # (already in the plan's skipped list)
        if fmt not in (stat.S_IFIFO, stat.S_IFCHR, stat.S_IFBLK):
            self.problems.append(f"{e.path} (special file: recorded, not restorable)")
            return
        parent, _, name = e.path.rpartition("/")
        pfd = self.dirfd(parent, create=True)
        self.touched_dirs.add(parent)
        tmp = self.tmp_prefix + os.urandom(6).hex()
        if fmt == stat.S_IFIFO:
            os.mkfifo(tmp, 0o600, dir_fd=pfd)
        elif e.rdev is None:
            self.meta.report(e.path, "device node", "this checkpoint did not record its device number")
            return
        else:
            try:
                os.mknod(tmp, fmt | 0o600, e.rdev, dir_fd=pfd)
            except OSError as err:
                if err.errno != errno.EPERM:
                    raise  # EACCES: a read-only folder, which the caller opens up and tries again
                self.meta.report(e.path, "device node", "only root can create device nodes")
                return
        try:
            self._set_meta(pfd, tmp, e)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=pfd)
            raise
        self._install(pfd, tmp, name, e)

    def _set_meta(self, pfd: int, name: str, e: Entry, fd: int | None = None) -> None:
        """Owner, mode, ACLs, xattrs and mtime of a path (or of `fd`), never through a symlink."""
        try:
            self.meta.apply(e, pfd, name, fd)
        except (ValueError, PathSwapped) as exc:  # Linux cannot chmod a symlink: something swapped the path under us
            raise StoreError(f"{e.path} was replaced by a symlink during the restore; nothing was written "
                             f"through it. Stop what changes the workspace and restore again") from exc

    def _relink(self, e: Entry) -> None:
        assert e.link is not None
        check_name(e.link)
        mparent, _, mname = e.link.rpartition("/")
        parent, _, name = e.path.rpartition("/")
        mfd = self.dirfd(mparent)
        pfd = self.dirfd(parent, create=True)
        mst = os.stat(mname, dir_fd=mfd, follow_symlinks=False)
        with contextlib.suppress(FileNotFoundError):
            st = os.stat(name, dir_fd=pfd, follow_symlinks=False)
            if st.st_ino == mst.st_ino and st.st_dev == mst.st_dev:
                return
        self._set_aside(pfd, name, e.path)
        tmp = self.tmp_prefix + os.urandom(6).hex()
        os.link(mname, tmp, src_dir_fd=mfd, dst_dir_fd=pfd, follow_symlinks=False)
        try:
            os.rename(tmp, name, src_dir_fd=pfd, dst_dir_fd=pfd)
        except OSError as err:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=pfd)
            if err.errno in (errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EDQUOT):
                raise
            raise StoreError(f"cannot restore hard link {e.path}: {err.strerror}") from err
        self.touched_dirs.add(parent)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]
