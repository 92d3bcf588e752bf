"""Metrics a task reports itself, so nothing has to be parsed from its output.

    import savepoint
    savepoint.log_metrics(step=step, loss=loss, lr=lr)

Each call appends one JSON line to the file savepoint reads while the task runs (its path is in
`$SAVEPOINT_METRICS`). Outside savepoint the variable is unset and the call does nothing, so a
script keeps working when run on its own. Values may be Python numbers or anything with `.item()`
(a tensor or a NumPy scalar); other values are skipped. This module imports nothing heavy: it is
what the framework callbacks in `savepoint.integrations` write through.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sys
import threading
from collections.abc import Callable, Iterator

ENV = "SAVEPOINT_METRICS"
_lock = threading.Lock()
_open: dict[tuple[str, int], int] = {}  # (path, pid) -> fd: a forked child opens its own
_warned = False
# Inside `savepoint.run(fn)` (the callable runs in this process): ctx.metric, not a file.
_sink: Callable[[str, float, int | None], None] | None = None


@contextlib.contextmanager
def reporting_to(sink: Callable[[str, float, int | None], None]) -> Iterator[None]:
    """While a callable runs under `savepoint.run`, log_metrics calls `sink(name, value, step)`."""
    global _sink
    previous, _sink = _sink, sink
    try:
        yield
    finally:
        _sink = previous


def number(value: object) -> float | None:
    """A metric value as a float: numbers, 0-d tensors and NumPy scalars (`.item()`), numeric strings."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        return float(value)
    item = getattr(value, "item", None)
    if callable(item):
        try:
            value = item()  # a tensor of one element, a NumPy scalar
        except (TypeError, ValueError, RuntimeError):
            return None
        if isinstance(value, bool):
            return None
        if isinstance(value, int | float):
            return float(value)
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


def numbers(values: object) -> dict[str, float]:
    """The numeric entries of a mapping (a framework's logs), by name."""
    out: dict[str, float] = {}
    items = getattr(values, "items", None)
    if not callable(items):
        return out
    for key, value in items():
        found = number(value)
        if found is not None:
            out[str(key)] = found
    return out


def _json(value: float) -> object:
    # NaN/Infinity as JSON's usual extension (Python's json reads it back; savepoint does)
    return int(value) if value.is_integer() and abs(value) < 2 ** 53 else value


def log_metrics(step: int | None = None, **values: object) -> None:
    """Report metrics to savepoint: `log_metrics(step=100, loss=2.31, lr=3e-4)`. `step` is the x
    of the report's plots; a NaN or Inf in a watched metric (the loss, by default) stops the run
    as a NaN in the output would. A no-op outside `savepoint run`."""
    path = os.environ.get(ENV)
    if not path and _sink is None:
        return
    record: dict[str, object] = {}
    if step is not None:
        found = number(step)
        if found is not None and math.isfinite(found):
            record["step"] = int(found)
    for key, value in values.items():
        found = number(value)
        if found is not None:
            record[key] = _json(found)
    if not record:
        return
    sink = _sink
    if sink is not None:  # a NaN in a watched metric raises AttemptAborted here, as ctx.metric does
        at = record.pop("step", None)
        for key, value in record.items():
            sink(key, float(value), at if isinstance(at, int) else None)  # type: ignore[arg-type]
        return
    line = (json.dumps(record, separators=(",", ":")) + "\n").encode()
    try:
        _write(path or "", line)
    except OSError as e:  # reporting must never stop the training it reports on
        _warn(f"savepoint: cannot write metrics to {path}: {e}")


def _write(path: str, line: bytes) -> None:
    key = (path, os.getpid())
    with _lock:
        fd = _open.get(key)
        if fd is None:
            fd = _open[key] = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o644)
        os.write(fd, line)  # one write per record: appends from several processes do not interleave


def _warn(message: str) -> None:
    global _warned
    if not _warned:
        _warned = True
        print(message, file=sys.stderr)
