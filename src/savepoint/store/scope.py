"""Which paths a checkpoint covers.

Scope patterns are gitignore-style and relative to the workspace: a path is in scope when it
matches one (no patterns: everything). Ignored paths are not recorded at all, so they are never
rolled back and never count as writes outside the scope: `.savepointignore`, the store itself,
`.git/objects/` (append-only), bytecode and tool caches (`CACHE_DIRS`, `CACHE_SUFFIXES`), and the
files savepoint's own stdout/stderr are written to (`> run.log`, `| tee run.log`). Everything
else that is not in scope is recorded by stat only, to detect writes that could not be rolled back.
"""

from __future__ import annotations

import functools
import glob
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from savepoint.errors import UsageError

IGNORE_FILE = ".savepointignore"
# .git/objects is append-only: restoring HEAD, refs and the index is enough to undo a task's git
# operations, and skipping the object database keeps checkpoints of big repositories cheap.
DEFAULT_IGNORES = (".git/objects",)
# Caches that tools write as a side effect of running at all (Python writes __pycache__ when it
# imports a local module): never the task's result, rebuilt on demand. Matched by name at any depth.
CACHE_DIRS = frozenset({"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".ipynb_checkpoints",
                        ".hypothesis", ".tox", ".nox"})
CACHE_SUFFIXES = (".pyc", ".pyo")


def _compile(lines: Sequence[str], what: str) -> Any:
    # lazy import (startup time): keeps pathspec off this module's import
    import pathspec

    for line in lines:
        if "\x00" in line:
            raise UsageError(f"invalid {what} pattern {line!r}: contains a NUL byte")
    try:
        return pathspec.GitIgnoreSpec.from_lines(list(lines))
    except Exception as e:  # pathspec raises several types for malformed patterns
        raise UsageError(f"invalid {what} pattern: {e}") from e


class Scope:
    def __init__(self, workspace: Path, patterns: Sequence[str] = (), store_root: Path | None = None,
                 *, read_ignore_file: bool = True) -> None:
        self.patterns = [p for p in patterns if p.strip()]
        self._scope = _compile(self.patterns, "scope") if self.patterns else None
        ignores: list[str] = []
        if read_ignore_file:
            f = workspace / IGNORE_FILE
            try:
                ignores = f.read_text(encoding="utf-8").splitlines()
            except FileNotFoundError:
                pass
            except (OSError, UnicodeDecodeError) as e:
                raise UsageError(f"cannot read {f}: {e}") from e
        self._ignore = _compile(ignores, IGNORE_FILE) if any(i.strip() and not i.startswith("#")
                                                               for i in ignores) else None
        self.has_user_ignores = self._ignore is not None
        self.fixed_ignores = set(DEFAULT_IGNORES)
        if store_root is not None:
            try:
                rel = store_root.resolve().relative_to(workspace.resolve())
            except ValueError:
                rel = None
            if rel is not None and str(rel) != ".":
                self.fixed_ignores.add(rel.as_posix())
        self.fixed_ignores.add(".savepoint")
        self.fixed_ignores.update(own_output_files(workspace))
        self.cache_dirs, self.cache_suffixes = CACHE_DIRS, CACHE_SUFFIXES
        self.everything = self._scope is None

    def ignored(self, rel: str, is_dir: bool) -> bool:
        if rel in self.fixed_ignores:
            return True
        name = rel.rpartition("/")[2]
        if (name in self.cache_dirs) if is_dir else name.endswith(self.cache_suffixes):
            return True
        if self._ignore is None:
            return False
        return bool(self._ignore.match_file(rel + "/" if is_dir else rel))

    def contains(self, rel: str, is_dir: bool) -> bool:
        """Is this path itself in scope (its content checkpointed, restore makes it so)?"""
        if self._scope is None:
            return True
        return bool(self._scope.match_file(rel + "/" if is_dir else rel))


def own_output_files(workspace: Path) -> list[str]:
    """Workspace-relative paths of the files savepoint's own stdout/stderr end up in: the file
    itself (`> run.log 2>&1`), or, when fd 1/2 is a pipe, the files its reader writes to
    (`| tee run.log`, `| grep x > run.log`). Those files grow while the task runs because
    savepoint echoes the task's output into them: they are not the task's writes, and restoring
    one under an open descriptor would lose the log."""
    root = str(workspace.resolve())
    out = []
    for path in _output_paths():
        if path == root or not path.startswith(root.rstrip("/") + "/"):
            continue
        out.append(path[len(root.rstrip("/")) + 1:])
    return out


def own_output_keep(context: Any) -> list[str]:
    """A checkpoint's `own_outputs` (the log files its process wrote to, left out of it) as
    anchored patterns for `restore(keep=...)`: restoring it leaves them as they are, never
    deletes them (`savepoint restore RUN` after `savepoint run ... > run.log`, or `recover`)."""
    own = context.get("own_outputs") if isinstance(context, dict) else None
    if not isinstance(own, list):
        return []
    return ["/" + glob.escape(p) for p in own if isinstance(p, str) and p]


@functools.cache
def _output_paths() -> tuple[str, ...]:
    """Absolute paths of the regular files fds 1 and 2 lead to (computed once per process: every
    checkpoint and restore of a run must agree on what is ignored)."""
    files: set[str] = set()
    pipes: set[int] = set()
    for fd in (1, 2):
        try:
            st = os.fstat(fd)
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode):
            path = _fd_path(f"/proc/self/fd/{fd}", st)
            if path:
                files.add(path)
        elif stat.S_ISFIFO(st.st_mode):
            pipes.add(st.st_ino)
    if pipes:
        files.update(_pipe_reader_files(pipes))
    return tuple(sorted(files))


def _fd_path(link: str, st: os.stat_result) -> str | None:
    """The path a /proc fd link names, if that path still is the same file."""
    try:
        path = os.readlink(link)
        now = os.stat(path)
    except OSError:
        return None
    return path if (now.st_dev, now.st_ino) == (st.st_dev, st.st_ino) else None


def _pipe_reader_files(pipes: set[int], depth: int = 3) -> set[str]:
    """Files written by the processes reading our output pipes (`savepoint ... | tee run.log`).

    The other end of a pipe is not visible from this end, but a pipeline's processes are children
    of the same shell: look at the children of our ancestors (a few levels: a subshell, `time`,
    `uv run` add one) for a process holding the same pipe (`pipe:[INODE]` in /proc/PID/fd) open
    for reading, and take the regular files it holds open for writing. Readers that pipe on
    (`| cat | tee log`) are followed `depth` times. Only /proc entries we may read are used;
    whatever cannot be seen is simply not ignored (it then shows as an outside write)."""
    me = os.getpid()
    candidates: set[int] = set()
    pid = me
    for _ in range(4):
        pid = _parent(pid)
        if pid <= 1:
            break
        candidates.update(_children(pid))
    candidates.discard(me)
    files: set[str] = set()
    seen_pipes = set(pipes)
    frontier = set(pipes)
    for _ in range(depth):
        next_pipes: set[int] = set()
        for cand in sorted(candidates):
            for fd, kind, target in _fds(cand, frontier):
                if kind != "w":
                    continue
                if target.startswith("pipe:["):
                    ino = int(target[6:-1])
                    if ino not in seen_pipes:
                        next_pipes.add(ino)
                elif target.startswith("/"):
                    try:
                        st = os.stat(f"/proc/{cand}/fd/{fd}")
                    except OSError:
                        continue
                    if stat.S_ISREG(st.st_mode):
                        path = _fd_path(f"/proc/{cand}/fd/{fd}", st)
                        if path:
                            files.add(path)
        if not next_pipes:
            break
        seen_pipes |= next_pipes
        frontier = next_pipes
    return files


def _parent(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            data = f.read()
        return int(data[data.rindex(b")") + 2:].split()[1])
    except (OSError, ValueError, IndexError):
        return 0


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for tid in tasks:
        try:
            with open(f"/proc/{pid}/task/{tid}/children") as f:
                found.update(int(c) for c in f.read().split())
        except FileNotFoundError:  # a kernel without CONFIG_PROC_CHILDREN: ask every process
            return _children_by_scan(pid)
        except (OSError, ValueError):
            continue
    return found


def _children_by_scan(pid: int) -> set[int]:
    found: set[int] = set()
    for name in os.listdir("/proc"):
        if name.isdigit() and _parent(int(name)) == pid:
            found.add(int(name))
    return found


def _fds(pid: int, wanted: set[int]) -> list[tuple[str, str, str]]:
    """(fd, "r" | "w", link target) of a process's descriptors, if it holds one of the pipes
    `wanted` open for reading (else nothing: most candidates stop at cheap readlinks)."""
    links: list[tuple[str, str]] = []
    try:
        names = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return []
    for fd in names:
        try:
            links.append((fd, os.readlink(f"/proc/{pid}/fd/{fd}")))
        except OSError:
            continue
    pipe_names = {f"pipe:[{ino}]" for ino in wanted}
    if not any(target in pipe_names for _, target in links):
        return []
    out = []
    for fd, target in links:
        try:
            with open(f"/proc/{pid}/fdinfo/{fd}") as f:
                flags = next((int(line.split()[1], 8) for line in f if line.startswith("flags:")), 0)
        except (OSError, ValueError, IndexError):
            continue
        out.append((fd, "w" if flags & (os.O_WRONLY | os.O_RDWR) else "r", target))
    if not any(kind == "r" and target in pipe_names for _, kind, target in out):
        return []
    return out


def check_name(rel: str) -> None:
    """Refuse a stored path that could escape the workspace (`..`, absolute, NUL, empty parts)."""
    if not rel or rel.startswith("/") or "\x00" in rel:
        raise UsageError(f"unsafe path in manifest: {rel!r}")
    for part in rel.split("/"):
        if part in ("", ".", ".."):
            raise UsageError(f"unsafe path in manifest: {rel!r}")
