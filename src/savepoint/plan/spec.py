"""Reading a plan file: `[defaults]` and `[[task]]` tables, validated before anything runs.

    [defaults]
    retries = 1
    timeout = "10m"

    [[task]]
    id = "prepare"
    run = "python prepare.py"
    scope = ["/data/"]

    [[task]]
    id = "train"
    needs = ["prepare"]
    run = "python train.py --lr {LR}"
    params = { LR = 0.1 }
    on_fatal = "escalate"        # or "skip" (its dependents run without it) or "stop"
    inputs = ["/data/"]          # what it reads outside its scope (on a cluster: all a node fetches)

A task takes every key a `savepoint.toml` task takes (config.task_from_table parses those); this
module adds the plan-only keys (`id`, `needs`, `on_fatal`) and checks the graph: duplicate ids,
unknown dependencies and cycles are each one line naming the problem (UsageError, exit 2).
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from savepoint.errors import UsageError
from savepoint.model import TaskSpec

OnFatal = Literal["escalate", "skip", "stop"]
ON_FATAL: tuple[OnFatal, ...] = ("escalate", "skip", "stop")
PLAN_KEYS = ("id", "needs", "on_fatal", "inputs")
TOP_KEYS = ("defaults", "task")
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


@dataclass
class PlanTask:
    id: str
    spec: TaskSpec
    needs: list[str] = field(default_factory=list)
    on_fatal: OnFatal = "escalate"
    # patterns (as `scope`) of what it reads outside its scope; None: not declared (anything). On a
    # cluster a node fetches the task's scope and these, else the whole workspace (executors/ray.py)
    inputs: list[str] | None = None


@dataclass
class Plan:
    path: Path
    tasks: dict[str, PlanTask]  # in file order
    order: list[str]  # a topological order (file order among independent tasks)

    def dependents(self, task_id: str) -> list[str]:
        """Tasks that need `task_id`, directly or not, in plan order."""
        found: set[str] = set()
        frontier = [task_id]
        while frontier:
            current = frontier.pop()
            for t in self.tasks.values():
                if current in t.needs and t.id not in found:
                    found.add(t.id)
                    frontier.append(t.id)
        return [t for t in self.order if t in found]


def load_plan(path: str | os.PathLike[str], workspace: Path | None = None) -> Plan:
    """Parse and validate a plan file. `workspace`'s savepoint.toml defaults apply under the plan's."""
    file = Path(path)
    if not file.is_file():
        raise UsageError(f"plan file {str(path)!r} does not exist")
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise UsageError(f"{file}: cannot read: {e}") from e
    base = _workspace_defaults(workspace) if workspace is not None else None
    return parse_plan(text, file, base)


def _workspace_defaults(workspace: Path) -> TaskSpec | None:
    # lazy import (startup time): keeps config, options off this module's import
    from savepoint.config import load_config

    return load_config(workspace).defaults


def parse_plan(text: str, file: Path, base: TaskSpec | None = None) -> Plan:
    name = file.name
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise UsageError(f"{name}: invalid TOML: {e}") from e
    for key in doc:
        if key not in TOP_KEYS:
            raise UsageError(f"{name}: unknown table or key {key!r} (a plan has [defaults] and [[task]] tables)")
    defaults_table = doc.get("defaults", {})
    if not isinstance(defaults_table, dict):
        raise UsageError(f"{name}: 'defaults' must be a table ([defaults])")
    default_on_fatal = _on_fatal(f"{name}: [defaults]", defaults_table.get("on_fatal", "escalate"))
    for key in ("id", "needs", "run"):
        if key in defaults_table:
            raise UsageError(f"{name}: [defaults]: {key!r} belongs in a [[task]] table")
    # lazy import (startup time): keeps config, options off this module's import
    from savepoint.config import task_from_table

    default_inputs = _inputs(f"{name}: [defaults]", defaults_table.get("inputs"))
    defaults = task_from_table(defaults_table, base, where=f"{name}: [defaults]", ignore=("on_fatal", "inputs"))
    tables = doc.get("task", [])
    if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
        raise UsageError(f"{name}: 'task' must be an array of tables ([[task]])")
    if not tables:
        raise UsageError(f"{name}: the plan has no tasks (add [[task]] tables)")
    tasks: dict[str, PlanTask] = {}
    for i, table in enumerate(tables, 1):
        task = _task(name, i, table, defaults, default_on_fatal)
        if "inputs" not in table:
            task.inputs = default_inputs
        if task.id in tasks:
            raise UsageError(f"{name}: task {task.id!r} is defined twice (ids must be unique)")
        tasks[task.id] = task
    for task in tasks.values():
        for need in task.needs:
            if need not in tasks:
                raise UsageError(f"{name}: task {task.id!r} needs {need!r}, which no task defines")
    # lazy import (startup time): keeps plan/ off this module's import
    from savepoint.plan.graph import topological_order

    return Plan(path=file, tasks=tasks, order=topological_order({t.id: t.needs for t in tasks.values()},
                                                                where=name))


def _task(name: str, index: int, table: dict[str, Any], defaults: TaskSpec, default_on_fatal: OnFatal) -> PlanTask:
    raw_id = table.get("id")
    if raw_id is None:
        raise UsageError(f"{name}: task #{index} has no 'id'")
    if not isinstance(raw_id, str) or not _ID.match(raw_id):
        raise UsageError(f"{name}: task #{index}: id {raw_id!r} must be a string of letters, digits, '_', '.', '-'")
    where = f"{name}: task {raw_id!r}"
    if "run" not in table:
        raise UsageError(f"{where}: missing 'run' (the command to run)")
    # lazy import (startup time): keeps config, options off this module's import
    from savepoint.config import task_from_table

    spec = task_from_table(table, defaults, where=where, ignore=PLAN_KEYS)
    if spec.state and spec.isolate:  # as `savepoint run` refuses it, but before any task runs
        raise UsageError(f"{where}: 'state' cannot be used with 'isolate' (a rollback there discards the "
                         "whole layer, progress included)")
    spec.id = raw_id
    return PlanTask(id=raw_id, spec=spec, needs=_needs(where, table.get("needs", [])),
                    on_fatal=_on_fatal(where, table.get("on_fatal", default_on_fatal)),
                    inputs=_inputs(where, table.get("inputs")))


def _inputs(where: str, value: Any) -> list[str] | None:
    if value is None:
        return None
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(v, str) and v.strip() for v in items):
        raise UsageError(f"{where}: 'inputs' must be a pattern or a list of patterns (as 'scope'), not {value!r}")
    return list(items)


def _needs(where: str, value: Any) -> list[str]:
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(v, str) for v in items):
        raise UsageError(f"{where}: 'needs' must be a task id or a list of task ids, not {value!r}")
    return list(dict.fromkeys(items))


def _on_fatal(where: str, value: Any) -> OnFatal:
    for choice in ON_FATAL:
        if value == choice:
            return choice
    raise UsageError(f"{where}: 'on_fatal' must be one of {', '.join(map(repr, ON_FATAL))}, not {value!r}")
