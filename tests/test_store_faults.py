"""Fault tests on small real filesystems: a full disk, unreadable files, a read-only store.

Each fault must give one clear line and exit 74 (an I/O error of savepoint's own), leave the
workspace untouched and the store consistent, and the next attempt must work once the fault is gone. Mount-based tests need
root and skip otherwise; every mount is unmounted even when a test fails.
"""

from __future__ import annotations

import os
import random
import shutil
import stat
import subprocess
import time
from pathlib import Path

import pytest

from savepoint.store import Store
from storetools import (
    TreeState,
    build_eio_shim,
    error_lines,
    fill_fs,
    fs_used,
    is_root,
    run_cli,
    small_disk,
    spawn_savepoint,
    store_of,
    tree_state,
    write_bytes,
)

needs_root = pytest.mark.root(reason="mounts a small filesystem")

NO_DAC = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]


def assert_same(actual: TreeState, expected: TreeState, what: str) -> None:
    assert actual == expected, f"{what}: " + "; ".join(expected.differences(actual))


def fill_workspace(ws: Path, seed: int = 3) -> None:
    rng = random.Random(seed)
    for i in range(2):
        write_bytes(ws / "data" / f"big{i}.bin", rng.randbytes(3 << 20))
    for i in range(40):
        write_bytes(ws / "src" / f"m{i}.py", rng.randbytes(rng.randint(10, 3000)))


def one_clear_line(proc: subprocess.CompletedProcess[str], *words: str) -> str:
    lines = error_lines(proc.stderr)
    assert len(lines) == 1, f"expected one error line, got: {proc.stderr!r}"
    for word in words:
        assert word.lower() in lines[0].lower(), f"{word!r} not in {lines[0]!r}"
    assert "Traceback" not in proc.stderr
    return lines[0]


def verify(ws: Path, *store: str) -> None:
    done = run_cli(["verify", "--data", *store], ws)
    assert done.returncode == 0, f"verify after the fault: {done.stdout} {done.stderr}"


@needs_root
def test_full_store_filesystem_fails_checkpoint_cleanly(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    fill_workspace(ws)
    before = tree_state(ws)
    with small_disk(16 << 20) as small:
        store = ["--store", str(small / "store")]
        assert run_cli(["init", *store], ws).returncode == 0
        filler = fill_fs(small, leave=1 << 20)
        used = fs_used(small)
        done = run_cli(["checkpoint", *store], ws)
        assert done.returncode == 74, done
        one_clear_line(done, "space")
        assert_same(tree_state(ws), before, "a failed checkpoint changed the workspace")
        assert fs_used(small) <= used + (256 << 10), "a failed checkpoint left its partial data behind"
        filler.unlink()
        with Store.open(ws, small / "store") as opened:
            assert opened.list_checkpoints() == [], "a failed checkpoint is listed"
        verify(ws, *store)
        again = run_cli(["checkpoint", *store], ws)
        assert again.returncode == 0, again
        cp_id = again.stdout.strip().splitlines()[-1]
        shutil.rmtree(ws / "src")
        assert run_cli(["restore", cp_id, *store], ws).returncode == 0
        assert_same(tree_state(ws), before, "restore after the disk was freed")
        verify(ws, *store)


@needs_root
def test_full_workspace_filesystem_fails_checkpoint_cleanly(tmp_path: Path) -> None:
    with small_disk(16 << 20) as small:
        ws = small / "ws"
        fill_workspace(ws)
        assert run_cli(["init"], ws).returncode == 0
        before = tree_state(ws)
        filler = fill_fs(small, leave=1 << 20)
        done = run_cli(["checkpoint"], ws)
        assert done.returncode == 74, done
        one_clear_line(done, "space")
        assert_same(tree_state(ws), before, "a failed checkpoint changed the workspace")
        filler.unlink()
        verify(ws)
        again = run_cli(["checkpoint"], ws)
        assert again.returncode == 0, again


@needs_root
def test_full_workspace_during_restore_fails_cleanly_and_rerun_converges(tmp_path: Path) -> None:
    store = ["--store", str(tmp_path / "store")]
    with small_disk(12 << 20) as small:
        ws = small / "ws"
        fill_workspace(ws)
        assert run_cli(["init", *store], ws).returncode == 0
        done = run_cli(["checkpoint", *store], ws)
        assert done.returncode == 0, done
        cp_id = done.stdout.strip().splitlines()[-1]
        target = tree_state(ws)
        (ws / "data" / "big0.bin").unlink()
        (ws / "data" / "big1.bin").write_bytes(b"small now")
        (ws / "src" / "m1.py").write_bytes(b"edited")
        mutated = tree_state(ws)
        filler = fill_fs(small, leave=512 << 10)
        failed = run_cli(["restore", cp_id, *store], ws)
        assert failed.returncode not in (0, 70), failed
        one_clear_line(failed, "space")
        now = tree_state(ws)
        for path, entry in now.entries.items():  # each file is whole: old or new, never torn
            if entry[0] != "d":  # a folder's final mode is set at the end of a restore
                assert entry in (target.entries.get(path), mutated.entries.get(path)), f"torn {path}: {entry}"
        verify(ws, *store)
        filler.unlink()
        rerun = run_cli(["restore", cp_id, *store], ws)
        assert rerun.returncode == 0, rerun
        assert_same(tree_state(ws), target, "re-running the restore after freeing space")


def read_only_store_attempts(ws: Path, small: Path) -> tuple[list[subprocess.CompletedProcess[str]], TreeState]:
    """Checkpoint, then make the store's filesystem read-only and try to checkpoint and restore."""
    store = ["--store", str(small / "store")]
    assert run_cli(["init", *store], ws).returncode == 0
    done = run_cli(["checkpoint", *store], ws)
    assert done.returncode == 0, done
    cp_id = done.stdout.strip().splitlines()[-1]
    (ws / "src" / "m2.py").write_bytes(b"changed after the checkpoint")
    mutated = tree_state(ws)
    subprocess.run(["mount", "-o", "remount,ro", str(small)], check=True)
    try:
        attempts = [run_cli(["checkpoint", *store], ws), run_cli(["restore", cp_id, *store], ws)]
    finally:
        subprocess.run(["mount", "-o", "remount,rw", str(small)], check=True)
    verify(ws, *store)
    return attempts, mutated


@needs_root
def test_read_only_store_refuses_with_one_line_and_changes_nothing(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    fill_workspace(ws)
    with small_disk(32 << 20) as small:
        attempts, mutated = read_only_store_attempts(ws, small)
        for refused in attempts:
            assert refused.returncode == 74, refused
            one_clear_line(refused, str(small / "store"))
        assert_same(tree_state(ws), mutated, "a restore that could not save the current state changed it")


@needs_root
def test_read_only_store_error_says_read_only(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    fill_workspace(ws)
    with small_disk(32 << 20) as small:
        attempts, _ = read_only_store_attempts(ws, small)
        for refused in attempts:
            one_clear_line(refused, "read-only")


def _dac_can_be_dropped(tmp_path: Path) -> bool:
    if shutil.which("setpriv") is None:
        return False
    probe = tmp_path / "probe"
    probe.write_bytes(b"x")
    probe.chmod(0)
    blocked = subprocess.run([*NO_DAC, "cat", str(probe)], capture_output=True).returncode != 0
    probe.unlink()
    return blocked


def test_unreadable_file_fails_checkpoint_naming_it(tmp_path: Path) -> None:
    if is_root() and not _dac_can_be_dropped(tmp_path):
        pytest.skip("cannot make a file unreadable for root here (setpriv missing)")
    prefix = NO_DAC if is_root() else []
    ws = tmp_path / "ws"
    fill_workspace(ws)
    assert run_cli(["init"], ws).returncode == 0
    secret = ws / "src" / "secret.key"
    secret.write_bytes(b"top secret")
    secret.chmod(0)
    before = tree_state(ws)
    done = run_cli(["checkpoint"], ws, prefix=prefix)
    assert done.returncode == 74, done
    one_clear_line(done, "secret.key")
    assert_same(tree_state(ws), before, "a failed checkpoint changed the workspace")
    listing = run_cli(["list", "--json"], ws)
    assert listing.returncode == 0
    secret.chmod(0o600)
    ok = run_cli(["checkpoint"], ws, prefix=prefix)
    assert ok.returncode == 0, ok


@pytest.mark.root(reason="makes a folder owned by another user")
def test_unsearchable_folder_of_another_user_fails_checkpoint_naming_it(tmp_path: Path) -> None:
    if not _dac_can_be_dropped(tmp_path):
        pytest.skip("cannot make a folder unreadable for root here (setpriv missing)")
    ws = tmp_path / "ws"
    fill_workspace(ws)
    assert run_cli(["init"], ws).returncode == 0
    locked = ws / "vault"
    write_bytes(locked / "inside.txt", b"cannot be read")
    os.chown(locked, 65534, 65534)  # not the checkpointing user's: savepoint never changes its mode
    locked.chmod(0o600)  # listable by its owner, not searchable: its files cannot be opened
    try:
        done = run_cli(["checkpoint"], ws, prefix=NO_DAC)
        assert done.returncode == 74, done
        one_clear_line(done, "vault")
        assert stat.S_IMODE(locked.stat().st_mode) == 0o600
    finally:
        locked.chmod(0o755)


def test_own_unsearchable_folder_is_checkpointed_and_keeps_its_mode(tmp_path: Path) -> None:
    if is_root() and not _dac_can_be_dropped(tmp_path):
        pytest.skip("cannot make a folder unreadable for root here (setpriv missing)")
    prefix = NO_DAC if is_root() else []
    ws = tmp_path / "ws"
    fill_workspace(ws)
    assert run_cli(["init"], ws).returncode == 0
    locked = ws / "vault"
    write_bytes(locked / "inside.txt", b"kept")
    locked.chmod(0o600)  # a task's own folder it made unsearchable: opened for the scan, mode given back
    try:
        before = tree_state(ws)
        done = run_cli(["checkpoint"], ws, prefix=prefix)
        assert done.returncode == 0, done
        assert stat.S_IMODE(locked.stat().st_mode) == 0o600
        assert_same(tree_state(ws), before, "a checkpoint changed the workspace")
        locked.chmod(0o700)
        (locked / "inside.txt").write_bytes(b"changed")
        (locked / "more.txt").write_bytes(b"new")
        undone = run_cli(["restore", done.stdout.strip()], ws, prefix=prefix)
        assert undone.returncode == 0, undone
        assert stat.S_IMODE(locked.stat().st_mode) == 0o600
        locked.chmod(0o700)
        assert sorted(p.name for p in locked.iterdir()) == ["inside.txt"]
        assert (locked / "inside.txt").read_bytes() == b"kept"
    finally:
        locked.chmod(0o755)


def test_budget_refuses_before_copying_and_names_the_way_out(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    fill_workspace(ws)
    assert run_cli(["init"], ws).returncode == 0
    store_files_before = sorted(p.name for p in store_of(ws).rglob("*") if p.is_file())
    size_before = sum((p.stat().st_size for p in store_of(ws).rglob("*") if p.is_file()
                       and not p.name.startswith("catalog.db")), 0)
    done = run_cli(["checkpoint", "--budget", "1M"], ws)
    assert done.returncode == 2, done
    line = one_clear_line(done, "budget")
    assert "data/big" in line, f"the largest new paths are not named: {line}"
    assert "--scope" in line or ".savepointignore" in line, f"no way out is named: {line}"
    size_after = sum((p.stat().st_size for p in store_of(ws).rglob("*") if p.is_file()
                      and not p.name.startswith("catalog.db")), 0)
    assert size_after - size_before < 64 << 10, (
        f"a refused checkpoint copied data: {store_files_before} -> store grew {size_after - size_before}")
    assert run_cli(["checkpoint", "--budget", "64M"], ws).returncode == 0


def test_fifo_is_recorded_not_read(tmp_path: Path) -> None:
    """A special file must not hang the scan (opening a FIFO blocks) nor be copied."""
    ws = tmp_path / "ws"
    write_bytes(ws / "a.txt", b"a")
    os.mkfifo(ws / "pipe")
    assert run_cli(["init"], ws).returncode == 0
    done = run_cli(["checkpoint", "--json"], ws, timeout=30)
    assert done.returncode == 0, done


# -- injected I/O errors (an LD_PRELOAD shim below Python; the store's code runs unchanged) -----

@pytest.fixture(scope="module")
def eio_shim(tmp_path_factory: pytest.TempPathFactory) -> Path:
    lib = build_eio_shim(tmp_path_factory.mktemp("eio"))
    if lib is None:
        pytest.skip("no C compiler to build the I/O-error shim")
    probe = tmp_path_factory.mktemp("probe") / "probe.txt"
    probe.write_text("x")
    env = {**os.environ, "LD_PRELOAD": str(lib), "SP_EIO_READ": "probe.txt"}
    if subprocess.run(["cat", str(probe)], env=env, capture_output=True).returncode == 0:
        pytest.skip("the I/O-error shim does not take effect here")
    return lib


def eio(lib: Path, read: str = "", write: str = "") -> dict[str, str]:
    return {"LD_PRELOAD": str(lib), "SP_EIO_READ": read, "SP_EIO_WRITE": write}


@pytest.mark.parametrize("victim", ["src/m7.py", "data/big0.bin"])
def test_read_error_in_a_workspace_file_fails_the_checkpoint_naming_it(
        tmp_path: Path, eio_shim: Path, victim: str) -> None:
    ws = tmp_path / "ws"
    fill_workspace(ws)
    write_bytes(ws / "data" / "huge.bin", random.Random(1).randbytes(9 << 20))  # chunked reads
    assert run_cli(["init"], ws).returncode == 0
    before = tree_state(ws)
    done = run_cli(["checkpoint"], ws, env=eio(eio_shim, read=str(ws / victim)))
    assert done.returncode == 74, done
    one_clear_line(done, victim.rsplit("/", 1)[-1])
    assert_same(tree_state(ws), before, "a failed checkpoint changed the workspace")
    verify(ws)
    with Store.open(ws) as store:
        assert store.list_checkpoints() == [], "a failed checkpoint is listed"
    assert run_cli(["checkpoint"], ws).returncode == 0


def test_read_error_in_a_chunked_file_fails_the_checkpoint_naming_it(tmp_path: Path, eio_shim: Path) -> None:
    ws = tmp_path / "ws"
    write_bytes(ws / "weights.bin", random.Random(2).randbytes(9 << 20))
    assert run_cli(["init"], ws).returncode == 0
    done = run_cli(["checkpoint"], ws, env=eio(eio_shim, read=str(ws / "weights.bin")))
    assert done.returncode == 74, done
    one_clear_line(done, "weights.bin")
    verify(ws)


def test_write_error_in_the_store_fails_the_checkpoint_cleanly(tmp_path: Path, eio_shim: Path) -> None:
    ws = tmp_path / "ws"
    fill_workspace(ws)
    assert run_cli(["init"], ws).returncode == 0
    before = tree_state(ws)
    done = run_cli(["checkpoint"], ws, env=eio(eio_shim, write=str(store_of(ws) / "tmp")))
    assert done.returncode == 74, done
    one_clear_line(done)
    assert_same(tree_state(ws), before, "a failed checkpoint changed the workspace")
    verify(ws)
    with Store.open(ws) as store:
        assert store.list_checkpoints() == [], "a failed checkpoint is listed"
    again = run_cli(["checkpoint"], ws)
    assert again.returncode == 0, again


@pytest.mark.parametrize("fault", ["write-workspace", "read-store"])
def test_io_error_during_restore_fails_cleanly_and_rerun_converges(
        tmp_path: Path, eio_shim: Path, fault: str) -> None:
    ws = tmp_path / "ws"
    fill_workspace(ws)
    assert run_cli(["init"], ws).returncode == 0
    done = run_cli(["checkpoint"], ws)
    assert done.returncode == 0, done
    cp_id = done.stdout.strip().splitlines()[-1]
    target = tree_state(ws)
    shutil.rmtree(ws / "src")
    (ws / "data" / "big0.bin").write_bytes(b"truncated by a bad run")
    mutated = tree_state(ws)
    env = (eio(eio_shim, write=str(ws / "src")) if fault == "write-workspace"
           else eio(eio_shim, read=str(store_of(ws) / "packs")))
    failed = run_cli(["restore", cp_id], ws, env=env)
    assert failed.returncode not in (0, 70), failed
    one_clear_line(failed)
    now = tree_state(ws)
    for path, entry in now.entries.items():  # each file is whole: old or new, never torn
        if entry[0] != "d":  # a folder's final mode is set at the end of a restore
            assert entry in (target.entries.get(path), mutated.entries.get(path)), f"torn {path}: {entry}"
    verify(ws)
    rerun = run_cli(["restore", cp_id], ws)
    assert rerun.returncode == 0, rerun
    assert_same(tree_state(ws), target, "re-running the restore once the disk works again")


def test_a_second_writer_waits_for_the_lock_and_says_whom_it_waits_for(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    fill_workspace(ws)
    assert run_cli(["init"], ws).returncode == 0
    with Store.open(ws) as store:
        with store.lock(purpose="holding test"):
            waiting = spawn_savepoint(["checkpoint", "--json"], ws)
            assert waiting.stderr is not None
            said = waiting.stderr.readline()  # printed when it starts to wait (or '' if it exits)
            assert f"pid {os.getpid()}" in said, f"the waiter does not say whom it waits for: {said!r}"
            time.sleep(0.5)
            assert waiting.poll() is None, "a second writer did not wait for the lock"
            assert store.list_checkpoints() == [], "a second writer wrote while the lock was held"
        _out, err = waiting.communicate(timeout=60)
        assert waiting.returncode == 0, err
        assert len(store.list_checkpoints()) == 1
