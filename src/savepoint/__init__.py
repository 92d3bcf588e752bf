"""savepoint: run a risky task as a transaction.

    import savepoint
    outcome = savepoint.run(task, fn)     # checkpoint, monitor, validate, keep or roll back

The public API is the names in `__all__`. They are imported on first use (`__getattr__`), so
`import savepoint` stays cheap for the command line; type checkers see them through the
`TYPE_CHECKING` imports below.
"""

from __future__ import annotations

import importlib

__version__ = "0.1.0"

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (type checkers know the name)
if TYPE_CHECKING:
    from typing import Any

    from savepoint._inprocess import AttemptAborted
    from savepoint.api import ApiOutcome, Context, State, Transaction, run, task, transaction
    from savepoint.channel import log_metrics
    from savepoint.errors import SavepointError, StoreError, UsageError
    from savepoint.model import CheckSpec, DetectorConfig, Outcome, Severity, Status, TaskSpec
    from savepoint.store import Store

__all__ = [
    "ApiOutcome",
    "AttemptAborted",
    "CheckSpec",
    "Context",
    "DetectorConfig",
    "Outcome",
    "SavepointError",
    "Severity",
    "State",
    "Status",
    "Store",
    "StoreError",
    "TaskSpec",
    "Transaction",
    "UsageError",
    "__version__",
    "log_metrics",
    "run",
    "task",
    "transaction",
]

_LAZY = {
    "ApiOutcome": "savepoint.api",
    "AttemptAborted": "savepoint._inprocess",
    "CheckSpec": "savepoint.model",
    "Context": "savepoint.api",
    "DetectorConfig": "savepoint.model",
    "Outcome": "savepoint.model",
    "SavepointError": "savepoint.errors",
    "Severity": "savepoint.model",
    "State": "savepoint.api",
    "Status": "savepoint.model",
    "Store": "savepoint.store",
    "StoreError": "savepoint.errors",
    "TaskSpec": "savepoint.model",
    "Transaction": "savepoint.api",
    "UsageError": "savepoint.errors",
    "log_metrics": "savepoint.channel",
    "run": "savepoint.api",
    "task": "savepoint.api",
    "transaction": "savepoint.api",
}


if not TYPE_CHECKING:  # hidden from type checkers: a module __getattr__ would make any name valid

    def __getattr__(name: str) -> Any:
        module = _LAZY.get(name)
        if module is None:
            raise AttributeError(f"module 'savepoint' has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        globals()[name] = value
        return value


def __dir__() -> list[str]:
    return sorted({*__all__, "__doc__", "__file__", "__name__", "__path__"})
