"""gc deletes per content, never partial chunk lists: after any gc, `verify --data` is clean and
every kept checkpoint restores exactly (big files sharing chunks across checkpoints)."""

from __future__ import annotations

import hashlib
import random
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from savepoint.store import Store
from savepoint.store.objects import CHUNK
from storetools import run_cli, write_bytes

CHUNKS = 3  # files of three chunks (and a tail): chunked, and cheap enough for a property test


def test_gc_keeps_the_chunk_list_of_content_that_survives(tmp_path: Path) -> None:
    """The reported case: a 12 MiB file, one chunk changed, two checkpoints, gc --keep 1."""
    ws = tmp_path / "ws"
    data = bytearray(random.Random(1).randbytes(12 << 20))
    write_bytes(ws / "big.bin", bytes(data))
    assert run_cli(["checkpoint"], ws).returncode == 0
    data[5 << 20:(5 << 20) + 10] = b"x" * 10  # the second chunk changes
    write_bytes(ws / "big.bin", bytes(data))
    assert run_cli(["checkpoint"], ws).returncode == 0
    assert run_cli(["gc", "--keep", "1"], ws).returncode == 0
    done = run_cli(["verify", "--data"], ws)
    assert done.returncode == 0, done


def digest(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


# a history: each step rewrites one chunk of one of two files (or copies one file over the other,
# so both share every chunk), then checkpoints
steps = st.lists(st.tuples(st.integers(0, 1), st.integers(0, CHUNKS), st.integers(0, 2**31)),
                 min_size=2, max_size=5)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=steps, keep=st.integers(1, 4))
def test_any_gc_leaves_verify_clean_and_kept_checkpoints_exact(history: list[tuple[int, int, int]],
                                                               keep: int) -> None:
    base = Path(tempfile.mkdtemp(prefix="sp-gcprop-"))
    try:
        ws = base / "ws"
        rng = random.Random(7)
        files = [bytearray(rng.randbytes(CHUNKS * CHUNK + 1000)) for _ in range(2)]
        expected: dict[str, dict[str, str]] = {}
        ws.mkdir()
        with Store.open(ws, create=True) as store, store.lock():
            for which, chunk, seed in history:
                if chunk == CHUNKS:  # share: the other file becomes a copy of this one
                    files[1 - which][:] = files[which]
                else:
                    off = chunk * CHUNK + seed % 1000
                    files[which][off:off + 64] = random.Random(seed).randbytes(64)
                for i, content in enumerate(files):
                    (ws / f"f{i}.bin").write_bytes(bytes(content))
                cp = store.checkpoint()
                expected[cp.id] = {f"f{i}.bin": digest(ws / f"f{i}.bin") for i in range(2)}
            store.gc(keep=keep)
            report = store.verify(data=True)
            assert report.ok, report.problems
            kept = [c.id for c in store.list_checkpoints()]
            assert len(kept) == min(keep, len(history))
            for cp_id in kept:
                store.restore(cp_id, save_current=False)
                assert {f: digest(ws / f) for f in expected[cp_id]} == expected[cp_id]
            assert store.verify(data=True).ok
    finally:
        shutil.rmtree(base, ignore_errors=True)
