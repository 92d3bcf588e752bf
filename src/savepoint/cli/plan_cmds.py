"""`savepoint plan run` and `savepoint plan status`."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from savepoint.cli._common import echo, emit_json, store_options
from savepoint.errors import UsageError


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
@store_options
def plan_run_cmd(plan_file: str, jobs: int, resume: bool, keep_going: bool, workspace: str | None,
                 store_dir: str | None, as_json: bool) -> None:
    """Run PLAN.toml's tasks in dependency order, each under the tactic."""
    from savepoint.plan import load_plan, plan_id_for
    from savepoint.plan.progress import Progress
    from savepoint.plan.runner import PlanRunner
    from savepoint.store import Store
    from savepoint.workspace import find_workspace

    if jobs < 1:
        raise UsageError(f"-j must be at least 1, not {jobs}")
    ws = find_workspace(workspace)
    plan = load_plan(plan_file, ws)  # everything is validated before the store is touched
    plan_id = plan_id_for(Path(plan_file), ws)
    store = Store.open(ws, store_dir, create=True)
    try:
        with store.lock(purpose=f"plan run {plan_file}"):
            result = PlanRunner(store, plan, plan_id, jobs=jobs, keep_going=keep_going, resume=resume,
                                echo=True, live=sys.stderr.isatty() and not as_json,
                                progress=Progress()).run()
    finally:
        store.close()
    if as_json:
        emit_json(result.to_json())
    sys.exit(result.exit_code)


@plan_group.command("status")
@click.argument("plan_file", metavar="PLAN.toml")
@store_options
def plan_status_cmd(plan_file: str, workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Show each task's state, attempts, last diagnosis, what it waits on and why it would re-run."""
    from savepoint.plan import load_plan, plan_id_for
    from savepoint.plan.status import plan_status, render_status
    from savepoint.store import Store
    from savepoint.workspace import find_workspace, store_path

    ws = find_workspace(workspace)
    plan = load_plan(plan_file, ws)
    plan_id = plan_id_for(Path(plan_file), ws)
    store = Store.open(ws, store_dir) if store_path(ws, store_dir).exists() else None
    try:
        status = plan_status(store, plan, plan_id)
    finally:
        if store is not None:
            store.close()
    if as_json:
        emit_json(status)
        return
    for line in render_status(status):
        echo(line)
