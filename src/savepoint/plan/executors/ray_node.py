"""What runs on a node for one plan task (a Ray task today; a Slurm job's body next): build the
plan's current state in a node-local folder from checkpoints on the remote, run the task there
under the full run loop, push the checkpoint that keeps its result, hand back the outcome.

Nothing here needs Ray: `run_on_node` takes and returns plain picklable data.
"""

from __future__ import annotations

import os
import shutil
import socket
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from savepoint.model import Outcome, TaskSpec

NODE_DIR_VAR = "SAVEPOINT_NODE_DIR"  # where a node makes its task workspaces (default: the temp folder)
LOG_TAIL = 1 << 20  # of each log file of the run, sent back to the driver (its end: what a person reads)
LOGS_MAX = 16 << 20  # of all of them


@dataclass
class NodeRequest:
    remote_name: str
    remote_url: str
    base: list[str]  # checkpoints on the remote, applied in order: the plan's state the task starts from
    task_id: str
    spec: TaskSpec
    run_id: str
    plan_id: str
    deps: dict[str, Any] = field(default_factory=dict)
    keep_workspace: bool = False  # leave the node's folder behind (for a person to look at)


@dataclass
class NodeResult:
    outcome: Outcome
    kept_checkpoint: str | None
    node: str
    workspace: str
    pushed: list[str] = field(default_factory=list)
    run_dir: str = ""  # the run's folder on the node (gone once the task is over)
    logs: dict[str, bytes] = field(default_factory=dict)  # the run's log files (their ends), by path in it


def node_root() -> Path:
    root = Path(os.environ.get(NODE_DIR_VAR) or tempfile.gettempdir()) / "savepoint-tasks"
    root.mkdir(parents=True, exist_ok=True)
    return root


def run_on_node(req: NodeRequest, cancel: threading.Event | None = None) -> NodeResult:
    # lazy imports (startup time): the store, run loop and remote load only on the node that runs a task
    from savepoint.plan.executors.base import TaskJob, keep_result
    from savepoint.plan.spec import PlanTask
    from savepoint.remote.config import Remote
    from savepoint.remote.repo import RemoteRepo
    from savepoint.runloop.attempts import run_task
    from savepoint.store import Store

    ws = Path(tempfile.mkdtemp(prefix=f"{req.task_id}-{req.run_id}-", dir=node_root()))
    store_dir = ws.with_name(ws.name + ".store")  # beside it, not in the node's data folder: both go together
    try:
        with Store.open(ws, store_dir, create=True) as store, store.lock(purpose=f"plan task {req.task_id}"):
            repo = RemoteRepo(Remote(req.remote_name, req.remote_url),
                              cache_dir=node_root() / ".remote-cache" / req.remote_name)
            for cp in req.base:
                repo.pull(store, cp)
                store.restore(cp, save_current=False)
            outcome = run_task(store, req.spec, run_id=req.run_id, plan_id=req.plan_id, deps=req.deps,
                               echo=False, live=False, cancel=cancel)
            kept = None
            if outcome.ok and outcome.reason != "cancelled":
                job = TaskJob(task=PlanTask(req.task_id, req.spec), run_id=req.run_id, plan_id=req.plan_id,
                              deps=req.deps, echo=False, live=False, cancel=cancel or threading.Event(),
                              outside_ignore=[])
                kept = keep_result(store, job)
            # what the driver refers to: the result, and what each failed attempt left (savepoint diff)
            push = [kept] if kept else []
            push += [a.post_failure_checkpoint for a in outcome.attempts if a.post_failure_checkpoint]
            if push:
                repo.push(store, push)
            run_dir = store.root / "runs" / req.run_id
        return NodeResult(outcome=outcome, kept_checkpoint=kept, node=socket.gethostname(), workspace=str(ws),
                          pushed=push, run_dir=str(run_dir), logs=run_logs(run_dir))
    finally:
        if not req.keep_workspace:
            shutil.rmtree(ws, ignore_errors=True)
            shutil.rmtree(store_dir, ignore_errors=True)


def run_logs(run_dir: Path) -> dict[str, bytes]:
    """The end of each file in the run's folder (output of each attempt, metrics), bounded."""
    out: dict[str, bytes] = {}
    total = 0
    for p in sorted(run_dir.rglob("*")):
        if total >= LOGS_MAX or not p.is_file() or p.is_symlink():
            continue
        with p.open("rb") as f:
            size = os.fstat(f.fileno()).st_size
            f.seek(max(0, size - LOG_TAIL))
            data = f.read(min(LOG_TAIL, LOGS_MAX - total))
        out[p.relative_to(run_dir).as_posix()] = data
        total += len(data)
    return out
