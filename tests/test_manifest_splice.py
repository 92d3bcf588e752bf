"""A tracked manifest's encoding splices its base's packed rows (store/manifest.py): it must be
the canonical bytes, the ones a full encoding of the same entries gives, in both of
encode_rows's forms (one call for small manifests, streamed in frames past STREAM_ROWS)."""

from __future__ import annotations

import random

import pytest

from savepoint.store import manifest as M
from savepoint.store.manifest import Entry, Manifest, encode_rows


def _entry(i: int, size: int = 0) -> Entry:
    return Entry(f"d{i % 7}/f{i:06d}", "f", 0o100644, size or i, i * 1000, i * 1001, i, 1, f"{i:064x}", None,
                 True, None, 1000, 1000, (), None, None)


@pytest.mark.parametrize("stream_rows", [40_000, 50])  # the manifests below: under and over it
def test_spliced_encodings_are_canonical_generation_after_generation(monkeypatch: pytest.MonkeyPatch,
                                                                     stream_rows: int) -> None:
    monkeypatch.setattr(M, "STREAM_ROWS", stream_rows)
    rng = random.Random(stream_rows)
    prev = Manifest((_entry(i) for i in range(3000)), 0, ["src/"])
    prev.packed_from, prev.changed = Manifest((), 0, ["src/"]), set(prev.entries)  # packs every row
    assert prev.encode() == encode_rows([prev.entries[p] for p in sorted(prev.entries)], ["src/"])
    for gen in range(6):
        new = Manifest((), 0, ["src/"])
        new.entries = dict(prev.entries)
        changed: set[str] = set()
        for _ in range(rng.randint(1, 40)):
            op = rng.choice(("edit", "add", "delete"))
            if op == "edit":
                p = rng.choice(sorted(new.entries))
                new.entries[p] = new.entries[p]._replace(size=rng.randint(1, 10**6))
            elif op == "add":
                e = _entry(10_000 + gen * 100 + len(changed))
                p = e.path
                new.entries[p] = e
            else:
                p = rng.choice(sorted(new.entries))
                del new.entries[p]
            changed.add(p)
        new.packed_from, new.changed = prev, changed
        data = new.encode()
        assert data == encode_rows([new.entries[p] for p in sorted(new.entries)], ["src/"]), f"generation {gen}"
        assert Manifest.decode(data).entries == new.entries
        prev = new
