"""Remotes beyond push/pull, against a real SeaweedFS S3 server, as an ordinary user: restore and
diff straight from a remote on a new machine, `run --remote`, `gc --remote` (policies, its lock,
the grace period, a push running at the same time), multipart packs, and bad input."""

from __future__ import annotations

import os
import secrets
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from storetools import store_of, tree_state

pytest.importorskip("obstore")
import test_remote as base
from seaweed import Seaweed
from test_remote import bucket, s3, seaweed  # noqa: F401  (the session's server and bucket, a fresh remote per test)

MiB = 1 << 20


def changes(r: Any) -> dict[str, list[str]]:
    doc = r.json()
    doc = doc.get("changes", doc)
    return {k: list(doc[k]) for k in ("added", "modified", "deleted", "metadata")}


def fresh_machine(user_env: Any, env: dict[str, str] | None) -> tuple[Path, Any]:
    """A new empty folder: no store, no remote added yet."""
    ws = user_env.mkdir("fresh")
    return ws, base.sp(user_env, ws, env)


def test_latest_on_a_remote_is_the_newest_even_within_one_second(
        user_env: Any, s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    """`latest` is the newest checkpoint by when it was taken, also among checkpoints pushed within
    the same second (object stores time objects to the second), never by their random ids."""
    url, env = s3
    ws = base.new_ws(user_env)
    run = base.sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    pushed = []
    for i in range(5):
        (ws / f"n{i}.txt").write_text(str(i))
        user_env.chown(ws)
        pushed.append(base.checkpoint(run))
    r = run("push", *pushed, "-r", "origin", "--json")  # one push: all five within a second or so
    assert r.code == 0 and r.json()["checkpoints"] == pushed, r
    _fresh, frun = fresh_machine(user_env, env)
    d = frun("diff", "latest", "--remote", url, "--json")
    assert d.code == 0, d
    assert d.json()["from"] == pushed[-1], (pushed, d.json()["from"])


def test_restore_and_diff_straight_from_the_remote_on_a_new_machine(
        user_env: Any, s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    url, env = s3
    ws = base.new_ws(user_env)
    run = base.sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    cp1 = base.checkpoint(run)
    state1 = tree_state(ws)
    assert run("push", cp1, "-r", "origin").code == 0
    with open(ws / "model.bin", "r+b") as f:  # 4 MiB rewritten in the big file, one small file gone
        f.seek(2 * MiB)
        f.write(os.urandom(4 * MiB))
    (ws / "d2" / "f2.txt").unlink()
    user_env.chown(ws)
    cp2 = base.checkpoint(run)
    state2 = tree_state(ws)
    assert run("push", cp2, "-r", "origin").code == 0

    # a new machine, by URL, no store yet: diff reads only manifests and stores nothing
    fresh, frun = fresh_machine(user_env, env)
    d = frun("diff", "latest", "--remote", url, "--json")
    assert d.code == 0, d
    assert d.json()["from"] == cp2
    assert "model.bin" in changes(d)["deleted"] and not changes(d)["added"], d
    assert frun("list", "--json").json()["checkpoints"] == []
    between = frun("diff", cp1[:10], "--to", cp2, "--remote", url, "--json")
    assert between.code == 0, between
    assert "model.bin" in changes(between)["modified"] and "d2/f2.txt" in changes(between)["deleted"], between

    # restore by a unique prefix: exact
    r = frun("restore", cp1[:10], "--remote", url, "--json")
    assert r.code == 0, r
    assert tree_state(fresh) == state1
    same = frun("diff", cp1, "--json")
    assert same.code == 0 and not any(changes(same).values()), same

    # then by name, the newest one: only what changed comes down
    assert frun("remote", "add", "origin", url).code == 0
    r = frun("restore", "latest", "--remote", "origin")
    assert r.code == 0, r
    assert tree_state(fresh) == state2
    assert any(line.startswith(f"pulled {cp2}") for line in r.err.splitlines()), r.err
    listed = {c["id"] for c in frun("list", "--json").json()["checkpoints"]}
    assert {cp1, cp2} <= listed
    assert frun("verify", "--data").code == 0


def test_bad_input_from_a_new_machine_changes_nothing(user_env: Any, seaweed: Seaweed,  # noqa: F811
                                                      s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    url, env = s3
    ws = base.new_ws(user_env)
    run = base.sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    cp = base.checkpoint(run)
    assert run("push", cp, "-r", "origin").code == 0

    fresh, _frun = fresh_machine(user_env, env)
    (fresh / "notes.txt").write_text("mine\n")
    user_env.chown(fresh)
    before = tree_state(fresh)
    unreachable = {**env, "AWS_ENDPOINT_URL": "http://127.0.0.1:1", "SAVEPOINT_REMOTE_TIMEOUT": "2"}
    no_keys = {k: v for k, v in env.items() if not k.startswith("AWS_SECRET")} | {"AWS_ACCESS_KEY_ID": ""}
    cases = [
        (["restore", "latest", "--remote", "origin"], env, 2, "unknown remote 'origin'"),
        (["restore", "latest", "--remote", "s3://Bad_Bucket/x"], env, 2, "bad remote URL"),
        (["restore", "0000dead", "--remote", url], env, 2, "unknown checkpoint '0000dead'"),
        (["diff", "latest", "--remote", url], unreachable, 74, "failed"),
        (["restore", "latest", "--remote", url], unreachable, 74, "failed"),
        (["restore", "latest", "--remote", url], no_keys, 2, "no S3 credentials"),
        (["run", "--remote", "nowhere", "--", "sh", "-c", "echo x > made.txt"], env, 2, "unknown remote"),
        (["run", "--remote", url, "--", "sh", "-c", "echo x > made.txt"], unreachable, 74, "failed"),
    ]
    for args, e, code, text in cases:
        r = base.sp(user_env, fresh, e)(*args, timeout=60)
        assert r.code == code, (args, r)
        assert text in r.err and len(r.err.strip().splitlines()) == 1, (args, r.err)
        assert tree_state(fresh) == before, args
        assert not store_of(fresh).exists(), args  # not even a store was made
    assert base.sp(user_env, fresh, env)("restore", cp[:8], "--remote", url).code == 0  # the good one works


def test_run_remote_pushes_the_kept_result(user_env: Any, s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    url, env = s3
    ws = base.new_ws(user_env)
    run = base.sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    r = run("run", "--remote", "origin", "--json", "--", "sh", "-c", "echo result > out.txt; rm d0/f0.txt")
    assert r.code == 0, r
    out = r.json()
    assert out["status"] == "DONE" and out["exit_code"] == 0
    pushed = out["remote"]
    assert pushed["error"] is None and pushed["name"] == "origin", pushed
    assert set(pushed["pushed"]) == {out["checkpoint_id"], pushed["checkpoint"]}, pushed
    kept = tree_state(ws)

    fresh, frun = fresh_machine(user_env, env)
    assert frun("restore", pushed["checkpoint"], "--remote", url).code == 0
    assert tree_state(fresh) == kept
    assert (fresh / "out.txt").read_text() == "result\n"
    # and what the run did, on the other machine, from the remote alone
    d = frun("diff", out["checkpoint_id"], "--to", pushed["checkpoint"], "--remote", url, "--json")
    assert changes(d)["added"] == ["out.txt"] and changes(d)["deleted"] == ["d0/f0.txt"], d

    # a run that is not kept pushes nothing, and keeps its own exit status
    r = run("run", "--remote", "origin", "--json", "--retries", "0", "--", "sh", "-c", "echo bad > out.txt; exit 3")
    assert r.json()["status"] != "DONE" and r.code == r.json()["exit_code"] != 74, r
    assert r.json()["remote"]["pushed"] == [] and r.json()["remote"]["checkpoint"] is None
    assert tree_state(ws) == kept


def test_run_remote_failed_push_keeps_the_result_and_exits_74(user_env: Any) -> None:
    ws = base.new_ws(user_env)
    run = base.sp(user_env, ws)
    remote_dir = user_env.mkdir("readonly-remote")
    assert run("remote", "add", "shared", f"file://{remote_dir}").code == 0
    remote_dir.chmod(0o555)  # readable (the check before the run passes), not writable: the push fails
    try:
        r = run("run", "--remote", "shared", "--json", "--", "sh", "-c", "echo kept > out.txt")
    finally:
        remote_dir.chmod(0o755)
    assert r.code == 74, r
    out = r.json()
    assert out["status"] == "DONE" and out["exit_code"] == 74
    assert out["remote"]["error"] and "savepoint push" in out["remote"]["error"], out
    assert (ws / "out.txt").read_text() == "kept\n"  # the result stays
    post = out["remote"]["checkpoint"]
    assert post is not None
    later = run("push", out["checkpoint_id"], post, "-r", "shared", "--json")  # what the message says to do
    assert later.code == 0, later
    assert set(later.json()["checkpoints"]) == {out["checkpoint_id"], post}


def _bucket_client(seaweed: Seaweed, url: str) -> Any:  # noqa: F811
    name, prefix = url[5:].split("/", 1)
    return seaweed.client(name, prefix)


def _count(seaweed: Seaweed, url: str, prefix: str) -> int:  # noqa: F811
    import obstore

    return sum(len(b) for b in obstore.list(_bucket_client(seaweed, url), prefix))


def _bytes(seaweed: Seaweed, url: str, prefix: str) -> int:  # noqa: F811
    import obstore

    return sum(int(o["size"]) for b in obstore.list(_bucket_client(seaweed, url), prefix) for o in b)


def test_gc_remote_policies_and_lock(user_env: Any, seaweed: Seaweed,  # noqa: F811
                                     s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    import obstore

    url, env = s3
    ws = base.new_ws(user_env, big=2 * MiB)
    run = base.sp(user_env, ws, env)
    assert run("remote", "add", "origin", url).code == 0
    ids, states = [], []
    for i in range(3):
        (ws / f"gen{i}.bin").write_bytes(os.urandom(3 * MiB))  # each checkpoint brings its own data
        (ws / f"gen{i - 1}.bin").unlink(missing_ok=True)
        user_env.chown(ws)
        ids.append(base.checkpoint(run))
        states.append(tree_state(ws))
        assert run("push", ids[-1], "-r", "origin").code == 0
    packs_before = _count(seaweed, url, "packs/")
    bytes_before = _bytes(seaweed, url, "packs/")

    # another machine's gc holds the lock: refused, one line, nothing removed
    client = _bucket_client(seaweed, url)
    foreign = f"locks/gc-{time.time_ns() - 10**9:020d}-other"
    obstore.put(client, foreign, base_lock())
    r = run("gc", "--remote", "origin", "--keep", "1", "--grace", "0")
    assert r.code == 74 and "another gc holds its lock" in r.err and len(r.err.strip().splitlines()) == 1, r
    assert _count(seaweed, url, "checkpoints/") == 3 and _count(seaweed, url, "packs/") == packs_before
    assert _count(seaweed, url, "locks/") == 1  # its own lock object was taken back
    obstore.delete(client, foreign)

    dry = run("gc", "--remote", "origin", "--keep", "2", "--grace", "0", "--dry-run", "--json")
    assert dry.code == 0 and dry.json()["removed_checkpoints"] == [ids[0]], dry
    assert _count(seaweed, url, "checkpoints/") == 3
    r = run("gc", "--remote", "origin", "--keep", "2", "--grace", "0", "--json")
    assert r.code == 0, r
    rep = r.json()
    assert rep["removed_checkpoints"] == [ids[0]] and rep["deleted_packs"] >= 1, rep
    # the first checkpoint's own 3 MiB are gone (what the others still need was repacked)
    assert _bytes(seaweed, url, "packs/") <= bytes_before - 3 * MiB + 64 * 1024, rep
    assert _count(seaweed, url, "locks/") == 0
    # older-than: nothing is a day old
    assert run("gc", "--remote", "origin", "--older-than", "1d", "--json").json()["removed_checkpoints"] == []
    assert run("verify", "--remote", "origin", "--data").code == 0
    for cp, state in zip(ids[1:], states[1:], strict=True):
        fresh, frun = fresh_machine(user_env, env)
        assert frun("restore", cp, "--remote", url).code == 0
        assert tree_state(fresh) == state
    gone = fresh_machine(user_env, env)[1]("restore", ids[0], "--remote", url)
    assert gone.code == 2 and "unknown checkpoint" in gone.err, gone


def base_lock() -> bytes:
    import msgpack
    import zstandard

    return zstandard.ZstdCompressor().compress(msgpack.packb({"host": "elsewhere", "pid": 1, "created": time.time()}))


GRACE = 3.0  # seconds: the tests wait it out (a wait for the grace period, not a timing assertion)


def test_gc_remote_grace_a_push_after_condemnation_uploads_again(
        user_env: Any, seaweed: Seaweed, s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    """Packs a gc condemned are never reused by a push; deleted only by a later gc."""
    url, env = s3
    a = base.new_ws(user_env, seed=11)
    run = base.sp(user_env, a, env)
    assert run("remote", "add", "origin", url).code == 0
    cp1 = base.checkpoint(run)
    assert run("push", cp1, "-r", "origin").code == 0
    (a / "model.bin").write_bytes(os.urandom(3 * MiB))
    user_env.chown(a)
    cp2 = base.checkpoint(run)
    assert run("push", cp2, "-r", "origin").code == 0
    time.sleep(GRACE + 0.5)  # cp1's packs are older than the grace period now
    r = run("gc", "--remote", "origin", "--keep", "1", "--grace", f"{GRACE}s", "--json")
    assert r.code == 0, r
    rep = r.json()
    assert rep["removed_checkpoints"] == [cp1] and rep["condemned_packs"] >= 1 and rep["deleted_packs"] == 0, rep

    # another machine with the same tree as cp1: its data is only in condemned packs, so it goes up again
    b = base.new_ws(user_env, seed=11)
    brun = base.sp(user_env, b, env)
    assert brun("remote", "add", "origin", url).code == 0
    cpb = base.checkpoint(brun)
    push = brun("push", cpb, "-r", "origin", "--json")
    assert push.code == 0, push
    assert push.json()["uploaded_bytes"] >= 9 * MiB, push

    time.sleep(GRACE + 0.5)
    r = run("gc", "--remote", "origin", "--grace", f"{GRACE}s", "--json")
    assert r.code == 0, r
    assert r.json()["deleted_packs"] >= 1 and r.json()["removed_checkpoints"] == [], r
    assert run("verify", "--remote", "origin", "--data").code == 0
    fresh, frun = fresh_machine(user_env, env)
    assert frun("restore", cpb, "--remote", url).code == 0
    assert tree_state(fresh) == tree_state(b)


def test_gc_remote_with_a_concurrent_push_loses_nothing(
        user_env: Any, seaweed: Seaweed, s3: tuple[str, dict[str, str]]) -> None:  # noqa: F811
    url, env = s3
    a = base.new_ws(user_env, seed=21)
    run = base.sp(user_env, a, env)
    assert run("remote", "add", "origin", url).code == 0
    cp1 = base.checkpoint(run)
    assert run("push", cp1, "-r", "origin").code == 0
    (a / "model.bin").write_bytes(os.urandom(2 * MiB))
    user_env.chown(a)
    cp2 = base.checkpoint(run)
    assert run("push", cp2, "-r", "origin").code == 0
    time.sleep(GRACE + 0.5)

    # machine B: cp1's tree (whose packs the gc is about to condemn) plus 48 MiB of its own
    b = base.new_ws(user_env, seed=21)
    (b / "more.bin").write_bytes(os.urandom(48 * MiB))
    user_env.chown(b)
    brun = base.sp(user_env, b, env)
    assert brun("remote", "add", "origin", url).code == 0
    cpb = base.checkpoint(brun)
    indexes = _count(seaweed, url, "index/")
    push = user_env.popen(["savepoint", "push", cpb, "-r", "origin", "--json"], b, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120
        while _count(seaweed, url, "index/") == indexes and push.poll() is None:  # B is uploading
            assert time.monotonic() < deadline
            time.sleep(0.05)  # a polling interval, not a synchronisation
        gcs = [run("gc", "--remote", "origin", "--keep", "1", "--grace", f"{GRACE}s", "--json")]
        _out, err = push.communicate(timeout=180)
    finally:
        if push.poll() is None:
            push.kill()
            push.wait()
    assert push.returncode == 0, err
    assert gcs[0].code == 0, gcs[0]
    time.sleep(GRACE + 0.5)
    for _ in range(2):  # whatever the first one condemned is deleted now, if nothing needs it
        g = run("gc", "--remote", "origin", "--keep", "2", "--grace", f"{GRACE}s", "--json")
        assert g.code == 0, g
    assert run("verify", "--remote", "origin", "--data").code == 0
    fresh, frun = fresh_machine(user_env, env)
    assert frun("restore", cpb, "--remote", url).code == 0
    assert tree_state(fresh) == tree_state(b)


def test_big_pack_goes_up_in_parts(seaweed: Seaweed, s3: tuple[str, dict[str, str]],  # noqa: F811
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A pack over MULTIPART_MIN is a multipart upload (its ETag says how many parts), reads back
    exactly, and a second upload of the same pack is skipped."""
    import obstore

    from savepoint.remote.config import Remote
    from savepoint.remote.repo import MULTIPART_MIN, MULTIPART_PART, RemoteRepo

    url, env = s3
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    repo = RemoteRepo(Remote("origin", url))
    body = secrets.token_bytes(MULTIPART_MIN + MULTIPART_PART // 2)
    assert repo.put_pack("packs/xx/big", body) is True
    head = obstore.head(repo.backend, "packs/xx/big")
    parts = -(-len(body) // MULTIPART_PART)
    assert str(head["e_tag"]).strip('"').endswith(f"-{parts}"), head
    assert repo.get("packs/xx/big") == body
    assert repo.put_pack("packs/xx/big", body) is False
    small = secrets.token_bytes(1000)
    assert repo.put_pack("packs/xx/small", small) is True
    assert "-" not in str(obstore.head(repo.backend, "packs/xx/small")["e_tag"])
