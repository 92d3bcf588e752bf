"""Reading a remote: `remote ls` and `latest` (newest by creation time), a cold machine's handful of
reads (combined indexes, read concurrently; remotes written by older savepoint still read), and a
remote that stops answering or cannot be reached fails each command quickly with one line, exit 74
(a pull stops at the first failure instead of trying every pack). Real SeaweedFS server, commands
run as an ordinary user; the index layer through the library on a folder remote."""

from __future__ import annotations

import os
import random
import shutil
import socket
import time
from pathlib import Path
from typing import Any

import pytest

from storetools import tree_state

pytest.importorskip("obstore")
import test_remote as base
from faultproxy import FreezingProxy
from savepoint.remote.config import add_remote
from savepoint.remote.gc import gc_remote
from savepoint.remote.repo import FETCHES, RemoteRepo, repo_for
from savepoint.store import Store
from seaweed import Seaweed
from test_remote import bucket, s3, seaweed  # noqa: F401  (the session's server and bucket, a fresh remote per test)


def pushed_in_steps(ws: Path, steps: int, size: int = 200_000, name: str = "r") -> list[str]:
    """`steps` checkpoints, each adding one file, each pushed on its own (a pack or more each)."""
    rng = random.Random(steps)
    ids = []
    with Store.open(ws, create=True) as store:
        for i in range(steps):
            (ws / f"f{i:03d}.bin").write_bytes(rng.randbytes(size))
            cp = store.checkpoint().id
            repo_for(store, name).push(store, [cp])
            ids.append(cp)
    return ids


def one_line(err: str) -> str:
    lines = [ln for ln in err.strip().splitlines() if ln.strip()]
    assert len(lines) == 1, err
    return lines[0]


# -- remote ls, latest ------------------------------------------------------------------------------

def test_remote_ls_newest_first_and_latest_is_the_newest_made_not_the_last_pushed(
        user_env: Any, s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    url, env = s3
    ws = base.new_ws(user_env)
    run = base.sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    older = base.checkpoint(run)
    (ws / "newer.txt").write_text("newer")
    user_env.chown(ws)
    newer = base.checkpoint(run)
    assert run("push", newer, "-r", "origin").code == 0
    time.sleep(1.2)  # object stores time objects to the second: the older one is now pushed last
    assert run("push", older, "-r", "origin").code == 0

    fresh = user_env.mkdir("fresh")
    frun = base.sp(user_env, fresh, env)
    r = frun("remote", "ls", url, "--json")
    assert r.code == 0, r
    listed = r.json()["checkpoints"]
    assert [c["id"] for c in listed] == [newer, older], listed
    assert listed[0]["files"] == listed[1]["files"] + 1 and listed[0]["bytes"] > listed[1]["bytes"]
    assert listed[0]["created"] > listed[1]["created"] and listed[0]["kind"] == "user"
    assert {"id", "created", "kind", "message", "files", "bytes"} <= set(listed[0])
    assert not list(fresh.iterdir())  # a machine without a store: nothing was made
    d = frun("diff", "latest", "--remote", url, "--json")
    assert d.code == 0 and d.json()["from"] == newer, d
    r = run("remote", "ls", "origin")  # by its name, as a table
    assert r.code == 0, r
    lines = r.out.strip().splitlines()
    assert lines[0].split()[:3] == ["ID", "CREATED", "KIND"], r.out
    assert lines[1].startswith(newer) and lines[2].startswith(older), r.out


# -- a cold machine's reads: combined indexes --------------------------------------------------------

def index_reads(remote_dir: Path, cache: Path | None) -> tuple[int, int]:
    """(requests made, blobs found) by a reader that knows nothing yet, but what `cache` holds."""
    repo = RemoteRepo(__import__("savepoint.remote.config", fromlist=["Remote"]).Remote("r", f"file://{remote_dir}"),
                      cache_dir=cache)
    found = len(repo.index())
    return repo.requests, found


def test_cold_reader_reads_a_handful_of_indexes_and_remotes_of_older_savepoint_still_read(tmp_path: Path) -> None:
    remote = tmp_path / "remote"
    ws = tmp_path / "ws"
    ws.mkdir()
    with Store.open(ws, create=True) as store:
        add_remote(store.root, "r", f"file://{remote}")
    ids = pushed_in_steps(ws, 40)
    packs = list((remote / "packs").rglob("*"))
    packs = [p for p in packs if p.is_file()]
    assert len(packs) >= 40
    # every pack keeps its own index object: older savepoint reads this remote as before
    assert {p.name for p in packs} == {p.name for p in (remote / "index").iterdir()}
    requests, blobs = index_reads(remote, None)
    assert requests <= 16, requests  # lists, and a few combined indexes; not one read per pack
    assert blobs >= 80  # every file and every manifest

    # A remote as older savepoint wrote it (no combined index): still read, one index per pack
    shutil.rmtree(remote / "indexes")
    requests_old, blobs_old = index_reads(remote, None)
    assert blobs_old == blobs and requests_old >= len(packs)
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    with Store.open(fresh, create=True) as store:
        add_remote(store.root, "r", f"file://{remote}")
        repo_for(store, "r").pull(store, ids[-1])
        store.restore(ids[-1])
    assert tree_state(fresh) == tree_state(ws)
    # the next push of this savepoint writes one combined index covering them all
    ids += pushed_in_steps(ws, 1)
    assert len(list((remote / "indexes").iterdir())) == 1
    requests, blobs_new = index_reads(remote, None)
    assert requests <= 6 and blobs_new > blobs, requests

    # a second machine reading again: its cache answers; only listings go out
    cache = tmp_path / "cache"
    index_reads(remote, cache)
    requests_cached, _ = index_reads(remote, cache)
    assert requests_cached <= 4, requests_cached

    # gc merges every combined index into one
    ids += pushed_in_steps(ws, 3)
    assert len(list((remote / "indexes").iterdir())) == 4
    rep = gc_remote(RemoteRepo(__import__("savepoint.remote.config", fromlist=["Remote"]).Remote(
        "r", f"file://{remote}")), keep=2, grace=0)
    assert rep.removed_checkpoints and rep.deleted_packs
    assert len(list((remote / "indexes").iterdir())) == 1
    requests, _ = index_reads(remote, None)
    assert requests <= 6, requests
    again = tmp_path / "again"
    again.mkdir()
    with Store.open(again, create=True) as store:
        add_remote(store.root, "r", f"file://{remote}")
        repo_for(store, "r").pull(store, ids[-1])
        store.restore(ids[-1])
    assert tree_state(again) == tree_state(ws)


# -- a server that stops answering, or cannot be reached --------------------------------------------

def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_pull_from_a_server_that_stops_answering_stops_at_the_first_pack(
        user_env: Any, seaweed: Seaweed, s3: tuple[str, dict[str, str]], tmp_path: Path,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    url, env = s3
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    src = tmp_path / "src"
    src.mkdir()
    with Store.open(src, create=True) as store:
        add_remote(store.root, "r", url)
    ids = pushed_in_steps(src, 10)  # the last checkpoint needs a part of each of 10 packs
    packs_asked: list[str] = []

    def freeze(method: str, path: str) -> bool:
        """Every pack read but the first (the manifest's: the pull gets as far as the files)."""
        if method != "GET" or "/packs/" not in path:
            return False
        packs_asked.append(path)
        return len(packs_asked) > 1

    with FreezingProxy(seaweed.ports["s3"], freeze) as proxy:
        ws = user_env.mkdir("fresh")
        run = base.sp(user_env, ws, {**env, "AWS_ENDPOINT_URL": proxy.endpoint, "SAVEPOINT_REMOTE_TIMEOUT": "6"})
        assert run("init").code == 0 and run("remote", "add", "origin", url).code == 0
        r = run("pull", ids[-1], "-r", "origin", timeout=90)
        assert r.code == 74, r
        line = one_line(r.err)
        assert "remote origin" in line and "packs/" in line, line
        frozen = {path for _method, path in proxy.frozen}
        assert 1 <= len(frozen) <= FETCHES, frozen  # not one after another every pack of the checkpoint
    listed = run("list", "--json")
    assert listed.code == 0 and not [c for c in listed.json()["checkpoints"] if c["id"] == ids[-1]], listed


def test_a_remote_that_does_not_answer_or_cannot_be_reached_fails_each_command_with_one_line(
        user_env: Any, seaweed: Seaweed, s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    url, env = s3
    ws = base.new_ws(user_env)
    run = base.sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    cp = base.checkpoint(run)
    assert run("push", "-r", "origin").code == 0
    with FreezingProxy(seaweed.ports["s3"], lambda method, path: True) as proxy:
        frozen = {**env, "AWS_ENDPOINT_URL": proxy.endpoint, "SAVEPOINT_REMOTE_TIMEOUT": "6"}
        stuck = base.sp(user_env, ws, frozen)
        for args in (["remote", "ls", "origin"], ["pull", cp, "-r", "origin"], ["push", "-r", "origin"],
                     ["diff", cp, "--remote", "origin"]):
            r = stuck(*args, timeout=60)
            assert r.code == 74, (args, r)
            line = one_line(r.err)
            assert "remote origin" in line and ("timed out" in line or "timeout" in line.lower()), (args, line)
    nowhere = base.sp(user_env, ws, {**env, "AWS_ENDPOINT_URL": f"http://127.0.0.1:{closed_port()}"})
    for args in (["remote", "ls", "origin"], ["push", "-r", "origin"]):
        r = nowhere(*args, timeout=60)
        assert r.code == 74, (args, r)
        line = one_line(r.err)
        assert "remote origin" in line and "refused" in line.lower(), (args, line)
    bad = base.sp(user_env, ws, {**env, "SAVEPOINT_REMOTE_TIMEOUT": "soon"})
    r = bad("remote", "ls", "origin")
    assert r.code == 2 and "SAVEPOINT_REMOTE_TIMEOUT" in one_line(r.err), r


@pytest.mark.slow
@pytest.mark.parametrize("mib", [600])
def test_pull_memory_stays_bounded(user_env: Any, s3: tuple[str, dict[str, str]], tmp_path: Path, mib: int,  # noqa: F811
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A pull of 600 MiB keeps its peak RSS far below the checkpoint's size (bench/remote_rss.py
    measures 600 MiB and 1.2 GiB)."""
    import resource
    import subprocess
    import sys

    url, env = s3
    ws = tmp_path / "ws"
    ws.mkdir()
    rng = random.Random(mib)
    for i in range(mib // 50):
        (ws / f"big{i}.bin").write_bytes(rng.randbytes(50 << 20))
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    with Store.open(ws, create=True) as store:
        add_remote(store.root, "r", url)
        cp = store.checkpoint().id
        repo_for(store, "r").push(store, [cp])
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    out = subprocess.run([sys.executable, "-m", "savepoint", "restore", cp, "--remote", url], cwd=fresh,
                         env={**os.environ, **env}, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    assert peak_mib < 400, peak_mib  # before: more than the checkpoint (797 MiB for 600 MiB)
    assert tree_state(fresh) == tree_state(ws)
