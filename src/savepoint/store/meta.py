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
import stat as st_
from typing import Any

from savepoint.store.objects import hash_big

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
    return hash_big(bytes(length))


# -- applying ------------------------------------------------------------------------------------

PROC_FD = os.path.isdir("/proc/self/fd")  # /proc/self/fd/DIRFD/NAME: a name inside an opened folder


def _owner_name(uid: int, gid: int) -> str:
    # lazy imports (startup time): keep grp, pwd off this module's import
    import grp
    import pwd

    try:
        u = pwd.getpwuid(uid).pw_name
    except KeyError:
        u = str(uid)
    try:
        g = grp.getgrgid(gid).gr_name
    except KeyError:
        g = str(gid)
    return f"{u}:{g}"


def _why(err: OSError) -> str:
    if err.errno in (errno.EPERM, errno.EACCES):
        return "not permitted for this user"
    if err.errno in _UNSUPPORTED:
        return "the filesystem does not support it"
    return err.strerror or str(err)


def _attr_label(name: str) -> str:
    if name == ACL_ACCESS:
        return "ACL"
    if name == ACL_DEFAULT:
        return "default ACL"
    return f"extended attribute {name}"


class MetaApplier:
    """Sets owner, mode, ACLs, extended attributes and mtime of one path, in that order (chown
    clears setuid/setgid and file capabilities; chmod rewrites an ACL's mask; anything may touch
    the mtime), and records per path what it was not allowed to apply: never silently dropped.

    A path is reached as (directory fd, name) and never followed if it is a symlink; an open fd
    of the path may be given instead (a file just written). Extended attributes of a name are set
    through /proc/self/fd/DIRFD/NAME with the no-follow calls, which keeps the directory-fd
    discipline (the folder is the one opened component by component)."""

    def __init__(self) -> None:
        self.not_restored: list[dict[str, str]] = []

    def report(self, path: str, what: str, why: str) -> None:
        self.not_restored.append({"path": path, "what": what, "why": why})

    def apply(self, e: Any, pfd: int, name: str, fd: int | None = None) -> None:
        is_link = e.kind == "l"
        st = os.fstat(fd) if fd is not None else os.stat(name, dir_fd=pfd, follow_symlinks=False)
        if not is_link and st_.S_ISLNK(st.st_mode):
            raise PathSwapped(e.path)

        def chown(uid: int, gid: int) -> None:
            if fd is not None:
                os.fchown(fd, uid, gid)
            else:
                os.chown(name, uid, gid, dir_fd=pfd, follow_symlinks=False)

        # 1. owner and group
        uid_ok = e.uid is not None and st.st_uid == e.uid
        gid_ok = e.gid is not None and st.st_gid == e.gid
        if e.uid is not None and not (uid_ok and gid_ok):
            try:
                chown(e.uid, e.gid)
                uid_ok = gid_ok = True
            except OSError as err:
                if err.errno not in (errno.EPERM, errno.EACCES, *_UNSUPPORTED):
                    raise
                if not gid_ok:  # an ordinary user may still give the file one of their groups
                    try:
                        chown(-1, e.gid)
                        gid_ok = True
                    except OSError:
                        pass
                what = "owner" if not uid_ok else "group"
                self.report(e.path, what, f"{_owner_name(e.uid, e.gid)} could not be set ({_why(err)}); "
                                          f"it is {_owner_name(st.st_uid, e.gid if gid_ok else st.st_gid)}")
        if is_link:
            self._xattrs(e, pfd, name, fd, None)
            self._mtime(e, pfd, name, fd)
            return

        # 2. mode: setuid/setgid only on a path whose owner (group) is the recorded one, as rsync does
        perm = e.perm
        drop = 0
        if perm & st_.S_ISUID and not uid_ok:
            drop |= st_.S_ISUID
        if perm & st_.S_ISGID and not gid_ok and e.kind != "d":
            drop |= st_.S_ISGID
        want = perm & ~drop
        try:
            self._chmod(pfd, name, fd, want)
        except PermissionError as err:  # someone else's file (its owner could not be restored either)
            self.report(e.path, "mode", f"{want:04o} could not be set ({_why(err)})")
            drop = 0
            want = st_.S_IMODE(st.st_mode)
        if drop:
            bits = " and ".join(b for b, m in (("setuid", st_.S_ISUID), ("setgid", st_.S_ISGID)) if drop & m)
            self.report(e.path, f"{bits} bit", "left off because the recorded owner could not be restored"
                        if e.uid is not None else "left off: this checkpoint did not record the owner")
        elif want & (st_.S_ISUID | st_.S_ISGID):
            got = os.fstat(fd) if fd is not None else os.stat(name, dir_fd=pfd, follow_symlinks=False)
            lost = want & ~got.st_mode & (st_.S_ISUID | st_.S_ISGID)
            if lost:  # the kernel clears setgid silently for a group the caller is not in
                self.report(e.path, "setgid bit" if lost == st_.S_ISGID else "setuid bit",
                            "the system cleared it (not permitted for this user)")
        # 3. ACLs and extended attributes
        self._xattrs(e, pfd, name, fd, want)
        # 4. mtime, last: every step above may have changed it (folders: their content too)
        self._mtime(e, pfd, name, fd)

    def _chmod(self, pfd: int, name: str, fd: int | None, mode: int) -> None:
        if fd is not None:
            os.fchmod(fd, mode)
        else:
            os.chmod(name, mode, dir_fd=pfd, follow_symlinks=False)

    def _mtime(self, e: Any, pfd: int, name: str, fd: int | None) -> None:
        try:
            if fd is not None:
                os.utime(fd, ns=(e.mtime_ns, e.mtime_ns))
            else:
                os.utime(name, ns=(e.mtime_ns, e.mtime_ns), dir_fd=pfd, follow_symlinks=False)
        except PermissionError as err:  # only the owner may set times
            self.report(e.path, "mtime", f"could not be set ({_why(err)})")

    def _xattrs(self, e: Any, pfd: int, name: str, fd: int | None, mode: int | None) -> None:
        if e.xattrs is None:
            return  # not recorded: leave what is there
        target: str | int
        if fd is not None:
            target = fd
        elif PROC_FD:
            target = f"/proc/self/fd/{pfd}/{name}"
        else:
            if e.xattrs:
                self.report(e.path, "extended attributes", "/proc is not mounted: cannot reach the path safely")
            return
        have = dict(read_xattrs(target) or ())
        want = dict(e.xattrs)
        if have == want:
            return
        # ACLs first: the rest (file capabilities) must come after anything that could clear them
        names = sorted(set(have) | set(want), key=lambda n: (n not in (ACL_ACCESS, ACL_DEFAULT), n))
        opened_up = False
        for n in names:
            value = want.get(n)
            if value is not None and have.get(n) == value:
                continue
            for attempt in (1, 2):
                try:
                    if value is None:
                        _removexattr(target, n)
                    else:
                        _setxattr(target, n, value)
                    break
                except OSError as err:
                    if err.errno == errno.ENODATA and value is None:
                        break
                    # user.* needs write permission even for the owner: open the mode up for a moment
                    if (attempt == 1 and err.errno == errno.EACCES and mode is not None and not opened_up
                            and not mode & 0o200 and n.startswith("user.")):
                        try:
                            self._chmod(pfd, name, fd, mode | 0o200)
                            opened_up = True
                            continue
                        except OSError:
                            pass
                    if err.errno in (errno.EPERM, errno.EACCES, errno.E2BIG, errno.ERANGE, *_UNSUPPORTED):
                        verb = "removed" if value is None else "set"
                        self.report(e.path, _attr_label(n), f"could not be {verb} ({_why(err)})")
                        break
                    raise
        if opened_up and mode is not None:
            self._chmod(pfd, name, fd, mode)


class PathSwapped(Exception):
    def __init__(self, path: str) -> None:
        super().__init__(path)
        self.path = path


def _setxattr(target: str | int, name: str, value: bytes) -> None:
    if isinstance(target, int):
        os.setxattr(target, name, value)
    else:
        os.setxattr(target, name, value, follow_symlinks=False)


def _removexattr(target: str | int, name: str) -> None:
    if isinstance(target, int):
        os.removexattr(target, name)
    else:
        os.removexattr(target, name, follow_symlinks=False)
