"""The retry policy of a task, in tenacity's model: a stop condition and a wait over the attempts.

    policy = policy_for(retries=2, backoff=1.0, backoff_max=60.0)
    policy.should_stop(attempt=1)    # False: attempts remain (the decision table asks this)
    policy.delay(attempt=1)          # seconds before attempt 2 (the loop waits this, transient retries)

`attempt` is the number of attempts made so far (1-based). The run loop has one policy: the
decision table (decision.py) stops when it says so, and the loop waits its delay. Randomness comes
from an injectable `random.Random`, so tests can seed it. (Combinators and other strategies were
removed: nothing used them; add one here, with its use, when a task option needs it.)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field


@dataclass(frozen=True)
class stop_after_attempt:  # tenacity's lower-case spelling, which users know
    max_attempts: int

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError(f"stop_after_attempt needs at least 1 attempt, got {self.max_attempts}")

    def __call__(self, attempt: int) -> bool:
        return attempt >= self.max_attempts


@dataclass(frozen=True)
class wait_exponential_jitter:
    """initial * 2 ** (attempt - 1) + uniform(0, jitter), capped at max (tenacity's formula)."""

    initial: float = 1.0
    max: float = 60.0
    jitter: float = 1.0
    exp_base: float = 2.0
    rng: random.Random = field(default_factory=random.Random, compare=False, repr=False)

    def __call__(self, attempt: int) -> float:
        try:
            raw = self.initial * self.exp_base ** max(0, attempt - 1)
        except OverflowError:
            raw = self.max
        raw = max(0.0, min(self.max, raw))
        return max(0.0, min(self.max, raw + self.rng.uniform(0, self.jitter)))


@dataclass(frozen=True)
class RetryPolicy:
    stop: stop_after_attempt = field(default_factory=lambda: stop_after_attempt(3))
    wait: wait_exponential_jitter = field(default_factory=wait_exponential_jitter)

    def should_stop(self, attempt: int) -> bool:
        """True when no further attempt may start after `attempt` attempts."""
        return self.stop(attempt)

    def delay(self, attempt: int) -> float:
        """Seconds to wait after attempt number `attempt` before the next one."""
        return max(0.0, self.wait(attempt))


def policy_for(retries: int, backoff: float = 1.0, backoff_max: float = 60.0,
               rng: random.Random | None = None) -> RetryPolicy:
    """The policy of a task: `--retries N` allows N + 1 attempts, exponential backoff with jitter
    (`backoff` 0: retry at once)."""
    jitter = wait_exponential_jitter(initial=backoff, max=backoff_max, jitter=backoff,
                                     rng=rng or random.Random())
    return RetryPolicy(stop=stop_after_attempt(max(0, retries) + 1), wait=jitter)
