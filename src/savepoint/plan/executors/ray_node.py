"""What runs on a node for one plan task (a Ray task today; a Slurm job's body next): build the
plan's current state in a node-local folder from checkpoints on the remote, run the task there
under the full run loop, push the checkpoint that keeps its result, hand back the outcome.

Nothing here needs Ray: `run_on_node` takes and returns plain picklable data.
"""

from __future__ import annotations

import contextlib
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


@dataclass
class NodeFailure:
    """The node could not run the task (no credentials for the remote, the remote unreachable from
    there, ...), or was lost: what the driver records, and the node to avoid next time."""

    node: str
    node_id: str
    error: str
    detail: str
    exit_code: int = 0
    lost: bool = False  # the node (or its worker) died, rather than failed


def tasks_folder_name() -> str:
    """The node's folder of task folders, one per user (a shared temp folder holds everyone's)."""
    return f"savepoint-tasks-{os.geteuid()}"


def node_root() -> Path:
    """This user's folder of task folders on this node, made 0700 if missing. One that is not a
    folder of this user's, or that others can write to (made in a shared temp folder by someone
    else), is refused in one line: what is in it is run, and swept."""
    # lazy import (startup time): only a node running a task needs it
    from savepoint.plan.executors.base import private_folder

    base = Path(os.environ.get(NODE_DIR_VAR) or tempfile.gettempdir())
    base.mkdir(parents=True, exist_ok=True)
    root = base / tasks_folder_name()
    with contextlib.suppress(FileExistsError):
        root.mkdir(mode=0o700)
    private_folder(root, "the node's task folder", config=NODE_DIR_VAR)
    return root


def claim_folder(root: Path, prefix: str) -> tuple[Path, int]:
    """A new task folder under `root`, and the descriptor of its lock file (`FOLDER.lock`, locked
    for as long as this process lives: a killed task's lock is released by the kernel)."""
    # lazy import (startup time): only a node running a task needs it
    import fcntl

    fd, name = tempfile.mkstemp(prefix=prefix, suffix=".lock", dir=root)
    fcntl.flock(fd, fcntl.LOCK_EX)
    folder = Path(name).with_suffix("")
    folder.mkdir(mode=0o700)
    return folder, fd


def sweep(root: Path, min_age: float = 2.0) -> list[str]:
    """Remove the folders of tasks that are gone (killed: their lock is free), and stop what is
    still running in them (the command of a killed task's run loop, left without its parent).
    Returns the folders removed."""
    # lazy imports (startup time): only a node running a task needs them
    import fcntl
    import time

    import psutil  # lazy import (startup time): as above

    removed = []
    for lock in root.glob("*.lock"):
        try:
            if time.time() - lock.stat().st_mtime < min_age:
                continue  # being claimed right now
            fd = os.open(lock, os.O_RDWR | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                continue  # its task is running
            folder = lock.with_suffix("")
            inside = str(folder) + os.sep
            for p in psutil.process_iter(["cwd"]):
                with contextlib.suppress(psutil.Error):
                    if p.info["cwd"] and (p.info["cwd"] + os.sep).startswith(inside):
                        p.kill()
            shutil.rmtree(folder, ignore_errors=True)
            lock.unlink(missing_ok=True)
            removed.append(str(folder))
        finally:
            os.close(fd)
    return removed


def run_on_node(req: NodeRequest, cancel: threading.Event | None = None) -> NodeResult:
    # lazy imports (startup time): the store, run loop and remote load only on the node that runs a task
    from savepoint.plan.executors.base import TaskJob, keep_result
    from savepoint.plan.spec import PlanTask
    from savepoint.remote.config import Remote
    from savepoint.remote.repo import RemoteRepo
    from savepoint.runloop.attempts import run_task
    from savepoint.store import Store

    root = node_root()
    sweep(root)  # what killed tasks left on this node
    folder, lock_fd = claim_folder(root, f"{req.task_id}-{req.run_id}-")
    # the workspace and its store side by side in the task's folder (not the node's data folder):
    # both go with it, also when a later task sweeps the folder of a killed one
    ws, store_dir = folder / "ws", folder / "store"
    ws.mkdir(mode=0o700)
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
            shutil.rmtree(folder, ignore_errors=True)
        Path(f"{folder}.lock").unlink(missing_ok=True)  # a folder kept without its lock is never swept
        os.close(lock_fd)


def run_logs(run_dir: Path) -> dict[str, bytes]:
    """The end of each file in the run's folder (output of each attempt, metrics), bounded. The
    task could write in that folder: nothing is read through a symlink (a link to a secret of the
    node's would otherwise be sent to the driver)."""
    # lazy import (startup time): only a node that ran a task needs it
    from savepoint import nofollow

    out: dict[str, bytes] = {}
    total = 0
    try:
        dir_fd = nofollow.open_dir(run_dir.parent, run_dir.name)
    except OSError:
        return out
    try:
        for rel, fd in nofollow.files_below(dir_fd):
            try:
                if total >= LOGS_MAX:
                    continue
                size = os.fstat(fd).st_size
                want = min(LOG_TAIL, LOGS_MAX - total, size)
                data = os.pread(fd, want, size - want)
            except OSError:
                continue
            finally:
                os.close(fd)
            out[rel] = data
            total += len(data)
    finally:
        os.close(dir_fd)
    return out
