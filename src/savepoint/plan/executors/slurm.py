"""The Slurm executor (`plan run --executor slurm`): each ready task is one Slurm job (`sbatch`);
the driver (this process) keeps the plan's state, watches its jobs (`squeue`, else `sacct`) and
reads each job's result from the job's folder.

Why sbatch and not submitit: the job's body is one command (`python -m
savepoint.plan.executors.slurm_node JOB_DIR`), the states Slurm reports are all the driver needs,
and Slurm's own commands are on every machine that can submit; no new dependency.

The job folder (STORE/slurm/PLAN_ID/RUN-N/, or under $SAVEPOINT_SLURM_DIR) must be visible from the
nodes at the same path, as Slurm clusters' home and project filesystems are. Per job it holds the
request, the batch script, `job.json` (job id, task, run, spec: what a resumed driver re-attaches
to), the job's output (`slurm.out`), the job's own store (shared-workspace mode) and, last, the
result.

- Where the workspace comes from: without `--remote`, the workspace's path is the same on the nodes
  (a shared filesystem) and each task runs there, in its own scope (tasks run at once only when
  their scopes are disjoint, as with -j N on one machine). With `--remote`, as on Ray: each node
  builds the plan's current state from checkpoints on the remote, and `finish` restores the results.
- A job Slurm ends without a result (cancelled by someone else, preempted, NODE_FAIL, TIMEOUT, gone)
  is TRANSIENT: the scope is rolled back (the job's store is recovered, as `savepoint recover`
  would) and the job is resubmitted, up to the task's `retries`; then the task is RETRY. A job the
  memory cgroup killed (OUT_OF_MEMORY) is NEEDS_CONTEXT: resubmitted with the task's `adjust`
  applied to its params, FATAL when it has none.
- Ctrl-C / SIGTERM of the driver: its jobs are cancelled (the node rolls the task back on Slurm's
  SIGTERM; the driver recovers the job's store if the node could not), the tasks become PENDING.
- The driver killed: `--resume` waits for the jobs the dead driver left queued or running and takes
  their results (never submits them twice); a fresh `plan run` cancels them first.
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import json
import os
import pickle
import re
import shlex
import shutil
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from savepoint.errors import SavepointError, StoreError, UsageError
from savepoint.model import AttemptRecord, Diagnosis, Outcome, Severity, Status
from savepoint.plan.executors.base import (
    TaskJob,
    TaskResult,
    bring_results,
    private_folder,
    push_checkpoints,
    save_logs,
)
from savepoint.plan.executors.ray_node import NodeRequest, NodeResult
from savepoint.plan.executors.slurm_node import (
    JOB_STORE,
    REQUEST,
    RESULT,
    JobRequest,
    JobResult,
    SharedRequest,
    load_private,
)

if TYPE_CHECKING:
    from savepoint.plan.runner import PlanRunner
    from savepoint.remote.config import Remote
    from savepoint.store import Store

COMMANDS = ("sbatch", "squeue", "scancel")
DIR_VAR = "SAVEPOINT_SLURM_DIR"  # where job folders go (default: the store's slurm/ folder)
PYTHON_VAR = "SAVEPOINT_SLURM_PYTHON"  # the interpreter the job runs (default: this one's path)
POLL_VAR = "SAVEPOINT_SLURM_POLL"  # seconds between looks at the queue (the result file: every 0.5 s)
POLL = 5.0
TICK = 0.5
WAITING_SAID = 120.0  # seconds between "still queued (REASON)" lines for a job Slurm has not started

# Slurm job states (squeue %T, sacct State): still going, or ended without the task's result
ACTIVE = frozenset({"PENDING", "CONFIGURING", "RUNNING", "COMPLETING", "SUSPENDED", "STOPPED", "SIGNALING",
                    "STAGE_OUT", "REQUEUED", "REQUEUE_HOLD", "REQUEUE_FED", "RESIZING", "RESV_DEL_HOLD",
                    "POWER_UP_NODE", "UNKNOWN"})
LOST = frozenset({"CANCELLED", "PREEMPTED", "NODE_FAIL", "TIMEOUT", "BOOT_FAIL", "DEADLINE", "REVOKED", "GONE"})
OOM = "OUT_OF_MEMORY"
GONE = "GONE"  # neither squeue nor sacct knows the job any more
TRANSIENT_SBATCH = re.compile(r"timed out|try again|temporarily|unable to contact|socket|connection refused|"
                              r"slurm_persist_conn|resource temporarily unavailable", re.IGNORECASE)


@dataclass
class SlurmOptions:
    """What `plan run` passes to every sbatch."""

    partition: str | None = None
    time: str | None = None
    mem: str | None = None
    cpus_per_task: int | None = None
    account: str | None = None
    extra: list[str] = field(default_factory=list)  # --sbatch-arg, as given

    def args(self) -> list[str]:
        out: list[str] = []
        for flag, value in (("--partition", self.partition), ("--time", self.time), ("--mem", self.mem),
                            ("--cpus-per-task", self.cpus_per_task), ("--account", self.account)):
            if value is not None and value != "":
                out.append(f"{flag}={value}")
        return out + list(self.extra)

    def given(self) -> list[str]:
        """The `plan run` flags set."""
        flags = [flag for flag, value in (("--partition", self.partition), ("--time", self.time),
                                          ("--mem", self.mem), ("--cpus-per-task", self.cpus_per_task),
                                          ("--account", self.account)) if value is not None and value != ""]
        return flags + (["--sbatch-arg"] if self.extra else [])


@dataclass
class JobRecord:
    """One submitted job, as job.json keeps it."""

    job_id: str
    task: str
    run_id: str
    dir: str  # the job folder (written for a person to read; a loaded record is where it was found)
    spec: dict[str, Any]
    submitted: float
    mode: str  # "shared" | "remote"
    workspace: str

    @property
    def path(self) -> Path:
        return Path(self.dir)

    def save(self) -> None:
        tmp = self.path / ".job.json.tmp"
        tmp.write_text(json.dumps(self.__dict__, sort_keys=True))
        os.replace(tmp, self.path / "job.json")

    @classmethod
    def load(cls, path: Path) -> JobRecord | None:
        """The record in the job folder `path`; None when it has none or it is damaged. Its values
        are data: its folder is `path` (a `dir` in it is ignored), its run id and task are plain
        names, its job id is a number (checked before anything is deleted, recovered or cancelled)."""
        # lazy imports (startup time): a plan on Slurm only
        from savepoint import nofollow
        from savepoint.store import safe

        try:
            fd = nofollow.open_read(path / "job.json")
            with os.fdopen(fd, "rb") as f:
                data = json.loads(f.read(1 << 20))
            rec = cls(**{k: data[k] for k in cls.__dataclass_fields__ if k != "dir"}, dir=str(path))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        job_id = rec.job_id
        if not (isinstance(job_id, str) and (job_id == "" or job_id.isdigit()) and safe.is_name(rec.task)
                and safe.is_name(rec.run_id) and isinstance(rec.spec, dict) and rec.mode in ("shared", "remote")
                and isinstance(rec.workspace, str) and isinstance(rec.submitted, int | float)):
            return None
        return rec


def require_commands() -> None:
    missing = [c for c in COMMANDS if shutil.which(c) is None]
    if missing:
        raise UsageError(f"plans on Slurm need Slurm's commands on PATH here: {', '.join(missing)} not found")


def _error_line(text: str) -> str:
    """The line of sbatch's output that says what is wrong."""
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    fatal = [ln for ln in lines if "fatal:" in ln.lower()]  # "Could not establish a configuration source"
    errors = [ln for ln in lines if "error:" in ln.lower()]  # the first says it: "invalid partition specified"
    line = (fatal or errors or lines[-1:] or ["no reason given"])[0]
    return re.sub(r"^(\w+: )?(error|fatal): ", "", line, flags=re.IGNORECASE)[:300]


def check_submission(options: SlurmOptions) -> None:
    """`sbatch --test-only` with the plan's options: a bad partition, account, time or memory is
    said now, in one line, before anything is created or run."""
    argv = ["sbatch", "--test-only", *options.args(), "--wrap", "true"]
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        raise UsageError("Slurm did not answer `sbatch --test-only` within 60 s") from None
    if out.returncode != 0:
        shown = " ".join(shlex.quote(a) for a in options.args())
        raise UsageError(f"Slurm refuses the plan's jobs{f' (sbatch {shown})' if shown else ''}: "
                         f"{_error_line(out.stderr + out.stdout)}")


def query_states(ids: list[str]) -> dict[str, tuple[str, str]]:
    """job id -> (state, reason), from squeue (jobs the controller still knows, finished ones for a
    few minutes), else sacct (where accounting is on). Unknown to both: GONE. A command that fails
    (the controller busy): UNKNOWN, which counts as still going."""
    if not ids:
        return {}
    out: dict[str, tuple[str, str]] = {}
    try:
        sq = subprocess.run(["squeue", "-h", "--states=all", "-j", ",".join(ids), "-o", "%i|%T|%r"],
                            capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return {i: ("UNKNOWN", "squeue did not answer") for i in ids}
    if sq.returncode == 0:
        for line in sq.stdout.splitlines():
            parts = line.strip().split("|")
            if len(parts) >= 2 and parts[0] in ids:
                out[parts[0]] = (parts[1].split()[0] if parts[1].split() else "UNKNOWN",
                                 parts[2] if len(parts) > 2 else "")
    elif "invalid job id" not in (sq.stderr + sq.stdout).lower():
        return {i: ("UNKNOWN", _error_line(sq.stderr)) for i in ids}
    missing = [i for i in ids if i not in out]
    if missing:
        out.update(_sacct_states(missing))
    return {i: out.get(i, (GONE, "unknown to squeue and sacct")) for i in ids}


def _sacct_states(ids: list[str]) -> dict[str, tuple[str, str]]:
    try:
        sa = subprocess.run(["sacct", "-n", "-P", "-X", "-j", ",".join(ids), "-o", "JobIDRaw,State,Reason"],
                            capture_output=True, text=True, timeout=60)
    except (subprocess.TimeoutExpired, OSError):
        return {}
    out: dict[str, tuple[str, str]] = {}
    if sa.returncode != 0:
        return out
    for line in sa.stdout.splitlines():
        parts = line.strip().split("|")
        if len(parts) >= 2 and parts[0] in ids and parts[1].split():
            out[parts[0]] = (parts[1].split()[0], parts[2] if len(parts) > 2 else "")  # "CANCELLED by 0"
    return out


class Queue:
    """The states of the driver's jobs, from one squeue call for all of them at most every POLL s."""

    def __init__(self, poll: float) -> None:
        self.poll = poll
        self._lock = threading.Lock()
        self._ids: set[str] = set()
        self._states: dict[str, tuple[str, str]] = {}
        self._when = 0.0

    def watch(self, job_id: str) -> None:
        with self._lock:
            self._ids.add(job_id)
            self._when = 0.0

    def forget(self, job_id: str) -> None:
        with self._lock:
            self._ids.discard(job_id)
            self._states.pop(job_id, None)

    def state(self, job_id: str, fresh: bool = False) -> tuple[str, str]:
        with self._lock:
            if fresh or job_id not in self._states or time.monotonic() - self._when >= self.poll:
                self._ids.add(job_id)
                self._states = query_states(sorted(self._ids))
                self._when = time.monotonic()
            return self._states.get(job_id, ("UNKNOWN", ""))


def jobs_root(store: Store, plan_id: str) -> Path:
    """The plan's job folder, made if missing. The driver unpickles the results it finds there and
    deletes and recovers the folders its records name: both it and the folder holding it must be
    this user's own, writable by nobody else (else one line, exit 2 for $SAVEPOINT_SLURM_DIR, 74)."""
    base = os.environ.get(DIR_VAR)
    top = Path(base).expanduser().resolve() if base else store.root / "slurm"
    try:
        top.mkdir(parents=bool(base), exist_ok=True, mode=0o700)
    except OSError as e:
        raise (UsageError if base else StoreError)(f"cannot make the Slurm job folder {top}: {e.strerror}") from None
    private_folder(top, "the Slurm job folder", config=DIR_VAR if base else None)
    root = top / plan_id
    with contextlib.suppress(FileExistsError):
        root.mkdir(mode=0o700)
    private_folder(root, "the Slurm job folder")
    return root


class SlurmExecutor:
    name = "slurm"

    def __init__(self, *, jobs: int, remote: str | None = None, options: SlurmOptions | None = None) -> None:
        self.jobs = max(1, jobs)
        self.remote_name = remote
        self.options = options or SlurmOptions()
        self.remote: Remote | None = None
        self.base: str | None = None  # remote mode: the checkpoint of this workspace the plan started from
        self.root: Path | None = None
        self.queue = Queue(float(os.environ.get(POLL_VAR) or POLL))
        self._pool: cf.ThreadPoolExecutor | None = None
        self._runner: PlanRunner | None = None
        self._attach: dict[str, JobRecord] = {}  # task -> a job a dead driver left (resume)

    def check(self) -> None:
        """Before anything is created: Slurm's commands are here and accept the plan's options."""
        require_commands()
        check_submission(self.options)

    # -- the executor interface ------------------------------------------------------------------

    def start(self, runner: PlanRunner) -> None:
        store = runner.store
        self._runner = runner
        self.root = jobs_root(store, runner.plan_id)
        where = "in the shared workspace"
        if self.remote_name is not None:
            # lazy import (startup time): remote/ only for a plan through a remote
            from savepoint.remote.config import get_remote, pick_remote

            self.remote = get_remote(store.root, pick_remote(store.root, self.remote_name))
            where = f"from checkpoints on remote {self.remote.name}"
        shown = " ".join(self.options.args())
        self._say(f"on Slurm{' (' + shown + ')' if shown else ''}: each task is one job, run {where}")
        self._leftovers(runner)
        if self.remote is not None:
            info = store.checkpoint([], kind="plan-base", budget=None,
                                    message=f"start of plan {runner.plan_id} on Slurm")
            push_checkpoints(store, self.remote.name, [info.id])
            self.base = info.id
        self._pool = cf.ThreadPoolExecutor(max_workers=self.jobs, thread_name_prefix="plan-slurm")

    def submit(self, job: TaskJob) -> cf.Future[TaskResult]:
        assert self._pool is not None, "start() first"
        return self._pool.submit(self._run, job)

    def finish(self, runner: PlanRunner) -> None:
        """Remote mode: bring the done tasks' results here (pulled, restored scope by scope); after
        Ctrl-C they stay on the remote for `--resume`. In the shared workspace they are here already."""
        bring_results(runner.store, runner, self.remote.name if self.remote is not None else None, self._say)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
        # jobs a dead driver left that this run did not take (the plan stopped first): none may go
        # on writing the workspace once the lock is released
        left = list(self._attach.values())
        self._attach.clear()
        for rec in left:
            self._end_leftover(rec, cancel=True)

    # -- jobs a dead driver left ------------------------------------------------------------------

    def _records(self) -> list[JobRecord]:
        """The records of jobs not collected yet. One of another workspace (a job folder copied
        here, or written by hand) is left alone, said: its folder is not deleted, its store not
        recovered (that would restore its checkpoint into the workspace it names)."""
        assert self.root is not None and self._runner is not None
        found = []
        workspace = str(self._runner.store.workspace)
        for d in sorted(self.root.iterdir()) if self.root.is_dir() else []:
            if d.is_dir() and not d.is_symlink() and not os.path.lexists(d / "collected"):
                rec = JobRecord.load(d)
                if rec is None:
                    continue
                if rec.workspace != workspace:
                    self._say(f"left the job folder {d} alone: it is of another workspace ({rec.workspace[:200]})")
                    continue
                found.append(rec)
        return found

    def _leftovers(self, runner: PlanRunner) -> None:
        """Jobs the plan's last driver submitted and did not collect: on --resume, wait for those
        still queued or running and keep them for their tasks (re-attached, not resubmitted); on a
        fresh run, cancel them. Either way nothing of the last run writes the workspace once tasks
        start here."""
        records = self._records()
        if not records:
            return
        for r in records:
            if not r.job_id:  # the last driver died while sbatch ran: did the job get in?
                r.job_id = _find_job(r.path / "job.sh") or ""
        for r in [r for r in records if not r.job_id]:
            records.remove(r)
            self._end_leftover(r, cancel=False)
        states = query_states([r.job_id for r in records])
        live = [r for r in records if states[r.job_id][0] in ACTIVE]
        try:
            if live and not runner.resume:
                self._say(f"cancelling {len(live)} Slurm job(s) the plan's last run left: "
                          + ", ".join(f"{r.job_id} ({r.task})" for r in live))
                for r in live:
                    _scancel(r.job_id)
            elif live:
                self._say("waiting for the Slurm job(s) the plan's last run left, to take their results: "
                          + ", ".join(f"{r.job_id} ({r.task})" for r in live))
            pending = {r.job_id for r in live}
            while pending:
                time.sleep(min(self.queue.poll, 2.0))
                now = query_states(sorted(pending))
                pending = {i for i in pending if now[i][0] in ACTIVE}
        except KeyboardInterrupt:
            for r in live:
                _scancel(r.job_id)
            for r in records:
                self._end_leftover(r, cancel=True)
            raise
        for r in records:
            if runner.resume and r.task not in self._attach:
                self._attach[r.task] = r
            else:
                self._end_leftover(r, cancel=False)

    def _end_leftover(self, rec: JobRecord, *, cancel: bool) -> None:
        """A job nobody will take the result of: stopped, its scope rolled back if it was cut short."""
        if cancel and rec.job_id:
            _scancel(rec.job_id)
            deadline = time.monotonic() + 600
            while query_states([rec.job_id])[rec.job_id][0] in ACTIVE and time.monotonic() < deadline:
                time.sleep(TICK)
        if not (rec.path / RESULT).exists():
            self._recover(rec)
        _collected(rec, keep=False)

    # -- one task --------------------------------------------------------------------------------

    def _run(self, job: TaskJob) -> TaskResult:
        # lazy import (startup time): decide/ and the spec snapshot load with the first task
        from savepoint.decide import apply_adjust
        from savepoint.plan.state import spec_snapshot

        spec = job.task.spec
        snapshot = spec_snapshot(spec)
        rec = self._attach.pop(job.task.id, None)
        if rec is not None and rec.spec != snapshot:  # the plan file changed since: its result is stale
            self._say(f"{job.task.id}: Slurm job {rec.job_id} of the last run ran an older spec: runs again")
            self._end_leftover(rec, cancel=False)
            rec = None
        elif rec is not None:
            self._say(f"{job.task.id}: takes the result of Slurm job {rec.job_id} (submitted by the plan's last run)")
        lost: list[dict[str, Any]] = []
        while True:
            if rec is None:
                if job.cancel.is_set():
                    return self._cancelled(job, lost)
                rec = self._sbatch(job, spec, snapshot, len(lost) + 1)
                self._say(f"{job.task.id}: Slurm job {rec.job_id} submitted")
            state, reason, result, ours = self._wait(rec, job)
            cut_short = result is None or (result.result is not None and result.result.outcome.reason == "cancelled")
            if ours and cut_short:  # the plan was cancelled: the job rolled back, or the store is recovered
                if result is None or result.result is None:
                    self._recover(rec)
                _collected(rec, keep=False)
                return self._cancelled(job, lost)
            if result is not None and result.error is not None:
                _collected(rec, keep=True)
                err = SavepointError(f"{job.task.id}: {result.error} (Slurm job {rec.job_id})")
                err.exit_code = result.exit_code
                raise err
            if result is not None and result.result is not None and not cut_short:
                return self._done(job, rec, result.result, lost)
            # Slurm ended the job before its task finished
            if result is None:
                self._recover(rec)
            tail = _tail(rec.path / "slurm.out")
            if state not in LOST and state != OOM and result is None:
                _collected(rec, keep=True)
                if not (rec.path / "slurm.out").exists():  # the node wrote it somewhere this machine does not see
                    raise RuntimeError(f"Slurm job {rec.job_id} ended {state} without a result, and its output is "
                                       f"not in {rec.path}: the job folders must be on a filesystem the nodes "
                                       f"share (set {DIR_VAR}, or --store)")
                raise RuntimeError(f"Slurm job {rec.job_id} ended {state} without a result"
                                   f"{': ' + tail if tail else ''} (its output: {rec.path / 'slurm.out'})")
            loss = {"job": rec.job_id, "error": state, "detail": reason or "", "started": rec.submitted,
                    "ended": time.time(), "tail": tail, "params": dict(spec.params)}
            oom = state == OOM
            attempt = _lost_attempt(len(lost) + 1, loss, oom=oom)
            assert attempt.diagnosis is not None
            loss["diagnosis"] = attempt.diagnosis.to_json()
            lost.append(loss)
            _collected(rec, keep=False)
            rec = None
            if oom and not spec.adjust:
                return self._gave_up(job, lost, Status.FATAL, escalate=True, reason=(
                    "the Slurm job ran out of memory (its --mem): nothing to adjust (give the task `adjust`, "
                    "or a larger --mem)"))
            if len(lost) > spec.retries:
                if oom:
                    return self._gave_up(job, lost, Status.ROLLED_BACK, reason=(
                        f"the Slurm job ran out of memory {len(lost)} times, with adjusted params each time"))
                return self._gave_up(job, lost, Status.RETRY, reason=(
                    f"Slurm ended the task's job before it finished, {len(lost)} time(s) "
                    f"({', '.join(x['error'] for x in lost)})"))
            if oom:
                spec = replace(spec, params=apply_adjust(spec.params, spec.adjust))
                self._say(f"{job.task.id}: Slurm job {loss['job']} ran out of memory: resubmitted with "
                          + ", ".join(f"{k}={v}" for k, v in spec.params.items() if k in spec.adjust))
            else:
                self._say(f"{job.task.id}: Slurm job {loss['job']} ended {state}"
                          f"{' (' + reason + ')' if reason and reason != 'None' else ''}: resubmitted "
                          f"({len(lost)} of {spec.retries})")

    def _sbatch(self, job: TaskJob, spec: Any, snapshot: dict[str, Any], number: int) -> JobRecord:
        assert self.root is not None and self._runner is not None
        workspace = str(self._runner.store.workspace)
        job_dir = self.root / f"{job.run_id}-{number}"
        job_dir.mkdir(mode=0o700)
        if self.remote is not None:
            assert self.base is not None
            req = JobRequest(remote=NodeRequest(
                remote_name=self.remote.name, remote_url=self.remote.url, base=[self.base, *job.base],
                task_id=job.task.id, spec=spec, run_id=job.run_id, plan_id=job.plan_id, deps=job.deps))
            cwd, mode = job_dir, "remote"
        else:
            req = JobRequest(shared=SharedRequest(
                workspace=workspace, task_id=job.task.id, spec=spec, run_id=job.run_id, plan_id=job.plan_id,
                deps=job.deps, outside_ignore=[*job.outside_ignore, *self._store_ignore()]))
            cwd, mode = Path(workspace), "shared"
        with (job_dir / REQUEST).open("wb") as f:
            pickle.dump(req, f)
        python = os.environ.get(PYTHON_VAR) or sys.executable
        script = job_dir / "job.sh"
        script.write_text("#!/bin/sh\n"
                          f"# savepoint plan {job.plan_id}: task {job.task.id}, run {job.run_id}\n"
                          f"exec {shlex.quote(python)} -m savepoint.plan.executors.slurm_node "
                          f"{shlex.quote(str(job_dir))}\n")
        script.chmod(0o700)
        argv = ["sbatch", "--parsable", f"--job-name=savepoint-{job.task.id}", f"--output={job_dir / 'slurm.out'}",
                f"--chdir={cwd}", "--no-requeue", *self.options.args(), str(script)]
        # recorded before sbatch too: a driver killed in between leaves a job its successor finds
        rec = JobRecord(job_id="", task=job.task.id, run_id=job.run_id, dir=str(job_dir), spec=snapshot,
                        submitted=time.time(), mode=mode, workspace=workspace)
        rec.save()
        try:
            rec.job_id = _submit(argv, job.task.id)
        except BaseException:
            shutil.rmtree(job_dir, ignore_errors=True)
            raise
        rec.save()
        return rec

    def _store_ignore(self) -> list[str]:
        """The driver's store, when it lies in the workspace: its writes are not the task's."""
        assert self._runner is not None
        store = self._runner.store
        try:
            rel = store.root.resolve().relative_to(store.workspace.resolve())
        except ValueError:
            return []
        return [f"/{rel.as_posix()}/"]

    def _wait(self, rec: JobRecord, job: TaskJob) -> tuple[str, str, JobResult | None, bool]:
        """Until the job has a result or Slurm ended it: (Slurm's state, its reason, the result,
        whether the driver cancelled it). A result that says "cancelled" waits for Slurm's final
        state (someone's scancel, preemption, a time limit: why it was cut short)."""
        self.queue.watch(rec.job_id)
        ours = False
        told = time.monotonic()
        try:
            while True:
                if job.cancel.is_set() and not ours:
                    _scancel(rec.job_id)
                    ours = True
                result = _read_result(rec.path)
                if result is not None and not (result.result is not None
                                               and result.result.outcome.reason == "cancelled"):
                    return "COMPLETED", "", result, ours
                state, reason = self.queue.state(rec.job_id, fresh=result is not None)
                if state not in ACTIVE:
                    return state, reason, result or _read_result(rec.path), ours
                if state == "PENDING" and time.monotonic() - told >= WAITING_SAID:  # say why it waits
                    self._say(f"{rec.task}: Slurm job {rec.job_id} is still queued ({reason or 'no reason given'})")
                    told = time.monotonic()
                time.sleep(TICK)
        finally:
            self.queue.forget(rec.job_id)

    def _recover(self, rec: JobRecord) -> None:
        """Roll back what a job cut short left in the shared workspace: `recover` on the job's store
        (the job is over: Slurm has ended its processes)."""
        store_dir = rec.path / JOB_STORE
        if rec.mode != "shared" or not (store_dir / "catalog.db").exists():
            return  # remote mode: the node's folder was its own; or the job never took its checkpoint
        # lazy imports (startup time): the run loop's recovery only when a job was cut short
        from savepoint.runloop.crashed import finish_after_crash
        from savepoint.store import Store

        assert self._runner is not None  # (the driver's workspace: the record's was checked to be it)
        with Store.open(self._runner.store.workspace, store_dir) as st, \
                st.lock(timeout=600, purpose="recover a Slurm job"):
            for line in finish_after_crash(st):
                self._say(f"{rec.task}: Slurm job {rec.job_id}: {line}")

    def _done(self, job: TaskJob, rec: JobRecord, result: NodeResult, lost: list[dict[str, Any]]) -> TaskResult:
        outcome = result.outcome
        if lost:  # the jobs Slurm cut short come first in the task's attempts
            losses = [_lost_attempt(i + 1, loss, oom=loss["error"] == OOM) for i, loss in enumerate(lost)]
            for n, a in enumerate(outcome.attempts, start=len(losses) + 1):
                a.number = n
            outcome.attempts = [*losses, *outcome.attempts]
        failed_left = [a.post_failure_checkpoint for a in outcome.attempts if a.post_failure_checkpoint]
        if rec.mode == "shared" and failed_left:
            outcome.warnings.append(f"what the failed attempts left is in the Slurm job's store: savepoint diff "
                                    f"{failed_left[-1]} --store {rec.path / JOB_STORE}")
        self._record_here(job, result, node=f"{result.node}/slurm-{rec.job_id}")
        _collected(rec, keep=bool(failed_left) or not outcome.ok)
        return TaskResult(outcome=outcome, kept_checkpoint=result.kept_checkpoint,
                          node=f"{result.node}/slurm-{rec.job_id}", lost=lost)

    def _cancelled(self, job: TaskJob, lost: list[dict[str, Any]]) -> TaskResult:
        return TaskResult(outcome=Outcome(status=Status.ROLLED_BACK, run_id=job.run_id, checkpoint_id=None,
                                          reason="cancelled"), lost=lost)

    def _gave_up(self, job: TaskJob, lost: list[dict[str, Any]], status: Status, *, reason: str,
                 escalate: bool = False) -> TaskResult:
        outcome = Outcome(status=status, run_id=job.run_id, checkpoint_id=None, escalate=escalate, reason=reason,
                          attempts=[_lost_attempt(i + 1, x, oom=x["error"] == OOM) for i, x in enumerate(lost)])
        self._record_catalog(job, outcome, node=None)
        return TaskResult(outcome=outcome, lost=lost)

    def _record_here(self, job: TaskJob, result: NodeResult, node: str) -> None:
        """The job's run as this store knows its own: its logs under runs/RUN/ and its row in the
        catalog (for `savepoint show RUN`, `plan status`, `resolve`, the escalation report)."""
        assert self._runner is not None
        run_dir = save_logs(self._runner.store, job.run_id, result.logs)
        outcome = result.outcome
        outcome.run_id = job.run_id  # a re-attached job ran under the last driver's run id
        outcome.log_dir = str(run_dir)
        for a in outcome.attempts:
            if result.run_dir and a.log_dir.startswith(result.run_dir):
                a.log_dir = str(run_dir) + a.log_dir[len(result.run_dir):]
        outcome.report = None  # in the job's store: the plan's report says it all
        self._record_catalog(job, outcome, node=node)

    def _record_catalog(self, job: TaskJob, outcome: Outcome, node: str | None) -> None:
        # lazy import (startup time): keeps runloop/ off the plan's import path
        from savepoint.runloop.spec import spec_to_json

        assert self._runner is not None
        catalog = self._runner.store.catalog
        catalog.create_run(job.run_id, task_id=job.task.id, plan_id=job.plan_id, spec=spec_to_json(job.task.spec),
                           pid=0, host=node or "slurm")
        catalog.update_run(job.run_id, state="DONE", status=str(outcome.status), escalate=int(outcome.escalate),
                           outcome=outcome.to_json())

    def _say(self, message: str) -> None:
        if self._runner is not None and self._runner.progress is not None:
            self._runner.progress.say(message)


def _submit(argv: list[str], task_id: str) -> str:
    """sbatch; its job id. Retried a few times when the controller is busy; a refusal is one line."""
    for attempt in range(4):
        try:
            out = subprocess.run(argv, capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            out = subprocess.CompletedProcess(argv, 1, "", "sbatch timed out")
        job_id = out.stdout.strip().split(";")[0].strip()
        if out.returncode == 0 and job_id.isdigit():
            return job_id
        text = out.stderr + out.stdout
        if attempt < 3 and TRANSIENT_SBATCH.search(text):
            time.sleep(2 * (attempt + 1))
            continue
        raise UsageError(f"Slurm refused the job of task {task_id}: {_error_line(text)}")
    raise AssertionError("unreachable")


def _find_job(script: Path) -> str | None:
    """The id of this user's job that runs `script` (a submission whose id was never recorded)."""
    try:
        out = subprocess.run(["squeue", "-h", "--states=all", "-u", str(os.getuid()), "-o", "%i|%o"],
                             capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in out.stdout.splitlines():
        job_id, _, command = line.strip().partition("|")
        if command == str(script) and job_id.isdigit():
            return job_id
    return None


def _scancel(job_id: str) -> None:
    with contextlib.suppress(OSError, subprocess.TimeoutExpired):
        subprocess.run(["scancel", job_id], capture_output=True, timeout=60)


def _read_result(job_dir: Path) -> JobResult | None:
    """The job's result, if it is there; only ever unpickled from a file only this user could have
    written (slurm_node.load_private; jobs_root checked the folders above the job's)."""
    try:
        result: JobResult = load_private(job_dir, RESULT)
    except FileNotFoundError:
        return None
    return result


def _collected(rec: JobRecord, *, keep: bool) -> None:
    """The job's result is the plan's now: never re-attached. Its folder goes unless it keeps what a
    person may look at (a failed run's output and store)."""
    if keep:
        with contextlib.suppress(OSError):
            (rec.path / "collected").touch()
    else:
        shutil.rmtree(rec.path, ignore_errors=True)


def _tail(path: Path, lines: int = 3) -> str:
    try:
        with path.open("rb") as f:
            f.seek(max(0, os.fstat(f.fileno()).st_size - 4096))
            text = f.read().decode(errors="replace")
    except OSError:
        return ""
    kept = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return " | ".join(kept[-lines:])[:500]


def _lost_attempt(number: int, loss: dict[str, Any], *, oom: bool) -> AttemptRecord:
    state = str(loss["error"])
    if oom:
        diagnosis = Diagnosis(Severity.NEEDS_CONTEXT, "slurm:out-of-memory",
                              "Slurm's memory cgroup killed the job (its --mem): runs again with the task's "
                              "adjusted params", evidence=f"Slurm job {loss['job']}: {state}")
    else:
        diagnosis = Diagnosis(Severity.TRANSIENT, f"slurm:{state.lower().replace('_', '-')}",
                              "Slurm ended the job before the task finished (cancelled, preempted, a node "
                              "failure, its time limit): runs again from the same state",
                              evidence=f"Slurm job {loss['job']}: {state}"
                                       + (f" ({loss['detail']})" if loss.get("detail") not in ("", "None", None)
                                          else "")
                                       + (f"; last output: {loss['tail']}" if loss.get("tail") else ""))
    return AttemptRecord(number=number, exit=None, signal=None,
                         duration=float(loss["ended"]) - float(loss["started"]),
                         params=dict(loss.get("params") or {}), diagnosis=diagnosis, rolled_back=True)
