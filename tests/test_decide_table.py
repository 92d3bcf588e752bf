"""One test per row of the decision table (DESIGN.md, the seed's), via decide.decide."""

from __future__ import annotations

import signal

import pytest

from savepoint.decide import Decision, Evidence, decide, diagnose
from savepoint.model import Diagnosis, Execution, ResultSet, Severity, Status

OK = Execution(exit_code=0, signal=None, duration=1.0, started=0.0)
FAILED = Execution(exit_code=1, signal=None, duration=1.0, started=0.0, tail=["boom"])


def judge(execution: Execution = FAILED, *, result: ResultSet | None = None,
          severity: Severity | None = None, attempt: int = 1, retries: int = 2, adjust: bool = False,
          changed: bool = False, threshold: float = 0.5) -> Decision:
    diagnosis = Diagnosis(severity, "test:rule", "the reason", "the evidence") if severity else None
    return decide(execution=execution, result=result, diagnosis=diagnosis, threshold=threshold,
                  attempt=attempt, retries=retries, adjustments_configured=adjust, changed_in_scope=changed)


def shape(d: Decision) -> tuple[str, Status, bool, bool, bool, bool]:
    return (d.action, d.status, d.rollback, d.retry, d.adjust, d.escalate)


def test_valid_result_is_done() -> None:
    d = judge(OK, result=ResultSet(complete=True, consistent=True, partial_value=1.0))
    assert shape(d) == ("done", Status.DONE, False, False, False, False)


def test_success_without_a_criterion_is_done() -> None:
    assert judge(OK).status == Status.DONE


def test_partial_result_above_threshold_is_kept_with_its_gaps() -> None:
    result = ResultSet(complete=False, consistent=True, partial_value=2 / 3, gaps=["exists:out/c.txt"])
    d = judge(OK, result=result)
    assert shape(d) == ("partial", Status.PARTIAL, False, False, False, False)
    assert "exists:out/c.txt" in d.reason


def test_partial_result_at_or_below_threshold_is_rolled_back_with_its_failure_reason() -> None:
    result = ResultSet(complete=False, consistent=True, partial_value=0.5, failure_reason="2 of 4 checks failed")
    d = judge(OK, result=result, threshold=0.5)
    assert shape(d) == ("rollback", Status.ROLLED_BACK, True, False, False, False)
    assert d.reason == "2 of 4 checks failed"


def test_inconsistent_result_is_rolled_back_even_with_a_high_partial_value() -> None:
    d = judge(OK, result=ResultSet(complete=True, consistent=False, partial_value=0.9))
    assert (d.action, d.status) == ("rollback", Status.ROLLED_BACK)
    assert "inconsistent" in d.reason


def test_cancelled_attempt_rolls_back_with_reason_cancelled() -> None:
    cancelled = Execution(exit_code=None, signal=signal.SIGTERM, duration=1.0, started=0.0, cancelled=True)
    d = judge(cancelled, severity=Severity.TRANSIENT)
    assert shape(d) == ("rollback", Status.ROLLED_BACK, True, False, False, False)
    assert d.reason == "cancelled"


def test_transient_retries_without_rollback_while_attempts_remain() -> None:
    for attempt in (1, 2):
        d = judge(severity=Severity.TRANSIENT, attempt=attempt, retries=2, changed=True)
        assert shape(d) == ("retry", Status.RETRY, False, True, False, False)


def test_transient_out_of_retries_returns_retry_without_rollback() -> None:
    d = judge(severity=Severity.TRANSIENT, attempt=3, retries=2)
    assert shape(d) == ("give_up_retry", Status.RETRY, False, False, False, False)
    assert judge(severity=Severity.TRANSIENT, attempt=1, retries=0).action == "give_up_retry"


def test_needs_context_retries_with_adjusted_params() -> None:
    d = judge(severity=Severity.NEEDS_CONTEXT, adjust=True, changed=False)
    assert shape(d) == ("retry_adjusted", Status.RETRY, False, True, True, False)


def test_needs_context_rolls_back_first_when_files_changed() -> None:
    d = judge(severity=Severity.NEEDS_CONTEXT, adjust=True, changed=True)
    assert shape(d) == ("rollback_retry_adjusted", Status.RETRY, True, True, True, False)


def test_needs_context_out_of_retries_is_rolled_back() -> None:
    d = judge(severity=Severity.NEEDS_CONTEXT, adjust=True, attempt=3, retries=2)
    assert shape(d) == ("rollback", Status.ROLLED_BACK, True, False, False, False)
    assert "3 attempts" in d.reason


def test_needs_context_without_adjust_escalates() -> None:
    d = judge(severity=Severity.NEEDS_CONTEXT, adjust=False)
    assert shape(d) == ("rollback_escalate", Status.FATAL, True, False, False, True)
    assert "--adjust" in d.reason


def test_corrupting_rolls_back_then_retries() -> None:
    d = judge(severity=Severity.CORRUPTING, changed=True)
    assert shape(d) == ("rollback_retry", Status.RETRY, True, True, False, False)


def test_corrupting_retries_adjusted_when_adjustments_are_configured() -> None:
    d = judge(severity=Severity.CORRUPTING, adjust=True, changed=True)
    assert shape(d) == ("rollback_retry_adjusted", Status.RETRY, True, True, True, False)


def test_corrupting_out_of_retries_is_rolled_back() -> None:
    d = judge(severity=Severity.CORRUPTING, attempt=1, retries=0, changed=True)
    assert shape(d) == ("rollback", Status.ROLLED_BACK, True, False, False, False)


@pytest.mark.parametrize("attempt", [1, 3])
def test_fatal_rolls_back_and_escalates(attempt: int) -> None:
    d = judge(severity=Severity.FATAL, attempt=attempt)
    assert shape(d) == ("rollback_escalate", Status.FATAL, True, False, False, True)
    assert "test:rule" in d.reason and "the evidence" in d.reason


def test_success_that_wrote_outside_scope_is_fatal_under_strict_scope() -> None:
    diagnosis = diagnose(Evidence(execution=OK, changed_in_scope=True, outside_writes=["../leak.txt"],
                                  strict_scope=True))
    d = decide(execution=OK, result=ResultSet(complete=True, consistent=True, partial_value=1.0),
               diagnosis=diagnosis, threshold=0.5, attempt=1, retries=2, adjustments_configured=False,
               changed_in_scope=True)
    assert (d.status, d.escalate) == (Status.FATAL, True)
    assert "../leak.txt" in d.reason


def test_failure_without_diagnosis_falls_back_to_the_safe_default() -> None:
    assert judge(changed=True).action == "rollback_retry"
    assert judge(changed=False).action == "retry"


def test_unclassified_failure_retried_once_then_fatal_end_to_end() -> None:
    """The DESIGN rule 'retried once; if it repeats identically it is FATAL', through both functions."""
    from savepoint.decide import fingerprint

    seen: list[str] = []
    actions = []
    for attempt in (1, 2):
        ev = Evidence(execution=FAILED, changed_in_scope=False, previous_fingerprints=list(seen))
        actions.append(decide(execution=FAILED, result=None, diagnosis=diagnose(ev), threshold=0.5,
                              attempt=attempt, retries=5, adjustments_configured=False,
                              changed_in_scope=False).action)
        seen.append(fingerprint(ev))
    assert actions == ["retry", "rollback_escalate"]
