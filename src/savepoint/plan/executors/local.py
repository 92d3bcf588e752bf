"""The local executor: each task in a thread of this process, in this workspace, under the one
Store and workspace lock the plan holds (what `plan run -j N` always did). With a remote, the
result of each task that ends DONE or PARTIAL is checkpointed (its scope) and pushed."""

from __future__ import annotations

import concurrent.futures as cf
from typing import TYPE_CHECKING

from savepoint.plan.executors.base import TaskJob, TaskResult, keep_result, push_checkpoints

if TYPE_CHECKING:
    from savepoint.plan.runner import PlanRunner
    from savepoint.store import Store


class LocalExecutor:
    name = "local"

    def __init__(self, *, jobs: int, remote: str | None = None) -> None:
        self.jobs = max(1, jobs)
        self.remote = remote
        self._store: Store | None = None
        self._pool: cf.ThreadPoolExecutor | None = None

    def start(self, runner: PlanRunner) -> None:
        if self.remote is not None:
            # lazy import (startup time): keeps remote/ off the plan's import path
            from savepoint.remote.repo import repo_for

            repo_for(runner.store, self.remote)  # an unknown remote, or no obstore: said now, not after a task
        self._store = runner.store
        self._pool = cf.ThreadPoolExecutor(max_workers=self.jobs, thread_name_prefix="plan")

    def submit(self, job: TaskJob) -> cf.Future[TaskResult]:
        assert self._pool is not None, "start() first"
        return self._pool.submit(self._run, job)

    def _run(self, job: TaskJob) -> TaskResult:
        # lazy import (startup time): keeps runloop/ off the plan's import path
        from savepoint.runloop.attempts import run_task

        store = self._store
        assert store is not None
        outcome = run_task(store, job.task.spec, run_id=job.run_id, plan_id=job.plan_id, deps=job.deps,
                           echo=job.echo, live=job.live, cancel=job.cancel, outside_ignore=job.outside_ignore)
        kept = None
        if self.remote is not None and outcome.ok and outcome.reason != "cancelled":
            kept = keep_result(store, job)
            push_checkpoints(store, self.remote, [kept])
        return TaskResult(outcome=outcome, kept_checkpoint=kept)

    def finish(self, runner: PlanRunner) -> None:
        """Nothing to bring back: the tasks ran in this workspace."""

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
