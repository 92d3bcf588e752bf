"""Hostile trees and manifests: a restore never writes outside the workspace or into the store.

Symlinks pointing out of the workspace, folders swapped for symlinks between checkpoint and
restore, files hard-linked to files outside, setuid bits, a store inside the workspace, and
forged manifests with `..`, absolute, NUL or store paths.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import stat
import threading
import time
from pathlib import Path

import pytest

from savepoint.errors import SavepointError
from savepoint.store import Entry, Store
from storetools import (
    STORE_DIRNAME,
    TreeState,
    file_inodes,
    forge_checkpoint,
    store_of,
    tree_state,
    write_bytes,
)


def assert_same(actual: TreeState, expected: TreeState, what: str) -> None:
    assert actual == expected, f"{what}: " + "; ".join(expected.differences(actual))


def make_outside(tmp_path: Path) -> Path:
    out = tmp_path / "outside"
    write_bytes(out / "victim.txt", b"must never change", 0o600)
    write_bytes(out / "x.txt", b"outside x", 0o600)
    write_bytes(out / "deep" / "y.txt", b"outside y", 0o600)
    write_bytes(out / "b" / "c" / "file.txt", b"outside c", 0o600)
    return out


def checkpoint(store: Store) -> str:
    with store.lock():
        return store.checkpoint().id


def restore(store: Store, cp_id: str) -> None:
    with store.lock():
        store.restore(cp_id)


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    return make_outside(tmp_path)


def test_symlinks_out_of_the_workspace_are_stored_as_links(ws: Path, outside: Path) -> None:
    os.symlink(outside, ws / "abs-link")
    os.symlink("../outside/victim.txt", ws / "rel-link")
    write_bytes(ws / "own.txt", b"mine")
    original = tree_state(ws)
    before_outside = tree_state(outside)
    with Store.open(ws, create=True) as store:
        cp = checkpoint(store)
        paths = {e.path for e in store.manifest(cp)}
        assert not any(p.startswith(("abs-link/", "rel-link/")) for p in paths), "a symlink was followed"
        (outside / "x.txt").write_bytes(b"outside changed, not ours")
        assert store.diff(cp).empty, "a change outside the workspace shows in the diff"
        (outside / "x.txt").write_bytes(b"outside x")
        for p in ws.iterdir():
            if p.name != STORE_DIRNAME:
                p.unlink()
        restore(store, cp)
    assert_same(tree_state(ws), original, "restore with links out of the workspace")
    assert_same(tree_state(outside), before_outside, "restore wrote outside the workspace")


def test_folder_swapped_for_a_symlink_to_outside_is_not_written_through(ws: Path, outside: Path) -> None:
    write_bytes(ws / "sub" / "x.txt", b"ours x")
    write_bytes(ws / "sub" / "deep" / "y.txt", b"ours y")
    original = tree_state(ws)
    before_outside = tree_state(outside)
    with Store.open(ws, create=True) as store:
        cp = checkpoint(store)
        shutil.rmtree(ws / "sub")
        os.symlink(outside, ws / "sub")
        restore(store, cp)
    assert_same(tree_state(outside), before_outside, "restore wrote through a swapped folder")
    assert_same(tree_state(ws), original, "restore over a swapped folder")


def test_planted_link_deep_in_the_parents_is_not_written_through(ws: Path, outside: Path) -> None:
    write_bytes(ws / "a" / "b" / "c" / "file.txt", b"ours")
    write_bytes(ws / "a" / "b" / "c" / "other.txt", b"ours too")
    original = tree_state(ws)
    before_outside = tree_state(outside)
    with Store.open(ws, create=True) as store:
        cp = checkpoint(store)
        shutil.rmtree(ws / "a" / "b")
        os.symlink(outside / "b", ws / "a" / "b")
        restore(store, cp)
    assert_same(tree_state(outside), before_outside, "restore wrote through a planted parent link")
    assert_same(tree_state(ws), original, "restore over a planted parent link")


def test_file_swapped_for_a_symlink_to_outside_keeps_the_target_intact(ws: Path, outside: Path) -> None:
    write_bytes(ws / "f.txt", b"must never change", 0o755)  # same bytes as the victim: only mode differs
    write_bytes(ws / "g.txt", b"other content", 0o644)
    original = tree_state(ws)
    before_outside = tree_state(outside)
    with Store.open(ws, create=True) as store:
        cp = checkpoint(store)
        for name in ("f.txt", "g.txt"):
            (ws / name).unlink()
            os.symlink(outside / "victim.txt", ws / name)
        restore(store, cp)
    assert_same(tree_state(outside), before_outside, "restore wrote or chmod'ed through a file symlink")
    assert_same(tree_state(ws), original, "restore over file symlinks")


def test_file_hard_linked_to_a_file_outside_is_never_patched_in_place(ws: Path, outside: Path) -> None:
    """A task that hard-links a dataset in instead of copying it must not lead the restore to
    rewrite the dataset outside the workspace (patching a big file in place writes the inode)."""
    rng = random.Random(5)
    data = rng.randbytes(12 << 20)
    write_bytes(ws / "dataset.bin", data)
    original = tree_state(ws)
    victim = outside / "dataset.bin"
    changed = bytearray(data)
    changed[5 << 20: (5 << 20) + 4096] = rng.randbytes(4096)  # one chunk differs
    write_bytes(victim, bytes(changed))
    before_outside = tree_state(outside)
    with Store.open(ws, create=True) as store:
        cp = checkpoint(store)
        (ws / "dataset.bin").unlink()
        os.link(victim, ws / "dataset.bin")
        restore(store, cp)
    assert_same(tree_state(outside), before_outside, "restore patched an inode shared with a file outside")
    assert_same(tree_state(ws), original, "restore of a file that was hard-linked from outside")


def test_hard_link_inside_scope_to_a_file_outside_scope_is_not_written(ws: Path) -> None:
    rng = random.Random(6)
    data = rng.randbytes(9 << 20)
    write_bytes(ws / "scoped" / "model.bin", data)
    write_bytes(ws / "keep" / "model.bin", data)
    with Store.open(ws, create=True) as store:
        with store.lock():
            cp = store.checkpoint(["scoped/**"]).id
        kept = bytearray(data)
        kept[1 << 20] ^= 0xFF
        (ws / "keep" / "model.bin").write_bytes(bytes(kept))
        (ws / "scoped" / "model.bin").unlink()
        os.link(ws / "keep" / "model.bin", ws / "scoped" / "model.bin")
        restore(store, cp)
    assert (ws / "keep" / "model.bin").read_bytes() == bytes(kept), "restore wrote outside its scope"
    assert (ws / "scoped" / "model.bin").read_bytes() == data


def test_setuid_and_setgid_bits_come_back_only_with_their_owner(ws: Path) -> None:
    """As rsync -a as root: the owner first, then the mode with its setuid/setgid bits. A file
    whose owner cannot be restored gets neither bit (tests/test_store_fidelity.py, as a user)."""
    write_bytes(ws / "suid", b"#!/bin/sh\n", 0o4755)
    write_bytes(ws / "sgid", b"#!/bin/sh\n", 0o2755)
    write_bytes(ws / "both", b"#!/bin/sh\necho\n", 0o6755)
    with Store.open(ws, create=True) as store:
        cp = checkpoint(store)
        for name in ("suid", "sgid", "both"):
            (ws / name).unlink()
        restore(store, cp)
    for name, want in (("suid", 0o4755), ("sgid", 0o2755), ("both", 0o6755)):
        mode = stat.S_IMODE(os.lstat(ws / name).st_mode)
        assert mode == want, f"{name} restored with mode {mode:o}"
        assert os.lstat(ws / name).st_uid == os.getuid()


def test_restored_files_share_no_inode_with_the_store(ws: Path) -> None:
    rng = random.Random(9)
    write_bytes(ws / "small.txt", b"small")
    write_bytes(ws / "medium.bin", rng.randbytes(2 << 20))
    write_bytes(ws / "big.bin", rng.randbytes(10 << 20))
    with Store.open(ws, create=True) as store:
        cp = checkpoint(store)
        for p in ws.iterdir():
            if p.name != STORE_DIRNAME:
                p.unlink()
        restore(store, cp)
    ws_inodes = file_inodes(ws)
    assert ws_inodes and not ws_inodes & file_inodes(ws / STORE_DIRNAME), "store and workspace share inodes"
    for name in ("small.txt", "medium.bin", "big.bin"):
        st = os.lstat(ws / name)
        assert st.st_nlink == 1, f"{name} has {st.st_nlink} links: shared with the store?"
        assert (st.st_dev, st.st_ino) in ws_inodes


def test_a_store_inside_the_workspace_is_never_snapshotted_or_removed(ws: Path) -> None:
    write_bytes(ws / "a.txt", b"a")
    alt = ws / "altstore"
    with Store.open(ws, alt, create=True) as store:
        cp = checkpoint(store)
        assert not any(e.path == "altstore" or e.path.startswith("altstore/") for e in store.manifest(cp))
        write_bytes(ws / "b.txt", b"created after the checkpoint")
        restore(store, cp)
        assert not (ws / "b.txt").exists()
        assert alt.is_dir() and store.verify(data=True).ok, "the restore damaged its own store"


def test_fifos_are_made_again_and_sockets_reported(ws: Path) -> None:
    import socket

    write_bytes(ws / "a.txt", b"a")
    os.mkfifo(ws / "pipe", 0o640)
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(ws / "sock"))
    sock.close()
    with Store.open(ws, create=True) as store:
        with store.lock():
            cp = store.checkpoint().id  # must not block opening the FIFO
        entry = store.manifest(cp).get("pipe")
        assert entry is not None and entry.kind == "s"
        (ws / "pipe").unlink()
        (ws / "sock").unlink()
        with store.lock():
            report = store.restore(cp)
    assert stat.S_ISFIFO(os.lstat(ws / "pipe").st_mode) and stat.S_IMODE(os.lstat(ws / "pipe").st_mode) == 0o640
    assert not (ws / "sock").exists()
    assert report.skipped == ["sock (socket: recorded, not recreated)"]
    assert [(d["path"], d["what"]) for d in report.not_restored] == [("sock", "socket")]


def test_store_is_private_and_ignored_by_git(ws: Path) -> None:
    with Store.open(ws, create=True):
        pass
    root = store_of(ws)
    assert stat.S_IMODE(root.stat().st_mode) == 0o700
    assert not (ws / STORE_DIRNAME).exists() and not root.is_relative_to(ws)  # out of the workspace
    # a store put inside the workspace (--store, older savepoints) stays out of `git status`
    with Store.open(ws, ws / STORE_DIRNAME, create=True):
        pass
    assert stat.S_IMODE((ws / STORE_DIRNAME).stat().st_mode) == 0o700
    assert (ws / STORE_DIRNAME / ".gitignore").read_text().strip() == "*"


def test_restore_of_an_unknown_id_is_a_usage_error(ws: Path) -> None:
    write_bytes(ws / "a.txt", b"a")
    with Store.open(ws, create=True) as store:
        checkpoint(store)
        before = tree_state(ws)
        with pytest.raises(SavepointError):
            restore(store, "deadbeef-not-a-checkpoint")
    assert_same(tree_state(ws), before, "a refused restore changed the workspace")


# -- forged manifests ---------------------------------------------------------------------------

def _file_like(entry: Entry, path: str, link: str | None = None) -> Entry:
    return entry._replace(path=path, link=link, scoped=True)


def _forgeries(outside: Path, real: Entry) -> dict[str, list[Entry]]:
    """Manifests a damaged or malicious store could hold; each must be refused."""
    symlink = real._replace(kind="l", mode=stat.S_IFLNK | 0o777, size=0, content=None, link=None)
    directory = real._replace(kind="d", mode=stat.S_IFDIR | 0o755, size=0, content=None, link=None)
    return {
        "dotdot": [_file_like(real, "../escape.txt")],
        "dotdot-inside": [directory._replace(path="sub"), _file_like(real, "sub/../../escape.txt")],
        "absolute": [_file_like(real, str(outside / "abs.txt"))],
        "nul": [_file_like(real, "evil\x00name.txt")],
        "empty-name": [_file_like(real, "")],
        "dot-component": [_file_like(real, "./dot.txt")],
        "store-file": [_file_like(real, ".savepoint/evil.txt")],
        "store-catalog": [_file_like(real, ".savepoint/catalog.db")],
        "hardlink-dotdot": [_file_like(real, "h.txt", link="../outside/victim.txt")],
        "hardlink-absolute": [_file_like(real, "h.txt", link=str(outside / "victim.txt"))],
        "hardlink-store": [_file_like(real, "h.txt", link=".savepoint/catalog.db")],
        "file-under-symlink": [symlink._replace(path="p", target=str(outside)),
                               _file_like(real, "p/evil.txt")],
        "dir-under-relative-symlink": [symlink._replace(path="q", target="../outside"),
                                       directory._replace(path="q/newdir")],
    }


FORGERY_NAMES = [
    "dotdot", "dotdot-inside", "absolute", "nul", "empty-name", "dot-component", "store-file",
    "store-catalog", "hardlink-dotdot", "hardlink-absolute", "hardlink-store", "file-under-symlink",
    "dir-under-relative-symlink",
]


@pytest.mark.parametrize("forgery", FORGERY_NAMES)
def test_forged_manifest_is_refused(ws: Path, outside: Path, forgery: str) -> None:
    write_bytes(ws / "a.txt", b"real content")
    with Store.open(ws, create=True) as store:
        real = store.manifest(checkpoint(store)).get("a.txt")
        assert real is not None
        forged = forge_checkpoint(store, [real, *_forgeries(outside, real)[forgery]])
        before_ws, before_outside = tree_state(ws), tree_state(outside)
        store_files = sorted(str(p.relative_to(store.root)) for p in store.root.rglob("*"))
        with pytest.raises(SavepointError):
            restore(store, forged)
        assert_same(tree_state(outside), before_outside, "a forged manifest wrote outside the workspace")
        assert not (ws.parent / "escape.txt").exists()
        assert not (store_of(ws) / "evil.txt").exists(), "a forged manifest wrote into the store"
        victim = os.lstat(outside / "victim.txt")
        assert (victim.st_dev, victim.st_ino) not in file_inodes(ws), "a hard link to outside was made"
        assert store.verify(data=True).ok, "a forged manifest damaged the store"
        added = set(str(p.relative_to(store.root)) for p in store.root.rglob("*")) - set(store_files)
        assert not any(p.endswith("evil.txt") for p in added)
        assert_same(tree_state(ws), before_ws, "a refused restore changed the workspace")


def test_folder_swapped_for_a_symlink_during_the_restore_is_never_written_through(
        ws: Path, outside: Path) -> None:
    """A hostile process flips `sub` between a real folder and a symlink out of the workspace
    while restores run: whatever each restore does (finish or fail), nothing outside changes."""
    for i in range(150):
        write_bytes(ws / "sub" / f"d{i % 5}" / f"f{i}.txt", b"ours %d" % i)
    for i in range(5):
        (outside / f"d{i}").mkdir(exist_ok=True)
    before_outside = tree_state(outside)
    sub, real = ws / "sub", ws / "sub.real"
    flips = [0]

    def flip(stop: threading.Event) -> None:
        while not stop.is_set():
            with contextlib.suppress(OSError):
                os.rename(sub, real)
                os.symlink(outside, sub)
                flips[0] += 1
                time.sleep(0.0005)
                os.unlink(sub)
                os.rename(real, sub)

    def settle() -> None:
        """Undo a half-done flip, so the test's own changes never go through the link."""
        if sub.is_symlink():
            sub.unlink()
        if real.exists():
            if sub.exists():
                shutil.rmtree(real)
            else:
                os.rename(real, sub)

    with Store.open(ws, create=True) as store:
        cp = checkpoint(store)
        for round_ in range(8):
            shutil.rmtree(sub / f"d{round_ % 5}", ignore_errors=True)
            stop = threading.Event()
            flipper = threading.Thread(target=flip, args=(stop,), daemon=True)
            flipper.start()
            try:
                # Failing is fine here (the tree keeps changing under it); writing outside is not.
                with contextlib.suppress(SavepointError, OSError, ValueError), store.lock():
                    store.restore(cp)
            finally:
                stop.set()
                flipper.join()
                settle()
    assert flips[0] > 20, "the folder was hardly ever swapped: the race did not happen"
    assert_same(tree_state(outside), before_outside, "a restore wrote through a folder swapped mid-restore")
