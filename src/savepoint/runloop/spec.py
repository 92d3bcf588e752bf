"""A run's stored spec: what `savepoint resolve --retry` re-runs, readable across versions."""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from typing import Any

from savepoint.model import (
    CheckSpec,
    DetectorConfig,
    TaskSpec,
)


def spec_to_json(task: TaskSpec) -> dict[str, Any]:
    """The stored spec of a run (what `savepoint resolve --retry` re-runs). Values JSON cannot hold
    (a Python API `callable` check's function) are stored by name."""
    data: dict[str, Any] = json.loads(json.dumps(asdict(task), default=_json_name))
    return data


def _json_name(value: Any) -> str:
    return f"<{getattr(value, '__qualname__', type(value).__name__)}>"


# Task fields renamed since runs were first stored: old name -> new name (resolve of an old run).
RENAMED_FIELDS: dict[str, str] = {}


def spec_from_json(data: dict[str, Any] | str) -> TaskSpec:
    """The TaskSpec of a stored run, also one stored by another version of savepoint: a renamed
    field is read under its new name, a field this version does not know is dropped, and a field
    the stored run lacks takes its default."""
    def known(cls: Any, table: Any) -> dict[str, Any]:
        names = {f.name for f in fields(cls)}
        table = {RENAMED_FIELDS.get(k, k): v for k, v in (table or {}).items()}
        return {k: v for k, v in table.items() if k in names}

    data = known(TaskSpec, json.loads(data) if isinstance(data, str) else data)
    data["detectors"] = DetectorConfig(**known(DetectorConfig, data.get("detectors")))
    data["checks"] = [CheckSpec(**known(CheckSpec, c)) for c in data.get("checks") or []]
    data.setdefault("command", [])
    return TaskSpec(**data)
