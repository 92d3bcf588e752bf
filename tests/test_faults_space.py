"""A full disk never blocks a rollback: tasks that fill a small real filesystem (tmpfs) during an
attempt, a restore with no free space, a crashed savepoint recovered on a full disk.

Every case ends with the workspace exactly at its checkpoint (tree digest), `verify --data`
clean and one clear message. The store is in the user's data folder on the same small disk (as
on most laptops: `small_disk`), so the files a rollback replaces are moved into the store's
quarantine, not copied. Mount-based: root only;
every mount is unmounted even when a test fails.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from storetools import (
    fill_fs,
    mounted_or_skip,
    run_cli,
    small_disk,
    spawn_savepoint,
    store_of,
    tree_state,
    write_bytes,
)

pytestmark = pytest.mark.root(reason="mounts a small filesystem")


def make_workspace(ws: Path, seed: int = 5) -> None:
    rng = random.Random(seed)
    for i in range(4):
        write_bytes(ws / "data" / f"big{i}.bin", rng.randbytes(2 << 20))
    for i in range(30):
        write_bytes(ws / "src" / f"m{i}.py", rng.randbytes(rng.randint(10, 4000)))
    write_bytes(ws / "weights.bin", rng.randbytes(6 << 20))  # chunked (> 4 MiB)


def let_the_disk_fill(ws: Path) -> None:
    """The disk-space detector would stop the task well before the disk is full (its floor is far
    above these small filesystems): lower it, so the task really fills the disk."""
    (ws / "savepoint.toml").write_text('[detectors]\ndisk_floor = "1K"\n')


def verify_clean(ws: Path) -> None:
    done = run_cli(["verify", "--data"], ws)
    assert done.returncode == 0, f"verify after the fault: {done.stdout} {done.stderr}"


def kill_run_when(ws: Path, moment: Callable[[], bool], timeout: float, poll: float) -> bool:
    """`savepoint run -- python fill.py` in `ws`, killed (SIGKILL) the moment `moment()` holds;
    False if the run ended or `timeout` passed first."""
    proc = spawn_savepoint(["run", "--retries", "0", "--", "python", "fill.py"], ws)
    landed = False
    try:
        deadline = time.monotonic() + timeout
        while proc.poll() is None and time.monotonic() < deadline:
            if moment():
                os.kill(proc.pid, signal.SIGKILL)
                landed = True
                break
            time.sleep(poll)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.communicate()
    return landed


# A task that edits and deletes files, then writes junk until the disk is full, and fails.
FILL_TASK = ("import os\n"
             "open('src/m1.py', 'w').write('edited')\n"
             "os.remove('src/m2.py')\n"
             "with open('weights.bin', 'r+b') as f: f.write(b'x' * 100)\n"
             "os.makedirs('out', exist_ok=True)\n"
             "open('out/partial.txt', 'w').write('half')\n"
             "try:\n"
             "    with open('junk.bin', 'wb') as f:\n"
             "        while True:\n"
             "            f.write(os.urandom(1 << 20)); f.flush()\n"
             "except OSError:\n"
             "    pass\n"
             "raise SystemExit(1)\n")


def test_a_task_that_fills_the_disk_is_rolled_back(tmp_path: Path) -> None:
    with small_disk(48 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        (ws / "fill.py").write_text(FILL_TASK)
        let_the_disk_fill(ws)
        assert run_cli(["init"], ws).returncode == 0
        before = tree_state(ws)
        done = run_cli(["run", "--retries", "0", "--json", "--", "python", "fill.py"], ws, timeout=300)
        assert done.returncode == 11, done  # ROLLED_BACK, not 2 and not a leftover IN_FLIGHT run
        outcome = json.loads(done.stdout.strip().splitlines()[-1])
        assert outcome["status"] == "ROLLED_BACK"
        assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
        assert "Traceback" not in done.stderr
        assert "rolled back" in done.stderr and ("moved to" in done.stderr or "not kept" in done.stderr), \
            done.stderr
        verify_clean(ws)
        # The quarantine holds what the attempt left (the edited file, at least), and the
        # rollback left room for savepoint to record its outcome.
        kept = [p for p in (store_of(ws) / "quarantine").rglob("*") if p.is_file()]
        assert any(p.name == "m1.py" and p.read_text() == "edited" for p in kept), kept
        assert run_cli(["recover"], ws).stdout.strip() == "nothing to recover"


def test_restore_with_no_free_space_at_all(tmp_path: Path) -> None:
    with small_disk(40 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        assert run_cli(["init"], ws).returncode == 0
        cp = run_cli(["checkpoint"], ws)
        assert cp.returncode == 0, cp
        cp_id = cp.stdout.strip().splitlines()[-1]
        before = tree_state(ws)
        # what a task would do: edit, delete, add; then the disk fills up (not in the workspace
        # scope's content: a filler elsewhere on the filesystem)
        (ws / "src" / "m3.py").write_text("changed")
        (ws / "data" / "big1.bin").unlink()
        write_bytes(ws / "new" / "a.bin", os.urandom(3 << 20))
        filler = fill_fs(small)
        assert os.statvfs(small).f_bavail * os.statvfs(small).f_frsize < (64 << 10)
        done = run_cli(["restore", cp_id], ws, timeout=300)
        assert done.returncode == 0, done
        assert "the disk was full" in done.stderr and "nothing to restore" not in done.stderr, done.stderr
        assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
        verify_clean(ws)
        assert filler.exists(), "the restore deleted a file outside the workspace"


def test_recover_completes_on_a_full_disk_after_savepoint_was_killed(tmp_path: Path) -> None:
    with small_disk(48 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        task = FILL_TASK.replace("raise SystemExit(1)\n",
                                 "open('filled', 'w').close()\nimport time\ntime.sleep(120)\n")
        (ws / "fill.py").write_text(task)
        let_the_disk_fill(ws)
        assert run_cli(["init"], ws).returncode == 0
        before = tree_state(ws)
        # savepoint dies once the task signals the disk is full; its task (own group) lives on
        landed = kill_run_when(ws, lambda: (ws / "filled").exists(), timeout=120, poll=0.05)
        assert landed, "the task never filled the disk"
        done = run_cli(["recover"], ws, timeout=300)
        assert done.returncode == 0, done
        assert "rolled back" in done.stdout, done.stdout
        assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
        verify_clean(ws)
        again = run_cli(["recover"], ws)
        assert again.stdout.strip() == "nothing to recover", again


def test_space_a_rollback_needs(tmp_path: Path) -> None:
    """The space-free rollback writes only the content the checkpoint needs back: measured here
    as the growth of the filesystem's use during `restore` when the pre-restore copy cannot fit."""
    with small_disk(40 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        assert run_cli(["init"], ws).returncode == 0
        cp_id = run_cli(["checkpoint"], ws).stdout.strip().splitlines()[-1]
        (ws / "data" / "big2.bin").write_bytes(b"z" * (2 << 20))  # replaced: 2 MiB to write back
        write_bytes(ws / "new" / "extra.bin", os.urandom(6 << 20))  # added: moved aside, not copied
        # room for the 2 MiB and the headroom a rollback leaves, not for a copy of the 8 MiB
        filler = fill_fs(small, leave=5 << 20)
        st = os.statvfs(small)
        free_before = st.f_bavail * st.f_frsize
        done = run_cli(["restore", cp_id], ws, timeout=300)
        assert done.returncode == 0, done
        # the summary says where the replaced state went (not "nothing to restore")
        assert "moved to" in done.stderr and "nothing to restore" not in done.stderr, done.stderr
        st = os.statvfs(small)
        used = free_before - st.f_bavail * st.f_frsize
        # the 2 MiB written back, the old file kept in the quarantine (moved: no new space)
        print(f"\nspace-free rollback: {used} bytes used to write back 2 MiB, with 8 MiB moved aside")
        assert used <= (2 << 20) + (512 << 10), used
        kept = list((store_of(ws) / "quarantine").rglob("big2.bin"))
        assert kept and kept[0].read_bytes() == b"z" * (2 << 20)
        assert len(list((store_of(ws) / "quarantine").rglob("extra.bin"))) == 1
        filler.unlink()
        verify_clean(ws)


def test_restore_needing_more_than_is_free_deletes_what_its_checkpoint_holds(tmp_path: Path) -> None:
    """The pre-restore checkpoint fits, the write-back does not: the files it replaces (their
    content is in that checkpoint) make the room."""
    with small_disk(40 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        assert run_cli(["init"], ws).returncode == 0
        cp_id = run_cli(["checkpoint"], ws).stdout.strip().splitlines()[-1]
        before = tree_state(ws)
        (ws / "data" / "big2.bin").write_bytes(b"z" * (2 << 20))
        filler = fill_fs(small, leave=3 << 20)
        done = run_cli(["restore", "--json", cp_id], ws, timeout=300)
        assert done.returncode == 0, done
        assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
        pre = json.loads(done.stdout.strip().splitlines()[-1])["pre_restore_checkpoint"]
        filler.unlink()
        verify_clean(ws)
        assert run_cli(["restore", pre], ws).returncode == 0  # the replaced state was kept
        assert (ws / "data" / "big2.bin").read_bytes() == b"z" * (2 << 20)


def test_checkpoint_on_a_full_disk_exits_74_and_changes_nothing(tmp_path: Path) -> None:
    with small_disk(24 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        assert run_cli(["init"], ws).returncode == 0
        before = tree_state(ws)
        fill_fs(small, leave=256 << 10)
        done = run_cli(["run", "--", "true"], ws)
        assert done.returncode == 74, done
        lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
        assert len(lines) == 1 and "no space left" in lines[0] and "nothing was changed" in lines[0], lines
        assert tree_state(ws) == before
        runs = subprocess.run(["ls", str(store_of(ws) / "runs")], capture_output=True, text=True)
        assert runs.stdout.strip() == "", "a refused run left a record behind"


def test_an_ordinary_users_task_that_fills_the_disk_is_rolled_back(user_env: Any) -> None:
    """The same as an ordinary user (no root privilege to fall back on), with a read-only folder."""
    with small_disk(48 << 20) as small:
        small.parent.chmod(0o755)  # the test user must reach the mount point
        ws = small / "ws"
        make_workspace(ws)
        (ws / "fill.py").write_text(FILL_TASK.replace("os.remove('src/m2.py')\n",
                                                      "os.remove('src/m2.py')\nos.chmod('src', 0o555)\n"))
        let_the_disk_fill(ws)
        user_env.chown(ws)
        assert user_env.run(["init"], ws).code == 0
        before = tree_state(ws)
        done = user_env.run(["run", "--retries", "0", "--", "python", "fill.py"], ws, timeout=300)
        assert done.code == 11, done
        assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
        assert user_env.run(["verify", "--data"], ws).code == 0
        assert user_env.run(["recover"], ws).out.strip() == "nothing to recover"


def test_recover_after_a_kill_in_the_middle_of_a_full_disk_rollback(tmp_path: Path) -> None:
    """savepoint is killed while its rollback on a full disk moves the attempt's files aside: the
    big file the task filled the disk with is in the quarantine already, not yet deleted. The
    recover that finishes the rollback must free that room (it is what that rollback would have
    deleted next), not fail for want of it."""
    with small_disk(48 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        # many small files made before the disk fills: the rollback moves `zjunk.bin` aside first
        # (removals go in reverse path order), then these, which gives the kill its moment
        task = FILL_TASK.replace("try:\n",
                                 "os.makedirs('many')\n"
                                 "for i in range(4000): open(f'many/{i:05d}', 'w').close()\n"
                                 "try:\n", 1).replace("junk.bin", "zjunk.bin")
        # and a 2 MiB file deleted: the rollback must write all of it back, with nothing to replace
        task = task.replace("os.makedirs('out'", "os.remove('data/big0.bin')\nos.makedirs('out'")
        (ws / "fill.py").write_text(task)
        let_the_disk_fill(ws)
        # a store inside the workspace (as older savepoints made them), so a copy of the
        # workspace carries a copy of it
        assert run_cli(["init", "--store", str(ws / ".savepoint")], ws).returncode == 0
        before = tree_state(ws)
        quarantine = store_of(ws) / "quarantine"
        landed = kill_run_when(ws, lambda: quarantine.is_dir() and any(quarantine.glob("*/zjunk.bin")),
                               timeout=240, poll=0.0005)
        assert landed, "the rollback finished before the kill: the test did not reach its moment"
        assert not list(ws.glob("zjunk.bin")), "the big file should be in the quarantine"
        # a copy of the workspace (store included) recovered on another full disk deletes from
        # its own quarantine copy, never from the original's (the journal names it by path)
        with mounted_or_skip("tmpfs", 48 << 20) as other:
            copy = other / "ws"
            subprocess.run(["cp", "-a", str(ws), str(copy)], check=True)
            fill_fs(other, leave=1 << 20)  # room for the catalog, not for the 2 MiB file
            original = sorted(p for p in quarantine.rglob("*") if p.is_file())
            done = run_cli(["recover"], copy, timeout=300)
            assert sorted(p for p in quarantine.rglob("*") if p.is_file()) == original, \
                "recover in a copy deleted files of the original workspace's quarantine"
            assert done.returncode == 0, done
            assert tree_state(copy) == before, "; ".join(before.differences(tree_state(copy)))
        done = run_cli(["recover"], ws, timeout=300)
        assert done.returncode == 0, done
        assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
        verify_clean(ws)
        again = run_cli(["recover"], ws)
        assert again.stdout.strip() == "nothing to recover", again


def test_restore_when_the_disk_fills_while_the_current_state_is_copied(tmp_path: Path) -> None:
    """There is room for the catalog's row but not for the new file the pre-restore checkpoint
    copies: the store's write fails half-way through that file. The restore must go on the
    space-free way (moving it aside), not stop on "cannot read" (seen in the fault campaign)."""
    with small_disk(72 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        assert run_cli(["init"], ws).returncode == 0
        cp_id = run_cli(["checkpoint"], ws).stdout.strip().splitlines()[-1]
        before = tree_state(ws)
        (ws / "src" / "m3.py").write_text("changed")
        for i in range(40):  # new small files: they go into packs, the store fills while it writes one
            write_bytes(ws / "new" / f"a{i:02d}.bin", os.urandom(512 << 10))
        # room for the catalog and part of the new file, and for what a rollback leaves free after
        filler = fill_fs(small, leave=(5 << 20) // 2)
        done = run_cli(["restore", cp_id], ws, timeout=300)
        assert done.returncode == 0, done
        assert "the disk was full" in done.stderr, done.stderr
        assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
        kept = list((store_of(ws) / "quarantine").rglob("a*.bin"))
        assert len(kept) == 40 and all(p.stat().st_size == 512 << 10 for p in kept), kept
        filler.unlink()
        verify_clean(ws)
        assert run_cli(["recover"], ws).stdout.strip() == "nothing to recover"


@pytest.mark.parametrize("leave", [0, 16 << 10, 64 << 10, 160 << 10, 256 << 10])
def test_a_checkpoint_refused_on_a_full_disk_leaves_nothing_to_recover(tmp_path: Path, leave: int) -> None:
    """However little room is left, a refused checkpoint removes its catalog row (giving the
    reserve back for it if it must), so no unsealed checkpoint is left for `recover`."""
    with small_disk(24 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        assert run_cli(["init"], ws).returncode == 0
        (ws / "src" / "m3.py").write_text("changed")  # something new to store
        fill_fs(small, leave=leave)
        for args in (["checkpoint"], ["run", "--", "true"]):
            done = run_cli(args, ws)
            assert done.returncode == 74, done
        again = run_cli(["recover"], ws)
        assert again.stdout.strip() == "nothing to recover", again


def test_recover_on_a_full_disk_first_removes_the_temp_file_of_the_killed_restore(tmp_path: Path) -> None:
    """A restore is killed while it writes a big file back: its half-written temp file stays in
    the workspace. The disk then fills. `recover` must delete that temp file before it writes the
    file again, or it has no room for it and the file stays lost (seen in the fault campaign)."""
    with small_disk(160 << 20) as small:
        ws = small / "ws"
        make_workspace(ws)
        write_bytes(ws / "data" / "huge.bin", os.urandom(48 << 20))
        assert run_cli(["init"], ws).returncode == 0
        cp_id = run_cli(["checkpoint"], ws).stdout.strip().splitlines()[-1]
        before = tree_state(ws)
        caught = 0
        for _ in range(20):  # the kill must land while the temp file is being written
            (ws / "data" / "huge.bin").unlink(missing_ok=True)
            proc = spawn_savepoint(["restore", cp_id], ws)
            try:
                while proc.poll() is None and not caught:
                    for de in os.scandir(ws / "data"):
                        try:  # (the restore may rename it into place between the listing and the stat)
                            size = de.stat().st_size if de.name.startswith(".savepoint-tmp-") else 0
                        except FileNotFoundError:
                            continue
                        if size >= 16 << 20:
                            os.kill(proc.pid, signal.SIGKILL)
                            caught = size
                            break
            finally:
                proc.wait(timeout=60)
                proc.communicate()
            if caught:
                break
            done = run_cli(["recover"], ws)
            assert done.returncode == 0, done
        assert caught, "no kill landed while the temp file was written"
        # room for the file only if the temp file's room is given back first
        filler = fill_fs(small, leave=(48 << 20) - caught + (4 << 20))
        done = run_cli(["recover"], ws, timeout=300)
        assert done.returncode == 0, done
        assert "finished the interrupted restore" in done.stdout, done.stdout
        assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
        assert not list((ws / "data").glob(".savepoint-tmp-*"))
        filler.unlink()
        verify_clean(ws)
