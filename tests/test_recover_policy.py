"""Retry policies: tenacity-style stops and waits that compose."""

from __future__ import annotations

import random

import pytest

from savepoint.recover.policy import (
    RetryPolicy,
    policy_for,
    stop_after_attempt,
    stop_after_delay,
    stop_never,
    wait_exponential,
    wait_exponential_jitter,
    wait_fixed,
    wait_random,
)


def test_stop_after_attempt_and_delay_combine_with_or_and_and() -> None:
    either = stop_after_attempt(3) | stop_after_delay(10)
    assert [either(n, 0.0) for n in (1, 2, 3)] == [False, False, True]
    assert either(1, 10.0)
    both = stop_after_attempt(3) & stop_after_delay(10)
    assert not both(5, 1.0) and not both(1, 50.0) and both(3, 10.0)
    assert not stop_never(10**6, 1e9)
    with pytest.raises(ValueError):
        stop_after_attempt(0)


def test_waits_fixed_exponential_capped_and_added() -> None:
    assert [wait_exponential(base=1, max=5)(n) for n in range(1, 6)] == [1, 2, 4, 5, 5]
    assert wait_exponential(base=0.5, max=60)(10_000) == 60  # no overflow
    combined = wait_fixed(2) + wait_exponential(base=1, max=60)
    assert [combined(n) for n in (1, 2, 3)] == [3, 4, 6]


def test_random_waits_stay_in_bounds_and_are_seedable() -> None:
    w = wait_random(1, 3, rng=random.Random(7))
    values = [w(1) for _ in range(200)]
    assert all(1 <= v <= 3 for v in values) and len(set(values)) > 100
    again = wait_random(1, 3, rng=random.Random(7))
    assert [again(1) for _ in range(200)] == values


def test_exponential_jitter_grows_and_never_exceeds_max() -> None:
    w = wait_exponential_jitter(initial=1, max=30, jitter=1, rng=random.Random(1))
    for attempt in range(1, 12):
        low = min(30.0, 2.0 ** (attempt - 1))
        assert low <= w(attempt) <= min(30.0, low + 1)


def test_retry_policy_and_the_task_policy() -> None:
    policy = RetryPolicy(stop=stop_after_attempt(2), wait=wait_fixed(0.25))
    assert not policy.should_stop(1, 0.0) and policy.should_stop(2, 0.0)
    assert policy.delay(1) == 0.25
    task = policy_for(retries=2, backoff=1.0, backoff_max=60.0, rng=random.Random(0))
    assert [task.should_stop(n) for n in (1, 2, 3)] == [False, False, True]
    assert 1.0 <= task.delay(1) <= 2.0 and 2.0 <= task.delay(2) <= 3.0
    assert policy_for(retries=0).should_stop(1)
