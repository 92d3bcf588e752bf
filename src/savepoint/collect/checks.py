"""Evaluating one check against the workspace: pass, fail (with a reason) or error.

`fail` means the outputs do not meet the check; `error` means the check itself could not judge
(it crashed, timed out, could not run). Neither ever counts as a pass.
"""

from __future__ import annotations

import io
import itertools
import json
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from savepoint.collect._files import Unreadable, glob, iter_glob, non_finite_paths, open_regular, read_text
from savepoint.model import CheckResult, CheckSpec, CheckVerdict

Verdict = tuple[CheckVerdict, str]


@dataclass
class CheckContext:
    workspace: Path
    timeout: float = 60.0  # seconds a cmd: check may run
    env: Mapping[str, str] | None = None
    metrics: Mapping[str, Any] = field(default_factory=dict)


def evaluate(spec: CheckSpec, ctx: CheckContext) -> CheckResult:
    """Run one check; any exception inside it is an `error` verdict, never a pass."""
    evaluator = _EVALUATORS.get(spec.type)
    verdict: CheckVerdict
    if evaluator is None:
        verdict, reason = "error", f"unknown check type {spec.type!r}"
    else:
        try:
            verdict, reason = evaluator(spec.args, ctx)
        except Unreadable as e:
            verdict, reason = "fail", str(e)
        except Exception as e:  # a crashing check must not crash the run, nor pass
            verdict, reason = "error", f"check crashed: {type(e).__name__}: {e}"
    return CheckResult(spec=spec.text, kind=spec.kind, weight=spec.weight, verdict=verdict,
                       reason=_one_line(reason))


def compare(value: float, op: str, target: float) -> bool:
    if op == ">=":
        return value >= target
    if op == ">":
        return value > target
    if op == "<=":
        return value <= target
    if op == "<":
        return value < target
    if op == "==":
        return value == target
    if op == "!=":
        return value != target
    raise ValueError(f"bad operator {op!r}")


def _comparison_verdict(name: str, value: float, op: str, target: float) -> Verdict:
    if math.isnan(value):
        return "fail", f"{name} is NaN"
    shown = f"{name} = {value:g}"
    if compare(value, op, target):
        return "pass", f"{shown} {op} {target:g}"
    return "fail", f"{shown}, expected {op} {target:g}"


def _as_number(value: Any, name: str) -> float | str:
    """A float, or the reason the value is not a number."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return f"{name} is {json.dumps(value)[:60]}, not a number"
    return float(value)


# -- exists / nonempty --------------------------------------------------------------------------


def _exists(args: Mapping[str, Any], ctx: CheckContext) -> Verdict:
    need = int(args.get("min", 1))
    matches = list(itertools.islice(iter_glob(ctx.workspace, args["glob"]), need))
    verdict, reason = _enough(matches, args)
    if verdict == "pass":
        reason = "found" if need == 1 else f"found at least {need}"
    return verdict, reason


def _nonempty(args: Mapping[str, Any], ctx: CheckContext) -> Verdict:
    matches = glob(ctx.workspace, args["glob"])
    empty = [m for m in matches if _is_empty(m)]
    if empty:
        rel = os.path.relpath(empty[0], ctx.workspace)
        more = f" (and {len(empty) - 1} more)" if len(empty) > 1 else ""
        return "fail", f"{rel} is empty{more}"
    return _enough(matches, args)


def _enough(matches: list[Path], args: Mapping[str, Any]) -> Verdict:
    need = int(args.get("min", 1))
    if not matches:
        return "fail", "no file matches"
    if len(matches) < need:
        return "fail", f"{len(matches)} files match, expected at least {need}"
    return "pass", f"{len(matches)} match"


def _is_empty(path: Path) -> bool:
    if path.is_dir():
        return not any(path.iterdir())
    return path.stat().st_size == 0


# -- json ---------------------------------------------------------------------------------------


def _json(args: Mapping[str, Any], ctx: CheckContext) -> Verdict:
    file = args["file"]
    try:
        doc = json.loads(read_text(ctx.workspace, file))
    except json.JSONDecodeError as e:
        truncated = " (truncated?)" if e.pos >= len(e.doc.rstrip()) else ""
        return "fail", f"{file} is not valid JSON{truncated}: {e.msg} at line {e.lineno} column {e.colno}"
    key = args.get("key")
    if key is None:
        bad = next(non_finite_paths(doc), None)
        return ("fail", f"{file}: {bad} is NaN or infinite") if bad else ("pass", f"{file} parses")
    found, value = lookup(doc, key)
    if not found:
        return "fail", f"{file}: key {key} not found"
    if args.get("op") is None:
        bad = next(non_finite_paths(value, key), None)
        return ("fail", f"{file}: {bad} is NaN or infinite") if bad else ("pass", f"{file}: {key} present")
    number = _as_number(value, key)
    if isinstance(number, str):
        return "fail", f"{file}: {number}"
    return _comparison_verdict(key, number, args["op"], args["value"])


def lookup(doc: Any, key: str) -> tuple[bool, Any]:
    """Follow a dotted key path; list parts are indexes (`hist.-1`); `{"a.b": 1}` matches `a.b`."""
    parts = key.split(".")
    node, i = doc, 0
    while i < len(parts):
        if isinstance(node, dict):
            # the longest run of parts that is a literal key wins, so dotted names still resolve
            for j in range(len(parts), i, -1):
                joined = ".".join(parts[i:j])
                if joined in node:
                    node, i = node[joined], j
                    break
            else:
                return False, None
        elif isinstance(node, list):
            try:
                node, i = node[int(parts[i])], i + 1
            except (ValueError, IndexError):
                return False, None
        else:
            return False, None
    return True, node


# -- csv / tsv ----------------------------------------------------------------------------------


class _Table:
    """Header and rows of a CSV/TSV file, with the reason it is malformed, if it is."""

    def __init__(self, text: str, delimiter: str, name: str) -> None:
        # lazy import (startup time): keeps csv off the import path of `savepoint run`
        import csv

        self.name = name
        self.problem: str | None = None
        rows = [r for r in csv.reader(io.StringIO(text, newline=""), delimiter=delimiter) if r]
        if not rows:
            self.header: list[str] = []
            self.rows: list[list[str]] = []
            self.problem = f"{name} is empty"
            return
        self.header, self.rows = [h.strip() for h in rows[0]], rows[1:]
        for n, row in enumerate(self.rows, start=2):
            if len(row) != len(self.header):
                self.problem = (f"{name} line {n} has {len(row)} fields, the header has "
                                f"{len(self.header)}")
                return
        if not text.endswith(("\n", "\r")):
            # programs that write CSV end every row with a newline; a missing one means the
            # last row may be cut short, and "0.95" cut to "0." still parses
            self.problem = f"{name} is truncated (its last line has no newline)"


def _cell_number(cell: str) -> float | None:
    try:
        return float(cell.strip())
    except ValueError:
        return None


def _csv_well_formed(table: _Table) -> Verdict:
    if not table.rows:
        return "fail", f"{table.name} has a header but no rows"
    for n, row in enumerate(table.rows, start=2):
        for column, cell in zip(table.header, row, strict=True):
            value = _cell_number(cell)
            if value is not None and not math.isfinite(value):
                return "fail", f"{table.name} line {n}: {column} is {cell.strip()}"
    return "pass", f"{table.name}: {len(table.rows)} rows"


def _column_values(table: _Table, column: str) -> list[float] | str:
    """The non-empty numbers of a column, or the reason they cannot be had."""
    if column not in table.header:
        return f"{table.name} has no column {column!r} (columns: {', '.join(table.header)[:120]})"
    index = table.header.index(column)
    values = []
    for n, row in enumerate(table.rows, start=2):
        cell = row[index].strip()
        if not cell:
            continue
        value = _cell_number(cell)
        if value is None:
            return f"{table.name} line {n}: {column} is {cell[:40]!r}, not a number"
        if math.isnan(value):
            return f"{table.name} line {n}: {column} is NaN"
        values.append(value)
    return values


def _aggregate(values: list[float], agg: str) -> float | None:
    if agg == "count":
        return float(len(values))
    if not values:
        return None
    if agg == "last":
        return values[-1]
    if agg == "first":
        return values[0]
    if agg == "min":
        return min(values)
    if agg == "max":
        return max(values)
    if agg == "sum":
        return math.fsum(values)
    return math.fsum(values) / len(values)  # mean


def _csv(args: Mapping[str, Any], ctx: CheckContext, delimiter: str = ",") -> Verdict:
    file = args["file"]
    table = _Table(read_text(ctx.workspace, file), delimiter, file)
    if table.problem:
        return "fail", table.problem
    if args.get("op") is None:
        return _csv_well_formed(table)
    agg, column = args.get("agg") or "last", args.get("column")
    if column is None:  # rows() counts data rows
        return _comparison_verdict(f"{file} rows", float(len(table.rows)), args["op"], args["value"])
    values = _column_values(table, column)
    if isinstance(values, str):
        return "fail", values
    result = _aggregate(values, agg)
    if result is None:
        return "fail", f"{file}: column {column} has no values"
    name = column if agg == "last" else f"{agg}({column})"
    return _comparison_verdict(f"{file}: {name}", result, args["op"], args["value"])


def _tsv(args: Mapping[str, Any], ctx: CheckContext) -> Verdict:
    return _csv(args, ctx, delimiter="\t")


# -- sha256 -------------------------------------------------------------------------------------


def _sha256(args: Mapping[str, Any], ctx: CheckContext) -> Verdict:
    # lazy import (startup time): keeps hashlib off this module's import
    import hashlib

    digest = hashlib.sha256()
    with open_regular(ctx.workspace, args["file"]) as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    got = digest.hexdigest()
    if got == args["digest"]:
        return "pass", "digest matches"
    return "fail", f"{args['file']} has sha256 {got[:16]}…, expected {args['digest'][:16]}…"


# -- cmd ----------------------------------------------------------------------------------------


def _cmd(args: Mapping[str, Any], ctx: CheckContext) -> Verdict:
    # lazy import (startup time): keeps collect/, fcntl, locale off this module's import
    from savepoint.collect.command import run_check_command

    timeout = float(args.get("timeout") or ctx.timeout)
    return run_check_command(args["run"], cwd=ctx.workspace, env=ctx.env, timeout=timeout)


# -- metric / callable --------------------------------------------------------------------------


def _metric(args: Mapping[str, Any], ctx: CheckContext) -> Verdict:
    name = args["name"]
    if name not in ctx.metrics:
        return "fail", f"metric {name} was not reported"
    value = ctx.metrics[name]
    if isinstance(value, str) and value in ("nan", "inf", "-inf"):
        value = float(value)  # non-finite metrics are kept as strings so the outcome stays valid JSON
    number = _as_number(value, name)
    if isinstance(number, str):
        return "fail", number
    return _comparison_verdict(name, number, args["op"], args["value"])


def _callable(args: Mapping[str, Any], ctx: CheckContext) -> Verdict:
    fn: Callable[[Path], Any] = args["fn"]
    result = fn(ctx.workspace)
    reason = ""
    if isinstance(result, tuple) and len(result) == 2:
        result, reason = result
    if not isinstance(result, bool):
        return "error", f"check returned {type(result).__name__}, expected bool or (bool, reason)"
    return ("pass" if result else "fail"), str(reason or ("returned True" if result else "returned False"))


_EVALUATORS: dict[str, Callable[[Mapping[str, Any], CheckContext], Verdict]] = {
    "exists": _exists,
    "nonempty": _nonempty,
    "json": _json,
    "csv": _csv,
    "tsv": _tsv,
    "sha256": _sha256,
    "cmd": _cmd,
    "metric": _metric,
    "callable": _callable,
}


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"

