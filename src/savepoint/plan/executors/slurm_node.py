"""The body of one Slurm job of a plan (`python -m savepoint.plan.executors.slurm_node JOB_DIR`).

The driver (plan/executors/slurm.py) wrote JOB_DIR/request.pickle; this runs the task and writes
JOB_DIR/result.pickle (atomically, last), which is what the driver waits for. Two ways to run:

- in the shared workspace (no remote): the workspace's path is the same on every node; the task
  runs there under the full run loop, with a store of the job's own (JOB_DIR/store: the plan's
  store stays the driver's, and SQLite is never written from two machines). Its pre-run checkpoint
  covers the task's scope, so a rollback here, or the driver's `recover` of this store after the
  job was killed, puts the scope back;
- from a remote (`--remote`): as on Ray (ray_node.run_on_node), in a folder of the node's own.

SIGTERM (scancel, a time limit, preemption: Slurm sends it before SIGKILL) cancels the run: the
task is stopped and rolled back, and the result says "cancelled".
"""

from __future__ import annotations

import os
import pickle
import signal
import socket
import sys
import threading
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from savepoint.model import TaskSpec
from savepoint.plan.executors.ray_node import NodeRequest, NodeResult, run_logs, run_on_node

REQUEST = "request.pickle"
RESULT = "result.pickle"
JOB_STORE = "store"  # the job's own store, in the shared-workspace mode


@dataclass
class SharedRequest:
    """A task to run in the workspace at `workspace`, seen at the same path on the node."""

    workspace: str
    task_id: str
    spec: TaskSpec
    run_id: str
    plan_id: str
    deps: dict[str, Any] = field(default_factory=dict)
    outside_ignore: list[str] = field(default_factory=list)


@dataclass
class JobRequest:
    shared: SharedRequest | None = None
    remote: NodeRequest | None = None


@dataclass
class JobResult:
    result: NodeResult | None = None
    error: str | None = None  # savepoint refused or failed on the node: one line
    exit_code: int = 0  # that error's exit code


def run_in_workspace(req: SharedRequest, store_dir: Path, cancel: threading.Event) -> NodeResult:
    # lazy imports (startup time): the store and the run loop load only in the job
    from savepoint.runloop.attempts import run_task
    from savepoint.store import Store

    with Store.open(req.workspace, store_dir, create=True) as store, \
            store.lock(purpose=f"plan task {req.task_id} (Slurm job {os.environ.get('SLURM_JOB_ID', '?')})"):
        outcome = run_task(store, req.spec, run_id=req.run_id, plan_id=req.plan_id, deps=req.deps, echo=True,
                           live=False, cancel=cancel, outside_ignore=req.outside_ignore)
        run_dir = store.root / "runs" / req.run_id
    return NodeResult(outcome=outcome, kept_checkpoint=None, node=socket.gethostname(), workspace=req.workspace,
                      run_dir=str(run_dir), logs=run_logs(run_dir))


def run_job(job_dir: Path) -> JobResult:
    # lazy import (startup time): errors only
    from savepoint.errors import SavepointError

    cancel = threading.Event()

    def stop(signum: int, frame: object) -> None:
        cancel.set()

    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGUSR1):
        signal.signal(sig, stop)
    try:
        req: JobRequest = load_private(job_dir, REQUEST)  # written by the driver
        if req.shared is not None:
            return JobResult(result=run_in_workspace(req.shared, job_dir / JOB_STORE, cancel))
        assert req.remote is not None
        return JobResult(result=run_on_node(req.remote, cancel))
    except SavepointError as e:
        return JobResult(error=str(e), exit_code=e.exit_code)
    except Exception as e:
        traceback.print_exc()
        return JobResult(error=f"internal error on the node: {type(e).__name__}: {e}", exit_code=70)


def write_result(job_dir: Path, result: JobResult) -> None:
    # lazy import (startup time): as above
    from savepoint import nofollow

    with nofollow.folder(job_dir.parent, job_dir.name) as fd:
        nofollow.write(fd, RESULT, pickle.dumps(result), sync=True, where=str(job_dir))


def load_private(job_dir: Path, name: str) -> Any:
    """Unpickle JOB_DIR/NAME (a request or a result: unpickling runs code), only when it is a file
    of this user's that nobody else can write, in a job folder of this user's that nobody else can
    write to (the driver checked the folders above it): what only the user could have written.
    FileNotFoundError when it is not there; anything else is refused (StoreError), never read."""
    # lazy imports (startup time): as above
    from savepoint import nofollow
    from savepoint.errors import StoreError
    from savepoint.plan.executors.base import private_folder

    path = job_dir / name
    try:
        fd = nofollow.open_read(path)
    except OSError as e:
        if isinstance(e, FileNotFoundError):
            raise  # (not written yet)
        raise StoreError(f"refusing {path}: {e}") from None
    with os.fdopen(fd, "rb") as f:
        private_folder(job_dir, "the Slurm job folder")
        st = os.fstat(f.fileno())
        if st.st_uid != os.geteuid() or st.st_mode & 0o022:
            raise StoreError(f"refusing {path}: it is not this user's own file, or others can write to it; "
                             f"it was not read")
        return pickle.load(f)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m savepoint.plan.executors.slurm_node JOB_DIR", file=sys.stderr)
        return 2
    job_dir = Path(argv[0])
    result = run_job(job_dir)
    write_result(job_dir, result)
    if result.error:
        print(f"savepoint: error: {result.error}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    # run as the module's own name (not __main__), so the pickled classes are the ones the driver knows
    from savepoint.plan.executors import slurm_node

    sys.exit(slurm_node.main(sys.argv[1:]))
