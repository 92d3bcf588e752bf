#!/usr/bin/env python3
"""Tracked vs full: what a post-run examination and a rollback cost when savepoint knows what the
task touched (store/track.py) against today's walk of the whole workspace, side by side in one
run on the reference workload (bench/workload/make_workspace.py: 20,000 files in 400 folders
and 4 x 256 MiB).

    python bench/track_bench.py                         # the reference workload, best of 3
    python bench/track_bench.py --small 2000 --large 1 --large-mb 64 --repeat 1   # quick
    python bench/track_bench.py --workdir /tmp/tb --keep                          # reuse it

Rows (in-process, the library calls the run loop makes; the task itself not timed):
- tracker start: inotify watches on every folder (paid once per run, before the pre-run checkpoint)
- examine after the bad run (bench/workload/mutate.py: 10 edits, 5 deletions, 20 new files,
  16 MiB rewritten inside a 256 MiB file, whose hashing both sides pay)
- examine after a one-file edit (the walk is all there is to pay)
- rollback after the bad run (restore to the pre-run checkpoint, pre-restore checkpoint included)
Each rollback is checked exact against the checkpoint (a full scan compared entry by entry).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "bench"))

from benchlib import workload_dir  # noqa: E402

from savepoint.store import Store  # noqa: E402
from savepoint.store.track import ChangeTracker, Touched  # noqa: E402


def best(n: int, action: Callable[[], object]) -> float:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def exact(store: Store, cp: str) -> None:
    want = {p: (e.kind, e.mode, e.size, e.content, e.target) for p, e in store.manifest(cp).entries.items()}
    now = {p: (e.kind, e.mode, e.size, e.content, e.target) for p, e in store.current().entries.items()}
    if want != now:
        bad = sorted(set(want.items()) ^ set(now.items()))[:3]
        raise SystemExit(f"restore was not exact: {bad}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--small", type=int, default=20000)
    ap.add_argument("--large", type=int, default=4)
    ap.add_argument("--large-mb", type=int, default=256)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--workdir", type=Path)
    ap.add_argument("--keep", action="store_true", help="keep the workspace (reused when --workdir has one)")
    a = ap.parse_args()
    work = a.workdir or Path(tempfile.mkdtemp(prefix="sp-track-bench-"))
    ws = work / "ws"
    wl = workload_dir()
    try:
        if not (ws / "src").is_dir():
            ws.mkdir(parents=True, exist_ok=True)
            subprocess.run([sys.executable, wl / "make_workspace.py", ws, "--small", str(a.small), "--large",
                            str(a.large), "--large-mb", str(a.large_mb)], check=True)
        shutil.rmtree(work / "store", ignore_errors=True)
        store = Store.open(ws, work / "store", create=True)
        folders = sum(1 for _, dirs, _ in os.walk(ws) for _ in dirs)
        t_start = best(a.repeat, lambda: ChangeTracker.start(ws).close())  # type: ignore[union-attr]
        tracker = ChangeTracker.start(ws)
        assert tracker is not None, "inotify is not available here"
        cp = store.checkpoint().id  # the tracker started first, as the run loop does
        rows: dict[str, list[float]] = {"examine after the bad run": [], "examine after a one-file edit": [],
                                        "rollback after the bad run": []}
        full_rows: dict[str, list[float]] = {k: [] for k in rows}
        touched_sizes: list[int] = []
        one = next(p for p in sorted((ws / "src").rglob("*.py")))
        # One tracker for the whole bench, as for a whole run: never restarted, so what the
        # rollbacks write is touched too (a tracker started after a restore would not know
        # the restored files' new inodes: the run loop never does that either).

        def warm() -> None:
            """Past the racy window, a checkpoint records every file in the stat cache, so both
            sides hash only what changed (else a full scan re-hashes restored racy files)."""
            time.sleep(2.1)
            store.checkpoint(base=cp, touched=_touched(tracker))

        warm()
        for seed in range(1, a.repeat + 1):
            # a one-file edit: the walk is the whole cost of a full examination
            with open(one, "a") as f:
                f.write("# edit\n")
            os.sync()
            full_rows["examine after a one-file edit"].append(best(1, lambda: store.examine(cp)))
            rows["examine after a one-file edit"].append(timed_examine(store, cp, tracker))
            store.restore(cp, touched=_touched(tracker))
            warm()
            # the bad run, rolled back with what the tracker saw
            subprocess.run([sys.executable, wl / "mutate.py", ws, str(seed)], check=True)
            os.sync()
            touched_sizes.append(len(_touched(tracker).paths))
            full_rows["examine after the bad run"].append(best(1, lambda: store.examine(cp)))
            rows["examine after the bad run"].append(timed_examine(store, cp, tracker))
            start = time.perf_counter()
            store.restore(cp, touched=_touched(tracker))
            rows["rollback after the bad run"].append(time.perf_counter() - start)
            exact(store, cp)
            warm()
            # the same bad run, rolled back with a full scan
            subprocess.run([sys.executable, wl / "mutate.py", ws, str(seed)], check=True)
            os.sync()
            start = time.perf_counter()
            store.restore(cp)
            full_rows["rollback after the bad run"].append(time.perf_counter() - start)
            exact(store, cp)
            warm()
        tracker.close()
        store.close()
        load = os.getloadavg()
        print(f"workspace: {a.small} small files, {a.large} x {a.large_mb} MiB, {folders} folders; "
              f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; best of {a.repeat}")
        print(f"tracker start (watches on every folder): {t_start * 1000:.0f} ms")
        print(f"paths the tracker reported after the bad run (the rollbacks' own writes included): "
              f"{max(touched_sizes)}")
        print("| operation | full scan | tracked | ratio |")
        print("|---|---|---|---|")
        for k in rows:
            f, t = full_rows[k], rows[k]
            if not f or not t:
                print(f"| {k} | {_ms(f)} | {_ms(t)} | n/a (raise --repeat to time both) |")
                continue
            print(f"| {k} | {_ms(f)} | {_ms(t)} | {min(f) / min(t):.1f}x |")
    finally:
        if not a.keep:
            subprocess.run(["chmod", "-R", "u+rwX", str(work)], capture_output=True)
            shutil.rmtree(work, ignore_errors=True)


def timed_examine(store: Store, cp: str, tracker: ChangeTracker) -> float:
    """A tracked examination, the tracker's barrier (sync) included."""
    start = time.perf_counter()
    store.examine(cp, touched=_touched(tracker))
    return time.perf_counter() - start


def _touched(tracker: ChangeTracker) -> Touched:
    t = tracker.touched()
    if t is None:
        raise SystemExit(f"the tracker gave up: {tracker.doubt}")
    return t


def _ms(xs: list[float]) -> str:
    return f"{min(xs) * 1000:.0f} ms" if xs else "n/a"


if __name__ == "__main__":
    main()
