"""Manifest version 2 (owner, xattrs, ACLs, sparse extents) and stores written by older savepoints.

The old-store test runs the real savepoint of an earlier commit (extracted from git) to write the
store, then reads, diffs and restores it with this checkout.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import run_savepoint
from savepoint.store.manifest import Manifest
from savepoint.store.objects import hash_bytes
from savepoint.store.store import Store
from storetools import store_of

ROOT = Path(__file__).resolve().parents[1]
OLD_COMMIT = "5b10555"  # main just before manifest version 2: writes version-1 manifests, schema 1


@pytest.fixture(scope="module")
def old_src(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("git") is None:
        pytest.skip("git is needed to extract the previous savepoint")
    dest = tmp_path_factory.mktemp("old-savepoint")
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", OLD_COMMIT, "src"], capture_output=True)
    if archive.returncode != 0:
        pytest.skip(f"commit {OLD_COMMIT} is not in this checkout's history")
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive.stdout, check=True)
    return dest / "src"


def _old(args: list[str], cwd: Path, src: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("SAVEPOINT_STORE", "SAVEPOINT_WORKSPACE")}
    env["PYTHONPATH"] = str(src)
    return subprocess.run([sys.executable, "-m", "savepoint", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)


def test_store_written_by_the_previous_version_keeps_working(ws: Path, old_src: Path) -> None:
    (ws / "keep.txt").write_text("kept\n")
    (ws / "big.bin").write_bytes(os.urandom(5 << 20))
    (ws / "sub").mkdir()
    (ws / "sub" / "tool").write_text("#!/bin/sh\n")
    (ws / "sub" / "tool").chmod(0o750)
    (ws / "link").symlink_to("keep.txt")
    r = _old(["checkpoint", "-m", "old"], ws, old_src)
    assert r.returncode == 0, r.stderr
    old_cp = r.stdout.strip()
    db = store_of(ws) / "catalog.db"
    with sqlite3.connect(db) as c:
        assert c.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == "1"

    # the new savepoint opens it (migrating the catalog), reads the version-1 manifest...
    with Store.open(ws) as store:
        m = store.manifest(old_cp)
        assert m.get("keep.txt") is not None and m.get("keep.txt").uid is None  # type: ignore[union-attr]
    with sqlite3.connect(db) as c:
        assert c.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == "3"
    d = run_savepoint(["diff", old_cp, "--json"], ws)
    assert d.code == 0, d
    assert d.json()["added"] == [] and d.json()["modified"] == [] and d.json()["metadata"] == []

    # ... and restores from it, with the metadata it never recorded left as it is
    (ws / "keep.txt").write_text("broken\n")
    (ws / "sub" / "tool").unlink()
    with open(ws / "big.bin", "r+b") as f:
        f.write(b"x" * 100)
    r2 = run_savepoint(["restore", old_cp, "--json"], ws)
    assert r2.code == 0, r2
    assert (ws / "keep.txt").read_text() == "kept\n"
    assert (ws / "sub" / "tool").stat().st_mode & 0o7777 == 0o750
    assert run_savepoint(["diff", old_cp, "--json"], ws).json()["modified"] == []

    # a new checkpoint in the same store is version 2; the old savepoint now refuses the store
    # with a clear message instead of misreading it
    new = run_savepoint(["checkpoint", "-m", "new"], ws)
    assert new.code == 0, new
    with Store.open(ws) as store:
        assert store.manifest(new.out.strip()).get("keep.txt").uid == os.getuid()  # type: ignore[union-attr]
    refused = _old(["list"], ws, old_src)
    assert refused.returncode != 0 and "newer than this savepoint understands" in refused.stderr


def test_version_2_records_owner_xattrs_and_holes(ws: Path) -> None:
    f = ws / "tagged.txt"
    f.write_text("data\n")
    try:
        os.setxattr(f, "user.tag", b"important")
    except OSError:
        pytest.skip("this filesystem has no user extended attributes")
    sparse = ws / "sparse.img"
    with open(sparse, "wb") as fh:
        fh.truncate(64 << 20)
        fh.seek(40 << 20)
        fh.write(b"z" * 4096)
    small = ws / "small.img"  # under one chunk, with a leading hole: read whole, from its start
    with open(small, "wb") as fh:
        fh.seek(1 << 20)
        fh.write(b"tail" * 1024)
    with Store.open(ws, create=True) as store:
        cp = store.checkpoint()
        m = store.manifest(cp.id)
        decoded = Manifest.decode(m.encode())
    e = decoded.get("tagged.txt")
    assert e is not None and e.xattrs == (("user.tag", b"important"),)
    assert (e.uid, e.gid) == (os.getuid(), os.getgid())
    s = decoded.get("sparse.img")
    assert s is not None and s.extents == ((40 << 20, 4096),)
    assert decoded.get("tagged.txt") == m.get("tagged.txt")  # encodes and decodes exactly
    sm = decoded.get("small.img")
    assert sm is not None and sm.extents == ((1 << 20, 4096),)
    assert sm.content == hash_bytes(small.read_bytes())


@settings(max_examples=60, deadline=None)
@given(size=st.integers(0, 3 * 4096 + 100), zeros=st.lists(st.tuples(st.integers(0, 3 * 4096 + 100),
                                                                     st.integers(1, 9000)), max_size=5),
       seed=st.integers(0, 2**32))
def test_loose_objects_keep_their_bytes_with_zero_blocks_as_holes(tmp_path_factory: pytest.TempPathFactory,
                                                                  size: int, zeros: list[tuple[int, int]],
                                                                  seed: int) -> None:
    import random

    from savepoint.store.objects import _write_holey

    data = bytearray(random.Random(seed).randbytes(size))
    for off, n in zeros:
        data[off:off + n] = bytes(len(data[off:off + n]))
    path = tmp_path_factory.mktemp("holey") / "obj"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        _write_holey(fd, bytes(data))
    finally:
        os.close(fd)
    assert path.read_bytes() == bytes(data)
