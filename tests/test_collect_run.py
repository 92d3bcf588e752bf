"""Result collection end to end: `savepoint run --check ...` in a real process, on real files."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

Sp = Callable[..., Any]  # the `sp` fixture of conftest.py: runs `python -m savepoint ARGS` in `ws`

WRITE_TWO = "echo a > a.txt; echo b > b.txt"


@pytest.mark.parametrize(
    ("threshold", "status", "code"),
    [("0.6", "PARTIAL", 10), ("0.7", "ROLLED_BACK", 11)],
)
def test_partial_versus_rolled_back_around_the_threshold(ws: Path, sp: Sp, threshold: str, status: str,
                                                         code: int) -> None:
    (ws / "keep.txt").write_text("before")
    r = sp("run", "--json", "--threshold", threshold, "--check", "exists:a.txt", "--check", "exists:b.txt",
           "--check", "exists:c.txt", "--", "sh", "-c", WRITE_TWO)
    assert r.code == code, r
    outcome = r.json()
    assert outcome["status"] == status
    result = outcome["result"]
    assert result["partial_value"] == pytest.approx(2 / 3)
    assert result["gaps"] == ["exists:c.txt: no file matches"]
    assert [c["verdict"] for c in result["checks"]] == ["pass", "pass", "fail"]
    kept = status == "PARTIAL"
    assert (ws / "a.txt").exists() == kept and (ws / "b.txt").exists() == kept
    assert (ws / "keep.txt").read_text() == "before"


def test_weights_decide_at_the_boundary(ws: Path, sp: Sp) -> None:
    # 1 of 2 equal weights passes: 0.5 is not > 0.5, so it rolls back
    r = sp("run", "--json", "--threshold", "0.5", "--check", "exists:a.txt", "--check", "exists:c.txt",
           "--", "sh", "-c", WRITE_TWO)
    assert (r.code, r.json()["result"]["partial_value"]) == (11, 0.5), r
    assert not (ws / "a.txt").exists()
    # the passing check weighs 3: 0.75 > 0.5 keeps the outputs
    r = sp("run", "--json", "--threshold", "0.5", "--check", "3*exists:a.txt", "--check", "exists:c.txt",
           "--", "sh", "-c", WRITE_TWO)
    assert (r.code, r.json()["result"]["partial_value"]) == (10, 0.75), r
    assert (ws / "a.txt").exists()


def test_a_malformed_check_is_one_line_and_exit_2_before_anything_runs(ws: Path, sp: Sp) -> None:
    r = sp("run", "--check", "exists:a.txt", "--check", "json:m.json:acc => 0.9", "--", "sh", "-c",
           "echo ran > ran.txt")
    assert r.code == 2, r
    lines = [ln for ln in r.err.splitlines() if ln.strip()]
    assert len(lines) == 1 and "json:m.json:acc => 0.9" in lines[0] and "bad operator '=>'" in lines[0]
    assert not (ws / "ran.txt").exists()


def test_nan_in_a_metrics_file_rolls_back_with_the_reason(ws: Path, sp: Sp) -> None:
    r = sp("run", "--json", "--check", "json:out/metrics.json:eval.loss < 1", "--", "sh", "-c",
           'mkdir -p out && echo \'{"eval": {"loss": NaN, "acc": 0.5}}\' > out/metrics.json')
    assert r.code == 11, r
    outcome = r.json()
    assert outcome["status"] == "ROLLED_BACK"
    assert outcome["result"]["gaps"] == ["json:out/metrics.json:eval.loss < 1: eval.loss is NaN"]
    assert "eval.loss is NaN" in outcome["reason"]
    assert outcome["result"]["metrics"] == {"eval.loss": "nan", "eval.acc": 0.5}
    assert not (ws / "out").exists()


def test_consistency_checks_veto_a_result_whose_required_checks_pass(ws: Path, sp: Sp) -> None:
    r = sp("run", "--json", "--threshold", "0.1", "--check", "3*exists:log.csv",
           "--check", "consistency:csv:log.csv", "--", "sh", "-c", "printf 'step,loss\\n1,0.5\\n2,0.' > log.csv")
    assert r.code == 11, r
    result = r.json()["result"]
    assert (result["complete"], result["consistent"], result["partial_value"]) == (True, False, 0.75)
    assert result["gaps"] == ["consistency:csv:log.csv: log.csv is truncated (its last line has no newline)"]


def test_done_result_lists_metrics_and_artifacts_with_content_ids(ws: Path, sp: Sp) -> None:
    r = sp("run", "--json", "--check", "json:metrics.json:acc >= 0.9", "--check", "nonempty:out/*",
           "--check", "cmd:test -s out/model.bin", "--", "sh", "-c",
           "mkdir -p out && head -c 1000 /dev/zero > out/model.bin && echo '{\"acc\": 0.95}' > metrics.json")
    assert r.code == 0, r
    result = r.json()["result"]
    assert (result["complete"], result["consistent"], result["partial_value"]) == (True, True, 1.0)
    assert result["failure_reason"] is None and result["criterion_declared"] is True
    assert result["metrics"]["acc"] == 0.95
    artifacts = {a["path"]: a for a in result["artifacts"]}
    assert set(artifacts) == {"metrics.json", "out/model.bin"}
    assert artifacts["out/model.bin"]["size"] == 1000 and artifacts["out/model.bin"]["kind"] == "file"
    assert all(isinstance(a["content_id"], str) and len(a["content_id"]) == 64 for a in artifacts.values())


def test_no_criterion_is_said_in_the_outcome(ws: Path, sp: Sp) -> None:
    r = sp("run", "--json", "--", "sh", "-c", "echo x > x.txt")
    assert r.code == 0, r
    result = r.json()["result"]
    assert result["criterion_declared"] is False and result["complete"] and result["partial_value"] == 1.0


def test_checks_from_a_config_task_table_weigh_in(ws: Path, sp: Sp) -> None:
    (ws / "savepoint.toml").write_text(
        '[tasks.train]\n'
        'run = "echo \'{\\"acc\\": 0.5}\' > m.json"\n'
        'checks = ["exists:m.json", {type = "json", file = "m.json", key = "acc", op = ">=", value = 0.9, '
        'weight = 3}]\n'
        'threshold = 0.2\n')
    r = sp("run", "--json", "train")
    assert r.code == 10, r
    result = r.json()["result"]
    assert result["partial_value"] == 0.25
    assert result["gaps"] == ["json:m.json:acc >= 0.9: acc = 0.5, expected >= 0.9"]


def test_a_malformed_config_table_is_exit_2_naming_the_key(ws: Path, sp: Sp) -> None:
    (ws / "savepoint.toml").write_text(
        '[tasks.train]\nrun = "echo ran > ran.txt"\n'
        'checks = [{type = "exists", glob = "x", wieght = 3}]\n')
    r = sp("run", "train")
    assert r.code == 2, r
    assert "unknown key 'wieght'" in r.err and len(r.err.strip().splitlines()) == 1
    assert not (ws / "ran.txt").exists()


def test_cmd_checks_see_the_task_environment(ws: Path, sp: Sp) -> None:
    """A `cmd:` check runs "with the task's environment": its params and SAVEPOINT_* variables."""
    r = sp("run", "--json", "--retries", "0", "--param", "N=7", "--param", "B=64", "--adjust", "B=B//2",
           "--check", 'cmd:test "$N" = 7 && test "$SAVEPOINT_ATTEMPT" = 1 && test -n "$SAVEPOINT_RUN_ID"',
           "--check", 'cmd:test "$(cat out.txt)" = "$B"',
           "--", "sh", "-c", "echo {B} > out.txt")
    assert r.code == 0, r
    assert [c["verdict"] for c in r.json()["result"]["checks"]] == ["pass", "pass"]
