"""ChangeTracker.mark / touched_since: several checkpoints' intervals kept at once (the hook
helper's use), exact against a full scan, and void after a real doubt (a queue overflow)."""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from savepoint.store import Store
from savepoint.store.track import ChangeTracker


def _overflow(tracker: ChangeTracker, ws: Path) -> None:
    """More events than the kernel queues while the reader thread cannot run (see test_track_doubt)."""
    n = int(Path("/proc/sys/fs/inotify/max_queued_events").read_text()) + 2000
    assert (ws / "flood").is_dir()  # watched already: made before the tracker started
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
    (ws / "flood").mkdir()
    with Store.open(ws, create=True) as store, store.lock():
        tracker = ChangeTracker.start(ws, exclude=None, cookie_dir=store.tmp_dir())
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
                # the tracker sees the link before it is used (a link made, written through and removed
                # before the tracker reads its event is the documented limit, docs/run.md: not this test's)
                script = f"ln a b/a && sleep 0.3 && printf 'through the link {i}' > b/a && rm b/a && echo new > b/a"
                assert subprocess.run(["sh", "-c", script], cwd=ws).returncode == 0
                since = tracker.touched_since(mark)
                assert since is not None and "a" not in since.paths  # no event names it
                assert store.current(base=cp.id, touched=since).entries == store.current().entries
                assert store.manifest(store.checkpoint(base=cp.id, touched=since).id).entries["a"].size == len(
                    f"through the link {i}")
                (ws / "b/a").unlink()
        finally:
            tracker.close()


def test_a_symlinked_ignore_file_means_a_full_scan(tmp_path: Path) -> None:
    """`.savepointignore` as a symlink: its target can change with no event on the link, and
    what is recorded at all changes with it, so a tracked scan is not trusted."""
    ws, shared = tmp_path / "ws", tmp_path / "shared-ignore"
    ws.mkdir()
    shared.write_text("*.tmp\n")
    (ws / ".savepointignore").symlink_to(shared)
    (ws / "big.dat").write_text("data")
    with Store.open(ws, create=True) as store, store.lock():
        tracker = ChangeTracker.start(ws, cookie_dir=store.tmp_dir())
        assert tracker is not None
        try:
            mark = tracker.mark()
            cp = store.checkpoint()
            assert "big.dat" in store.manifest(cp.id).entries
            shared.write_text("*.tmp\nbig.dat\n")  # outside the workspace: no event in it
            since = tracker.touched_since(mark)
            assert since is not None and ".savepointignore" not in since.paths
            again = store.checkpoint(base=cp.id, touched=since)
            assert not store.last_scan_tracked
            assert "big.dat" not in store.manifest(again.id).entries
        finally:
            tracker.close()


def test_sync_writes_nothing_in_the_workspace(tmp_path: Path) -> None:
    """With the store's folder for its cookies, a barrier makes no event in the workspace (file
    watchers of the user's, a dev server's, see none)."""
    import inotify_simple

    ws = tmp_path / "ws"
    ws.mkdir()
    with Store.open(ws, create=True) as store:
        tracker = ChangeTracker.start(ws, cookie_dir=store.tmp_dir())
        assert tracker is not None
        other = inotify_simple.INotify(nonblocking=True)
        try:
            other.add_watch(ws, inotify_simple.masks.ALL_EVENTS)
            for _ in range(3):
                tracker.sync()
                assert tracker.touched() is not None
            (ws / "f").write_text("x")
            since = tracker.touched()
            assert since is not None and since.paths == {"f"}
            names = {e.name for e in other.read(timeout=0)}
            assert names == {"f"}, names  # the test's own file only
        finally:
            other.close()
            tracker.close()


def test_network_and_shared_file_systems_are_not_watched() -> None:
    """Edits made on another machine or on a VM's host make no inotify event here: no tracking
    on such a file system, nor when one is mounted inside the workspace."""
    from savepoint.store.track import unwatchable

    lines = [
        "22 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw",
        "30 22 0:40 / /mnt/team rw,relatime shared:9 - nfs4 fs:/export rw,vers=4.2",
        "31 22 0:41 / /home/me/proj/data rw,relatime - fuse.sshfs me@host:/data rw",
        "32 22 0:42 / /mnt/c rw,noatime - 9p drvfs rw",
        "33 22 0:43 / /home/me/other\\040dir rw - tmpfs tmpfs rw",
    ]
    assert unwatchable("/home/me/work", lines) is None
    assert unwatchable("/home/me/other dir/x", lines) is None
    assert "nfs4" in str(unwatchable("/mnt/team/alpha", lines))
    assert "9p" in str(unwatchable("/mnt/c/Users/me/proj", lines))
    assert "/home/me/proj/data" in str(unwatchable("/home/me/proj", lines))  # mounted inside it
    assert unwatchable("/home/me/project2", lines) is None  # (a name that merely starts the same)


LIMIT_CHILD = '''
import json, sys
from pathlib import Path

import pytest
import inotify_simple
from savepoint.store import Store
from savepoint.store.track import ChangeTracker

def others_can_watch():
    ino = inotify_simple.INotify()
    try:
        ino.add_watch("/tmp", inotify_simple.flags.CREATE)
        return True
    except OSError:
        return False
    finally:
        ino.close()

ws = Path(sys.argv[1])
for i in range(10):
    (ws / f"d{i}").mkdir()
out = {}
with Store.open(ws, create=True) as store:
    tracker = ChangeTracker.start(ws, cookie_dir=store.tmp_dir())
    mark = tracker.mark()
    for i in range(40):  # the tool makes folders past the limit
        (ws / f"n{i}").mkdir()
    out["in_doubt"] = tracker.touched_since(mark) is None
    tracker.release()
    out["given_back"] = others_can_watch()
    mark2 = tracker.mark()  # a new set-up fails at the limit: nothing held, no new try for a while
    out["second_in_doubt"] = tracker.touched_since(mark2) is None
    out["still_given_back"] = others_can_watch()
    tracker.close()
print(json.dumps(out))
'''


def test_past_the_watch_limit_the_watches_are_given_back(tmp_path: Path) -> None:
    """The per-user watch limit (lowered to 30 in a user namespace of the test's own) is shared
    with the user's editors and dev servers: a tracker past it holds none of it."""
    import json
    import shutil
    import sys

    if shutil.which("unshare") is None:
        pytest.skip("needs unshare(1)")
    probe = subprocess.run(["unshare", "--user", "--map-root-user", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"user namespaces are not available here: {probe.stderr.decode().strip()}")
    ws = tmp_path / "ws"
    ws.mkdir()
    src = str(Path(__file__).resolve().parents[1] / "src")
    proc = subprocess.run(
        ["unshare", "--user", "--map-root-user", "sh", "-c",
         'echo 30 > /proc/sys/user/max_inotify_watches && exec "$0" -c "$1" "$2"',
         sys.executable, LIMIT_CHILD, str(ws)],
        capture_output=True, text=True, env={**os.environ, "PYTHONPATH": src}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == {
        "in_doubt": True, "given_back": True, "second_in_doubt": True, "still_given_back": True}


def test_folders_moved_out_do_not_pile_up_and_moves_within_stay_exact(tmp_path: Path) -> None:
    """A long-lived tracker (the hook helper) sees a folder moved out of the workspace as half a
    rename that never completes: those halves are bounded, and a move within the workspace after
    thousands of them is still tracked exactly (a tracked scan equals a full one)."""
    from savepoint.store import track

    ws = tmp_path / "ws"
    outside = tmp_path / "outside"
    outside.mkdir()
    n = track.MAX_MOVES + 300
    for i in range(n):
        (ws / "out" / f"d{i}").mkdir(parents=True)
    (ws / "keep" / "sub").mkdir(parents=True)
    (ws / "keep" / "sub" / "f.txt").write_text("1")
    with Store.open(ws, create=True) as store, store.lock():
        tracker = ChangeTracker.start(ws, exclude=None)
        assert tracker is not None
        try:
            m = tracker.mark()
            cp = store.checkpoint()
            for i in range(n):
                os.rename(ws / "out" / f"d{i}", outside / f"d{i}")
            (ws / "keep" / "sub").rename(ws / "moved")  # within: its watches must follow it
            since = tracker.touched_since(m)
            assert since is not None
            # every half-rename was seen and only the newest MAX_MOVES kept; the move within was
            # one of those, then matched by its other half
            assert len(tracker._moves) == track.MAX_MOVES - 1, len(tracker._moves)
            (ws / "moved" / "f.txt").write_text("changed after the move")
            (ws / "moved" / "new.txt").write_text("new")
            since = tracker.touched_since(m)
            assert since is not None
            assert store.current(base=cp.id, touched=since).entries == store.current().entries
        finally:
            tracker.close()
