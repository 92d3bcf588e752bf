"""The retry policy: tenacity's stop and wait, as the run loop uses them."""

from __future__ import annotations

import random

import pytest

from savepoint.decide import decide
from savepoint.decide.policy import RetryPolicy, policy_for, stop_after_attempt, wait_exponential_jitter
from savepoint.model import Diagnosis, Execution, ResultSet, Severity


def test_stop_after_attempt() -> None:
    stop = stop_after_attempt(3)
    assert [stop(n) for n in (1, 2, 3, 4)] == [False, False, True, True]
    with pytest.raises(ValueError):
        stop_after_attempt(0)


def test_exponential_jitter_grows_and_never_exceeds_max() -> None:
    w = wait_exponential_jitter(initial=1, max=30, jitter=1, rng=random.Random(1))
    for attempt in range(1, 12):
        low = min(30.0, 2.0 ** (attempt - 1))
        assert low <= w(attempt) <= min(30.0, low + 1)
    assert wait_exponential_jitter(initial=0.5, max=60, jitter=0)(10_000) == 60  # no overflow


def test_retry_policy_and_the_task_policy() -> None:
    policy = RetryPolicy(stop=stop_after_attempt(2), wait=wait_exponential_jitter(initial=0.25, jitter=0))
    assert not policy.should_stop(1) and policy.should_stop(2)
    assert policy.delay(1) == 0.25 and policy.delay(2) == 0.5
    task = policy_for(retries=2, backoff=1.0, backoff_max=60.0, rng=random.Random(0))
    assert [task.should_stop(n) for n in (1, 2, 3)] == [False, False, True]
    assert 1.0 <= task.delay(1) <= 2.0 and 2.0 <= task.delay(2) <= 3.0
    assert policy_for(retries=0).should_stop(1)
    assert policy_for(retries=3, backoff=0.0).delay(2) == 0.0  # backoff 0: retry at once


@pytest.mark.parametrize("retries", [0, 1, 3])
def test_the_decision_table_stops_where_the_policy_does(retries: int) -> None:
    policy = policy_for(retries)
    failed = Execution(exit_code=1, signal=None, duration=0.1, started=0.0)
    result = ResultSet(complete=False, consistent=False, partial_value=0.0)
    transient = Diagnosis(Severity.TRANSIENT, "default:test", "flaky")
    for attempt in range(1, retries + 3):
        decision = decide(execution=failed, result=result, diagnosis=transient, threshold=0.5,
                          attempt=attempt, retries=retries, adjustments_configured=False,
                          changed_in_scope=False)
        assert decision.retry == (not policy.should_stop(attempt)), attempt
