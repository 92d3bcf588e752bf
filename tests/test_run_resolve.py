"""`savepoint resolve RUN --retry|--skip|--accept|--abort` on an escalated run, and named tasks."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult
from storetools import store_of


def escalated(ws: Path, sp: Callable[..., CLIResult]) -> dict[str, object]:
    """A run that changed a file in scope, then failed FATAL (ModuleNotFoundError) and rolled back."""
    (ws / "a.txt").write_text("before\n")
    r = sp("run", "--json", "--", "sh", "-c",
           "echo after > a.txt; echo \"ModuleNotFoundError: No module named 'torch'\" >&2; exit 1")
    assert r.code == 12, r
    out: dict[str, object] = r.json()
    assert out["escalate"] is True
    assert (ws / "a.txt").read_text() == "before\n"
    return out


def test_accept_keeps_the_post_failure_state(ws: Path, sp: Callable[..., CLIResult]) -> None:
    out = escalated(ws, sp)
    r = sp("resolve", str(out["run_id"]), "--accept", "--json")
    assert r.code == 0, r
    assert r.json()["status"] == "DONE"
    assert (ws / "a.txt").read_text() == "after\n"
    again = sp("resolve", str(out["run_id"]), "--accept")
    assert again.code == 2, again  # already resolved: nothing left to decide


def test_skip_and_abort_leave_it_rolled_back(ws: Path, sp: Callable[..., CLIResult]) -> None:
    out = escalated(ws, sp)
    r = sp("resolve", str(out["run_id"])[:-1], "--skip", "--json")  # a unique prefix works
    assert r.code == 0, r
    assert r.json()["status"] == "SKIPPED"
    assert (ws / "a.txt").read_text() == "before\n"
    out2 = escalated(ws, sp)
    r2 = sp("resolve", str(out2["run_id"]), "--abort")
    assert r2.code == 0, r2
    assert (ws / "a.txt").read_text() == "before\n"


def test_a_run_is_resolved_once(ws: Path, sp: Callable[..., CLIResult]) -> None:
    out = escalated(ws, sp)
    run_id = str(out["run_id"])
    assert sp("resolve", run_id, "--abort").code == 0  # the status stays FATAL
    again = sp("resolve", run_id, "--skip", "--json")
    assert again.code == 2, again
    assert "already resolved" in again.err and again.err.count("\n") == 1, again
    assert again.json()["exit_code"] == 2


def test_resolve_takes_exactly_one_decision(ws: Path, sp: Callable[..., CLIResult]) -> None:
    out = escalated(ws, sp)
    both = sp("resolve", str(out["run_id"]), "--accept", "--abort")
    assert both.code == 2 and "exactly one" in both.err, both
    assert (ws / "a.txt").read_text() == "before\n"  # nothing was decided
    assert sp("resolve", str(out["run_id"]), "--skip").code == 0


def test_retry_reruns_the_stored_spec(ws: Path, sp: Callable[..., CLIResult]) -> None:
    script = ws / "job.sh"
    script.write_text("echo \"ModuleNotFoundError: No module named 'torch'\" >&2; exit 1\n")
    r = sp("run", "--json", "--", "sh", "job.sh")
    assert r.code == 12, r
    script.write_text("echo fixed > out.txt\n")  # the person fixed the cause
    again = sp("resolve", r.json()["run_id"], "--retry", "--json")
    assert again.code == 0, again
    assert again.json()["status"] == "DONE" and again.json()["run_id"] != r.json()["run_id"]
    assert (ws / "out.txt").read_text() == "fixed\n"


def test_resolve_needs_a_decision_and_a_known_run(ws: Path, sp: Callable[..., CLIResult]) -> None:
    out = escalated(ws, sp)
    assert sp("resolve", str(out["run_id"])).code == 2
    assert sp("resolve", "r-no-such-run", "--skip").code == 2


def test_named_task_from_savepoint_toml(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "savepoint.toml").write_text("""
[defaults]
retries = 0

[tasks.build]
run = "mkdir -p out && echo {N} > out/n.txt"
scope = ["out/"]
params = { N = 7 }
checks = ["nonempty:out/n.txt"]
""")
    r = sp("run", "build", "--json")
    assert r.code == 0, r
    assert (ws / "out" / "n.txt").read_text() == "7\n"
    r2 = sp("run", "--param", "N=8", "--json", "build")
    assert r2.code == 0, r2
    assert (ws / "out" / "n.txt").read_text() == "8\n"


def test_a_misspelt_task_name_is_refused(ws: Path, sp: Callable[..., CLIResult]) -> None:
    """Not checkpointed, run (exit 127), diagnosed FATAL and escalated: one line, exit 2."""
    (ws / "savepoint.toml").write_text('[tasks.train]\nrun = "touch ran.txt"\n')
    for args in (["trian"], ["trian", "--retries", "0"]):
        r = sp("run", *args)
        assert r.code == 2, r
        assert "did you mean 'train'" in r.err and r.err.count("\n") == 1, r
    extra = sp("run", "train", "now")
    assert extra.code == 2 and "takes no arguments" in extra.err, extra
    assert not store_of(ws).exists() and not (ws / "ran.txt").exists()
    assert sp("run", "--", "sh", "-c", "exit 0").code == 0  # a real command is not a typo


def test_named_task_from_config_given_after_the_name(ws: Path, sp: Callable[..., CLIResult]) -> None:
    """`savepoint run build --config other.toml` finds `build` in other.toml (it ran `build` as a
    command: exit 127, FATAL)."""
    (ws / "other.toml").write_text('[tasks.build]\nrun = "echo built > b.txt"\n')
    r = sp("run", "build", "--config", "other.toml", "--json")
    assert r.code == 0, r
    assert (ws / "b.txt").read_text() == "built\n"
    r2 = sp("run", "build", "--retries", "0", f"--config={ws / 'other.toml'}", "-C", str(ws), cwd=ws.parent)
    assert r2.code == 0, r2
