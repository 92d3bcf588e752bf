"""Check specs: the `--check` strings and `[[check]]` tables, parsed into CheckSpec.

Grammar of a spec string (docs/checks.md has the full reference):

    [WEIGHT*][required:|consistency:]TYPE:ARGS

Every spec is parsed completely before anything runs, so a typo is one line and exit 2, not a
rollback an hour later. The parsed form lives in `CheckSpec.args` with the same keys for a
string and for a table, so evaluation never looks at the original text.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from savepoint.errors import UsageError
from savepoint.model import CheckKind, CheckSpec
from savepoint.units import parse_duration

OPERATORS = (">=", "<=", "==", "!=", ">", "<")
KINDS: tuple[CheckKind, ...] = ("required", "consistency")
CSV_AGGREGATES = ("last", "first", "min", "max", "mean", "sum", "count")
TYPES = ("exists", "nonempty", "json", "csv", "tsv", "sha256", "cmd", "metric", "callable")

_WEIGHT = re.compile(r"^\s*([^*:\s]*)\s*\*\s*(?=[A-Za-z])")
_COMPARISON = re.compile(r"^(?P<lhs>[^<>=!]+?)\s*(?P<op>>=|<=|==|!=|>|<)\s*(?P<rhs>[^<>=!]+)$")
_OPERATOR_CHARS = re.compile(r"[<>=!]+")
_AGGREGATE = re.compile(r"^(?P<fn>[a-z]+)\((?P<col>.*)\)$")
_HEX64 = re.compile(r"^[0-9a-fA-F]{64}$")

# Keys a [[check]] table may hold, per type, besides the common ones.
_COMMON_KEYS = ("type", "weight", "kind", "consistency")
_TABLE_KEYS: dict[str, tuple[str, ...]] = {
    "exists": ("glob", "min"),
    "nonempty": ("glob", "min"),
    "json": ("file", "key", "op", "value"),
    "csv": ("file", "column", "agg", "op", "value"),
    "tsv": ("file", "column", "agg", "op", "value"),
    "sha256": ("file", "digest"),
    "cmd": ("run", "timeout"),
    "metric": ("name", "op", "value"),
}


class _SpecError(Exception):
    """A problem with one spec; turned into a UsageError that names the whole spec."""


def parse_check(text: str) -> CheckSpec:
    """`"2*json:metrics.json:eval.acc >= 0.9"` -> CheckSpec, or UsageError naming the problem."""
    if not isinstance(text, str):
        raise UsageError(f"invalid check {text!r}: expected a string like 'exists:out/*.csv'")
    try:
        return _parse(text)
    except _SpecError as e:
        raise UsageError(f"invalid check {text.strip()!r}: {e}") from e


def check_from_table(table: Mapping[str, Any] | str) -> CheckSpec:
    """A `[[check]]` table (or a spec string) -> CheckSpec, or UsageError naming the problem."""
    if isinstance(table, str):
        return parse_check(table)
    if not isinstance(table, Mapping):
        raise UsageError(f"invalid check {table!r}: expected a table or a spec string")
    shown = _show_table(table)
    try:
        return _from_table(table)
    except _SpecError as e:
        raise UsageError(f"invalid check {shown}: {e}") from e


# -- spec strings -------------------------------------------------------------------------------


def _parse(text: str) -> CheckSpec:
    rest = text.strip()
    if not rest:
        raise _SpecError("empty check spec")
    weight = 1.0
    m = _WEIGHT.match(rest)
    if m:
        weight = _weight(m.group(1))
        rest = rest[m.end():]
    kind: CheckKind = "required"
    for k in KINDS:
        if rest.startswith(k + ":"):
            kind, rest = k, rest[len(k) + 1:]
            break
    check_type, sep, body = rest.partition(":")
    check_type = check_type.strip()
    if not sep:
        raise _SpecError(f"expected TYPE:ARGUMENTS with TYPE one of {', '.join(TYPES[:-1])}")
    if check_type not in _TABLE_KEYS:
        raise _SpecError(f"unknown check type {check_type!r} (expected one of {', '.join(TYPES[:-1])})")
    args = _STRING_PARSERS[check_type](body.strip())
    return CheckSpec(text=text.strip(), type=check_type, weight=weight, kind=kind, args=args)


def _weight(raw: Any) -> float:
    if isinstance(raw, bool):
        raise _SpecError(f"weight {raw!r} is not a number")
    try:
        value = float(raw)
    except (TypeError, ValueError) as exc:
        raise _SpecError(f"weight {raw!r} is not a number") from exc
    if not math.isfinite(value) or value <= 0:
        raise _SpecError(f"weight {raw!r} must be a number greater than zero")
    return value


def _parse_glob_body(body: str) -> dict[str, Any]:
    return {"glob": _glob(body), "min": 1}


def _parse_json_body(body: str) -> dict[str, Any]:
    file, sep, expr = body.partition(":")
    args: dict[str, Any] = {"file": _relative(file.strip(), "file"), "key": None, "op": None, "value": None}
    if not sep:
        return args  # json:FILE -> the file parses and its numbers are finite
    if not _OPERATOR_CHARS.search(expr):
        args["key"] = _key_path(expr.strip())
        return args  # json:FILE:KEY -> the key exists and is not NaN/Inf
    lhs, op, value = _comparison(expr)
    args.update(key=_key_path(lhs), op=op, value=value)
    return args


def _parse_csv_body(body: str) -> dict[str, Any]:
    file, sep, expr = body.partition(":")
    args: dict[str, Any] = {"file": _relative(file.strip(), "file"), "column": None, "agg": None,
                            "op": None, "value": None}
    if not sep:
        return args  # csv:FILE -> well formed: header, complete rows, finite numbers
    lhs, op, value = _comparison(expr)
    agg, column = _column_expr(lhs)
    args.update(column=column, agg=agg, op=op, value=value)
    return args


def _parse_sha256_body(body: str) -> dict[str, Any]:
    file, sep, digest = body.rpartition("=")
    if not sep:
        raise _SpecError("expected sha256:FILE=HEX")
    return {"file": _relative(file.strip(), "file"), "digest": _digest(digest.strip())}


def _parse_cmd_body(body: str) -> dict[str, Any]:
    if not body:
        raise _SpecError("empty command (expected cmd:SHELL COMMAND)")
    return {"run": body, "timeout": None}


def _parse_metric_body(body: str) -> dict[str, Any]:
    name, op, value = _comparison(body)
    if not name:
        raise _SpecError("missing metric name")
    return {"name": name, "op": op, "value": value}


_STRING_PARSERS = {
    "exists": _parse_glob_body,
    "nonempty": _parse_glob_body,
    "json": _parse_json_body,
    "csv": _parse_csv_body,
    "tsv": _parse_csv_body,
    "sha256": _parse_sha256_body,
    "cmd": _parse_cmd_body,
    "metric": _parse_metric_body,
}


def _comparison(expr: str) -> tuple[str, str, float]:
    """`"eval.acc >= 0.9"` -> ("eval.acc", ">=", 0.9), naming a bad operator or number."""
    m = _COMPARISON.match(expr.strip())
    if not m:
        ops = _OPERATOR_CHARS.findall(expr)
        bad = [o for o in ops if o not in OPERATORS]
        if bad:
            raise _SpecError(f"bad operator {bad[0]!r} (expected one of {' '.join(OPERATORS)})")
        if not ops:
            raise _SpecError(f"missing comparison in {expr.strip()!r} (expected NAME OP NUMBER)")
        raise _SpecError(f"expected NAME OP NUMBER, got {expr.strip()!r}")
    return m.group("lhs").strip(), m.group("op"), _number(m.group("rhs").strip())


def _number(raw: Any) -> float:
    if isinstance(raw, bool):
        raise _SpecError(f"{raw!r} is not a number")
    try:
        value = float(raw)
    except (TypeError, ValueError) as exc:
        raise _SpecError(f"{raw!r} is not a number") from exc
    if math.isnan(value):
        raise _SpecError("cannot compare with NaN")
    return value


def _operator(raw: Any) -> str:
    if raw not in OPERATORS:
        raise _SpecError(f"bad operator {raw!r} (expected one of {' '.join(OPERATORS)})")
    return str(raw)


def _key_path(raw: str) -> str:
    if not raw:
        raise _SpecError("missing key path (expected e.g. eval.acc)")
    if any(not part.strip() for part in raw.split(".")):
        raise _SpecError(f"key path {raw!r} has an empty part")
    return raw


def _column_expr(lhs: str) -> tuple[str, str | None]:
    """`loss` -> ("last", "loss"); `max(loss)` -> ("max", "loss"); `rows()` -> ("count", None)."""
    m = _AGGREGATE.match(lhs)
    if not m:
        if not lhs:
            raise _SpecError("missing column name")
        return "last", lhs
    fn, column = m.group("fn"), m.group("col").strip()
    if fn == "rows" and not column:
        return "count", None
    if fn not in CSV_AGGREGATES:
        raise _SpecError(f"unknown function {fn!r} (expected rows() or one of {', '.join(CSV_AGGREGATES)})")
    if not column:
        raise _SpecError(f"{fn}() needs a column name")
    return fn, column


def _relative(raw: str, what: str) -> str:
    """A path or glob inside the workspace: no absolute paths, no `..`."""
    if not raw:
        raise _SpecError(f"empty {what}")
    if raw.startswith(("/", "~")):
        raise _SpecError(f"{what} {raw!r} must be relative to the workspace")
    if ".." in raw.replace("\\", "/").split("/"):
        raise _SpecError(f"{what} {raw!r} must stay inside the workspace (no '..')")
    return raw


def _glob(raw: str) -> str:
    return _relative(raw.strip(), "glob")


def _digest(raw: Any) -> str:
    if not isinstance(raw, str) or not _HEX64.match(raw):
        raise _SpecError(f"digest {raw!r} is not 64 hex digits")
    return raw.lower()


# -- tables -------------------------------------------------------------------------------------


def _from_table(table: Mapping[str, Any]) -> CheckSpec:
    if "spec" in table:
        return _from_spec_table(table)
    check_type = table.get("type")
    if check_type is None:
        raise _SpecError("missing 'type' (or 'spec')")
    if check_type not in _TABLE_KEYS:
        raise _SpecError(f"unknown check type {check_type!r} (expected one of {', '.join(TYPES[:-1])})")
    allowed = _COMMON_KEYS + _TABLE_KEYS[check_type]
    _refuse_unknown_keys(table, allowed)
    weight = _weight(table.get("weight", 1.0))
    kind = _table_kind(table, "required")
    args = _TABLE_PARSERS[check_type](table)
    return CheckSpec(text=_canonical_text(check_type, args), type=check_type, weight=weight, kind=kind,
                     args=args)


def _from_spec_table(table: Mapping[str, Any]) -> CheckSpec:
    """`{spec = "2*json:...", kind = "consistency"}`: a spec string; weight/kind may be set beside it."""
    _refuse_unknown_keys(table, ("spec", "weight", "kind", "consistency"))
    text = table["spec"]
    if not isinstance(text, str):
        raise _SpecError(f"'spec' must be a string, got {text!r}")
    spec = _parse(text)
    if "weight" in table:
        spec.weight = _weight(table["weight"])
    spec.kind = _table_kind(table, spec.kind)
    return spec


def _refuse_unknown_keys(table: Mapping[str, Any], allowed: tuple[str, ...]) -> None:
    unknown = [k for k in table if k not in allowed]
    if unknown:
        raise _SpecError(f"unknown key {unknown[0]!r} (expected: {', '.join(allowed)})")


def _table_kind(table: Mapping[str, Any], default: CheckKind) -> CheckKind:
    kind = table.get("kind", default)
    if kind not in KINDS:
        raise _SpecError(f"kind {kind!r} must be 'required' or 'consistency'")
    if "consistency" in table:
        flag = table["consistency"]
        if not isinstance(flag, bool):
            raise _SpecError(f"'consistency' must be true or false, got {flag!r}")
        if "kind" in table and (kind == "consistency") != flag:
            raise _SpecError("'kind' and 'consistency' disagree")
        kind = "consistency" if flag else "required"
    result: CheckKind = kind
    return result


def _string(table: Mapping[str, Any], key: str, required: bool = True) -> str | None:
    value = table.get(key)
    if value is None:
        if required:
            raise _SpecError(f"missing {key!r}")
        return None
    if not isinstance(value, str):
        raise _SpecError(f"{key!r} must be a string, got {value!r}")
    return value


def _optional_comparison(table: Mapping[str, Any]) -> tuple[str | None, float | None]:
    has_op, has_value = "op" in table, "value" in table
    if has_op != has_value:
        raise _SpecError("'op' and 'value' go together")
    if not has_op:
        return None, None
    return _operator(table["op"]), _number(table["value"])


def _table_glob(table: Mapping[str, Any]) -> dict[str, Any]:
    glob = _glob(_string(table, "glob") or "")
    minimum = table.get("min", 1)
    if isinstance(minimum, bool) or not isinstance(minimum, int) or minimum < 1:
        raise _SpecError(f"'min' must be a whole number ≥ 1, got {minimum!r}")
    return {"glob": glob, "min": minimum}


def _table_json(table: Mapping[str, Any]) -> dict[str, Any]:
    file = _relative(_string(table, "file") or "", "file")
    key = _string(table, "key", required=False)
    op, value = _optional_comparison(table)
    if op is not None and key is None:
        raise _SpecError("'op' needs a 'key'")
    return {"file": file, "key": _key_path(key) if key is not None else None, "op": op, "value": value}


def _table_csv(table: Mapping[str, Any]) -> dict[str, Any]:
    file = _relative(_string(table, "file") or "", "file")
    column = _string(table, "column", required=False)
    agg = _string(table, "agg", required=False)
    op, value = _optional_comparison(table)
    if agg == "rows":
        agg = "count"
    if agg is not None and agg not in CSV_AGGREGATES:
        raise _SpecError(f"'agg' {agg!r} must be rows or one of {', '.join(CSV_AGGREGATES)}")
    if op is None:
        if column is not None or agg is not None:
            raise _SpecError("'column'/'agg' need 'op' and 'value'")
        return {"file": file, "column": None, "agg": None, "op": None, "value": None}
    if column is None and agg != "count":
        raise _SpecError("missing 'column' (or agg = \"rows\")")
    return {"file": file, "column": column, "agg": agg or "last", "op": op, "value": value}


def _table_sha256(table: Mapping[str, Any]) -> dict[str, Any]:
    return {"file": _relative(_string(table, "file") or "", "file"), "digest": _digest(table.get("digest"))}


def _table_cmd(table: Mapping[str, Any]) -> dict[str, Any]:
    run = _string(table, "run") or ""
    if not run.strip():
        raise _SpecError("empty 'run' command")
    timeout = table.get("timeout")
    if timeout is not None:
        try:
            timeout = parse_duration(timeout, "timeout")
        except UsageError as e:
            raise _SpecError(str(e)) from e
    return {"run": run, "timeout": timeout}


def _table_metric(table: Mapping[str, Any]) -> dict[str, Any]:
    name = _string(table, "name") or ""
    if "op" not in table or "value" not in table:
        raise _SpecError("a metric check needs 'op' and 'value'")
    op, value = _optional_comparison(table)
    return {"name": name, "op": op, "value": value}


_TABLE_PARSERS = {
    "exists": _table_glob,
    "nonempty": _table_glob,
    "json": _table_json,
    "csv": _table_csv,
    "tsv": _table_csv,
    "sha256": _table_sha256,
    "cmd": _table_cmd,
    "metric": _table_metric,
}


def _canonical_text(check_type: str, args: Mapping[str, Any]) -> str:
    """The spec string a table is equivalent to, for gaps and reports."""
    if check_type in ("exists", "nonempty"):
        more = f" (min {args['min']})" if args["min"] != 1 else ""
        return f"{check_type}:{args['glob']}{more}"
    if check_type == "json":
        text = f"json:{args['file']}"
        if args["key"] is not None:
            text += f":{args['key']}"
        if args["op"] is not None:
            text += f" {args['op']} {_show_number(args['value'])}"
        return text
    if check_type in ("csv", "tsv"):
        text = f"{check_type}:{args['file']}"
        if args["op"] is not None:
            lhs = "rows()" if args["agg"] == "count" and args["column"] is None else (
                args["column"] if args["agg"] == "last" else f"{args['agg']}({args['column']})")
            text += f":{lhs} {args['op']} {_show_number(args['value'])}"
        return text
    if check_type == "sha256":
        return f"sha256:{args['file']}={args['digest']}"
    if check_type == "cmd":
        return f"cmd:{args['run']}"
    return f"metric:{args['name']} {args['op']} {_show_number(args['value'])}"


def _show_number(value: float) -> str:
    return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)


def _show_table(table: Mapping[str, Any]) -> str:
    inner = ", ".join(f"{k} = {v!r}" for k, v in table.items())
    return "{" + inner + "}"
