"""Metrics a task reported: last values seen by monitoring, plus the metrics files it wrote.

Files are read by extension: `.json` (an object, nested keys flattened with dots; a list of
objects: the last one), `.jsonl` (every line an object, later lines win), `.csv`/`.tsv` (the
header and the last row), anything else `key=value` / `key: value` lines. Only numbers are kept.
NaN and infinities are kept as the strings "nan", "inf", "-inf" so the outcome stays valid JSON.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from savepoint.collect._files import Unreadable, glob, open_regular, read_text, relative

# Files a task writes that are read as metrics without being named (decided; docs/checks.md).
AUTO_METRICS_NAME = re.compile(r"^(metrics[^/]*\.(json|jsonl|csv|tsv)|results[^/]*\.json)$", re.IGNORECASE)
AUTO_MAX_SIZE = 16 * 1024 * 1024  # a bigger "metrics.csv" is a data file, not a summary
MAX_KEYS_PER_FILE = 1000
CSV_TAIL = 64 * 1024

_KEY_VALUE = re.compile(r"^\s*([A-Za-z_][\w.\-/]*)\s*[=:]\s*(\S+)\s*$")


def metric_value(value: float | int) -> float | int | str:
    """A number as it goes into the result set (non-finite floats as strings)."""
    if isinstance(value, float) and not math.isfinite(value):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    return value


def collect_metrics(workspace: Path, streamed: Mapping[str, float], changed: Iterable[str],
                    metrics_files: Iterable[str] = ()) -> dict[str, Any]:
    """Streamed values first, then auto-detected files (sorted), then the named ones: later wins."""
    metrics: dict[str, Any] = {k: metric_value(v) for k, v in streamed.items()}
    for rel in metrics_file_paths(workspace, changed, metrics_files):
        try:
            metrics.update(read_metrics_file(workspace, rel))
        except (Unreadable, OSError, ValueError):
            continue  # a broken metrics file is a check's business (json:FILE), not a crash here
    return metrics


def metrics_file_paths(workspace: Path, changed: Iterable[str], metrics_files: Iterable[str]) -> list[str]:
    auto = sorted(p for p in changed if _is_auto_metrics(workspace, p))
    named: list[str] = []
    for pattern in metrics_files:
        if os.path.isabs(pattern) or ".." in pattern.split("/"):
            continue  # only files inside the workspace
        named.extend(relative(workspace, p) for p in glob(workspace, pattern) if p.is_file())
    ordered = [p for p in auto if p not in named] + named
    return list(dict.fromkeys(ordered))


def _is_auto_metrics(workspace: Path, rel: str) -> bool:
    if rel.endswith("/") or not AUTO_METRICS_NAME.match(rel.rsplit("/", 1)[-1]):
        return False
    try:
        return (workspace / rel).stat().st_size <= AUTO_MAX_SIZE
    except OSError:
        return False


def read_metrics_file(workspace: Path, rel: str) -> dict[str, Any]:
    suffix = rel.rsplit(".", 1)[-1].lower() if "." in rel else ""
    if suffix in ("csv", "tsv"):
        return _last_row(workspace, rel, "\t" if suffix == "tsv" else ",")
    text = read_text(workspace, rel)
    if suffix == "json":
        doc = json.loads(text)
        if isinstance(doc, list):
            objects = [d for d in doc if isinstance(d, dict)]
            doc = objects[-1] if objects else {}
        return flatten(doc) if isinstance(doc, dict) else {}
    if suffix == "jsonl":
        return _json_lines(text)
    return _key_values(text)


def flatten(doc: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """`{"eval": {"acc": 0.9}}` -> `{"eval.acc": 0.9}`; numbers only, lists skipped."""
    out: dict[str, Any] = {}
    for key, value in doc.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            out.update(flatten(value, name + "."))
        elif isinstance(value, int | float) and not isinstance(value, bool):
            out[name] = metric_value(value)
        if len(out) >= MAX_KEYS_PER_FILE:
            break
    return out


def _json_lines(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            doc = json.loads(line)
        except json.JSONDecodeError:
            continue  # a half-written last line
        if isinstance(doc, dict):
            out.update(flatten(doc))
    return out


def _key_values(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for line in text.splitlines():
        m = _KEY_VALUE.match(line)
        if not m:
            continue
        try:
            out[m.group(1)] = metric_value(float(m.group(2).rstrip(",;")))
        except ValueError:
            continue
    return out


def _last_row(workspace: Path, rel: str, delimiter: str) -> dict[str, Any]:
    """The header and the last complete row, reading only the file's head and tail."""
    # lazy import (startup time): keeps csv off the import path of `savepoint run`
    import csv

    with open_regular(workspace, rel) as f:
        header_line = f.readline()
        size = os.fstat(f.fileno()).st_size
        f.seek(max(f.tell(), size - CSV_TAIL))
        tail = f.read()
    header = next(csv.reader([header_line.decode("utf-8-sig", "replace").strip("\r\n")],
                             delimiter=delimiter), [])
    lines = [ln for ln in tail.decode("utf-8", "replace").splitlines() if ln.strip()]
    for line in reversed(lines[-2:]):  # the very last line may be half-written
        row = next(csv.reader([line], delimiter=delimiter), [])
        if len(row) == len(header) and row != header:
            return _numeric_cells(header, row)
    return {}


def _numeric_cells(header: list[str], row: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, cell in zip(header, row, strict=True):
        try:
            out[name.strip()] = metric_value(float(cell))
        except ValueError:
            continue
    return out
