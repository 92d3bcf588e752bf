"""Races between a restore and what else touches the workspace: a hard link made after the scan,
the stat cache written after a restore (the racy rule)."""

from __future__ import annotations

import os
import random
from pathlib import Path

from savepoint.store import Store
from savepoint.store.objects import CHUNK
from savepoint.store.scan import COARSE_MARGIN_NS, RACY_MARGIN_NS
from storetools import write_bytes


def test_a_hard_link_made_after_the_scan_is_never_patched_in_place(tmp_path: Path) -> None:
    ws, outside = tmp_path / "ws", tmp_path / "outside"
    outside.mkdir()
    data = bytearray(random.Random(2).randbytes(3 * CHUNK))
    write_bytes(ws / "big.bin", bytes(data))
    with Store.open(ws, create=True) as store, store.lock():
        target = store.checkpoint()
        data[CHUNK + 10:CHUNK + 20] = b"y" * 10  # one chunk differs: a candidate for patching
        write_bytes(ws / "big.bin", bytes(data))
        now = store.checkpoint()  # the state the restore replaces, as the run loop keeps it
        os.link(ws / "big.bin", outside / "other-name")  # made after that scan
        store.restore(target.id, current_checkpoint=now.id)
    assert (outside / "other-name").read_bytes() == bytes(data), "the restore wrote through a hard link"
    assert (ws / "big.bin").read_bytes() != bytes(data)


def test_the_stat_cache_after_a_restore_trusts_no_racy_file(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    for i in range(5):
        write_bytes(ws / f"f{i}.txt", f"old {i}".encode())
    with Store.open(ws, create=True) as store, store.lock():
        cp = store.checkpoint()
        for i in range(5):
            write_bytes(ws / f"f{i}.txt", f"new {i}!".encode())
        store.restore(cp.id)
        written_at = os.stat(store.root / "statcache").st_mtime_ns
        rows = store._load_statcache() or {}
    for i in range(5):
        row = rows.get(f"f{i}.txt")
        if row is None:
            continue  # not trusted: the next checkpoint reads it again
        ctime = int.from_bytes(row[1][16:24], "little", signed=True)
        margin = COARSE_MARGIN_NS if ctime % 10**9 == 0 else RACY_MARGIN_NS
        assert ctime < written_at - margin, f"f{i}.txt: a stat-cache row with a racy ctime"


def test_a_folder_swapped_for_a_symlink_mid_checkpoint_never_pulls_in_outside_files(tmp_path: Path) -> None:
    """After the walk, while files are read, `data/` becomes a symlink to a folder outside the
    workspace holding files of the same names: none of their content may enter the checkpoint
    (and so no later rollback can write it into the workspace)."""
    ws, outside = tmp_path / "ws", tmp_path / "outside"
    from savepoint.errors import StoreError
    from savepoint.store.objects import hash_bytes

    for i in range(10):
        write_bytes(ws / "data" / f"b{i}.txt", f"workspace file {i}\n".encode())
        write_bytes(outside / f"b{i}.txt", f"SECRET outside the workspace {i}\n".encode())
    secrets = {hash_bytes(f"SECRET outside the workspace {i}\n".encode()) for i in range(10)}
    swapped: list[bool] = []

    def swap_once(phase: str, done: int, total: int) -> None:
        if phase == "read" and not swapped:  # the first file is read: swap the folder now
            os.rename(ws / "data", ws / "data.moved")
            os.symlink(outside, ws / "data")
            swapped.append(True)

    with Store.open(ws, create=True) as store, store.lock():
        try:
            cp = store.checkpoint(progress=swap_once)
        except StoreError as e:  # refusing is right too: one clear line naming the folder
            assert "data" in str(e) and "replaced" in str(e), e
            return
        assert swapped
        stored = {e.content for e in store.manifest(cp.id) if e.content}
    assert not stored & secrets, "content from outside the workspace entered the checkpoint"


def test_a_folder_renamed_out_of_the_workspace_mid_restore_gets_no_more_writes(tmp_path: Path) -> None:
    ws, moved = tmp_path / "ws", tmp_path / "moved-out"
    for i in range(600):
        write_bytes(ws / "d" / f"f{i:03}.txt", f"file {i}\n".encode())
    seen: list[int] = []

    def move_out(phase: str, done: int, total: int) -> None:
        if phase == "restore" and not seen and done < total:  # half-way: the folder leaves
            os.rename(ws / "d", moved)
            seen.append(len(os.listdir(moved)))

    with Store.open(ws, create=True) as store, store.lock():
        cp = store.checkpoint()
        for p in (ws / "d").iterdir():
            p.unlink()
        try:
            store.restore(cp.id, progress=move_out)
        except Exception as e:  # refusing is fine; writing outside is not
            assert "d" in str(e), e
    assert seen, "the restore never reported progress half-way"
    assert len(os.listdir(moved)) == seen[0], "the restore kept writing into a folder moved out of the workspace"
