"""Reflinks: on XFS with reflink=1 the store clones a big file instead of copying it.

A 512 MiB loop-mounted XFS image holds workspace and store; checkpointing a 64 MiB file must
grow the filesystem's used space far less than 64 MiB, and the restore must be exact. Skips when
the machine cannot make or mount the image (not root, no mkfs.xfs, no loop devices).
"""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pytest

from savepoint.store import Store
from storetools import fs_used, mounted_or_skip, tree_state, write_bytes

pytestmark = [
    pytest.mark.root(reason="a loop-mounted XFS image"),
    pytest.mark.skipif(shutil.which("mkfs.xfs") is None, reason="needs mkfs.xfs (apt-get install xfsprogs)"),
]

BIG = 64 << 20


def sync_used(path: Path) -> int:
    os.sync()  # delayed allocation: count blocks only once they are really allocated
    return fs_used(path)


def test_checkpoint_clones_a_big_file_on_xfs_and_restores_it_exactly() -> None:
    with mounted_or_skip("xfs", 512 << 20, mkfs=["mkfs.xfs", "-q", "-m", "reflink=1"]) as mnt:
        ws = mnt / "ws"
        rng = random.Random(64)
        write_bytes(ws / "weights.bin", rng.randbytes(BIG))
        write_bytes(ws / "notes.txt", b"small files still go to packs")
        original = tree_state(ws)
        # the store on the workspace's filesystem (`store move --to`): blocks are shared only there
        with Store.open(ws, mnt / "history", create=True) as store:
            used_before = sync_used(mnt)
            with store.lock():
                cp = store.checkpoint()
            growth = sync_used(mnt) - used_before
            assert growth < BIG // 4, f"checkpointing a {BIG >> 20} MiB file used {growth >> 20} MiB: no reflink"
            with open(ws / "weights.bin", "r+b") as f:  # a task rewrites part of it...
                f.seek(20 << 20)
                f.write(rng.randbytes(8 << 20))
            (ws / "notes.txt").unlink()  # ...and deletes a file
            with store.lock():
                store.restore(cp.id)
            assert tree_state(ws) == original, "; ".join(original.differences(tree_state(ws)))
            (ws / "weights.bin").unlink()
            used_before = sync_used(mnt)
            with store.lock():
                store.restore(cp.id)
            restored_growth = sync_used(mnt) - used_before
            assert tree_state(ws) == original
            assert restored_growth < BIG // 2, (
                f"restoring a deleted {BIG >> 20} MiB file used {restored_growth >> 20} MiB: no reflink")
            assert store.verify(data=True).ok
