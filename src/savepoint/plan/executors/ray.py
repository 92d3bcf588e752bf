"""The Ray executor (`plan run --executor ray`): each ready task runs as a Ray task on some node of
the cluster, from checkpoints on a remote; the driver (this process) keeps the plan's state.

- start: connect to the cluster (bounded: an address where nothing answers fails within
  SAVEPOINT_RAY_CONNECT_TIMEOUT seconds, one line), before any task state is touched.
- submit: a Ray task runs ray_node.run_on_node on a node. The node fetches only what the task
  declares: the driver's workspace within the task's scope and its `inputs` (the whole workspace
  when it declares no `inputs`), each a checkpoint the driver takes and pushes once, then the
  kept results of the tasks it needs (directly or not). The task runs there under the full run
  loop, the checkpoint of its scope is pushed back. Only checkpoint ids travel.
- a node lost mid-task (killed, preempted, its worker crashed), or a node that cannot run it (no
  credentials for the remote, savepoint missing there): the attempt is diagnosed TRANSIENT and the
  task runs again, on another node when there is one. After NODE_LOSSES such attempts the task
  ends RETRY: recorded in this store as a run of its own (`savepoint show/resolve RUN`), and
  `plan run --resume` runs it again.
- cancel (Ctrl-C, SIGTERM): each running Ray task is asked to stop (its run loop stops the
  command and its node folder is removed), and killed CANCEL_GRACE seconds later if it has not;
  a task whose result arrives meanwhile is DONE, the others stay resumable.
- finish: the results of the done tasks are pulled and restored here, each in its own scope, in
  the order they finished (scopes of tasks that ran at once are disjoint, so the order among them
  does not matter): this workspace then holds the plan's result. After a cancel the results stay
  on the remote: `plan run --resume` brings them.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import os
import random
import socket
import threading
import time
from typing import TYPE_CHECKING, Any

from savepoint.errors import SavepointError, UsageError
from savepoint.exitcodes import EXIT_IOERR
from savepoint.model import AttemptRecord, Diagnosis, Outcome, Severity, Status
from savepoint.plan.executors.base import TaskJob, TaskResult, bring_results, push_checkpoints, save_logs
from savepoint.plan.executors.ray_node import NodeFailure, NodeRequest, NodeResult, run_on_node
from savepoint.units import seconds_from_env

if TYPE_CHECKING:
    from savepoint.plan.runner import PlanRunner
    from savepoint.remote.config import Remote

INSTALL = "plans on Ray need the ray extra: pip install 'savepoint[ray]'"
NODE_LOSSES = 3  # runs of one task cut short by lost or failing nodes before the task counts as RETRY
POLL = 0.5  # seconds between looks at the cancel flag while a task runs remotely
CANCEL_GRACE = 3.0  # seconds a cancelled task has to stop by itself before its worker is killed
CONNECT_TIMEOUT = 30.0  # seconds (SAVEPOINT_RAY_CONNECT_TIMEOUT)
LOST_RULE = "plan:node-lost"
FAILED_RULE = "plan:node-failed"


class ClusterUnreachable(SavepointError):
    """Something answers at the address but no Ray cluster does, in time: exit 74."""

    exit_code = EXIT_IOERR


def _ray_task(req: NodeRequest) -> NodeResult | NodeFailure:
    """The body of the Ray task: run_on_node, naming the node by its Ray id too. A failure of the
    node's own (no credentials, the remote unreachable from there) comes back as a NodeFailure
    naming the node, so the driver records it and tries another node."""
    # lazy import (startup time): ray is imported on the nodes and by the driver only
    import ray

    node_id = ray.get_runtime_context().get_node_id()
    try:
        result = run_on_node(req)
    except (SavepointError, OSError) as e:  # the node's own trouble (credentials, its disk): not the task's
        exit_code = e.exit_code if isinstance(e, SavepointError) else EXIT_IOERR
        return NodeFailure(node=f"{socket.gethostname()}/{node_id[:12]}", node_id=node_id, error=type(e).__name__,
                           detail=_first_line(e), exit_code=exit_code)
    result.node = f"{result.node}/{node_id[:12]}"
    return result


class RayExecutor:
    name = "ray"

    def __init__(self, *, jobs: int, remote: str | None = None, address: str | None = None) -> None:
        self.jobs = max(1, jobs)
        self.remote_name = remote
        self.address = address
        self.remote: Remote | None = None
        self._pool: cf.ThreadPoolExecutor | None = None
        self._runner: PlanRunner | None = None
        self._fn: Any = None
        self._inputs: dict[tuple[str, ...], str] = {}  # patterns -> the checkpoint of them pushed for the nodes
        self._inputs_lock = threading.Lock()
        self._connected = False

    # -- the executor interface ------------------------------------------------------------------

    def start(self, runner: PlanRunner) -> None:
        # lazy imports (startup time): ray (a big import) and remote/ only for a plan on Ray
        from savepoint.remote.config import get_remote, pick_remote

        ray = import_ray()
        store = runner.store
        self.remote = get_remote(store.root, pick_remote(store.root, self.remote_name))
        self._runner = runner
        if not ray.is_initialized():
            connect(ray, self.address, runner.cancel)
            self._connected = True
        self._fn = ray.remote(_ray_task)
        self._say(f"on Ray: {_describe_cluster(ray)}; checkpoints on remote {self.remote.name}")
        self._pool = cf.ThreadPoolExecutor(max_workers=self.jobs, thread_name_prefix="plan-ray")

    def submit(self, job: TaskJob) -> cf.Future[TaskResult]:
        assert self._pool is not None and self._runner is not None, "start() first"
        # (the scheduler's thread: the plan's states are read here, not from the pool's threads)
        needed = _ancestors(self._runner, job.task.id)
        owner = {str(st.kept_checkpoint): t for t, st in self._runner.states.items() if st.kept_checkpoint}
        deps = [cp for cp in job.base if owner.get(cp) in needed]
        return self._pool.submit(self._run, job, deps)

    def finish(self, runner: PlanRunner) -> None:
        """Bring the done tasks' results into this workspace (pulled, then restored scope by scope)."""
        bring_results(runner.store, runner, self.remote.name if self.remote is not None else None, self._say)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
        if self._connected:
            # lazy import (startup time): loaded by start() already
            import ray

            ray.shutdown()
            self._connected = False

    # -- what a node fetches ---------------------------------------------------------------------

    def _inputs_of(self, job: TaskJob) -> list[str]:
        """Checkpoints of this workspace that hold what the task declares it reads: its scope and its
        `inputs`; the whole workspace when it declares no `inputs`. Taken and pushed once per set
        of patterns, when a task first needs them."""
        assert self._runner is not None and self.remote is not None
        inputs = getattr(job.task, "inputs", None)
        if inputs is None:
            wanted: list[tuple[str, ...]] = [()]
        else:
            wanted = [tuple(job.task.spec.scope)] + ([tuple(inputs)] if inputs else [])
        out = []
        with self._inputs_lock:
            for patterns in wanted:
                cp = self._inputs.get(patterns)
                if cp is None:
                    store = self._runner.store
                    what = "the workspace" if not patterns else ", ".join(patterns)
                    cp = store.checkpoint(list(patterns), kind="plan-base", budget=None,
                                          message=f"plan {self._runner.plan_id} on Ray: {what}"[:200]).id
                    push_checkpoints(store, self.remote.name, [cp])
                    self._inputs[patterns] = cp
                out.append(cp)
        return out

    # -- one task --------------------------------------------------------------------------------

    def _run(self, job: TaskJob, deps: list[str]) -> TaskResult:
        # lazy import (startup time): ray's exceptions, loaded with ray by start() already
        from ray import exceptions as rex

        assert self.remote is not None
        if job.cancel.is_set():
            return _cancelled(job, [])
        req = NodeRequest(remote_name=self.remote.name, remote_url=self.remote.url,
                          base=[*self._inputs_of(job), *deps], task_id=job.task.id, spec=job.task.spec,
                          run_id=job.run_id, plan_id=job.plan_id, deps=job.deps)
        lost: list[dict[str, Any]] = []
        avoid: set[str] = set()  # nodes the task failed on for the node's sake
        while True:
            started = time.time()
            ref = self._submit(req, avoid)
            try:
                result = self._wait(ref, job)
            except rex.RayTaskError as e:  # not a SavepointError (those come back as NodeFailure): a bug
                cause = e.cause if isinstance(getattr(e, "cause", None), BaseException) else None
                why = f"on the node: {str(cause or e).strip().splitlines()[-1]}"
                self._record(job, Outcome(status=Status.FATAL, run_id=job.run_id, checkpoint_id=None,
                                          reason=f"internal error {why}"), "")  # resolve knows the run
                raise RuntimeError(why) from None
            except (rex.WorkerCrashedError, rex.NodeDiedError, rex.ObjectLostError, rex.OwnerDiedError,
                    rex.LocalRayletDiedError, rex.RaySystemError) as e:
                if job.cancel.is_set():
                    return _cancelled(job, lost)
                result = NodeFailure(node="", node_id="", error=type(e).__name__, detail=_first_line(e), lost=True)
            if result is None:  # cancelled
                return _cancelled(job, lost)
            if isinstance(result, NodeFailure):
                loss: dict[str, Any] = {"error": result.error, "detail": result.detail, "started": started,
                                        "ended": time.time(), "node": result.node or None,
                                        "rule": LOST_RULE if result.lost else FAILED_RULE}
                diagnosis = _lost_attempt(len(lost) + 1, loss).diagnosis
                assert diagnosis is not None
                loss["diagnosis"] = diagnosis.to_json()
                lost.append(loss)
                if result.node_id:
                    avoid.add(result.node_id)
                if len(lost) > NODE_LOSSES:
                    outcome = _lost_outcome(job, lost)
                    self._record(job, outcome, result.node or "")
                    return TaskResult(outcome=outcome, node=result.node or None, lost=lost)
                what = "was lost" if result.lost else f"could not run it ({result.detail})"
                self._say(f"{job.task.id}: the node running it {what}: runs again"
                          f"{' on another node' if result.node_id else ''} from the same checkpoints")
                continue
            outcome = result.outcome
            if lost:  # the runs the nodes cut short come first in the task's attempts
                losses = [_lost_attempt(i + 1, loss) for i, loss in enumerate(lost)]
                for n, a in enumerate(outcome.attempts, start=len(losses) + 1):
                    a.number = n
                outcome.attempts = [*losses, *outcome.attempts]
            self._record_here(job, result)
            return TaskResult(outcome=outcome, kept_checkpoint=result.kept_checkpoint, node=result.node, lost=lost)

    def _submit(self, req: NodeRequest, avoid: set[str]) -> Any:
        """The Ray task, on a live node not in `avoid` when there is one (else anywhere)."""
        if avoid:
            # lazy import (startup time): loaded by start() already
            import ray
            from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

            nodes: list[dict[str, Any]] = _untyped(ray).nodes()
            others = [n["NodeID"] for n in nodes if n.get("Alive") and n["NodeID"] not in avoid
                      and n.get("Resources", {}).get("CPU", 0) > 0]
            if others:
                strategy = NodeAffinitySchedulingStrategy(node_id=random.choice(others), soft=True)
                return self._fn.options(num_cpus=1, max_retries=0, scheduling_strategy=strategy).remote(req)
        return self._fn.options(num_cpus=1, max_retries=0, scheduling_strategy="SPREAD").remote(req)

    def _record_here(self, job: TaskJob, result: NodeResult) -> None:
        """The run as this store knows its own: its row in the catalog (for `savepoint show RUN`,
        `plan status`, `resolve`) and its logs under runs/RUN/ (for the escalation report)."""
        assert self._runner is not None
        store = self._runner.store
        run_dir = save_logs(store, job.run_id, result.logs)
        outcome = result.outcome
        outcome.log_dir = str(run_dir)
        for a in outcome.attempts:
            if a.log_dir.startswith(result.run_dir):
                a.log_dir = str(run_dir) + a.log_dir[len(result.run_dir):]
        outcome.report = None  # it was in the node's folder, which is gone: the plan's report says it all
        self._record(job, outcome, result.node)

    def _record(self, job: TaskJob, outcome: Outcome, node: str) -> None:
        """A row for the run in this store's catalog, as for a run of its own."""
        # lazy import (startup time): keeps runloop/ off the plan's import path
        from savepoint.runloop.spec import spec_to_json

        assert self._runner is not None
        catalog = self._runner.store.catalog
        if catalog.get_run(job.run_id) is None:
            catalog.create_run(job.run_id, task_id=job.task.id, plan_id=job.plan_id,
                               spec=spec_to_json(job.task.spec), pid=0, host=node)
        catalog.update_run(job.run_id, state="DONE", status=str(outcome.status), escalate=int(outcome.escalate),
                           outcome=outcome.to_json())

    def _wait(self, ref: Any, job: TaskJob) -> NodeResult | NodeFailure | None:
        """The node's result; None when the plan was cancelled meanwhile. A cancelled task is asked
        to stop (KeyboardInterrupt on the node: its run loop stops the command, its folder is
        removed), and killed after CANCEL_GRACE seconds; a result that arrives meanwhile is taken."""
        # lazy import (startup time): loaded by start() already
        import ray
        from ray import exceptions as rex

        while True:
            ready, _ = ray.wait([ref], timeout=POLL)
            if ready:
                result: NodeResult | NodeFailure = ray.get(ref)
                return result
            if job.cancel.is_set():
                break
        ray.cancel(ref, force=False)
        ready, _ = ray.wait([ref], timeout=CANCEL_GRACE)
        if not ready:
            ray.cancel(ref, force=True)
            return None
        try:
            done: NodeResult | NodeFailure = ray.get(ref, timeout=CANCEL_GRACE)
        except (rex.TaskCancelledError, rex.RayTaskError, rex.WorkerCrashedError, rex.GetTimeoutError):
            return None
        if isinstance(done, NodeResult) and done.outcome.reason == "cancelled":
            return None
        return done

    def _say(self, message: str) -> None:
        if self._runner is not None and self._runner.progress is not None:
            self._runner.progress.say(message)


def import_ray() -> Any:
    try:
        # lazy import (startup time): ray takes seconds to import
        import ray
    except ImportError:
        raise UsageError(INSTALL) from None
    return ray


def connect_timeout() -> float:
    return seconds_from_env("SAVEPOINT_RAY_CONNECT_TIMEOUT", CONNECT_TIMEOUT)


def connect(ray: Any, address: str | None, cancel: threading.Event) -> None:
    """ray.init, bounded: an address where nothing listens fails at once (exit 2), one where
    nothing answers as a Ray cluster within the timeout fails then (exit 74), Ctrl-C / SIGTERM
    meanwhile stops at once (exit 130). ray.init runs in a thread of its own, so that it neither
    holds the main thread nor installs its SIGTERM handler (which exits 15, slowly)."""
    limit = connect_timeout()
    target = address or os.environ.get("RAY_ADDRESS") or None
    shown = target or "auto"
    if target and target != "auto" and "://" not in target:
        host, _, port = target.rpartition(":")
        if not host or not port.isdigit():
            raise UsageError(f"bad Ray address {target!r}: give HOST:PORT (the head node's GCS port, 6379 by default)")
        try:
            socket.create_connection((host.strip("[]"), int(port)), timeout=min(limit, 10)).close()
        except OSError as e:
            why = "nothing listens there (connection refused)" if isinstance(e, ConnectionRefusedError) \
                else (e.strerror or str(e) or type(e).__name__)
            raise UsageError(f"cannot connect to the Ray cluster at {shown}: {why}") from None
    failure: list[BaseException] = []

    def init() -> None:
        try:
            # the tasks' output stays on the nodes: forwarded, it would mix into this stdout
            ray.init(address=target, log_to_driver=False, logging_level="ERROR", configure_logging=False)
        except BaseException as e:
            failure.append(e)

    quiet = logging.getLogger("ray")
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # "SIGTERM handler is not set ...": we handle SIGTERM ourselves
    try:
        thread = threading.Thread(target=init, name="ray-connect", daemon=True)
        thread.start()
        deadline = time.monotonic() + limit
        while thread.is_alive():
            thread.join(0.2)
            if cancel.is_set():
                raise KeyboardInterrupt(f"cancelled while connecting to the Ray cluster at {shown}")
            if time.monotonic() > deadline:
                raise ClusterUnreachable(
                    f"cannot connect to the Ray cluster at {shown}: no answer within {limit:g}s (is it a Ray "
                    f"head node's GCS port? SAVEPOINT_RAY_CONNECT_TIMEOUT sets the wait)")
    finally:
        quiet.setLevel(level)
    if failure:
        why = str(failure[0]).splitlines()[0] if str(failure[0]) else type(failure[0]).__name__
        raise UsageError(f"cannot connect to the Ray cluster at {shown}: {why}") from None


def _untyped(module: Any) -> Any:
    return module


def _describe_cluster(ray: Any) -> str:
    try:
        nodes = [n for n in ray.nodes() if n.get("Alive")]
        cpus = int(ray.cluster_resources().get("CPU", 0))
        return f"{len(nodes)} node(s), {cpus} CPU(s)"
    except Exception:  # only a progress line
        return "connected"


def _ancestors(runner: PlanRunner, task_id: str) -> set[str]:
    found: set[str] = set()
    frontier = list(runner.plan.tasks[task_id].needs)
    while frontier:
        t = frontier.pop()
        if t not in found:
            found.add(t)
            frontier.extend(runner.plan.tasks[t].needs)
    return found


def _first_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return text[0][:300] if text else type(e).__name__


def _cancelled(job: TaskJob, lost: list[dict[str, Any]]) -> TaskResult:
    return TaskResult(outcome=Outcome(status=Status.ROLLED_BACK, run_id=job.run_id, checkpoint_id=None,
                                      reason="cancelled"), lost=lost)


def _lost_attempt(number: int, loss: dict[str, Any]) -> AttemptRecord:
    rule = str(loss.get("rule") or LOST_RULE)
    reason = ("the node running the task was lost (killed or preempted): it runs again from the same checkpoint"
              if rule == LOST_RULE else
              "the node could not run the task (its own failure: credentials, the remote unreachable from "
              "there, savepoint missing): it runs again, on another node when there is one")
    return AttemptRecord(
        number=number, exit=None, signal=None, duration=float(loss["ended"]) - float(loss["started"]), params={},
        diagnosis=Diagnosis(Severity.TRANSIENT, rule, reason, evidence=f"{loss['error']}: {loss['detail']}"),
        rolled_back=True)


def _lost_outcome(job: TaskJob, lost: list[dict[str, Any]]) -> Outcome:
    failed = [x for x in lost if x.get("rule") == FAILED_RULE]
    last = lost[-1]
    if failed:
        where = f" (on {last['node']})" if last.get("node") else ""
        reason = f"no node could run it ({len(lost)} tries): {last['error']}: {last['detail']}{where}"
    else:
        reason = f"the node running it was lost {len(lost)} times"
    return Outcome(status=Status.RETRY, run_id=job.run_id, checkpoint_id=None,
                   attempts=[_lost_attempt(i + 1, loss) for i, loss in enumerate(lost)], reason=reason)
