#!/usr/bin/env python3
"""savepoint side by side with its peers, on the reference workload, in one run.

usage: python bench/compare.py [--small N --large N --large-mb M] [--repeat N]
                               [--workdir DIR] [--keep] [--phases first,nochange,...]

Builds the workload with bench/workload/make_workspace.py, applies the bad run with mutate.py,
checks restores with treehash.sh, and prints operation | savepoint | peer | ratio | target | met?
(also written to bench/results/latest.md and latest.json). Every tool runs on warm caches; each
figure is the best of --repeat runs. See docs/performance.md for the measured table.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent))  # benchlib, peers: siblings of this file

from benchlib import (
    REPO,
    BenchError,
    Row,
    Table,
    clocked,
    disk_usage,
    file_sizes,
    fmt_bytes,
    fmt_seconds,
    machine_facts,
    ratio_row,
    remove_tree,
    run,
    sync,
    timed,
    treehash,
    workload_dir,
)
from peers import CopyPeer, Peer, Savepoint, checkpoint_peers

T = TypeVar("T")
PHASES = ("first", "nochange", "bad", "restore", "run", "guarded", "isolate", "rss")
REWRITE_BYTES = 16 << 20  # mutate.py rewrites 16 MiB inside data/shard00.bin
RSS_LIMIT = 150_000_000  # bytes (150 MB, decimal: the stricter reading)
GUARDED_LIMIT = 0.4  # s, the target; binpash/try spends about 0.8 s (quoted, not measured here)
RUN_OVERHEAD_LIMIT = 0.150  # s
ISOLATE_GUARDED_LIMIT = 0.25  # s, and <= 0.5 x try's run + discard
ISOLATE_RUN_LIMIT = 0.150  # s: `run --isolate -- true` over a bare `true`

WALK_SRC = """
import os, sys
def walk(d):
    n = 0
    with os.scandir(d) as it:
        for e in it:
            if e.name == ".savepoint":
                continue
            e.stat(follow_symlinks=False)
            n += 1
            if e.is_dir(follow_symlinks=False):
                n += walk(e.path)
    return n
print(walk(sys.argv[1]))
"""


@dataclass
class Config:
    small: int
    large: int
    large_mb: int
    repeat: int
    workdir: Path
    keep: bool
    phases: list[str]
    workload: Path  # bench/workload: make_workspace.py, mutate.py, treehash.sh
    rss_files: int = 100_000
    results: Path = REPO / "bench" / "results"


@dataclass
class Bench:
    cfg: Config
    ws: Path
    base_hash: str
    sp: Savepoint
    copy: CopyPeer
    peers: list[Peer]
    table: Table = field(default_factory=Table)
    raw: dict[str, Any] = field(default_factory=dict)  # every timing, for latest.json
    base_id: str | None = None  # a savepoint checkpoint of the unmodified workload
    ready: bool = False  # every tool holds a snapshot of the unmodified workload
    seed: int = 100
    phase: str = ""
    errors: dict[str, str] = field(default_factory=dict)  # tool -> its first error (shown in notes)
    cpu: dict[str, list[float]] = field(default_factory=dict)  # tool -> CPU seconds per measurement

    def next_seed(self) -> int:
        self.seed += 1
        return self.seed

    def log(self, msg: str) -> None:
        print(f"[bench] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- workload


def make_workspace(cfg: Config, dest: Path, small: int, large: int, large_mb: int) -> None:
    run([sys.executable, cfg.workload / "make_workspace.py", dest, "--small", str(small),
         "--large", str(large), "--large-mb", str(large_mb)])


def prepare_workload(cfg: Config) -> tuple[Path, str]:
    """The reference workspace and its digest; reused from a kept work dir when it is unchanged."""
    ws = cfg.workdir / "ws"
    marker = cfg.workdir / "workload.json"
    params = {"small": cfg.small, "large": cfg.large, "large_mb": cfg.large_mb}
    if marker.exists() and ws.exists():
        saved = json.loads(marker.read_text())
        if saved.get("params") == params:
            remove_tree(ws / ".savepoint")
            if treehash(cfg.workload, ws) == saved.get("hash"):
                return ws, str(saved["hash"])
    remove_tree(ws)
    make_workspace(cfg, ws, cfg.small, cfg.large, cfg.large_mb)
    digest = treehash(cfg.workload, ws)
    marker.write_text(json.dumps({"params": params, "hash": digest}))
    return ws, digest


def side_workspace(cfg: Config, name: str, small: int) -> Path:
    """A text-only workspace (for `run -- true` and peak RSS), made once per work dir."""
    ws = cfg.workdir / name
    done = cfg.workdir / f"{name}.ok"
    if not done.exists():
        remove_tree(ws)
        make_workspace(cfg, ws, small, 0, 1)
        done.touch()
    return ws


def mutate(b: Bench, seed: int) -> None:
    run([sys.executable, b.cfg.workload / "mutate.py", b.ws, str(seed)])


def changed_bytes(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]]) -> int:
    """Bytes the bad run wrote: new files, appended text, and the 16 MiB rewrite."""
    total = REWRITE_BYTES
    for path, (size, mtime) in after.items():
        old = before.get(path)
        if old is None:
            total += size
        elif old[1] != mtime and size != old[0]:
            total += max(size - old[0], 0)
    return total


def rsync_restore(b: Bench) -> None:
    """Make the workspace the unmodified workload again, from the `cp -a` copy."""
    run(["rsync", "-a", "--delete", "--exclude=/.savepoint", f"{b.copy.dest}/", f"{b.ws}/"])
    sync()


def reset_workspace(b: Bench) -> None:
    """The unmodified workload again (untimed): rsync when installed, else remove + `cp -a`."""
    if shutil.which("rsync"):
        rsync_restore(b)
        return
    for entry in b.ws.iterdir():
        if entry.name != ".savepoint":
            remove_tree(entry)
    run(["cp", "-a", f"{b.copy.dest}/.", f"{b.ws}/"])
    sync()


def exact(b: Bench) -> bool:
    return treehash(b.cfg.workload, b.ws) == b.base_hash


# ---------------------------------------------------------------- phases


def measure(b: Bench, times: dict[str, list[float]], name: str, action: Callable[[], T]) -> T | None:
    """Time `action` into times[name] and return its result; a failure is recorded (shown as n/a)
    instead of ending the run."""
    cpu_before = children_cpu()
    try:
        seconds, result = clocked(action)
    except BenchError as e:
        b.errors.setdefault(name, str(e))
        b.log(f"{name}: {e}")
        return None
    times.setdefault(name, []).append(seconds)
    # CPU seconds of the processes it ran: a load-independent view when the machine is busy
    b.cpu.setdefault(f"{b.phase}: {name}", []).append(round(children_cpu() - cpu_before, 4))
    return result


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def best(times: dict[str, list[float]], name: str) -> float | None:
    return min(times[name]) if times.get(name) else None


def available(b: Bench) -> list[Peer]:
    return [p for p in b.peers if p.available()]


def ensure_base(b: Bench) -> None:
    """Every tool holds a snapshot of the unmodified workload (untimed when `first` was skipped)."""
    if b.ready:
        return
    b.log("taking untimed base snapshots")
    remove_tree(b.sp.store)
    for peer in [b.copy, *available(b)]:
        peer.reset()
        peer.snapshot()
    b.sp.reset()
    b.ready = True
    b.base_id = b.sp.checkpoint("base")


def phase_first(b: Bench) -> None:
    """First checkpoint, durable: every tool starts from nothing, on the same warm tree."""
    times: dict[str, list[float]] = {}
    for rep in range(b.cfg.repeat):
        b.log(f"first checkpoint, round {rep + 1}/{b.cfg.repeat}")
        # Every tool's previous copy is deleted first, then the disk is let settle: deleting
        # gigabytes just before a timing charges that tool with the filesystem's freeing work.
        remove_tree(b.sp.store)  # (before cp -a, which would copy it)
        peers = available(b)
        for peer in [b.copy, *peers]:
            peer.reset()
        sync()
        time.sleep(2)
        sync()
        measure(b, times, b.copy.name, b.copy.snapshot)
        # cp -a first (it must not copy the store); the others take turns in a new order each round
        others: list[tuple[str, Callable[[], object]]] = [(p.name, p.snapshot) for p in peers]
        others.append(("savepoint", lambda: b.sp.checkpoint("first")))
        shift = rep % len(others)
        for name, snapshot in others[shift:] + others[:shift]:
            if name == "savepoint":
                b.sp.reset()
            sync()
            result = measure(b, times, name, snapshot)
            if name == "savepoint":
                b.base_id = result
    b.ready = True
    b.raw["first"] = times
    b.raw["store_after_first"] = b.sp.usage()
    sp = best(times, "savepoint")
    b.table.rows.append(ratio_row("first checkpoint (durable)", sp, b.copy.name,
                                  best(times, b.copy.name), limit=1.1))
    for peer in b.peers:
        b.table.rows.append(ratio_row("first checkpoint (durable)", sp, peer.name, best(times, peer.name)))


def phase_nochange(b: Bench) -> None:
    """Checkpoint again with nothing changed; the floor is a Python stat walk of the tree."""
    ensure_base(b)
    times: dict[str, list[float]] = {}
    walk = [sys.executable, "-c", WALK_SRC, str(b.ws)]
    for rep in range(b.cfg.repeat):
        b.log(f"no-change checkpoint, round {rep + 1}/{b.cfg.repeat}")
        measure(b, times, "stat walk", lambda: run(walk))
        b.base_id = measure(b, times, "savepoint", lambda: b.sp.checkpoint("again")) or b.base_id
        for peer in available(b):
            measure(b, times, peer.name, peer.snapshot)
    b.raw["nochange"] = times
    sp = best(times, "savepoint")
    op = "checkpoint, nothing changed"
    b.table.rows.append(ratio_row(op, sp, "Python scandir stat walk", best(times, "stat walk"), limit=2))
    targets = {"restic": 4.0, "rsync": 4.0}
    for peer in b.peers:
        name = "rsync --link-dest" if peer.name == "rsync" else peer.name
        b.table.rows.append(ratio_row(op, sp, name, best(times, peer.name), speedup=targets.get(peer.name)))


def phase_bad(b: Bench) -> None:
    """Checkpoint after the bad run (each round applies a fresh bad run on top of the last)."""
    ensure_base(b)
    times: dict[str, list[float]] = {}
    growth: dict[str, list[int]] = {}
    written: list[int] = []
    for rep in range(b.cfg.repeat):
        b.log(f"checkpoint after the bad run, round {rep + 1}/{b.cfg.repeat}")
        before = file_sizes(b.ws)
        mutate(b, b.next_seed())
        written.append(changed_bytes(before, file_sizes(b.ws)))
        sync()
        for name, usage, action in [("savepoint", b.sp.usage, lambda: b.sp.checkpoint("after bad run")),
                                    *[(p.name, p.usage, p.snapshot) for p in available(b)]]:
            start_usage = usage()
            measure(b, times, name, action)
            growth.setdefault(name, []).append(usage() - start_usage)
    b.raw["bad"] = {"times": times, "growth": growth, "bytes_written": written}
    sp = best(times, "savepoint")
    op = "checkpoint after the bad run"
    targets = {"restic": 5.0, "rsync": 5.0, "shadow git": 12.0}
    for peer in b.peers:
        name = "rsync --link-dest" if peer.name == "rsync" else peer.name
        b.table.rows.append(ratio_row(op, sp, name, best(times, peer.name), speedup=targets.get(peer.name)))
    if "savepoint" not in times:
        return
    ratios = [g / w for g, w in zip(growth["savepoint"], written, strict=True)]
    worst = max(range(len(ratios)), key=lambda i: ratios[i])
    peers_growth = ", ".join(f"{p.name} +{fmt_bytes(max(growth[p.name]))}" for p in available(b))
    b.table.rows.append(Row("store growth after the bad run", f"+{fmt_bytes(growth['savepoint'][worst])}",
                            f"bytes changed: {fmt_bytes(written[worst])}", f"{ratios[worst]:.2f}×",
                            "≤ 2× bytes changed", ratios[worst] <= 2.0,
                            note=f"worst of {len(ratios)} rounds; peers grew: {peers_growth}"))


def phase_restore(b: Bench) -> None:
    """Restore after the bad run: savepoint restore vs rsync -a --delete from a copy; both checked."""
    ensure_base(b)
    reset_workspace(b)
    if not exact(b):
        raise BenchError("the cp -a copy does not match the workload digest")
    have_rsync = shutil.which("rsync") is not None  # else its row says n/a
    times: dict[str, list[float]] = {}
    exactness: dict[str, list[bool]] = {"savepoint": [], "rsync": []}
    base_id = b.base_id
    for rep in range(b.cfg.repeat):
        b.log(f"restore after the bad run, round {rep + 1}/{b.cfg.repeat}")
        seed = b.next_seed()
        if base_id is not None:
            mutate(b, seed)
            sync()
            measure(b, times, "savepoint", partial(b.sp.restore, base_id))
            exactness["savepoint"].append(exact(b))
            if not exactness["savepoint"][-1]:
                reset_workspace(b)
        if not have_rsync:
            continue
        mutate(b, seed)
        sync()
        measure(b, times, "rsync", partial(rsync_restore, b))
        exactness["rsync"].append(exact(b))
        if not exactness["rsync"][-1]:
            raise BenchError("rsync restore is not exact: the workload digest differs")
    b.raw["restore"] = {"times": times, "exact": exactness}
    b.table.rows.append(ratio_row("restore after the bad run", best(times, "savepoint"),
                                  "rsync -a --delete + sync", best(times, "rsync"), speedup=3))
    sp_ok = bool(exactness["savepoint"]) and all(exactness["savepoint"])
    rs_ok = "n/a" if not have_rsync else "yes" if all(exactness["rsync"]) else "NO"
    b.table.rows.append(Row("restore is exact (treehash.sh)", "yes" if sp_ok else "NO",
                            f"rsync: {rs_ok}", "", "exact", sp_ok))


def phase_run(b: Bench) -> None:
    """`savepoint run -- true` in a 1,000-file workspace, over a bare `true`."""
    small = side_workspace(b.cfg, "ws1000", 1000)
    sp = Savepoint(small)
    sp.reset()
    sp.checkpoint("warm")
    true = shutil.which("true") or "/bin/true"
    cmd = sp.cmd("run", "--", true)
    run(cmd, cwd=small, env=sp.env())  # warm: store, stat cache, imports in the page cache
    n = max(b.cfg.repeat, 5)
    b.log(f"savepoint run -- true, {n} rounds")
    bare = [timed(lambda: run([true])) for _ in range(n)]
    guarded = [timed(lambda: run(cmd, cwd=small, env=sp.env())) for _ in range(n)]
    b.raw["run_true"] = {"bare": bare, "savepoint": guarded}
    overhead = min(guarded) - min(bare)
    note = f"savepoint run -- true {fmt_seconds(min(guarded))}, bare true {fmt_seconds(min(bare))}"
    if (REPO / "bench" / "run_overhead.py").exists():
        note += "; bench/run_overhead.py breaks this down"
    b.table.rows.append(Row("`run -- true` overhead, 1,000 files", fmt_seconds(overhead),
                            f"bare true: {fmt_seconds(min(bare))}", "",
                            f"≤ {RUN_OVERHEAD_LIMIT * 1000:.0f} ms", overhead <= RUN_OVERHEAD_LIMIT, note))


def phase_guarded(b: Bench) -> None:
    """The bad run under `savepoint run` (default mode), failing so it is rolled back, the task's
    time excluded; and the same run succeeding (kept) beside binpash/try's run + commit."""
    ensure_base(b)
    if not exact(b):
        reset_workspace(b)
    warm_stat_cache(b)
    try_sh = find_try()
    have_try = try_sh is not None and shutil.which("unshare") is not None
    overheads: list[float] = []
    alone: list[float] = []
    statuses: list[str] = []
    exactness: list[bool] = []
    good: dict[str, list[float]] = {"savepoint": [], "savepoint_beyond_task": [], "try": []}
    kept_ok: list[bool] = []
    full_scan: list[float] = []
    phases: list[dict[str, float]] = []  # where the time after the task went, from the run's events
    for rep in range(b.cfg.repeat):
        b.log(f"guarded bad run, round {rep + 1}/{b.cfg.repeat}")
        seed = b.next_seed()
        script = f'"{sys.executable}" "{b.cfg.workload / "mutate.py"}" "{b.ws}" {seed}'
        task = ["sh", "-c", f"{script}; exit 1"]
        cmd = b.sp.cmd("run", "--json", "--retries", "0", "--", *task)
        wall, proc = clocked(partial(run, cmd, cwd=b.ws, env=b.sp.env(), check=False))
        outcome = last_json(proc.stdout)
        if not isinstance(outcome, dict) or "attempts" not in outcome:
            raise BenchError(f"savepoint run printed no outcome (exit {proc.returncode}): "
                             f"{proc.stderr.strip()[-300:]}")
        statuses.append(f"{outcome.get('status')} (exit {proc.returncode})")
        task_time = sum(float(a.get("duration") or 0) for a in outcome["attempts"])
        overheads.append(wall - task_time)
        exactness.append(exact(b))
        phases.append(after_task_phases(b, str(outcome.get("run_id")), task_time))
        alone.append(wall - timed(partial(run, task, check=False)))
        after = digest_except(b.ws, RANDOM_FILE)  # what the task leaves, for the good runs below
        reset_workspace(b)
        warm_stat_cache(b)
        # the same bad run examined and rolled back by full scans (change tracking off): the before
        cmd = b.sp.cmd("run", "--json", "--retries", "0", "--full-scan", "--", *task)
        wall, proc = clocked(partial(run, cmd, cwd=b.ws, env=b.sp.env(), check=False))
        outcome = last_json(proc.stdout)
        if not isinstance(outcome, dict) or "attempts" not in outcome:
            raise BenchError(f"savepoint run --full-scan printed no outcome (exit {proc.returncode}): "
                             f"{proc.stderr.strip()[-300:]}")
        full_scan.append(wall - sum(float(a.get("duration") or 0) for a in outcome["attempts"]))
        exactness.append(exact(b))
        reset_workspace(b)
        warm_stat_cache(b)
        # the same task succeeding: savepoint keeps its result (default mode: in place)
        b.log(f"good run kept, round {rep + 1}/{b.cfg.repeat}")
        cmd = b.sp.cmd("run", "--json", "--retries", "0", "--", "sh", "-c", script)
        wall, proc = clocked(partial(run, cmd, cwd=b.ws, env=b.sp.env(), check=False))
        outcome = last_json(proc.stdout)
        if not isinstance(outcome, dict) or outcome.get("status") != "DONE":
            raise BenchError(f"savepoint run (good run) gave {outcome!r:.300} {proc.stderr[-300:]}")
        good["savepoint"].append(wall)
        good["savepoint_beyond_task"].append(wall - sum(float(a.get("duration") or 0)
                                                        for a in outcome["attempts"]))
        kept_ok.append(digest_except(b.ws, RANDOM_FILE) == after)
        reset_workspace(b)
        warm_stat_cache(b)
        if have_try:
            assert try_sh is not None
            try:
                good["try"].append(try_run_commit(b, try_sh, script, f"guarded{rep}"))
                kept_ok.append(digest_except(b.ws, RANDOM_FILE) == after)
            except BenchError as e:  # try could not mount its overlay here: its figure is n/a
                b.errors.setdefault("try", str(e)[:300])
                have_try = False
            reset_workspace(b)
            warm_stat_cache(b)
    b.raw["guarded"] = {"overhead": overheads, "overhead_vs_task_alone": alone, "status": statuses,
                        "exact": exactness, "good": good, "kept_exact": kept_ok, "full_scan": full_scan,
                        "after_task": phases}
    best_overhead = min(overheads)
    note = (f"status {', '.join(sorted(set(statuses)))}; rolled back exactly: "
            f"{'yes' if all(exactness) else 'NO'}; wall minus the task run alone: {fmt_seconds(min(alone))}; "
            f"with --full-scan (no change tracking): {fmt_seconds(min(full_scan))}")
    split = min(phases, key=lambda ph: sum(ph.values())) if phases and all(phases) else None
    if split:
        note += "; after the task (best round): " + ", ".join(f"{k} {fmt_seconds(v)}" for k, v in split.items())
    b.table.rows.append(Row("guarded bad run, rolled back (task time excluded)", fmt_seconds(best_overhead),
                            "binpash/try: ~0.8 s (quoted)", f"{best_overhead / 0.8:.2f}×",
                            f"≤ {GUARDED_LIMIT} s", best_overhead <= GUARDED_LIMIT and all(exactness), note))
    sp_good = min(good["savepoint"])
    try_good = min(good["try"]) if good["try"] else None
    note = (f"whole wall times, task included; savepoint beyond the task: "
            f"{fmt_seconds(min(good['savepoint_beyond_task']))}; kept result exact (every path, mode and "
            f"content but the randomly rewritten {RANDOM_FILE}, compared by size): "
            f"{'yes' if all(kept_ok) else 'NO'}")
    b.table.rows.append(Row("good run kept, default mode (run + keep)", fmt_seconds(sp_good),
                            f"try run + commit: {fmt_seconds(try_good) if try_good is not None else 'n/a'}",
                            f"{sp_good / try_good:.2f}×" if try_good else "", "≤ try",
                            (try_good is None or sp_good <= try_good) and all(kept_ok), note))


def after_task_phases(b: Bench, run_id: str, task_time: float) -> dict[str, float]:
    """From the run's events: the examination (with the post-failure checkpoint), judging, and
    the rollback, in seconds; empty when the events do not tell (another version of savepoint)."""
    shown = b.sp.call("show", run_id, check=False)
    events = shown.get("events") if isinstance(shown, dict) else None
    if not isinstance(events, list):
        return {}
    at = {e["kind"]: float(e["time"]) for e in events if isinstance(e, dict) and "time" in e}
    if not {"started", "examined", "decision", "rollback"} <= at.keys():
        return {}
    return {"examination": at["examined"] - (at["started"] + task_time),
            "judging": at["decision"] - at["examined"], "rollback": at["rollback"] - at["decision"]}


def try_run_commit(b: Bench, try_sh: Path, script: str, name: str) -> float:
    """binpash/try runs `script` in a sandbox, then commits it to the workspace: both timed."""
    sandbox = b.cfg.workdir / "try-sandboxes" / name
    remove_tree(sandbox)
    sandbox.mkdir(parents=True)
    t_run = timed(partial(run, ["sh", str(try_sh), "-N", str(sandbox), script], cwd=b.ws))
    t_commit = timed(partial(run, ["sh", "-c", f'echo y | sh "{try_sh}" commit "{sandbox}"'], cwd=b.ws))
    remove_tree(sandbox)
    return t_run + t_commit


RANDOM_FILE = "data/shard00.bin"  # mutate.py rewrites 16 MiB of it with os.urandom: not reproducible


def digest_except(root: Path, random_file: str) -> str:
    """Paths, modes and contents of a tree (the store left out); `random_file` by size only."""
    import hashlib
    import stat as st_

    h = hashlib.sha256()
    rows = []
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not (dirpath == str(root) and d == ".savepoint")]
        rows += [Path(dirpath) / name for name in files]
    for p in sorted(rows):
        rel = p.relative_to(root).as_posix()
        st = os.lstat(p)
        h.update(f"{rel} {st_.S_IMODE(st.st_mode):o} {st.st_size}\n".encode())
        if rel != random_file and st_.S_ISREG(st.st_mode):
            h.update(hashlib.sha256(p.read_bytes()).digest())
    return h.hexdigest()


def find_try() -> Path | None:
    """binpash/try (MIT; not shipped here): $SAVEPOINT_TRY, `try` on PATH, or a copy kept beside
    the repository; None: its rows say n/a."""
    for cand in (os.environ.get("SAVEPOINT_TRY"), shutil.which("try"),
                 REPO.parent / "shared" / "bench" / "peers" / "try"):
        if cand and Path(cand).is_file():
            return Path(cand)
    return None


def phase_isolate(b: Bench) -> None:
    """`run --isolate` beside binpash/try (both run the task in an overlay): the bad run guarded
    and discarded, the same run kept (committed), and `run --isolate -- true`. Every figure is
    wall time minus the task run alone on the real tree (so both pay the same copy-up)."""
    try_sh = find_try()
    have_try = try_sh is not None and shutil.which("unshare") is not None
    ensure_base(b)
    if not exact(b):
        reset_workspace(b)
    warm_stat_cache(b)
    sandbox_root = b.cfg.workdir / "try-sandboxes"
    res: dict[str, list[float]] = {k: [] for k in ("sp_bad", "sp_bad_attempt", "try_bad", "sp_good",
                                                   "try_good", "alone")}
    exactness: list[bool] = []
    kept_ok: list[bool] = []
    for rep in range(b.cfg.repeat):
        b.log(f"isolate: round {rep + 1}/{b.cfg.repeat}")
        seed = b.next_seed()
        task = f'"{sys.executable}" "{b.cfg.workload / "mutate.py"}" "{b.ws}" {seed}'
        # the task alone, on the real tree (then put back)
        alone = timed(partial(run, ["sh", "-c", task]))
        res["alone"].append(alone)
        after = digest_except(b.ws, RANDOM_FILE)
        reset_workspace(b)
        warm_stat_cache(b)
        # bad run, savepoint: isolated, fails, discarded
        cmd = b.sp.cmd("run", "--isolate", "--json", "--retries", "0", "--", "sh", "-c", task + "; exit 1")
        wall, proc = clocked(partial(run, cmd, cwd=b.ws, env=b.sp.env(), check=False))
        outcome = last_json(proc.stdout)
        if not isinstance(outcome, dict) or outcome.get("status") != "ROLLED_BACK":
            raise BenchError(f"savepoint run --isolate (bad run) gave {outcome!r:.300} {proc.stderr[-300:]}")
        res["sp_bad"].append(wall - alone)
        res["sp_bad_attempt"].append(wall - sum(float(a.get("duration") or 0) for a in outcome["attempts"]))
        exactness.append(exact(b))
        # bad run, try: run in a sandbox, then discard it
        if have_try:
            sandbox = sandbox_root / f"bad{rep}"
            remove_tree(sandbox)
            sandbox.mkdir(parents=True)
            t_run = timed(partial(run, ["sh", str(try_sh), "-N", str(sandbox), task + "; exit 1"], cwd=b.ws,
                                  check=False))
            t_discard = timed(partial(remove_tree, sandbox))
            res["try_bad"].append(t_run + t_discard - alone)
            exactness.append(exact(b))
        # good run, savepoint: kept (committed)
        cmd = b.sp.cmd("run", "--isolate", "--json", "--retries", "0", "--", "sh", "-c", task)
        wall, proc = clocked(partial(run, cmd, cwd=b.ws, env=b.sp.env(), check=False))
        outcome = last_json(proc.stdout)
        if not isinstance(outcome, dict) or outcome.get("status") != "DONE":
            raise BenchError(f"savepoint run --isolate (good run) gave {outcome!r:.300} {proc.stderr[-300:]}")
        res["sp_good"].append(wall)
        kept_ok.append(digest_except(b.ws, RANDOM_FILE) == after)
        reset_workspace(b)
        warm_stat_cache(b)
        # good run, try: run in a sandbox, then commit it
        if have_try:
            assert try_sh is not None
            res["try_good"].append(try_run_commit(b, try_sh, task, f"good{rep}"))
            kept_ok.append(digest_except(b.ws, RANDOM_FILE) == after)
            reset_workspace(b)
            warm_stat_cache(b)
    b.raw["isolate"] = {**res, "exact_rollback": exactness, "kept_exact": kept_ok}
    sp_bad, sp_good = min(res["sp_bad"]), min(res["sp_good"])
    try_bad = min(res["try_bad"]) if res["try_bad"] else None
    try_good = min(res["try_good"]) if res["try_good"] else None
    note = (f"wall minus the task alone ({fmt_seconds(min(res['alone']))}); savepoint wall minus the "
            f"attempt: {fmt_seconds(min(res['sp_bad_attempt']))}; tree exact after discard: "
            f"{'yes' if all(exactness) else 'NO'}")
    ok = sp_bad <= ISOLATE_GUARDED_LIMIT and (try_bad is None or sp_bad <= 0.5 * try_bad) and all(exactness)
    b.table.rows.append(Row("guarded bad run, `--isolate`, discarded (task time excluded)", fmt_seconds(sp_bad),
                            f"try run + discard: {fmt_seconds(try_bad) if try_bad is not None else 'n/a'}",
                            f"{sp_bad / try_bad:.2f}×" if try_bad else "",
                            f"≤ {ISOLATE_GUARDED_LIMIT} s and ≤ 0.5× try", ok, note))
    note = (f"whole wall times, task included; kept result exact (every path, mode and content but the "
            f"randomly rewritten {RANDOM_FILE}, compared by size): {'yes' if all(kept_ok) else 'NO'}")
    ok = (try_good is None or sp_good <= 0.5 * try_good) and all(kept_ok)
    b.table.rows.append(Row("good run kept, `--isolate` (run + commit)", fmt_seconds(sp_good),
                            f"try run + commit: {fmt_seconds(try_good) if try_good is not None else 'n/a'}",
                            f"{sp_good / try_good:.2f}×" if try_good else "", "≤ 0.5× try", ok, note))
    remove_tree(sandbox_root)
    # run --isolate -- true, 1,000 files
    small = side_workspace(b.cfg, "ws1000", 1000)
    sp = Savepoint(small)
    sp.reset()
    true = shutil.which("true") or "/bin/true"
    cmd = sp.cmd("run", "--isolate", "--", true)
    run(cmd, cwd=small, env=sp.env())
    n = max(b.cfg.repeat, 5)
    bare = [timed(lambda: run([true])) for _ in range(n)]
    isolated = [timed(lambda: run(cmd, cwd=small, env=sp.env())) for _ in range(n)]
    default = [timed(lambda: run(sp.cmd("run", "--", true), cwd=small, env=sp.env())) for _ in range(n)]
    b.raw["isolate_true"] = {"bare": bare, "isolated": isolated, "default": default}
    overhead = min(isolated) - min(bare)
    b.table.rows.append(Row("`run --isolate -- true` overhead, 1,000 files", fmt_seconds(overhead),
                            f"bare true: {fmt_seconds(min(bare))}", "", f"≤ {ISOLATE_RUN_LIMIT * 1000:.0f} ms",
                            overhead <= ISOLATE_RUN_LIMIT,
                            f"default mode `run -- true` in the same run: {fmt_seconds(min(default) - min(bare))}"))


def warm_stat_cache(b: Bench) -> None:
    """An untimed checkpoint, so savepoint's stat cache knows the inodes rsync just rewrote: in a
    real loop the previous rollback was savepoint's own and left the cache current."""
    b.sp.checkpoint("warm")


def last_json(stdout: str) -> Any:
    lines = [ln for ln in stdout.splitlines() if ln.strip()]
    try:
        return json.loads(lines[-1]) if lines else None
    except json.JSONDecodeError:
        return None


def peak_rss(cmd: list[str], cwd: Path, env: dict[str, str]) -> int:
    """Peak RSS in bytes of a command (GNU time's maximum resident set size)."""
    if not Path("/usr/bin/time").exists():
        return peak_rss_polled(cmd, cwd, env)
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as out:
        run(["/usr/bin/time", "-f", "%M", "-o", out.name, *cmd], cwd=cwd, env=env)
        return int(Path(out.name).read_text().split()[-1]) * 1024


def peak_rss_polled(cmd: list[str], cwd: Path, env: dict[str, str]) -> int:
    import subprocess
    import time

    import psutil

    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ps = psutil.Process(proc.pid)
    peak = 0
    while proc.poll() is None:
        try:
            peak = max(peak, ps.memory_info().rss)
        except psutil.NoSuchProcess:
            break
        time.sleep(0.01)
    return peak


def phase_rss(b: Bench) -> None:
    """Peak RSS of a checkpoint of a 100,000-file workspace (first, then nothing changed)."""
    files = b.cfg.rss_files
    big = side_workspace(b.cfg, "ws100k" if files == 100_000 else f"ws{files}", files)
    sp = Savepoint(big)
    sp.reset()
    b.log(f"peak RSS: checkpoint of {files:,} files")
    cmd = sp.cmd("checkpoint", "--json")
    first_time: list[float] = []
    peaks: list[int] = []
    first_time.append(timed(lambda: peaks.append(peak_rss(cmd, big, sp.env()))))
    again_time = timed(lambda: peaks.append(peak_rss(cmd, big, sp.env())))
    walk = timed(lambda: run([sys.executable, "-c", WALK_SRC, str(big)]))
    b.raw["rss"] = {"peaks": peaks, "first_time": first_time[0], "again_time": again_time,
                    "stat_walk": walk, "files": files, "store": disk_usage(sp.store)}
    peak = max(peaks)
    note = (f"first checkpoint {fmt_bytes(peaks[0])} in {fmt_seconds(first_time[0])}, no-change "
            f"{fmt_bytes(peaks[1])} in {fmt_seconds(again_time)} (stat walk {fmt_seconds(walk)})")
    b.table.rows.append(Row(f"peak RSS, checkpoint of {files:,} files", f"{peak / 1e6:.0f} MB", "—", "",
                            f"≤ {RSS_LIMIT / 1e6:.0f} MB", peak <= RSS_LIMIT, note))


PHASE_FUNCS: dict[str, Callable[[Bench], None]] = {
    "first": phase_first, "nochange": phase_nochange, "bad": phase_bad, "restore": phase_restore,
    "run": phase_run, "guarded": phase_guarded, "isolate": phase_isolate, "rss": phase_rss,
}
PHASE_TITLES = {
    "first": "first checkpoint (durable)", "nochange": "checkpoint, nothing changed",
    "bad": "checkpoint after the bad run", "restore": "restore after the bad run",
    "run": "`run -- true` overhead", "guarded": "guarded bad run", "isolate": "--isolate beside try",
    "rss": "peak RSS",
}


# ---------------------------------------------------------------- main


def parse_args(argv: list[str]) -> Config:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--small", type=int, default=20000, help="text files (default 20000)")
    ap.add_argument("--large", type=int, default=4, help="large binary files (default 4)")
    ap.add_argument("--large-mb", type=int, default=256, help="MiB per large file (default 256)")
    ap.add_argument("--repeat", type=int, default=3, help="best of N (default 3)")
    ap.add_argument("--workdir", type=Path, help="work dir (default: a new one under /tmp)")
    ap.add_argument("--keep", action="store_true", help="keep the work dir (reused by the next run)")
    ap.add_argument("--rss-files", type=int, default=100_000, help="files for the peak-RSS workspace")
    ap.add_argument("--phases", default=",".join(PHASES), help=f"comma list of {','.join(PHASES)}")
    ap.add_argument("--results", type=Path, default=REPO / "bench" / "results",
                    help="where latest.md and latest.json go (default bench/results)")
    a = ap.parse_args(argv)
    phases = [p.strip() for p in a.phases.split(",") if p.strip()]
    unknown = [p for p in phases if p not in PHASES]
    if unknown:
        ap.error(f"unknown phase {unknown[0]!r} (choose from {', '.join(PHASES)})")
    if a.small < 20 or a.large < 1 or a.large_mb < 1 or a.repeat < 1:
        ap.error("the bad run needs --small >= 20, --large >= 1, --large-mb >= 1; --repeat >= 1")
    workdir = (a.workdir or Path(tempfile.mkdtemp(prefix="savepoint-bench-"))).resolve()
    if REPO in (workdir, *workdir.parents):
        ap.error(f"--workdir {workdir} is inside the repository; use a folder outside it")
    workdir.mkdir(parents=True, exist_ok=True)
    return Config(a.small, a.large, a.large_mb, a.repeat, workdir, a.keep, phases, workload_dir(),
                  a.rss_files, a.results.resolve())


def report(b: Bench, facts: dict[str, str]) -> str:
    cfg = b.cfg
    workload = (f"{cfg.small:,} text files (1–16 KiB) + {cfg.large} × {cfg.large_mb} MiB binary "
                f"({fmt_bytes(disk_usage(b.ws) - b.sp.usage())} on disk); bad run = bench/workload/mutate.py")
    lines = ["# savepoint benchmark: latest run", "", f"- workload: {workload}",
             f"- best of {cfg.repeat} per figure; `savepoint` runs as a fresh process each time"]
    lines += [f"- {k}: {v}" for k, v in facts.items()]
    lines += ["", b.table.markdown(), ""]
    lines += [f"- error, {tool}: {msg}" for tool, msg in b.errors.items()]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    cfg = parse_args(argv)
    print(f"[bench] work dir {cfg.workdir}", file=sys.stderr)
    # An installed package runs from cached bytecode; without this every savepoint process would
    # recompile its modules (this machine sets PYTHONDONTWRITEBYTECODE=1). Cache kept in the work dir.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(cfg.workdir / "pycache")
    try:
        ws, digest = prepare_workload(cfg)
        b = Bench(cfg, ws, digest, Savepoint(ws), CopyPeer(ws, cfg.workdir / "cp"),
                  checkpoint_peers(ws, cfg.workdir))
        for name in cfg.phases:
            b.phase = name
            try:
                PHASE_FUNCS[name](b)
            except BenchError as e:
                b.log(f"{name}: {e}")
                b.table.rows.append(Row(PHASE_TITLES[name], "error", "", "", "", False, note=str(e)))
        facts = machine_facts(cfg.workdir)
        print(b.table.text())
        for tool, msg in b.errors.items():
            print(f"error, {tool}: {msg}")
        results = cfg.results
        results.mkdir(parents=True, exist_ok=True)
        (results / "latest.md").write_text(report(b, facts))
        (results / "latest.json").write_text(json.dumps({"facts": facts, "raw": b.raw, "cpu": b.cpu,
                                                         "config": {k: str(v) for k, v in vars(cfg).items()}},
                                                        indent=1))
        print(f"[bench] wrote {results / 'latest.md'}", file=sys.stderr)
    finally:
        if not cfg.keep:
            shutil.rmtree(cfg.workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
