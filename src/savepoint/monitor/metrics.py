"""Metrics from a task's output: `key=value`, `key: value` and one-line JSON objects.

Only numeric values count; `nan`, `inf`, `-inf`, `infinity` parse as floats (that is how a
diverging run announces itself). A `step` (or `global_step`) key on the same line/object gives the
step of every other metric on it; without one, each metric counts its own points.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

_NUMBER = r"[-+]?(?:\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|nan|inf(?:inity)?)"
# The value must end at a separator, so `12:30:45` or `v1.2.3` are not read as numbers.
_VALUE_END = r"(?=$|[\s,;|)\]}])"
_PAIR = re.compile(r"\b([A-Za-z_][\w.\-/]*)[ \t]*[=:][ \t]*(" + _NUMBER + r")" + _VALUE_END, re.IGNORECASE)
_VALUE = re.compile(r"[ \t]*(" + _NUMBER + r")" + _VALUE_END, re.IGNORECASE)
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-/")
# The regex costs per character, the separator scan per separator: pick by density.
CHARS_PER_SEPARATOR = 40
STEP_KEYS = ("step", "global_step")


def _to_float(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _from_json(line: str) -> dict[str, float]:
    try:
        obj = json.loads(line)
    except ValueError:
        return {}
    if not isinstance(obj, dict):
        return {}
    out: dict[str, float] = {}
    _flatten(obj, "", out, 0)
    return out


_NON_FINITE = ("nan", "inf", "-inf", "+inf", "infinity", "-infinity")


def _flatten(obj: dict[str, Any], prefix: str, out: dict[str, float], depth: int) -> None:
    """Nested objects become dotted keys ({"eval": {"acc": 0.9}} -> eval.acc), as in metrics files."""
    for key, value in obj.items():
        name = f"{prefix}{key}"
        if isinstance(value, bool):
            continue
        if isinstance(value, int | float) or (isinstance(value, str) and value.strip().lower() in _NON_FINITE):
            out[name] = float(value)
        elif isinstance(value, dict) and depth < 4:
            _flatten(value, name + ".", out, depth + 1)


def parse_line(line: str) -> dict[str, float]:
    """Every numeric metric on one line of output (empty when there is none)."""
    stripped = line.strip()
    if not stripped:
        return {}
    if stripped[0] == "{" and stripped[-1] == "}":
        found = _from_json(stripped)
        if found:
            return found
    if "=" not in stripped and ":" not in stripped:
        return {}  # the cheap test that keeps 100 MB of plain output fast
    separators = stripped.count("=") + stripped.count(":")
    if len(stripped) <= CHARS_PER_SEPARATOR * separators:
        out: dict[str, float] = {}
        for key, text in _PAIR.findall(stripped):
            value = _to_float(text)
            if value is not None:
                out[key] = value
        return out
    return _parse_long(stripped)


def _separators(line: str) -> list[int]:
    found: list[int] = []
    for sep in "=:":
        k = line.find(sep)
        while k >= 0:
            found.append(k)
            k = line.find(sep, k + 1)
    found.sort()
    return found


def _parse_long(line: str) -> dict[str, float]:
    """Work proportional to the separators, not the characters (a 64 KiB line of junk is cheap)."""
    out: dict[str, float] = {}
    for pos in _separators(line):
        m = _VALUE.match(line, pos + 1)
        if m is None:
            continue
        end = pos
        while end > 0 and line[end - 1] in " \t":
            end -= 1
        start = end
        while start > 0 and line[start - 1] in _KEY_CHARS:
            start -= 1
        if start == end or not (line[start].isalpha() or line[start] == "_"):
            continue
        value = _to_float(m.group(1))
        if value is not None:
            out[line[start:end]] = value
    return out


def step_of(found: dict[str, float]) -> int | None:
    for key in STEP_KEYS:
        value = found.get(key)
        if value is not None and math.isfinite(value):
            return int(value)
    return None


def is_default_watched(name: str) -> bool:
    """With no `--watch`, the loss is watched: `loss`, `train_loss`, `val/loss`, `eval.loss`..."""
    low = name.lower()
    return low == "loss" or low.endswith(("_loss", "/loss", ".loss", "-loss"))


HIGHER_IS_BETTER = ("acc", "accuracy", "auc", "f1", "score", "reward", "bleu", "precision", "recall",
                    "map", "iou", "r2")


def higher_is_better(name: str) -> bool:
    """The direction plateau detection looks for (loss-like metrics go down)."""
    low = re.split(r"[_./\-]", name.lower())
    return any(part in HIGHER_IS_BETTER for part in low)
