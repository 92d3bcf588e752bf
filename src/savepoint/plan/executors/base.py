"""What the runner and every executor share: a job to run, its result, the interface."""

from __future__ import annotations

import concurrent.futures as cf
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from savepoint.errors import StoreError, UsageError

if TYPE_CHECKING:
    from savepoint.model import Outcome
    from savepoint.plan.runner import PlanRunner
    from savepoint.plan.spec import PlanTask
    from savepoint.store import Store


@dataclass
class TaskJob:
    """One ready task, as the runner hands it over."""

    task: PlanTask
    run_id: str
    plan_id: str
    deps: dict[str, Any]  # the plan's dependency state, recorded in the task's checkpoint
    echo: bool
    live: bool
    cancel: threading.Event  # set: stop the task, roll it back, report "cancelled"
    outside_ignore: list[str]  # scopes of tasks that may run beside it (not its outside writes)
    base: list[str] = field(default_factory=list)  # checkpoints that make the plan's current state, in order


@dataclass
class TaskResult:
    outcome: Outcome
    kept_checkpoint: str | None = None  # the task's scope as it left it (DONE/PARTIAL), on the remote if any
    node: str | None = None  # the machine it ran on (None: this one)
    lost: list[dict[str, Any]] = field(default_factory=list)  # runs cut short by the loss of a node


class Executor(Protocol):
    name: str

    def start(self, runner: PlanRunner) -> None: ...

    def submit(self, job: TaskJob) -> cf.Future[TaskResult]: ...

    def finish(self, runner: PlanRunner) -> None: ...

    def close(self) -> None: ...


def save_logs(store: Store, run_id: str, logs: dict[str, bytes]) -> Path:
    """A run's logs sent back by a node, written under this store's runs/RUN/ as a run of its own
    leaves them; returns that folder. Each path is names of plain folders below it (anything else
    is not from a node of ours: left out), and nothing is written through a symlink found there."""
    # lazy import (startup time): the store's file helpers load with the first result
    from savepoint import nofollow

    run_dir = store.root / "runs" / run_id
    for rel, data in logs.items():
        *folders, name = rel.split("/")
        try:
            with nofollow.folder(store.root, "runs", run_id, *folders, create=True) as fd:
                nofollow.write(fd, name, data, mode=0o644, where=str(run_dir.joinpath(*folders)))
        except nofollow.Refused:
            continue
    return run_dir


def bring_results(store: Store, runner: PlanRunner, remote: str | None, say: Callable[[str], None]) -> None:
    """Remote mode, at the end of a plan: pull the done tasks' results from the remote and restore
    them here, scope by scope. Not after Ctrl-C / SIGTERM: they stay on the remote (said), and
    `plan run --resume` brings them."""
    kept = runner.kept_results()
    if not kept or remote is None:
        return
    if runner.cancel.is_set():
        say(f"cancelled: the results of {len(kept)} done task(s) stay on remote {remote}; "
            f"`plan run --resume` brings them here")
        return
    # lazy import (startup time): keeps remote/ off the plan's import path
    from savepoint.remote.repo import repo_for

    repo = repo_for(store, remote)
    for cp in kept:
        repo.pull(store, cp)
    for cp in kept:
        store.restore(cp)
    say(f"the results of {len(kept)} task(s) are in this workspace")


def private_folder(path: Path, what: str, *, config: str | None = None) -> None:
    """Refuse a folder whose files savepoint trusts (job requests and results it unpickles, task
    folders it deletes) unless it is a folder (not a symlink) of this user's that nobody else can
    write to: one line, exit 2 when `config` (the variable that chose it) can be changed, else 74."""
    import stat  # (cheap, but only the executors that use job folders need it)

    try:
        st = os.lstat(path)
    except OSError as e:
        raise StoreError(f"cannot use {what} {path}: {e.strerror}") from None
    if not stat.S_ISDIR(st.st_mode):
        why = "it is not a folder (a symlink or a file stands there)"
    elif st.st_uid != os.geteuid():
        why = f"it belongs to {_user(st.st_uid)}, not to {_user(os.geteuid())}"
    elif st.st_mode & 0o022:
        who = "everyone" if st.st_mode & 0o002 else "its group"
        why = f"it is writable by {who} (mode {stat.S_IMODE(st.st_mode):o})"
    else:
        return
    hint = f"chmod go-w {path}, or set {config} to a folder of your own" if config else f"chmod go-w {path}"
    cls = UsageError if config else StoreError
    raise cls(f"refusing {what} {path}: {why}, so someone else could change what savepoint reads, runs "
              f"or deletes there; nothing was changed ({hint})")


def _user(uid: int) -> str:
    try:
        import pwd  # (only on this rare path)

        return pwd.getpwuid(uid).pw_name
    except (KeyError, ImportError):
        return f"uid {uid}"


def keep_result(store: Store, job: TaskJob) -> str:
    """A checkpoint of the task's scope as the task left it: what the plan keeps of the task."""
    info = store.checkpoint(job.task.spec.scope, kind="plan-result", task_id=job.task.id, run_id=job.run_id,
                            deps=job.deps, budget=None, message=f"result of plan task {job.task.id}")
    return info.id


def push_checkpoints(store: Store, remote: str, ids: list[str]) -> None:
    """Copy checkpoints to the remote (only what it lacks moves); RemoteError when it cannot."""
    # lazy import (startup time): keeps obstore, msgpack off the plan's import path
    from savepoint.remote.repo import repo_for

    if ids:
        repo_for(store, remote).push(store, ids)
