"""After an attempt (and on an anomaly while it runs): validate its result (collect/), diagnose a
failure and decide what follows (decide/); the next attempt's params and backoff."""

from __future__ import annotations

import os
import signal
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from savepoint.model import (
    Anomaly,
    AttemptRecord,
    Changes,
    Diagnosis,
    Execution,
    ResultSet,
    Severity,
)
from savepoint.monitor.names import watched
from savepoint.runloop.environment import task_cwd

if TYPE_CHECKING:
    from savepoint.runloop.attempts import Run
    from savepoint.store.manifest import Manifest


def warn_unseen_metrics(run: Run, execution: Execution) -> None:
    """`--watch loss` on a task that never printed `loss` (nor `eval_loss`, ... : the forms it
    watches) watched nothing: say so."""
    for name in run.task.detectors.watch:
        if name not in execution.series and not any(watched(seen, (name,)) for seen in execution.series):
            text = (f"watched metric {name!r} was never seen in attempt {run.current_attempt} "
                    "(nothing was watched for it)")
            if text not in run.warnings:
                run.warnings.append(text)
                run.event("warning", text)
                run.say(f"warning: {text}")


def judge_anomaly(run: Run, anomaly: Anomaly) -> str:
    """The decision table's "pause, diagnose, decide": abort what would corrupt or cannot succeed."""
    verdict = "abort" if anomaly.action == "abort" else "continue"
    if anomaly.action == "pause":
        try:
            diagnosis = _diagnose_anomaly(run, anomaly)
            if diagnosis.severity != Severity.TRANSIENT:
                verdict = "abort"
        except Exception as e:  # a bad rule must not leave the task frozen
            run.say(f"diagnosing anomaly failed ({e}); continuing")
    # one word per action everywhere (events, report, live view): a warning reads "warn", a pause
    # the task was resumed from "continue", an abort "abort"
    word = "warn" if verdict == "continue" and anomaly.action == "warn" else verdict
    run.event("anomaly", f"{anomaly.kind}: {anomaly.detail}", action=word, data=anomaly.to_json())
    if verdict != "continue" and anomaly.action != "abort":
        run.say(f"anomaly {anomaly.kind} diagnosed: aborting the attempt")
    return verdict


def outside_writes_of(run: Run, paths: list[str]) -> list[str]:
    """Writes outside the scope, minus what the caller (a plan) expects there."""
    if not run.outside_ignore or not paths:
        return paths
    # lazy import (startup time): keeps pathspec off this module's import
    import pathspec

    ignore = pathspec.PathSpec.from_lines("gitwildmatch", run.outside_ignore)
    return [p for p in paths if not ignore.match_file(p)]


def validate_attempt(run: Run, execution: Execution, changes: Changes, current: Manifest | None) -> ResultSet:
    # lazy import (startup time): keeps collect/ off this module's import
    from savepoint import collect

    def validate(workspace: Path = run.store.workspace) -> ResultSet:
        result: ResultSet = collect.validate(run.task.checks, workspace=workspace,
                                             execution=execution, changes=changes, current=current,
                                             env=run.attempt_env or {**os.environ, **run.task.env})
        return result

    if run.iso is not None and run.task.checks:
        # checks read what the task wrote: the merged view, in a child that enters it
        viewed: ResultSet = run.iso.in_view(validate, task_cwd(run.store, run.task))
        return viewed
    if run.iso is not None and not changes.empty:
        # without checks only the added and modified files are read (metrics files, artifacts'
        # sizes): every one of them is in the upper layer, read as it is
        return validate(Path(run.iso.spec["upper"]))
    return validate()


def _evidence(run: Run, execution: Execution, changes: Changes, outside: list[str],
              previous: Sequence[tuple[AttemptRecord, Execution]], params: dict[str, str] | None = None) -> Any:
    # lazy import (startup time): keeps decide/ off this module's import
    from savepoint.decide import Evidence, fingerprint

    preempted = (execution.signal == signal.SIGTERM and execution.aborted_by is None
                 and not execution.timed_out and not execution.cancelled)
    last = previous[-1] if previous else None
    repeat_of = (fingerprint(last[1]) if last is not None and last[0].rolled_back and last[0].diagnosis
                 and params is not None and last[0].params == params else None)
    return Evidence(execution=execution, changed_in_scope=not changes.empty,
                    outside_writes=list(outside), adjustments_configured=bool(run.task.adjust),
                    max_memory=run.task.detectors.max_memory, external_sigterm=preempted,
                    previous_fingerprints=[fingerprint(e) for r, e in previous if r.diagnosis],
                    strict_scope=run.task.strict_scope, read_only=run.task.read_only,
                    rolled_back_fingerprint=repeat_of,
                    previous_rules=[r.diagnosis.rule for r, _ in previous if r.diagnosis])


def diagnose_attempt(run: Run, execution: Execution, changes: Changes, outside: list[str],
              previous: list[tuple[AttemptRecord, Execution]], params: dict[str, str]) -> Diagnosis:
    # lazy import (startup time): keeps decide/ off this module's import
    from savepoint.decide import diagnose

    evidence = _evidence(run, execution, changes, outside, previous, params)
    diagnosis: Diagnosis = diagnose(evidence, run.task.rules)
    return diagnosis


def _diagnose_anomaly(run: Run, anomaly: Anomaly) -> Diagnosis:
    """Diagnose a paused task from the anomaly alone (the task is still alive, SIGSTOPped)."""
    # lazy import (startup time): keeps decide/ off this module's import
    from savepoint.decide import diagnose

    seen = Execution(exit_code=None, signal=None, duration=0.0, started=anomaly.time, anomalies=[anomaly],
                     tail=[anomaly.evidence or anomaly.detail], aborted_by=anomaly.kind)
    evidence = _evidence(run, seen, Changes(), [], [])
    diagnosis: Diagnosis = diagnose(evidence, run.task.rules)
    return diagnosis


def decide_next(run: Run, execution: Execution, result: ResultSet, diagnosis: Diagnosis | None,
            changes: Changes) -> Any:
    """decide.decide in one call; the loop only acts on its answer."""
    # lazy import (startup time): keeps decide/ off this module's import
    from savepoint.decide import decide

    return decide(execution=execution, result=result, diagnosis=diagnosis,
                          threshold=run.task.threshold, attempt=run.current_attempt,
                          retries=run.task.retries, adjustments_configured=bool(run.task.adjust),
                          changed_in_scope=not changes.empty)


def adjusted_params(run: Run, params: dict[str, str]) -> dict[str, str]:
    # lazy import (startup time): keeps decide/ off this module's import
    from savepoint import decide

    new = decide.apply_adjust(params, run.task.adjust)
    return {k: str(v) for k, v in new.items()}


def backoff_delay(run: Run) -> float:
    """Backoff with jitter before attempt N+1 (tenacity-style policy from decide/)."""
    # lazy import (startup time): keeps decide/ off this module's import
    from savepoint.decide.policy import policy_for

    policy = policy_for(run.task.retries, run.task.backoff, run.task.backoff_max)
    return float(policy.delay(run.current_attempt))
