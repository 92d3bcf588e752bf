"""The run loop: checkpoint, run under monitoring, validate, diagnose, then keep, retry or roll back.

    checkpoint (durable)  ->  per attempt: monitor.execute -> diff -> collect.validate
                          ->  decide.diagnose / decide.decide -> archive | restore | retry | escalate

Every step is recorded in the catalog as it happens (run row, attempts, events), so a crash of
savepoint itself leaves a run IN_FLIGHT that `recover_in_flight` can finish: stop the orphaned
task group, roll the workspace back to the pre-run checkpoint, record what it did.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from savepoint.errors import StoreError, UsageError
from savepoint.model import (
    EXIT_IOERR,
    EXIT_USAGE,
    Anomaly,
    AttemptRecord,
    Changes,
    Diagnosis,
    Execution,
    Outcome,
    ResultSet,
    Severity,
    Status,
    TaskSpec,
)

if TYPE_CHECKING:
    from savepoint.store import Store
    from savepoint.store.manifest import Manifest
    from savepoint.store.store import Examination

ExecuteFn = Callable[..., Execution]  # monitor.execute's signature; the Python API passes its own

_SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH|PRIVATE|SESSION|COOKIE|SIGNATURE",
                          re.IGNORECASE)
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
REDACTED = "<redacted>"


def new_run_id() -> str:
    """Sortable by time, unique without coordination: `r` + UTC timestamp + 4 random hex digits."""
    return "r" + time.strftime("%Y%m%d-%H%M%S", time.gmtime()) + "-" + os.urandom(3).hex()


def hostname() -> str:
    """The host name, without importing socket (run overhead matters)."""
    return os.uname().nodename


# -- what the task sees -----------------------------------------------------------------------------


def substitute(argv: Sequence[str], params: dict[str, str]) -> list[str]:
    """`{NAME}` in each argument becomes the param's current value; unknown names stay as written."""
    def one(arg: str) -> str:
        return _PLACEHOLDER.sub(lambda m: params.get(m.group(1), m.group(0)), arg)

    return [one(a) for a in argv]


def redact_env(env: dict[str, str]) -> dict[str, str]:
    """Secrets by name (…KEY, …TOKEN, …SECRET, …PASSWORD…) never reach the catalog."""
    return {k: (REDACTED if _SECRET_NAME.search(k) else v) for k, v in env.items()}


def task_key(task: TaskSpec) -> str:
    """The name of the task's state directory: its id, else a digest of its command."""
    if task.id:
        return re.sub(r"[^A-Za-z0-9_.-]", "_", task.id)[:64]
    import hashlib

    digest = hashlib.blake2b(json.dumps(task.command).encode(), digest_size=8).hexdigest()
    return f"cmd-{digest}"


def git_head(workspace: Path) -> str | None:
    """The workspace's HEAD commit, read from files (no `git` process: run overhead matters)."""
    git = workspace / ".git"
    try:
        head = (git / "HEAD").read_text().strip()
        if not head.startswith("ref: "):
            return head or None
        ref = head[5:]
        ref_file = git / ref
        if ref_file.is_file():
            return ref_file.read_text().strip() or None
        packed = git / "packed-refs"
        if packed.is_file():
            for line in packed.read_text().splitlines():
                if line.endswith(" " + ref):
                    return line.split(" ", 1)[0]
        return None
    except OSError:
        return None


def execution_context(store: Store, task: TaskSpec, argv: Sequence[str]) -> dict[str, Any]:
    """What the checkpoint records of how the task was run (secrets redacted by name)."""
    return {
        "argv": list(argv),
        "cwd": str(task_cwd(store, task)),
        "params": dict(task.params),
        "env": redact_env({**os.environ, **task.env}),
        "host": hostname(),
        "pid": os.getpid(),
        "python": sys.version.split()[0],
        "git_head": git_head(store.workspace),
        "task_id": task.id or None,
    }


def task_cwd(store: Store | Path, task: TaskSpec) -> Path:
    """Where the task runs: `cwd` (relative to the workspace; the command line sets it to the
    directory savepoint was started from), else the workspace root."""
    workspace = store if isinstance(store, Path) else store.workspace
    if not task.cwd:
        return workspace
    cwd = (workspace / task.cwd).resolve()
    if not cwd.is_dir():
        raise UsageError(f"task cwd {task.cwd!r} is not a directory")
    return cwd


def refuse_state_with_isolate(task: TaskSpec) -> None:
    """An isolated attempt's writes live in a layer that a rollback drops whole: it cannot keep
    --state paths yet, and silently losing them is worse than saying so."""
    if task.state and task.isolate:
        raise UsageError("--state cannot be used with --isolate (a rollback there discards the whole layer, "
                         "progress included); run without --isolate to keep progress across a rollback")


def refuse_unrunnable(store: Store | Path, task: TaskSpec) -> None:
    """A command that cannot start is bad input: one line, exit 2, before any checkpoint or run
    record (running it would only checkpoint, fail with 127 and escalate)."""
    import shutil

    if not task.command:
        return
    prog = substitute(task.command[:1], dict(task.params))[0]
    if not prog:
        raise UsageError("run: the command is empty")
    if "/" in prog:
        path = task_cwd(store, task) / prog
        if not path.exists():
            raise UsageError(f"run: {prog}: no such file")
        if path.is_dir() or not os.access(path, os.X_OK):
            raise UsageError(f"run: {prog}: not executable")
        return
    search = {**os.environ, **task.env}.get("PATH", os.defpath)
    if shutil.which(prog, path=search) is None:
        raise UsageError(f"run: command not found: {prog} (not on PATH)")


def task_env(task: TaskSpec, params: dict[str, str], *, run_id: str, attempt: int, checkpoint: str,
             metrics: Path, state_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(task.env)
    env.update(params)
    env.update({
        "SAVEPOINT_RUN_ID": run_id,
        "SAVEPOINT_ATTEMPT": str(attempt),
        "SAVEPOINT_CHECKPOINT": checkpoint,
        "SAVEPOINT_METRICS": str(metrics),
        "SAVEPOINT_STATE_DIR": str(state_dir),
    })
    return env


def spec_to_json(task: TaskSpec) -> dict[str, Any]:
    """The stored spec of a run (what `savepoint resolve --retry` re-runs). Values JSON cannot hold
    (a Python API `callable` check's function) are stored by name."""
    data: dict[str, Any] = json.loads(json.dumps(asdict(task), default=_json_name))
    return data


def _json_name(value: Any) -> str:
    return f"<{getattr(value, '__qualname__', type(value).__name__)}>"


# Task fields renamed since runs were first stored: old name -> new name (resolve of an old run).
RENAMED_FIELDS: dict[str, str] = {}


def spec_from_json(data: dict[str, Any] | str) -> TaskSpec:
    """The TaskSpec of a stored run, also one stored by another version of savepoint: a renamed
    field is read under its new name, a field this version does not know is dropped, and a field
    the stored run lacks takes its default."""
    from dataclasses import fields

    from savepoint.model import CheckSpec, DetectorConfig

    def known(cls: Any, table: Any) -> dict[str, Any]:
        names = {f.name for f in fields(cls)}
        table = {RENAMED_FIELDS.get(k, k): v for k, v in (table or {}).items()}
        return {k: v for k, v in table.items() if k in names}

    data = known(TaskSpec, json.loads(data) if isinstance(data, str) else data)
    data["detectors"] = DetectorConfig(**known(DetectorConfig, data.get("detectors")))
    data["checks"] = [CheckSpec(**known(CheckSpec, c)) for c in data.get("checks") or []]
    data.setdefault("command", [])
    return TaskSpec(**data)


# -- the loop ---------------------------------------------------------------------------------------


class _Run:
    """State of one run while the loop works on it; every change is written to the catalog."""

    def __init__(self, store: Store, task: TaskSpec, run_id: str, *, echo: bool, live: bool,
                 cancel: threading.Event | None, outside_ignore: Sequence[str],
                 execute: ExecuteFn | None) -> None:
        self.store = store
        self.task = task
        self.run_id = run_id
        self.echo = echo
        self.live = live
        self.cancel = cancel or threading.Event()
        self.outside_ignore = [*outside_ignore, *task.outside_ignore]
        self.execute = execute
        self.run_dir = store.root / "runs" / run_id
        self.attempts: list[AttemptRecord] = []
        self.checkpoint_id: str | None = None
        self.current_attempt = 0
        self.pending_adjust = False  # the last decision asked for --adjust before the next attempt
        self.pending_delay = False  # ... and for a backoff delay (transient retries)
        self.post_attempt_checkpoint: str | None = None  # the state the last attempt left, if kept
        self.attempt_env: dict[str, str] | None = None  # the last attempt's environment (cmd: checks)
        self.iso: Any = None  # an isolate.Session under --isolate
        self.isolation: dict[str, Any] | None = None  # what the outcome says about isolation
        self.iso_seen: Any = None  # the last attempt's isolate.Seen (its commit plan)
        self.deps: dict[str, Any] | None = None
        self.pre_run: _PreRun | None = None  # --isolate: the pre-run checkpoint, taken while the task runs
        self.warnings: list[str] = []  # for the outcome and the summary

    @property
    def catalog(self) -> Any:
        return self.store.catalog

    def event(self, kind: str, detail: str = "", action: str | None = None,
              data: dict[str, Any] | None = None) -> None:
        self.catalog.add_event(self.run_id, self.current_attempt or None, kind, detail, action, data)

    def say(self, message: str) -> None:
        if self.echo:
            # nobody may read our stderr any more (`| tee` interrupted too): the events keep it
            with contextlib.suppress(OSError, ValueError):
                print(f"savepoint: {message}", file=sys.stderr, flush=True)


def run_task(store: Store, task: TaskSpec, *, run_id: str | None = None, plan_id: str | None = None,
             deps: dict[str, Any] | None = None, echo: bool = True, live: bool = False,
             cancel: threading.Event | None = None, outside_ignore: Sequence[str] = (),
             execute: ExecuteFn | None = None) -> Outcome:
    """Run `task` in `store`'s workspace as a transaction. The caller holds `store.lock()`.

    `execute` replaces monitor.execute (the Python API runs a callable in-process with it)."""
    if not task.command and execute is None:
        raise UsageError("no command to run")
    if execute is None:
        refuse_unrunnable(store, task)
    refuse_state_with_isolate(task)
    run = _Run(store, task, run_id or new_run_id(), echo=echo, live=live, cancel=cancel,
               outside_ignore=outside_ignore, execute=execute)
    if task.isolate and execute is not None and task.isolate != "auto":
        raise UsageError("isolation runs a command in its own namespace; a Python callable runs inside "
                         "this process and cannot be isolated (use isolate = \"auto\", or a command)")
    store.catalog.create_run(run.run_id, task_id=task.id or None, plan_id=plan_id, spec=spec_to_json(task),
                             pid=os.getpid(), host=hostname())
    try:
        outcome = _checkpoint_and_recover(run, deps)
    except BaseException as e:
        if (not run.current_attempt and plan_id is None and isinstance(e, UsageError | StoreError)
                and e.exit_code in (EXIT_USAGE, EXIT_IOERR)):
            # refused before the task ran (over budget, unreadable file): bad input changes nothing,
            # so no run is left behind either; the error says what to do
            store.catalog.delete_run(run.run_id)
            raise
        _finish_broken(run, e)
        raise
    if run.pre_run is not None:
        run.pre_run.settle()
        if outcome.checkpoint_id is None and run.pre_run.result and run.pre_run.result[0] == "ok":
            # taken while the task ran: the state the run started from, as in the default mode
            outcome.checkpoint_id = run.checkpoint_id = str(run.pre_run.result[1])
            store.catalog.update_run(run.run_id, checkpoint_id=outcome.checkpoint_id)
    if run.iso is not None:
        run.iso.close()
    outcome.isolation = run.isolation
    _finish(run, outcome)
    return outcome


def _start_isolation(run: _Run, execute_given: bool) -> None:
    """--isolate: a session whose upper layer takes every write; or, for "auto" where isolation
    is unavailable, the default mode and a note in the outcome."""
    from savepoint import isolate

    task = run.task
    if execute_given:
        why = "a Python callable runs inside savepoint's own process"
    else:
        run.iso, why = isolate.Session.start(run.store, run.run_id, task.isolate, task.isolate_net)
    if run.iso is None:
        run.isolation = {"mode": "off", "fallback": why}
        run.say(f"isolation unavailable ({why}): running in the default mode")
        run.event("isolate", f"isolation unavailable ({why}): default mode", data={"fallback": why})
        return
    run.isolation = {"mode": run.iso.mode, "net": run.iso.net, "discarded": [], "discarded_elsewhere": []}
    run.event("isolate", f"isolated ({run.iso.mode}): nothing to copy before the task; its writes go to "
              f"an overlay layer in the store", data={"mode": run.iso.mode})


def _commit_pause_hook() -> Callable[[int], None] | None:
    """Crash tests stop savepoint at an exact step of a commit (then kill it): the step number is
    in SAVEPOINT_TEST_PAUSE_COMMIT_AT."""
    at = os.environ.get("SAVEPOINT_TEST_PAUSE_COMMIT_AT")
    if not at:
        return None

    def hook(n: int) -> None:
        if n == int(at):
            os.kill(os.getpid(), signal.SIGSTOP)

    return hook


def _examine_isolated(run: _Run) -> Examination:
    from savepoint.store.store import Examination

    seen = run.iso.examine(run.task.scope, read_only=run.task.read_only)
    run.iso_seen = seen
    assert run.isolation is not None
    run.isolation["discarded"] = _outside_writes(run, seen.outside)
    run.isolation["discarded_elsewhere"] = seen.elsewhere
    if seen.read_only:
        run.isolation["read_only"] = seen.read_only
    return Examination(changes=seen.changes, outside=[], current=None, checkpoint_id=None)  # type: ignore[arg-type]


class _PreRun:
    """The pre-run checkpoint of an isolated run. The real tree is the overlay's lower layer, which
    the task cannot change, so it is taken while the task runs (a thread started once the task
    has run for PRE_RUN_DELAY: a quick task is not slowed by it), or after the task if it ended
    sooner and its result is kept."""

    def __init__(self, run: _Run) -> None:
        self.run = run
        self.result: tuple[str, Any] | None = None
        self.thread: threading.Thread | None = None
        self.settled = False
        self.timer = threading.Timer(PRE_RUN_DELAY, self._start)
        self.timer.daemon = True
        self._lock = threading.Lock()

    def _take(self) -> None:
        run, store, task = self.run, self.run.store, self.run.task
        try:
            cp = store.checkpoint(task.scope, message=" ".join(task.command)[:200], kind="pre-run",
                                  task_id=task.id or None, run_id=run.run_id,
                                  context=execution_context(store, task, task.command), deps=run.deps,
                                  budget=None)  # keeping a result already made outranks the budget
            self.result = ("ok", cp.id)
        except BaseException as e:
            self.result = ("error", e)

    def _start(self) -> None:
        with self._lock:
            if self.thread is None and not self.settled:
                self.thread = threading.Thread(target=self._take, name="savepoint-pre-run", daemon=False)
                self.thread.start()

    def settle(self) -> None:
        """No later start: wait for a checkpoint under way (nothing may run once the run ends)."""
        self.timer.cancel()
        with self._lock:
            self.settled = True
            thread = self.thread
        if thread is not None:
            thread.join()

    def get(self) -> str:
        """The checkpoint's id, taken now if the task ended before it started."""
        self.settle()
        if self.result is None:
            self._take()
        assert self.result is not None
        if self.result[0] != "ok":
            raise self.result[1]
        cp_id = str(self.result[1])
        self.run.catalog.update_run(self.run.run_id, checkpoint_id=cp_id)
        return cp_id


PRE_RUN_DELAY = 0.25  # s: a task quicker than this is not worth hiding a checkpoint behind


def _commit_isolated(run: _Run) -> None:
    """Keep an isolated attempt's writes: the pre-run checkpoint (so list/diff/restore work as in
    the default mode), then the journaled commit of the layer."""
    task = run.task
    if task.read_only or not run.iso_seen.ops:  # nothing to keep: no checkpoint needed either
        run.iso.discard()
        return
    pre = run.pre_run or _PreRun(run)
    run.checkpoint_id = run.iso.commit(run.iso_seen, pre.get, hook=_commit_pause_hook())
    run.event("commit", f"kept the isolated writes; the state before them is checkpoint {run.checkpoint_id}",
              data={"checkpoint": run.checkpoint_id})


def _checkpoint_and_recover(run: _Run, deps: dict[str, Any] | None) -> Outcome:
    store, task = run.store, run.task
    run.deps = deps
    if task.isolate:
        _start_isolation(run, run.execute is not None)
    if run.iso is None:
        kind = "read-only" if task.read_only else "pre-run"
        cp = store.checkpoint(task.scope, message=" ".join(task.command)[:200], kind=kind,
                              task_id=task.id or None, run_id=run.run_id,
                              context=execution_context(store, task, task.command), deps=deps,
                              read_only=task.read_only, budget=task.budget)
        run.checkpoint_id = cp.id
        run.catalog.update_run(run.run_id, checkpoint_id=cp.id)
        run.event("checkpoint", f"{kind} checkpoint {cp.id}: {cp.files} files", data={"checkpoint": cp.id})
    if run.cancel.is_set():
        return _cancelled(run, Changes())
    params = dict(task.params)
    previous: list[tuple[AttemptRecord, Execution]] = []
    while True:
        run.current_attempt = len(run.attempts) + 1
        execution = _execute_attempt(run, params)
        # One scan: changes in scope, writes outside it, the tree now. A failed attempt's state is
        # kept as a checkpoint by that same scan, so a rollback need not scan and hash again.
        from savepoint.decide import succeeded

        failed = not succeeded(execution) and not task.read_only
        if run.iso is not None:
            seen = _examine_isolated(run)
        else:
            assert run.checkpoint_id is not None
            seen = store.examine(run.checkpoint_id, keep=failed, run_id=run.run_id, kind="post-failure")
        run.post_attempt_checkpoint = seen.checkpoint_id
        record = _attempt_record(run, execution, params)
        run.attempts.append(record)
        if execution.cancelled or run.cancel.is_set():
            outcome = _cancelled(run, seen.changes)
            _record_attempt(run, record, execution)
            return outcome
        judged = _judge_attempt(run, record, execution, seen, previous)
        _record_attempt(run, record, execution)
        if judged is not None:
            return judged
        previous.append((record, execution))
        if run.pending_adjust:
            params = _adjusted(run, params)
            run.event("adjust", f"params now {_fmt_params(params)}", data={"params": params})
        delay = _delay(run) if run.pending_delay else 0.0
        if delay > 0:
            run.say(f"retrying in {delay:.1f}s")
        if run.cancel.wait(delay) if delay > 0 else run.cancel.is_set():
            return _cancelled(run, Changes() if record.rolled_back else seen.changes)


def _judge_attempt(run: _Run, record: AttemptRecord, execution: Execution, seen: Examination,
                   previous: list[tuple[AttemptRecord, Execution]]) -> Outcome | None:
    """Validate, diagnose, decide, act: what follows one attempt.

    Writes outside the scope never decide the outcome by themselves: a valid result is kept
    (they are listed and warned about), a failure is diagnosed by its own evidence (they are
    reported as not rolled back). `--strict-scope` makes them FATAL; a read-only task that wrote
    anything is FATAL."""
    from savepoint import decide

    changes = seen.changes
    outside = _outside_writes(run, seen.outside)
    if run.task.read_only:  # nothing may change at all: every change is a write it cannot undo
        outside = sorted({*outside, *changes.added, *changes.modified, *changes.deleted})
    _warn_unseen_metrics(run, execution)
    result = _validate(run, execution, changes, seen.current)
    record.result = result
    diagnosis: Diagnosis | None = None
    if not decide.succeeded(execution) or (outside and (run.task.strict_scope or run.task.read_only)):
        diagnosis = _diagnose(run, execution, changes, outside, previous, record.params)
        record.diagnosis = diagnosis
        run.event("diagnosis", f"{diagnosis.severity} [{diagnosis.rule}]: {diagnosis.reason}",
                  data=diagnosis.to_json())
    decision = _decide(run, execution, result, diagnosis, changes)
    return _act(run, decision, record, execution, result, changes, outside)


def _warn_unseen_metrics(run: _Run, execution: Execution) -> None:
    """`--watch loss` on a task that never printed `loss` watched nothing: say so."""
    for name in run.task.detectors.watch:
        if name not in execution.series:
            text = (f"watched metric {name!r} was never seen in attempt {run.current_attempt} "
                    "(nothing was watched for it)")
            if text not in run.warnings:
                run.warnings.append(text)
                run.event("warning", text)
                run.say(f"warning: {text}")


def _execute_attempt(run: _Run, params: dict[str, str]) -> Execution:
    task, n = run.task, run.current_attempt
    log_dir = run.run_dir / f"attempt-{n}"
    log_dir.mkdir(parents=True, exist_ok=True)
    state_dir = run.store.root / "state" / task_key(task)
    state_dir.mkdir(parents=True, exist_ok=True)
    metrics = log_dir / "metrics.jsonl"
    argv = substitute(task.command, params)
    env = task_env(task, params, run_id=run.run_id, attempt=n, checkpoint=run.checkpoint_id or "",
                   metrics=metrics, state_dir=state_dir)
    run.attempt_env = env
    run.event("attempt", f"attempt {n}: {' '.join(argv)[:300]}", data={"argv": argv, "params": params})
    if n > 1:
        run.say(f"attempt {n}" + (f" with {_fmt_params(params)}" if params else ""))

    def on_start(pgid: int) -> None:
        # for orphan hunting after savepoint itself dies (a power loss stops the task too): no fsync
        run.catalog.update_run(run.run_id, pgid=pgid, durable=False)
        # the leader's start time: after a crash, orphan hunting matches the group by it exactly
        from savepoint.monitor.tree import start_time

        start = start_time(pgid)
        run.event("started", f"task started (process group {pgid})", data={"pgid": pgid, "start": start})

    def on_anomaly(anomaly: Anomaly) -> str:
        return _on_anomaly(run, anomaly)

    execute = run.execute
    if execute is None:
        from savepoint import monitor

        execute = monitor.execute
    if run.iso is not None and run.pre_run is None and not task.read_only:
        run.pre_run = _PreRun(run)
        run.pre_run.timer.start()
    execution = execute(run.iso.wrap(argv) if run.iso is not None else argv, cwd=task_cwd(run.store, task),
                        env=env, detectors=task.detectors, log_dir=log_dir, metrics_file=metrics,
                        workspace=run.store.workspace, on_start=on_start, on_anomaly=on_anomaly,
                        echo=run.echo, live=run.live, cancel=run.cancel)
    if run.iso is not None:
        err = run.iso.setup_error()
        if err is not None:
            raise StoreError(f"isolation could not be set up for the task: {err}")
    return execution


def _on_anomaly(run: _Run, anomaly: Anomaly) -> str:
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


def _outside_writes(run: _Run, paths: list[str]) -> list[str]:
    """Writes outside the scope, minus what the caller (a plan) expects there."""
    if not run.outside_ignore or not paths:
        return paths
    import pathspec

    ignore = pathspec.PathSpec.from_lines("gitwildmatch", run.outside_ignore)
    return [p for p in paths if not ignore.match_file(p)]


# -- the parts: collect/ and decide/ -----------------------------------------------------------------


def _validate(run: _Run, execution: Execution, changes: Changes, current: Manifest | None) -> ResultSet:
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


def _evidence(run: _Run, execution: Execution, changes: Changes, outside: list[str],
              previous: Sequence[tuple[AttemptRecord, Execution]], params: dict[str, str] | None = None) -> Any:
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


def _diagnose(run: _Run, execution: Execution, changes: Changes, outside: list[str],
              previous: list[tuple[AttemptRecord, Execution]], params: dict[str, str]) -> Diagnosis:
    from savepoint.decide import diagnose

    evidence = _evidence(run, execution, changes, outside, previous, params)
    diagnosis: Diagnosis = diagnose(evidence, run.task.rules)
    return diagnosis


def _diagnose_anomaly(run: _Run, anomaly: Anomaly) -> Diagnosis:
    """Diagnose a paused task from the anomaly alone (the task is still alive, SIGSTOPped)."""
    from savepoint.decide import diagnose

    seen = Execution(exit_code=None, signal=None, duration=0.0, started=anomaly.time, anomalies=[anomaly],
                     tail=[anomaly.evidence or anomaly.detail], aborted_by=anomaly.kind)
    evidence = _evidence(run, seen, Changes(), [], [])
    diagnosis: Diagnosis = diagnose(evidence, run.task.rules)
    return diagnosis


def _decide(run: _Run, execution: Execution, result: ResultSet, diagnosis: Diagnosis | None,
            changes: Changes) -> Any:
    """decide.decide in one call; the loop only acts on its answer."""
    from savepoint.decide import decide

    return decide(execution=execution, result=result, diagnosis=diagnosis,
                          threshold=run.task.threshold, attempt=run.current_attempt,
                          retries=run.task.retries, adjustments_configured=bool(run.task.adjust),
                          changed_in_scope=not changes.empty)


def _adjusted(run: _Run, params: dict[str, str]) -> dict[str, str]:
    from savepoint import decide

    new = decide.apply_adjust(params, run.task.adjust)
    return {k: str(v) for k, v in new.items()}


def _delay(run: _Run) -> float:
    """Backoff with jitter before attempt N+1 (tenacity-style policy from decide/)."""
    from savepoint.decide.policy import policy_for

    policy = policy_for(run.task.retries, run.task.backoff, run.task.backoff_max)
    return float(policy.delay(run.current_attempt))


# -- acting on the decision ---------------------------------------------------------------------------


def _act(run: _Run, decision: Any, record: AttemptRecord, execution: Execution,
         result: ResultSet, changes: Changes, outside: list[str]) -> Outcome | None:
    """Archive, restore, retry or escalate. None means: run another attempt."""
    run.event("decision", f"{decision.action}: {decision.reason}",
              data={"action": decision.action, "status": str(decision.status)})
    if decision.rollback:  # outside writes cannot be undone: they stay, and are reported below
        _rollback(run, record)
    if decision.retry:
        run.pending_adjust = bool(decision.adjust)
        run.pending_delay = not decision.rollback and not decision.adjust
        run.say(f"{decision.status} ({decision.reason})")
        return None
    status = Status(str(decision.status))
    if status in (Status.DONE, Status.PARTIAL):
        if run.iso is not None:
            _commit_isolated(run)
        if run.checkpoint_id is not None:
            run.store.set_state(run.checkpoint_id, "archived")
    reason = decision.reason
    warnings = list(run.warnings)
    if outside:
        from savepoint.decide.diagnosis import ignore_lines

        shown = ", ".join(outside[:10]) + (" ..." if len(outside) > 10 else "")
        what = "written" if run.task.read_only else "written outside the scope"
        if status in (Status.DONE, Status.PARTIAL):
            hint = " ".join(ignore_lines(outside))
            warnings.append(f"{len(outside)} path(s) {what} were kept as they are (savepoint cannot roll "
                            f"them back): {shown}; if such writes are expected, add to .savepointignore: {hint}")
        elif "outside" not in reason and "read-only" not in reason:
            reason = f"{reason}; {what} (not rolled back): {shown}"
    discarded = [*run.isolation.get("discarded", []), *run.isolation.get("discarded_elsewhere", [])] \
        if run.iso is not None and run.isolation else []
    if discarded:
        shown = ", ".join(discarded[:10]) + (" ..." if len(discarded) > 10 else "")
        reason = f"{reason}; written outside the scope (discarded): {shown}"
    outcome = Outcome(status=status, run_id=run.run_id, checkpoint_id=run.checkpoint_id,
                      attempts=list(run.attempts), result=result, changes=changes,
                      escalate=bool(decision.escalate), reason=reason, log_dir=str(run.run_dir),
                      outside_scope=list(outside), warnings=warnings)
    if outcome.escalate:
        from savepoint.escalation import write_report

        outcome.report = str(write_report(run.store, outcome, run.task, execution, outside=outside))
    return outcome


def _rollback(run: _Run, record: AttemptRecord) -> None:
    """Restore the pre-run checkpoint; the store first checkpoints what the attempt left (kept).
    `--state` paths stay as the attempt left them, unless the diagnosis says they are corrupt."""
    if run.iso is not None:  # nothing reached the real tree: drop the layer
        run.iso.discard()
        record.rolled_back = True
        run.event("rollback", "discarded the isolated writes of the attempt")
        run.say("rolled back (the isolated writes were discarded)")
        return
    assert run.checkpoint_id is not None
    if run.task.read_only:
        return  # a stat-only checkpoint holds no content to restore from
    kept, run.post_attempt_checkpoint = run.post_attempt_checkpoint, None
    if any(c.type in ("cmd", "callable") for c in run.task.checks):
        kept = None  # a check command may have written since that scan: let the restore scan again
    keep = [] if _progress_corrupt(record.diagnosis) else list(run.task.state)
    with rollback_shield():
        report = run.store.restore(run.checkpoint_id, kind="post-failure", run_id=run.run_id,
                                   current_checkpoint=kept, keep=keep)
    record.rolled_back = True
    record.post_failure_checkpoint = report.pre_restore_checkpoint
    record.not_restored = list(report.not_restored)
    if report.pre_restore_checkpoint is None and not (report.quarantine or report.not_kept):
        # a no-op restore takes no checkpoint: the attempt left the scope as it found it
        run.event("rollback", f"restored {run.checkpoint_id}; the attempt changed nothing in scope",
                  data=report.to_json())
        run.say(f"rolled back to {run.checkpoint_id} (the attempt changed nothing in scope)")
        return
    if report.pre_restore_checkpoint is None:  # the disk was full: the attempt's files were moved aside
        from savepoint.store.store import space_note

        note = space_note(report)[2:-1] or "the disk was full: what the attempt left was not kept"
        run.event("rollback", f"restored {run.checkpoint_id}; {note}", data=report.to_json())
        run.say(f"rolled back to {run.checkpoint_id}; {note}")
        return
    run.event("rollback", f"restored {run.checkpoint_id}; post-failure state kept as "
              f"{report.pre_restore_checkpoint}" + (f"; state left as the attempt left it: {', '.join(keep)}"
                                                    if keep else ""),
              data={**report.to_json(), "state_kept": keep})
    run.say(f"rolled back to {run.checkpoint_id} (what the attempt left: {report.pre_restore_checkpoint})"
            + (f"; kept progress in {', '.join(keep)}" if keep else "")
            + ("; progress rolled back too (it is corrupt)" if run.task.state and not keep else ""))
    for d in report.not_restored:
        run.say(f"  not restored: {d['path']}: {d['what']} ({d['why']})")


CORRUPT_PROGRESS_RULES = frozenset({"default:nan", "default:disk-full"})


def _progress_corrupt(diagnosis: Diagnosis | None) -> bool:
    """NaN/Inf or divergence in a watched metric (the saved weights carry it), or a full disk (a
    checkpoint file may be cut short): the task's saved progress cannot be resumed from."""
    if diagnosis is None:
        return False
    if diagnosis.rule in CORRUPT_PROGRESS_RULES:
        return True
    return diagnosis.rule == "default:repeated" and (
        "NaN" in diagnosis.reason or any(rule in diagnosis.evidence for rule in CORRUPT_PROGRESS_RULES))


def _cancelled(run: _Run, changes: Changes) -> Outcome:
    """Ctrl-C / SIGTERM: the monitor stopped the task group; roll back (unless the task never ran
    or its last attempt was already rolled back) and say so."""
    if run.attempts and not run.attempts[-1].rolled_back:
        _rollback(run, run.attempts[-1])
    last = run.attempts[-1] if run.attempts else None
    # not validated (a cancelled attempt's outputs are not judged), but the outcome keeps its shape
    result = ResultSet(complete=False, consistent=False, partial_value=0.0, gaps=["cancelled"],
                       failure_reason="cancelled", criterion_declared=bool(run.task.checks),
                       exit=last.exit if last else None)
    return Outcome(status=Status.ROLLED_BACK, run_id=run.run_id, checkpoint_id=run.checkpoint_id,
                   attempts=list(run.attempts), result=result, changes=changes, reason="cancelled",
                   log_dir=str(run.run_dir), warnings=list(run.warnings))


def _attempt_record(run: _Run, execution: Execution, params: dict[str, str]) -> AttemptRecord:
    return AttemptRecord(number=run.current_attempt, exit=execution.exit_code, signal=execution.signal,
                         duration=execution.duration, params=dict(params),
                         anomalies=list(execution.anomalies),
                         log_dir=str(run.run_dir / f"attempt-{run.current_attempt}"))


def _record_attempt(run: _Run, record: AttemptRecord, execution: Execution) -> None:
    data = record.to_json()
    data["result"] = record.result.to_json() if record.result else None
    data["series"] = {k: [[p.step, p.value, p.time] for p in pts] for k, pts in execution.series.items()}
    data["metrics"] = dict(execution.metrics)  # the last value of every metric read, watched or not
    samples = execution.samples
    step = max(1, -(-len(samples) // 500))  # thin evenly: the report's curves keep the whole attempt
    data["samples"] = samples[::step] if step > 1 else list(samples)
    data["tail"] = execution.tail[-50:]
    data["peak_rss"] = execution.peak_rss
    run.catalog.record_attempt(run.run_id, record.number, execution.started,
                               execution.started + execution.duration, data)


def _finish(run: _Run, outcome: Outcome) -> None:
    run.catalog.update_run(run.run_id, state="DONE", status=str(outcome.status),
                           escalate=int(outcome.escalate), outcome=outcome.to_json())


class RollbackInterrupted(KeyboardInterrupt):
    """Ctrl-C twice during a rollback: savepoint stops with the workspace partly restored."""

    def __str__(self) -> str:
        return ("the rollback was interrupted: the workspace is partly restored; run `savepoint recover` "
                "to finish it")


_SHIELD = {"depth": 0, "interrupts": 0}


@contextlib.contextmanager
def rollback_shield() -> Iterator[None]:
    """Marks a rollback in progress for `rollback_interrupt` (the CLI's signal handler)."""
    _SHIELD["depth"] += 1
    try:
        yield
    finally:
        _SHIELD["depth"] -= 1
        if not _SHIELD["depth"]:
            _SHIELD["interrupts"] = 0


def rollback_interrupt(say: Callable[[str], None]) -> bool:
    """Called by a Ctrl-C / SIGTERM handler. False: no rollback is running (handle the signal as
    usual). During a rollback the first signal is ignored (True, with a word); the next raises
    RollbackInterrupted, whose message says to run `savepoint recover`."""
    if not _SHIELD["depth"]:
        return False
    _SHIELD["interrupts"] += 1
    if _SHIELD["interrupts"] == 1:
        say("savepoint: rolling back, please wait (press Ctrl-C again to stop it; then run "
            "`savepoint recover`)")
        return True
    raise RollbackInterrupted


def _finish_broken(run: _Run, error: BaseException) -> None:
    """An error inside the loop (store full, bug, KeyboardInterrupt outside the task): record it; a
    run whose task may have written is rolled back so nothing half-done is kept."""
    reason = "cancelled" if isinstance(error, KeyboardInterrupt) else f"error: {error}"
    if run.pre_run is not None:
        run.pre_run.settle()
    if isinstance(error, RollbackInterrupted):
        return  # the person stopped the rollback itself: the run stays IN_FLIGHT for `savepoint recover`
    if run.iso is not None:
        from savepoint import isolate

        if isolate.committed(run.store, run.run_id) is None and not run.store.catalog.journal_open(
                isolate.JOURNAL_OP):
            run.iso.close()  # nothing of it reached the workspace: drop it
        else:
            return  # a commit was under way: `savepoint recover` finishes it
        try:
            row = run.catalog.get_run(run.run_id)
            if row is not None:
                kill_orphaned_group(row, catalog=run.catalog)
            _finish(run, Outcome(status=Status.ROLLED_BACK, run_id=run.run_id, checkpoint_id=None,
                                 attempts=list(run.attempts), reason=reason, log_dir=str(run.run_dir),
                                 isolation=run.isolation))
        except Exception:
            pass
        return
    try:
        if not run.current_attempt:  # the task never ran: nothing to undo
            _finish(run, Outcome(status=Status.FATAL, run_id=run.run_id, checkpoint_id=run.checkpoint_id,
                                 reason=reason, log_dir=str(run.run_dir)))
            return
        row = run.catalog.get_run(run.run_id)
        if row is not None:
            kill_orphaned_group(row, catalog=run.catalog)  # the task must not write while it is rolled back
        last = run.attempts[-1] if len(run.attempts) == run.current_attempt else None
        if (last is None or not last.rolled_back) and run.checkpoint_id and not run.task.read_only:
            with rollback_shield():
                report = run.store.restore(run.checkpoint_id, kind="post-failure", run_id=run.run_id,
                                           keep=list(run.task.state))
            if last is not None:
                last.rolled_back, last.post_failure_checkpoint = True, report.pre_restore_checkpoint
                last.not_restored = list(report.not_restored)
        _finish(run, Outcome(status=Status.ROLLED_BACK, run_id=run.run_id, checkpoint_id=run.checkpoint_id,
                             attempts=list(run.attempts), reason=reason, log_dir=str(run.run_dir)))
    except Exception:
        pass  # leave the run IN_FLIGHT: `savepoint recover` finishes it


def _fmt_params(params: dict[str, str]) -> str:
    return " ".join(f"{k}={v}" for k, v in params.items())


# -- after a crash ------------------------------------------------------------------------------------


def in_flight_notice(store: Store) -> list[str]:
    """Lines to print when runs were left IN_FLIGHT by a savepoint that died (a cheap query; the
    store tells a dead owner from a live one by its lock)."""
    return [f"run {run_id} was interrupted; run `savepoint recover`" for run_id in store.interrupted_runs()]


def process_alive(pid: Any, host: Any) -> bool:
    """Does process `pid` exist on this host? (Another host's process cannot be checked: no.)"""
    if not pid or host != hostname():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _owner_alive(row: dict[str, Any]) -> bool:
    """Is the savepoint process that owns this run still running (same host only)?"""
    pid = row.get("pid")
    if pid is None or not process_alive(pid, row.get("host")):
        return False
    try:
        import psutil

        proc = psutil.Process(int(pid))
        return bool(proc.create_time() <= float(row["created"]) + 1.0) and proc.status() != "zombie"
    except Exception:
        return False


def recover_in_flight(store: Store) -> list[str]:
    """Finish what a dead savepoint left: interrupted restores, then in-flight runs (the caller holds
    the lock, which proves their owner is gone). Returns one line per thing done."""
    done = [f"finished interrupted restore: {line}" for line in store.recover_interrupted()]
    if (store.root / "isolate").exists():
        from savepoint import isolate

        done += isolate.finish_commits(store)
    for row in store.catalog.in_flight_runs():
        if row.get("pid") == os.getpid() or _owner_alive(row):
            continue
        done.extend(_recover_run(store, row))
    return done


def _recover_run(store: Store, row: dict[str, Any]) -> list[str]:
    run_id = row["id"]
    lines = []
    killed = kill_orphaned_group(row, catalog=store.catalog)
    if killed:
        lines.append(f"run {run_id}: stopped its orphaned task (process group {row.get('pgid')})")
    checkpoint = row.get("checkpoint_id")
    changes = Changes()
    post = None
    spec = json.loads(row.get("spec") or "{}")
    read_only = bool(spec.get("read_only"))
    if (spec.get("isolate") and (store.root / "isolate" / run_id).exists()) or _isolated_commit(store, run_id):
        return lines + _recover_isolated(store, run_id)
    if checkpoint and not read_only:
        changes = store.diff(checkpoint)
        from savepoint.store.store import space_note

        # the task's resumable progress (--state) survives savepoint's own death too
        state = [p for p in spec.get("state") or [] if isinstance(p, str)]
        report = store.restore(checkpoint, keep=state)  # (it leaves the run's own log files too)
        post = report.pre_restore_checkpoint
        lines.append(f"run {run_id}: rolled back to {checkpoint}"
                     + (f" (what it left is kept as {post})" if post else space_note(report))
                     + (f"; progress kept in {', '.join(state)}" if state else ""))
    outcome = Outcome(status=Status.ROLLED_BACK, run_id=run_id, checkpoint_id=checkpoint,
                      changes=changes, reason="recovered after crash",
                      log_dir=str(store.root / "runs" / run_id))
    store.catalog.add_event(run_id, None, "recovered", "savepoint died during the run; rolled back",
                            data={"post_failure_checkpoint": post, "killed_group": killed})
    store.catalog.update_run(run_id, state="DONE", status=str(Status.ROLLED_BACK), outcome=outcome.to_json())
    lines.append(f"run {run_id}: recorded ROLLED_BACK (recovered after crash)")
    return lines


def _isolated_commit(store: Store, run_id: str) -> str | None:
    if not (store.root / "isolate").exists():
        return None
    from savepoint import isolate

    return isolate.committed(store, run_id)


def _recover_isolated(store: Store, run_id: str) -> list[str]:
    """An isolated run savepoint died in: its commit finished (DONE), or its layer dropped (nothing
    of it reached the workspace: ROLLED_BACK, no restore needed)."""
    from savepoint import isolate

    cp = isolate.committed(store, run_id)
    if cp is not None:
        status, reason = Status.DONE, "its isolated commit was finished by `savepoint recover`"
        store.set_state(cp, "archived")
        isolate.drop_session(store, run_id)
    else:
        isolate.drop_session(store, run_id)
        status, reason = Status.ROLLED_BACK, "recovered after crash (its isolated writes were discarded)"
    outcome = Outcome(status=status, run_id=run_id, checkpoint_id=cp, reason=reason,
                      log_dir=str(store.root / "runs" / run_id))
    store.catalog.add_event(run_id, None, "recovered", reason, data={"checkpoint": cp})
    store.catalog.update_run(run_id, state="DONE", status=str(status), outcome=outcome.to_json())
    return [f"run {run_id}: recorded {status} ({reason})"]


def group_start(catalog: Any, run_id: str) -> float | None:
    """The start time of the run's task group leader, recorded when the task started."""
    rows = catalog.query("SELECT data FROM events WHERE run_id = ? AND kind = 'started' ORDER BY id DESC LIMIT 1",
                         (run_id,))
    if not rows:
        return None
    start = json.loads(rows[0]["data"] or "{}").get("start")
    return float(start) if start is not None else None


def kill_orphaned_group(row: dict[str, Any], grace: float = 3.0, catalog: Any = None) -> bool:
    """SIGTERM then SIGKILL what is left of the run's task: its recorded process group, and any
    process carrying its SAVEPOINT_RUN_ID (savepoint may have died before recording the group, or
    the task may have left it). Only processes on this host. The recorded group counts only when
    its leader's start time is exactly the one recorded (or, the leader gone, while members
    started after it remain: Linux never reuses an id a live group still carries): a recycled id
    is never hit."""
    if row.get("host") != hostname():
        return False
    created = float(row["created"])
    start = group_start(catalog, str(row["id"])) if catalog is not None else None
    floors = _orphan_groups(str(row["id"]), row.get("pgid"), created, start)
    floors.pop(os.getpgrp(), None)
    floors.pop(0, None)
    floors.pop(1, None)
    found = bool(floors)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pgid in floors:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pgid, sig)
        deadline = time.monotonic() + (grace if sig == signal.SIGTERM else 5.0)
        while time.monotonic() < deadline and any(_group_members(g, f) for g, f in floors.items()):
            time.sleep(0.05)
        floors = {g: f for g, f in floors.items() if _group_members(g, f)}
        if not floors:
            break
    return found


def _orphan_groups(run_id: str, pgid: Any, created: float, start: float | None) -> dict[int, float]:
    """Process groups of the run -> the earliest start time a member of it may have."""
    import psutil

    found: dict[int, float] = {}
    if pgid and start is not None and _is_our_group(int(pgid), start):
        found[int(pgid)] = start
    for proc in psutil.process_iter(["pid", "create_time"]):
        try:
            if proc.info["create_time"] < created - 1.0 or proc.pid == os.getpid():
                continue
            if proc.environ().get("SAVEPOINT_RUN_ID") == run_id:
                found.setdefault(os.getpgid(proc.pid), proc.info["create_time"])
        except (psutil.Error, ProcessLookupError, PermissionError):
            continue
    return found


def _is_our_group(pgid: int, start: float) -> bool:
    import psutil

    try:
        leader = psutil.Process(pgid)
        return abs(leader.create_time() - start) < 1e-3 and os.getpgid(pgid) == pgid
    except psutil.NoSuchProcess:
        return bool(_group_members(pgid, start))  # leader gone: the id stays the group's while it lives
    except (psutil.Error, ProcessLookupError, PermissionError):
        return False


def _group_members(pgid: int, not_before: float) -> list[int]:
    """Live processes of group `pgid` started no earlier than `not_before` (its leader's start)."""
    import psutil

    pids = []
    for proc in psutil.process_iter(["pid", "create_time", "status"]):
        try:
            if os.getpgid(proc.pid) != pgid or proc.info["status"] == psutil.STATUS_ZOMBIE:
                continue
        except (ProcessLookupError, PermissionError):
            continue
        if proc.info["create_time"] >= not_before - 0.01:
            pids.append(proc.pid)
    return pids


def interrupted_hint(store: Store, out: Callable[[str], None]) -> None:
    """Print `in_flight_notice` lines; never fails a command over a notice."""
    try:
        for line in in_flight_notice(store):
            out(line)
    except Exception:
        return


# -- a person's decision on an escalated run ------------------------------------------------------------

RESOLVABLE = (Status.FATAL, Status.ROLLED_BACK, Status.RETRY)


def find_run(store: Store, ref: str) -> dict[str, Any]:
    """A run row from its id, a unique prefix, `latest`, or a checkpoint it took."""
    from savepoint.ids import run_row

    return run_row(store, ref)


def resolve_run(store: Store, row: dict[str, Any], decision: str, force: bool = False) -> dict[str, Any]:
    """Record `decision` (retry, skip, accept, abort) on a finished, failed run; act on accept.
    Accept refuses, unless `force`, when the scope changed since the run was rolled back: it
    would replace that newer work (kept in a checkpoint all the same)."""
    run_id = row["id"]
    if row["state"] != "DONE":
        raise UsageError(f"run {run_id} is still in flight; run `savepoint recover` first")
    if row.get("status") not in RESOLVABLE:
        raise UsageError(f"run {run_id} is {row.get('status')}: only a FATAL, ROLLED_BACK or RETRY run "
                         "can be resolved")
    outcome = json.loads(row.get("outcome") or "{}")
    earlier = outcome.get("resolution") if isinstance(outcome, dict) else None
    if isinstance(earlier, dict) and earlier.get("decision"):  # --abort and --retry keep the status
        raise UsageError(f"run {run_id} was already resolved (--{earlier['decision']}): a run is "
                         "resolved once")
    status = str(row["status"])
    message = f"run {run_id}: "
    detail: dict[str, Any] = {"decision": decision}
    if decision == "accept":
        post = next((a.get("post_failure_checkpoint") for a in reversed(outcome.get("attempts", []))
                     if a.get("post_failure_checkpoint")), None)
        if post is None:
            raise UsageError(f"run {run_id} left no post-failure state to accept (it changed nothing "
                             "or was not rolled back)")
        base = row.get("checkpoint_id")
        if base and not force:
            try:
                since = store.diff(str(base))
            except UsageError as exc:  # its checkpoint is gone (gc): no way to tell what changed since
                raise UsageError(f"run {run_id}: its checkpoint {base} was removed, so savepoint cannot "
                                 "tell whether the workspace changed since the run; --force accepts "
                                 "anyway (what it replaces is kept as a checkpoint)") from exc
            if not since.empty:
                paths = [*since.added, *since.modified, *since.deleted]
                raise UsageError(
                    f"run {run_id}: the workspace changed since the run ({len(paths)} path(s) in its scope, "
                    f"e.g. {', '.join(paths[:3])}); accepting would replace them. See `savepoint diff {base}`; "
                    "--force accepts anyway (what it replaces is kept as a checkpoint)")
        report = store.restore(post)
        undo = report.pre_restore_checkpoint
        detail["restored"] = post
        detail["pre_restore_checkpoint"] = undo
        status = str(Status.DONE)
        message += f"accepted: the workspace now holds what the failed attempt left ({post})"
        if undo:
            message += (f"; the previous state is checkpoint {undo} "
                        f"(`savepoint restore {undo}` undoes this)")
        elif report.quarantine or report.not_kept:  # the disk was full: no checkpoint of it
            from savepoint.store.store import space_note

            message += space_note(report)
        else:
            message += "; it already did (nothing changed)"
    elif decision == "skip":
        status = str(Status.SKIPPED)
        message += "skipped: it stays rolled back; plans treat it as SKIPPED"
    elif decision == "abort":
        message += "aborted: it stays rolled back"
    elif decision == "retry":
        message += "retrying from its stored spec"
    else:
        raise UsageError(f"unknown decision {decision!r}")
    outcome["resolution"] = detail
    store.catalog.add_event(run_id, None, "resolved", message, action=decision, data=detail)
    store.catalog.update_run(run_id, status=status, escalate=0, outcome=outcome)
    return {"run_id": run_id, "decision": decision, "status": status, "message": message, **detail,
            "exit_code": 0}


def summarize(outcome: Outcome) -> list[str]:
    """The short human summary: status, why, what changed, what was rolled back, where the logs are."""
    reason = outcome.reason.removeprefix(f"{outcome.status}: ")
    lines = [f"{outcome.status}" + (f": {reason}" if reason else "")
             + f"  (run {outcome.run_id}, {len(outcome.attempts)} attempt"
             + ("s" if len(outcome.attempts) != 1 else "") + ")"]
    for a in outcome.attempts:
        what = f"exit {a.exit}" if a.signal is None else f"signal {a.signal}"
        diag = f", {a.diagnosis.severity} by {a.diagnosis.rule}" if a.diagnosis else ""
        back = ", rolled back" if a.rolled_back else ""
        lines.append(f"  attempt {a.number}: {what} in {a.duration:.1f}s{diag}{back}"
                     + (f" [{_fmt_params(a.params)}]" if a.params else ""))
    c = outcome.changes
    if not c.empty:
        verb = "changed"
        if outcome.status in (Status.ROLLED_BACK, Status.FATAL):
            # only what really happened: a read-only task's writes (or a run stopped before its
            # rollback) are left in place
            rolled = bool(outcome.attempts) and outcome.attempts[-1].rolled_back
            verb = "rolled back" if rolled else "changed, NOT rolled back"
        lines.append(f"  {verb}: {len(c.added)} added, {len(c.modified)} modified, {len(c.deleted)} deleted"
                     + _sample(c))
    if outcome.outside_scope and outcome.status not in (Status.DONE, Status.PARTIAL):
        lines.append(f"  written outside the scope (not rolled back): {len(outcome.outside_scope)}"
                     + f" ({', '.join(outcome.outside_scope[:3])}{', ...' if len(outcome.outside_scope) > 3 else ''})")
    for warning in outcome.warnings:
        lines.append(f"  warning: {warning}")
    if outcome.result and outcome.result.gaps:
        lines.append("  gaps: " + "; ".join(outcome.result.gaps[:5]))
    if outcome.report:
        lines.append(f"  escalation report: {outcome.report}")
        lines.append(f"  decide with: savepoint resolve {outcome.run_id} --retry|--skip|--accept|--abort")
    if outcome.log_dir:
        lines.append(f"  logs: {outcome.log_dir}")
    return lines


def _sample(c: Changes, n: int = 3) -> str:
    paths: Iterable[str] = [*c.added, *c.modified, *c.deleted]
    some = list(paths)[:n]
    return f" ({', '.join(some)}{', ...' if len(c.added) + len(c.modified) + len(c.deleted) > n else ''})"
