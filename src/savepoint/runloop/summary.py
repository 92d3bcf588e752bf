"""The short human summary of an outcome that `savepoint run` prints."""

from __future__ import annotations

from collections.abc import Iterable

from savepoint.model import (
    Changes,
    Outcome,
    Status,
)


def fmt_params(params: dict[str, str]) -> str:
    return " ".join(f"{k}={v}" for k, v in params.items())


def summarize(outcome: Outcome) -> list[str]:
    """The short human summary: status, why, what changed, what was rolled back, where the logs are."""
    reason = outcome.reason.removeprefix(f"{outcome.status}: ")
    lines = [f"{outcome.status}" + (f": {reason}" if reason else "")
             + f"  (run {outcome.run_id}, {len(outcome.attempts)} attempt"
             + ("s" if len(outcome.attempts) != 1 else "") + ")"]
    for a in outcome.attempts:
        what = f"exit {a.exit}" if a.signal is None else f"signal {a.signal}"
        diag = f", {a.diagnosis.severity} by {a.diagnosis.rule}" if a.diagnosis else ""
        back = ", rolled back" if a.rolled_back else ""
        lines.append(f"  attempt {a.number}: {what} in {a.duration:.1f}s{diag}{back}"
                     + (f" [{fmt_params(a.params)}]" if a.params else ""))
    c = outcome.changes
    if not c.empty:
        verb = "changed"
        if outcome.status in (Status.ROLLED_BACK, Status.FATAL):
            # only what really happened: a read-only task's writes (or a run stopped before its
            # rollback) are left in place
            rolled = bool(outcome.attempts) and outcome.attempts[-1].rolled_back
            verb = "rolled back" if rolled else "changed, NOT rolled back"
        lines.append(f"  {verb}: {len(c.added)} added, {len(c.modified)} modified, {len(c.deleted)} deleted"
                     + _sample(c))
    if outcome.outside_scope and outcome.status not in (Status.DONE, Status.PARTIAL):
        lines.append(f"  written outside the scope (not rolled back): {len(outcome.outside_scope)}"
                     + f" ({', '.join(outcome.outside_scope[:3])}{', ...' if len(outcome.outside_scope) > 3 else ''})")
    for warning in outcome.warnings:
        lines.append(f"  warning: {warning}")
    if outcome.result and outcome.result.gaps:
        lines.append("  gaps: " + "; ".join(outcome.result.gaps[:5]))
    if outcome.report:
        lines.append(f"  escalation report: {outcome.report}")
        lines.append(f"  decide with: savepoint resolve {outcome.run_id} --retry|--skip|--accept|--abort")
    if outcome.log_dir:
        lines.append(f"  logs: {outcome.log_dir}")
    return lines


def _sample(c: Changes, n: int = 3) -> str:
    paths: Iterable[str] = [*c.added, *c.modified, *c.deleted]
    some = list(paths)[:n]
    return f" ({', '.join(some)}{', ...' if len(c.added) + len(c.modified) + len(c.deleted) > n else ''})"
