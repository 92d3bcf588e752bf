"""The stat cache is written incrementally: a checkpoint that read a few files appends their rows
(`statcache.log`) instead of rewriting the whole cache, and the cache a fresh process loads is
the one a full rewrite would give (every row true; every file that can be trusted has its row)."""

from __future__ import annotations

import os
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from savepoint.store import Store
from savepoint.store.objects import hash_bytes
from savepoint.store.scan import RACY_MARGIN_NS, is_racy, stat_key


def _age_past_racy_window(ws: Path) -> None:
    """Files changed within RACY_MARGIN_NS of a scan are (rightly) never cached: let the clock
    pass that window so the checkpoint has rows to record. Not a synchronisation: a clock bound."""
    newest = max((os.lstat(p).st_ctime_ns for p in ws.rglob("*") if ".savepoint" not in p.parts), default=0)
    while time.time_ns() < newest + RACY_MARGIN_NS + 5_000_000:
        time.sleep(0.01)


def _expected_rows(store: Store, cp_id: str) -> dict[str, tuple[object, ...]]:
    """What a full rewrite records after this checkpoint (store.py `_save_statcache`)."""
    m = store.manifest(cp_id)
    return {e.path: (e.path, stat_key(e.size, e.mtime_ns, e.ctime_ns, e.ino), bytes.fromhex(e.content), e.xattrs)
            for e in m if e.kind == "f" and e.content is not None and e.link is None
            and not is_racy(e, m.scan_start_ns)}


def _three_hundred_files(ws: Path) -> None:
    for i in range(300):
        (ws / f"d{i // 30}").mkdir(parents=True, exist_ok=True)
        (ws / f"d{i // 30}" / f"f{i}.txt").write_text(f"file {i}\n" * 20)


def _check_cache(ws: Path, cp_id: str) -> None:
    with Store.open(ws) as fresh:  # a new process's view: base + log from disk
        rows = fresh._load_statcache() or {}
        for path, row in _expected_rows(fresh, cp_id).items():
            assert rows.get(path) == row, f"{path}: the cache lost or garbled its row"
        for path, row in rows.items():  # every row is true of the file now at its stat key
            try:
                st = os.lstat(ws / path)
            except FileNotFoundError:
                continue
            if stat_key(st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino) == row[1]:
                assert row[2] == bytes.fromhex(hash_bytes((ws / path).read_bytes())), f"{path}: a false row"


def test_one_changed_file_appends_one_row_and_leaves_the_base(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    _three_hundred_files(ws)
    with Store.open(ws, create=True) as store, store.lock():
        _age_past_racy_window(ws)
        store.checkpoint()
        base = store.root / "statcache"
        before = os.stat(base)
        (ws / "d3" / "f95.txt").write_text("changed\n")
        (ws / "d4" / "f120.txt").unlink()
        _age_past_racy_window(ws)
        cp = store.checkpoint()
        after = os.stat(base)
        assert (after.st_ino, after.st_mtime_ns, after.st_size) == (before.st_ino, before.st_mtime_ns, before.st_size)
        log = store.root / "statcache.log"
        assert 0 < log.stat().st_size < 400, "more than the changed rows were written"
    _check_cache(ws, cp.id)
    with Store.open(ws) as fresh:
        rows = fresh._load_statcache() or {}
        assert "d4/f120.txt" not in rows
        assert rows["d3/f95.txt"][2] == bytes.fromhex(hash_bytes(b"changed\n"))


def test_a_torn_log_tail_or_another_generation_is_ignored(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    for i in range(20):
        (ws / f"f{i}").write_text(str(i))
    with Store.open(ws, create=True) as store, store.lock():
        _age_past_racy_window(ws)
        store.checkpoint()
        (ws / "f1").write_text("one")
        _age_past_racy_window(ws)
        store.checkpoint()
        with open(store.root / "statcache.log", "ab") as f:
            f.write(b"\x40\x00\x00\x00\x01\x02")  # a record cut short by a crash
        (ws / "f2").write_text("two")
        _age_past_racy_window(ws)
        cp = store.checkpoint()  # a damaged log is not appended to: a new base replaces both
        assert store.manifest(cp.id).entries["f2"].content == hash_bytes(b"two")
    _check_cache(ws, cp.id)
    with Store.open(ws) as fresh:
        rows = fresh._load_statcache() or {}
        assert rows["f1"][2] == bytes.fromhex(hash_bytes(b"one"))
        assert rows["f2"][2] == bytes.fromhex(hash_bytes(b"two"))
    # a record of another generation (written against a base replaced meanwhile) is skipped
    with Store.open(ws) as store, store.lock():
        store._load_statcache()
        (ws / "f3").write_text("three")
        _age_past_racy_window(ws)
        store._statcache_gen = "0" * 12  # as if this process had loaded a base since replaced
        store.checkpoint()
    with Store.open(ws) as fresh:
        rows = fresh._load_statcache() or {}
        assert rows["f3"][2] != bytes.fromhex(hash_bytes(b"three"))  # the old row: true of the old stat key
    with Store.open(ws) as store, store.lock():
        cp = store.checkpoint()  # so f3 is read again, not trusted
        assert store.manifest(cp.id).entries["f3"].content == hash_bytes(b"three")
    _check_cache(ws, cp.id)


OPS = st.lists(st.tuples(st.sampled_from(["write", "append", "delete", "rename", "mkdir", "chmod", "link",
                                          "truncate", "touch"]),
                         st.integers(0, 10**6)), min_size=1, max_size=8)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(OPS, min_size=1, max_size=3), seed=st.integers(0, 2**32 - 1))
def test_incremental_cache_equals_a_full_rewrite(steps: list[list[tuple[str, int]]], seed: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as d:
        ws = Path(d) / "ws"
        for i in range(30):
            (ws / f"d{i % 4}").mkdir(parents=True, exist_ok=True)
            (ws / f"d{i % 4}" / f"f{i}").write_bytes(rng.randbytes(rng.randrange(1, 300)))
        with Store.open(ws, create=True) as store, store.lock():
            _age_past_racy_window(ws)
            store.checkpoint()
            for ops in steps:
                for op, n in ops:
                    files = sorted(p for p in ws.rglob("*") if p.is_file() and ".savepoint" not in p.parts)
                    dirs = sorted(p for p in ws.rglob("*") if p.is_dir() and ".savepoint" not in p.parts) or [ws]
                    f = files[n % len(files)] if files else None
                    target = dirs[n % len(dirs)] / f"n{n}"
                    if op == "write" or f is None:
                        target.write_bytes(rng.randbytes(n % 200))
                    elif op == "append":
                        with open(f, "ab") as fh:
                            fh.write(b"x")
                    elif op == "delete":
                        f.unlink()
                    elif op == "rename":
                        os.replace(f, target)
                    elif op == "mkdir":
                        target.mkdir(exist_ok=True)
                        (target / "inside").write_bytes(b"new folder, filled at once")
                    elif op == "chmod":
                        f.chmod(0o600 if n % 2 else 0o644)
                    elif op == "link":
                        if not target.exists():
                            os.link(f, target)
                    elif op == "truncate":
                        os.truncate(f, n % 7)
                    elif op == "touch":
                        os.utime(f, ns=(n, n))
                _age_past_racy_window(ws)
                cp = store.checkpoint()
                for e in store.manifest(cp.id):  # the checkpoint itself is exact
                    if e.kind == "f":
                        assert e.content == hash_bytes((ws / e.path).read_bytes()), e.path
                _check_cache(ws, cp.id)


def test_a_big_cache_is_written_as_it_is_made_and_read_back_later(tmp_path: Path, monkeypatch: Any) -> None:
    """Past STATCACHE_HELD rows a full rewrite streams its rows and does not keep them in memory
    (peak RSS of a first checkpoint); the next checkpoint in the same process reads the cache back
    from the file and still appends only its changed rows."""
    import savepoint.store.store as store_mod

    monkeypatch.setattr(store_mod, "STATCACHE_HELD", 50)  # the same path as for 40,000+ files
    ws = tmp_path / "ws"
    _three_hundred_files(ws)
    with Store.open(ws, create=True) as store, store.lock():
        _age_past_racy_window(ws)
        first = store.checkpoint()
        assert store._statcache is None, "a big cache was kept in memory after being written"
        _check_cache(ws, first.id)
        base = os.stat(store.root / "statcache")
        (ws / "d3" / "f95.txt").write_text("changed\n")
        _age_past_racy_window(ws)
        cp = store.checkpoint()
        after = os.stat(store.root / "statcache")
        assert (after.st_ino, after.st_size) == (base.st_ino, base.st_size), "the base was rewritten"
        assert 0 < (store.root / "statcache.log").stat().st_size < 400, "more than the changed row was written"
    _check_cache(ws, cp.id)


def test_rows_made_as_they_are_encoded_give_the_same_bytes_as_a_list() -> None:
    from savepoint.store.manifest import STREAM_ROWS, decode_rows, encode_rows

    for n in (10, STREAM_ROWS + 1, 3 * 4096 + 17 + STREAM_ROWS):
        rows = [(f"p/{i}", i, bytes([i % 256]) * 32, None) for i in range(n)]
        assert encode_rows(iter(rows), ["t"], n) == encode_rows(rows, ["t"])
        assert [tuple(r) for r in decode_rows(encode_rows(iter(rows), ["t"], n))[1]] == rows
