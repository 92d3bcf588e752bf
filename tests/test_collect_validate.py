"""validate(): verdicts, weighted partial value, gaps, metrics files and artifacts, on real files."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from savepoint.collect import parse_check, validate
from savepoint.model import Anomaly, Changes, Execution, ResultSet, Status


def write(ws: Path, rel: str, content: str) -> None:
    path = ws / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)


def ok_execution(**fields: object) -> Execution:
    base: dict[str, object] = {"exit_code": 0, "signal": None, "duration": 1.0, "started": time.time()}
    base.update(fields)
    return Execution(**base)  # type: ignore[arg-type]


def run_checks(ws: Path, specs: list[str], **kw: object) -> ResultSet:
    kw.setdefault("execution", ok_execution())
    return validate([parse_check(s) for s in specs], workspace=ws, **kw)  # type: ignore[arg-type]


# -- verdicts and partial value -----------------------------------------------------------------


def test_all_pass_is_complete_and_consistent(ws: Path) -> None:
    write(ws, "out.txt", "x")
    write(ws, "m.json", '{"acc": 0.95}')
    result = run_checks(ws, ["exists:out.txt", "json:m.json:acc >= 0.9", "consistency:json:m.json"])
    assert (result.complete, result.consistent, result.partial_value) == (True, True, 1.0)
    assert result.gaps == [] and result.failure_reason is None and result.criterion_declared
    assert [c.verdict for c in result.checks] == ["pass", "pass", "pass"]


@pytest.mark.parametrize(
    ("specs", "expected"),
    [
        (["exists:yes", "exists:no"], 0.5),
        (["3*exists:yes", "exists:no"], 0.75),
        (["exists:yes", "4*exists:no"], 0.2),
        (["0.5*exists:yes", "0.5*exists:no", "exists:no"], 0.25),
        (["2*exists:yes", "consistency:exists:yes", "exists:no"], 0.75),  # all kinds count
        (["exists:no", "cmd:exit 1"], 0.0),
        (["2*exists:yes", "cmd:sleep 5"], 2 / 3),  # an error counts as not passing
    ],
)
def test_partial_value_is_the_weighted_fraction_of_passing_checks(ws: Path, specs: list[str],
                                                                  expected: float) -> None:
    write(ws, "yes", "x")
    result = run_checks(ws, specs, timeout=0.3)
    assert result.partial_value == pytest.approx(expected)
    assert 0.0 <= result.partial_value <= 1.0
    assert len(result.gaps) == sum(c.verdict != "pass" for c in result.checks)


def test_required_and_consistency_kinds(ws: Path) -> None:
    write(ws, "m.json", '{"acc": 0.95, "loss": NaN}')
    result = run_checks(ws, ["json:m.json:acc >= 0.9", "consistency:json:m.json"])
    assert result.complete and not result.consistent
    assert result.gaps == ["consistency:json:m.json: m.json: loss is NaN or infinite"]
    result = run_checks(ws, ["json:m.json:acc >= 0.99", "consistency:json:m.json:acc <= 1"])
    assert not result.complete and result.consistent
    assert result.failure_reason == ("1 of 2 checks did not pass: json:m.json:acc >= 0.99: "
                                     "acc = 0.95, expected >= 0.99")


def test_gaps_name_each_failing_check_and_errors(ws: Path) -> None:
    result = run_checks(ws, ["exists:a", "2*nonempty:b/*", "cmd:sleep 5"], timeout=0.3)
    assert result.gaps == ["exists:a: no file matches", "2*nonempty:b/*: no file matches",
                           "cmd:sleep 5: error: timed out after 0.3s (killed)"]
    assert result.failure_reason == "no check passed: exists:a: no file matches (+2 more)"
    assert result.partial_value == 0.0


@pytest.mark.parametrize("kind, action", [("nan", "abort"), ("spike", "abort"), ("divergence", "abort"),
                                          ("disk", "pause"), ("outside_scope", "abort")])
def test_suspect_anomalies_make_the_result_inconsistent(ws: Path, kind: str, action: str) -> None:
    write(ws, "out.txt", "x")
    anomaly = Anomaly(kind=kind, time=time.time(), detail=f"{kind} seen", action=action)  # type: ignore[arg-type]
    result = run_checks(ws, ["exists:out.txt"], anomalies=[anomaly])
    assert result.complete and not result.consistent and result.partial_value == 1.0
    assert result.gaps == [f"outputs suspect: {kind} anomaly: {kind} seen"]
    assert result.failure_reason == f"outputs suspect after a {kind} anomaly: {kind} seen"
    # the same anomaly, as the monitor reports it on the execution, is listed once
    result = run_checks(ws, ["exists:out.txt"], anomalies=[anomaly],
                        execution=ok_execution(anomalies=[anomaly]))
    assert len(result.gaps) == 1


@pytest.mark.parametrize("kind", ["nan", "spike", "divergence", "disk", "outside_scope"])
def test_an_anomaly_that_only_warned_leaves_outputs_trusted(ws: Path, kind: str) -> None:
    # issue 21: a grad_norm NaN (warn by default) made a finished HF Trainer run ROLLED_BACK
    write(ws, "out.txt", "x")
    anomaly = Anomaly(kind=kind, time=time.time(), detail=f"{kind} seen", action="warn")  # type: ignore[arg-type]
    result = run_checks(ws, ["exists:out.txt"], anomalies=[anomaly], execution=ok_execution(anomalies=[anomaly]))
    assert result.complete and result.consistent and result.gaps == [] and result.failure_reason is None


def test_a_spike_that_only_warned_leaves_outputs_trusted(ws: Path) -> None:
    write(ws, "out.txt", "x")
    spike = Anomaly(kind="spike", time=time.time(), detail="loss 2x its mean", action="warn")
    result = run_checks(ws, ["exists:out.txt"], anomalies=[spike])
    assert result.complete and result.consistent and result.gaps == []


@pytest.mark.parametrize("kind", ["plateau", "stall", "memory", "timeout"])
def test_other_anomalies_do_not_make_outputs_suspect(ws: Path, kind: str) -> None:
    write(ws, "out.txt", "x")
    anomaly = Anomaly(kind=kind, time=time.time(), detail="seen")
    result = run_checks(ws, ["exists:out.txt"], anomalies=[anomaly])
    assert result.complete and result.consistent


# -- no criterion declared ----------------------------------------------------------------------


def test_no_checks_and_a_clean_exit_is_complete(ws: Path) -> None:
    result = validate([], workspace=ws, execution=ok_execution(), changes=Changes(), current=None,
                      anomalies=[])
    assert (result.complete, result.consistent, result.partial_value) == (True, True, 1.0)
    assert result.criterion_declared is False and result.failure_reason is None


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"exit_code": 3}, "task exited with status 3"),
        ({"exit_code": None, "signal": 9}, "task killed by signal 9"),
        ({"exit_code": 0, "aborted_by": "nan"}, "task aborted on a nan anomaly"),
        ({"exit_code": None, "signal": 9, "timed_out": True}, "task timed out"),
        ({"exit_code": None, "signal": 15, "cancelled": True}, "task cancelled"),
    ],
)
def test_no_checks_and_a_failed_task_is_incomplete(ws: Path, fields: dict[str, object], reason: str) -> None:
    result = validate([], workspace=ws, execution=ok_execution(**fields), changes=Changes(), current=None,
                      anomalies=[])
    assert (result.complete, result.partial_value, result.criterion_declared) == (False, 0.0, False)
    assert result.failure_reason == reason and result.gaps[0] == reason


def test_no_checks_with_a_suspect_anomaly_is_inconsistent(ws: Path) -> None:
    nan = Anomaly(kind="nan", time=time.time(), detail="loss=nan", action="abort")
    result = validate([], workspace=ws, execution=ok_execution(), anomalies=[nan])
    assert result.complete and not result.consistent and result.partial_value == 0.0


# -- the threshold: partial_value > threshold keeps (through decide.decide) -------------------


@pytest.mark.parametrize(
    ("specs", "threshold", "status"),
    [
        (["exists:yes", "exists:no"], 0.5, Status.ROLLED_BACK),  # 0.5 is not > 0.5
        (["exists:yes", "exists:no"], 0.49, Status.PARTIAL),
        (["2*exists:yes", "exists:no"], 0.5, Status.PARTIAL),  # 0.667
        (["exists:yes", "2*exists:no"], 0.5, Status.ROLLED_BACK),  # 0.333
        (["exists:yes", "consistency:exists:no"], 0.1, Status.ROLLED_BACK),  # inconsistent: never kept
        (["exists:yes", "consistency:exists:yes"], 0.99, Status.DONE),
    ],
)
def test_threshold_boundary(ws: Path, specs: list[str], threshold: float, status: Status) -> None:
    from savepoint import decide

    write(ws, "yes", "x")
    execution = ok_execution()
    result = run_checks(ws, specs, execution=execution)
    decision = decide.decide(execution=execution, result=result, diagnosis=None, threshold=threshold,
                              attempt=1, retries=2, adjustments_configured=False, changed_in_scope=True)
    assert decision.status == status


# -- metrics ------------------------------------------------------------------------------------


def test_metrics_from_monitoring_and_files(ws: Path) -> None:
    write(ws, "out/metrics.json", '{"eval": {"acc": 0.9, "f1": 0.8}, "name": "run", "hist": [1, 2], '
                                  '"bad": NaN}')
    write(ws, "out/metrics_train.csv", "step,loss,note\n1,2.0,a\n2,1.5,b\n")
    write(ws, "results.json", '{"final": 7}')
    write(ws, "metrics.tsv", "a\tb\n1\t2\n")
    write(ws, "metrics.jsonl", '{"step": 1, "loss": 3}\n{"step": 2, "val": 4}\n{"step": 3, "lo')
    write(ws, "logs/summary.txt", "throughput=123.5\nepoch: 3\nnot a metric\nmode=fast\n")
    write(ws, "other.json", '{"ignored": 1}')  # not named like a metrics file
    write(ws, "unchanged/metrics.json", '{"stale": 1}')  # not added or modified by the attempt
    changes = Changes(added=["out/metrics.json", "out/metrics_train.csv", "results.json", "metrics.tsv",
                             "metrics.jsonl", "logs/summary.txt", "other.json"])
    execution = ok_execution(metrics={"loss": 0.7, "lr": 0.01, "grad": float("inf")})
    result = validate([], workspace=ws, execution=execution, changes=changes,
                      metrics_files=["logs/*.txt"])
    assert result.metrics == {
        "loss": 1.5,  # the CSV's last row overrides the streamed value (files come later)
        "lr": 0.01, "grad": "inf",
        "eval.acc": 0.9, "eval.f1": 0.8, "bad": "nan",
        "step": 2.0,
        "final": 7,
        "a": 1.0, "b": 2.0,
        "val": 4,
        "throughput": 123.5, "epoch": 3.0,
    }
    json.dumps(result.to_json(), allow_nan=False)  # the outcome stays strict JSON


def test_broken_metrics_files_are_skipped_and_left_to_checks(ws: Path) -> None:
    write(ws, "metrics.json", '{"acc": 0.9')
    result = validate([parse_check("consistency:json:metrics.json")], workspace=ws, execution=ok_execution(),
                      changes=Changes(added=["metrics.json"]))
    assert result.metrics == {} and not result.consistent


def test_metric_checks_see_file_metrics(ws: Path) -> None:
    write(ws, "metrics.json", '{"eval": {"acc": 0.91}}')
    result = run_checks(ws, ["metric:eval.acc >= 0.9", "metric:loss < 1"],
                        execution=ok_execution(metrics={"loss": 0.5}), changes=Changes(added=["metrics.json"]))
    assert result.complete, result.gaps


def test_csv_metrics_read_only_the_last_complete_row_of_a_big_file(ws: Path) -> None:
    rows = "".join(f"{i},{1.0 / (i + 1)}\n" for i in range(50_000))
    write(ws, "metrics.csv", "step,loss\n" + rows + "50000")  # the last row is being written
    result = validate([], workspace=ws, execution=ok_execution(), changes=Changes(modified=["metrics.csv"]))
    assert result.metrics == {"step": 49_999.0, "loss": 1.0 / 50_000}


# -- artifacts ----------------------------------------------------------------------------------


def test_artifacts_without_a_manifest_come_from_lstat(ws: Path) -> None:
    write(ws, "out/model.bin", "12345")
    write(ws, "log.txt", "hi")
    (ws / "newdir").mkdir()
    (ws / "link").symlink_to("log.txt")
    changes = Changes(added=["link", "newdir/", "out/model.bin"], modified=["log.txt"], deleted=["gone.txt"])
    result = validate([], workspace=ws, execution=ok_execution(), changes=changes)
    shown = [(a.path, a.size, a.kind) for a in result.artifacts]
    assert shown == [("link", 7, "symlink"), ("log.txt", 2, "file"), ("newdir", 0, "dir"),
                     ("out/model.bin", 5, "file")]
    assert all(a.content_id is None for a in result.artifacts)


def test_result_set_carries_exit_status_and_log_tail(ws: Path) -> None:
    execution = ok_execution(exit_code=3, stdout_path="/s/out.log", stderr_path="/s/err.log",
                             tail=[f"line {i}" for i in range(100)])
    result = validate([], workspace=ws, execution=execution)
    assert result.exit == 3
    assert result.logs == {"stdout": "/s/out.log", "stderr": "/s/err.log",
                           "tail": [f"line {i}" for i in range(80, 100)]}
    assert result.to_json()["exit"] == 3 and result.to_json()["logs"]["tail"][-1] == "line 99"


# -- properties of judge() ----------------------------------------------------------------------


def test_judge_properties() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from savepoint.collect import judge
    from savepoint.model import CheckResult

    check_results = st.lists(
        st.builds(CheckResult, spec=st.just("c"), kind=st.sampled_from(["required", "consistency"]),
                  weight=st.floats(min_value=0.001, max_value=1000), verdict=st.sampled_from(["pass", "fail", "error"]),
                  reason=st.just("r")),
        min_size=1, max_size=12)

    @settings(max_examples=100, deadline=None)
    @given(check_results)
    def prop(results: list[CheckResult]) -> None:
        result = judge(results, ok_execution(), [])
        passed = sum(r.weight for r in results if r.verdict == "pass")
        assert 0.0 <= result.partial_value <= 1.0
        assert result.partial_value == pytest.approx(passed / sum(r.weight for r in results))
        required = [r for r in results if r.kind == "required"]
        assert result.complete == (all(r.verdict == "pass" for r in required) if required else True)
        assert result.consistent == all(r.verdict == "pass" for r in results if r.kind == "consistency")
        assert len(result.gaps) == sum(r.verdict != "pass" for r in results)
        assert (result.failure_reason is None) == (result.complete and result.consistent)
        if all(r.verdict != "pass" for r in results):
            assert result.partial_value == 0.0

    prop()


# -- human rendering ----------------------------------------------------------------------------


def test_result_lines_show_verdicts_checks_metrics_and_artifacts(ws: Path) -> None:
    from savepoint.collect.render import result_lines

    write(ws, "out.txt", "x" * 2048)
    write(ws, "metrics.json", '{"acc": 0.912345678}')
    nan = Anomaly(kind="nan", time=time.time(), detail="loss=nan", action="abort")
    result = run_checks(ws, ["exists:out.txt", "exists:missing.txt"], anomalies=[nan],
                        changes=Changes(added=["metrics.json", "out.txt"]))
    lines = result_lines(result.to_json())
    assert lines[0].startswith("  result: complete: no, consistent: no, partial value: 0.50; ")
    assert "  checks:" in lines
    assert any(ln.split() == ["pass", "exists:out.txt", "found"] for ln in lines)
    assert any(ln.split()[:2] == ["fail", "exists:missing.txt"] and ln.endswith("no file matches") for ln in lines)
    assert "  gap: outputs suspect: nan anomaly: loss=nan" in lines
    assert "  metrics: acc=0.912346" in lines
    assert "  artifacts: 2, 2.0 KiB (metrics.json, out.txt)" in lines


def test_result_lines_without_a_criterion(ws: Path) -> None:
    from savepoint.collect.render import result_lines

    result = validate([], workspace=ws, execution=ok_execution(exit_code=4))
    assert result_lines(result.to_json(), indent="") == [
        "result: complete: no, consistent: yes, partial value: 0.00, no criterion declared; "
        "task exited with status 4",
        "gap: task exited with status 4",
    ]
