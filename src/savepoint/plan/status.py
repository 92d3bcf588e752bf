"""`plan status`: each task's state, attempts, last diagnosis, what it waits on, and why a resume
would run it (again). Reads the catalog only; never takes the lock, never runs anything."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from savepoint.model import Status
from savepoint.plan.report import needs_person, report_path
from savepoint.plan.resume import load_states, person_decision, rerun_reasons
from savepoint.plan.runner import task_json
from savepoint.plan.spec import Plan
from savepoint.plan.state import TaskState

if TYPE_CHECKING:
    from savepoint.store import Store


def plan_status(store: Store | None, plan: Plan, plan_id: str) -> dict[str, Any]:
    saved = load_states(store, plan_id) if store is not None else {}
    row = store.catalog.get_plan(plan_id) if store is not None else None
    live = _owner_alive(row)
    rerun = rerun_reasons(store, plan, plan_id, saved) if saved and not live else {}
    tasks = []
    for task_id in plan.order:
        st = saved.get(task_id) or TaskState()
        entry = task_json(task_id, st)
        entry["needs"] = list(plan.tasks[task_id].needs)
        entry["rerun"] = rerun.get(task_id)
        decided = person_decision(store, st.run_id) if store is not None and needs_person(st) else None
        if (entry["rerun"] and st.status == Status.BLOCKED) or decided:
            # a person already resolved the run (`resolve` refuses a second decision): resume
            entry["waits_on"] = [f"a resume: savepoint plan run {plan.path} --resume"
                                 + (f" (decided: --{decided})" if decided else "")]
        else:
            entry["waits_on"] = waits_on(plan, task_id, st, saved)
        tasks.append(entry)
    report = report_path(store, plan_id) if store is not None else None
    state = _plan_state(row, live)
    return {
        "plan_id": plan_id,
        "plan": str(plan.path),
        "state": state,
        "status": state,  # the key `plan run --json` uses for the same thing
        "report": str(report) if report is not None and report.exists() else None,
        "tasks": tasks,
    }


def waits_on(plan: Plan, task_id: str, st: TaskState, saved: dict[str, TaskState]) -> list[str]:
    if st.status in (Status.DONE, Status.PARTIAL, Status.SKIPPED, Status.RUNNING):
        return []
    if needs_person(st):
        return [f"a person: savepoint resolve {st.run_id} --retry|--skip|--accept|--abort"]
    if st.status == Status.BLOCKED and st.decided_by == "person":
        return []
    missing = []
    for need in plan.tasks[task_id].needs:
        other = saved.get(need)
        status = other.status if other else Status.PENDING.value
        if status not in (Status.DONE, Status.PARTIAL, Status.SKIPPED):
            missing.append(f"{need} ({status})")
    return missing


def _plan_state(row: dict[str, Any] | None, live: bool) -> str:
    if row is None:
        return "never run"
    state = str(row["state"])
    if state == "running" and not live:
        return "interrupted (continue with --resume)"
    return state


def _owner_alive(row: dict[str, Any] | None) -> bool:
    """Is a `plan run` still working on this plan right now?"""
    if row is None or row["state"] != "running":
        return False
    try:
        data = json.loads(row.get("data") or "{}")
    except ValueError:
        return False
    # lazy import (startup time): keeps runloop/ off this module's import
    from savepoint.runloop.orphans import process_alive

    return process_alive(data.get("pid"), data.get("host"))


def render_status(status: dict[str, Any]) -> list[str]:
    lines = [f"plan {status['plan']} ({status['plan_id']}): {status['state']}"]
    width = max(len(t["id"]) for t in status["tasks"])
    for t in status["tasks"]:
        line = f"  {t['id']:<{width}}  {t['status']:<8}"
        if t["attempts"]:
            line += f"  {t['attempts']} attempt{'s' if t['attempts'] != 1 else ''}"
        if t["run_id"]:
            line += f"  run {t['run_id']}"
        lines.append(line)
        if t["reason"]:
            lines.append(f"  {'':<{width}}  why: {t['reason']}")
        d = t["diagnosis"]
        if d and t["status"] not in (Status.DONE, Status.PARTIAL):
            lines.append(f"  {'':<{width}}  diagnosis: {d.get('severity')} by {d.get('rule')}: {d.get('reason')}")
        if t["waits_on"]:
            lines.append(f"  {'':<{width}}  waits on: {', '.join(t['waits_on'])}")
        if t["rerun"]:
            lines.append(f"  {'':<{width}}  on --resume: {t['rerun']}")
    if status["report"]:
        lines.append(f"escalation report: {status['report']}")
    return lines
