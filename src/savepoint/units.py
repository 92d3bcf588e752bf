"""Durations (`90s`, `5m`, `1h`, `1.5h`, `250ms`) and sizes (`512M`, `2G`, `1.5GiB`, `100KB`)."""

from __future__ import annotations

import re

from savepoint.errors import UsageError

_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$", re.IGNORECASE)
_PART = re.compile(r"(\d+(?:\.\d+)?)(ms|s|m|h|d)", re.IGNORECASE)
_COMPOUND = re.compile(r"^\s*(?:\d+(?:\.\d+)?(?:ms|s|m|h|d))+\s*$", re.IGNORECASE)
_DURATION_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}

_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([KMGTP]?)(i?B?)?\s*$", re.IGNORECASE)
_SIZE_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40, "P": 1 << 50}


def parse_duration(text: str | float | int, what: str = "duration") -> float:
    """Seconds from `90s`, `5m`, `1h`, `2d`, `250ms` or a bare number of seconds."""
    if isinstance(text, bool):
        raise UsageError(f"invalid {what} {text!r}: expected e.g. 90s, 5m, 1h")
    if isinstance(text, int | float):
        value = float(text)
    else:
        m = _DURATION.match(text)
        if m:
            value = float(m.group(1)) * _DURATION_UNITS[(m.group(2) or "s").lower()]
        elif _COMPOUND.match(text):  # 1h30m, 2m30s
            value = sum(float(n) * _DURATION_UNITS[u.lower()] for n, u in _PART.findall(text))
        else:
            raise UsageError(f"invalid {what} {text!r}: expected a number with s, m, h or d, e.g. 90s, 5m, 1h")
    if value <= 0 or value != value or value == float("inf"):
        raise UsageError(f"invalid {what} {text!r}: must be greater than zero")
    return value


def parse_size(text: str | int, what: str = "size") -> int:
    """Bytes from `512M`, `2G`, `1.5GiB`, `100KB`, `4096` (binary multiples: 1K = 1024)."""
    if isinstance(text, bool):
        raise UsageError(f"invalid {what} {text!r}: expected e.g. 512M, 2G")
    if isinstance(text, int):
        value = text
    else:
        m = _SIZE.match(text)
        if not m:
            raise UsageError(f"invalid {what} {text!r}: expected a number with K, M, G or T, e.g. 512M, 2G")
        value = int(float(m.group(1)) * _SIZE_UNITS[m.group(2).upper()])
    if value <= 0:
        raise UsageError(f"invalid {what} {text!r}: must be greater than zero")
    return value


def format_size(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TiB"


def format_duration(seconds: float) -> str:
    if seconds < 1:
        return f"{seconds * 1000:.0f}ms"
    if seconds < 120:
        return f"{seconds:.1f}s"
    if seconds < 7200:
        return f"{seconds / 60:.1f}m"
    return f"{seconds / 3600:.1f}h"


def seconds_from_env(name: str, default: float, *, low: float = 1.0, high: float = 3600.0) -> float:
    """Seconds from the environment variable `name` (unset or empty: `default`): a number between
    `low` and `high`. A malformed value is one line naming the variable (UsageError, exit 2)."""
    import os  # (only the commands that read such a variable need it)

    text = os.environ.get(name, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        raise UsageError(f"{name}={text!r} is not a number of seconds") from None
    if not low <= value <= high:  # (NaN too)
        raise UsageError(f"{name}={text!r}: give between {low:g} and {high:g} seconds")
    return value
