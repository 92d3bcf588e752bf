"""`savepoint.toml`: defaults, named tasks, checks, user diagnosis rules, detector options.

    [defaults]            # applied to every run (CLI options override them)
    retries = 3
    timeout = "2h"

    [tasks.train]         # `savepoint run train`
    run = "python train.py --batch {BATCH}"
    scope = ["checkpoints/", "out/"]
    params = { BATCH = 64 }
    adjust = { BATCH = "BATCH // 2" }
    checks = ["exists:out/model.pt", "json:out/metrics.json:acc >= 0.9"]

    [[check]]             # default checks (a task's own `checks` replace them)
    spec = "nonempty:out/*"

    [[rule]]              # user diagnosis rules, tried before the defaults
    name = "flaky-gpu"
    match = "CUDA error: unspecified launch failure"
    severity = "TRANSIENT"

    [detectors]
    spike_factor = 3.0

Every key is checked: an unknown key or a wrong type is one line naming the file, the table and
the key, exit 2, before anything runs.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from savepoint import options
from savepoint.errors import UsageError
from savepoint.model import CheckSpec, DetectorConfig, TaskSpec
from savepoint.options import OPTIONS

CONFIG_NAME = "savepoint.toml"
T = TypeVar("T")

TASK_KEYS = tuple(OPTIONS)  # one option model for every front end: savepoint/options.py
TOP_KEYS = ("defaults", "tasks", "check", "rule", "detectors")



@dataclass
class Config:
    """A parsed savepoint.toml. `defaults` already holds [detectors], [[check]] and [[rule]]."""

    path: Path | None
    defaults: TaskSpec = field(default_factory=lambda: TaskSpec(command=[]))
    tasks: dict[str, TaskSpec] = field(default_factory=dict)

    def task(self, name: str) -> TaskSpec:
        spec = self.tasks.get(name)
        if spec is None:
            where = str(self.path) if self.path else CONFIG_NAME
            known = ", ".join(sorted(self.tasks)) or "none defined"
            raise UsageError(f"{where}: no task named {name!r} (tasks: {known})")
        return copy.deepcopy(spec)


# -- small typed readers: each names `where` and the key on a wrong type ----------------------------


def _type_error(where: str, key: str, expected: str, value: Any) -> UsageError:
    return UsageError(f"{where}: {options.type_error(key, expected, value)}")


def _str_list(where: str, key: str, value: Any) -> list[str]:
    return _at(where, options.text_list, value, key)


def _at(where: str, parser: Callable[[Any, str], T], value: Any, key: str) -> T:
    """`parser(value, key)` with `where` before its message."""
    try:
        return parser(value, key)
    except UsageError as e:
        raise UsageError(f"{where}: {e}") from e


# Top-level folders of a Unix system: `--scope /etc` or `--scope /home/me/x` names a path on this
# machine, not a folder of the workspace. A fixed list (plus the first folder of the workspace's own
# path), never a look at the disk: the same pattern means the same thing on every host.
SYSTEM_ROOTS = frozenset({"bin", "boot", "dev", "etc", "home", "lib", "lib32", "lib64", "media", "mnt",
                          "nix", "opt", "proc", "root", "run", "sbin", "snap", "srv", "sys", "tmp", "usr",
                          "var", "Users", "Volumes", "private"})


def scope_patterns(patterns: Collection[str], where: str, workspace: Path | None = None) -> list[str]:
    """Scope patterns as the store reads them (gitignore-style, relative to the workspace).

    A leading `/` anchors a pattern at the workspace root (`/data/raw/` is the workspace's
    data/raw folder), as in .gitignore. What a person types for "this folder" is made to mean it,
    instead of silently matching nothing: `./out/` is `/out/`; with `workspace`, an absolute path
    under it (`$PWD/out`) is made relative to it. An absolute path elsewhere on this machine
    (under a system folder such as /etc, /home or /tmp, or beside the workspace) and `..` parts
    are refused. The host's filesystem is never consulted: a pattern means the same everywhere."""
    roots = set(SYSTEM_ROOTS)
    if workspace is not None:
        for path in dict.fromkeys((Path(workspace), Path(workspace).resolve())):
            if len(path.parts) > 1:
                roots.add(path.parts[1])
    out: list[str] = []
    for raw in patterns:
        neg = "!" if raw.startswith("!") else ""
        p = raw[len(neg):]
        if p.startswith("/"):
            for root in ((str(workspace), str(Path(workspace).resolve())) if workspace is not None else ()):
                if p.rstrip("/") == root.rstrip("/") or p.startswith(root.rstrip("/") + "/"):
                    p = "/" + p[len(root.rstrip("/")):].lstrip("/")
                    break
            else:
                first = p.lstrip("/").split("/", 1)[0]
                if first in roots:
                    raise UsageError(f"{where}: scope pattern {raw!r} is a path outside the workspace "
                                     f"(patterns are relative to its root; for its own folder {first!r} "
                                     f"write './{p.lstrip('/')}')")
        if p.startswith("./") or p == ".":  # `./out/` -> `/out/` (from the workspace's root)
            while p.startswith("./") or p.startswith("//"):
                p = p[1:].lstrip("/") if p.startswith("./") else p[1:]
            p = "/" + (p if p != "." else "").lstrip("/")
        if ".." in p.split("/"):
            raise UsageError(f"{where}: scope pattern {raw!r} has a '..' part (patterns are relative to "
                             "the workspace and stay inside it)")
        if p == "/" and raw.strip():
            p = "**"  # the whole workspace
        out.append(neg + p)
    return out


def state_patterns(patterns: Collection[str], where: str, workspace: Path | None = None) -> list[str]:
    """`--state PAT`: paths of resumable progress, written like scope patterns (no negation)."""
    if any(p.startswith("!") for p in patterns):
        raise UsageError(f"{where}: a state pattern cannot start with '!'")
    return checked_patterns(scope_patterns([p for p in patterns if p.strip()], where, workspace), where)


def checked_patterns(patterns: list[str], where: str) -> list[str]:
    """Gitignore-style patterns, checked now (a bad one is refused before anything runs)."""
    # lazy import (startup time): keeps pathspec off this module's import
    import pathspec

    for p in patterns:
        if "\x00" in p:
            raise UsageError(f"{where}: pattern {p!r} contains a NUL byte")
    try:
        pathspec.GitIgnoreSpec.from_lines(patterns)
    except Exception as e:  # pathspec raises several types for malformed patterns
        raise UsageError(f"{where}: invalid pattern: {e}") from e
    return patterns


def _int(where: str, key: str, value: Any, minimum: int = 0) -> int:
    return _at(where, lambda v, k: options.integer(v, k, minimum), value, key)


def _float(where: str, key: str, value: Any) -> float:
    return _at(where, options.number, value, key)


def _duration(where: str, key: str, value: Any) -> float:
    return _at(where, options.duration, value, key)


def _size(where: str, key: str, value: Any) -> int:
    return _at(where, options.size, value, key)


# -- checks, rules, detectors ---------------------------------------------------------------------


def parse_checks(value: Any, *, where: str, key: str = "checks") -> list[CheckSpec]:
    """Spec strings (`exists:out/*`) or tables, through collect's parsers (imported lazily)."""
    return _at(where, options.checks, value, key)


def parse_rules(value: Any, *, where: str, key: str = "rules") -> list[dict[str, Any]]:
    """User diagnosis rules as tables, validated by the rule engine."""
    return _at(where, options.rules, value, key)


_DETECTOR_FIELDS = {f.name: f for f in dataclasses.fields(DetectorConfig)}


def apply_detectors(det: DetectorConfig, table: Any, *, where: str) -> DetectorConfig:
    """A copy of `det` with the `[detectors]` table's keys set (each one checked)."""
    if not isinstance(table, dict):
        raise _type_error(where, "detectors", "a table", table)
    det = copy.deepcopy(det)
    w = f"{where} [detectors]" if "detectors" not in where else where
    for key, value in table.items():
        if key not in _DETECTOR_FIELDS:
            raise UsageError(f"{w}: unknown key {key!r} (known: {', '.join(sorted(_DETECTOR_FIELDS))})")
        setattr(det, key, _detector_value(w, key, value))
    return det


def detector_table(value: Any, label: str) -> dict[str, Any]:
    """A task's `detectors = {...}`: each key checked, typed values (applied by options.py)."""
    if not isinstance(value, Mapping):
        raise options.type_error(label, "a table", value)
    out: dict[str, Any] = {}
    for key, v in value.items():
        if key not in _DETECTOR_FIELDS:
            raise UsageError(f"{label}: unknown key {key!r} (known: {', '.join(sorted(_DETECTOR_FIELDS))})")
        try:
            out[key] = _detector_value(label, key, v)
        except UsageError as e:
            raise UsageError(str(e).removeprefix(f"{label}: ")) from e
    return out


def _detector_value(where: str, key: str, value: Any) -> Any:
    if key in ("watch", "error_patterns", "metric_patterns"):
        patterns = _str_list(where, key, value)
        if key != "watch":
            for p in patterns:
                try:
                    compiled = re.compile(p)
                except re.error as e:
                    raise UsageError(f"{where}: {key}: invalid regex {p!r}: {e}") from e
                if key == "metric_patterns" and not compiled.groupindex:
                    raise UsageError(f"{where}: metric_patterns: {p!r} names no group: write "
                                     f"(?P<loss>...) for a metric 'loss', or (?P<name>...) and (?P<value>...)")
        return patterns
    if key in ("timeout", "stall", "sample_interval", "kill_grace", "stall_min"):
        return _duration(where, key, value)
    if key in ("max_memory", "disk_floor"):
        return _size(where, key, value)
    if key in ("spike_window", "spike_points", "zscore_window", "plateau_patience"):
        return _int(where, key, value, minimum=1)
    if key in ("spike_factor", "zscore"):
        return _float(where, key, value)
    if key == "divergence_cap":
        if not isinstance(value, dict):
            raise _type_error(where, key, "a table of metric = number", value)
        return {str(k): _float(where, f"{key}.{k}", v) for k, v in value.items()}
    if key == "actions":
        if not isinstance(value, dict) or not all(v in ("warn", "pause", "abort") for v in value.values()):
            raise _type_error(where, key, "a table of kind = \"warn\" | \"pause\" | \"abort\"", value)
        return dict(value)
    default = _DETECTOR_FIELDS[key].default  # fields added later: checked by their default's type
    if isinstance(default, int) and not isinstance(default, bool):
        return _int(where, key, value)
    if isinstance(default, float):
        return _float(where, key, value)
    raise UsageError(f"{where}: unknown key {key!r}")


# -- tasks ----------------------------------------------------------------------------------------


def command_from(value: Any, *, where: str) -> list[str]:
    """`run = "a | b"` runs through /bin/sh -c; `run = ["prog", "arg"]` runs the argv as is."""
    return _at(where, options.command, value, "run")


def task_from_table(table: Mapping[str, Any], base: TaskSpec | None = None, *, where: str,
                    ignore: Collection[str] = ()) -> TaskSpec:
    """A TaskSpec from a TOML table, on top of `base` (deep-copied; dict keys merge, lists replace,
    except `rules`: the table's rules come before the base's). Keys in `ignore` are the caller's
    (a plan's `depends`, say) and skipped here. Every key goes through savepoint/options.py."""
    if not isinstance(table, Mapping):
        raise _type_error(where, "task", "a table", table)
    spec = copy.deepcopy(base) if base is not None else TaskSpec(command=[])
    options.apply_table(spec, table, where=where, ignore=ignore)
    return spec


def _closest(key: str, known: Collection[str]) -> str | None:
    return options.closest(key, known)


# -- the file -------------------------------------------------------------------------------------


def load_config(workspace: str | Path, path: str | Path | None = None) -> Config:
    """Read `path` (`--config FILE`), else WORKSPACE/savepoint.toml if present, else no config."""
    explicit = path is not None
    file = Path(path) if path is not None else Path(workspace) / CONFIG_NAME
    if not file.exists():
        if explicit:
            raise UsageError(f"config file {str(file)!r} does not exist")
        return Config(path=None)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise UsageError(f"{file}: cannot read: {e}") from e
    return parse_config(text, file)


def parse_config(text: str, file: Path) -> Config:
    import tomllib  # only when there is a file: `savepoint run` without one skips the import

    name = file.name
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:  # its message carries "(at line N, column M)"
        raise UsageError(f"{name}: invalid TOML: {e}") from e
    for key in doc:
        if key not in TOP_KEYS:
            hint = _closest(key, TOP_KEYS)
            raise UsageError(f"{name}{_line_of(text, key)}: unknown table or key {key!r}"
                             + (f" (did you mean {hint!r}?)" if hint else ""))
    try:
        defaults = _defaults(doc, name)
        tasks = _tasks(doc, defaults, name)
    except UsageError as e:
        raise UsageError(_with_line(str(e), text)) from e
    return Config(path=file, defaults=defaults, tasks=tasks)


def _defaults(doc: dict[str, Any], name: str) -> TaskSpec:
    table = doc.get("defaults", {})
    if not isinstance(table, dict):
        raise _type_error(name, "defaults", "a table", table)
    if "run" in table:
        raise UsageError(f"{name}: [defaults]: 'run' belongs in a [tasks.NAME] table")
    spec = task_from_table(table, None, where=f"{name}: [defaults]")
    if "detectors" in doc:
        spec.detectors = apply_detectors(spec.detectors, doc["detectors"], where=f"{name}: [detectors]")
    if "check" in doc:
        checks = doc["check"]
        if not isinstance(checks, list):
            raise _type_error(name, "check", "an array of tables ([[check]])", checks)
        spec.checks = parse_checks(checks, where=f"{name}: [[check]]", key="check")
    if "rule" in doc:
        spec.rules = spec.rules + parse_rules(doc["rule"], where=f"{name}: [[rule]]", key="rule")
    return spec


def _tasks(doc: dict[str, Any], defaults: TaskSpec, name: str) -> dict[str, TaskSpec]:
    tables = doc.get("tasks", {})
    if not isinstance(tables, dict):
        raise _type_error(name, "tasks", "a table of [tasks.NAME] tables", tables)
    tasks: dict[str, TaskSpec] = {}
    for task_name, table in tables.items():
        where = f"{name}: task {task_name!r}"
        if not isinstance(table, dict):
            raise _type_error(where, "task", "a table", table)
        if "run" not in table:
            raise UsageError(f"{where}: missing 'run' (the command to run)")
        spec = task_from_table(table, defaults, where=where)
        spec.id = task_name
        tasks[task_name] = spec
    return tasks


def _line_of(text: str, key: str) -> str:
    """`:LINE` of the first line defining `key` (tomllib does not report lines of valid keys)."""
    pattern = re.compile(rf"^\s*(\[+\s*)?(tasks\.)?[\"']?{re.escape(key)}[\"']?\s*(=|\]|\.)")
    for n, line in enumerate(text.splitlines(), 1):
        if pattern.match(line):
            return f":{n}"
    return ""


def _with_line(message: str, text: str) -> str:
    """Add the line number to "FILE: ...: unknown key 'x'" messages, when the key is findable."""
    m = re.search(r"unknown key '([^']+)'", message)
    if not m or re.match(r"^[^:\s]+:\d+", message):
        return message
    line = _line_of(text, m.group(1))
    head, sep, rest = message.partition(": ")
    return f"{head}{line}{sep}{rest}" if sep else message
