"""Helpers for the side-by-side benchmark: running and timing commands, tree facts, the table.

Every figure is wall-clock time of a real process on warm caches (nothing drops the page cache),
best of N, so each tool gets its most favourable run.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

REPO = Path(__file__).resolve().parents[1]


class BenchError(Exception):
    """A command the benchmark depends on failed; the message names it."""


def workload_dir() -> Path:
    """The workload scripts: `bench/workload/` of this repository (`$SAVEPOINT_BENCH_WORKLOAD` to
    measure with another copy of them)."""
    explicit = os.environ.get("SAVEPOINT_BENCH_WORKLOAD")
    cand = Path(explicit) if explicit else REPO / "bench" / "workload"
    if not (cand / "make_workspace.py").is_file():
        raise BenchError(f"no make_workspace.py in {cand}")
    return cand.resolve()


def run(cmd: Sequence[str | os.PathLike[str]], cwd: Path | None = None,
        env: Mapping[str, str] | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
    """Run a command to completion, capturing output; a failure raises BenchError with its stderr."""
    try:
        proc = subprocess.run([os.fspath(c) for c in cmd], cwd=cwd, env=dict(env) if env else None,
                              capture_output=True, text=True)
    except FileNotFoundError:  # a tool that is not installed: its row says so, no traceback
        raise BenchError(f"{os.fspath(cmd[0])} is not installed") from None
    if check and proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
        raise BenchError(f"{' '.join(map(str, cmd))[:200]} exited {proc.returncode}: {' | '.join(tail)}")
    return proc


def timed(action: Callable[[], object]) -> float:
    return clocked(action)[0]


def clocked(action: Callable[[], T]) -> tuple[float, T]:
    """(seconds, result) of calling `action`."""
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def sync() -> None:
    """Flush every dirty page, so the next timing is not charged for earlier writes."""
    os.sync()


def remove_tree(path: Path) -> None:
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path)


def disk_usage(path: Path) -> int:
    """Bytes allocated on disk under `path` (st_blocks, like `du`), hard links counted once."""
    seen: set[tuple[int, int]] = set()
    total = 0
    stack = [path]
    while stack:
        with os.scandir(stack.pop()) as it:
            for entry in it:
                st = entry.stat(follow_symlinks=False)
                if (st.st_dev, st.st_ino) in seen:
                    continue
                seen.add((st.st_dev, st.st_ino))
                total += st.st_blocks * 512
                if entry.is_dir(follow_symlinks=False):
                    stack.append(Path(entry.path))
    return total


def file_sizes(root: Path, skip: str = ".savepoint") -> dict[str, tuple[int, int]]:
    """relative path -> (size, mtime_ns) of every regular file, outside the store."""
    out: dict[str, tuple[int, int]] = {}
    stack = [root]
    while stack:
        with os.scandir(stack.pop()) as it:
            for entry in it:
                if entry.name == skip:
                    continue
                if entry.is_dir(follow_symlinks=False):
                    stack.append(Path(entry.path))
                elif entry.is_file(follow_symlinks=False):
                    st = entry.stat(follow_symlinks=False)
                    out[os.path.relpath(entry.path, root)] = (st.st_size, st.st_mtime_ns)
    return out


def treehash(workload: Path, tree: Path) -> str:
    """The digest of a tree by treehash.sh (paths, modes, contents; `.savepoint` and `.git` excluded)."""
    if shutil.which("b3sum") is None:
        raise BenchError("treehash.sh needs b3sum, which is missing (apt-get install b3sum)")
    return run(["bash", workload / "treehash.sh", tree]).stdout.strip()


def fs_type(path: Path) -> str:
    # findmnt names ext4 as such; `stat -f` reports its magic number as "ext2/ext3"
    proc = run(["findmnt", "-n", "-o", "FSTYPE", "--target", path], check=False)
    return proc.stdout.strip() or "unknown"


def tool_version(cmd: Sequence[str]) -> str:
    if shutil.which(cmd[0]) is None:
        return "missing"
    proc = run(cmd, check=False)
    return (proc.stdout or proc.stderr).strip().splitlines()[0] if proc.stdout or proc.stderr else "?"


def machine_facts(workdir: Path) -> dict[str, str]:
    mem_gib = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / (1 << 30)
    return {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "cpu": f"{os.cpu_count()} cores, {platform.machine()}, {mem_gib:.0f} GiB RAM",
        "kernel": platform.release(),
        "filesystem": f"{fs_type(workdir)} ({workdir})",
        "python": sys.version.split()[0],
        "git": tool_version(["git", "--version"]),
        "restic": tool_version(["restic", "version"]),
        "rsync": tool_version(["rsync", "--version"]),
        "caches": "warm (page cache never dropped; every tool reads the same cached tree)",
    }


def fmt_seconds(s: float | None) -> str:
    if s is None:
        return "n/a"
    if s < 1:
        return f"{s * 1000:.0f} ms"
    return f"{s:.2f} s"


def fmt_bytes(n: float | None) -> str:
    if n is None:
        return "n/a"
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if abs(n) >= size:
            return f"{n / size:.1f} {unit}"
    return f"{n:.0f} B"


@dataclass
class Row:
    """One line of the table. `ratio` is savepoint / peer, except for speed-up targets."""

    operation: str
    savepoint: str
    peer: str
    ratio: str = ""
    target: str = ""
    met: bool | None = None
    note: str = ""

    @property
    def met_text(self) -> str:
        return {True: "yes", False: "NO", None: "—"}[self.met]


@dataclass
class Table:
    rows: list[Row] = field(default_factory=list)

    HEADERS = ("operation", "savepoint", "peer", "ratio", "target", "met?")

    def cells(self) -> list[tuple[str, ...]]:
        return [(r.operation, r.savepoint, r.peer, r.ratio, r.target, r.met_text) for r in self.rows]

    def text(self) -> str:
        body = [self.HEADERS, *self.cells()]
        widths = [max(len(row[i]) for row in body) for i in range(len(self.HEADERS))]
        lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in body]
        lines.insert(1, "  ".join("-" * w for w in widths))
        notes = [f"  * {r.operation}: {r.note}" for r in self.rows if r.note]
        return "\n".join(lines + (["", *notes] if notes else []))

    def markdown(self) -> str:
        def esc(c: str) -> str:
            return c.replace("|", "\\|")

        lines = ["| " + " | ".join(self.HEADERS) + " |", "|" + "---|" * len(self.HEADERS)]
        lines += ["| " + " | ".join(esc(c) for c in row) + " |" for row in self.cells()]
        notes = [f"- **{r.operation}**: {r.note}" for r in self.rows if r.note]
        return "\n".join(lines + (["", *notes] if notes else []))


def ratio_row(operation: str, sp: float | None, peer_name: str, peer: float | None,
              limit: float | None = None, speedup: float | None = None, note: str = "") -> Row:
    """A timing row. `limit`: savepoint must take ≤ limit × peer. `speedup`: ≥ speedup × faster."""
    row = Row(operation, fmt_seconds(sp), f"{peer_name}: {fmt_seconds(peer)}", note=note)
    if sp is None or peer is None or sp <= 0 or peer <= 0:
        row.ratio = "n/a"
        row.target = _target_text(limit, speedup)
        return row
    if speedup is not None:
        factor = peer / sp
        row.ratio = f"{factor:.1f}× faster" if factor >= 1 else f"{sp / peer:.1f}× slower"
        row.target = _target_text(limit, speedup)
        row.met = factor >= speedup
    else:
        row.ratio = f"{sp / peer:.2f}×"
        row.target = _target_text(limit, speedup)
        row.met = None if limit is None else sp <= limit * peer
    return row


def _target_text(limit: float | None, speedup: float | None) -> str:
    if speedup is not None:
        return f"≥ {speedup:g}× faster"
    if limit is not None:
        return f"≤ {limit:g}× peer"
    return "(context)"
