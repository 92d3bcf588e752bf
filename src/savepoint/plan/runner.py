"""Running a plan: schedule ready tasks (in parallel when their scopes are disjoint), run each with
the run loop (runloop/), record every transition durably, block what a failure blocks, and resume after a stop.

The plan holds the workspace lock for its whole run. An executor (plan/executors/) runs each ready
task: in a thread of this process sharing the one Store (local), or on a node of a cluster (ray).
Only the scheduler thread changes plan state.
"""

from __future__ import annotations

import concurrent.futures as cf
import os
import signal
import threading
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from savepoint.errors import SavepointError
from savepoint.exitcodes import EXIT_CANCELLED, EXIT_INTERNAL
from savepoint.model import Status
from savepoint.plan.executors.base import Executor, TaskJob, TaskResult
from savepoint.plan.report import write_report
from savepoint.plan.scopes import scopes_overlap
from savepoint.plan.spec import Plan, PlanTask
from savepoint.plan.state import OK_STATES, TaskState, outcome_exit_code, spec_snapshot, worst_exit_code

if TYPE_CHECKING:
    from pathlib import Path

    from savepoint.plan.progress import Progress
    from savepoint.store import Store


@dataclass
class PlanResult:
    plan_id: str
    path: str
    states: dict[str, TaskState]
    order: list[str]
    exit_code: int
    cancelled: bool = False
    stopped: bool = False  # scheduling stopped early (on_fatal = "stop" or --no-keep-going)
    report: str | None = None
    recovered: list[str] = field(default_factory=list)  # in-flight runs rolled back at the start

    @property
    def status(self) -> str:
        if self.cancelled:
            return "cancelled"
        if self.exit_code == 0:
            return "done"
        return "blocked"

    def to_json(self) -> dict[str, Any]:
        counts: dict[str, int] = {}
        for st in self.states.values():
            counts[st.status] = counts.get(st.status, 0) + 1
        return {
            "plan_id": self.plan_id,
            "plan": self.path,
            "status": self.status,
            "exit_code": self.exit_code,
            "counts": counts,
            "stopped": self.stopped,
            "report": self.report,
            "recovered": list(self.recovered),
            "tasks": [task_json(t, self.states[t]) for t in self.order],
        }


def task_json(task_id: str, st: TaskState) -> dict[str, Any]:
    return {
        "id": task_id,
        "status": st.status,
        "run_id": st.run_id,
        "outcome": st.outcome,
        "attempts": st.attempts,
        "diagnosis": st.diagnosis,
        "reason": st.reason,
        "blocked_by": st.blocked_by,
        "decided_by": st.decided_by,
        "escalate": st.escalate,
        "checkpoint_id": st.checkpoint_id,
        "post_failure_checkpoint": st.post_failure_checkpoint,
        "started": st.started,
        "ended": st.ended,
        "runs": list(st.runs),
        "kept_checkpoint": st.kept_checkpoint,
        "node": st.node,
        "lost": list(st.lost),
    }


class PlanRunner:
    def __init__(self, store: Store, plan: Plan, plan_id: str, *, jobs: int = 1, keep_going: bool = True,
                 resume: bool = False, echo: bool = True, live: bool = False,
                 progress: Progress | None = None, executor: Executor | None = None) -> None:
        self.store = store
        self.plan = plan
        self.plan_id = plan_id
        self.jobs = max(1, jobs)
        self.keep_going = keep_going
        self.resume = resume
        self.echo = echo
        self.live = live
        self.progress = progress
        if executor is None:
            # lazy import (startup time): the local executor's module loads with the plan run
            from savepoint.plan.executors.local import LocalExecutor

            executor = LocalExecutor(jobs=self.jobs)
        self.executor = executor
        self.cancel = threading.Event()
        self.states: dict[str, TaskState] = {}
        self.running: dict[str, cf.Future[TaskResult]] = {}
        self.stopped = False
        self.recovered: list[str] = []
        self.needs = {t.id: t.needs for t in plan.tasks.values()}

    # -- what progress reads (plan/progress.PlanView) ------------------------------------------------

    @property
    def path(self) -> Path:
        return self.plan.path

    @property
    def order(self) -> list[str]:
        return self.plan.order

    def state(self, task_id: str) -> TaskState:
        return self.states[task_id]

    def dependents(self, task_id: str) -> list[str]:
        return self.plan.dependents(task_id)

    # -- the whole run ---------------------------------------------------------------------------

    def run(self) -> PlanResult:
        """Call with the workspace lock held."""
        # lazy imports (startup time): keep plan/, runloop/ off this module's import
        from savepoint.plan import resume as resume_mod
        from savepoint.runloop.crashed import finish_after_crash

        self.recovered = finish_after_crash(self.store)
        # The executor connects (a cluster, a remote) before any task state is touched: one that
        # cannot be reached, or Ctrl-C / SIGTERM meanwhile, leaves the plan's recorded states as they were.
        try:
            with _cancel_on_signals(self.cancel):
                self.executor.start(self)
            if self.cancel.is_set():
                raise KeyboardInterrupt("cancelled before any task started")
        except BaseException:
            self.executor.close()
            raise
        saved = resume_mod.load_states(self.store, self.plan_id)
        if self.resume:
            self.states = resume_mod.reconcile(self.store, self.plan, self.plan_id, saved, for_resume=True)
        else:
            self.states = {t: _fresh(saved.get(t)) for t in self.plan.order}
        self._block_dependents()
        self._save_plan("running")
        self._save(*self.plan.order)
        if self.progress:
            self.progress.start(self)
        try:
            with _cancel_on_signals(self.cancel):
                self._schedule()
            return self._finish()
        finally:
            self.executor.close()

    def _schedule(self) -> None:
        try:
            while True:
                self._start_ready()
                if not self.running:
                    break
                done, _ = cf.wait(list(self.running.values()), timeout=0.5,
                                  return_when=cf.FIRST_COMPLETED)
                for task_id in [t for t, f in self.running.items() if f in done]:
                    self._finished(task_id, self.running.pop(task_id))
        except KeyboardInterrupt:
            self.cancel.set()
            self._drain()

    def _drain(self) -> None:
        """After Ctrl-C: the run loop stops and rolls back each running task; record what it says."""
        while self.running:
            try:
                done, _ = cf.wait(list(self.running.values()), timeout=0.5, return_when=cf.FIRST_COMPLETED)
            except KeyboardInterrupt:
                continue
            for task_id in [t for t, f in self.running.items() if f in done]:
                self._finished(task_id, self.running.pop(task_id))

    # -- scheduling ------------------------------------------------------------------------------

    def ready(self) -> list[str]:
        """Pending tasks whose needs are met (the scheduler also checks their scopes)."""
        out: list[str] = []
        for task_id in self.plan.order:
            st = self.states[task_id]
            if st.status != Status.PENDING or task_id in self.running:
                continue
            if not all(self.states[n].satisfied for n in self.needs[task_id]):
                continue
            out.append(task_id)
        return out

    def _start_ready(self) -> None:
        if self.cancel.is_set() or self.stopped:
            return
        for task_id in self.ready():
            if len(self.running) >= self.jobs:
                return
            if self._conflict(task_id):
                continue
            self._start(self.plan.tasks[task_id])

    def _conflict(self, task_id: str) -> str | None:
        scope = self.plan.tasks[task_id].spec.scope
        for other in self.running:
            if scopes_overlap(scope, self.plan.tasks[other].spec.scope):
                return other
        return None

    def _start(self, task: PlanTask) -> None:
        # lazy import (startup time): keeps runloop/ off this module's import
        from savepoint.runloop.environment import new_run_id

        st = self.states[task.id]
        run_id = new_run_id()
        st.status, st.run_id, st.started, st.ended = Status.RUNNING.value, run_id, time.time(), None
        st.reason, st.blocked_by, st.decided_by = "", None, None
        st.kept_checkpoint, st.node, st.lost = None, None, []
        st.spec = spec_snapshot(task.spec)
        st.runs = [*st.runs, run_id]
        self._save(task.id)
        if self.progress:
            self.progress.task_started(self, task.id)
        job = TaskJob(task=task, run_id=run_id, plan_id=self.plan_id, deps=self._deps(task.id), echo=self.echo,
                      live=self.live and self.jobs == 1, cancel=self.cancel,
                      outside_ignore=self._outside_ignore(task.id), base=self.kept_results())
        self.running[task.id] = self.executor.submit(job)

    def kept_results(self) -> list[str]:
        """The checkpoints that keep the results of the done tasks which ran elsewhere, in the order
        they finished: applied in that order over the plan's starting state, they make its state now."""
        done = [self.states[t] for t in self.plan.order
                if self.states[t].status in OK_STATES and self.states[t].kept_checkpoint]
        return [str(st.kept_checkpoint) for st in sorted(done, key=lambda st: st.ended or 0.0)]

    def _deps(self, task_id: str) -> dict[str, Any]:
        """The plan's dependency state, recorded in the task's checkpoint."""
        by_status: dict[str, list[str]] = {}
        for t in self.plan.order:
            by_status.setdefault(self.states[t].status, []).append(t)
        return {
            "plan": self.plan_id,
            "plan_file": str(self.plan.path),
            "task": task_id,
            "needs": list(self.needs[task_id]),
            "complete": [t for t in self.plan.order if self.states[t].satisfied],
            "skipped": by_status.get(Status.SKIPPED.value, []),
            "blocked": by_status.get(Status.BLOCKED.value, []),
            "running": [t for t in by_status.get(Status.RUNNING.value, []) if t != task_id],
            "pending": by_status.get(Status.PENDING.value, []),
        }

    def _outside_ignore(self, task_id: str) -> list[str]:
        """Scopes of the tasks that may run while this one does (unfinished, unrelated in the graph,
        disjoint scopes): their writes are theirs, not this task's writes outside its scope."""
        if self.jobs == 1:
            return []
        related = set(self.plan.dependents(task_id)) | _ancestors(self.needs, task_id)
        scope = self.plan.tasks[task_id].spec.scope
        patterns: list[str] = []
        for other in self.plan.order:
            if other == task_id or other in related:
                continue
            if self.states[other].status not in (Status.PENDING, Status.RUNNING):
                continue
            other_scope = self.plan.tasks[other].spec.scope
            if not scopes_overlap(scope, other_scope):
                patterns.extend(p for p in other_scope if p.strip() and not p.lstrip().startswith("!"))
        return patterns

    # -- transitions -----------------------------------------------------------------------------

    def _finished(self, task_id: str, future: cf.Future[TaskResult]) -> None:
        st = self.states[task_id]
        st.ended = time.time()
        try:
            done = future.result()
        except SavepointError as e:
            self._failed(task_id, reason=str(e), exit_code=e.exit_code, outcome_status=Status.FATAL.value)
        except KeyboardInterrupt:
            self.cancel.set()
            self._set_pending(task_id, "cancelled: rolled back; runs again with --resume")
        except Exception as e:  # a bug in a part: block this task, keep the plan's state honest
            if os.environ.get("SAVEPOINT_DEBUG"):
                traceback.print_exc()
            self._failed(task_id, reason=f"internal error: {type(e).__name__}: {e}", exit_code=EXIT_INTERNAL,
                         outcome_status=Status.FATAL.value)
        else:
            self._record_outcome(task_id, done)
        if self.progress:
            self.progress.task_finished(self, task_id)

    def _record_outcome(self, task_id: str, done: TaskResult) -> None:
        outcome = done.outcome
        st = self.states[task_id]
        st.kept_checkpoint, st.node, st.lost = done.kept_checkpoint, done.node, list(done.lost)
        st.outcome = str(outcome.status)
        st.exit_code = outcome.exit_code
        st.attempts = len(outcome.attempts)
        last = outcome.attempts[-1] if outcome.attempts else None
        st.diagnosis = last.diagnosis.to_json() if last and last.diagnosis else None
        st.post_failure_checkpoint = next((a.post_failure_checkpoint for a in reversed(outcome.attempts)
                                           if a.post_failure_checkpoint), None)
        st.checkpoint_id = outcome.checkpoint_id
        st.escalate = outcome.escalate
        st.report = outcome.report
        if outcome.reason == "cancelled" or outcome.exit_code == EXIT_CANCELLED:
            self.cancel.set()
            self._set_pending(task_id, "cancelled: rolled back; runs again with --resume")
            return
        if outcome.status in OK_STATES:
            gaps = outcome.result.gaps if outcome.result else []
            st.status = str(outcome.status)
            st.reason = ("gaps: " + "; ".join(gaps[:3])) if outcome.status == Status.PARTIAL and gaps else ""
            self._save(task_id)
            return
        self._failed(task_id, reason=outcome.reason or str(outcome.status), exit_code=outcome.exit_code,
                     outcome_status=str(outcome.status))

    def _failed(self, task_id: str, *, reason: str, exit_code: int, outcome_status: str) -> None:
        st = self.states[task_id]
        st.outcome, st.exit_code, st.reason = outcome_status, exit_code, reason
        policy = self.plan.tasks[task_id].on_fatal
        if policy == "skip":
            st.status, st.decided_by = Status.SKIPPED.value, "policy"
            st.reason = f"skipped (on_fatal = \"skip\"): {reason}"
        else:
            st.status = Status.BLOCKED.value
            if policy == "stop" or not self.keep_going:
                self.stopped = True
        self._save(task_id)
        self._block_dependents()
        self._write_report()

    def _set_pending(self, task_id: str, reason: str) -> None:
        st = self.states[task_id]
        st.status, st.reason = Status.PENDING.value, reason
        self._save(task_id)

    def _block_dependents(self) -> None:
        """Every task needing (transitively) a blocked task is BLOCKED with "needs X"."""
        changed = True
        while changed:
            changed = False
            for task_id in self.plan.order:
                st = self.states[task_id]
                if st.status != Status.PENDING:
                    continue
                for need in self.needs[task_id]:
                    if self.states[need].status == Status.BLOCKED:
                        st.status, st.blocked_by = Status.BLOCKED.value, need
                        st.reason = f"needs {need}"
                        self._save(task_id)
                        changed = True
                        break

    # -- inputs of done tasks --------------------------------------------------------------------

    def _record_digests(self) -> None:
        """What the plan left in each done task's scope, from one scan, so a resume re-runs a done
        task only for changes made outside the plan (its own later tasks' writes are the plan's)."""
        # lazy import (startup time): keeps plan/ off this module's import
        from savepoint.plan.resume import scope_digests

        done = {t: self.plan.tasks[t].spec.scope for t in self.plan.order if self.states[t].status in OK_STATES}
        if not done:
            return
        try:
            digests = scope_digests(self.store, done)
        except Exception as e:  # without digests a resume still re-checks each task's spec
            if self.progress:
                self.progress.say(f"could not record the done tasks' scope digests: {e}")
            return
        changed = [t for t, digest in digests.items() if self.states[t].scope_digest != digest]
        for task_id in changed:
            self.states[task_id].scope_digest = digests[task_id]
        self._save(*changed)

    # -- persistence and the end -----------------------------------------------------------------

    def _save(self, *task_ids: str) -> None:
        """Durable before the scheduler moves on (one transaction for several tasks)."""
        if task_ids:
            self.store.catalog.save_plan_tasks(self.plan_id, [
                (t, self.states[t].status, self.states[t].run_id, self.states[t].to_data()) for t in task_ids])

    def _save_plan(self, state: str, report: str | None = None) -> None:
        self.store.catalog.save_plan(self.plan_id, path=str(self.plan.path.resolve()), state=state, data={
            "pid": os.getpid(), "host": os.uname().nodename, "jobs": self.jobs,
            "order": list(self.plan.order), "report": report, "keep_going": self.keep_going,
        })

    def _write_report(self) -> str | None:
        return write_report(self.store, self.plan, self.plan_id, self.states)

    def _finish(self) -> PlanResult:
        cancelled = self.cancel.is_set()
        self.executor.finish(self)
        self._record_digests()
        codes = [outcome_exit_code(self.states[t]) for t in self.plan.order
                 if self.states[t].status != Status.PENDING]
        if cancelled:
            codes.append(EXIT_CANCELLED)
        elif any(self.states[t].status == Status.PENDING for t in self.plan.order) and not self.stopped:
            codes.append(EXIT_INTERNAL)  # nothing left to run yet tasks pending: should not happen
        exit_code = worst_exit_code(codes)
        report = self._write_report()
        state = "cancelled" if cancelled else ("done" if exit_code == 0 else "blocked")
        self._save_plan(state, report)
        result = PlanResult(plan_id=self.plan_id, path=str(self.plan.path), states=self.states,
                            order=list(self.plan.order), exit_code=exit_code, cancelled=cancelled,
                            stopped=self.stopped, report=report, recovered=self.recovered)
        if self.progress:
            self.progress.finish(self, result)
        return result


def _fresh(previous: TaskState | None) -> TaskState:
    """A task of a new (not resumed) plan run: pending, keeping only the history of its runs."""
    return TaskState(runs=list(previous.runs) if previous else [])


def _ancestors(needs: dict[str, list[str]], task_id: str) -> set[str]:
    found: set[str] = set()
    frontier = list(needs[task_id])
    while frontier:
        t = frontier.pop()
        if t not in found:
            found.add(t)
            frontier.extend(needs[t])
    return found


@contextmanager
def _cancel_on_signals(cancel: threading.Event) -> Iterator[None]:
    """Ctrl-C or SIGTERM stops the plan: the run loop stops each running task and rolls it back, and
    nothing new starts. A second Ctrl-C raises KeyboardInterrupt in the scheduler."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: object) -> None:
        if cancel.is_set() and signum == signal.SIGINT:
            raise KeyboardInterrupt
        cancel.set()

    previous = {sig: signal.signal(sig, handler) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)
