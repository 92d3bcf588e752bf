"""Metrics from a task's output: `key=value`, `key: value` and one-line JSON objects.

Only numeric values count; `nan`, `inf`, `-inf`, `infinity` parse as floats (that is how a
diverging run announces itself). A `step` (or `global_step`) key on the same line/object gives the
step of every other metric on it; without one, each metric counts its own points.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable

_NUMBER = r"[-+]?(?:\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|nan|inf(?:inity)?)"
# The value must end at a separator, so `12:30:45` or `v1.2.3` are not read as numbers.
_PAIR = re.compile(
    r"(?<![\w.\-/])([A-Za-z_][\w.\-/]*)\s*(?:=|:)\s*(" + _NUMBER + r")(?=$|[\s,;|)\]}])",
    re.IGNORECASE,
)
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
    for key, value in obj.items():
        if isinstance(value, bool):
            continue
        if isinstance(value, int | float) or (isinstance(value, str) and value.strip().lower() in ("nan", "inf", "-inf", "+inf", "infinity",
                                                                 "-infinity")):
            out[str(key)] = float(value)
    return out


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
    out: dict[str, float] = {}
    for key, text in _PAIR.findall(stripped):
        value = _to_float(text)
        if value is not None:
            out[key] = value
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


def split_lines(chunks: Iterable[str]) -> list[str]:
    """Lines of text, splitting on both \\n and \\r (progress bars rewrite a line with \\r)."""
    out: list[str] = []
    for chunk in chunks:
        out.extend(part for part in re.split(r"[\r\n]", chunk) if part)
    return out
