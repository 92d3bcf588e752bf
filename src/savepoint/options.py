"""One model of a task's options, for every front end: `savepoint run` flags, savepoint.toml and
plan tables, and the keywords of `savepoint.run()` / `@savepoint.task` / `savepoint.transaction`.

Each option is parsed by one function, so a value means the same thing and a mistake reads the
same wherever it is written; only the label differs (`--max-memory` on the command line,
`max_memory` elsewhere) and the place (`savepoint.toml: [defaults]: `, `savepoint.run(): `):

    'retries' must be an integer of 0 or more, not -1
    invalid max_memory 'lots': expected a number with K, M, G or T, e.g. 512M, 2G

Adding an option: one `Option` in `OPTIONS` (its parser and where it lands in the TaskSpec), a
field in `TaskSpec` if it needs one, a key in `TaskOptions` (what type checkers see for the Python
API), and, for a flag, `cli=Flag(...)`; the command line, savepoint.toml, plans and the Python API
then all take it. tests/test_options_frontends.py drives every option through all four.

Importing this module is cheap (the command line imports it for its flags): parsers that need
more (checks, rules, adjust expressions) import it when called.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import Any, TypedDict

from savepoint.errors import UsageError
from savepoint.model import CheckSpec, TaskSpec
from savepoint.units import parse_duration, parse_size

NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_INT_TEXT = re.compile(r"^\s*[-+]?\d+\s*$")
_ZERO = re.compile(r"\s*0+(\.0*)?\s*(ms|s|m|h|d)?\s*", re.IGNORECASE)
_FLOAT_TEXT = re.compile(r"^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$")


# -- value parsers: (value, label) -> typed value; UsageError with the one text per mistake ------------


def type_error(label: str, expected: str, value: Any) -> UsageError:
    return UsageError(f"{label!r} must be {expected}, not {value!r}")


def text(value: Any, label: str) -> str:
    if not isinstance(value, str):
        raise type_error(label, "a string", value)
    return value


def text_list(value: Any, label: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise type_error(label, "a string or a list of strings", value)
    return list(value)


def metric_names(value: Any, label: str) -> list[str]:
    """Watched metric names: an empty one would watch nothing, silently."""
    names = text_list(value, label)
    for n in names:
        if not n.strip():
            raise UsageError(f"invalid {label} {n!r}: a metric name cannot be empty")
    return names


def flag(value: Any, label: str) -> bool:
    if not isinstance(value, bool):
        raise type_error(label, "true or false", value)
    return value


def integer(value: Any, label: str, minimum: int = 0) -> int:
    """An integer (or its text, as typed on a command line) of at least `minimum`."""
    expected = f"an integer of {minimum} or more"
    if isinstance(value, str) and _INT_TEXT.match(value):
        value = int(value)
    elif isinstance(value, str) and _FLOAT_TEXT.match(value):
        value = float(value)  # shown as the number it is, as savepoint.toml's 1.5 is
    if isinstance(value, bool) or not isinstance(value, int):
        raise type_error(label, expected, value)
    if value < minimum:
        raise type_error(label, expected, value)
    return value


def number(value: Any, label: str) -> float:
    if isinstance(value, str) and _FLOAT_TEXT.match(value):
        value = float(value)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise type_error(label, "a number", value)
    return float(value)


def fraction(value: Any, label: str) -> float:
    f = number(value, label)
    if not 0.0 <= f <= 1.0:
        raise type_error(label, "between 0 and 1", f)
    return f


def duration(value: Any, label: str) -> float:
    """Seconds, more than zero: `90s`, `5m`, `1h30m`, `250ms`, or a number of seconds."""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise type_error(label, "a duration such as \"90s\" or \"2h\"", value)
    return parse_duration(value, label)


def delay(value: Any, label: str) -> float:
    """A duration that may be zero (no wait): retry delays."""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise type_error(label, "a duration such as \"90s\" or \"2h\"", value)
    if isinstance(value, str) and _ZERO.fullmatch(value):
        return 0.0
    if isinstance(value, str) and value.strip().startswith("-"):
        raise type_error(label, "a duration of 0 or more", value)
    if isinstance(value, int | float) and value <= 0:
        if value == 0:
            return 0.0
        raise type_error(label, "a duration of 0 or more", value)
    return parse_duration(value, label)


def size(value: Any, label: str) -> int:
    """Bytes, more than zero: `512M`, `2G`, `1.5GiB`, or a number of bytes."""
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise type_error(label, "a size such as \"512M\" or \"2G\"", value)
    return parse_size(value, label)


def scalar_text(value: Any, label: str) -> str:
    """Params and env values: strings, or numbers/booleans written bare."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int | float | str):
        return str(value)
    raise type_error(label, "a string or a number", value)


def _pairs(value: Any, label: str, what: str) -> list[tuple[str, Any]]:
    """A table, or NAME=VALUE strings (one, or a list: what the command line gives)."""
    if isinstance(value, Mapping):
        return list(value.items())
    if isinstance(value, str | list | tuple):
        out = []
        for item in text_list(value, label):
            name, sep, rest = item.partition("=")
            if not sep or not NAME.match(name.strip()):
                raise UsageError(f"{label} {item!r} must be NAME={what}")
            out.append((name.strip(), rest))
        return out
    raise type_error(label, f"a table or NAME={what} strings", value)


def params(value: Any, label: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, v in _pairs(value, label, "VALUE"):
        if not NAME.match(name):
            raise UsageError(f"{label} name {name!r} is not a valid name (letters, digits, _)")
        out[name] = scalar_text(v, f"{label}.{name}")
    return out


def adjust(value: Any, label: str) -> dict[str, str]:
    """`{BATCH = "BATCH // 2"}` or `BATCH=BATCH//2`; each expression is checked to be safe arithmetic."""
    # lazy import (startup time): keeps the --adjust parser off the import path of `savepoint run`
    from savepoint.decide.adjust import compile_expression

    out: dict[str, str] = {}
    for name, expr in _pairs(value, label, "EXPR, e.g. BATCH=BATCH//2"):
        if not NAME.match(name):
            raise UsageError(f"{label} name {name!r} is not a valid name (letters, digits, _)")
        expr = text(expr, f"{label}.{name}").strip()
        compile_expression(expr, what=f"{label} {name}={expr}")
        out[name] = expr
    return out


def env(value: Any, label: str) -> dict[str, str]:
    if not isinstance(value, Mapping):
        raise type_error(label, "a table", value)
    return {str(k): scalar_text(v, f"{label}.{k}") for k, v in value.items()}


def checks(value: Any, label: str) -> list[CheckSpec]:
    """Spec strings (`exists:out/*`), tables, or (Python API) CheckSpec objects."""
    # lazy import (startup time): keeps collect/, json off this module's import
    from savepoint import collect

    items = value if isinstance(value, list | tuple) else [value]
    out: list[CheckSpec] = []
    for i, item in enumerate(items):
        try:
            if isinstance(item, CheckSpec):
                out.append(item)
            elif isinstance(item, str):
                out.append(collect.parse_check(item))
            elif isinstance(item, dict):
                out.append(collect.check_from_table(item))
            else:
                raise type_error(f"{label}[{i}]", "a check spec string or a table", item)
        except UsageError as e:
            msg = str(e)
            raise UsageError(msg if msg.startswith(f"'{label}[") else f"{label}[{i}]: {msg}") from e
    return out


def rules(value: Any, label: str) -> list[dict[str, Any]]:
    """User diagnosis rules as tables, validated by the rule engine."""
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise type_error(label, "a list of tables", value)
    found = [dict(r) for r in value]
    # lazy import (startup time): keeps decide/, signal off this module's import
    from savepoint.decide import parse_rules

    try:
        parse_rules(found)
    except UsageError as e:
        raise UsageError(f"{label}: {e}") from e
    return found


def command(value: Any, label: str) -> list[str]:
    """`run = "a | b"` runs through /bin/sh -c; `run = ["prog", "arg"]` runs the argv as is."""
    if isinstance(value, str):
        if not value.strip():
            raise UsageError(f"{label!r} is empty")
        return ["/bin/sh", "-c", value]
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return list(value)
    raise type_error(label, "a command string or a non-empty list of strings", value)


def scope(value: Any, label: str, workspace: Path | None = None) -> list[str]:
    # imported here: config imports this module at its top (a cycle otherwise)
    from savepoint.config import scope_patterns

    return scope_patterns(text_list(value, label), label, workspace)


def state(value: Any, label: str, workspace: Path | None = None) -> list[str]:
    """In-scope patterns of resumable progress: written like scope patterns, no `!`."""
    # imported here: config imports this module at its top (a cycle otherwise)
    from savepoint.config import state_patterns

    return state_patterns(text_list(value, label), label, workspace)


def patterns(value: Any, label: str) -> list[str]:
    # imported here: config imports this module at its top (a cycle otherwise)
    from savepoint.config import checked_patterns

    return checked_patterns(text_list(value, label), label)


# -- the options ---------------------------------------------------------------------------------


# (plain classes, not dataclasses: `savepoint run` imports this module, and generating dataclass
# methods costs more than the rest of the module)
class Flag:
    """How an option appears on `savepoint run`'s command line."""

    __slots__ = ("help", "is_flag", "metavar", "multiple")

    def __init__(self, metavar: str | None, help: str, multiple: bool = False, is_flag: bool = False) -> None:
        self.metavar, self.help, self.multiple, self.is_flag = metavar, help, multiple, is_flag


class Option:
    """One option: its key (savepoint.toml / plan key and Python keyword), its parser
    ((value, label) -> typed value), where the typed value goes in a TaskSpec, and its flag
    (None: not a `savepoint run` flag)."""

    __slots__ = ("apply", "cli", "key", "parse", "result")

    def __init__(self, key: str, parse: Callable[[Any, str], Any], apply: Callable[[TaskSpec, Any], None],
                 cli: Flag | None = None, result: Callable[[TaskSpec], Any] | None = None) -> None:
        self.key, self.parse, self.apply, self.cli = key, parse, apply, cli
        # `result`: reads the option back when it defines the task's result, so that a plan runs a
        # done task again when it changes (plan/state.py's snapshot); None: it does not (a retry
        # count, a timeout)
        self.result = result

    @property
    def flag(self) -> str:
        return "--" + self.key.replace("_", "-")


def _set(attr: str) -> Callable[[TaskSpec, Any], None]:
    def apply(spec: TaskSpec, value: Any) -> None:
        setattr(spec, attr, value)
    return apply


def _set_detector(attr: str) -> Callable[[TaskSpec, Any], None]:
    def apply(spec: TaskSpec, value: Any) -> None:
        setattr(spec.detectors, attr, value)
    return apply


def _merge(attr: str) -> Callable[[TaskSpec, Any], None]:
    """Tables merge over what the spec has (defaults, then the task's own, then flags)."""
    def apply(spec: TaskSpec, value: Any) -> None:
        setattr(spec, attr, {**getattr(spec, attr), **value})
    return apply


def _rules_first(spec: TaskSpec, value: Any) -> None:
    spec.rules = value + spec.rules  # a task's own rules are tried before the defaults'


def _detectors(value: Any, label: str) -> dict[str, Any]:
    # imported here: config imports this module at its top (a cycle otherwise)
    from savepoint.config import detector_table

    return detector_table(value, label)


def _apply_detectors(spec: TaskSpec, value: Any) -> None:
    for key, v in value.items():  # over the spec's own: a task's table changes only what it names
        setattr(spec.detectors, key, v)


def _isolate(value: Any, label: str) -> str:
    # lazy import (startup time): keeps isolate/, ctypes, json off this module's import
    from savepoint.isolate import parse_mode

    return parse_mode(value, label)


def _read_only(spec: TaskSpec, value: Any) -> None:
    spec.read_only = value


def _full_scan(spec: TaskSpec, value: Any) -> None:
    spec.track = not value  # `full_scan = true` is `track = false`


OPTIONS: dict[str, Option] = {o.key: o for o in (
    Option("run", command, _set("command"), result=lambda t: list(t.command)),
    Option("scope", scope, _set("scope"), Flag("PAT", "What the task may modify (repeatable).", multiple=True),
           result=lambda t: list(t.scope)),
    Option("read_only", flag, _read_only,
           Flag(None, "The task modifies nothing: stat-only checkpoint, verified (a write is FATAL and "
                      "cannot be rolled back).", is_flag=True), result=lambda t: t.read_only),
    Option("strict_scope", flag, _set("strict_scope"),
           Flag(None, "Any write outside the scope is FATAL (default: the result is kept and the writes "
                      "are listed as a warning).", is_flag=True)),
    Option("state", state, _set("state"),
           Flag("PAT", "Resumable progress in the scope (training checkpoints): kept as the failed attempt "
                       "left it when rolling back, unless corrupt (NaN/Inf) (repeatable).", multiple=True)),
    Option("outside_ignore", patterns, _set("outside_ignore")),
    Option("checks", checks, _set("checks"),
           Flag("SPEC", "Success check: exists:GLOB, nonempty:GLOB, json:FILE:KEY OP N, cmd:SHELL "
                        "(repeatable; weight prefix 2*).", multiple=True),
           result=lambda t: [c.text for c in t.checks]),
    Option("threshold", fraction, _set("threshold"), Flag("FLOAT", "Partial value to keep (default 0.5).")),
    Option("retries", integer, _set("retries"),
           Flag("INTEGER", "Retries after the first attempt (default 2).")),
    Option("timeout", duration, _set_detector("timeout"),
           Flag("DUR", "Wall time limit per attempt (90s, 5m, 1h).")),
    Option("stall", duration, _set_detector("stall"),
           Flag("DUR", "No output and no metric for this long = stall.")),
    Option("max_memory", size, _set_detector("max_memory"),
           Flag("SIZE", "Process tree RSS limit (512M, 2G).")),
    Option("watch", metric_names, _set_detector("watch"),
           Flag("METRIC", "Metric to watch for NaN/spikes (repeatable).", multiple=True)),
    Option("params", params, _merge("params"),
           Flag("NAME=VALUE", "Env var and {NAME} in the command.", multiple=True),
           result=lambda t: dict(t.params)),
    Option("adjust", adjust, _merge("adjust"),
           Flag("NAME=EXPR", "Applied on retries, e.g. BATCH=BATCH//2.", multiple=True)),
    Option("budget", size, _set("budget"), Flag("SIZE", "Most new data the checkpoint may store.")),
    Option("backoff", delay, _set("backoff"),
           Flag("DUR", "Base delay of transient retries (default 1s; 0: none).")),
    Option("backoff_max", delay, _set("backoff_max")),
    Option("cwd", text, _set("cwd"), result=lambda t: t.cwd),
    Option("env", env, _merge("env"), result=lambda t: dict(t.env)),
    Option("rules", rules, _rules_first),
    Option("detectors", _detectors, _apply_detectors),
    Option("isolate", _isolate, _set("isolate")),  # its flag's [=all] form is click's: see cli/run_cmds.py
    Option("isolate_net", flag, _set("isolate_net")),
    # how savepoint knows what a task changed (docs/run.md): inotify, or a walk of everything
    Option("track", flag, _set("track")),
    Option("full_scan", flag, _full_scan,
           Flag(None, "Walk the whole workspace before and after each attempt instead of tracking "
                      "what the task touches (writes through a shared mmap are only seen this way).",
                is_flag=True)),
)}

# The command line's singular names for repeatable flags (`--check X --check Y`, `--param A=1`).
CLI_NAMES = {"checks": "check", "params": "param"}


class TaskOptions(TypedDict, total=False):
    """The options `savepoint.run()`, `@savepoint.task` and `savepoint.transaction()` take, as type
    checkers see them (the same keys as a task in savepoint.toml, but `run`)."""

    scope: str | list[str]
    read_only: bool
    strict_scope: bool
    state: str | list[str]
    outside_ignore: str | list[str]
    checks: str | list[str | dict[str, Any] | CheckSpec]
    threshold: float
    retries: int
    timeout: str | float
    stall: str | float
    max_memory: str | int
    watch: str | list[str]
    params: Mapping[str, str | int | float | bool]
    adjust: Mapping[str, str] | list[str] | str
    budget: str | int
    backoff: str | float
    backoff_max: str | float
    cwd: str
    env: Mapping[str, str | int | float | bool]
    rules: list[dict[str, Any]]
    detectors: Mapping[str, Any]
    isolate: bool | str
    isolate_net: bool
    track: bool
    full_scan: bool


def result_snapshot(spec: TaskSpec) -> dict[str, Any]:
    """The options that define a task's result, as stored in a plan's state (`run` as `command`)."""
    return {("command" if o.key == "run" else o.key): o.result(spec)
            for o in OPTIONS.values() if o.result is not None}


def parse(key: str, value: Any, label: str | None = None, *, workspace: Path | None = None) -> Any:
    """The typed value of option `key` (UsageError naming `label`, by default the key)."""
    option = OPTIONS[key]
    if key == "scope":
        return scope(value, label or key, workspace)
    if key == "state":
        return state(value, label or key, workspace)
    return option.parse(value, label or key)


def apply(spec: TaskSpec, key: str, value: Any, *, label: str | None = None,
          workspace: Path | None = None) -> None:
    """Parse `value` as option `key` and set it in `spec`."""
    OPTIONS[key].apply(spec, parse(key, value, label, workspace=workspace))


def apply_table(spec: TaskSpec, table: Mapping[str, Any], *, where: str,
                ignore: Collection[str] = (), allowed: Collection[str] | None = None) -> None:
    """Every key of a savepoint.toml / plan table or of the Python API's keywords, in order;
    mistakes are prefixed with `where` (`savepoint.toml: [defaults]`, `savepoint.run()`)."""
    known = list(allowed) if allowed is not None else list(OPTIONS)
    for key, value in table.items():
        if key in ignore:
            continue
        if key not in known:
            hint = closest(key, known)
            raise UsageError(f"{where}: unknown key {key!r}" + (f" (did you mean {hint!r}?)" if hint else ""))
        try:
            apply(spec, key, value)
        except UsageError as e:
            msg = str(e)
            raise UsageError(msg if msg.startswith(where) else f"{where}: {msg}") from e


def closest(key: str, known: Collection[str]) -> str | None:
    # lazy import (startup time): keeps difflib, heapq off this module's import
    import difflib

    matches = difflib.get_close_matches(key, list(known), n=1, cutoff=0.75)
    return matches[0] if matches else None
