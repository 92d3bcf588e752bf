"""A plan's durable state: one row per task in the catalog's `plan_tasks`, written after every
transition, and what a resume makes of it (which tasks re-run, and why)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from savepoint.exitcodes import EXIT_FATAL
from savepoint.model import EXIT_FOR_STATUS, Status, TaskSpec

# Task states that let the tasks needing them run.
SATISFIED = frozenset({Status.DONE, Status.PARTIAL, Status.SKIPPED})
OK_STATES = frozenset({Status.DONE, Status.PARTIAL})


@dataclass
class TaskState:
    status: str = Status.PENDING.value
    run_id: str | None = None
    outcome: str | None = None  # the run's own status (DONE, FATAL, ...), when it ran
    exit_code: int | None = None  # the run's exit code, for the plan's worst outcome
    reason: str = ""  # one line: why it is in this state
    blocked_by: str | None = None  # the needed task that blocks it
    decided_by: str | None = None  # "person" (savepoint resolve) or "policy" (on_fatal = "skip")
    attempts: int = 0
    diagnosis: dict[str, Any] | None = None  # of the last attempt
    escalate: bool = False
    report: str | None = None  # the run's own escalation report
    checkpoint_id: str | None = None
    post_failure_checkpoint: str | None = None  # what the failed attempt left, for `savepoint diff`
    started: float | None = None
    ended: float | None = None
    spec: dict[str, Any] = field(default_factory=dict)  # what ran: see spec_snapshot
    scope_digest: str | None = None  # the scope's content as the plan left it after this task
    runs: list[str] = field(default_factory=list)  # every run of this task, oldest first
    kept_checkpoint: str | None = None  # its scope as it left it, when it ran elsewhere or with a remote
    node: str | None = None  # the machine it ran on, when not this one
    lost: list[dict[str, Any]] = field(default_factory=list)  # its runs cut short by the loss of a node

    def to_data(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> TaskState:
        try:
            data = json.loads(row.get("data") or "{}")
        except ValueError:
            data = {}
        known = {f.name for f in fields(cls)}
        state = cls(**{k: v for k, v in data.items() if k in known})
        state.status = row["status"]
        state.run_id = row.get("run_id")
        return state

    @property
    def satisfied(self) -> bool:
        return self.status in SATISFIED


def plan_id_for(plan_path: Path, workspace: Path) -> str:
    """Stable across runs: the plan file's path relative to the workspace (absolute if outside)."""
    resolved = plan_path.resolve()
    try:
        key = resolved.relative_to(workspace.resolve()).as_posix()
    except ValueError:
        key = str(resolved)
    return "plan-" + hashlib.blake2b(key.encode(), digest_size=6).hexdigest()


def spec_snapshot(spec: TaskSpec) -> dict[str, Any]:
    """What defines a task's result: changing any of these makes a done task run again (the
    options marked `result=` in savepoint/options.py)."""
    # lazy import (startup time): keeps options off this module's import
    from savepoint.options import result_snapshot

    return result_snapshot(spec)


_TABLES = ("params", "env")  # compared name by name


def spec_changes(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """Human lines naming what changed between two snapshots ([] when nothing did). A key only
    one side has (an option added since the state was written) is no change."""
    if not old:
        return []
    changes: list[str] = []
    for key in new:
        if key in _TABLES or key not in old:
            continue
        if old.get(key) != new.get(key):
            changes.append(f"{key} changed")
    for key in _TABLES:
        before, after = old.get(key) or {}, new.get(key) or {}
        for name in sorted(set(before) | set(after)):
            if before.get(name) != after.get(name):
                changes.append(f"{key[:-1] if key == 'params' else key} {name}: "
                               f"{before.get(name, '(unset)')} -> {after.get(name, '(unset)')}")
    return changes


def outcome_exit_code(state: TaskState) -> int:
    """The exit code a task in this state contributes to the plan's (0 = fine)."""
    status = Status(state.status)
    if status in OK_STATES:
        return 0
    if status is Status.SKIPPED:
        return 0 if state.decided_by == "person" else (state.exit_code or EXIT_FATAL)
    if state.exit_code:
        return state.exit_code
    return EXIT_FOR_STATUS.get(status, EXIT_FATAL)


# Worst first: a cancelled plan, then a bug, then the run outcomes by how much they need a person.
_EXIT_RANK = (130, 70, 12, 11, 75, 2)


def worst_exit_code(codes: list[int]) -> int:
    failing = [c for c in codes if c != 0]
    if not failing:
        return 0
    return min(failing, key=lambda c: _EXIT_RANK.index(c) if c in _EXIT_RANK else len(_EXIT_RANK))
