"""`run_task` and the attempt loop: checkpoint, then per attempt execute -> examine -> judge -> act,
each step recorded in the catalog as it happens; an error of savepoint's own rolls the run back."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from savepoint import decide, nofollow
from savepoint.errors import StoreError, UsageError
from savepoint.exitcodes import EXIT_IOERR, EXIT_USAGE
from savepoint.model import (
    Anomaly,
    AttemptRecord,
    Changes,
    Diagnosis,
    Execution,
    Outcome,
    Status,
    TaskSpec,
)
from savepoint.runloop.act import act, cancelled_outcome
from savepoint.runloop.crashed import finish_before_run
from savepoint.runloop.environment import (
    execution_context,
    hostname,
    new_run_id,
    refuse_state_with_isolate,
    refuse_unrunnable,
    substitute,
    task_cwd,
    task_env,
    task_key,
)
from savepoint.runloop.isolated import PreRun, examine_isolated, start_isolation
from savepoint.runloop.judge import (
    adjusted_params,
    backoff_delay,
    decide_next,
    diagnose_attempt,
    judge_anomaly,
    outside_writes_of,
    validate_attempt,
    warn_unseen_metrics,
)
from savepoint.runloop.orphans import kill_orphaned_group
from savepoint.runloop.shield import RollbackInterrupted, rollback_shield
from savepoint.runloop.spec import spec_to_json
from savepoint.runloop.summary import fmt_params

if TYPE_CHECKING:
    from savepoint.store import Store
    from savepoint.store.store import Examination
    from savepoint.store.track import ChangeTracker, Touched


ExecuteFn = Callable[..., Execution]  # monitor.execute's signature; the Python API passes its own


class Run:
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
        self.pre_run: PreRun | None = None  # --isolate: the pre-run checkpoint, taken while the task runs
        # Default mode: what the task (or anyone) touched since the pre-run checkpoint's scan began,
        # so the examination, the post-failure checkpoint and the rollback visit only those paths.
        # One tracker per run, never reset: a retry's examination also re-visits what earlier
        # attempts and their rollbacks touched (exact, and only a stat each). None: full scans.
        self.tracker: ChangeTracker | None = None
        self.touched: Touched | None = None  # the last attempt's, when its examination used it
        self.warnings: list[str] = []  # for the outcome and the summary

    @property
    def catalog(self) -> Any:
        return self.store.catalog

    def event(self, kind: str, detail: str = "", action: str | None = None,
              data: dict[str, Any] | None = None) -> None:
        self.catalog.add_event(self.run_id, self.current_attempt or None, kind, detail, action, data)

    def start_tracking(self) -> None:
        """Watch the whole workspace (writes outside the scope must be found too) from before the
        pre-run checkpoint's scan begins, so that no change made after it began can be missed."""
        if not self.task.track:
            return
        # lazy import (startup time): keeps the tracker, inotify_simple, select off the import of `run`
        from savepoint.store.track import ChangeTracker

        store = self.store
        inside = store.root.is_relative_to(store.workspace) and store.root != store.workspace
        rel = store.root.relative_to(store.workspace).as_posix() if inside else None

        def in_store(path: str) -> bool:  # a store kept elsewhere inside the workspace (--store)
            return rel is not None and (path == rel or path.startswith(rel + "/"))

        self.tracker = ChangeTracker.start(store.workspace, exclude=in_store if rel is not None else None,
                                           cookie_dir=store.tmp_dir(), reserved=store.tmp_prefix)

    def stop_tracking(self) -> None:
        if self.tracker is not None:
            self.tracker.close(wait=False)  # (the kernel frees the watches while the run is written up)
            self.tracker = None

    def touched_now(self) -> Touched | None:
        """Every path touched since the pre-run checkpoint's scan began, up to this call (a
        barrier); None without a tracker or when it is in doubt (events lost): a full scan."""
        tracker = self.tracker
        if tracker is None:
            return None
        touched = tracker.touched()  # (a barrier: it waits for the events of every change made so far)
        if touched is None:  # in doubt for good: the rest of the run scans everything
            self.stop_tracking()
        return touched

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
    if run_id is not None and (not run_id or "/" in run_id or run_id.strip(".") == "" or "\x00" in run_id):
        raise UsageError(f"invalid run id {run_id!r}: it names folders of the store (one plain name)")
    run = Run(store, task, run_id or new_run_id(), echo=echo, live=live, cancel=cancel,
               outside_ignore=outside_ignore, execute=execute)
    if plan_id is None:  # (a plan finishes them once, before its first job)
        for line in finish_before_run(store):
            run.say(f"first finished what a crash left, as `savepoint recover` would: {line}")
            run.warnings.append(f"recovered before this run: {line}")
    if task.isolate and execute is not None and task.isolate != "auto":
        raise UsageError("isolation runs a command in its own namespace; a Python callable runs inside "
                         "this process and cannot be isolated (use isolate = \"auto\", or a command)")
    store.catalog.create_run(run.run_id, task_id=task.id or None, plan_id=plan_id, spec=spec_to_json(task),
                             pid=os.getpid(), host=hostname())
    try:
        outcome = _checkpoint_and_attempt(run, deps)
    except BaseException as e:
        run.stop_tracking()
        if (not run.current_attempt and plan_id is None and isinstance(e, UsageError | StoreError)
                and e.exit_code in (EXIT_USAGE, EXIT_IOERR)):
            # refused before the task ran (over budget, unreadable file): bad input changes nothing,
            # so no run is left behind either; the error says what to do
            store.catalog.delete_run(run.run_id)
            raise
        _finish_broken(run, e)
        raise
    run.stop_tracking()
    if run.pre_run is not None:
        run.pre_run.settle()
        if outcome.checkpoint_id is None and run.pre_run.result and run.pre_run.result[0] == "ok":
            # taken while the task ran: the state the run started from, as in the default mode
            outcome.checkpoint_id = run.checkpoint_id = str(run.pre_run.result[1])
            store.catalog.update_run(run.run_id, checkpoint_id=outcome.checkpoint_id)
    if run.iso is not None:  # an escalated run keeps its last rolled-back layer for `resolve --accept`
        run.iso.close(keep_rolled_back=outcome.escalate)
    outcome.isolation = run.isolation
    _finish(run, outcome)
    return outcome


def _checkpoint_and_attempt(run: Run, deps: dict[str, Any] | None) -> Outcome:
    store, task = run.store, run.task
    run.deps = deps
    if task.isolate:
        start_isolation(run, run.execute is not None)
    if run.iso is None:
        run.start_tracking()
        kind = "read-only" if task.read_only else "pre-run"
        cp = store.checkpoint(task.scope, message=" ".join(task.command)[:200], kind=kind,
                              task_id=task.id or None, run_id=run.run_id,
                              context=execution_context(store, task, task.command), deps=deps,
                              read_only=task.read_only, budget=task.budget)
        run.checkpoint_id = cp.id
        run.catalog.update_run(run.run_id, checkpoint_id=cp.id)
        run.event("checkpoint", f"{kind} checkpoint {cp.id}: {cp.files} files", data={"checkpoint": cp.id})
    if run.cancel.is_set():
        return cancelled_outcome(run, Changes())
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
            seen = examine_isolated(run)
        else:
            assert run.checkpoint_id is not None
            run.touched = run.touched_now()
            seen = store.examine(run.checkpoint_id, keep=failed, run_id=run.run_id, kind="post-failure",
                                 touched=run.touched)
            _note_examination(run, seen)
        run.post_attempt_checkpoint = seen.checkpoint_id
        record = _attempt_record(run, execution, params)
        run.attempts.append(record)
        if execution.cancelled or run.cancel.is_set():
            outcome = cancelled_outcome(run, seen.changes)
            _record_attempt(run, record, execution)
            return outcome
        judged = _judge_attempt(run, record, execution, seen, previous)
        _record_attempt(run, record, execution)
        if judged is not None:
            return judged
        previous.append((record, execution))
        if run.pending_adjust:
            params = adjusted_params(run, params)
            run.event("adjust", f"params now {fmt_params(params)}", data={"params": params})
        delay = backoff_delay(run) if run.pending_delay else 0.0
        if delay > 0:
            run.say(f"retrying in {delay:.1f}s")
        if run.cancel.wait(delay) if delay > 0 else run.cancel.is_set():
            return cancelled_outcome(run, Changes() if record.rolled_back else seen.changes)


def _note_examination(run: Run, seen: Examination) -> None:
    """Which way the attempt was examined, for `savepoint show` (and tests that must know)."""
    touched = run.touched
    if touched is not None:
        detail = (f"examined {len(touched.paths)} touched path(s) and {len(touched.subtrees)} "
                  "new folder(s) since the pre-run checkpoint")
    else:
        detail = "examined the whole workspace" + ("" if run.task.track else " (--full-scan)")
    run.event("examined", detail, data={"tracked": touched is not None,
                                        "paths": len(touched.paths) if touched is not None else None,
                                        "subtrees": len(touched.subtrees) if touched is not None else None,
                                        "checkpoint": seen.checkpoint_id})


def _judge_attempt(run: Run, record: AttemptRecord, execution: Execution, seen: Examination,
                   previous: list[tuple[AttemptRecord, Execution]]) -> Outcome | None:
    """Validate, diagnose, decide, act: what follows one attempt.

    Writes outside the scope never decide the outcome by themselves: a valid result is kept
    (they are listed and warned about), a failure is diagnosed by its own evidence (they are
    reported as not rolled back). `--strict-scope` makes them FATAL; a read-only task that wrote
    anything is FATAL."""
    changes = seen.changes
    outside = outside_writes_of(run, seen.outside)
    if run.task.read_only:  # nothing may change at all: every change is a write it cannot undo
        outside = sorted({*outside, *changes.added, *changes.modified, *changes.deleted})
    warn_unseen_metrics(run, execution)
    result = validate_attempt(run, execution, changes, seen.current)
    record.result = result
    diagnosis: Diagnosis | None = None
    if not decide.succeeded(execution) or (outside and (run.task.strict_scope or run.task.read_only)):
        diagnosis = diagnose_attempt(run, execution, changes, outside, previous, record.params)
        record.diagnosis = diagnosis
        run.event("diagnosis", f"{diagnosis.severity} [{diagnosis.rule}]: {diagnosis.reason}",
                  data=diagnosis.to_json())
    decision = decide_next(run, execution, result, diagnosis, changes)
    return act(run, decision, record, execution, result, changes, outside)


def _execute_attempt(run: Run, params: dict[str, str]) -> Execution:
    task, n = run.task, run.current_attempt
    attempt_dir, state = ("runs", run.run_id, f"attempt-{n}"), ("state", task_key(task))
    try:  # folders the task writes in (its metrics, its state): real folders, never a symlink's target
        for names in (attempt_dir, state):
            nofollow.make_dirs(run.store.root, *names)
    except nofollow.Refused as e:
        raise StoreError(str(e)) from None
    log_dir, state_dir = run.store.root.joinpath(*attempt_dir), run.store.root.joinpath(*state)
    metrics = log_dir / "metrics.jsonl"
    argv = substitute(task.command, params)
    env = task_env(task, params, run_id=run.run_id, attempt=n, checkpoint=run.checkpoint_id or "",
                   metrics=metrics, state_dir=state_dir)
    run.attempt_env = env
    run.event("attempt", f"attempt {n}: {' '.join(argv)[:300]}", data={"argv": argv, "params": params})
    if n > 1:
        run.say(f"attempt {n}" + (f" with {fmt_params(params)}" if params else ""))

    def on_start(pgid: int) -> None:
        # for orphan hunting after savepoint itself dies (a power loss stops the task too): no fsync
        run.catalog.update_run(run.run_id, pgid=pgid, durable=False)
        # the leader's start time: after a crash, orphan hunting matches the group by it exactly
        from savepoint.monitor.tree import start_time

        start = start_time(pgid)
        run.event("started", f"task started (process group {pgid})", data={"pgid": pgid, "start": start})

    def on_anomaly(anomaly: Anomaly) -> str:
        return judge_anomaly(run, anomaly)

    execute = run.execute
    if execute is None:
        # lazy import (startup time): keeps monitor/, fcntl, heapq off this module's import
        from savepoint import monitor

        execute = monitor.execute
    if run.iso is not None and run.pre_run is None and not task.read_only:
        run.pre_run = PreRun(run)
        run.pre_run.timer.start()
    # isolated, the task can write only these two folders of the store
    wrapped = run.iso.wrap(argv, writable=("/".join(attempt_dir), "/".join(state))) if run.iso is not None else argv
    execution = execute(wrapped, cwd=task_cwd(run.store, task),
                        env=env, detectors=task.detectors, log_dir=log_dir, metrics_file=metrics,
                        workspace=run.store.workspace, on_start=on_start, on_anomaly=on_anomaly,
                        echo=run.echo, live=run.live, cancel=run.cancel)
    if run.iso is not None:
        err = run.iso.setup_error()
        if err is not None:
            raise StoreError(f"isolation could not be set up for the task: {err}")
    return execution


def _attempt_record(run: Run, execution: Execution, params: dict[str, str]) -> AttemptRecord:
    return AttemptRecord(number=run.current_attempt, exit=execution.exit_code, signal=execution.signal,
                         duration=execution.duration, params=dict(params),
                         anomalies=list(execution.anomalies),
                         log_dir=str(run.run_dir / f"attempt-{run.current_attempt}"))


def _record_attempt(run: Run, record: AttemptRecord, execution: Execution) -> None:
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


def _finish(run: Run, outcome: Outcome) -> None:
    run.catalog.update_run(run.run_id, state="DONE", status=str(outcome.status),
                           escalate=int(outcome.escalate), outcome=outcome.to_json())


def _finish_broken(run: Run, error: BaseException) -> None:
    """An error inside the loop (store full, bug, KeyboardInterrupt outside the task): record it; a
    run whose task may have written is rolled back so nothing half-done is kept."""
    reason = "cancelled" if isinstance(error, KeyboardInterrupt) else f"error: {error}"
    if run.pre_run is not None:
        run.pre_run.settle()
    if isinstance(error, RollbackInterrupted):
        return  # the person stopped the rollback itself: the run stays IN_FLIGHT for `savepoint recover`
    if run.iso is not None:
        # lazy import (startup time): keeps isolate/, ctypes off this module's import
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
