"""Retry policies as small composable objects, in the style of tenacity.

    policy = RetryPolicy(stop=stop_after_attempt(3) | stop_after_delay(600),
                         wait=wait_exponential_jitter(initial=1, max=60, jitter=1))
    policy.should_stop(attempt=1, elapsed=12.0)   # False: two attempts left
    policy.delay(attempt=1)                        # seconds to sleep before attempt 2

`attempt` is the number of attempts made so far (1-based); `elapsed` the seconds since the
first attempt started. Stops combine with `|` (stop when any says stop) and `&` (when all do);
waits add with `+`. Randomness comes from an injectable `random.Random`, so tests can seed it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Protocol


class StopFn(Protocol):
    def __call__(self, attempt: int, elapsed: float) -> bool: ...


class WaitFn(Protocol):
    def __call__(self, attempt: int) -> float: ...


class Stop:
    """Base of the stop conditions: call it with (attempt, elapsed) -> True means stop."""

    def __call__(self, attempt: int, elapsed: float) -> bool:
        raise NotImplementedError

    def __or__(self, other: Stop) -> Stop:
        return StopAny((self, other))

    def __and__(self, other: Stop) -> Stop:
        return StopAll((self, other))


@dataclass(frozen=True)
class StopAny(Stop):
    stops: tuple[Stop, ...]

    def __call__(self, attempt: int, elapsed: float) -> bool:
        return any(s(attempt, elapsed) for s in self.stops)


@dataclass(frozen=True)
class StopAll(Stop):
    stops: tuple[Stop, ...]

    def __call__(self, attempt: int, elapsed: float) -> bool:
        return all(s(attempt, elapsed) for s in self.stops)


@dataclass(frozen=True)
class stop_after_attempt(Stop):  # tenacity's lower-case spelling, which users know
    max_attempts: int

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError(f"stop_after_attempt needs at least 1 attempt, got {self.max_attempts}")

    def __call__(self, attempt: int, elapsed: float) -> bool:
        return attempt >= self.max_attempts


@dataclass(frozen=True)
class stop_after_delay(Stop):
    max_delay: float

    def __call__(self, attempt: int, elapsed: float) -> bool:
        return elapsed >= self.max_delay


@dataclass(frozen=True)
class _StopNever(Stop):
    def __call__(self, attempt: int, elapsed: float) -> bool:
        return False


stop_never: Stop = _StopNever()


class Wait:
    """Base of the waits: call it with the attempt just made -> seconds to sleep before the next."""

    def __call__(self, attempt: int) -> float:
        raise NotImplementedError

    def __add__(self, other: Wait) -> Wait:
        return WaitSum((self, other))


@dataclass(frozen=True)
class WaitSum(Wait):
    waits: tuple[Wait, ...]

    def __call__(self, attempt: int) -> float:
        return sum(w(attempt) for w in self.waits)


@dataclass(frozen=True)
class wait_fixed(Wait):
    seconds: float

    def __call__(self, attempt: int) -> float:
        return max(0.0, self.seconds)


@dataclass(frozen=True)
class wait_exponential(Wait):
    """base * 2 ** (attempt - 1), capped at max."""

    base: float = 1.0
    max: float = 60.0
    exp_base: float = 2.0

    def __call__(self, attempt: int) -> float:
        return _exponential(self.base, self.exp_base, attempt, self.max)


@dataclass(frozen=True)
class wait_random(Wait):
    low: float = 0.0
    high: float = 1.0
    rng: random.Random = field(default_factory=random.Random, compare=False, repr=False)

    def __call__(self, attempt: int) -> float:
        return self.rng.uniform(self.low, self.high)


@dataclass(frozen=True)
class wait_exponential_jitter(Wait):
    """initial * 2 ** (attempt - 1) + uniform(0, jitter), capped at max (tenacity's formula)."""

    initial: float = 1.0
    max: float = 60.0
    jitter: float = 1.0
    exp_base: float = 2.0
    rng: random.Random = field(default_factory=random.Random, compare=False, repr=False)

    def __call__(self, attempt: int) -> float:
        raw = _exponential(self.initial, self.exp_base, attempt, self.max)
        return min(self.max, raw + self.rng.uniform(0, self.jitter))


def _exponential(base: float, exp_base: float, attempt: int, cap: float) -> float:
    try:
        value = base * exp_base ** max(0, attempt - 1)
    except OverflowError:
        return max(0.0, cap)
    return max(0.0, min(cap, value))


@dataclass(frozen=True)
class RetryPolicy:
    stop: Stop = field(default_factory=lambda: stop_after_attempt(3))
    wait: Wait = field(default_factory=lambda: wait_exponential_jitter())

    def should_stop(self, attempt: int, elapsed: float = 0.0) -> bool:
        """True when no further attempt may start after `attempt` attempts and `elapsed` seconds."""
        return self.stop(attempt, elapsed)

    def delay(self, attempt: int) -> float:
        """Seconds to wait after attempt number `attempt` before the next one."""
        return max(0.0, self.wait(attempt))


def policy_for(retries: int, backoff: float = 1.0, backoff_max: float = 60.0,
               rng: random.Random | None = None) -> RetryPolicy:
    """The policy of a task: `--retries N` allows N + 1 attempts, exponential backoff with jitter."""
    jitter = wait_exponential_jitter(initial=backoff, max=backoff_max, jitter=backoff,
                                     rng=rng or random.Random())
    return RetryPolicy(stop=stop_after_attempt(max(0, retries) + 1), wait=jitter)
