"""Fingerprints: identical failures agree, different failures differ."""

from __future__ import annotations

import signal

from hypothesis import given
from hypothesis import strategies as st

from savepoint.decide import Evidence, fingerprint
from savepoint.decide.diagnosis import normalise
from savepoint.model import Execution


def ex(tail: list[str], exit_code: int | None = 1, sig: int | None = None) -> Execution:
    return Execution(exit_code=exit_code, signal=sig, duration=1.0, started=0.0, tail=tail)


def test_times_numbers_paths_and_addresses_are_masked() -> None:
    a = ex(["2026-11-30T10:01:02Z epoch 3", "Error: object at 0x7f3a2c10 failed in /tmp/run-81723/data.bin "
            "after 12.5s (id 3f2a9c7d1e)"])
    b = ex(["2026-12-01T23:59:59Z epoch 9", "Error: object at 0x55aa0001 failed in /tmp/run-11111/x.bin "
            "after 0.25s (id 00aa11bb22)"])
    assert fingerprint(a) == fingerprint(b)
    assert fingerprint(Evidence(execution=a, changed_in_scope=False)) == fingerprint(a)


def test_exit_status_and_error_text_tell_failures_apart() -> None:
    base = fingerprint(ex(["ValueError: bad row 17"]))
    assert fingerprint(ex(["ValueError: bad row 17"], exit_code=2)) != base
    assert fingerprint(ex(["ValueError: bad row 17"], exit_code=None, sig=signal.SIGKILL)) != base
    assert fingerprint(ex(["KeyError: 'label'"])) != base


def test_the_last_error_line_is_used_not_the_last_line() -> None:
    a = ex(["Traceback (most recent call last):", "ValueError: bad", "cleanup done in 3 ms"])
    b = ex(["Traceback (most recent call last):", "ValueError: bad", "cleanup done in 9 ms", "bye"])
    assert fingerprint(a) == fingerprint(b)
    assert "ValueError" in fingerprint(a)


def test_no_output_still_fingerprints_by_exit_status() -> None:
    assert fingerprint(ex([])) == "exit 1|"
    assert fingerprint(ex([], exit_code=None, sig=signal.SIGKILL)) == "signal SIGKILL|"


@given(st.lists(st.text(max_size=80), max_size=6), st.integers(0, 255))
def test_fingerprint_is_deterministic_and_one_line(tail: list[str], code: int) -> None:
    first = fingerprint(ex(tail, exit_code=code))
    assert first == fingerprint(ex(list(tail), exit_code=code))
    assert "\n" not in first and first.startswith(f"exit {code}|")


@given(st.integers(0, 10**12), st.integers(0, 10**12))
def test_numbers_never_change_the_normalised_line(a: int, b: int) -> None:
    assert normalise(f"failed after {a} steps") == normalise(f"failed after {b} steps")
