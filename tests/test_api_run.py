"""The Python API: savepoint.run, @savepoint.task, savepoint.transaction, ctx.state."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import savepoint
from savepoint.errors import UsageError
from storetools import store_of


def test_run_transient_then_done_with_state(ws: Path) -> None:
    (ws / "log.txt").write_text("")

    def job(ctx: Any) -> str:
        ctx.state["tries"] = ctx.state.get("tries", 0) + 1
        with open(ws / "log.txt", "a") as f:
            f.write(f"attempt {ctx.attempt}\n")
        if ctx.state["tries"] < 3:  # state, not the attempt number: it carries over to the next run
            raise ConnectionResetError("Connection reset by peer")
        return "trained"

    out = savepoint.run("job", job, workspace=ws, backoff=0.001)
    assert out.status == savepoint.Status.DONE, out
    assert out.value == "trained"
    assert [a.diagnosis.severity for a in out.attempts[:2] if a.diagnosis] == ["TRANSIENT", "TRANSIENT"]
    assert (ws / "log.txt").read_text().count("attempt") == 3  # no rollback between transient retries
    state = json.loads(next((store_of(ws) / "state").glob("job*/state.json")).read_text())
    assert state == {"tries": 3}  # ctx.state survived both retries
    again = savepoint.run("job", job, workspace=ws, backoff=0.001)
    assert again.status == savepoint.Status.DONE and len(again.attempts) == 1  # it resumes from state
    assert json.loads(next((store_of(ws) / "state").glob("job*/state.json")).read_text()) == {"tries": 4}


def test_run_corrupting_rolls_back(ws: Path) -> None:
    (ws / "data.txt").write_text("good")

    def bad() -> None:
        (ws / "data.txt").write_text("half written")
        raise RuntimeError("boom")

    out = savepoint.run(None, bad, workspace=ws, retries=0)
    assert out.status == savepoint.Status.ROLLED_BACK
    assert out.exit_code == 11
    assert (ws / "data.txt").read_text() == "good"
    # retried, the same failure after the rollback ends the run: FATAL `repeated`, rolled back too
    (ws / "data.txt").write_text("good")
    again = savepoint.run(None, bad, workspace=ws, retries=3)
    assert again.status == savepoint.Status.FATAL and len(again.attempts) == 2
    assert again.attempts[1].diagnosis is not None and again.attempts[1].diagnosis.rule == "default:repeated"
    assert (ws / "data.txt").read_text() == "good"
    assert out.attempts[0].post_failure_checkpoint


def test_run_with_checks_partial_and_params_adjust(ws: Path) -> None:
    def job(ctx: Any) -> None:
        batch = int(ctx.params["BATCH"])
        if batch > 16:
            raise MemoryError()
        (ws / "a.txt").write_text(str(batch))

    out = savepoint.run("fit", job, workspace=ws, params={"BATCH": 64}, adjust={"BATCH": "BATCH // 2"},
                        retries=3, checks=["exists:a.txt", "exists:b.txt", "2*nonempty:a.txt"])
    assert out.status == savepoint.Status.PARTIAL, out
    assert [a.params["BATCH"] for a in out.attempts] == ["64", "32", "16"]
    assert (ws / "a.txt").read_text() == "16"


def test_nan_in_watched_metric_aborts(ws: Path) -> None:
    (ws / "w.txt").write_text("v1")

    def train(ctx: Any) -> None:
        (ws / "w.txt").write_text("broken")
        ctx.metric("loss", 0.5)
        ctx.metric("loss", float("nan"))
        raise AssertionError("not reached: the NaN aborts the attempt")

    out = savepoint.run("train", train, workspace=ws, watch=["loss"], retries=0)
    assert out.status == savepoint.Status.ROLLED_BACK, out
    assert out.attempts[0].diagnosis is not None and out.attempts[0].diagnosis.severity == "CORRUPTING"
    assert (ws / "w.txt").read_text() == "v1"


def test_decorator(ws: Path) -> None:
    @savepoint.task(workspace=ws, scope=["out/"], checks=["exists:out/r.txt"])
    def produce(ctx: Any, text: str) -> int:
        (ws / "out").mkdir(exist_ok=True)
        (ws / "out" / "r.txt").write_text(text)
        return len(text)

    out = produce("hello")
    assert out.status == savepoint.Status.DONE and out.value == 5
    assert out.changes.added == ["out/r.txt"] or "out/r.txt" in out.changes.added


def test_transaction_rolls_back_on_exception(ws: Path) -> None:
    (ws / "cfg.txt").write_text("v1")
    with pytest.raises(ValueError), savepoint.transaction(workspace=ws) as tx:
        tx.state["seen"] = True
        (ws / "cfg.txt").write_text("v2 broken")
        raise ValueError("bad edit")
    assert (ws / "cfg.txt").read_text() == "v1"
    assert tx.outcome is not None and tx.outcome.status == savepoint.Status.ROLLED_BACK


def test_transaction_keeps_a_good_block(ws: Path) -> None:
    with savepoint.transaction(workspace=ws, checks=["exists:new.txt"]) as tx:
        (ws / "new.txt").write_text("ok")
    assert tx.outcome is not None and tx.outcome.status == savepoint.Status.DONE
    assert (ws / "new.txt").read_text() == "ok"


def test_bad_options_are_usage_errors(ws: Path) -> None:
    with pytest.raises(UsageError, match="retires"):
        savepoint.run("x", lambda: None, workspace=ws, retires=2)
    with pytest.raises(UsageError):
        savepoint.run("x", lambda: None, workspace=ws, checks=["nope:x"])
    with pytest.raises(UsageError, match="isolate"):
        savepoint.run("x", lambda: None, workspace=ws, isolate=True)
    assert not store_of(ws).exists()


def test_callable_check(ws: Path) -> None:
    from savepoint.model import CheckSpec, TaskSpec

    def model_loads(workspace: Path) -> bool:
        return (workspace / "model.txt").read_text() == "ok"

    spec = TaskSpec(command=[], id="cc",
                    checks=[CheckSpec(text="model loads", type="callable", args={"fn": model_loads})])
    out = savepoint.run(spec, lambda: (ws / "model.txt").write_text("ok"), workspace=ws)
    assert out.status == savepoint.Status.DONE, out
    bad = savepoint.run(spec, lambda: (ws / "model.txt").write_text("broken"), workspace=ws)
    assert bad.status == savepoint.Status.ROLLED_BACK, bad
    assert (ws / "model.txt").read_text() == "ok"
