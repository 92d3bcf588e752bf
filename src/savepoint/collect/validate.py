"""The result set of one attempt: metrics, artifacts, every check's verdict, and the judgement.

    complete      all required checks pass (no required check: the task exited 0, not aborted)
    consistent    all consistency checks pass and no anomaly made the outputs suspect
    partial_value weighted fraction of passing checks, all kinds, in [0, 1]
    gaps          one line per check that did not pass, and per suspect anomaly
    failure_reason  None exactly when complete and consistent; else the main reason, one line
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from savepoint.collect.checks import CheckContext, evaluate
from savepoint.collect.metrics import collect_metrics
from savepoint.model import Anomaly, Artifact, Changes, CheckResult, CheckSpec, Execution, ResultSet

if TYPE_CHECKING:  # the manifest module imports zstandard; collect must stay cheap to import
    from savepoint.store.manifest import Manifest

# Anomalies after which a task's outputs cannot be trusted, even when every check passes: when
# they stopped or paused the task. One that only warned (`warn`: a grad_norm NaN while fp16 loss
# scaling skips the step, a spike by default, or any detector set to warn) is recorded and
# reported, never the reason a result is rolled back on its own (docs/diagnosis.md).
SUSPECT_ANOMALIES = frozenset({"nan", "spike", "divergence", "disk", "outside_scope"})

LOG_TAIL_LINES = 20

_ENTRY_KINDS = {"f": "file", "l": "symlink", "d": "dir", "s": "special"}


def validate(checks: Sequence[CheckSpec], *, workspace: Path, execution: Execution | None = None,
             changes: Changes | None = None, current: Manifest | None = None,
             anomalies: Iterable[Anomaly] = (), timeout: float = 60.0,
             env: Mapping[str, str] | None = None, metrics_files: Iterable[str] = ()) -> ResultSet:
    workspace = Path(workspace)
    changes = changes or Changes()
    changed = [*changes.added, *changes.modified]
    streamed = execution.metrics if execution else {}
    metrics = collect_metrics(workspace, streamed, changed, metrics_files)
    ctx = CheckContext(workspace=workspace, timeout=timeout, env=env, metrics=metrics)
    results = [evaluate(spec, ctx) for spec in checks]
    suspects = _suspect_anomalies([*(execution.anomalies if execution else []), *anomalies])
    result = judge(results, execution, suspects)
    result.metrics = metrics
    result.artifacts = artifacts(workspace, changed, current)
    if execution is not None:
        result.exit = execution.exit_code
        result.logs = logs(execution)
    return result


def logs(execution: Execution) -> dict[str, Any]:
    """Where the attempt's output is, and its last lines (the whole logs stay in the store)."""
    out: dict[str, Any] = {}
    if execution.stdout_path:
        out["stdout"] = execution.stdout_path
    if execution.stderr_path:
        out["stderr"] = execution.stderr_path
    if execution.tail:
        out["tail"] = list(execution.tail[-LOG_TAIL_LINES:])
    return out


def judge(results: list[CheckResult], execution: Execution | None, suspects: list[Anomaly]) -> ResultSet:
    """The verdicts of a result set from check results, the execution and suspect anomalies."""
    required = [r for r in results if r.kind == "required"]
    consistency = [r for r in results if r.kind == "consistency"]
    task_problem = _task_problem(execution)
    complete = all(r.verdict == "pass" for r in required) if required else task_problem is None
    consistent = all(r.verdict == "pass" for r in consistency) and not suspects
    gaps = [_gap(r) for r in results if r.verdict != "pass"]
    gaps += [f"outputs suspect: {a.kind} anomaly: {a.detail}" for a in suspects]
    if results:
        partial = _weighted_pass_fraction(results)
    else:
        partial = 1.0 if complete and consistent else 0.0
        if task_problem:
            gaps.insert(0, task_problem)
    reason = None if complete and consistent else _failure_reason(results, task_problem, suspects)
    return ResultSet(complete=complete, consistent=consistent, partial_value=partial, gaps=gaps,
                     checks=results, failure_reason=reason, criterion_declared=bool(results))


def _gap(result: CheckResult) -> str:
    label = "error: " if result.verdict == "error" else ""
    return f"{result.spec}: {label}{result.reason}"


def _weighted_pass_fraction(results: list[CheckResult]) -> float:
    total = sum(r.weight for r in results)
    if total <= 0:
        return 0.0
    passed = sum(r.weight for r in results if r.verdict == "pass")
    return min(1.0, max(0.0, passed / total))


def _task_problem(execution: Execution | None) -> str | None:
    """Why the task itself did not finish cleanly, or None."""
    if execution is None:
        return None
    if execution.cancelled:
        return "task cancelled"
    if execution.aborted_by:
        return f"task aborted on a {execution.aborted_by} anomaly"
    if execution.timed_out:
        return "task timed out"
    if execution.signal is not None:
        return f"task killed by signal {execution.signal}"
    if execution.exit_code != 0:
        return f"task exited with status {execution.exit_code}"
    return None


def _failure_reason(results: list[CheckResult], task_problem: str | None, suspects: list[Anomaly]) -> str:
    failed = [r for r in results if r.verdict != "pass"]
    if failed:
        first = failed[0]
        more = f" (+{len(failed) - 1} more)" if len(failed) > 1 else ""
        if len(failed) == len(results):
            head = "no check passed" if len(results) > 1 else "the check did not pass"
        else:
            head = f"{len(failed)} of {len(results)} checks did not pass"
        return f"{head}: {first.spec}: {first.reason}{more}"
    if task_problem:
        return task_problem
    if suspects:
        return f"outputs suspect after a {suspects[0].kind} anomaly: {suspects[0].detail}"
    return "result incomplete"


def _suspect_anomalies(anomalies: list[Anomaly]) -> list[Anomaly]:
    seen: set[tuple[str, float, str]] = set()
    out = []
    for a in anomalies:
        key = (a.kind, a.time, a.detail)
        if a.action == "warn":
            continue
        if a.kind in SUSPECT_ANOMALIES and key not in seen:
            seen.add(key)
            out.append(a)
    return out


def artifacts(workspace: Path, paths: Iterable[str], current: Manifest | None) -> list[Artifact]:
    """Every added or modified path, with size and content id from the manifest of the workspace now."""
    out = []
    for path in sorted(paths):
        if path.endswith("/"):
            out.append(Artifact(path=path.rstrip("/"), size=0, content_id=None, kind="dir"))
            continue
        entry = current.get(path) if current is not None else None
        if entry is not None:
            out.append(Artifact(path=path, size=entry.size, content_id=entry.content,
                                kind=_ENTRY_KINDS.get(entry.kind, entry.kind)))
        else:
            out.append(_stat_artifact(workspace, path))
    return out


def _stat_artifact(workspace: Path, path: str) -> Artifact:
    """Without a manifest: what lstat says (no content id: hashing is the store's job)."""
    try:
        st = os.lstat(workspace / path)
    except OSError:
        return Artifact(path=path, size=0, content_id=None, kind="missing")
    kind = ("symlink" if stat.S_ISLNK(st.st_mode) else "dir" if stat.S_ISDIR(st.st_mode)
            else "file" if stat.S_ISREG(st.st_mode) else "special")
    return Artifact(path=path, size=st.st_size, content_id=None, kind=kind)
