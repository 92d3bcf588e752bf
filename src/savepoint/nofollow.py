"""The files savepoint itself writes and reads under its store's runs/, state/ and plans/ folders,
never through a symlink.

A task can write in some of these folders (its attempt's folder, where it appends its metrics, and
its state folder; without --isolate, anywhere it likes): a symlink it leaves at a name savepoint
writes would send savepoint's write elsewhere, into the workspace just rolled back or out of an
isolated view. So:

* a folder is opened from a trusted base (the store's root) one name at a time with O_NOFOLLOW,
  made with mkdir when it is missing: a symlink or a file standing at one of those names is
  refused (`Refused`), never followed;
* a file is created under a random name with O_CREAT|O_EXCL|O_NOFOLLOW in that folder and renamed
  over its name: a rename replaces whatever was planted there (symlink, hard link), it never
  writes into it;
* a file is read with O_NOFOLLOW, and only when it is a regular file (never a FIFO that would
  block, or a device).

Standard library only, and small: the monitor uses it on the way to every task.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator

_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_READ = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC

Base = str | os.PathLike[str]


class Refused(OSError):
    """A name of the store's own folders holds a symlink, a file where a folder belongs, or
    something other than a regular file where a file belongs: nothing was read or written
    through it. str() is one line naming it."""

    def __init__(self, path: str, what: str) -> None:
        super().__init__(errno.ELOOP, f"refusing to use {path}: {what}; nothing was read or written through it")
        self.path = path

    def __str__(self) -> str:
        return str(self.strerror)


def _plain(name: str, where: str) -> None:
    if name in ("", ".", "..") or "/" in name or "\x00" in name:
        raise Refused(f"{where}/{name}", "not one plain name")


def _sub(fd: int, name: str, path: str, create: bool, mode: int) -> int:
    """The folder `name` in the folder `fd` (made if asked and missing), never through a symlink."""
    for _ in range(2):
        try:
            return os.open(name, _DIR, dir_fd=fd)
        except FileNotFoundError:
            if not create:
                raise
            with contextlib.suppress(FileExistsError):  # (made meanwhile: opened, and checked, above)
                os.mkdir(name, mode, dir_fd=fd)
        except OSError as e:
            if e.errno in (errno.ELOOP, errno.ENOTDIR):
                raise Refused(path, "a symlink or a file stands where savepoint keeps a folder") from None
            raise
    return os.open(name, _DIR, dir_fd=fd)


def open_dir(base: Base, *names: str, create: bool = False, mode: int = 0o700) -> int:
    """A descriptor (the caller closes it) of the folder `base/names...`: `base` is trusted (the
    store's root: a symlink the user chose may lead to it), every name below it is opened without
    following a symlink, and made (with `mode`) when `create` and missing."""
    path = os.fspath(base)
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        for name in names:
            _plain(name, path)
            path = f"{path}/{name}"
            sub = _sub(fd, name, path, create, mode)
            os.close(fd)
            fd = sub
    except BaseException:
        os.close(fd)
        raise
    return fd


@contextlib.contextmanager
def folder(base: Base, *names: str, create: bool = False) -> Iterator[int]:
    """`open_dir` as a context: the descriptor is closed on leaving."""
    fd = open_dir(base, *names, create=create)
    try:
        yield fd
    finally:
        os.close(fd)


def make_dirs(base: Base, *names: str) -> None:
    """`base/names...` exists, each name below `base` a real folder (made when missing)."""
    os.close(open_dir(base, *names, create=True))


def _temp(dir_fd: int, name: str, mode: int) -> tuple[str, int]:
    while True:
        tmp = f".{name[:100]}.{os.urandom(6).hex()}.tmp"
        try:
            return tmp, os.open(tmp, _NEW, mode, dir_fd=dir_fd)
        except FileExistsError:
            continue


def _into_place(dir_fd: int, tmp: str, name: str, where: str) -> None:
    try:
        os.rename(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except OSError as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=dir_fd)
        if e.errno in (errno.EISDIR, errno.ENOTEMPTY, errno.EEXIST, errno.ENOTDIR):
            raise Refused(f"{where}/{name}", "a folder stands where savepoint writes a file") from None
        raise


def create(dir_fd: int, name: str, *, mode: int = 0o600, where: str = "") -> int:
    """A new empty file `name` in the folder `dir_fd`, open for writing (the caller closes the
    descriptor): made under a random name, then renamed over whatever stood at `name`."""
    _plain(name, where)
    tmp, fd = _temp(dir_fd, name, mode)
    try:
        _into_place(dir_fd, tmp, name, where)
    except BaseException:
        os.close(fd)
        raise
    return fd


def write(dir_fd: int, name: str, data: bytes, *, mode: int = 0o600, sync: bool = False, where: str = "") -> None:
    """Replace `name` in the folder `dir_fd` with `data`, atomically (readers see the old file or
    the new one, whole)."""
    _plain(name, where)
    tmp, fd = _temp(dir_fd, name, mode)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=dir_fd)
        raise
    _into_place(dir_fd, tmp, name, where)


def write_file(base: Base, names: tuple[str, ...], name: str, data: bytes, *, sync: bool = False) -> str:
    """`write` into the folder `base/names...` (made when missing); returns the file's path."""
    with folder(base, *names, create=True) as fd:
        where = "/".join((os.fspath(base), *names))
        write(fd, name, data, sync=sync, where=where)
    return f"{where}/{name}"


def open_read(name: Base, dir_fd: int | None = None) -> int:
    """A descriptor to read the regular file `name` (in `dir_fd`, if given), which must not be a
    symlink; a FIFO, device or folder is refused without blocking."""
    path = os.fspath(name)
    fd = os.open(path, _READ, dir_fd=dir_fd) if dir_fd is not None else os.open(path, _READ)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise Refused(path, "not a regular file")
    return fd


def read_tail(base: Base, names: tuple[str, ...], name: str, limit: int) -> bytes:
    """The last `limit` bytes of `base/names.../name`, nothing followed on the way."""
    with folder(base, *names) as dfd:
        fd = open_read(name, dfd)
    try:
        size = os.fstat(fd).st_size
        return os.pread(fd, limit, max(0, size - limit))
    finally:
        os.close(fd)


def files_below(dir_fd: int, limit: int = 100_000) -> Iterator[tuple[str, int]]:
    """(path relative to the folder, read descriptor) of each regular file below the folder
    `dir_fd`, in name order, never following a symlink; the caller closes each descriptor. At most
    `limit` files."""
    stack: list[tuple[str, int]] = [("", os.dup(dir_fd))]
    count = 0
    try:
        while stack:
            rel, fd = stack.pop()
            try:
                with os.scandir(fd) as it:
                    entries = sorted(it, key=lambda e: e.name)
                for de in entries:
                    sub = f"{rel}/{de.name}" if rel else de.name
                    try:
                        if de.is_dir(follow_symlinks=False):
                            stack.append((sub, os.open(de.name, _DIR, dir_fd=fd)))
                        elif de.is_file(follow_symlinks=False) and count < limit:
                            count += 1
                            yield sub, open_read(de.name, fd)
                    except OSError:
                        continue  # gone, replaced by a symlink meanwhile, unreadable: left out
            finally:
                os.close(fd)
    finally:
        for _, fd in stack:
            os.close(fd)
