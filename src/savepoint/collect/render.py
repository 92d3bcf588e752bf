"""A result set as a few human lines, for `savepoint show RUN` and reports.

Works on the JSON form (`ResultSet.to_json()`), which is what the catalog keeps.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MAX_METRICS_SHOWN = 12
MAX_ARTIFACTS_SHOWN = 5


def result_lines(result: Mapping[str, Any], indent: str = "  ") -> list[str]:
    lines = [indent + _verdict_line(result)]
    checks = result.get("checks") or []
    if checks:
        width = min(40, max(len(str(c.get("spec", ""))) for c in checks))
        lines.append(indent + "checks:")
        for c in checks:
            spec = str(c.get("spec", ""))
            lines.append(f"{indent}  {c.get('verdict', '?'):<5}  {spec:<{width}}  {c.get('reason', '')}")
    for gap in (result.get("gaps") or []):
        if gap.startswith("outputs suspect:") or not checks:
            lines.append(f"{indent}gap: {gap}")
    metrics = result.get("metrics") or {}
    if metrics:
        shown = [f"{k}={_number(v)}" for k, v in list(metrics.items())[:MAX_METRICS_SHOWN]]
        more = f" (+{len(metrics) - MAX_METRICS_SHOWN} more)" if len(metrics) > MAX_METRICS_SHOWN else ""
        lines.append(f"{indent}metrics: {' '.join(shown)}{more}")
    artifacts = result.get("artifacts") or []
    if artifacts:
        total = sum(int(a.get("size") or 0) for a in artifacts)
        names = ", ".join(str(a.get("path")) for a in artifacts[:MAX_ARTIFACTS_SHOWN])
        more = ", ..." if len(artifacts) > MAX_ARTIFACTS_SHOWN else ""
        lines.append(f"{indent}artifacts: {len(artifacts)}, {_size(total)} ({names}{more})")
    return lines


def _verdict_line(result: Mapping[str, Any]) -> str:
    value = float(result.get("partial_value") or 0.0)
    parts = [f"complete: {_yes(result.get('complete'))}", f"consistent: {_yes(result.get('consistent'))}",
             f"partial value: {value:.2f}"]
    if result.get("criterion_declared") is False:
        parts.append("no criterion declared")
    line = "result: " + ", ".join(parts)
    if result.get("failure_reason"):
        line += f"; {result['failure_reason']}"
    return line


def _yes(flag: Any) -> str:
    return "yes" if flag else "no"


def _number(value: Any) -> str:
    return f"{value:.6g}" if isinstance(value, float) else str(value)


def _size(n: int) -> str:
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"
