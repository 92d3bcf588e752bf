"""ChangeTracker.mark / touched_since: several checkpoints' intervals kept at once (the hook
helper's use), exact against a full scan, and void after a real doubt (a queue overflow)."""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
from pathlib import Path

from savepoint.store import Store
from savepoint.store.track import ChangeTracker


def _overflow(tracker: ChangeTracker, ws: Path) -> None:
    """More events than the kernel queues while the reader thread cannot run (see test_track_doubt)."""
    n = int(Path("/proc/sys/fs/inotify/max_queued_events").read_text()) + 2000
    (ws / "flood").mkdir()
    child = subprocess.Popen(["sh", "-c", f"cd flood && seq {n} | xargs touch"], cwd=ws)
    status = ctypes.c_int()  # waitpid through PyDLL keeps the GIL: the reader folds nothing meanwhile
    assert ctypes.PyDLL(None).waitpid(child.pid, ctypes.byref(status), 0) == child.pid
    assert os.waitstatus_to_exitcode(status.value) == 0


def test_each_mark_sees_what_changed_after_it(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    (ws / "a").mkdir(parents=True)
    (ws / "a/one").write_text("1")
    (ws / "b").mkdir()
    (ws / "b/two").write_text("2")
    with Store.open(ws, create=True) as store, store.lock():
        tracker = ChangeTracker.start(ws, exclude=None)
        assert tracker is not None
        try:
            m1 = tracker.mark()
            cp1 = store.checkpoint()
            (ws / "a/one").write_text("changed")
            m2 = tracker.mark()
            cp2 = store.checkpoint(base=cp1.id, touched=tracker.touched_since(m1))
            (ws / "b/two").unlink()
            (ws / "c").mkdir()
            (ws / "c/three").write_text("3")
            since1, since2 = tracker.touched_since(m1), tracker.touched_since(m2)
            assert since1 is not None and since2 is not None
            assert "a/one" in since1.paths and "a/one" not in since2.paths  # older than m2
            assert {"b/two", "c"} <= since2.paths and "c" in since2.subtrees
            full = store.current().entries
            # from either base, the tracked scan is the full scan, entry by entry
            assert store.current(base=cp1.id, touched=since1).entries == full
            assert store.current(base=cp2.id, touched=since2).entries == full
            assert store.manifest(cp2.id).entries["a/one"].size == len("changed")
            tracker.forget_before(m2)
            after = tracker.touched_since(m2)
            assert after is not None and after.paths == since2.paths
        finally:
            tracker.close()


def test_a_doubt_voids_older_marks_and_the_next_mark_tracks_again(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    (ws / "d").mkdir(parents=True)
    (ws / "d/keep").write_text("k")
    with Store.open(ws, create=True) as store, store.lock():
        tracker = ChangeTracker.start(ws, exclude=None)
        assert tracker is not None
        try:
            m1 = tracker.mark()
            store.checkpoint()
            _overflow(tracker, ws)
            assert tracker.touched_since(m1) is None  # events were lost: nobody may trust m1
            m2 = tracker.mark()  # watches set up again: a new epoch
            assert m2[0] != m1[0]
            cp = store.checkpoint()  # the caller's full scan (no touched)
            assert tracker.touched_since(m1) is None  # still void
            (ws / "d/keep").write_text("changed")
            shutil.rmtree(ws / "flood")
            (ws / "new").mkdir()
            (ws / "new/f").write_text("f")
            since = tracker.touched_since(m2)
            assert since is not None
            assert store.current(base=cp.id, touched=since).entries == store.current().entries
        finally:
            tracker.close()


def test_a_file_written_through_a_hard_link_made_and_removed_meanwhile(tmp_path: Path) -> None:
    """`ln a b/a; write b/a; rm b/a` changes `a` with no event on a's folder: the tracker notes
    the inode of a file seen with several links, and the scan visits the base's names of it."""
    ws = tmp_path / "ws"
    (ws / "b").mkdir(parents=True)
    (ws / "a").write_text("original")
    with Store.open(ws, create=True) as store, store.lock():
        tracker = ChangeTracker.start(ws, exclude=None)
        assert tracker is not None
        try:
            for i in range(5):
                mark = tracker.mark()
                cp = store.checkpoint()
                script = f"ln a b/a && printf 'through the link {i}' > b/a && rm b/a && echo new > b/a"
                assert subprocess.run(["sh", "-c", script], cwd=ws).returncode == 0
                since = tracker.touched_since(mark)
                assert since is not None and "a" not in since.paths  # no event names it
                assert store.current(base=cp.id, touched=since).entries == store.current().entries
                assert store.manifest(store.checkpoint(base=cp.id, touched=since).id).entries["a"].size == len(
                    f"through the link {i}")
                (ws / "b/a").unlink()
        finally:
            tracker.close()
