"""The shared vocabulary of savepoint: the names of its concepts, as plain data.

Every part of the flow (store, monitor, collect, recover, plan) speaks in these types, so
they hold data only: no I/O, no imports beyond the standard library. `to_json()` gives the
exact shapes of the `--json` outcome, which is a public contract.
"""

from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from savepoint.exitcodes import (
    EXIT_CANCELLED,
    EXIT_FATAL,
    EXIT_INTERNAL,
    EXIT_IOERR,
    EXIT_OK,
    EXIT_PARTIAL,
    EXIT_RETRY,
    EXIT_ROLLED_BACK,
)


class Severity(enum.StrEnum):
    TRANSIENT = "TRANSIENT"  # retry, no rollback
    NEEDS_CONTEXT = "NEEDS_CONTEXT"  # retry with adjusted params
    CORRUPTING = "CORRUPTING"  # roll back, then retry
    FATAL = "FATAL"  # roll back, escalate


class Status(enum.StrEnum):
    DONE = "DONE"
    PARTIAL = "PARTIAL"
    ROLLED_BACK = "ROLLED_BACK"
    RETRY = "RETRY"
    FATAL = "FATAL"
    # plan-only states
    PENDING = "PENDING"
    RUNNING = "RUNNING"
    BLOCKED = "BLOCKED"
    SKIPPED = "SKIPPED"


# Exit status of `savepoint run` per status (the codes: exitcodes.py, a contract).

EXIT_FOR_STATUS: dict[Status, int] = {
    Status.DONE: EXIT_OK,
    Status.PARTIAL: EXIT_PARTIAL,
    Status.ROLLED_BACK: EXIT_ROLLED_BACK,
    Status.RETRY: EXIT_RETRY,
    Status.FATAL: EXIT_FATAL,
    Status.SKIPPED: EXIT_OK,
    Status.BLOCKED: EXIT_FATAL,
}

AnomalyAction = Literal["warn", "pause", "abort"]
CheckVerdict = Literal["pass", "fail", "error"]
CheckKind = Literal["required", "consistency"]


@dataclass
class Anomaly:
    """Something a detector saw during an attempt."""

    kind: str  # nan, spike, divergence, plateau, stall, hang, memory, oom, disk, timeout, error_pattern, outside_scope
    time: float  # unix time
    detail: str
    action: AnomalyAction = "warn"
    evidence: str = ""  # the output line or sample that triggered it
    metric: str | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Diagnosis:
    severity: Severity
    rule: str  # the name of the rule that fired, e.g. "default:transient-network" or "user:my-rule"
    reason: str  # one human line
    evidence: str = ""  # exit status / signal / matched line / anomaly

    def to_json(self) -> dict[str, Any]:
        return {"severity": str(self.severity), "rule": self.rule, "reason": self.reason,
                "evidence": self.evidence}


@dataclass
class MetricPoint:
    step: int
    value: float
    time: float


@dataclass
class Execution:
    """What monitor.execute() saw of one attempt."""

    exit_code: int | None  # None when killed by a signal
    signal: int | None  # the terminating signal, if any
    duration: float
    started: float
    anomalies: list[Anomaly] = field(default_factory=list)
    metrics: dict[str, float] = field(default_factory=dict)  # last value of every metric seen
    series: dict[str, list[MetricPoint]] = field(default_factory=dict)  # watched metrics
    stdout_path: str = ""
    stderr_path: str = ""
    tail: list[str] = field(default_factory=list)  # last lines of combined output
    matched_lines: list[str] = field(default_factory=list)  # lines that matched error patterns
    peak_rss: int = 0  # bytes, whole process tree
    timed_out: bool = False
    cancelled: bool = False  # stopped because savepoint was interrupted (Ctrl-C / SIGTERM)
    aborted_by: str | None = None  # anomaly kind that made the monitor abort the task
    samples: list[dict[str, float]] = field(default_factory=list)  # resource samples (time, cpu, rss, ...)


@dataclass
class CheckResult:
    spec: str
    kind: CheckKind
    weight: float
    verdict: CheckVerdict
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Artifact:
    path: str
    size: int
    content_id: str | None
    kind: str = "file"  # file | symlink | dir

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class ResultSet:
    complete: bool
    consistent: bool
    partial_value: float
    gaps: list[str] = field(default_factory=list)
    metrics: dict[str, Any] = field(default_factory=dict)
    artifacts: list[Artifact] = field(default_factory=list)
    checks: list[CheckResult] = field(default_factory=list)
    failure_reason: str | None = None
    criterion_declared: bool = True
    exit: int | None = None  # the task's exit status (None: killed by a signal, or not run)
    logs: dict[str, Any] = field(default_factory=dict)  # stdout/stderr log paths, tail of the output

    def to_json(self) -> dict[str, Any]:
        return {
            "complete": self.complete,
            "consistent": self.consistent,
            "partial_value": self.partial_value,
            "gaps": list(self.gaps),
            "metrics": dict(self.metrics),
            "artifacts": [a.to_json() for a in self.artifacts],
            "checks": [c.to_json() for c in self.checks],
            "failure_reason": self.failure_reason,
            "criterion_declared": self.criterion_declared,
            "exit": self.exit,
            "logs": dict(self.logs),
        }


@dataclass
class Changes:
    """Paths (relative, '/'-separated) that differ between two states of a scope."""

    added: list[str] = field(default_factory=list)
    modified: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    metadata: list[str] = field(default_factory=list)  # same data and mode; owner, ACLs or xattrs changed

    @property
    def empty(self) -> bool:
        return not (self.added or self.modified or self.deleted or self.metadata)

    def to_json(self) -> dict[str, Any]:
        return {"added": list(self.added), "modified": list(self.modified), "deleted": list(self.deleted),
                "metadata": list(self.metadata)}


@dataclass
class AttemptRecord:
    number: int  # 1-based
    exit: int | None
    signal: int | None
    duration: float
    params: dict[str, str]
    anomalies: list[Anomaly] = field(default_factory=list)
    diagnosis: Diagnosis | None = None
    result: ResultSet | None = None
    rolled_back: bool = False
    post_failure_checkpoint: str | None = None  # state of the scope the failed attempt left
    log_dir: str = ""
    # attributes the rollback could not apply (an ordinary user cannot chown...): path, what, why
    not_restored: list[dict[str, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "exit": self.exit,
            "signal": self.signal,
            "duration": round(self.duration, 4),
            "params": dict(self.params),
            "anomalies": [a.to_json() for a in self.anomalies],
            "diagnosis": self.diagnosis.to_json() if self.diagnosis else None,
            "rolled_back": self.rolled_back,
            "post_failure_checkpoint": self.post_failure_checkpoint,
            "log_dir": self.log_dir,
            "not_restored": [dict(d) for d in self.not_restored],
        }


@dataclass
class Outcome:
    """The result of one run: the JSON object `savepoint run --json` prints last."""

    status: Status
    run_id: str
    checkpoint_id: str | None
    attempts: list[AttemptRecord] = field(default_factory=list)
    result: ResultSet | None = None
    changes: Changes = field(default_factory=Changes)
    escalate: bool = False
    reason: str = ""
    report: str | None = None  # path of the escalation report, when escalating
    log_dir: str = ""
    isolation: dict[str, Any] | None = None  # --isolate: mode, writes discarded, or why it fell back
    outside_scope: list[str] = field(default_factory=list)  # written outside the scope: never rolled back
    warnings: list[str] = field(default_factory=list)  # one human line each (outside writes, unseen metrics)
    remote: dict[str, Any] | None = None  # --remote: what was pushed (savepoint/remote/runs.py push_run)

    @property
    def exit_code(self) -> int:
        if self.reason == "cancelled":
            return EXIT_CANCELLED
        code = EXIT_FOR_STATUS.get(self.status, EXIT_INTERNAL)
        if self.remote and self.remote.get("error") and code in (EXIT_OK, EXIT_PARTIAL):
            return EXIT_IOERR  # kept locally, but not on the remote the user asked for
        return code

    @property
    def ok(self) -> bool:
        return self.status in (Status.DONE, Status.PARTIAL)

    def to_json(self) -> dict[str, Any]:
        return {
            "status": str(self.status),
            "run_id": self.run_id,
            "checkpoint_id": self.checkpoint_id,
            "attempts": [a.to_json() for a in self.attempts],
            "result": self.result.to_json() if self.result else None,
            "changes": self.changes.to_json(),
            "escalate": self.escalate,
            "reason": self.reason,
            "report": self.report,
            "log_dir": self.log_dir,
            "outside_scope": list(self.outside_scope),
            "warnings": list(self.warnings),
            "exit_code": self.exit_code,
            **({"isolation": self.isolation} if self.isolation is not None else {}),
            **({"remote": self.remote} if self.remote is not None else {}),
        }


@dataclass
class DetectorConfig:
    """Options of the anomaly detectors (CLI flags and `[detectors]` in savepoint.toml)."""

    watch: list[str] = field(default_factory=list)  # metric names to watch (NaN, spike, divergence, plateau)
    timeout: float | None = None  # seconds of wall time
    stall: float | None = None  # seconds without output or metric progress; None = adaptive only
    max_memory: int | None = None  # bytes, whole process tree RSS
    disk_floor: int = 256 * 1024 * 1024  # bytes free on the workspace filesystem
    spike_factor: float = 2.0
    spike_window: int = 100
    spike_points: int = 4
    zscore: float = 3.0
    zscore_window: int = 30
    divergence_cap: dict[str, float] = field(default_factory=dict)  # metric -> absolute cap
    plateau_patience: int | None = None  # points without improvement; None = off
    error_patterns: list[str] = field(default_factory=list)  # extra user regexes
    metric_patterns: list[str] = field(default_factory=list)  # user regexes whose named groups are metrics
    sample_interval: float = 0.5  # seconds between resource samples
    actions: dict[str, AnomalyAction] = field(default_factory=dict)  # kind -> action override
    kill_grace: float = 3.0  # seconds between SIGTERM and SIGKILL of the group on abort
    stall_factor: float = 10.0  # adaptive stall window: factor x the usual gap between outputs
    stall_min: float = 60.0  # the adaptive stall window is never shorter than this (seconds)


@dataclass
class CheckSpec:
    """A parsed `--check` spec or `[[check]]` table (collect/ parses and evaluates these)."""

    text: str  # the original spec, as the user wrote it
    type: str  # exists, nonempty, json, csv, tsv, sha256, cmd, callable
    weight: float = 1.0
    kind: CheckKind = "required"
    args: dict[str, Any] = field(default_factory=dict)


@dataclass
class TaskSpec:
    """What to run and under which policy: `savepoint run` options, a named task, or a plan task."""

    command: list[str]  # argv; a plan's string `run` becomes ["/bin/sh", "-c", run]
    id: str = ""
    scope: list[str] = field(default_factory=list)  # gitignore-style patterns; empty = whole workspace
    read_only: bool = False
    checks: list[CheckSpec] = field(default_factory=list)
    threshold: float = 0.5
    retries: int = 2
    params: dict[str, str] = field(default_factory=dict)
    adjust: dict[str, str] = field(default_factory=dict)  # NAME -> expression
    detectors: DetectorConfig = field(default_factory=DetectorConfig)
    rules: list[dict[str, Any]] = field(default_factory=list)  # user diagnosis rules (config), first
    budget: int | None = None  # bytes of new data a checkpoint may store
    cwd: str | None = None  # relative to the workspace
    env: dict[str, str] = field(default_factory=dict)
    backoff: float = 1.0  # base seconds of the retry backoff (exponential, with jitter)
    backoff_max: float = 60.0
    isolate: str = ""  # "", "workspace", "all", "auto" (run in an overlay; see savepoint.isolate)
    isolate_net: bool = False  # ... with a private network
    track: bool = True  # know what the task changed from inotify (store/track.py); False: full scans
    strict_scope: bool = False  # any write outside the scope is FATAL (else: listed, kept, warned)
    state: list[str] = field(default_factory=list)  # in-scope patterns of resumable progress
    outside_ignore: list[str] = field(default_factory=list)  # writes here are not outside-scope writes
