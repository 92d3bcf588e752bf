"""Parsing check specs: CLI strings and [[check]] tables, valid and malformed."""

from __future__ import annotations

import subprocess
import sys

import pytest

from savepoint.collect import check_from_table, parse_check
from savepoint.errors import UsageError

HEX = "ab" * 32


@pytest.mark.parametrize(
    ("text", "type_", "weight", "kind", "args"),
    [
        ("exists:out/*.csv", "exists", 1.0, "required", {"glob": "out/*.csv", "min": 1}),
        ("nonempty:**/model.pt", "nonempty", 1.0, "required", {"glob": "**/model.pt", "min": 1}),
        ("2*json:metrics.json:eval.acc >= 0.9", "json", 2.0, "required",
         {"file": "metrics.json", "key": "eval.acc", "op": ">=", "value": 0.9}),
        ("json:m.json:loss<1e-3", "json", 1.0, "required",
         {"file": "m.json", "key": "loss", "op": "<", "value": 0.001}),
        ("json:m.json:n != -2", "json", 1.0, "required", {"file": "m.json", "key": "n", "op": "!=", "value": -2.0}),
        ("json:m.json", "json", 1.0, "required", {"file": "m.json", "key": None, "op": None, "value": None}),
        ("json:m.json:a.b", "json", 1.0, "required", {"file": "m.json", "key": "a.b", "op": None, "value": None}),
        ("0.5*consistency:csv:log.csv:max(loss) <= 10", "csv", 0.5, "consistency",
         {"file": "log.csv", "column": "loss", "agg": "max", "op": "<=", "value": 10.0}),
        ("csv:log.csv:acc>0.5", "csv", 1.0, "required",
         {"file": "log.csv", "column": "acc", "agg": "last", "op": ">", "value": 0.5}),
        ("tsv:t.tsv:rows() == 3", "tsv", 1.0, "required",
         {"file": "t.tsv", "column": None, "agg": "count", "op": "==", "value": 3.0}),
        ("csv:log.csv", "csv", 1.0, "required", {"file": "log.csv", "column": None, "agg": None, "op": None,
                                                 "value": None}),
        (f"sha256:data/x.bin={HEX.upper()}", "sha256", 1.0, "required", {"file": "data/x.bin", "digest": HEX}),
        ("3 * cmd:test -s out.txt && grep -q ok out.txt", "cmd", 3.0, "required",
         {"run": "test -s out.txt && grep -q ok out.txt", "timeout": None}),
        ("cmd:ls *.txt", "cmd", 1.0, "required", {"run": "ls *.txt", "timeout": None}),
        ("required:metric:val_acc>=0.8", "metric", 1.0, "required", {"name": "val_acc", "op": ">=", "value": 0.8}),
    ],
)
def test_valid_specs_parse(text: str, type_: str, weight: float, kind: str, args: dict[str, object]) -> None:
    spec = parse_check(text)
    assert (spec.type, spec.weight, spec.kind, spec.args) == (type_, weight, kind, args)
    assert spec.text == text.strip()


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "empty check spec"),
        ("exist:out.txt", "unknown check type 'exist'"),
        ("out.txt", "expected TYPE:ARGUMENTS"),
        ("exists:", "empty glob"),
        ("exists:/etc/passwd", "must be relative"),
        ("nonempty:../x", "no '..'"),
        ("json:m.json:acc => 0.9", "bad operator '=>'"),
        ("json:m.json:acc = 0.9", "bad operator '='"),
        ("json:m.json:acc >= high", "'high' is not a number"),
        ("json:m.json:acc >= nan", "NaN"),
        ("json:m.json:a..b", "empty part"),
        ("json::acc>1", "empty file"),
        ("0*exists:x", "greater than zero"),
        ("-1*exists:x", "greater than zero"),
        ("x*exists:x", "weight 'x' is not a number"),
        ("csv:log.csv:median(loss) < 1", "unknown function 'median'"),
        ("csv:log.csv:loss", "missing comparison"),
        ("sha256:x.bin=abc", "not 64 hex digits"),
        ("sha256:x.bin", "expected sha256:FILE=HEX"),
        ("cmd:", "empty command"),
        ("metric:>= 3", "expected NAME OP NUMBER"),
    ],
)
def test_malformed_specs_are_one_clear_line(text: str, problem: str) -> None:
    with pytest.raises(UsageError) as err:
        parse_check(text)
    message = str(err.value)
    assert problem in message
    assert "\n" not in message
    assert message.startswith(f"invalid check {text.strip()!r}")


def test_tables_parse_to_the_same_args_as_strings() -> None:
    table = check_from_table({"type": "json", "file": "metrics.json", "key": "eval.acc", "op": ">=",
                              "value": 0.9, "weight": 2})
    string = parse_check("2*json:metrics.json:eval.acc >= 0.9")
    assert (table.type, table.weight, table.kind, table.args) == (string.type, string.weight, string.kind,
                                                                   string.args)
    assert table.text == "json:metrics.json:eval.acc >= 0.9"


def test_table_forms() -> None:
    spec = check_from_table({"type": "exists", "glob": "out/*.csv", "min": 3, "weight": 2})
    assert spec.args == {"glob": "out/*.csv", "min": 3} and spec.weight == 2.0
    assert spec.text == "exists:out/*.csv (min 3)"
    spec = check_from_table({"type": "csv", "file": "log.csv", "agg": "rows", "op": ">=", "value": 10,
                             "kind": "consistency"})
    assert spec.args["agg"] == "count" and spec.kind == "consistency"
    assert spec.text == "csv:log.csv:rows() >= 10"
    spec = check_from_table({"type": "cmd", "run": "pytest -q", "timeout": "5m", "consistency": True})
    assert spec.args == {"run": "pytest -q", "timeout": 300.0} and spec.kind == "consistency"
    spec = check_from_table({"spec": "2*nonempty:out/*", "kind": "consistency"})
    assert (spec.type, spec.weight, spec.kind) == ("nonempty", 2.0, "consistency")
    spec = check_from_table({"spec": "2*nonempty:out/*", "weight": 5})
    assert spec.weight == 5.0
    assert check_from_table("exists:a").args["glob"] == "a"


@pytest.mark.parametrize(
    ("table", "problem"),
    [
        ({"type": "exists", "glob": "x", "mni": 3}, "unknown key 'mni'"),
        ({"type": "exists", "glob": "x", "min": 0}, "'min' must be a whole number"),
        ({"type": "exists", "glob": "x", "min": True}, "'min' must be a whole number"),
        ({"type": "exists"}, "missing 'glob'"),
        ({"glob": "x"}, "missing 'type'"),
        ({"type": "size", "glob": "x"}, "unknown check type 'size'"),
        ({"type": "json", "file": "m.json", "key": "a", "op": "=>", "value": 1}, "bad operator '=>'"),
        ({"type": "json", "file": "m.json", "key": "a", "op": ">="}, "'op' and 'value' go together"),
        ({"type": "json", "file": "m.json", "op": ">=", "value": 1}, "'op' needs a 'key'"),
        ({"type": "json", "file": "m.json", "key": "a", "op": ">=", "value": "hi"}, "'hi' is not a number"),
        ({"type": "json", "file": 3}, "'file' must be a string"),
        ({"type": "exists", "glob": "x", "weight": 0}, "greater than zero"),
        ({"type": "exists", "glob": "x", "weight": -2}, "greater than zero"),
        ({"type": "exists", "glob": "x", "kind": "optional"}, "kind 'optional'"),
        ({"type": "exists", "glob": "x", "kind": "required", "consistency": True}, "disagree"),
        ({"type": "cmd", "run": "true", "timeout": "soon"}, "invalid timeout"),
        ({"type": "sha256", "file": "x", "digest": "zz"}, "not 64 hex digits"),
        ({"type": "metric", "name": "acc"}, "needs 'op' and 'value'"),
        ({"type": "csv", "file": "x.csv", "column": "a"}, "need 'op' and 'value'"),
        ({"spec": "exists:x", "glob": "y"}, "unknown key 'glob'"),
        ({"spec": "exist:x"}, "unknown check type"),
    ],
)
def test_malformed_tables_name_the_table_and_the_problem(table: dict[str, object], problem: str) -> None:
    with pytest.raises(UsageError) as err:
        check_from_table(table)
    message = str(err.value)
    assert problem in message
    assert message.startswith("invalid check {")
    assert "\n" not in message


def test_import_stays_cheap() -> None:
    """`import savepoint.collect` must not pull in heavy or process-spawning modules."""
    code = ("import sys, savepoint.collect; "
            "print(','.join(m for m in ('zstandard', 'psutil', 'rich', 'subprocess', 'hypothesis', "
            "'savepoint.store.manifest') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
