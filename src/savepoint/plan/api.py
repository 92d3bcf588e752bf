"""Plans from Python: the same as `savepoint plan run` / `plan status`, returning data.

    from savepoint.plan.api import run_plan
    result = run_plan("plan.toml", jobs=2)          # PlanResult: .exit_code, .states, .to_json()
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from savepoint.errors import UsageError
from savepoint.plan.runner import PlanResult, PlanRunner
from savepoint.plan.spec import load_plan
from savepoint.plan.state import plan_id_for

if TYPE_CHECKING:
    from savepoint.plan.executors.slurm import SlurmOptions


def run_plan(plan_file: str | os.PathLike[str], workspace: str | os.PathLike[str] | None = None, *,
             store: str | os.PathLike[str] | None = None, jobs: int = 1, resume: bool = False,
             keep_going: bool = True, echo: bool = True, live: bool = False, progress: bool = True,
             lock_timeout: float = 60.0, executor: str = "local", remote: str | None = None,
             address: str | None = None, slurm: SlurmOptions | None = None) -> PlanResult:
    """Validate the plan (UsageError before anything runs), take the workspace lock, run it.

    `executor`: "local" (threads in this workspace), "ray" (nodes of the Ray cluster at `address`,
    checkpoints through `remote`) or "slurm" (one Slurm job per task, sbatch options in `slurm`; in
    the shared workspace, or through `remote`). `remote`: push each task's kept result there."""
    # lazy import (startup time): keeps plan/ off this module's import
    from savepoint.plan.executors import make_executor
    from savepoint.plan.progress import Progress

    # lazy imports (startup time): keep blake3, zstandard, store/ off this module's import
    from savepoint.store import Store
    from savepoint.workspace import find_workspace

    if jobs < 1:
        raise UsageError(f"-j must be at least 1, not {jobs}")
    ws = find_workspace(workspace)
    plan = load_plan(plan_file, ws)
    plan_id = plan_id_for(Path(plan_file), ws)
    runs_on = make_executor(executor, jobs=jobs, remote=remote, address=address, slurm=slurm)
    with Store.open(ws, store, create=True) as st, st.lock(timeout=lock_timeout, purpose=f"plan run {plan_file}"):
        return PlanRunner(st, plan, plan_id, jobs=jobs, keep_going=keep_going, resume=resume, echo=echo,
                          live=live, progress=Progress() if progress else None, executor=runs_on).run()


def plan_status(plan_file: str | os.PathLike[str], workspace: str | os.PathLike[str] | None = None, *,
                store: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """Each task's state, attempts, diagnosis, what it waits on and why it would re-run (read-only)."""
    # lazy imports (startup time): keep blake3, zstandard, plan/ off this module's import
    from savepoint.plan.status import plan_status as status_of
    from savepoint.store import Store
    from savepoint.workspace import find_workspace, store_path

    ws = find_workspace(workspace)
    plan = load_plan(plan_file, ws)
    plan_id = plan_id_for(Path(plan_file), ws)
    if not store_path(ws, store).exists():
        return status_of(None, plan, plan_id)
    with Store.open(ws, store) as st:
        return status_of(st, plan, plan_id)
