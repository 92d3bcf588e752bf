"""Crash tests: a real `savepoint checkpoint` / `restore` process is killed with SIGKILL at a
random moment; afterwards the store verifies clean (`verify --data`), nothing is lost, and
re-running the restore (or `recover`) converges to the checkpoint exactly.

The default suite runs 25 + 25 trials on small trees (CI's time); `-m slow` runs 300 + 300.
"""

from __future__ import annotations

import contextlib
import json
import random
import signal
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from savepoint.store import Store
from storetools import (
    MountUnavailable,
    TreeState,
    make_tree,
    mounted,
    mutate_tree,
    owner_writable,
    run_cli,
    spawn_savepoint,
    store_of,
    tree_state,
)


def assert_same(actual: TreeState, expected: TreeState, what: str) -> None:
    assert actual == expected, f"{what}: " + "; ".join(expected.differences(actual))


def verify_clean(ws: Path, trial: int, cli: bool) -> None:
    """`savepoint verify --data` exits 0 (the real command every few trials, the same code in
    process otherwise, which keeps a hundred trials within the suite's time)."""
    if cli:
        done = run_cli(["verify", "--data", "--json"], ws)
        assert done.returncode == 0, f"trial {trial}: verify --data: {done.stdout[-1500:]} {done.stderr[-1500:]}"
        return
    with Store.open(ws) as store:
        report = store.verify(data=True)
    assert report.ok, f"trial {trial}: verify --data: {report.problems[:5]}"


class Killer:
    """Runs savepoint and SIGKILLs it a random time after it took the workspace lock, i.e. inside
    the real work, not during interpreter start-up. The window adapts to how long the work
    really takes on this machine right now (the last few uninterrupted runs)."""

    def __init__(self, ws: Path, rng: random.Random) -> None:
        self.ws = ws
        self.rng = rng
        self.work_times: list[float] = []

    def _wait_for_lock(self, proc: subprocess.Popen[str]) -> float:
        lock, mark = store_of(self.ws) / "lock", f'"pid": {proc.pid},'
        while proc.poll() is None:
            with contextlib.suppress(OSError):
                if mark in lock.read_text():
                    return time.monotonic()
            time.sleep(0.001)
        return time.monotonic()

    def run(self, args: list[str], kill: bool = True, within: float = 1.3) -> int:
        """Start `args`; unless `kill` is False, SIGKILL it inside its work (the first `within`
        of the time it usually takes). Its exit status."""
        proc = spawn_savepoint(args, self.ws)
        locked = self._wait_for_lock(proc)
        window = within * max(self.work_times[-5:], default=0.5)
        try:
            proc.wait(timeout=self.rng.uniform(0.0, window) if kill else 120)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
        if proc.returncode == 0:
            self.work_times.append(time.monotonic() - locked)
        return proc.returncode


@contextlib.contextmanager
def crash_area(tmp_path: Path, on_disk: bool) -> Iterator[Path]:
    """A tmpfs when we can mount one: a SIGKILL leaves the page cache intact, so the crash
    semantics are the disk's, without waiting on syncfs of a disk other tests keep busy."""
    if on_disk:
        yield tmp_path
        return
    with contextlib.ExitStack() as stack:
        try:
            area = stack.enter_context(mounted("tmpfs", 1 << 30))
        except MountUnavailable:
            area = tmp_path
        yield area


def new_workspace(area: Path, rng: random.Random) -> Path:
    ws = area / "ws"
    make_tree(ws, rng, files=150, dirs=10, small=(500, 16_000), big=[5 << 20])
    init = run_cli(["init"], ws)
    assert init.returncode == 0, init.stderr
    return ws


def checkpoint_campaign(tmp_path: Path, trials: int, seed: int, on_disk: bool = False) -> None:
    rng = random.Random(seed)
    with crash_area(tmp_path, on_disk) as area:
        ws = new_workspace(area, rng)
        killer = Killer(ws, rng)
        for _ in range(2):
            mutate_tree(ws, rng)
            killer.run(["checkpoint", "-m", "calibration"], kill=False)
        history: list[tuple[str, TreeState]] = []
        finished = 0
        for trial in range(trials):
            mutate_tree(ws, rng, fraction=0.3)
            if trial % 3 == 0:  # new content in the big file too, so chunk writes get interrupted
                big = owner_writable(ws / "big" / "blob0.bin")
                with open(big, "r+b" if big.exists() else "wb") as f:
                    f.seek(rng.randrange(5 << 20))
                    f.write(rng.randbytes(1 << 20))
            before = tree_state(ws)
            code = killer.run(["checkpoint", "--json", "-m", f"trial {trial}"])
            finished += code == 0
            assert_same(tree_state(ws), before, f"trial {trial}: a killed checkpoint changed the workspace")
            verify_clean(ws, trial, cli=trial % 10 == 0)
            with Store.open(ws) as store:  # the dead writer's lock must be reclaimed
                with store.lock(timeout=20):
                    cp = store.checkpoint(message=f"after trial {trial}")
                assert store.diff(cp.id).empty, f"trial {trial}: a fresh checkpoint does not match the tree"
                history.append((cp.id, before))
                if trial % 10 == 9:  # an older checkpoint, taken next to killed ones, still restores exactly
                    old_id, old_state = rng.choice(history)
                    with store.lock(timeout=20):
                        store.restore(old_id)
                    assert_same(tree_state(ws), old_state, f"trial {trial}: restore of {old_id}")
        print(f"checkpoint kills: {trials - finished}/{trials} interrupted")
        assert finished < trials, "no kill ever landed inside a checkpoint: the window is wrong"


def recover(ws: Path, cli: bool) -> None:
    """`savepoint recover` (every few trials), else the store's own recovery in process."""
    if cli:
        done = run_cli(["recover", "--json"], ws)
        assert done.returncode == 0, f"recover failed: {done.stderr[-1500:]}"
        return
    with Store.open(ws) as store, store.lock(timeout=20):
        store.finish_interrupted_writes()


def rerun_restore(ws: Path, target: str, trial: int, cli: bool) -> None:
    if cli:
        done = run_cli(["restore", target, "--json"], ws)
        assert done.returncode == 0, f"trial {trial}: re-running the restore failed: {done.stderr[-1500:]}"
        return
    with Store.open(ws) as store, store.lock(timeout=20):
        store.restore(target)


def restore_campaign(tmp_path: Path, trials: int, seed: int, on_disk: bool = False) -> None:
    rng = random.Random(seed)
    with crash_area(tmp_path, on_disk) as area:
        ws = new_workspace(area, rng)
        with Store.open(ws) as store, store.lock():
            target = store.checkpoint(message="target").id
        target_state = tree_state(ws)
        mutate_tree(ws, rng, fraction=0.5)
        killer = Killer(ws, rng)
        for _ in range(2):
            assert killer.run(["restore", target], kill=False) == 0
            with Store.open(ws) as store, store.lock():  # undo the calibration run: back to the mutated tree
                store.restore(_newest_pre_restore(store, 0.0))
        interrupted = torn = 0
        for trial in range(trials):
            mutate_tree(ws, rng, fraction=0.1)
            mutated = tree_state(ws)
            started = time.time()
            code = killer.run(["restore", target, "--json"])
            interrupted += code != 0
            after_kill = tree_state(ws)
            torn += after_kill not in (mutated, target_state)
            verify_clean(ws, trial, cli=trial % 10 == 0)
            if trial % 2:
                recover(ws, cli=trial % 10 == 1)
                now = tree_state(ws)
                assert now in (target_state, mutated), (
                    f"trial {trial}: recover left a state that is neither the checkpoint nor the tree "
                    f"before the restore: {target_state.differences(now)[:5]}")
            rerun_restore(ws, target, trial, cli=trial % 5 == 0)
            assert_same(tree_state(ws), target_state, f"trial {trial}: re-run restore did not converge")
            # Nothing lost: the tree the killed restore started from is still recoverable.
            with Store.open(ws) as store, store.lock(timeout=20):
                saved = _oldest_pre_restore(store, started)
                assert saved is not None or after_kill == mutated, (
                    f"trial {trial}: the killed restore changed the tree without saving it first")
                assert saved is not None, f"trial {trial}: no pre-restore checkpoint at all"
                store.restore(saved)
            assert_same(tree_state(ws), mutated, f"trial {trial}: the pre-restore state was lost")
        print(f"restore kills: {interrupted}/{trials} interrupted, {torn} in the middle of changing files")
        assert torn > 0, "no kill ever landed while the restore was changing files: the window is wrong"


def gc_campaign(tmp_path: Path, trials: int, seed: int, on_disk: bool = False) -> None:
    """`savepoint gc --keep 2` killed at random moments: every checkpoint still listed restores
    exactly, the newest two always survive, and verify --data stays clean."""
    rng = random.Random(seed)
    with crash_area(tmp_path, on_disk) as area:
        ws = new_workspace(area, rng)
        states: dict[str, TreeState] = {}

        def add_checkpoints(n: int) -> list[str]:
            made = []
            with Store.open(ws) as store:
                for _ in range(n):
                    mutate_tree(ws, rng, fraction=0.3)
                    with store.lock(timeout=20):
                        cp = store.checkpoint()
                    states[cp.id] = tree_state(ws)
                    made.append(cp.id)
            return made

        killer = Killer(ws, rng)
        for _ in range(2):
            add_checkpoints(3)
            killer.run(["gc", "--keep", "2"], kill=False)
        interrupted = 0
        for trial in range(trials):
            newest = add_checkpoints(3)[-2:]
            interrupted += killer.run(["gc", "--keep", "2"]) != 0
            verify_clean(ws, trial, cli=trial % 5 == 0)
            with Store.open(ws) as store:
                listed = [c.id for c in store.list_checkpoints()]
                assert set(newest) <= set(listed), f"trial {trial}: a killed gc lost a kept checkpoint"
                for cp_id in {newest[0], rng.choice(listed)}:
                    if cp_id in states:
                        with store.lock(timeout=20):
                            store.restore(cp_id)
                        assert_same(tree_state(ws), states[cp_id], f"trial {trial}: restore of {cp_id} after gc")
        print(f"gc kills: {interrupted}/{trials} interrupted")
        assert interrupted > 0, "no kill ever landed inside a gc: the window is wrong"


def _pre_restores(store: Store, since: float) -> list[tuple[float, str]]:
    return sorted((c.created, c.id) for c in store.list_checkpoints()
                  if c.kind == "pre-restore" and c.created >= since - 0.01)


def _oldest_pre_restore(store: Store, since: float) -> str | None:
    found = _pre_restores(store, since)
    return found[0][1] if found else None


def _newest_pre_restore(store: Store, since: float) -> str:
    return _pre_restores(store, since)[-1][1]


def test_checkpoint_killed_at_random_moments(tmp_path: Path) -> None:
    checkpoint_campaign(tmp_path, trials=25, seed=1)


def test_restore_killed_at_random_moments(tmp_path: Path) -> None:
    restore_campaign(tmp_path, trials=25, seed=2)


def test_gc_killed_at_random_moments(tmp_path: Path) -> None:
    gc_campaign(tmp_path, trials=12, seed=3)


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_gc_killed_at_random_moments_many(tmp_path: Path) -> None:
    gc_campaign(tmp_path, trials=100, seed=13, on_disk=True)


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_checkpoint_killed_at_random_moments_many(tmp_path: Path) -> None:
    checkpoint_campaign(tmp_path, trials=300, seed=11, on_disk=True)


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_restore_killed_at_random_moments_many(tmp_path: Path) -> None:
    restore_campaign(tmp_path, trials=300, seed=12, on_disk=True)


def _orphans(ws: Path) -> list[str]:
    """Object and pack files on disk that the catalog does not know."""
    root = store_of(ws)
    db = sqlite3.connect(f"file:{root / 'catalog.db'}?mode=ro", uri=True)
    try:
        known = {r[0] for r in db.execute("SELECT id FROM packs")}
        known |= {r[0] for r in db.execute("SELECT id FROM blobs WHERE pack IS NULL")}
    finally:
        db.close()
    on_disk = [p for d in ("packs", "objects") for p in (root / d).rglob("*") if p.is_file()]
    return sorted(str(p.relative_to(root)) for p in on_disk if not any(k in p.name for k in known))


def _kill_when_an_object_lands(ws: Path) -> None:
    """A checkpoint SIGKILLed the moment a new object file lands, before it is sealed."""
    objects = store_of(ws) / "objects"
    before = {p for p in objects.rglob("*") if p.is_file()}
    proc = spawn_savepoint(["checkpoint"], ws)
    while proc.poll() is None and not ({p for p in objects.rglob("*") if p.is_file()} - before):
        time.sleep(0.0005)
    proc.send_signal(signal.SIGKILL)
    proc.communicate(timeout=60)


def test_gc_removes_what_killed_checkpoints_left_behind(tmp_path: Path) -> None:
    rng = random.Random(4)
    with crash_area(tmp_path, on_disk=False) as area:
        ws = new_workspace(area, rng)
        killer = Killer(ws, rng)
        mutate_tree(ws, rng)
        killer.run(["checkpoint"], kill=False)
        left: list[str] = []
        for i in range(40):  # until some kills land between writing objects and sealing
            mutate_tree(ws, rng, fraction=0.5)
            owner_writable(ws / "big" / "blob0.bin").write_bytes(rng.randbytes(5 << 20))
            if i % 2:
                killer.run(["checkpoint"], within=0.9)
            else:  # (a kill at a random time may miss the window on a loaded machine: this one lands in it)
                _kill_when_an_object_lands(ws)
            left = _orphans(ws)
            if len(left) >= 3:
                break
        assert left, "no kill left unsealed objects behind: the window is wrong"
        done = run_cli(["gc", "--json"], ws)
        assert done.returncode == 0, done.stderr
        assert _orphans(ws) == [], "gc kept files no checkpoint needs"
        with Store.open(ws) as store:
            report = store.verify(data=True)
        assert report.ok and not report.warnings, report


def test_gc_reports_the_space_it_freed_from_killed_checkpoints(tmp_path: Path) -> None:
    rng = random.Random(8)
    with crash_area(tmp_path, on_disk=False) as area:
        ws = new_workspace(area, rng)
        killer = Killer(ws, rng)
        killer.run(["checkpoint"], kill=False)
        for i in range(40):
            owner_writable(ws / "big" / "blob0.bin").write_bytes(rng.randbytes(5 << 20))
            if i % 2:
                killer.run(["checkpoint"], within=0.9)
            else:
                _kill_when_an_object_lands(ws)
            if _orphans(ws):
                break
        assert _orphans(ws), "no kill left unsealed objects behind: the window is wrong"
        done = run_cli(["gc", "--json"], ws)
        assert done.returncode == 0, done.stderr
        said = json.loads(done.stdout.strip().splitlines()[-1])
        assert said["freed_bytes"] > 0 and said["removed_objects"] > 0, said
