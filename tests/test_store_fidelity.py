"""Restore fidelity: what `rsync -aAXHS` keeps, savepoint keeps.

A tree with every attribute people rely on (extended attributes, POSIX ACLs, owners, setuid/
setgid/sticky, capabilities, sparse files, hard links, symlinks, fifos, devices, a socket) is
checkpointed, copied with `rsync -aAXHS` as the reference, destroyed in varied ways (delete,
overwrite, chmod, chown, setfacl, setfattr), restored with the real `savepoint restore`, and then
compared attribute by attribute with the reference: as root, and as an ordinary user, for whom
whatever rsync cannot apply either must be reported by savepoint, path by path.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import stat
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import blake3
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import CLIResult, run_savepoint
from savepoint.store.store import Store

STORE = ".savepoint"
NOBODY = 65534
TOOLS = all(shutil.which(t) for t in ("rsync", "setfacl", "setfattr"))
needs_tools = pytest.mark.skipif(not TOOLS, reason="rsync, setfacl and setfattr are needed (apt-get install "
                                                  "rsync acl attr)")
as_root = pytest.mark.root(reason="owners, devices, trusted.*")
# security.capability value for cap_net_raw+ep (VFS_CAP_REVISION_2, as setcap writes it)
CAP_NET_RAW = bytes.fromhex("0100000200200000000000000000000000000000")


def xattrs_supported(d: Path) -> bool:
    probe = d / ".xattr-probe"
    probe.write_text("")
    try:
        os.setxattr(probe, "user.probe", b"1")
        subprocess.run(["setfacl", "-m", "u:nobody:r", str(probe)], check=True, capture_output=True)
        return True
    except (OSError, subprocess.CalledProcessError):
        return False
    finally:
        probe.unlink()


def sh(cmd: str, cwd: Path) -> None:
    done = subprocess.run(["sh", "-ec", cmd], cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, f"{cmd}: {done.stderr}"


# -- the yardstick ---------------------------------------------------------------------------------

def attrs(root: Path) -> dict[str, dict[str, Any]]:
    """Every attribute of every path under `root` (the store aside), read without following
    symlinks: type, full mode, owner, size, content hash or target or device, mtime, xattrs
    (ACLs included), and hard-link group."""
    out: dict[str, dict[str, Any]] = {}
    inodes: dict[int, list[str]] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        if Path(dirpath) == root and STORE in dirnames:
            dirnames.remove(STORE)
        for name in [*dirnames, *filenames]:
            p = os.path.join(dirpath, name)
            rel = os.path.relpath(p, root)
            st = os.lstat(p)
            a: dict[str, Any] = {"type": stat.S_IFMT(st.st_mode), "mode": oct(stat.S_IMODE(st.st_mode)),
                                 "owner": (st.st_uid, st.st_gid)}
            try:
                names = os.listxattr(p, follow_symlinks=False)
                a["xattrs"] = {n: os.getxattr(p, n, follow_symlinks=False) for n in sorted(names)}
            except OSError as e:
                a["xattrs"] = f"unreadable: {e.strerror}"
            if stat.S_ISREG(st.st_mode):
                h = blake3.blake3()
                with open(p, "rb") as f:
                    for b in iter(lambda: f.read(1 << 20), b""):
                        h.update(b)
                a["content"] = h.hexdigest()
                a["size"] = st.st_size
                if st.st_nlink > 1:
                    inodes.setdefault(st.st_ino, []).append(rel)
            elif stat.S_ISLNK(st.st_mode):
                a["target"] = os.readlink(p)
            elif stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode):
                a["rdev"] = st.st_rdev
            if not stat.S_ISDIR(st.st_mode) or rel != ".":
                a["mtime"] = st.st_mtime_ns // 1000  # rsync keeps microseconds
            out[rel] = a
    for group in inodes.values():
        for rel in group:
            out[rel]["links"] = sorted(group)
    return out


def differences(want: dict[str, dict[str, Any]], got: dict[str, dict[str, Any]]) -> list[str]:
    out = []
    for p in sorted(set(want) | set(got)):
        a, b = want.get(p), got.get(p)
        if a is None or b is None:
            out.append(f"{p}: {'missing' if b is None else 'unexpected'}")
            continue
        for k in sorted(set(a) | set(b)):
            if a.get(k) != b.get(k):
                out.append(f"{p}: {k}: rsync {a.get(k)!r} != savepoint {b.get(k)!r}")
    return out


def allocated(p: Path) -> int:
    return os.lstat(p).st_blocks * 512


# -- the tree --------------------------------------------------------------------------------------

def sparse_file(p: Path, size: int, offsets: list[int]) -> None:
    with open(p, "wb") as f:
        f.truncate(size)
        for off in offsets:
            f.seek(off)
            f.write(os.urandom(4096))


def build_tree(ws: Path, root: bool) -> None:
    """Every feature; `root` adds what only root can make (other owners, devices, trusted.*,
    capabilities are set by the caller as root either way)."""
    sh("""
    echo plain > plain.txt
    echo tagged > tagged.txt; setfattr -n user.tag -v important tagged.txt; setfattr -n user.empty tagged.txt
    echo shared > acl.txt; setfacl -m u:nobody:rw,g:nogroup:r acl.txt
    mkdir -p lab/sub; setfacl -m u:nobody:rwx lab; setfacl -d -m u:nobody:rx,g::r-x lab
    echo inside > lab/sub/notes.txt
    echo '#!/bin/sh' > tool; chmod 4755 tool
    mkdir shared-dir; chmod 2775 shared-dir; echo s > shared-dir/s.txt
    mkdir drop; chmod 1777 drop
    echo ro > readonly.txt; setfattr -n user.keep -v 1 readonly.txt; chmod 0444 readonly.txt
    echo a > hard1; ln hard1 hard2
    ln -s plain.txt link-to-plain; ln -s missing/target dangling
    mkfifo pipe
    """, ws)
    sparse_file(ws / "disk.img", 64 << 20, [0, 20 << 20, (64 << 20) - 4096])
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(ws / "daemon.sock"))
    s.close()
    if root:
        sh("""
        echo theirs > theirs.txt; chown nobody:nogroup theirs.txt
        cp tool their-tool; chown nobody their-tool; chmod 4755 their-tool
        chown -h nobody link-to-plain
        mknod null-dev c 1 3
        echo t > trusted.txt; setfattr -n trusted.note -v root-only trusted.txt
        mkdir -p their-dir/inner; echo in > their-dir/inner/f; chown -R nobody:nogroup their-dir
        chmod 0750 their-dir
        """, ws)


def backdate(ws: Path) -> None:
    """Distinct mtimes in the past: rsync skips setting a symlink's or device's mtime when it is
    within the same second as the copy's, which would make the reference itself inexact."""
    paths = sorted((p for p in ws.rglob("*") if STORE not in p.parts), key=lambda p: -len(p.parts))
    for i, p in enumerate(paths):
        t = 1_600_000_000_123_456_000 + i * 7_000_001_000
        os.utime(p, ns=(t, t), follow_symlinks=False)


def set_capability(p: Path) -> None:
    os.setxattr(p, "security.capability", CAP_NET_RAW, follow_symlinks=False)


def destroy(ws: Path, run: Callable[[str], None]) -> None:
    """Delete, overwrite, chmod, chown, setfacl, setfattr: what a bad task does."""
    run("""
    rm -f tagged.txt acl.txt hard2 pipe daemon.sock disk.img dangling
    rm -rf lab
    echo broken > plain.txt
    chmod 0755 tool; chmod 0700 shared-dir; chmod 0755 drop
    setfattr -x user.keep readonly.txt 2>/dev/null || { chmod u+w readonly.txt; setfattr -x user.keep readonly.txt; }
    chmod 0644 readonly.txt
    echo x > hard1
    rm -f link-to-plain; ln -s /etc/passwd link-to-plain
    touch capable
    rm -f capable
    """)


# -- tests -----------------------------------------------------------------------------------------

@pytest.fixture
def area(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path
    with contextlib.suppress(OSError):  # a read-only file in the tree must not break the clean-up
        subprocess.run(["chmod", "-R", "u+w", str(tmp_path)], capture_output=True)


@needs_tools
@as_root
def test_root_restore_equals_rsync_for_every_attribute(area: Path) -> None:
    ws = area / "ws"
    ws.mkdir()
    if not xattrs_supported(ws):
        pytest.skip("this filesystem has no user xattrs or ACLs")
    build_tree(ws, root=True)
    (ws / "capable").write_text("cap\n")
    set_capability(ws / "capable")
    backdate(ws)
    cp = run_savepoint(["checkpoint", "--json"], ws)
    assert cp.code == 0, cp
    assert cp.json()["special"] == ["daemon.sock"]
    ref = area / "ref"
    sh(f"rsync -aAXHS --exclude=/{STORE} --exclude=/daemon.sock ./ {ref}/", ws)
    want = attrs(ref)
    assert want["capable"]["xattrs"] == {"security.capability": CAP_NET_RAW}  # rsync kept it: compare
    assert want["theirs.txt"]["owner"] == (NOBODY, want["theirs.txt"]["owner"][1])

    destroy(ws, lambda cmd: sh(cmd, ws))
    sh("chown root theirs.txt; chown root their-tool; chmod 4755 their-tool; rm -rf their-dir; "
       "setfacl -b acl.txt 2>/dev/null || true; setfattr -n user.extra -v 1 plain.txt; "
       "setfattr -n trusted.note -v changed trusted.txt; rm -f null-dev; echo new > capable", ws)

    r = run_savepoint(["restore", cp.json()["id"], "--json"], ws)
    assert r.code == 0, r
    rep = r.json()
    got = attrs(ws)
    assert "daemon.sock" not in got
    assert differences(want, got) == []
    # the one thing not made again: the socket, reported
    assert [(d["path"], d["what"]) for d in rep["not_restored"]] == [("daemon.sock", "socket")]
    # holes came back: as little disk as before
    assert allocated(ws / "disk.img") <= 3 * 4096 + (64 << 10)


@needs_tools
@as_root
def test_metadata_only_change_is_listed_as_m_and_restored_without_rewriting(area: Path) -> None:
    ws = area / "ws"
    ws.mkdir()
    if not xattrs_supported(ws):
        pytest.skip("this filesystem has no user xattrs or ACLs")
    f = ws / "big.bin"
    f.write_bytes(os.urandom(6 << 20))
    os.setxattr(f, "user.tag", b"v1")
    (ws / "owned.txt").write_text("x\n")
    cp = run_savepoint(["checkpoint"], ws).out.strip()
    os.setxattr(f, "user.tag", b"v2")
    sh("setfacl -m u:nobody:r big.bin; chown nobody owned.txt", ws)
    ino = os.lstat(f).st_ino
    d = run_savepoint(["diff", cp], ws)
    assert d.code == 0, d
    assert sorted(d.out.split("\n")) == ["", "m  big.bin", "m  owned.txt"]
    assert run_savepoint(["diff", cp, "--json"], ws).json()["metadata"] == ["big.bin", "owned.txt"]
    with Store.open(ws) as store, store.lock():
        rep = store.restore(cp)
        assert rep.changes.metadata == ["big.bin", "owned.txt"]
    assert os.lstat(f).st_ino == ino  # the same file: contents were not rewritten
    assert os.getxattr(f, "user.tag") == b"v1"
    assert os.listxattr(f) == ["user.tag"]  # the ACL added since is gone
    assert os.lstat(ws / "owned.txt").st_uid == 0


def test_sparse_2gib_checkpoints_fast_and_restores_sparse(ws: Path) -> None:
    img = ws / "vm.img"
    sparse_file(img, 2 << 30, [0, 1 << 30, (2 << 30) - 4096])
    if allocated(img) > (1 << 20):
        pytest.skip("this filesystem does not keep holes")
    before = allocated(img)
    with Store.open(ws, create=True) as store, store.lock():
        empty = store.size()
        t0 = time.monotonic()
        cp = store.checkpoint()
        took = time.monotonic() - t0
        assert took < 1.0, f"checkpoint of a 2 GiB sparse file took {took:.2f}s"
        # the store keeps the data, not 4 MiB chunks of zeros around it
        assert store.size() - empty <= 1 << 20, f"the store grew by {store.size() - empty} bytes"
        e = store.manifest(cp.id).get("vm.img")
        assert e is not None and e.extents == ((0, 4096), (1 << 30, 4096), ((2 << 30) - 4096, 4096))
        data = {off: _read_at(img, off) for off in (0, 1 << 30, (2 << 30) - 4096)}
        img.unlink()
        store.restore(cp.id)
    assert img.stat().st_size == 2 << 30
    assert allocated(img) <= 64 << 10, f"restored file allocates {allocated(img)} bytes (was {before})"
    for off, want in data.items():
        assert _read_at(img, off) == want
    assert _read_at(img, 4096) == bytes(4096)


def _read_at(p: Path, off: int) -> bytes:
    with open(p, "rb") as f:
        f.seek(off)
        return f.read(4096)


@needs_tools
def test_ordinary_user_gets_what_rsync_gets_and_a_report_of_the_rest(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    ws = user_ws
    if not xattrs_supported(ws):
        pytest.skip("this filesystem has no user xattrs or ACLs")
    build_tree(ws, root=False)
    (ws / "capable").write_text("cap\n")
    user_env.chown(ws)  # (a chown clears setuid: the user sets it on their own tool again)
    assert user_env.sh("chmod 4755 tool", ws).returncode == 0
    if user_env.is_root:  # what only root could have put in a user's folder
        (ws / "theirs.txt").write_text("theirs\n")
        os.chown(ws / "theirs.txt", NOBODY, NOBODY)
        os.mknod(ws / "null-dev", 0o644 | stat.S_IFCHR, os.makedev(1, 3))
        (ws / "foreign-group.txt").write_text("g\n")
        os.chown(ws / "foreign-group.txt", user_env.uid, NOBODY)  # the user's, in a group they are not in
        (ws / "their-tool").write_text("#!/bin/sh\n")
        os.chown(ws / "their-tool", NOBODY, NOBODY)
        os.chmod(ws / "their-tool", 0o4755)
        set_capability(ws / "capable")
    backdate(ws)
    cp = usp("checkpoint", "--json")
    assert cp.code == 0, cp
    ref = user_env.mkdir("ref")
    done = user_env.sh(f"rsync -aAXHS --exclude=/{STORE} --exclude=/daemon.sock ./ {ref}/", ws)
    want = attrs(ref)

    def as_user(cmd: str) -> None:
        res = user_env.sh("set -e\n" + cmd, ws)
        assert res.returncode == 0, res.stderr

    destroy(ws, as_user)
    as_user("rm -f theirs.txt their-tool foreign-group.txt null-dev; echo mine > theirs.txt")
    r = usp("restore", cp.json()["id"], "--json")
    assert r.code == 0, r
    rep = r.json()
    got = attrs(ws)
    got.pop("daemon.sock", None)
    if user_env.is_root:
        # One deliberate difference: rsync run by the user leaves a file that was setuid nobody
        # setuid *the user*; savepoint gives setuid/setgid back only with the recorded owner.
        assert want["their-tool"]["mode"] == "0o4755" and want["their-tool"]["owner"][0] == user_env.uid
        assert got["their-tool"]["mode"] == "0o755"
        want["their-tool"]["mode"] = got["their-tool"]["mode"]
    assert differences(want, got) == [], f"rsync as the user said: {done.stderr[-1500:]}"
    reported = {(d["path"], d["what"]) for d in rep["not_restored"]}
    assert ("daemon.sock", "socket") in reported
    if user_env.is_root:
        # what rsync (as this user) could not apply either, savepoint names path by path
        assert ("theirs.txt", "owner") in reported
        assert ("their-tool", "owner") in reported and ("their-tool", "setuid bit") in reported
        assert ("foreign-group.txt", "group") in reported
        assert ("null-dev", "device node") in reported and "null-dev" not in want  # rsync could not either
        assert ("capable", "extended attribute security.capability") in reported
        assert want["theirs.txt"]["owner"][0] == user_env.uid  # rsync could not give it away either
        assert "capable" in want and "security.capability" not in want["capable"]["xattrs"]
        assert len(reported) == 7, rep["not_restored"]
    # and the human output says it too
    with_text = usp("restore", cp.json()["id"])
    assert with_text.code == 0, with_text
    assert with_text.err.count("daemon.sock") == 1  # each thing said once
    if user_env.is_root:
        assert "theirs.txt: owner not restored" in with_text.err
        assert with_text.err.count("null-dev") == 1


@needs_tools
@as_root
def test_a_filesystem_without_xattrs_or_acls_is_reported_not_assumed(area: Path) -> None:
    """The checkpoint was taken on a filesystem with extended attributes and ACLs; the folder is
    now a ramfs mount (no xattrs, no ACLs): the files come back, each attribute that could not be
    set is named, and nothing else fails."""
    ws = area / "ws"
    lab = ws / "lab"
    lab.mkdir(parents=True)
    if not xattrs_supported(ws):
        pytest.skip("this filesystem has no user xattrs or ACLs")
    sh("echo a > lab/a.txt; setfattr -n user.tag -v t lab/a.txt; setfacl -m u:nobody:r lab/a.txt; "
       "echo b > lab/b.txt", ws)
    cp = run_savepoint(["checkpoint"], ws).out.strip()
    if subprocess.run(["mount", "-t", "ramfs", "none", str(lab)], capture_output=True).returncode != 0:
        pytest.skip("cannot mount a ramfs here")
    try:
        r = run_savepoint(["restore", cp, "--json"], ws)
        assert r.code == 0, r
        assert (lab / "a.txt").read_text() == "a\n" and (lab / "b.txt").read_text() == "b\n"
        assert (lab / "a.txt").stat().st_mode & 0o777 == 0o644
        reported = sorted((d["path"], d["what"]) for d in r.json()["not_restored"])
        assert reported == [("lab/a.txt", "ACL"), ("lab/a.txt", "extended attribute user.tag")]
        assert all("does not support" in d["why"] for d in r.json()["not_restored"])
    finally:
        subprocess.run(["umount", str(lab)], check=True)


@as_root
def test_a_run_rolled_back_by_a_user_reports_what_it_could_not_restore(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    """The run's outcome carries the report: a file root left in the user's folder, owned by
    nobody, deleted by a failing task, comes back with its contents, owned by the user, and the
    outcome and output say that its owner was not restored."""
    ws = user_ws
    (ws / "theirs.txt").write_text("theirs\n")
    os.chown(ws / "theirs.txt", NOBODY, NOBODY)
    (ws / "job.sh").write_text("rm -f theirs.txt\nexit 1\n")
    user_env.chown(ws / "job.sh")
    r = usp("run", "--backoff", "0", "--retries", "0", "--json", "--", "sh", "job.sh")
    assert r.code != 0, r
    out = r.json()
    assert len(out["attempts"]) == 1, r
    assert (ws / "theirs.txt").read_text() == "theirs\n"
    assert os.lstat(ws / "theirs.txt").st_uid == user_env.uid
    last = out["attempts"][-1]
    assert last["rolled_back"]
    assert [(d["path"], d["what"]) for d in last["not_restored"]] == [("theirs.txt", "owner")]
    assert "not restored: theirs.txt: owner" in r.err


# -- property: any metadata mutation is undone exactly ---------------------------------------------

FILES = ["a.txt", "b.bin", "d/c.txt", "d/e/f.txt"]
MODES = [0o600, 0o644, 0o755, 0o444, 0o4755, 0o2755, 0o1755]
ACLS = ["u:nobody:r", "u:nobody:rw,g:nogroup:r", "u:root:rwx"]
mutation = st.one_of(
    st.tuples(st.just("setxattr"), st.sampled_from(FILES), st.sampled_from(["user.a", "user.b"]),
              st.binary(max_size=64)),
    st.tuples(st.just("rmxattr"), st.sampled_from(FILES)),
    st.tuples(st.just("acl"), st.sampled_from([*FILES, "d", "d/e"]), st.sampled_from(ACLS)),
    st.tuples(st.just("noacl"), st.sampled_from([*FILES, "d", "d/e"])),
    st.tuples(st.just("chmod"), st.sampled_from(FILES), st.sampled_from(MODES)),
    st.tuples(st.just("chown"), st.sampled_from([*FILES, "d"]), st.sampled_from([0, NOBODY, 1001])),
    st.tuples(st.just("rewrite"), st.sampled_from(FILES), st.binary(max_size=100)),
    st.tuples(st.just("delete"), st.sampled_from(FILES)),
    st.tuples(st.just("rmtree"), st.just("d")),
)


def _mutate(ws: Path, m: tuple[Any, ...]) -> None:
    p = ws / m[1]
    if not os.path.lexists(p) and m[0] != "rmtree":
        return
    with contextlib.suppress(OSError):
        if m[0] == "setxattr":
            os.setxattr(p, m[2], m[3])
        elif m[0] == "rmxattr":
            for n in os.listxattr(p):
                if n.startswith("user."):
                    os.removexattr(p, n)
        elif m[0] == "acl":
            subprocess.run(["setfacl", "-m", m[2], str(p)], capture_output=True)
            if p.is_dir():
                subprocess.run(["setfacl", "-d", "-m", m[2], str(p)], capture_output=True)
        elif m[0] == "noacl":
            subprocess.run(["setfacl", "-b", "-k", str(p)], capture_output=True)
        elif m[0] == "chmod":
            os.chmod(p, m[2])
        elif m[0] == "chown":
            os.chown(p, m[2], -1)
        elif m[0] == "rewrite":
            p.write_bytes(m[2])
        elif m[0] == "delete":
            p.unlink()
        elif m[0] == "rmtree":
            shutil.rmtree(p, ignore_errors=True)


@needs_tools
@as_root
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(before=st.lists(mutation, max_size=6), after=st.lists(mutation, min_size=1, max_size=8))
def test_metadata_mutations_are_undone_exactly(tmp_path_factory: pytest.TempPathFactory,
                                               before: list[tuple[Any, ...]],
                                               after: list[tuple[Any, ...]]) -> None:
    ws = tmp_path_factory.mktemp("prop") / "ws"
    (ws / "d" / "e").mkdir(parents=True)
    for i, f in enumerate(FILES):
        (ws / f).write_bytes(f"file {i}\n".encode())
    if not xattrs_supported(ws):
        pytest.skip("this filesystem has no user xattrs or ACLs")
    for m in before:  # a varied starting point
        _mutate(ws, m)
    backdate(ws)
    with Store.open(ws, create=True) as store:
        with store.lock():
            cp = store.checkpoint()
        want = attrs(ws)
        for m in after:
            _mutate(ws, m)
        with store.lock():
            rep = store.restore(cp.id)
        assert differences(want, attrs(ws)) == []
        assert rep.not_restored == []
        assert store.diff(cp.id).empty
