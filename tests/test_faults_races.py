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
