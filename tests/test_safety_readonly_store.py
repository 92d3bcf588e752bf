"""A store this user may read but not write (another user's store, a read-only mount): the commands
that only read work, reading only; the commands that would write refuse in one line, exit 74, and
change nothing. Run as the ordinary test user, on real files."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult, run_savepoint
from storetools import is_root, mounted_or_skip, store_of
from test_run_crash import wait_for


def freeze(ws: Path) -> None:
    """Make the workspace and its store readable but not writable by the test user: as root, give
    them to root (and keep them readable); as an ordinary user, take away the write bits
    (permissions bind its owner too)."""
    for path in (ws, store_of(ws)):
        if is_root():
            subprocess.run(["chown", "-R", "root:root", str(path)], check=True)
            subprocess.run(["chmod", "-R", "a+rX,go-w", str(path)], check=True)
        else:
            subprocess.run(["chmod", "-R", "a-w", str(path)], check=True)


def thaw(ws: Path, user_env: Any) -> None:
    for path in (ws, store_of(ws)):
        subprocess.run(["chmod", "-R", "u+w", str(path)], check=True)
        user_env.chown(path)


def tree_digest(path: Path) -> str:
    """Names, sizes, modes, mtimes and contents of everything under `path`."""
    h = hashlib.sha256()
    for p in sorted(path.rglob("*")):
        st = p.lstat()
        h.update(f"{p.relative_to(path)} {st.st_mode} {st.st_size} {st.st_mtime_ns}\n".encode())
        if p.is_file() and not p.is_symlink():
            h.update(p.read_bytes())
    return h.hexdigest()


def one_line(r: CLIResult, *words: str) -> None:
    lines = [ln for ln in r.err.splitlines() if ln.strip()]
    assert len(lines) == 1, r
    for word in words:
        assert word in lines[0], r
    assert "Traceback" not in r.err


def make_history(usp: Callable[..., CLIResult], ws: Path, user_env: Any = None) -> tuple[str, str]:
    (ws / "a.txt").write_text("one\n")
    if user_env is not None:
        user_env.chown(ws / "a.txt")
    first = usp("checkpoint", "-m", "first")
    assert first.code == 0, first
    run = usp("run", "--json", "--", "sh", "-c", "echo two > a.txt; echo new > b.txt")
    assert run.code == 0, run
    return first.out.strip().splitlines()[-1], run.json()["run_id"]


def check_reads_and_refusals(usp: Callable[..., CLIResult], ws: Path, cp: str, run_id: str,
                             why: str) -> None:
    store, before_ws = store_of(ws), tree_digest(ws)
    before = tree_digest(store)
    listed = usp("list", "--json")
    assert listed.code == 0, listed
    assert cp in {c["id"] for c in listed.json()["checkpoints"]}
    assert run_id in {r["id"] for r in listed.json()["runs"]}
    shown = usp("show", cp)
    assert shown.code == 0 and "first" in shown.out, shown
    diff = usp("diff", cp)
    assert diff.code == 0 and "M  a.txt" in diff.out and "A  b.txt" in diff.out, diff
    verified = usp("verify", "--data")
    assert verified.code == 0 and verified.out.startswith("ok:"), verified
    report = usp("report", run_id)
    assert report.code == 0 and "complete" in report.out, report
    for args in (["checkpoint"], ["restore", cp], ["gc", "--keep", "1"], ["recover"],
                 ["run", "--", "true"]):
        refused = usp(*args)
        assert refused.code == 74, (args, refused)
        one_line(refused, "cannot change the store", why, "nothing was changed")
    assert tree_digest(store) == before, "a command changed a store it may only read"
    assert tree_digest(ws) == before_ws
    assert (ws / "a.txt").read_text() == "two\n"


def test_a_store_the_user_may_only_read(user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    cp, run_id = make_history(usp, user_ws, user_env)
    freeze(user_ws)
    try:
        check_reads_and_refusals(usp, user_ws, cp, run_id, "no permission to write")
    finally:
        thaw(user_ws, user_env)


def test_a_store_whose_catalog_has_unmerged_commits(user_env: Any, user_ws: Path,
                                                    usp: Callable[..., CLIResult]) -> None:
    """savepoint died with commits only in the catalog's write-ahead log: a reader that may not
    write still sees them (here: the run it died in)."""
    make_history(usp, user_ws, user_env)
    proc = user_env.popen([user_env.python, "-m", "savepoint", "run", "--", "sh", "-c",
                           "touch started; sleep 62.125"], user_ws,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(user_ws / "started")
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        assert (user_env.store(user_ws) / "catalog.db-wal").stat().st_size > 0
        freeze(user_ws)
        try:
            listed = usp("list", "--json")
            assert listed.code == 0, listed
            assert "IN_FLIGHT" in {r["state"] for r in listed.json()["runs"]}, listed
            assert "was interrupted" in listed.err  # and it says so, as for any store
        finally:
            thaw(user_ws, user_env)
    finally:
        assert usp("recover").code == 0  # (also stops the orphaned task)


@pytest.mark.root(reason="mounts a filesystem")
def test_a_store_on_a_read_only_mount(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    with mounted_or_skip("tmpfs", 16 << 20) as small:
        store = small / "store"

        def sp(*args: str) -> CLIResult:
            return run_savepoint(["--store", str(store), *args], ws)

        cp, run_id = make_history(sp, ws)
        subprocess.run(["mount", "-o", "remount,ro", str(small)], check=True)
        try:
            before = tree_digest(store)
            assert sp("list").code == 0
            listed = sp("list", "--json")
            assert cp in {c["id"] for c in listed.json()["checkpoints"]}, listed
            assert sp("diff", cp).code == 0 and sp("verify", "--data").code == 0
            assert sp("show", run_id).code == 0 and sp("report", run_id).code == 0
            for args in (["checkpoint"], ["restore", cp], ["gc", "--keep", "1"]):
                refused = sp(*args)
                assert refused.code == 74, (args, refused)
                one_line(refused, "cannot change the store", "read-only file system", "nothing was changed")
            assert tree_digest(store) == before
        finally:
            subprocess.run(["mount", "-o", "remount,rw", str(small)], check=True)
