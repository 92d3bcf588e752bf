"""When the tracker cannot be sure, it says so (None) and the full scan takes over, still exact.

Real limits, really reached: the kernel's event queue overflowing while nobody reads it, and the
per-user watch limit (lowered inside a user namespace of its own, so nothing else on the machine
is affected).
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from savepoint.store import Store
from savepoint.store.track import ChangeTracker

SRC = str(Path(__file__).resolve().parents[1] / "src")


def max_queued_events() -> int:
    return int(Path("/proc/sys/fs/inotify/max_queued_events").read_text())


def test_queue_overflow_means_a_full_scan_and_reset_recovers(tmp_path: Path) -> None:
    """More events than the kernel queues while the reader cannot run: the tracker says None;
    the full scan is exact; after reset() it tracks exactly again."""
    ws = tmp_path / "ws"
    (ws / "d").mkdir(parents=True)
    (ws / "d/keep").write_text("k")
    store = Store.open(ws, ws / ".savepoint", create=True)  # a store inside the workspace (older savepoints)
    tracker = ChangeTracker.start(ws)
    assert tracker is not None
    try:
        base = store.checkpoint()
        n = max_queued_events() + 2000
        child = subprocess.Popen(["sh", "-c", f'cd d && seq {n} | xargs touch'], cwd=ws)
        # Wait for the child while holding the GIL (a PyDLL call keeps it): the tracker's reader
        # thread cannot fold a single event until the child is done, so the kernel queue overflows.
        status = ctypes.c_int()
        assert ctypes.PyDLL(None).waitpid(child.pid, ctypes.byref(status), 0) == child.pid
        child.returncode = os.waitstatus_to_exitcode(status.value)
        assert child.returncode == 0
        assert tracker.touched() is None
        assert tracker.doubt is not None and "overflow" in tracker.doubt
        # the caller's fallback: no touched, a full scan, which sees every file
        full = store.current()
        assert len([p for p in full.entries if p.startswith("d/")]) == n + 1
        assert store.examine(base.id, touched=None).changes.added[:1] == ["d/1"]
        # a new interval after a checkpoint: watches set up again, exact again
        tracker.reset()
        cp = store.checkpoint()
        (ws / "d/keep").write_text("changed")
        shutil.rmtree(ws / "d")
        (ws / "new").mkdir()
        (ws / "new/f").write_text("f")
        touched = tracker.touched()
        assert touched is not None
        assert store.current(base=cp.id, touched=touched).entries == store.current().entries
    finally:
        tracker.close()
        store.close()


CHILD = textwrap.dedent("""
    import json, os, sys
    from pathlib import Path
    from savepoint.store import Store
    from savepoint.store.track import ChangeTracker
    ws = Path(sys.argv[1])
    out = {}
    many = ws / "many"
    for i in range(40):
        (many / f"d{i}").mkdir(parents=True)
    out["too_many_at_start"] = ChangeTracker.start(many) is None
    few = ws / "few"
    (few / "a").mkdir(parents=True)
    (few / "a/f").write_text("f")
    store = Store.open(few, create=True)
    tracker = ChangeTracker.start(few)
    out["few_started"] = tracker is not None
    base = store.checkpoint()
    for i in range(40):  # each new folder needs a watch: the limit is reached on the way
        (few / f"n{i}").mkdir()
        (few / f"n{i}/g").write_text(str(i))
    touched = tracker.touched()
    out["none_past_limit"] = touched is None
    out["doubt"] = tracker.doubt
    full = store.examine(base.id, touched=touched)
    out["added"] = len(full.changes.added)
    tracker.close()
    print(json.dumps(out))
""")


@pytest.mark.skipif(shutil.which("unshare") is None, reason="needs unshare(1)")
def test_watch_limit_means_a_full_scan(tmp_path: Path) -> None:
    """The watch limit (lowered to 20 in a user namespace made for this test) is reached at start
    (None) or later, when new folders appear (touched() says None); the full scan stays exact."""
    ws = tmp_path / "ws"
    ws.mkdir()
    probe = subprocess.run(["unshare", "--user", "--map-root-user", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"user namespaces are not available here: {probe.stderr.decode().strip()}")
    env = {**os.environ, "PYTHONPATH": SRC}
    proc = subprocess.run(
        ["unshare", "--user", "--map-root-user", "sh", "-c",
         'echo 20 > /proc/sys/user/max_inotify_watches && exec "$0" -c "$1" "$2"',
         sys.executable, CHILD, str(ws)],
        capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    import json

    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["too_many_at_start"] is True
    assert out["few_started"] is True
    assert out["none_past_limit"] is True
    assert "watch limit" in out["doubt"]
    assert out["added"] == 40  # each n{i}/g, found by the full scan


def test_a_folder_made_and_filled_before_its_watch_is_walked_whole(tmp_path: Path) -> None:
    """A child process makes a deep tree in one go: whatever it wrote before the tracker's watch
    on the new folders existed is found, because the new top folder is a subtree."""
    ws = tmp_path / "ws"
    ws.mkdir()
    store = Store.open(ws, create=True)
    tracker = ChangeTracker.start(ws)
    assert tracker is not None
    try:
        base = store.checkpoint()
        subprocess.run([sys.executable, "-c", "import os\nfor i in range(50):\n"
                        "    os.makedirs(f'top/a{i}/b', exist_ok=True)\n"
                        "    open(f'top/a{i}/b/f', 'w').write(str(i))\n"], cwd=ws, check=True)
        touched = tracker.touched()
        assert touched is not None and "top" in touched.subtrees
        tracked = store.current(base=base.id, touched=touched)
        assert tracked.entries == store.current().entries
        assert len([p for p in tracked.entries if p.endswith("/b/f")]) == 50
    finally:
        tracker.close()
        store.close()


def test_moves_report_both_ends_and_a_folder_moved_in_is_a_subtree(tmp_path: Path) -> None:
    ws, outside = tmp_path / "ws", tmp_path / "outside"
    (ws / "src/deep").mkdir(parents=True)
    (ws / "src/deep/f").write_text("f")
    (outside / "incoming/x").mkdir(parents=True)
    (outside / "incoming/x/y").write_text("y")
    tracker = ChangeTracker.start(ws)
    assert tracker is not None
    try:
        os.rename(ws / "src", ws / "dst")
        os.rename(outside / "incoming", ws / "in")
        os.rename(ws / "dst/deep", outside / "gone")
        (ws / "dst/after").write_text("written after the move")  # reported under its new name
        touched = tracker.touched()
        assert touched is not None
        assert {"src", "dst", "in", "dst/deep", "dst/after"} <= touched.paths
        assert {"dst", "in"} <= touched.subtrees
        assert "src" not in touched.subtrees
    finally:
        tracker.close()


def test_store_folder_is_not_watched_and_sync_leaves_nothing(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    store = Store.open(ws, ws / ".savepoint", create=True)  # inside the workspace, as older savepoints made it
    tracker = ChangeTracker.start(ws)
    assert tracker is not None
    try:
        store.checkpoint()  # writes plenty inside .savepoint/
        touched = tracker.touched()
        assert touched is not None
        assert not any(p == ".savepoint" or p.startswith(".savepoint/") for p in touched.paths)
        assert touched.paths == frozenset() and touched.subtrees == frozenset()
        assert sorted(os.listdir(ws)) == [".savepoint"]  # the sync cookie is gone
    finally:
        tracker.close()
        store.close()
