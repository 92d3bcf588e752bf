"""Entering an isolated view: a user + mount namespace where the workspace (and, with `all`, every
top-level folder) is an overlay whose upper layer lives in the store.

Standalone on purpose (standard library only, no savepoint imports): it runs as
`python -I -S _enter.py --ws WORKSPACE STORE UPPER WORK SESSION NET -- CMD...` (the workspace's
overlay: everything on the command line) or `_enter.py SPEC.json -- CMD...` (`all`) between fork and
the task's exec, where every millisecond counts, and it is also called in-process by a forked child
(checks read the merged view). Only ctypes is imported on the way to the task: json (which pulls in
re) and shutil (zlib, bz2, lzma) cost more than the rest of the wrapper.
"""

from __future__ import annotations

import fcntl
import os
import stat
import struct
import sys
from typing import Any

CLONE_NEWNS = 0x00020000
CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000
MS_RDONLY = 1
MS_REMOUNT = 32
MS_BIND = 4096
MS_REC = 0x4000
MS_PRIVATE = 1 << 18
SETUP_FAILED = 125  # exit status of the wrapper when the view could not be set up
KEPT_HOST = ("dev", "proc", "sys")  # bound from the host, not overlaid: devices, GPUs, /proc keep working

_libc: Any = None
_get_errno: Any = None
READ_ONLY: list[str] = []  # folders that could not be overlaid and were bound read-only instead


class SetupError(Exception):
    """str = one line naming what failed and why."""


def _c() -> Any:
    global _libc, _get_errno
    if _libc is None:
        # lazy import (startup time): keeps ctypes (and enum) off savepoint's own import of this module
        import ctypes

        _libc = ctypes.CDLL(None, use_errno=True)
        _get_errno = ctypes.get_errno
    return _libc


def _check(rc: int, what: str) -> None:
    if rc != 0:
        err = _get_errno()
        raise SetupError(f"{what}: {os.strerror(err)}")


def _mount(src: str | None, target: str, fstype: str | None, flags: int, data: str | None, what: str) -> None:
    rc = _c().mount(src.encode() if src else None, target.encode(), fstype.encode() if fstype else None,
                    flags, data.encode() if data is not None else None)
    _check(rc, what)


def _esc(path: str) -> str:
    """Overlay mount options separate with ',' and ':'; a backslash escapes them in paths."""
    return path.replace("\\", "\\\\").replace(",", "\\,").replace(":", "\\:")


def overlay(lower: str, upper: str, work: str, target: str) -> None:
    # metacopy off: a copied-up file holds its whole data, so a commit can rename it into place;
    # redirect_dir nofollow: renaming a lower folder copies it, the upper layer stays self-describing
    opts = (f"lowerdir={_esc(lower)},upperdir={_esc(upper)},workdir={_esc(work)},"
            "userxattr,redirect_dir=nofollow,metacopy=off,index=off")
    _mount("overlay", target, "overlay", 0, opts, f"overlay on {target}")


def _write(path: str, text: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
    try:
        os.write(fd, text.encode())
    finally:
        os.close(fd)


def unshare(net: bool = False) -> None:
    """A new mount namespace; for an ordinary user inside a new user namespace in which it keeps its
    own uid and gid. Root needs no user namespace (and keeps its capabilities: devices, owners)."""
    uid, gid = os.geteuid(), os.getegid()
    if uid == 0:
        _check(_c().unshare(CLONE_NEWNS | (CLONE_NEWNET if net else 0)), "mount namespace")
    else:
        _check(_c().unshare(CLONE_NEWUSER | CLONE_NEWNS | (CLONE_NEWNET if net else 0)), "user namespace")
        _write("/proc/self/setgroups", "deny")
        _write("/proc/self/uid_map", f"{uid} {uid} 1")
        _write("/proc/self/gid_map", f"{gid} {gid} 1")
    _mount(None, "/", None, MS_REC | MS_PRIVATE, None, "private mounts")


def _bind(src: str, target: str, readonly: bool = False) -> None:
    _mount(src, target, None, MS_BIND | MS_REC, None, f"bind {target}")
    if readonly:
        _mount(None, target, None, MS_REMOUNT | MS_BIND | MS_RDONLY, None, f"read-only {target}")


def _loopback_up() -> None:
    # lazy import (startup time): keeps array, select off this module's import
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        fcntl.ioctl(s.fileno(), 0x8914, struct.pack("16sH22x", b"lo", 0x1 | 0x8 | 0x40))  # SIOCSIFFLAGS UP|LOOPBACK|RUNNING


def enter(spec: dict[str, Any]) -> None:
    """Set up the view in this (single-threaded) process; afterwards its cwd must be set again."""
    ws, store = spec["workspace"], spec["store"]
    unshare(bool(spec.get("net")))
    store_fd = os.open(store, os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)  # the real store, before overlays hide it
    ws_fd = os.open(ws, os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
    # the store's folders the task writes to: its attempt's ($SAVEPOINT_METRICS) and its state
    # folder ($SAVEPOINT_STATE_DIR), opened before the overlays hide them, one name at a time below
    # the store: never through a symlink (an earlier task may have left one in a folder it could write)
    writable: list[tuple[str, int]] = []
    try:
        for rel in (spec.get("attempt"), spec.get("state")):
            if rel:
                writable.append((rel, _below(store_fd, rel)))
        root = ""
        if spec.get("all"):
            root = spec["root"]
            _build_root(spec)
            if READ_ONLY:  # (said now: the store is read-only from below on)
                with open(spec["session"] + "/read-only", "w", encoding="utf-8") as f:
                    f.write("\n".join(READ_ONLY))
        overlay(f"/proc/self/fd/{ws_fd}", spec["upper"], spec["work"], root + ws)
        # The real store inside, read-only: the task must not change the history it is judged
        # against (a row it planted in the catalog would be trusted by the commit), nor leave
        # anything (a symlink) where savepoint writes its reports and logs. Only its attempt's
        # folder, where it appends its metrics, and its own state folder stay writable, each bound
        # onto the same folder of the read-only store (found below it by name, as above). (The
        # overlay keeps writing its upper layer: a read-only bind elsewhere does not touch the
        # mount it holds.)
        target = root + store
        if os.path.isdir(target):
            _bind(f"/proc/self/fd/{store_fd}", target, readonly=True)
            inside = os.open(target, os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
            try:
                for rel, fd in writable:
                    onto = _below(inside, rel)
                    try:
                        _bind(f"/proc/self/fd/{fd}", f"/proc/self/fd/{onto}")
                    finally:
                        os.close(onto)
            finally:
                os.close(inside)
        if spec.get("net"):
            _loopback_up()
        if root:
            _check(_c().chroot(root.encode()), "chroot")
    finally:
        os.close(store_fd)
        os.close(ws_fd)
        for _, fd in writable:
            os.close(fd)


def _below(dir_fd: int, rel: str) -> int:
    """An O_PATH descriptor of the folder `rel` below `dir_fd`, opened one name at a time without
    following a symlink (SetupError when one stands there)."""
    fd = dir_fd
    try:
        for name in rel.split("/"):
            if name in ("", ".", ".."):
                raise SetupError(f"the store's folder {rel!r}: not a plain path below the store")
            try:
                sub = os.open(name, os.O_PATH | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=fd)
            except OSError as e:
                raise SetupError(f"the store's folder {rel}: {e.strerror}") from None
            if fd != dir_fd:
                os.close(fd)
            fd = sub
            if not stat.S_ISDIR(os.fstat(fd).st_mode):  # (O_PATH|O_NOFOLLOW opens a symlink itself)
                raise SetupError(f"the store's folder {rel}: a symlink or a file stands there")
    except BaseException:
        if fd != dir_fd:
            os.close(fd)
        raise
    return fd


def _build_root(spec: dict[str, Any]) -> None:
    """Every top-level folder as an overlay (its upper layer in the session), /dev /proc /sys bound,
    symlinks copied; then each mount nested under an overlaid folder gets its own overlay."""
    root = spec["root"]
    for name in sorted(os.listdir("/")):
        src, dst = "/" + name, root + "/" + name
        try:
            st = os.lstat(src)
        except OSError:
            continue
        if stat.S_ISLNK(st.st_mode):
            if not os.path.lexists(dst):
                os.symlink(os.readlink(src), dst)
        elif stat.S_ISDIR(st.st_mode):
            os.makedirs(dst, exist_ok=True)
            if name in KEPT_HOST:
                _bind(src, dst)
            else:
                _layer(src, dst, spec, name)
        elif stat.S_ISREG(st.st_mode):
            if not os.path.exists(dst):
                os.close(os.open(dst, os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC, 0o600))
            _bind(src, dst, readonly=True)
    for i, path in enumerate(spec.get("nested", [])):
        dst = root + path
        try:
            if os.path.isdir(path) and os.path.isdir(dst):
                _layer(path, dst, spec, f"@{i}")
            elif os.path.isfile(path) and os.path.isfile(dst):  # a file mounted alone (/etc/hosts in containers)
                _bind(path, dst, readonly=True)
        except (SetupError, OSError):
            continue  # gone since it was listed, or not stackable nor bindable: its folder shows what is below


def _layer(src: str, dst: str, spec: dict[str, Any], key: str) -> None:
    upper, work = spec["all_upper"] + "/" + key, spec["all_work"] + "/" + key
    os.makedirs(upper, exist_ok=True)
    os.makedirs(work, exist_ok=True)
    try:
        overlay(src, upper, work, dst)
    except SetupError:  # a filesystem overlayfs cannot stack on (or, in a user namespace, one with
        # mounts below it): read-only, so nothing leaks out
        _bind(src, dst, readonly=True)
        READ_ONLY.append(src)


def probe(spec: dict[str, Any]) -> None:
    """Can this process make the view? Mounts a tiny overlay in a scratch folder (raises SetupError)."""
    unshare(bool(spec.get("net")))
    base = spec["probe"]
    dirs = [base + "/" + d for d in ("l", "u", "w", "m")]
    for d in dirs:
        os.makedirs(d, exist_ok=True)
    overlay(dirs[0], dirs[1], dirs[2], dirs[3])


def clean(trash: str) -> int:
    """`_enter.py --clean DIR`: remove everything in DIR (overlay leaves mode-000 work folders)."""
    # lazy import (startup time): keeps zlib, bz2, lzma off the wrapper's way to the task
    import shutil

    def unlock(func: Any, path: str, exc: Any) -> None:
        try:
            os.chmod(os.path.dirname(path), 0o700)
            os.chmod(path, 0o700)
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, onerror=unlock)
            else:
                os.unlink(path)
        except OSError:
            pass

    try:
        names = os.listdir(trash)
    except OSError:
        return 0
    for name in names:
        shutil.rmtree(os.path.join(trash, name), onerror=unlock)
    return 0


WS_FIELDS = ("workspace", "store", "upper", "work", "session", "net", "attempt", "state")  # `--ws`'s arguments, in order


def ws_argv(spec: dict[str, Any]) -> list[str]:
    """The workspace-only view's spec as `--ws` arguments (no file to read, no json to import)."""
    return ["--ws", *(("1" if spec[k] else "") if k == "net" else str(spec[k]) for k in WS_FIELDS)]


def read_spec(args: list[str]) -> dict[str, Any]:
    if args[0] == "--ws":
        spec: dict[str, Any] = dict(zip(WS_FIELDS, args[1:1 + len(WS_FIELDS)], strict=True))
        spec["net"] = bool(spec["net"])
        return spec
    # lazy import (startup time): keeps json and re off the workspace-only wrapper's path
    import json

    with open(args[0], encoding="utf-8") as f:
        loaded: dict[str, Any] = json.load(f)
    return loaded


def main(argv: list[str]) -> int:
    """`_enter.py --ws ...|SPECFILE -- CMD...`: enter the view, then exec the task in the cwd it was
    given."""
    if argv[1:2] == ["--clean"]:
        return clean(argv[2])
    sep = argv.index("--")
    cmd = argv[sep + 1:]
    cwd = os.getcwd()
    spec: dict[str, Any] = {}
    try:
        spec = read_spec(argv[1:sep])
        enter(spec)
        os.chdir(cwd)  # the same path, now seen through the overlay
    except (SetupError, OSError) as e:
        os.write(2, f"savepoint: isolation could not be set up: {e}\n".encode())
        try:
            with open(spec["session"] + "/setup-error", "w", encoding="utf-8") as f:
                f.write(str(e))
        except Exception:
            pass
        return SETUP_FAILED
    try:
        os.execvp(cmd[0], cmd)
    except OSError as e:
        os.write(2, f"savepoint: cannot run {cmd[0]}: {e.strerror}\n".encode())
        return 126 if isinstance(e, PermissionError) else 127
    return 0  # not reached


if __name__ == "__main__":
    sys.exit(main(sys.argv))
