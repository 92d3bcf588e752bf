"""A user's own `.savepoint-tmp-*` files are files like any other, and a folder 2,000 levels deep
is checkpointed, compared and restored exactly (no recursion, no path longer than the system
allows)."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult
from storetools import store_of, tree_state

DEPTH = 2000


def _checkpoint(usp: Callable[..., CLIResult], *args: str) -> str:
    r = usp("checkpoint", *args)
    assert r.code == 0, r
    return r.out.strip().splitlines()[-1]


def test_a_users_savepoint_tmp_file_is_checkpointed_and_never_deleted(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    (user_ws / ".savepoint-tmp-notes").write_text("my notes\n")
    (user_ws / "sub").mkdir()
    (user_ws / "sub" / ".savepoint-tmp-0123456789ab").write_text("named like an old temp file\n")
    (user_ws / "a.txt").write_text("a\n")
    user_env.chown(user_ws)
    cp = _checkpoint(usp, "-m", "with notes")
    want = tree_state(user_ws)

    # an unrelated change, restored: the user's files stay
    assert user_env.sh("echo b > a.txt", user_ws).returncode == 0
    r = usp("restore", cp)
    assert r.code == 0, r
    assert tree_state(user_ws) == want

    # they are in the checkpoint: deleted, a restore brings them back
    assert user_env.sh("rm .savepoint-tmp-notes sub/.savepoint-tmp-0123456789ab", user_ws).returncode == 0
    d = usp("diff", cp)
    assert ".savepoint-tmp-notes" in d.out, d
    r = usp("restore", cp)
    assert r.code == 0, r
    assert tree_state(user_ws) == want
    assert usp("recover").code == 0
    assert tree_state(user_ws) == want


def test_leftovers_of_this_stores_restores_are_still_recognised(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    """Temp files carrying this store's own token (a crash mid-restore) are not checkpointed and
    are removed by the next restore; the token is the store's, so no user file can match it."""
    import sqlite3

    (user_ws / "a.txt").write_text("a\n")
    user_env.chown(user_ws)
    cp = _checkpoint(usp)
    assert usp("restore", cp).code == 0
    store = store_of(user_ws, user_env.env())
    token = sqlite3.connect(f"file:{store / 'catalog.db'}?mode=ro", uri=True).execute(
        "SELECT value FROM meta WHERE key = 'tmp_token'").fetchone()[0]
    left = user_ws / f".savepoint-tmp-{token}-0123456789ab"
    left.write_text("half a file\n")
    assert user_env.sh("echo b > a.txt", user_ws).returncode == 0
    user_env.chown(user_ws)
    d = usp("diff", cp)
    assert left.name not in d.out, d
    assert usp("restore", cp).code == 0
    assert not left.exists()
    assert (user_ws / "a.txt").read_text() == "a\n"


def _deep_tree(root: Path, depth: int) -> None:
    """d/d/.../d (depth folders), a file at every 100th level and at the bottom, built with fds."""
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for i in range(depth):
            os.mkdir("d", dir_fd=fd)
            if i % 100 == 0 or i == depth - 1:
                f = os.open(f"f{i}", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
                os.write(f, f"level {i}\n".encode())
                os.close(f)
            nfd = os.open("d", os.O_RDONLY | os.O_DIRECTORY, dir_fd=fd)
            os.close(fd)
            fd = nfd
        f = os.open("bottom.txt", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd)
        os.write(f, b"the bottom\n")
        os.close(f)
    finally:
        os.close(fd)


def _deep_state(root: Path) -> list[tuple[int, str, str, bytes]]:
    """(level, name, kind+mode, content) of everything, read through folder fds (any depth)."""
    out: list[tuple[int, str, str, bytes]] = []
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    level = 0
    while True:
        sub = None
        for name in sorted(os.listdir(fd)):
            if level == 0 and name == ".savepoint":
                continue
            st = os.stat(name, dir_fd=fd, follow_symlinks=False)
            if stat.S_ISDIR(st.st_mode):
                out.append((level, name, f"d{stat.S_IMODE(st.st_mode):o}", b""))
                sub = name
            else:
                f = os.open(name, os.O_RDONLY, dir_fd=fd)
                data = os.read(f, 1 << 16)
                os.close(f)
                out.append((level, name, f"f{stat.S_IMODE(st.st_mode):o}", data))
        if sub is None:
            os.close(fd)
            return out
        nfd = os.open(sub, os.O_RDONLY | os.O_DIRECTORY, dir_fd=fd)
        os.close(fd)
        fd = nfd
        level += 1


def _at(root: Path, level: int) -> int:
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    for _ in range(level):
        nfd = os.open("d", os.O_RDONLY | os.O_DIRECTORY, dir_fd=fd)
        os.close(fd)
        fd = nfd
    return fd


def test_a_folder_2000_levels_deep_is_restored_exactly(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    try:
        _deep_restore(user_env, user_ws, usp)
    finally:  # (the session's clean-up uses shutil.rmtree, which recurses: remove it here)
        from savepoint.store.safe import remove_tree

        remove_tree(user_ws / "d")


def _deep_restore(user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    _deep_tree(user_ws, DEPTH)
    user_env.chown(user_ws)
    want = _deep_state(user_ws)
    cp = _checkpoint(usp, "-m", "deep")

    # damage it: the bottom file rewritten, a file deep down removed, a new one added, a folder
    # 1,500 levels down made read-only, the deepest folder removed whole
    fd = _at(user_ws, DEPTH)
    try:
        with open(os.open("bottom.txt", os.O_WRONLY | os.O_TRUNC, dir_fd=fd), "w") as f:
            f.write("damaged\n")
        with open(os.open("extra.txt", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd), "w") as f:
            f.write("new\n")
        os.chown("extra.txt", user_env.uid, user_env.gid, dir_fd=fd)
    finally:
        os.close(fd)
    fd = _at(user_ws, 1800)
    os.unlink("f1800", dir_fd=fd)
    os.close(fd)
    fd = _at(user_ws, 1500)
    os.chmod("d", 0o555, dir_fd=fd)
    os.close(fd)
    assert _deep_state(user_ws) != want

    d = usp("diff", cp)
    assert d.code == 0, d
    assert "bottom.txt" in d.out and "extra.txt" in d.out and "f1800" in d.out, d
    r = usp("restore", cp)
    assert r.code == 0, r
    assert _deep_state(user_ws) == want
    assert usp("diff", cp).out.strip() == ""
    assert usp("recover").code == 0
    assert _deep_state(user_ws) == want
