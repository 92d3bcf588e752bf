"""`savepoint plan run` and `savepoint plan status`: thin wrappers over savepoint.plan.api."""

from __future__ import annotations

import sys

import click

from savepoint.cli._common import echo, emit_json, store_options


@click.group("plan")
def plan_group() -> None:
    """Run a graph of tasks (plan run / plan status)."""


@plan_group.command("run")
@click.argument("plan_file", metavar="PLAN.toml")
@click.option("-j", "--jobs", default=1, show_default=True, metavar="N",
              help="Run up to N independent tasks at once (only when their scopes are disjoint).")
@click.option("--resume", is_flag=True, help="Continue a stopped plan: keep finished tasks, re-run the rest.")
@click.option("--keep-going/--no-keep-going", default=True, show_default=True,
              help="After a failure, keep running the tasks that do not need the failed one.")
@click.option("--executor", type=click.Choice(["local", "ray", "slurm"]), default="local", show_default=True,
              help="Where tasks run: here, on the nodes of a Ray cluster (needs a remote), or as Slurm jobs "
                   "(see docs/cluster.md).")
@click.option("--address", metavar="ADDR",
              help="The Ray cluster to connect to (host:port; default: RAY_ADDRESS, else a running local one).")
@click.option("--remote", "-r", "remote", metavar="NAME",
              help="Push each task's kept result to this remote (with --executor ray or slurm: the remote the "
                   "nodes exchange checkpoints through; default for ray: the only one there is).")
@click.option("--partition", "-p", metavar="P", help="Slurm: the partition of the jobs (sbatch --partition).")
@click.option("--time", "slurm_time", metavar="T", help="Slurm: each job's time limit (sbatch --time, e.g. 2:00:00).")
@click.option("--mem", metavar="M", help="Slurm: each job's memory (sbatch --mem, e.g. 8G).")
@click.option("--cpus-per-task", type=click.IntRange(min=1), metavar="N", help="Slurm: CPUs of each job.")
@click.option("--account", "-A", metavar="A", help="Slurm: the account the jobs are charged to.")
@click.option("--sbatch-arg", "sbatch_args", multiple=True, metavar="ARG",
              help="Slurm: one more sbatch argument for every job (repeatable), e.g. --sbatch-arg=--qos=high.")
@store_options
def plan_run_cmd(plan_file: str, jobs: int, resume: bool, keep_going: bool, executor: str, address: str | None,
                 remote: str | None, partition: str | None, slurm_time: str | None, mem: str | None,
                 cpus_per_task: int | None, account: str | None, sbatch_args: tuple[str, ...],
                 workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Run PLAN.toml's tasks in dependency order, each as `savepoint run` runs a task.

    Exit status: 0 when every task is DONE, PARTIAL or SKIPPED by a person; otherwise the code of
    the worst outcome (12 FATAL, 11 ROLLED_BACK, 75 RETRY, 70 internal error, 130 cancelled);
    2 for a malformed plan.
    """
    # lazy import (startup time): keeps plan/, concurrent, hashlib off this module's import
    from savepoint.plan.api import run_plan

    slurm = None
    given = (partition, slurm_time, mem, cpus_per_task, account)
    if executor == "slurm" or sbatch_args or any(v is not None for v in given):
        # lazy import (startup time): the Slurm executor's module only for a plan that names Slurm
        from savepoint.plan.executors.slurm import SlurmOptions

        slurm = SlurmOptions(partition=partition, time=slurm_time, mem=mem, cpus_per_task=cpus_per_task,
                             account=account, extra=list(sbatch_args))
    result = run_plan(plan_file, workspace, store=store_dir, jobs=jobs, resume=resume, keep_going=keep_going,
                      live=sys.stderr.isatty() and not as_json, executor=executor, remote=remote, address=address,
                      slurm=slurm)
    if as_json:
        emit_json(result.to_json())
    sys.exit(result.exit_code)


@plan_group.command("status")
@click.argument("plan_file", metavar="PLAN.toml")
@store_options
def plan_status_cmd(plan_file: str, workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Show each task's state, attempts, last diagnosis, what it waits on and why it would re-run."""
    # lazy imports (startup time): keep plan/, concurrent, hashlib off this module's import
    from savepoint.plan.api import plan_status
    from savepoint.plan.status import render_status

    status = plan_status(plan_file, workspace, store=store_dir)
    if as_json:
        emit_json(status)
        return
    for line in render_status(status):
        echo(line)
