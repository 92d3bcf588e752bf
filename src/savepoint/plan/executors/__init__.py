"""Where a plan's tasks run. The runner (plan/runner.py) keeps the dependency state and decides
what is ready; an executor runs one ready task from the plan's current state and hands back its
outcome and the checkpoint that keeps its result.

    executor.start(runner)          before the first task (connect, push the plan's starting state)
    executor.submit(job) -> Future  run one task; the future's value is a TaskResult
    executor.finish(runner)         after the last: the workspace holds the plan's result
    executor.close()                always, last

`local.py` runs each task in a thread in this workspace (what `plan run -j N` always did);
`ray.py` runs each on a node of a Ray cluster, from checkpoints on a remote; `slurm.py` makes each
a Slurm job (`sbatch`), run in the shared workspace or from a remote (`slurm_node.py`: the job's body).
"""

from __future__ import annotations

from importlib.util import find_spec
from typing import TYPE_CHECKING

from savepoint.errors import UsageError
from savepoint.plan.executors.base import Executor, TaskJob, TaskResult, keep_result, push_checkpoints

if TYPE_CHECKING:
    from savepoint.plan.executors.slurm import SlurmOptions

__all__ = ["EXECUTORS", "Executor", "TaskJob", "TaskResult", "keep_result", "make_executor", "push_checkpoints"]

EXECUTORS = ("local", "ray", "slurm")


def make_executor(name: str, *, jobs: int, remote: str | None = None, address: str | None = None,
                  slurm: SlurmOptions | None = None) -> Executor:
    """The executor `plan run --executor NAME` asks for; UsageError for an unknown one, a missing
    extra, or (Slurm) options sbatch refuses."""
    if slurm is not None and slurm.given() and name != "slurm":
        raise UsageError(f"{slurm.given()[0]} is for --executor slurm")
    if name == "slurm":
        if address:
            raise UsageError("--address is for --executor ray (the Ray cluster to connect to)")
        # lazy import (startup time): only the executor asked for is loaded
        from savepoint.plan.executors.slurm import SlurmExecutor

        executor = SlurmExecutor(jobs=jobs, remote=remote, options=slurm)
        executor.check()  # said before anything is created or run
        return executor
    if name == "local":
        if address:
            raise UsageError("--address is for --executor ray (the Ray cluster to connect to)")
        # lazy import (startup time): only the executor asked for is loaded
        from savepoint.plan.executors.local import LocalExecutor

        return LocalExecutor(jobs=jobs, remote=remote)
    if name == "ray":
        # lazy import (startup time): only the executor asked for is loaded; ray itself only at start
        from savepoint.plan.executors.ray import INSTALL, RayExecutor

        if find_spec("ray") is None:  # said before anything is created or run
            raise UsageError(INSTALL)
        return RayExecutor(jobs=jobs, remote=remote, address=address)
    raise UsageError(f"unknown executor {name!r} (use one of: {', '.join(EXECUTORS)})")
