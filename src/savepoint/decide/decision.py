"""The decision table (docs/run.md), in one place: what to do after an attempt.

    success, result complete and consistent              -> done       DONE
    success, consistent, partial_value > threshold       -> partial    PARTIAL (gaps listed)
    success, otherwise                                   -> rollback   ROLLED_BACK (no retry)
    cancelled (Ctrl-C / SIGTERM to savepoint)            -> rollback   ROLLED_BACK, reason "cancelled"
    TRANSIENT, attempts left                             -> retry                    (no rollback)
    TRANSIENT, exhausted                                 -> give_up_retry   RETRY    (no rollback)
    NEEDS_CONTEXT, attempts left, --adjust given         -> retry_adjusted, or rollback_retry_adjusted
                                                            when the attempt changed files in scope
    NEEDS_CONTEXT, exhausted                             -> rollback   ROLLED_BACK
    NEEDS_CONTEXT without --adjust                       -> rollback_escalate FATAL (nothing to adjust)
    CORRUPTING, attempts left                            -> rollback_retry (adjusted if --adjust given)
    CORRUPTING, exhausted                                -> rollback   ROLLED_BACK
    FATAL                                                -> rollback_escalate FATAL, escalate

`attempt` is the 1-based number of the attempt just finished; attempts remain while
attempt <= retries (so `--retries 2` allows three attempts). While a decision retries, its
status is RETRY: that is what the run reports if the caller stops there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from savepoint.model import Diagnosis, Execution, ResultSet, Severity, Status

Action = Literal["done", "partial", "rollback", "retry", "retry_adjusted", "rollback_retry",
                 "rollback_retry_adjusted", "give_up_retry", "rollback_escalate"]


def succeeded(execution: Execution) -> bool:
    """Exit 0 and nothing stopped it: the only kind of attempt that is judged by its result."""
    return (execution.exit_code == 0 and execution.signal is None and not execution.timed_out
            and not execution.cancelled and execution.aborted_by is None)


@dataclass(frozen=True)
class Decision:
    action: Action
    status: Status
    rollback: bool  # restore the pre-attempt checkpoint (after checkpointing the post-failure state)
    retry: bool  # run another attempt
    adjust: bool  # apply --adjust to the params before that attempt
    escalate: bool  # write an escalation report for a person
    reason: str  # one human line

    @property
    def final(self) -> bool:
        return not self.retry


def _make(action: Action, status: Status, reason: str, *, rollback: bool = False, retry: bool = False,
          adjust: bool = False, escalate: bool = False) -> Decision:
    return Decision(action=action, status=status, rollback=rollback, retry=retry, adjust=adjust,
                    escalate=escalate, reason=reason)


def decide(*, execution: Execution, result: ResultSet | None, diagnosis: Diagnosis | None,
           threshold: float, attempt: int, retries: int, adjustments_configured: bool,
           changed_in_scope: bool) -> Decision:
    """The decision table. `diagnosis` is required for a failed attempt; on a successful exit it
    is normally None, and a diagnosis given anyway (writes outside the scope) overrides success."""
    if execution.cancelled:
        return _make("rollback", Status.ROLLED_BACK, "cancelled", rollback=True)
    if succeeded(execution) and diagnosis is None:
        return _judge_result(result, threshold)
    if diagnosis is None:
        diagnosis = _undiagnosed(changed_in_scope)
    return _after_failure(diagnosis, attempt=attempt, retries=retries,
                    adjustments_configured=adjustments_configured, changed_in_scope=changed_in_scope)


def _judge_result(result: ResultSet | None, threshold: float) -> Decision:
    if result is None or (result.complete and result.consistent):
        return _make("done", Status.DONE, "the result is complete and consistent")
    if result.consistent and result.partial_value > threshold:
        gaps = ", ".join(result.gaps) if result.gaps else "some checks failed"
        return _make("partial", Status.PARTIAL,
                     f"partial result kept (value {result.partial_value:.2f} > threshold {threshold:g}): "
                     f"missing {gaps}")
    reason = result.failure_reason or (
        "the result is inconsistent" if not result.consistent
        else f"the result is invalid (value {result.partial_value:.2f} <= threshold {threshold:g})")
    return _make("rollback", Status.ROLLED_BACK, reason, rollback=True)


def _undiagnosed(changed_in_scope: bool) -> Diagnosis:
    """A caller that forgot to diagnose still gets the safe default rather than a crash."""
    if changed_in_scope:
        return Diagnosis(Severity.CORRUPTING, "default:changed-scope", "the failed attempt changed files in scope")
    return Diagnosis(Severity.TRANSIENT, "default:unclassified", "an unclassified failure that changed nothing")


def _after_failure(diagnosis: Diagnosis, *, attempt: int, retries: int, adjustments_configured: bool,
             changed_in_scope: bool) -> Decision:
    # lazy import (startup time): keeps decide/ off this module's import
    from savepoint.decide.policy import stop_after_attempt

    left = not stop_after_attempt(max(0, retries) + 1)(attempt)  # the task's policy: policy_for()
    why = f"{diagnosis.severity}: {diagnosis.reason} [{diagnosis.rule}]"
    if diagnosis.evidence:
        why += f" ({diagnosis.evidence})"
    exhausted = f"{why}; gave up after {attempt} attempt{'s' if attempt != 1 else ''}"
    severity = diagnosis.severity
    if severity == Severity.TRANSIENT:
        if left:
            return _make("retry", Status.RETRY, why, retry=True)
        return _make("give_up_retry", Status.RETRY, exhausted)
    if severity == Severity.NEEDS_CONTEXT:
        if not adjustments_configured:
            return _make("rollback_escalate", Status.FATAL,
                         f"{why}; no --adjust given, so a retry would fail the same way",
                         rollback=True, escalate=True)
        if not left:
            return _make("rollback", Status.ROLLED_BACK, exhausted, rollback=True)
        if changed_in_scope:
            return _make("rollback_retry_adjusted", Status.RETRY, why, rollback=True, retry=True, adjust=True)
        return _make("retry_adjusted", Status.RETRY, why, retry=True, adjust=True)
    if severity == Severity.CORRUPTING:
        if not left:
            return _make("rollback", Status.ROLLED_BACK, exhausted, rollback=True)
        if adjustments_configured:
            return _make("rollback_retry_adjusted", Status.RETRY, why, rollback=True, retry=True, adjust=True)
        return _make("rollback_retry", Status.RETRY, why, rollback=True, retry=True)
    return _make("rollback_escalate", Status.FATAL, why, rollback=True, escalate=True)
