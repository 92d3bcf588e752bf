"""savepoint: run a risky task as a transaction.

    import savepoint
    outcome = savepoint.run(task, fn)     # checkpoint, monitor, validate, keep or roll back

The public API is re-exported here lazily, so `import savepoint` stays cheap for the CLI.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"

_LAZY = {
    "Store": ("savepoint.store", "Store"),
    "Outcome": ("savepoint.model", "Outcome"),
    "Status": ("savepoint.model", "Status"),
    "Severity": ("savepoint.model", "Severity"),
    "TaskSpec": ("savepoint.model", "TaskSpec"),
    "run": ("savepoint.api", "run"),
    "task": ("savepoint.api", "task"),
    "transaction": ("savepoint.api", "transaction"),
    "Context": ("savepoint.api", "Context"),
    "AttemptAborted": ("savepoint._inprocess", "AttemptAborted"),
}


def __getattr__(name: str) -> Any:
    target = _LAZY.get(name)
    if target is None:
        raise AttributeError(f"module 'savepoint' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(target[0]), target[1])
    globals()[name] = value
    return value
