"""File metadata beyond stat: extended attributes (POSIX ACLs included) and sparse layout.

POSIX ACLs are the extended attributes `system.posix_acl_access` and `system.posix_acl_default`;
their raw values are stored and set back as they are, which is exact and needs no ACL library.
What the caller may read is recorded (an ordinary user does not see `trusted.*`); a filesystem
without extended attributes gives None ("not recorded"), never an error.
"""

from __future__ import annotations

import errno
import functools
import os

ACL_ACCESS = "system.posix_acl_access"
ACL_DEFAULT = "system.posix_acl_default"
CAPABILITY = "security.capability"
Xattrs = tuple[tuple[str, bytes], ...]
Extents = tuple[tuple[int, int], ...]

# no support here (filesystem, or the kind of file): nothing to record, nothing to restore
_UNSUPPORTED = {errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS}
_GONE = {errno.ENOENT, errno.ENOTDIR}


def read_xattrs(path: str | int) -> Xattrs | None:
    """Every attribute of `path` (never followed when a symlink) or of an open fd, sorted by name;
    None when the filesystem has none or one listed attribute cannot be read (a partial record
    would make a restore remove what it did not see)."""
    try:
        names = os.listxattr(path) if isinstance(path, int) else os.listxattr(path, follow_symlinks=False)
    except OSError:
        return None
    if not names:
        return ()
    out: list[tuple[str, bytes]] = []
    for name in names:
        try:
            value = os.getxattr(path, name) if isinstance(path, int) else os.getxattr(
                path, name, follow_symlinks=False)
        except OSError as e:
            if e.errno == errno.ENODATA:
                continue  # removed since it was listed
            return None
        out.append((name, value))
    out.sort()
    return tuple(out)


def data_extents(fd: int, size: int) -> Extents | None:
    """The data ranges of a sparse file, from SEEK_DATA/SEEK_HOLE; None when it has no hole (or the
    filesystem cannot tell)."""
    out: list[tuple[int, int]] = []
    off = 0
    try:
        while off < size:
            try:
                start = os.lseek(fd, off, os.SEEK_DATA)
            except OSError as e:
                if e.errno == errno.ENXIO:
                    break  # only a hole from here to the end
                raise
            if start >= size:
                break
            end = min(os.lseek(fd, start, os.SEEK_HOLE), size)
            out.append((start, end - start))
            off = end
    except OSError:
        return None
    finally:
        os.lseek(fd, 0, os.SEEK_SET)  # the caller reads the file next, from its start
    if out == [(0, size)]:
        return None
    return tuple(out)


def maybe_sparse(size: int, blocks: int) -> bool:
    """Fewer blocks allocated than the size needs: worth asking where the holes are."""
    return size > 0 and blocks * 512 < size


def overlaps(extents: Extents, start: int, end: int) -> list[tuple[int, int]]:
    """The parts of `extents` inside [start, end), as (offset, length)."""
    out = []
    for off, n in extents:
        if off >= end:
            break
        a, b = max(off, start), min(off + n, end)
        if a < b:
            out.append((a, b - a))
    return out


@functools.lru_cache(maxsize=4)
def zero_blob_id(length: int) -> str:
    """The blob id of `length` zero bytes: a chunk that lies wholly in a hole has this id without
    being read."""
    from savepoint.store.objects import hash_big

    return hash_big(bytes(length))
