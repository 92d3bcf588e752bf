"""The Ray executor (`plan run --executor ray`): each ready task runs as a Ray task on some node of
the cluster, from checkpoints on a remote; the driver (this process) keeps the plan's state.

- start: connect to the cluster; checkpoint this workspace (the plan's starting state) and push it.
- submit: a Ray task runs ray_node.run_on_node on a node: the starting state and the results of
  the tasks done so far are pulled into a node-local folder, the task runs there under the full
  run loop, the checkpoint of its scope is pushed back. Only checkpoint ids travel.
- a node lost mid-task (killed, preempted, its worker crashed): the run is diagnosed TRANSIENT
  and runs again, on a node Ray picks among the live ones, from the same checkpoints.
- finish: the results of the done tasks are pulled and restored here, each in its own scope, in
  the order they finished (scopes of tasks that ran at once are disjoint, so the order among them
  does not matter): this workspace then holds the plan's result.
"""

from __future__ import annotations

import concurrent.futures as cf
import time
from typing import TYPE_CHECKING, Any

from savepoint.errors import SavepointError, UsageError
from savepoint.model import AttemptRecord, Diagnosis, Outcome, Severity, Status
from savepoint.plan.executors.base import TaskJob, TaskResult, push_checkpoints
from savepoint.plan.executors.ray_node import NodeRequest, NodeResult, run_on_node

if TYPE_CHECKING:
    from savepoint.plan.runner import PlanRunner
    from savepoint.remote.config import Remote

INSTALL = "plans on Ray need the ray extra: pip install 'savepoint[ray]'"
NODE_LOSSES = 3  # runs of one task cut short by lost nodes before the task counts as RETRY
POLL = 0.5  # seconds between looks at the cancel flag while a task runs remotely
LOST_RULE = "plan:node-lost"


def _ray_task(req: NodeRequest) -> NodeResult:
    """The body of the Ray task: run_on_node, naming the node by its Ray id too."""
    # lazy import (startup time): ray is imported on the nodes and by the driver only
    import ray

    result = run_on_node(req)
    result.node = f"{result.node}/{ray.get_runtime_context().get_node_id()[:12]}"
    return result


class RayExecutor:
    name = "ray"

    def __init__(self, *, jobs: int, remote: str | None = None, address: str | None = None) -> None:
        self.jobs = max(1, jobs)
        self.remote_name = remote
        self.address = address
        self.remote: Remote | None = None
        self.base: str | None = None  # the checkpoint of this workspace the plan started from
        self._pool: cf.ThreadPoolExecutor | None = None
        self._runner: PlanRunner | None = None
        self._fn: Any = None

    # -- the executor interface ------------------------------------------------------------------

    def start(self, runner: PlanRunner) -> None:
        # lazy imports (startup time): ray (a big import) and remote/ only for a plan on Ray
        from savepoint.remote.config import get_remote, pick_remote

        ray = import_ray()
        store = runner.store
        self.remote = get_remote(store.root, pick_remote(store.root, self.remote_name))
        self._runner = runner
        if not ray.is_initialized():
            try:
                # the tasks' output stays on the nodes: forwarded, it would mix into this stdout
                ray.init(address=self.address, log_to_driver=False, logging_level="ERROR",
                         configure_logging=False)
            except (ConnectionError, RuntimeError, ValueError) as e:
                raise UsageError(f"cannot connect to the Ray cluster at {self.address or 'auto'}: "
                                 f"{str(e).splitlines()[0] if str(e) else type(e).__name__}") from None
        self._fn = ray.remote(_ray_task).options(num_cpus=1, max_retries=0, scheduling_strategy="SPREAD")
        self._say(f"on Ray: {_describe_cluster(ray)}; checkpoints on remote {self.remote.name}")
        info = store.checkpoint([], kind="plan-base", budget=None, message=f"start of plan {runner.plan_id} on Ray")
        push_checkpoints(store, self.remote.name, [info.id])
        self.base = info.id
        self._pool = cf.ThreadPoolExecutor(max_workers=self.jobs, thread_name_prefix="plan-ray")

    def submit(self, job: TaskJob) -> cf.Future[TaskResult]:
        assert self._pool is not None, "start() first"
        return self._pool.submit(self._run, job)

    def finish(self, runner: PlanRunner) -> None:
        """Bring the done tasks' results into this workspace (pulled, then restored scope by scope)."""
        # lazy import (startup time): keeps remote/ off the plan's import path
        from savepoint.remote.repo import repo_for

        kept = runner.kept_results()
        if not kept or self.remote is None:
            return
        store = runner.store
        repo = repo_for(store, self.remote.name)
        for cp in kept:
            repo.pull(store, cp)
        for cp in kept:
            store.restore(cp)
        self._say(f"the results of {len(kept)} task(s) are in this workspace")

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)

    # -- one task --------------------------------------------------------------------------------

    def _run(self, job: TaskJob) -> TaskResult:
        # lazy import (startup time): ray's exceptions, loaded with ray by start() already
        from ray import exceptions as rex

        assert self.remote is not None and self.base is not None
        req = NodeRequest(remote_name=self.remote.name, remote_url=self.remote.url, base=[self.base, *job.base],
                          task_id=job.task.id, spec=job.task.spec, run_id=job.run_id, plan_id=job.plan_id,
                          deps=job.deps)
        lost: list[dict[str, Any]] = []
        while True:
            started = time.time()
            ref = self._fn.remote(req)
            try:
                result = self._wait(ref, job)
            except rex.RayTaskError as e:  # raised by savepoint on the node: a SavepointError keeps its code
                cause = e.cause if isinstance(getattr(e, "cause", None), BaseException) else None
                if isinstance(cause, SavepointError):
                    raise cause from None
                raise RuntimeError(f"on the node: {str(cause or e).strip().splitlines()[-1]}") from None
            except (rex.WorkerCrashedError, rex.NodeDiedError, rex.ObjectLostError, rex.OwnerDiedError,
                    rex.LocalRayletDiedError, rex.RaySystemError) as e:
                loss: dict[str, Any] = {"error": type(e).__name__, "detail": _first_line(e), "started": started,
                                        "ended": time.time()}
                diagnosis = _lost_attempt(len(lost) + 1, loss).diagnosis
                assert diagnosis is not None
                loss["diagnosis"] = diagnosis.to_json()
                lost.append(loss)
                if len(lost) > NODE_LOSSES:
                    return TaskResult(outcome=_lost_outcome(job, lost), lost=lost)
                self._say(f"{job.task.id}: the node running it was lost ({type(e).__name__}): "
                          f"runs again from the same checkpoint")
                continue
            if result is None:  # cancelled
                return TaskResult(outcome=Outcome(status=Status.ROLLED_BACK, run_id=job.run_id, checkpoint_id=None,
                                                  reason="cancelled"), lost=lost)
            outcome = result.outcome
            if lost:  # the runs the lost nodes cut short come first in the task's attempts
                losses = [_lost_attempt(i + 1, loss) for i, loss in enumerate(lost)]
                for n, a in enumerate(outcome.attempts, start=len(losses) + 1):
                    a.number = n
                outcome.attempts = [*losses, *outcome.attempts]
            self._record_here(job, result)
            return TaskResult(outcome=outcome, kept_checkpoint=result.kept_checkpoint, node=result.node, lost=lost)

    def _record_here(self, job: TaskJob, result: NodeResult) -> None:
        """The run as this store knows its own: its row in the catalog (for `savepoint show RUN`,
        `plan status`, `resolve`) and its logs under runs/RUN/ (for the escalation report)."""
        # lazy import (startup time): keeps runloop/ off the plan's import path
        from savepoint.runloop.spec import spec_to_json

        assert self._runner is not None
        store = self._runner.store
        run_dir = store.root / "runs" / job.run_id
        for rel, data in result.logs.items():
            target = run_dir / rel
            if run_dir.resolve() not in target.resolve().parents:
                continue  # a path that leaves the run's folder: not from a node of ours
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        outcome = result.outcome
        outcome.log_dir = str(run_dir)
        for a in outcome.attempts:
            if a.log_dir.startswith(result.run_dir):
                a.log_dir = str(run_dir) + a.log_dir[len(result.run_dir):]
        outcome.report = None  # it was in the node's folder, which is gone: the plan's report says it all
        store.catalog.create_run(job.run_id, task_id=job.task.id, plan_id=job.plan_id,
                                 spec=spec_to_json(job.task.spec), pid=0, host=result.node)
        store.catalog.update_run(job.run_id, state="DONE", status=str(outcome.status),
                                 escalate=int(outcome.escalate), outcome=outcome.to_json())

    def _wait(self, ref: Any, job: TaskJob) -> NodeResult | None:
        """The node's result; None when the plan was cancelled meanwhile (the Ray task is stopped:
        the node's folder is disposable, nothing there needs a rollback)."""
        # lazy import (startup time): loaded by start() already
        import ray

        while True:
            ready, _ = ray.wait([ref], timeout=POLL)
            if ready:
                result: NodeResult = ray.get(ref)
                return result
            if job.cancel.is_set():
                ray.cancel(ref, force=True)
                return None

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


def _describe_cluster(ray: Any) -> str:
    try:
        nodes = [n for n in ray.nodes() if n.get("Alive")]
        cpus = int(ray.cluster_resources().get("CPU", 0))
        return f"{len(nodes)} node(s), {cpus} CPU(s)"
    except Exception:  # only a progress line
        return "connected"


def _first_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return text[0][:300] if text else type(e).__name__


def _lost_attempt(number: int, loss: dict[str, Any]) -> AttemptRecord:
    return AttemptRecord(
        number=number, exit=None, signal=None, duration=float(loss["ended"]) - float(loss["started"]), params={},
        diagnosis=Diagnosis(Severity.TRANSIENT, LOST_RULE,
                            "the node running the task was lost (killed or preempted): it runs again from "
                            "the same checkpoint", evidence=f"{loss['error']}: {loss['detail']}"),
        rolled_back=True)


def _lost_outcome(job: TaskJob, lost: list[dict[str, Any]]) -> Outcome:
    return Outcome(status=Status.RETRY, run_id=job.run_id, checkpoint_id=None,
                   attempts=[_lost_attempt(i + 1, loss) for i, loss in enumerate(lost)],
                   reason=f"the node running it was lost {len(lost)} times")
