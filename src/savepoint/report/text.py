"""The plain-text report: status, attempts, anomalies, diagnoses, the decision."""

from __future__ import annotations

import signal
import time
from typing import Any

from savepoint.units import format_duration, format_size


def _when(t: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(t)) if t else "-"


def exit_text(attempt: dict[str, Any]) -> str:
    sig = attempt.get("signal")
    if sig:
        try:
            return f"killed by {signal.Signals(int(sig)).name}"
        except ValueError:
            return f"killed by signal {sig}"
    code = attempt.get("exit")
    return "not finished" if code is None else f"exit {code}"


def render_text(data: dict[str, Any]) -> str:
    run = data["run"]
    outcome = run.get("outcome") or {}
    status = run.get("status") or run.get("state") or "?"
    lines = [f"run {run['id']}: {status}" + ("  (escalated to a person)" if run.get("escalate") else "")]
    command = (run.get("spec") or {}).get("command")
    if command:
        lines.append(f"  command:    {' '.join(map(str, command))}")
    lines.append(f"  started:    {_when(run.get('created'))}   updated: {_when(run.get('updated'))}")
    if run.get("checkpoint_id"):
        lines.append(f"  checkpoint: {run['checkpoint_id']}")
    for a in data["attempts"]:
        lines.extend(_attempt_lines(a))
    decisions = [e for e in data["events"] if e["kind"] in ("decision", "rollback", "resolved", "recovered")]
    if decisions:
        lines.append("decisions:")
        lines.extend(f"  {_when(e['time'])}  {e['kind']}: {e['detail']}" for e in decisions)
    if outcome.get("reason"):
        lines.append(f"reason: {outcome['reason']}")
    result = outcome.get("result") or {}
    if result:
        gaps = ", ".join(result.get("gaps") or []) or "none"
        lines.append(f"result: complete={result.get('complete')} consistent={result.get('consistent')} "
                     f"partial_value={result.get('partial_value')} gaps: {gaps}")
    changes = outcome.get("changes") or {}
    if changes:
        lines.append("changes: " + ", ".join(f"{len(changes.get(k) or [])} {k}"
                                             for k in ("added", "modified", "deleted")))
    if outcome.get("report"):
        lines.append(f"escalation report: {outcome['report']}")
    return "\n".join(lines) + "\n"


def _attempt_lines(a: dict[str, Any]) -> list[str]:
    head = f"attempt {a['number']}: {exit_text(a)} after {format_duration(float(a.get('duration') or 0))}"
    if a.get("peak_rss"):
        head += f", peak RSS {format_size(a['peak_rss'])}"
    if a.get("params"):
        head += "  params " + " ".join(f"{k}={v}" for k, v in a["params"].items())
    lines = [head]
    for an in a.get("anomalies") or []:
        lines.append(f"  anomaly {an.get('kind')} ({an.get('action')}): {an.get('detail')}")
        if an.get("evidence"):
            lines.append(f"    evidence: {str(an['evidence'])[:200]}")
    diag = a.get("diagnosis")
    if diag:
        lines.append(f"  diagnosis: {diag.get('severity')} [{diag.get('rule')}] {diag.get('reason')}")
    if a.get("rolled_back"):
        kept = a.get("post_failure_checkpoint")
        lines.append("  rolled back" + (f"; what it left is kept as checkpoint {kept}" if kept else ""))
    series = a.get("series") or {}
    for name, points in series.items():
        if points:
            lines.append(f"  {name}: {len(points)} points, last {points[-1][1]} at step {points[-1][0]}")
    return lines
