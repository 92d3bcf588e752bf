"""`savepoint plan run` end to end, through real `python -m savepoint` processes: the diamond with a
fatal branch, resolve --skip and resume, on_fatal policies, re-runs when inputs change, status."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult
from storetools import store_of


def write_plan(ws: Path, text: str, name: str = "plan.toml") -> None:
    (ws / name).write_text(text)


def task(tid: str, run: str, needs: list[str] | None = None, extra: str = "") -> str:
    lines = ["[[task]]", f'id = "{tid}"', f"run = {json.dumps(run)}", f'scope = ["/{tid}/"]']
    if needs:
        lines.append(f"needs = {json.dumps(needs)}")
    if extra:
        lines.append(extra)
    return "\n".join(lines) + "\n\n"


def logged(tid: str, body: str = "") -> str:
    """A task that records each of its runs in its own scope, then does `body`."""
    return f"mkdir -p {tid} && echo run >> {tid}/runs.log" + (f" && {body}" if body else "")


DIAMOND = (
    "[defaults]\nretries = 0\n\n"
    + task("a", logged("a", "echo A > a/out.txt"))
    + task("b", logged("b", "cat a/out.txt > b/out.txt"), ["a"])
    + task("c", logged("c", "echo half-written > c/half.txt && exit 127"), ["a"])
    + task("d", logged("d", "cat b/out.txt > d/out.txt"), ["b", "c"])
)


def by_id(doc: dict[str, object]) -> dict[str, dict[str, object]]:
    tasks = doc["tasks"]
    assert isinstance(tasks, list)
    return {t["id"]: t for t in tasks}


def runs(ws: Path, tid: str) -> int:
    log = ws / tid / "runs.log"
    return len(log.read_text().splitlines()) if log.exists() else 0


def test_diamond_with_a_fatal_branch_blocks_it_then_skip_and_resume_finish(
        ws: Path, sp: Callable[..., CLIResult]) -> None:
    write_plan(ws, DIAMOND)
    r = sp("plan", "run", "plan.toml", "--json")
    assert r.code == 12, r  # the worst outcome: FATAL
    assert len(r.out.strip().splitlines()) == 1  # --json: stdout holds the outcome object only
    assert "plan: c: FATAL -> BLOCKED" in r.err and "plan: d: BLOCKED (needs c)" in r.err
    doc = r.json()
    tasks = by_id(doc)
    assert [tasks[t]["status"] for t in "abcd"] == ["DONE", "DONE", "BLOCKED", "BLOCKED"]
    assert tasks["c"]["outcome"] == "FATAL" and tasks["c"]["blocked_by"] is None
    assert tasks["d"]["blocked_by"] == "c" and tasks["d"]["reason"] == "needs c"
    assert not (ws / "c").exists()  # the fatal branch was rolled back
    assert (ws / "b" / "out.txt").read_text() == "A\n"
    assert not (ws / "d").exists()  # never ran
    # the escalation report names the failure and how to decide
    report = Path(doc["report"]).read_text()
    c_run = tasks["c"]["run_id"]
    assert "## `c`: FATAL" in report and "default:not-executable" in report
    assert f"savepoint resolve {c_run} --skip" in report and "blocked because of it: d" in report
    assert "## `a`" not in report and "## `b`" not in report

    status = sp("plan", "status", "plan.toml", "--json")
    assert status.code == 0, status
    st = by_id(status.json())
    assert st["c"]["waits_on"] == [f"a person: savepoint resolve {c_run} --retry|--skip|--accept|--abort"]
    assert st["d"]["waits_on"] == ["c (BLOCKED)"]
    assert st["c"]["diagnosis"]["rule"] == "default:not-executable"
    assert st["c"]["attempts"] == 1

    # resume without a decision: nothing changes, nothing re-runs
    r = sp("plan", "run", "plan.toml", "--resume")
    assert r.code == 12, r
    assert (runs(ws, "a"), runs(ws, "b")) == (1, 1)

    assert sp("resolve", c_run, "--skip").code == 0
    r = sp("plan", "run", "plan.toml", "--resume", "--json")
    assert r.code == 0, r  # SKIPPED by a person counts as finished
    tasks = by_id(r.json())
    assert [tasks[t]["status"] for t in "abcd"] == ["DONE", "DONE", "SKIPPED", "DONE"]
    assert tasks["c"]["decided_by"] == "person"
    assert (ws / "d" / "out.txt").read_text() == "A\n"
    assert (runs(ws, "a"), runs(ws, "b"), runs(ws, "d")) == (1, 1, 1)  # done tasks were not re-run
    assert r.json()["report"] is None


def test_plan_checkpoints_record_the_dependency_state(ws: Path, sp: Callable[..., CLIResult]) -> None:
    write_plan(ws, DIAMOND)
    doc = sp("plan", "run", "plan.toml", "--json").json()
    d_run = by_id(doc)["b"]["run_id"]
    cp = by_id(doc)["b"]["checkpoint_id"]
    shown = sp("show", cp, "--json")
    assert shown.code == 0, shown
    text = shown.out
    assert d_run in text
    deps = shown.json().get("deps") or shown.json().get("checkpoint", {}).get("deps")
    assert deps["plan"] == doc["plan_id"] and deps["task"] == "b"
    assert deps["complete"] == ["a"]


def test_on_fatal_skip_lets_dependents_run_but_the_plan_still_fails(
        ws: Path, sp: Callable[..., CLIResult]) -> None:
    write_plan(ws, DIAMOND.replace('needs = ["a"]\n\n[[task]]\nid = "d"',
                                   'needs = ["a"]\non_fatal = "skip"\n\n[[task]]\nid = "d"'))
    r = sp("plan", "run", "plan.toml", "--json")
    assert r.code == 12, r  # skipped by policy, not by a person
    tasks = by_id(r.json())
    assert tasks["c"]["status"] == "SKIPPED" and tasks["c"]["decided_by"] == "policy"
    assert tasks["d"]["status"] == "DONE"
    assert not (ws / "c").exists()


def test_stop_policy_and_no_keep_going_start_nothing_new(ws: Path, sp: Callable[..., CLIResult]) -> None:
    plan = ("[defaults]\nretries = 0\n\n" + task("bad", logged("bad", "exit 127"))
            + task("other", logged("other")))
    write_plan(ws, plan)
    r = sp("plan", "run", "plan.toml", "--no-keep-going", "--json")
    assert r.code == 12, r
    tasks = by_id(r.json())
    assert tasks["bad"]["status"] == "BLOCKED" and tasks["other"]["status"] == "PENDING"
    assert r.json()["stopped"] is True
    assert not (ws / "other").exists()
    # the default keeps going with independent tasks
    r = sp("plan", "run", "plan.toml", "--json")
    assert r.code == 12
    assert by_id(r.json())["other"]["status"] == "DONE"
    # on_fatal = "stop" in the plan does what --no-keep-going does, for that task
    write_plan(ws, plan.replace('scope = ["/bad/"]', 'scope = ["/bad/"]\non_fatal = "stop"'))
    r = sp("plan", "run", "plan.toml", "--json")
    assert by_id(r.json())["other"]["status"] == "PENDING"


def test_resume_reruns_done_tasks_whose_inputs_or_params_changed(ws: Path, sp: Callable[..., CLIResult]) -> None:
    plan = ("[defaults]\nretries = 0\n\n"
            + task("a", logged("a", "echo {N} > a/n.txt"), extra='params = { N = "1" }')
            + task("b", logged("b", "cat a/n.txt > b/n.txt"), ["a"])
            + task("c", logged("c")))
    write_plan(ws, plan)
    assert sp("plan", "run", "plan.toml").code == 0
    st = by_id(sp("plan", "status", "plan.toml", "--json").json())
    assert all(st[t]["rerun"] is None for t in "abc")

    (ws / "a" / "n.txt").write_text("edited by hand\n")
    st = by_id(sp("plan", "status", "plan.toml", "--json").json())
    assert "inputs changed" in st["a"]["rerun"]
    assert st["b"]["rerun"] == "runs again: needs a, which runs again"
    assert st["c"]["rerun"] is None
    text = sp("plan", "status", "plan.toml")
    assert "on --resume: runs again: inputs changed" in text.out
    assert sp("plan", "run", "plan.toml", "--resume").code == 0
    assert (runs(ws, "a"), runs(ws, "b"), runs(ws, "c")) == (2, 2, 1)
    assert (ws / "b" / "n.txt").read_text() == "1\n"

    write_plan(ws, plan.replace('N = "1"', 'N = "2"'))
    st = by_id(sp("plan", "status", "plan.toml", "--json").json())
    assert st["a"]["rerun"] == "runs again: param N: 1 -> 2"
    assert sp("plan", "run", "plan.toml", "--resume").code == 0
    assert (ws / "b" / "n.txt").read_text() == "2\n"
    assert (runs(ws, "a"), runs(ws, "b"), runs(ws, "c")) == (3, 3, 1)
    # nothing changed: a resume runs nothing
    assert sp("plan", "run", "plan.toml", "--resume").code == 0
    assert (runs(ws, "a"), runs(ws, "b"), runs(ws, "c")) == (3, 3, 1)


def test_status_of_a_plan_never_run(ws: Path, sp: Callable[..., CLIResult]) -> None:
    write_plan(ws, DIAMOND)
    r = sp("plan", "status", "plan.toml", "--json")
    assert r.code == 0, r
    doc = r.json()
    assert doc["state"] == doc["status"] == "never run"
    tasks = by_id(doc)
    assert {t["status"] for t in tasks.values()} == {"PENDING"}
    assert tasks["d"]["waits_on"] == ["b (PENDING)", "c (PENDING)"]
    assert tasks["a"]["waits_on"] == []
    assert not store_of(ws).exists()  # status changes nothing


def _fail_unless_fixed(flag: Path) -> str:
    """A diamond whose branch c fails fatally while `flag` exists (a person 'fixes' it by removing it)."""
    c = logged("c", f"echo half-written > c/half.txt && if [ -e {flag} ]; then exit 127; fi")
    return ("[defaults]\nretries = 0\n\n" + task("a", logged("a", "echo A > a/out.txt"))
            + task("b", logged("b", "cat a/out.txt > b/out.txt"), ["a"]) + task("c", c, ["a"])
            + task("d", logged("d", "cat b/out.txt c/half.txt > d/out.txt"), ["b", "c"]))


def test_resolve_retry_runs_at_once_and_resume_takes_its_result(
        ws: Path, tmp_path: Path, sp: Callable[..., CLIResult]) -> None:
    flag = tmp_path / "broken"
    flag.write_text("")
    write_plan(ws, _fail_unless_fixed(flag))
    doc = sp("plan", "run", "plan.toml", "--json").json()
    c_run = by_id(doc)["c"]["run_id"]
    flag.unlink()
    retry = sp("resolve", c_run, "--retry")
    assert retry.code == 0, retry
    r = sp("plan", "run", "plan.toml", "--resume", "--json")
    assert r.code == 0, r
    tasks = by_id(r.json())
    assert tasks["c"]["status"] == "DONE" and tasks["c"]["run_id"] != c_run
    assert runs(ws, "c") == 1  # the retry's run, adopted: not run a third time
    assert (ws / "d" / "out.txt").read_text() == "A\nhalf-written\n"


def test_resolve_accept_keeps_what_the_failed_attempt_left(
        ws: Path, tmp_path: Path, sp: Callable[..., CLIResult]) -> None:
    flag = tmp_path / "broken"
    flag.write_text("")
    write_plan(ws, _fail_unless_fixed(flag))
    doc = sp("plan", "run", "plan.toml", "--json").json()
    assert not (ws / "c").exists()
    assert sp("resolve", by_id(doc)["c"]["run_id"], "--accept").code == 0
    assert (ws / "c" / "half.txt").exists()
    r = sp("plan", "run", "plan.toml", "--resume", "--json")
    assert r.code == 0, r
    tasks = by_id(r.json())
    assert tasks["c"]["status"] == "DONE" and tasks["c"]["decided_by"] == "person"
    assert (ws / "d" / "out.txt").read_text() == "A\nhalf-written\n"


def test_resolve_abort_leaves_the_branch_blocked_without_asking_again(
        ws: Path, tmp_path: Path, sp: Callable[..., CLIResult]) -> None:
    flag = tmp_path / "broken"
    flag.write_text("")
    write_plan(ws, _fail_unless_fixed(flag))
    doc = sp("plan", "run", "plan.toml", "--json").json()
    assert sp("resolve", by_id(doc)["c"]["run_id"], "--abort").code == 0
    before = by_id(sp("plan", "status", "plan.toml", "--json").json())  # decided, not yet resumed
    assert before["c"]["waits_on"] == ["a resume: savepoint plan run plan.toml --resume (decided: --abort)"]
    r = sp("plan", "run", "plan.toml", "--resume", "--json")
    assert r.code == 12, r
    tasks = by_id(r.json())
    assert tasks["c"]["status"] == "BLOCKED" and tasks["c"]["decided_by"] == "person"
    assert tasks["d"]["status"] == "BLOCKED" and runs(ws, "c") == 0
    assert r.json()["report"] is None  # nothing waits for a person any more
    st = by_id(sp("plan", "status", "plan.toml", "--json").json())
    assert st["c"]["waits_on"] == [] and st["c"]["reason"].startswith("aborted by a person")


def test_python_api_runs_and_reports_a_plan(ws: Path) -> None:
    from savepoint.plan.api import plan_status, run_plan

    write_plan(ws, DIAMOND)
    result = run_plan(ws / "plan.toml", ws, progress=False, echo=False)
    assert result.exit_code == 12
    assert result.states["c"].status == "BLOCKED" and result.states["d"].blocked_by == "c"
    status = plan_status(ws / "plan.toml", ws)
    assert by_id(status)["b"]["status"] == "DONE" and status["state"] == "blocked"
