"""Each check kind against real files in a real directory, the malformed outputs included."""

from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path

import pytest

from savepoint.collect import parse_check
from savepoint.collect.checks import CheckContext, evaluate
from savepoint.model import CheckResult, CheckSpec


def check(ws: Path, text: str, **ctx: object) -> CheckResult:
    return evaluate(parse_check(text), CheckContext(workspace=ws, **ctx))  # type: ignore[arg-type]


def write(ws: Path, rel: str, content: str | bytes) -> Path:
    path = ws / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        path.write_text(content)
    else:
        path.write_bytes(content)
    return path


# -- exists / nonempty --------------------------------------------------------------------------


def test_exists_and_nonempty(ws: Path) -> None:
    write(ws, "out/a.csv", "x\n1\n")
    write(ws, "out/b.csv", "")
    write(ws, "deep/er/model.pt", b"\0")
    found = check(ws, "exists:out/*.csv")
    assert (found.verdict, found.reason) == ("pass", "found")
    assert check(ws, "exists:**/model.pt").verdict == "pass"
    assert check(ws, "exists:out/").verdict == "pass"
    missing = check(ws, "exists:out/*.parquet")
    assert (missing.verdict, missing.reason) == ("fail", "no file matches")
    empty = check(ws, "nonempty:out/*.csv")
    assert empty.verdict == "fail" and "out/b.csv is empty" in empty.reason
    assert check(ws, "nonempty:out/a.csv").verdict == "pass"
    assert check(ws, "nonempty:nothing/*").verdict == "fail"


def test_exists_min_and_empty_directories(ws: Path) -> None:
    from savepoint.collect import check_from_table

    for i in range(2):
        write(ws, f"out/{i}.csv", "x\n")
    (ws / "empty").mkdir()
    ctx = CheckContext(workspace=ws)
    three = evaluate(check_from_table({"type": "exists", "glob": "out/*.csv", "min": 3}), ctx)
    assert three.verdict == "fail" and "2 files match, expected at least 3" in three.reason
    two = evaluate(check_from_table({"type": "exists", "glob": "out/*.csv", "min": 2}), ctx)
    assert (two.verdict, two.reason) == ("pass", "found at least 2")
    assert check(ws, "exists:empty").verdict == "pass"
    assert check(ws, "nonempty:empty").verdict == "fail"


def test_a_dangling_symlink_is_not_an_output(ws: Path) -> None:
    (ws / "dangling.csv").symlink_to("nowhere.csv")
    for spec in ("exists:dangling.csv", "exists:*.csv", "nonempty:dangling.csv", "nonempty:*.csv"):
        result = check(ws, spec)
        assert (result.verdict, result.reason) == ("fail", "no file matches"), spec


def test_globs_never_match_the_store(ws: Path) -> None:
    write(ws, ".savepoint/objects/x.json", "{}")
    assert check(ws, "exists:**/*.json").verdict == "fail"


# -- json ---------------------------------------------------------------------------------------


def test_json_comparisons(ws: Path) -> None:
    write(ws, "metrics.json", '{"eval": {"acc": 0.93, "n": 10}, "hist": [{"loss": 2}, {"loss": 1}], '
                              '"a.b": 3, "name": "run", "ok": true}')
    assert check(ws, "json:metrics.json:eval.acc >= 0.9").verdict == "pass"
    assert check(ws, "json:metrics.json:eval.acc>0.93").verdict == "fail"
    assert check(ws, "json:metrics.json:eval.n == 10").verdict == "pass"
    assert check(ws, "json:metrics.json:eval.n != 10").verdict == "fail"
    assert check(ws, "json:metrics.json:hist.-1.loss < 1.5").verdict == "pass"
    assert check(ws, "json:metrics.json:a.b <= 3").verdict == "pass"
    low = check(ws, "json:metrics.json:eval.acc >= 0.95")
    assert low.reason == "eval.acc = 0.93, expected >= 0.95"
    assert check(ws, "json:metrics.json:eval.acc").verdict == "pass"
    assert check(ws, "json:metrics.json").verdict == "pass"


@pytest.mark.parametrize(
    ("content", "spec", "reason"),
    [
        ('{"acc": 0.9', "json:m.json:acc > 0", "not valid JSON (truncated?)"),
        ("", "json:m.json", "not valid JSON (truncated?)"),
        ("{acc: 1}", "json:m.json:acc > 0", "not valid JSON"),
        ('{"acc": NaN}', "json:m.json:acc > 0", "acc is NaN"),
        ('{"acc": NaN}', "json:m.json:acc < 1", "acc is NaN"),
        ('{"loss": [1, Infinity]}', "json:m.json", "loss.1 is NaN or infinite"),
        ('{"x": {"y": -Infinity}}', "json:m.json:x", "x.y is NaN or infinite"),
        ('{"acc": 0.9}', "json:m.json:eval.acc > 0", "key eval.acc not found"),
        ('{"acc": "0.9"}', "json:m.json:acc > 0", 'acc is "0.9", not a number'),
        ('{"acc": true}', "json:m.json:acc > 0", "acc is true, not a number"),
        ('{"acc": null}', "json:m.json:acc > 0", "acc is null, not a number"),
        ('[1, 2]', "json:m.json:5 > 0", "key 5 not found"),
    ],
)
def test_json_bad_outputs_fail_with_a_reason(ws: Path, content: str, spec: str, reason: str) -> None:
    write(ws, "m.json", content)
    result = check(ws, spec)
    assert result.verdict == "fail"
    assert reason in result.reason


def test_json_missing_file_and_directory(ws: Path) -> None:
    missing = check(ws, "json:m.json:acc > 0")
    assert (missing.verdict, missing.reason) == ("fail", "m.json not found")
    (ws / "d.json").mkdir()
    assert check(ws, "json:d.json").verdict == "fail"


def test_a_symlink_out_of_the_workspace_is_not_read(ws: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.json"
    secret.write_text('{"acc": 1}')
    os.symlink(secret, ws / "m.json")
    result = check(ws, "json:m.json:acc > 0")
    assert result.verdict == "fail" and "points outside the workspace" in result.reason


def test_a_fifo_under_an_expected_name_fails_instead_of_hanging(ws: Path) -> None:
    os.mkfifo(ws / "m.json")
    os.mkfifo(ws / "x.bin")
    result = check(ws, "json:m.json:acc > 0")
    assert (result.verdict, result.reason) == ("fail", "m.json is not a regular file")
    assert check(ws, f"sha256:x.bin={'0' * 64}").reason == "x.bin is not a regular file"


# -- csv / tsv ----------------------------------------------------------------------------------


def test_csv_column_checks(ws: Path) -> None:
    write(ws, "log.csv", "step,loss,acc\n1,2.0,0.1\n2,1.0,\n3,0.5,0.7\n")
    assert check(ws, "csv:log.csv").verdict == "pass"
    assert check(ws, "csv:log.csv:loss < 0.6").verdict == "pass"  # the last row
    assert check(ws, "csv:log.csv:max(loss) <= 2").verdict == "pass"
    assert check(ws, "csv:log.csv:min(loss) < 0.5").verdict == "fail"
    assert check(ws, "csv:log.csv:mean(loss) > 1.16").verdict == "pass"
    assert check(ws, "csv:log.csv:sum(step) == 6").verdict == "pass"
    assert check(ws, "csv:log.csv:first(acc) == 0.1").verdict == "pass"
    assert check(ws, "csv:log.csv:count(acc) == 2").verdict == "pass"  # empty cells are skipped
    assert check(ws, "csv:log.csv:rows() == 3").verdict == "pass"
    rows = check(ws, "csv:log.csv:rows() >= 4")
    assert rows.verdict == "fail" and "rows = 3, expected >= 4" in rows.reason
    unknown = check(ws, "csv:log.csv:f1 > 0")
    assert unknown.verdict == "fail" and "no column 'f1'" in unknown.reason


def test_tsv(ws: Path) -> None:
    write(ws, "t.tsv", "name\tscore\na\t3\nb\t4\n")
    assert check(ws, "tsv:t.tsv:score == 4").verdict == "pass"
    assert check(ws, "tsv:t.tsv:rows() == 2").verdict == "pass"
    # read as CSV, the same file has one column, so the column is unknown
    assert check(ws, "csv:t.tsv:score == 4").verdict == "fail"


@pytest.mark.parametrize(
    ("content", "spec", "reason"),
    [
        ("step,loss\n1,0.5\n2,0.4\n3,0.", "csv:log.csv", "truncated"),
        ("step,loss\n1,0.5\n2,0.4\n3,0.", "csv:log.csv:loss < 1", "truncated"),
        ("step,loss\n1,0.5\n2\n3,0.3\n", "csv:log.csv", "line 3 has 1 fields, the header has 2"),
        ("step,loss\n1,0.5\n2,nan\n", "csv:log.csv", "line 3: loss is nan"),
        ("step,loss\n1,0.5\n2,inf\n", "consistency:csv:log.csv", "line 3: loss is inf"),
        ("step,loss\n1,NaN\n2,0.1\n", "csv:log.csv:max(loss) < 1", "line 2: loss is NaN"),
        ("step,loss\n1,high\n", "csv:log.csv:loss < 1", "'high', not a number"),
        ("step,loss\n", "csv:log.csv", "has a header but no rows"),
        ("step,loss\n", "csv:log.csv:loss < 1", "column loss has no values"),
        ("", "csv:log.csv", "log.csv is empty"),
    ],
)
def test_csv_bad_outputs_fail_with_a_reason(ws: Path, content: str, spec: str, reason: str) -> None:
    write(ws, "log.csv", content)
    result = check(ws, spec)
    assert result.verdict == "fail"
    assert reason in result.reason


def test_csv_non_utf8_fails(ws: Path) -> None:
    write(ws, "log.csv", b"a,b\n\xff\xfe,1\n")
    result = check(ws, "csv:log.csv")
    assert result.verdict == "fail" and "not UTF-8" in result.reason


# -- sha256 -------------------------------------------------------------------------------------


def test_sha256(ws: Path) -> None:
    data = os.urandom(3 * 1024 * 1024 + 7)  # more than one read block
    write(ws, "data/x.bin", data)
    digest = hashlib.sha256(data).hexdigest()
    assert check(ws, f"sha256:data/x.bin={digest}").verdict == "pass"
    assert check(ws, f"sha256:data/x.bin={digest.upper()}").verdict == "pass"
    wrong = check(ws, f"sha256:data/x.bin={'0' * 64}")
    assert wrong.verdict == "fail" and digest[:16] in wrong.reason
    assert check(ws, f"sha256:data/y.bin={digest}").reason == "data/y.bin not found"


# -- cmd ----------------------------------------------------------------------------------------


def test_cmd_pass_fail_and_reason(ws: Path) -> None:
    write(ws, "out.txt", "ok\n")
    assert check(ws, "cmd:grep -q ok out.txt").verdict == "pass"
    failed = check(ws, "cmd:echo 'accuracy too low' >&2; exit 3")
    assert (failed.verdict, failed.reason) == ("fail", "exit 3: accuracy too low")


def test_cmd_runs_in_the_workspace_with_the_given_env(ws: Path) -> None:
    env = {"PATH": os.environ["PATH"], "EXPECTED": "yes"}
    assert check(ws, 'cmd:test "$EXPECTED" = yes && test "$(pwd -P)" = "' + str(ws.resolve()) + '"',
                 env=env).verdict == "pass"


def test_cmd_not_runnable_is_an_error(ws: Path) -> None:
    result = check(ws, "cmd:no-such-command-xyz --flag")
    assert result.verdict == "error" and "exit 127" in result.reason


def test_cmd_that_hangs_is_killed_with_its_group_and_is_an_error(ws: Path) -> None:
    pidfile = ws / "child.pid"
    started = time.monotonic()
    # the shell starts a child that would outlive it and keep its output open
    result = check(ws, f"cmd:sleep 60 & echo $! > {pidfile}; wait", timeout=0.5)
    elapsed = time.monotonic() - started
    assert result.verdict == "error" and "timed out after 0.5s" in result.reason
    assert elapsed < 10  # generous: the point is that it does not wait 60 s
    child = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child), "the check's child process survived the timeout"


def test_cmd_killed_by_a_signal_is_an_error(ws: Path) -> None:
    result = check(ws, "cmd:kill -9 $$")
    assert result.verdict == "error" and "signal 9" in result.reason


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


# -- metric / callable --------------------------------------------------------------------------


def test_metric_checks_read_collected_metrics(ws: Path) -> None:
    metrics = {"val_acc": 0.85, "loss": "nan"}
    assert check(ws, "metric:val_acc >= 0.8", metrics=metrics).verdict == "pass"
    assert check(ws, "metric:val_acc > 0.9", metrics=metrics).verdict == "fail"
    nan = check(ws, "metric:loss < 1", metrics=metrics)
    assert (nan.verdict, nan.reason) == ("fail", "loss is NaN")
    missing = check(ws, "metric:f1 > 0", metrics=metrics)
    assert (missing.verdict, missing.reason) == ("fail", "metric f1 was not reported")


def test_callable_checks(ws: Path) -> None:
    write(ws, "out.txt", "hello")
    ctx = CheckContext(workspace=ws)

    def has_output(workspace: Path) -> bool:
        return (workspace / "out.txt").exists()

    def too_short(workspace: Path) -> tuple[bool, str]:
        return len((workspace / "out.txt").read_text()) > 10, "out.txt is too short"

    def crashes(workspace: Path) -> bool:
        raise RuntimeError("boom")

    def answers_maybe(workspace: Path) -> str:
        return "maybe"

    def spec(fn: object) -> CheckSpec:
        return CheckSpec(text=getattr(fn, "__name__", "fn"), type="callable", args={"fn": fn})

    assert evaluate(spec(has_output), ctx).verdict == "pass"
    short = evaluate(spec(too_short), ctx)
    assert (short.verdict, short.reason) == ("fail", "out.txt is too short")
    crashed = evaluate(spec(crashes), ctx)
    assert crashed.verdict == "error" and "RuntimeError: boom" in crashed.reason
    assert evaluate(spec(answers_maybe), ctx).verdict == "error"


def test_a_spec_built_by_hand_with_missing_args_is_an_error(ws: Path) -> None:
    result = evaluate(CheckSpec(text="json", type="json", args={}), CheckContext(workspace=ws))
    assert result.verdict == "error"
    result = evaluate(CheckSpec(text="x", type="size", args={}), CheckContext(workspace=ws))
    assert result.verdict == "error" and "unknown check type" in result.reason
