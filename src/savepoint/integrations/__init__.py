"""Framework callbacks that report metrics to savepoint natively (no log parsing):

    from savepoint.integrations.hf import SavepointCallback          # Hugging Face Trainer
    from savepoint.integrations.lightning import SavepointCallback   # Lightning
    from savepoint.integrations.keras import SavepointCallback       # Keras

Each module imports its framework when it is imported (never before: `import savepoint` does not
load them, nor does this package); all write through `savepoint.log_metrics`, a no-op outside
`savepoint run`. What they share is here: finding the framework's callback class, and reporting
a framework's logs.
"""

from __future__ import annotations

from typing import Any


def framework_base(*where: str) -> Any:
    """The callback base class of a framework: the first of `where` ("module:Class") that imports
    (Keras 3, else tf.keras; lightning, else pytorch_lightning). An integration module calls it as
    it is imported; the ImportError of the first is raised when none imports."""
    import importlib  # (the framework is imported here, when an integration module asks)

    first: ImportError | None = None
    for spec in where:
        module, _, name = spec.partition(":")
        try:
            return getattr(importlib.import_module(module), name)
        except ImportError as e:
            first = first or e
    assert first is not None, "no module named"
    raise first


def report(step: int, *logs: Any) -> None:
    """Report the numeric entries of `logs` (mappings: a framework's logs, its callback metrics;
    a later one wins a name) at `step`."""
    # lazy import (startup time): as the framework's, savepoint's own only when a callback reports
    from savepoint.channel import log_metrics, numbers

    values: dict[str, float] = {}
    for mapping in logs:
        values.update(numbers(mapping or {}))
    values.pop("step", None)  # (the report's x is `step`; a logged "step" would clash with it)
    if values:
        log_metrics(step=step, **values)
