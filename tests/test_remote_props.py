"""Property: whatever the tree and however a run mutates it, every pushed checkpoint pulled into a
fresh store restores byte-for-byte (file:// remote, library API; the S3 server is covered by
test_remote.py).

Bounded: no shrinking (each example writes megabytes; a failure is reported as found, and
pytest-timeout's alarm, which Hypothesis takes for one more failing example to shrink, cannot
turn into half an hour of replays), and a timeout of its own."""

from __future__ import annotations

import random
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from storetools import make_tree, mutate_tree, tree_state

pytest.importorskip("obstore")

from savepoint.remote.config import add_remote
from savepoint.remote.repo import repo_for
from savepoint.store import Store


@pytest.mark.timeout(180)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(seed=st.integers(0, 2**32 - 1), files=st.integers(0, 40), big=st.lists(st.integers(1, 9 << 20), max_size=2),
       fraction=st.floats(0.05, 0.9))
def test_push_pull_restore_roundtrip(seed: int, files: int, big: list[int], fraction: float) -> None:
    base = Path(tempfile.mkdtemp(prefix="sp-remote-prop-"))
    try:
        rng = random.Random(seed)
        ws, remote = base / "ws", base / "remote"
        ws.mkdir()
        make_tree(ws, rng, files=files, dirs=max(1, files // 8), small=(0, 5000), big=big)
        states = []
        with Store.open(ws, create=True) as store:
            add_remote(store.root, "r", f"file://{remote}")
            ids = []
            for _ in range(2):
                ids.append(store.checkpoint().id)
                states.append(tree_state(ws))
                mutate_tree(ws, rng, fraction)
            rep = repo_for(store, "r").push(store, ids)
            assert rep.checkpoints == ids
            again = repo_for(store, "r").push(store, ids)
            assert again.uploaded_bytes == 0 and again.skipped == ids
        fresh = base / "fresh"
        fresh.mkdir()
        with Store.open(fresh, create=True) as store:
            add_remote(store.root, "r", f"file://{remote}")
            for cp, state in zip(ids, states, strict=True):
                repo_for(store, "r").pull(store, cp)
                store.restore(cp)
                assert tree_state(fresh) == state
            assert repo_for(store, "r").verify(data=True).ok
    finally:
        shutil.rmtree(base, ignore_errors=True)
