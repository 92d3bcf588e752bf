"""Helpers for the store's proof tests: exact tree states, inode sets, small real filesystems.

`tree_state(root)` is the yardstick every store test compares with: paths, kinds, permission
bits, contents, symlink targets and hard-link groups, read without following any symlink.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import blake3

STORE_DIRNAME = ".savepoint"
SRC_DIR = Path(__file__).resolve().parents[1] / "src"

FileState = tuple[str, ...]


def store_of(workspace: Path, env: dict[str, str] | None = None, *, default: bool = False) -> Path:
    """Where the store of `workspace` is, asked of the library (by default outside the workspace,
    in the data folder `SAVEPOINT_HOME` names); `default`: where a new one would be made."""
    if str(SRC_DIR) not in sys.path:
        sys.path.insert(0, str(SRC_DIR))
    from savepoint.workspace import default_store, store_path

    old = dict(os.environ)
    try:
        if env:
            os.environ.update(env)
        ws = Path(workspace).resolve()
        return default_store(ws) if default else store_path(ws)
    finally:
        os.environ.clear()
        os.environ.update(old)


@dataclass(frozen=True)
class TreeState:
    """What a restore must reproduce: path -> (kind, perm, content-or-target), plus link groups."""

    entries: dict[str, FileState]
    hardlinks: frozenset[frozenset[str]] = field(default_factory=frozenset)
    mtimes: dict[str, int] = field(default_factory=dict)  # regular files only

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TreeState):
            return NotImplemented
        return self.entries == other.entries and self.hardlinks == other.hardlinks

    def __hash__(self) -> int:
        return hash((tuple(sorted(self.entries.items())), self.hardlinks))

    def differences(self, other: TreeState, limit: int = 20) -> list[str]:
        """Human-readable differences (for assertion messages)."""
        out: list[str] = []
        for path in sorted(set(self.entries) | set(other.entries)):
            a, b = self.entries.get(path), other.entries.get(path)
            if a != b:
                out.append(f"{path!r}: {a} != {b}")
        if self.hardlinks != other.hardlinks:
            out.append(f"hard-link groups: {sorted(map(sorted, self.hardlinks))} != "
                       f"{sorted(map(sorted, other.hardlinks))}")
        return out[:limit]


def file_digest(path: Path | str, dir_fd: int | None = None) -> str:
    h = blake3.blake3()
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW, dir_fd=dir_fd)
    try:
        while chunk := os.read(fd, 1 << 20):
            h.update(chunk)
    finally:
        os.close(fd)
    return h.hexdigest()


def tree_state(root: Path, exclude: tuple[str, ...] = (STORE_DIRNAME,)) -> TreeState:
    """The exact state of `root` (top-level names in `exclude` skipped), never following links."""
    entries: dict[str, FileState] = {}
    mtimes: dict[str, int] = {}
    inodes: dict[tuple[int, int], list[str]] = {}
    stack = [""]
    opened: list[tuple[Path, int]] = []  # own folders made unsearchable: read with u+rwx, mode given back
    try:
        _walk_state(root, exclude, stack, entries, mtimes, inodes, opened)
    finally:
        for folder, mode in reversed(opened):
            folder.chmod(mode)
    groups = frozenset(frozenset(paths) for paths in inodes.values() if len(paths) > 1)
    return TreeState(entries, groups, mtimes)


def _walk_state(root: Path, exclude: tuple[str, ...], stack: list[str], entries: dict[str, FileState],
                mtimes: dict[str, int], inodes: dict[tuple[int, int], list[str]],
                opened: list[tuple[Path, int]]) -> None:
    while stack:
        rel = stack.pop()
        folder = root / rel if rel else root
        st = folder.lstat()
        if st.st_mode & 0o500 != 0o500 and st.st_uid == os.geteuid() and os.geteuid() != 0:
            opened.append((folder, stat.S_IMODE(st.st_mode)))
            folder.chmod(stat.S_IMODE(st.st_mode) | 0o700)
        with os.scandir(folder) as it:
            for de in it:
                path = f"{rel}/{de.name}" if rel else de.name
                if not rel and de.name in exclude:
                    continue
                st = de.stat(follow_symlinks=False)
                perm = f"{stat.S_IMODE(st.st_mode):o}"
                if stat.S_ISLNK(st.st_mode):
                    entries[path] = ("l", os.readlink(de.path))
                elif stat.S_ISDIR(st.st_mode):
                    entries[path] = ("d", perm)
                    stack.append(path)
                elif stat.S_ISREG(st.st_mode):
                    try:
                        digest = file_digest(de.path)
                    except PermissionError:  # as its owner, not root: the mode already says it
                        digest = "unreadable"
                    entries[path] = ("f", perm, digest)
                    mtimes[path] = st.st_mtime_ns
                    inodes.setdefault((st.st_dev, st.st_ino), []).append(path)
                else:
                    entries[path] = ("s", f"{stat.S_IFMT(st.st_mode):o}", perm)


def file_inodes(root: Path, exclude: tuple[str, ...] = (STORE_DIRNAME,)) -> set[tuple[int, int]]:
    """(st_dev, st_ino) of every regular file under `root` (top-level `exclude` skipped)."""
    found: set[tuple[int, int]] = set()
    for dirpath, dirs, files in os.walk(root):
        if dirpath == str(root):
            dirs[:] = [d for d in dirs if d not in exclude]
        for name in files:
            st = os.lstat(os.path.join(dirpath, name))
            if stat.S_ISREG(st.st_mode):
                found.add((st.st_dev, st.st_ino))
    return found


def write_bytes(path: Path, data: bytes, mode: int | None = None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    if mode is not None:
        os.chmod(path, mode)


def make_tree(root: Path, rng: random.Random, *, files: int, dirs: int, small: tuple[int, int],
              big: list[int] = []) -> None:  # noqa: B006 (read-only default)
    """A plain tree of `files` random files (sizes in `small`) spread over `dirs` folders, plus
    one file per size in `big`; fast to write, incompressible so the store really copies it."""
    folders = [root / f"d{i:03d}" / f"sub{i % 7}" for i in range(dirs)]
    for f in folders:
        f.mkdir(parents=True, exist_ok=True)
    for i in range(files):
        size = rng.randint(*small)
        write_bytes(folders[i % dirs] / f"f{i:05d}.dat", rng.randbytes(size))
    for i, size in enumerate(big):
        write_bytes(root / "big" / f"blob{i}.bin", rng.randbytes(size))


def manifest_differences(a: Mapping[str, Any], b: Mapping[str, Any]) -> list[str]:
    """Entries of two manifests that differ, but for the ctime of a folder its owner cannot list
    or search: a scan as that owner opens it up (u+rwx) and gives its mode back, and each chmod
    moves its ctime (a stat-cache key only: a stale one costs a re-read)."""
    out = []
    for path in sorted(set(a) | set(b)):
        x, y = a.get(path), b.get(path)
        if x == y or (x is not None and y is not None and x.kind == "d" and x.mode & 0o500 != 0o500
                      and x._replace(ctime_ns=y.ctime_ns) == y):
            continue
        out.append(f"{path}: {x} != {y}")
    return out


def owner_writable(p: Path) -> Path:
    """`p` with u+w if it exists: an earlier mutation may have made it read-only, and the test runs
    as its owner, not as root."""
    if p.exists():
        p.chmod(p.stat().st_mode | 0o200)
    return p


def mutate_tree(root: Path, rng: random.Random, fraction: float = 0.3) -> None:
    """A 'bad run' on a make_tree tree: rewrite, delete, create and chmod a share of the files."""
    paths = sorted(p for p in root.rglob("*") if p.is_file() and STORE_DIRNAME not in p.parts)
    for p in paths:
        r = rng.random()
        if r < fraction / 3:
            mode = p.stat().st_mode & 0o7777
            if not os.access(p, os.W_OK):  # made read-only by an earlier mutation: as root, no matter
                p.chmod(mode | 0o200)
            p.write_bytes(rng.randbytes(max(1, p.stat().st_size)))
            p.chmod(mode)
        elif r < 2 * fraction / 3:
            p.unlink()
        elif r < fraction:
            os.chmod(p, rng.choice([0o600, 0o755, 0o444]))
    for i in range(max(1, int(len(paths) * fraction / 3))):
        write_bytes(root / "new" / f"n{rng.randrange(1 << 30):x}_{i}.dat", rng.randbytes(rng.randint(1, 8192)))


# -- real processes ---------------------------------------------------------------------------

def savepoint_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("SAVEPOINT_STORE", None)
    env["PYTHONPATH"] = str(SRC_DIR) + os.pathsep + env.get("PYTHONPATH", "")
    if extra:
        env.update(extra)
    return env


def spawn_savepoint(args: list[str], cwd: Path, prefix: list[str] | None = None) -> subprocess.Popen[str]:
    """Start a real `python -m savepoint` process (its own session, so a kill reaches only it)."""
    return subprocess.Popen([*(prefix or []), sys.executable, "-m", "savepoint", *args], cwd=cwd,
                            env=savepoint_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)


def run_cli(args: list[str], cwd: Path, prefix: list[str] | None = None, timeout: float = 120,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*(prefix or []), sys.executable, "-m", "savepoint", *args], cwd=cwd,
                          env=savepoint_env(env), capture_output=True, text=True, timeout=timeout)


def error_lines(stderr: str) -> list[str]:
    return [ln for ln in stderr.splitlines() if ln.strip()]


# -- small real filesystems -------------------------------------------------------------------

def is_root() -> bool:
    return os.geteuid() == 0


def _unmount(mountpoint: Path) -> None:
    for args in (["umount", str(mountpoint)], ["umount", "-l", str(mountpoint)]):
        if subprocess.run(args, capture_output=True).returncode == 0:
            return
        time.sleep(0.2)


class MountUnavailable(OSError):
    """This machine cannot make the filesystem a test needs (not root, no mkfs, no loop devices)."""


@contextlib.contextmanager
def mounted_or_skip(fstype: str, size_bytes: int, *, mkfs: list[str] | None = None) -> Iterator[Path]:
    """`mounted`, but a machine that cannot mount skips the test instead of failing it."""
    import pytest

    with contextlib.ExitStack() as stack:
        try:
            mnt = stack.enter_context(mounted(fstype, size_bytes, mkfs=mkfs))
        except MountUnavailable as e:
            pytest.skip(str(e))
        yield mnt


@contextlib.contextmanager
def small_disk(size_bytes: int) -> Iterator[Path]:
    """A small tmpfs holding the workspace (put it under the mount) AND the user's data folder,
    where the store goes by default: one disk for both, as on most laptops, so a task that fills
    it leaves the store no room either. Skips where mounting is not possible."""
    with mounted_or_skip("tmpfs", size_bytes) as mnt:
        old = os.environ.get("SAVEPOINT_HOME")
        for d in (mnt / ".data", mnt / ".data" / "stores", mnt / ".data" / "locations"):
            d.mkdir(exist_ok=True)
            d.chmod(0o1777)  # (shared like /tmp: a test user makes its stores there too)
        os.environ["SAVEPOINT_HOME"] = str(mnt / ".data")
        try:
            yield mnt
        finally:
            if old is None:
                os.environ.pop("SAVEPOINT_HOME", None)
            else:
                os.environ["SAVEPOINT_HOME"] = old


@contextlib.contextmanager
def mounted(fstype: str, size_bytes: int, *, mkfs: list[str] | None = None) -> Iterator[Path]:
    """Mount a fresh filesystem (tmpfs, or a loop-mounted image made with `mkfs`) and always
    unmount it again, even when the test fails. Raises MountUnavailable when it cannot mount."""
    base = Path(tempfile.mkdtemp(prefix="sp-mnt-"))
    mnt = base / "mnt"
    mnt.mkdir()
    image = base / "fs.img"
    is_mounted = False
    try:
        if fstype == "tmpfs":
            cmd = ["mount", "-t", "tmpfs", "-o", f"size={size_bytes}", "tmpfs", str(mnt)]
        else:
            with open(image, "wb") as f:
                f.truncate(size_bytes)
            made = subprocess.run([*(mkfs or [f"mkfs.{fstype}", "-q"]), str(image)], capture_output=True,
                                  text=True)
            if made.returncode != 0:
                raise MountUnavailable(f"mkfs failed: {made.stderr.strip()}")
            cmd = ["mount", "-o", "loop", str(image), str(mnt)]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode != 0:
            raise MountUnavailable(f"mount failed: {done.stderr.strip()}")
        is_mounted = True
        os.chmod(mnt, 0o755)
        yield mnt
    finally:
        if is_mounted:
            _unmount(mnt)
        shutil.rmtree(base, ignore_errors=True)


def fs_used(path: Path) -> int:
    st = os.statvfs(path)
    return (st.f_blocks - st.f_bfree) * st.f_frsize


def fill_fs(path: Path, leave: int = 0) -> Path:
    """Fill the filesystem holding `path` with one file, leaving about `leave` bytes free."""
    filler = path / "filler.bin"
    st = os.statvfs(path)
    todo = st.f_bavail * st.f_frsize - leave
    block = b"\xa5" * (1 << 16)
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        while todo > 0:
            todo -= os.write(fd, block[: min(len(block), todo)])
    except OSError:
        pass  # full: that was the point
    finally:
        os.close(fd)
    return filler


def forge_checkpoint(store: Any, entries: list[Any], scope: list[str] | None = None) -> str:
    """Seal a checkpoint whose manifest holds exactly `entries` (as a damaged or malicious store
    could), through the store's own object writer and catalog: for the hostile-manifest tests."""
    import secrets

    from savepoint.store.manifest import Manifest
    from savepoint.store.objects import commit_pending, hash_bytes, syncfs

    data = Manifest(entries, scope=scope or []).encode()
    manifest_id = hash_bytes(data)
    writer = store.objects.writer()
    writer.put(manifest_id, data)
    pending = writer.finish()
    syncfs(store.root)
    cp_id = "f0" + secrets.token_hex(5)
    with store.catalog.tx() as c:
        commit_pending(c, pending)
        c.execute("INSERT INTO checkpoints (id, created, scan_start_ns, state, kind, manifest, scope) "
                  "VALUES (?, ?, 0, 'sealed', 'user', ?, ?)",
                  (cp_id, time.time(), manifest_id, json.dumps(scope or [])))
    return cp_id


# -- injected I/O errors ------------------------------------------------------------------------

# An LD_PRELOAD shim: read()/pread() on a file whose path contains $SP_EIO_READ, and
# write()/pwrite() on one whose path contains $SP_EIO_WRITE, fail with EIO, as a dying disk would.
# It sits below Python, so the store's own code runs unchanged.
EIO_SHIM_C = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/uio.h>

static int hit(int fd, const char *var) {
    const char *pat = getenv(var);
    if (!pat || !*pat) return 0;
    char link[64], path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path - 1);
    if (n < 0) return 0;
    path[n] = 0;
    return strstr(path, pat) != NULL;
}

#define WRAP(name, var, params, args)                                         \
    ssize_t name params {                                                     \
        static ssize_t (*real) params;                                        \
        if (!real) real = (ssize_t (*) params) dlsym(RTLD_NEXT, #name);       \
        if (hit(fd, var)) { errno = EIO; return -1; }                         \
        return real args;                                                     \
    }

WRAP(read, "SP_EIO_READ", (int fd, void *b, size_t n), (fd, b, n))
WRAP(pread, "SP_EIO_READ", (int fd, void *b, size_t n, off_t o), (fd, b, n, o))
WRAP(pread64, "SP_EIO_READ", (int fd, void *b, size_t n, off64_t o), (fd, b, n, o))
WRAP(readv, "SP_EIO_READ", (int fd, const struct iovec *v, int c), (fd, v, c))
WRAP(preadv, "SP_EIO_READ", (int fd, const struct iovec *v, int c, off_t o), (fd, v, c, o))
WRAP(write, "SP_EIO_WRITE", (int fd, const void *b, size_t n), (fd, b, n))
WRAP(pwrite, "SP_EIO_WRITE", (int fd, const void *b, size_t n, off_t o), (fd, b, n, o))
WRAP(pwrite64, "SP_EIO_WRITE", (int fd, const void *b, size_t n, off64_t o), (fd, b, n, o))
WRAP(writev, "SP_EIO_WRITE", (int fd, const struct iovec *v, int c), (fd, v, c))
WRAP(pwritev, "SP_EIO_WRITE", (int fd, const struct iovec *v, int c, off_t o), (fd, v, c, o))
"""


def build_eio_shim(workdir: Path) -> Path | None:
    """Compile the EIO shim into `workdir`; None when there is no C compiler."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        return None
    src, lib = workdir / "eio.c", workdir / "libeio.so"
    src.write_text(EIO_SHIM_C)
    done = subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", str(lib), str(src), "-ldl"],
                          capture_output=True, text=True)
    return lib if done.returncode == 0 else None
