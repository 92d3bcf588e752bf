"""`savepoint resolve` on an escalated `--isolate` run: its last attempt's layer is kept for the
person's decision; --accept commits it exactly as a kept result is committed (the state it replaces
becomes a checkpoint that undoes it), --skip/--abort/--retry delete it; a run that did not escalate
has nothing to accept. As the ordinary user, on real files."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult, run_savepoint
from storetools import store_of
from test_isolate import digest, isolation_works
from test_isolate_crash import stopped, wait_for

pytestmark = pytest.mark.skipif(isolation_works() is not None, reason=f"no isolation here: {isolation_works()}")

# changes a file, deletes one, adds one; then fails FATAL (a missing module: a person must decide)
FATAL = ("echo after > a.txt; rm b.txt; mkdir -p out && echo r > out/r.txt; "
         "echo \"ModuleNotFoundError: No module named 'torch'\" >&2; exit 1")


def write(path: Path, text: str) -> None:
    """As the workspace's owner (the tests run as root; the task as the ordinary user)."""
    path.write_text(text)
    st = os.stat(path.parent)
    os.chown(path, st.st_uid, st.st_gid)


def escalated(ws: Path, sp: Callable[..., CLIResult]) -> dict[str, object]:
    write(ws / "a.txt", "before\n")
    write(ws / "b.txt", "b\n")
    r = sp("run", "--isolate", "--json", "--", "sh", "-c", FATAL)
    assert r.code == 12, r
    out: dict[str, object] = r.json()
    assert out["escalate"] is True
    assert (ws / "a.txt").read_text() == "before\n" and (ws / "b.txt").exists()  # nothing reached the tree
    assert not (ws / "out").exists()
    assert (store_of(ws) / "isolate" / str(out["run_id"])).is_dir()  # the layer, kept for the decision
    return out


def test_accept_commits_the_kept_layer_and_restore_undoes_it(usp: Callable[..., CLIResult],
                                                             user_ws: Path) -> None:
    ws = user_ws
    out = escalated(ws, usp)
    before = digest(ws)
    r = usp("resolve", str(out["run_id"]), "--accept", "--json")
    assert r.code == 0, r
    res = r.json()
    assert res["status"] == "DONE" and res["decision"] == "accept"
    assert (ws / "a.txt").read_text() == "after\n" and not (ws / "b.txt").exists()
    assert (ws / "out" / "r.txt").read_text() == "r\n"
    assert not (store_of(ws) / "isolate" / str(out["run_id"])).exists()
    undo = res["pre_restore_checkpoint"]
    assert undo in usp("list", "--json").out
    back = usp("restore", undo, "--json")
    assert back.code == 0, back
    assert digest(ws) == before
    again = usp("resolve", str(out["run_id"]), "--accept")
    assert again.code == 2, again  # resolved once


@pytest.mark.parametrize("decision", ["--skip", "--abort"])
def test_skip_and_abort_delete_the_kept_layer(user_env: Any, usp: Callable[..., CLIResult], user_ws: Path,
                                              decision: str) -> None:
    out = escalated(user_ws, usp)
    before = digest(user_ws)
    r = usp("resolve", str(out["run_id"]), decision, "--json")
    assert r.code == 0, r
    assert digest(user_ws) == before
    assert not (user_env.store(user_ws) / "isolate" / str(out["run_id"])).exists()


def test_accept_refuses_when_a_path_it_would_change_changed_since(usp: Callable[..., CLIResult],
                                                                  user_ws: Path) -> None:
    ws = user_ws
    out = escalated(ws, usp)
    write(ws / "a.txt", "a person's newer work\n")
    r = usp("resolve", str(out["run_id"]), "--accept", "--json")
    assert r.code == 2, r
    assert "changed since the run" in r.err and "a.txt" in r.err and r.err.strip().count("\n") == 0, r.err
    assert (ws / "a.txt").read_text() == "a person's newer work\n" and (ws / "b.txt").exists()
    forced = usp("resolve", str(out["run_id"]), "--accept", "--force", "--json")
    assert forced.code == 0, forced
    assert (ws / "a.txt").read_text() == "after\n"
    back = usp("restore", forced.json()["pre_restore_checkpoint"], "--json")
    assert back.code == 0, back
    assert (ws / "a.txt").read_text() == "a person's newer work\n"  # kept, not lost


def test_a_run_that_did_not_escalate_has_nothing_to_accept(user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    write(user_ws / "a.txt", "before\n")
    r = usp("run", "--isolate", "--retries", "0", "--json", "--", "sh", "-c", "echo after > a.txt; exit 1")
    assert r.code == 11 and r.json()["escalate"] is False, r
    assert not (user_env.store(user_ws) / "isolate" / r.json()["run_id"]).exists()
    acc = usp("resolve", r.json()["run_id"], "--accept")
    assert acc.code == 2 and "--isolate" in acc.err and acc.err.strip().count("\n") == 0, acc
    assert (user_ws / "a.txt").read_text() == "before\n"


def test_kill_during_accept_then_recover_finishes_and_records_it(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()

    def sp(*args: str) -> CLIResult:
        return run_savepoint(list(args), ws)

    out = escalated(ws, sp)
    env = {k: v for k, v in os.environ.items() if k not in ("SAVEPOINT_STORE", "SAVEPOINT_WORKSPACE")}
    env["SAVEPOINT_TEST_PAUSE_COMMIT_AT"] = "1"
    proc = subprocess.Popen([sys.executable, "-m", "savepoint", "resolve", str(out["run_id"]), "--accept"],
                            cwd=ws, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(lambda: proc.poll() is not None or stopped(proc.pid))
    assert proc.poll() is None, "the commit ended before the step"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    r = sp("recover", "--json")
    assert r.code == 0, r
    assert (ws / "a.txt").read_text() == "after\n" and not (ws / "b.txt").exists()
    assert (ws / "out" / "r.txt").read_text() == "r\n"
    shown = sp("show", str(out["run_id"]), "--json")
    assert shown.code == 0, shown
    run = shown.json()
    assert run["run"]["status"] == "DONE" and run["run"]["escalate"] is False, shown.out
    assert run["outcome"]["resolution"]["decision"] == "accept", shown.out
    assert not (store_of(ws) / "isolate" / str(out["run_id"])).exists()
    assert sp("resolve", str(out["run_id"]), "--accept").code == 2  # resolved once, by the recovery
