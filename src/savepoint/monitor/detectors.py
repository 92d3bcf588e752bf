"""Anomaly detectors as plain state machines: feed them values, they say what they saw.

No I/O and no clocks of their own (the caller passes the time), so each one is testable alone and
the supervisor in `execute.py` decides what to do. Every detector fires once per episode and
re-arms when the condition clears, so a stuck condition gives one event, not thousands.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import deque
from dataclasses import dataclass

from savepoint.errors import UsageError
from savepoint.model import AnomalyAction, DetectorConfig
from savepoint.monitor.names import higher_is_better
from savepoint.units import format_size

DEFAULT_ACTIONS: dict[str, AnomalyAction] = {
    "nan": "abort",
    "spike": "warn",
    "divergence": "abort",
    "plateau": "warn",
    "stall": "abort",
    "hang": "abort",
    "memory": "abort",
    "memory_growth": "warn",
    "oom": "warn",  # recorded after the fact: the task is already dead
    "disk": "pause",
    "timeout": "abort",
    "error_pattern": "warn",
}


def action_for(kind: str, config: DetectorConfig) -> AnomalyAction:
    return config.actions.get(kind, DEFAULT_ACTIONS.get(kind, "warn"))


@dataclass
class Finding:
    """What a detector saw, before the supervisor turns it into an Anomaly with an action."""

    kind: str
    detail: str
    metric: str | None = None
    action: AnomalyAction | None = None  # overrides the kind's action (a grad_norm NaN only warns)


MIN_HISTORY = 10  # points before the factor rule applies (a warm-up is not a spike)


class RollingStats:
    """Mean and standard deviation of the last `size` values in O(1) per value."""

    def __init__(self, size: int) -> None:
        self.values: deque[float] = deque()
        self.size = max(1, size)
        self.total = 0.0
        self.squares = 0.0

    @property
    def count(self) -> int:
        return len(self.values)

    def add(self, value: float) -> None:
        self.values.append(value)
        self.total += value
        self.squares += value * value
        if len(self.values) > self.size:
            old = self.values.popleft()
            self.total -= old
            self.squares -= old * old

    def mean(self) -> float:
        return self.total / len(self.values)

    def std(self) -> float:
        n = len(self.values)
        mean = self.total / n
        variance = self.squares / n - mean * mean  # `* ` not `** 2`: a diverging loss overflows to inf, no raise
        return math.sqrt(variance) if math.isfinite(variance) and variance > 0 else (
            math.inf if not math.isfinite(variance) else 0.0)


class MetricWatcher:
    """NaN/Inf, spike, divergence (absolute cap) and plateau for one watched metric."""

    def __init__(self, name: str, config: DetectorConfig) -> None:
        self.name = name
        self.config = config
        self.mean_window = RollingStats(config.spike_window)
        self.z_window = RollingStats(config.zscore_window)
        self.over_factor = 0  # consecutive points >= factor x rolling mean
        self.spiking = False
        self.nan_seen = False
        self.diverged = False
        self.higher_better = higher_is_better(name)
        self.best: float | None = None
        self.since_best = 0
        self.plateaued = False

    def feed(self, value: float) -> list[Finding]:
        if not math.isfinite(value):
            if self.nan_seen:
                return []
            self.nan_seen = True
            return [Finding("nan", f"{self.name} is {value}", self.name)]
        found: list[Finding] = []
        found.extend(self._divergence(value))
        found.extend(self._spike(value))
        found.extend(self._plateau(value))
        return found

    def _divergence(self, value: float) -> list[Finding]:
        cap = self.config.divergence_cap.get(self.name)
        if cap is None or self.diverged:
            return []
        beyond = value < cap if self.higher_better else value > cap
        if not beyond:
            return []
        self.diverged = True
        side = "below" if self.higher_better else "above"
        return [Finding("divergence", f"{self.name}={value:g} is {side} its cap {cap:g}", self.name)]

    def _spike(self, value: float) -> list[Finding]:
        """A spike in the metric's bad direction only (up for a loss, down for an accuracy): a
        sudden improvement, or an accuracy rising from zero, is no anomaly."""
        cfg = self.config
        spike = False
        why = ""
        if self.mean_window.count >= MIN_HISTORY:
            mean = self.mean_window.mean()
            if self.higher_better:
                worse = mean > 0 and value * cfg.spike_factor <= mean
                rule = f"<= its rolling mean ({mean:.4g}) / {cfg.spike_factor:g}"
            else:
                worse = mean > 0 and value >= cfg.spike_factor * mean
                rule = f">= {cfg.spike_factor:g} x its rolling mean ({mean:.4g})"
            self.over_factor = self.over_factor + 1 if worse else 0
            if self.over_factor > cfg.spike_points:
                spike, why = True, f"{self.name} {rule} for {self.over_factor} points"
        if self.z_window.count >= cfg.zscore_window:
            mean = self.z_window.mean()
            # a floor on the spread: a constant series would make any change infinitely surprising
            spread = max(self.z_window.std(), 0.01 * abs(mean), 1e-12)
            z = (value - mean) / spread
            if (-z if self.higher_better else z) > cfg.zscore:
                spike, why = True, f"{self.name}={value:.4g} is {z:+.1f} sigma from the last " \
                                   f"{self.z_window.count} (mean {mean:.4g})"
        self.mean_window.add(value)
        self.z_window.add(value)
        if not spike:
            if self.over_factor == 0:  # the episode ends when values are back under the factor
                self.spiking = False
            return []
        if self.spiking:
            return []
        self.spiking = True
        return [Finding("spike", why, self.name)]

    def _plateau(self, value: float) -> list[Finding]:
        patience = self.config.plateau_patience
        if patience is None:
            return []
        better = self.best is None or (
            value > self.best + 1e-4 * abs(self.best) if self.higher_better
            else value < self.best - 1e-4 * abs(self.best))
        if better:
            self.best = value
            self.since_best = 0
            self.plateaued = False
            return []
        self.since_best += 1
        if self.since_best >= patience and not self.plateaued:
            self.plateaued = True
            return [Finding("plateau", f"{self.name} has not improved on {self.best:.4g} for "
                                       f"{self.since_best} points", self.name)]
        return []


# Known error lines (the diagnosis rules read the same evidence). Order: the first match names it.
KNOWN_PATTERNS: list[tuple[str, str]] = [
    ("enospc", r"No space left on device|\bENOSPC\b"),
    ("traceback", r"^Traceback \(most recent call last\)"),
    ("cuda_oom", r"CUDA out of memory"),
    ("memory_error", r"\bMemoryError\b"),
    ("connection", r"Connection (?:reset|refused)|\bECONNRESET\b|\bECONNREFUSED\b"),
    ("timed_out", r"\btimed out\b|\bETIMEDOUT\b"),
    ("http_status", r"\b(?:HTTP(?:/\d(?:\.\d)?)?\s*|status(?: code)?[ :=]*)(?:429|502|503|504)\b"
                    r"|\b(?:429 Too Many Requests|502 Bad Gateway|503 Service Unavailable|504 Gateway Time-?out)\b"),
    ("rate_limit", r"rate[ _-]?limit"),
    ("dns", r"Temporary failure in name resolution"),
    ("killed", r"^Killed\b|\bKilled$"),
]


# Lower-case literals one of which every known pattern's match contains: a block of output is
# searched for these (fast, in C) and only the lines holding one meet the regex.
KNOWN_LITERALS = ("no space left", "enospc", "traceback", "out of memory", "memoryerror", "connection",
                  "econnre", "timed out", "etimedout", "429", "502", "503", "504", "rate", "name resolution",
                  "killed")


class PatternMatcher:
    """Error-log patterns: one combined regex, so a line costs one search whatever the count."""

    def __init__(self, extra: list[str]) -> None:
        self.names: list[str] = []
        parts: list[str] = []
        for i, (name, rx) in enumerate(KNOWN_PATTERNS):
            self.names.append(name)
            parts.append(f"(?P<k{i}>{rx})")
        user: list[str] = []
        for j, rx in enumerate(extra):
            try:
                re.compile(rx)
            except re.error as e:  # refused before anything runs
                raise UsageError(f"invalid error pattern {rx!r}: {e}") from e
            self.names.append(f"user:{rx}")
            user.append(f"(?P<k{len(KNOWN_PATTERNS) + j}>{rx})")
        self.regex = re.compile("|".join(parts + user), re.IGNORECASE | re.MULTILINE)
        self.user_regex = re.compile("|".join(user), re.IGNORECASE | re.MULTILINE) if user else None

    def match(self, line: str) -> str | None:
        """The name of the first pattern the line matches, or None."""
        m = self.regex.search(line)
        if m is None or m.lastgroup is None:
            return None
        return self.names[int(m.lastgroup[1:])]

    def scan(self, text: str) -> list[tuple[str, str]]:
        """(pattern name, line) for every matching line of a block of complete lines, in order."""
        low = text.lower()
        if len(low) != len(text):  # a few Unicode letters change length when lowered
            return [(n, ln) for ln in text.splitlines() if (n := self.match(ln)) is not None]
        spans: set[tuple[int, int]] = set()
        for lit in KNOWN_LITERALS:
            k = low.find(lit)
            while k >= 0:
                span = _line_span(text, k)
                spans.add(span)
                k = low.find(lit, span[1])
        if self.user_regex is not None:
            for m in self.user_regex.finditer(text):
                spans.add(_line_span(text, m.start()))
        hits: list[tuple[str, str]] = []
        for start, end in sorted(spans):
            line = text[start:end]
            name = self.match(line)
            if name is not None:
                hits.append((name, line))
        return hits


def _line_span(text: str, pos: int) -> tuple[int, int]:
    start = max(text.rfind("\n", 0, pos), text.rfind("\r", 0, pos)) + 1
    ends = [e for e in (text.find("\n", pos), text.find("\r", pos)) if e >= 0]
    return start, min(ends) if ends else len(text)


class GapTracker:
    """The usual gap between signs of life (output lines, metric points), for the adaptive stall."""

    def __init__(self) -> None:
        self.gaps: deque[float] = deque(maxlen=200)
        self.last: float | None = None

    def activity(self, now: float) -> None:
        if self.last is not None and now - self.last > 0.001:
            self.gaps.append(now - self.last)
        self.last = now

    def window(self, config: DetectorConfig) -> float | None:
        """The stall window: `stall` when set, else factor x the 90th-percentile gap once at least
        ten gaps were seen (never below `stall_min`); None = no stall detection yet."""
        if config.stall is not None:
            return config.stall
        if len(self.gaps) < 10:
            return None
        ordered = sorted(self.gaps)
        usual = ordered[int(0.9 * (len(ordered) - 1))]
        return max(config.stall_min, config.stall_factor * usual)


class MemoryGrowth:
    """Steady RSS growth: over the last `window` samples, the mean of each sixth is above the one
    before (growth at a coarse scale, whatever the sampling rate), by at least half and 64 MiB."""

    SEGMENTS = 6

    def __init__(self, window: int = 60) -> None:
        self.rss: deque[int] = deque(maxlen=max(window, self.SEGMENTS))
        self.fired = False

    def feed(self, rss: int) -> Finding | None:
        self.rss.append(rss)
        if self.fired or len(self.rss) < (self.rss.maxlen or 0):
            return None
        values = list(self.rss)
        size = len(values) // self.SEGMENTS
        means = [sum(values[i * size:(i + 1) * size]) / size for i in range(self.SEGMENTS)]
        rising = all(b > a for a, b in itertools.pairwise(means))
        grown = values[-1] - values[0]
        if rising and grown >= max(64 << 20, values[0] // 2):
            self.fired = True
            return Finding("memory_growth", f"RSS grew steadily from {format_size(values[0])} to "
                                            f"{format_size(values[-1])} over {len(values)} samples")
        return None
