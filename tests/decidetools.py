"""Shared by the diagnosis and metric-format tests: a failure's evidence from its last lines, and
one line's parse checked against what must be read."""

from __future__ import annotations

import math

from savepoint.decide import Evidence
from savepoint.model import Anomaly, Execution
from savepoint.monitor.metrics import LineParser


def ev(code: int | None, tail: list[str], signal: int | None = None,
       anomalies: list[Anomaly] | None = None) -> Evidence:
    """The evidence of a task that ended with `code` (or `signal`) after printing `tail`."""
    return Evidence(Execution(exit_code=code, signal=signal, duration=1.0, started=0.0, tail=tail,
                              anomalies=anomalies or []), changed_in_scope=False)


def assert_parsed(line: str, expected: dict[str, float], step: int | None) -> None:
    """A fresh parser reads exactly `expected` from `line` (NaN equal to NaN), and that step."""
    parser = LineParser()
    found = parser.parse(line)
    assert found.keys() == expected.keys(), found
    for key, value in expected.items():
        assert (math.isnan(found[key]) and math.isnan(value)) or found[key] == value, (key, found[key])
    assert parser.step == step
