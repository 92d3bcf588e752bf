"""What a person reads: restore summaries, list columns, gc's reasons, one id grammar, resolve --accept.

All as an ordinary user (the `usp` fixture), on real files, real processes, the real catalog.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult
from storetools import store_of

Sp = Callable[..., CLIResult]
FAIL_FATAL = "echo \"ModuleNotFoundError: No module named 'torch'\" >&2; exit 1"


def lines(r: CLIResult) -> list[str]:
    return [ln for ln in (r.out + r.err).splitlines() if ln.strip()]


def store_state(ws: Path, usp: Sp) -> tuple[Any, list[str]]:
    """The catalog's listing and every file of the store but its catalog and lock."""
    listing = usp("list", "--json").json()
    store = store_of(ws)
    files = sorted(str(p.relative_to(store)) for p in store.rglob("*")
                   if p.is_file() and "catalog" not in p.name and p.name != "lock")
    return listing, files


def checkpoint(usp: Sp, *args: str) -> str:
    r = usp("checkpoint", *args)
    assert r.code == 0, r
    return r.out.strip()


def escalated_run(usp: Sp, ws: Path, user_env: Any, write: str = "echo after > a.txt") -> str:
    """A run that changed a.txt, then failed FATAL (a missing module): rolled back, escalated."""
    user_env.sh("echo before > a.txt", ws)
    r = usp("run", "--json", "--", "sh", "-c", f"{write}; {FAIL_FATAL}")
    assert r.code == 12, r
    assert r.json()["escalate"] is True
    assert (ws / "a.txt").read_text() == "before\n"
    return str(r.json()["run_id"])


# -- restore output -----------------------------------------------------------------------------


def test_restore_of_3000_paths_prints_a_summary_not_every_path(usp: Sp, user_ws: Path, user_env: Any) -> None:
    r = user_env.sh("mkdir -p data && for i in $(seq 1 3000); do echo $i > data/f$i; done", user_ws)
    assert r.returncode == 0, r
    cid = checkpoint(usp)
    assert user_env.sh("rm -rf data", user_ws).returncode == 0
    res = usp("restore", cid)
    assert res.code == 0, res
    out = lines(res)
    assert len(out) <= 25, out
    assert len([ln for ln in out if ln.startswith("A  data/f")]) == 20
    assert any("2980 more" in ln for ln in out), out
    summary = out[-1]
    assert "3000 path(s) changed" in summary and "3000 added" in summary, summary
    undo = re.search(r"`savepoint restore ([0-9a-f]+)` undoes this", summary)
    assert undo, summary
    assert len(list((user_ws / "data").iterdir())) == 3000
    # -v lists every path; --json gives everything
    assert user_env.sh("rm -rf data", user_ws).returncode == 0
    verbose = usp("restore", cid, "-v")
    assert verbose.code == 0, verbose
    assert len([ln for ln in verbose.out.splitlines() if ln.startswith("A  ")]) == 3000
    assert user_env.sh("rm -rf data", user_ws).returncode == 0
    as_json = usp("restore", cid, "--json")
    assert as_json.code == 0 and len(as_json.json()["changes"]["added"]) == 3000
    # undo: the state before the first restore had no data/
    assert usp("restore", undo.group(1)).code == 0
    assert not (user_ws / "data").exists()


def test_restore_with_nothing_to_do_changes_nothing_and_takes_no_checkpoint(
        usp: Sp, user_ws: Path, user_env: Any) -> None:
    user_env.sh("mkdir -p out && echo x > out/a && echo y > b", user_ws)
    cid = checkpoint(usp)
    before = store_state(user_ws, usp)
    mtime = (user_ws / "out" / "a").stat().st_mtime_ns
    res = usp("restore", cid)
    assert res.code == 0, res
    assert "nothing to restore" in res.err and "no checkpoint taken" in res.err, res
    assert store_state(user_ws, usp) == before
    assert (user_ws / "out" / "a").stat().st_mtime_ns == mtime
    js = usp("restore", cid, "--json")
    assert js.code == 0 and js.json()["pre_restore_checkpoint"] is None, js
    assert store_state(user_ws, usp) == before


# -- list ---------------------------------------------------------------------------------------


def test_list_columns_line_up_for_runs_and_checkpoints(usp: Sp, user_ws: Path) -> None:
    checkpoint(usp, "-m", "first")
    assert usp("run", "--", "sh", "-c", "echo hi > x").code == 0
    res = usp("list")
    assert res.code == 0, res
    rows = res.out.splitlines()
    assert rows[0].startswith("ID ")
    # every column starts at the same place in every row: the date is at one offset
    starts = {m.start() for row in rows[1:] for m in [re.search(r"\d{4}-\d\d-\d\d \d\d:", row)] if m}
    assert len(starts) == 1, rows
    assert {row.split()[0][:1] for row in rows[1:]} >= {"r"}  # a run id is among them


# -- gc -----------------------------------------------------------------------------------------


def test_gc_says_which_checkpoints_it_kept_beyond_keep_and_why(usp: Sp, user_ws: Path, user_env: Any) -> None:
    run_id = escalated_run(usp, user_ws, user_env)
    for i in range(3):
        user_env.sh(f"echo {i} > n.txt", user_ws)
        checkpoint(usp)
    res = usp("gc", "--keep", "1")
    assert res.code == 0, res
    assert "kept" in res.out and "escalated and not resolved" in res.out and run_id in res.out, res
    js = usp("gc", "--keep", "1", "--json", "--dry-run").json()
    assert js["held"] and all(run_id in why for why in js["held"].values()), js
    # after resolving, nothing is held any more
    assert usp("resolve", run_id, "--abort").code == 0
    again = usp("gc", "--keep", "1", "--json")
    assert again.json()["held"] == {}, again


# -- one id grammar -----------------------------------------------------------------------------


@pytest.fixture
def two_runs(usp: Sp, user_ws: Path, user_env: Any) -> dict[str, Any]:
    """Two escalated runs and a checkpoint before them; ids as `list --json` gives them."""
    cp = checkpoint(usp, "-m", "mine")
    first = escalated_run(usp, user_ws, user_env)
    second = escalated_run(usp, user_ws, user_env, write="echo later > a.txt")
    listing = usp("list", "--json").json()
    return {"cp": cp, "runs": [first, second], "listing": listing}


def test_full_ids_unique_prefixes_and_latest_for_every_command(usp: Sp, user_ws: Path,
                                                               two_runs: dict[str, Any]) -> None:
    cp, (first, second) = two_runs["cp"], two_runs["runs"]
    cps = [c["id"] for c in two_runs["listing"]["checkpoints"]]

    def unique_prefix(ident: str, others: list[str]) -> str:
        n = next(n for n in range(1, len(ident) + 1) if not any(o.startswith(ident[:n]) for o in others
                                                                if o != ident))
        return ident[:n]

    all_ids = [*cps, first, second]
    cp_prefix, run_prefix = unique_prefix(cp, all_ids), unique_prefix(first, all_ids)
    assert len(run_prefix) < len(first)
    # show: a checkpoint, a run, by full id and prefix; latest = the newest run here
    for ref, kind, ident in ((cp, "checkpoint", cp), (cp_prefix, "checkpoint", cp),
                             (first, "run", first), (run_prefix, "run", first)):
        js = usp("show", ref, "--json")
        assert js.code == 0, js
        got = js.json()["run"]["id"] if kind == "run" else js.json()["id"]
        assert got == ident
    for alias in ("latest", "last"):
        assert usp("show", alias, "--json").json()["run"]["id"] == second
    # report and resolve take a run: a prefix, latest; a run's checkpoint stands for the run
    assert usp("report", run_prefix, "--json").json()["run"]["id"] == first
    assert usp("report", "latest", "--json").json()["run"]["id"] == second
    second_cp = usp("show", second, "--json").json()["run"]["checkpoint_id"]
    assert usp("report", second_cp, "--json").json()["run"]["id"] == second
    # diff and restore take a checkpoint: a run stands for the checkpoint taken before it
    d = usp("diff", run_prefix, "--json")
    assert d.code == 0 and d.json()["from"] == usp("show", first, "--json").json()["run"]["checkpoint_id"], d
    assert usp("diff", cp_prefix, "--json").json()["from"] == cp
    # latest: the newest checkpoint of a kept state (what a rollback replaced is passed over)
    newest_cp = next(c["id"] for c in two_runs["listing"]["checkpoints"] if c["kind"] != "post-failure")
    assert usp("diff", "latest", "--json").json()["from"] == newest_cp
    dry = usp("restore", cp_prefix, "--dry-run", "--json")
    assert dry.code == 0 and dry.json()["checkpoint_id"] == cp, dry
    res = usp("resolve", run_prefix, "--abort", "--json")
    assert res.code == 0 and res.json()["run_id"] == first, res
    res = usp("resolve", "latest", "--skip", "--json")
    assert res.code == 0 and res.json()["run_id"] == second, res


@pytest.mark.parametrize("command", [["show"], ["diff"], ["restore"], ["report"], ["resolve", "--skip"]])
def test_ambiguous_and_unknown_ids_are_one_line_exit_2_nothing_changed(
        usp: Sp, user_ws: Path, two_runs: dict[str, Any], command: list[str]) -> None:
    first, second = two_runs["runs"]
    common = next(first[:n] for n in range(len(first), 0, -1) if second.startswith(first[:n]))
    before = store_state(user_ws, usp)
    tree = sorted((str(p), p.read_bytes()) for p in user_ws.iterdir() if p.is_file())
    amb = usp(command[0], common, *command[1:])
    assert amb.code == 2, amb
    assert len(lines(amb)) == 1 and "ambiguous" in amb.err and first in amb.err and second in amb.err, amb
    unknown = usp(command[0], "feedc0ffee99", *command[1:])
    assert unknown.code == 2 and len(lines(unknown)) == 1 and "unknown" in unknown.err, unknown
    js = usp(command[0], "zz-nope", *command[1:], "--json")
    assert js.code == 2 and js.json()["exit_code"] == 2
    assert store_state(user_ws, usp) == before
    assert sorted((str(p), p.read_bytes()) for p in user_ws.iterdir() if p.is_file()) == tree


def test_latest_with_an_empty_store_is_one_line(usp: Sp, user_ws: Path) -> None:
    assert usp("init").code == 0
    for cmd in (["show", "latest"], ["diff", "latest"], ["report", "last"], ["resolve", "latest", "--skip"]):
        r = usp(*cmd)
        assert r.code == 2 and len(lines(r)) == 1 and "no " in r.err, (cmd, r)


def test_show_latest_is_a_checkpoint_taken_after_the_newest_run(usp: Sp, user_ws: Path, user_env: Any) -> None:
    assert usp("run", "--", "sh", "-c", "echo hi > x").code == 0
    cid = checkpoint(usp, "-m", "after the run")
    assert usp("show", "latest", "--json").json()["id"] == cid


# -- resolve --accept ---------------------------------------------------------------------------


def test_accept_refuses_when_the_workspace_changed_since_the_run(usp: Sp, user_ws: Path, user_env: Any) -> None:
    run_id = escalated_run(usp, user_ws, user_env)
    user_env.sh("echo newer work > a.txt", user_ws)
    before = store_state(user_ws, usp)
    r = usp("resolve", run_id, "--accept")
    assert r.code == 2 and len(lines(r)) == 1, r
    assert "changed since the run" in r.err and "a.txt" in r.err and "--force" in r.err, r
    assert (user_ws / "a.txt").read_text() == "newer work\n"
    assert store_state(user_ws, usp) == before
    assert usp("show", run_id, "--json").json()["run"]["escalate"] is True  # still to decide
    forced = usp("resolve", run_id, "--accept", "--force")
    assert forced.code == 0, forced
    assert (user_ws / "a.txt").read_text() == "after\n"
    undo = re.search(r"`savepoint restore ([0-9a-f]+)` undoes this", forced.out)
    assert undo, forced
    assert usp("restore", undo.group(1)).code == 0
    assert (user_ws / "a.txt").read_text() == "newer work\n"  # nothing was lost


def test_accept_prints_the_undo_id(usp: Sp, user_ws: Path, user_env: Any) -> None:
    run_id = escalated_run(usp, user_ws, user_env)
    r = usp("resolve", run_id, "--accept", "--json")
    assert r.code == 0, r
    undo = r.json()["pre_restore_checkpoint"]
    assert undo and (user_ws / "a.txt").read_text() == "after\n"
    assert usp("restore", undo).code == 0
    assert (user_ws / "a.txt").read_text() == "before\n"
    assert usp("resolve", run_id, "--skip", "--force").code == 2  # --force is for --accept only

