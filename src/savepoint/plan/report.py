"""The plan's escalation report: one markdown file collecting every task that needs a person.

Written to `STORE/plans/PLAN_ID/escalations.md` whenever a task fails and at the end of a plan
run; removed when nothing needs a decision any more.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from savepoint import nofollow
from savepoint.errors import StoreError
from savepoint.model import Status
from savepoint.plan.spec import Plan
from savepoint.plan.state import TaskState

if TYPE_CHECKING:
    from savepoint.store import Store

TAIL_LINES = 12


def report_path(store: Store, plan_id: str) -> Path:
    return store.root / "plans" / plan_id / "escalations.md"


def needs_person(st: TaskState) -> bool:
    """Failed on its own (not merely blocked by another task), and no person has decided yet."""
    return st.status == Status.BLOCKED and not st.blocked_by and st.decided_by != "person"


def write_report(store: Store, plan: Plan, plan_id: str, states: dict[str, TaskState]) -> str | None:
    """Write (atomically) or remove the report; returns its path when there is one."""
    path = report_path(store, plan_id)
    failed = [t for t in plan.order if needs_person(states[t])]
    skipped = [t for t in plan.order if states[t].status == Status.SKIPPED and states[t].decided_by == "policy"]
    # a folder of the store a task can reach: nothing a symlink left there is followed
    try:
        if not failed and not skipped:
            with contextlib.suppress(FileNotFoundError), nofollow.folder(store.root, "plans", plan_id) as fd:
                os.unlink(path.name, dir_fd=fd)  # (unlink removes a symlink, never its target)
            return None
        text = render(store, plan, plan_id, states, failed, skipped)
        nofollow.write_file(store.root, ("plans", plan_id), path.name, text.encode())
    except nofollow.Refused as e:
        raise StoreError(str(e)) from None
    return str(path)


def render(store: Store, plan: Plan, plan_id: str, states: dict[str, TaskState], failed: list[str],
           skipped: list[str]) -> str:
    plan_file = str(plan.path)
    lines = [
        f"# Plan {plan_file}: {len(failed)} task{'s need' if len(failed) != 1 else ' needs'} a decision",
        "",
        f"Plan id `{plan_id}`, written {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}.",
        "Each failed task was rolled back to its checkpoint; the tasks that need it are blocked.",
        "",
        "| task | state | reason |",
        "|---|---|---|",
    ]
    for task_id in plan.order:
        st = states[task_id]
        lines.append(f"| {task_id} | {st.status} | {_cell(st.reason)} |")
    for task_id in failed:
        lines += ["", *_task_section(store, plan, task_id, states)]
    if skipped:
        lines += ["", "## Skipped by policy (on_fatal = \"skip\")", ""]
        lines += [f"- `{t}`: {states[t].reason} (run `{states[t].run_id}`)" for t in skipped]
    lines += ["", "## Then", "", f"    savepoint plan run {plan_file} --resume", ""]
    return "\n".join(lines)


def _task_section(store: Store, plan: Plan, task_id: str, states: dict[str, TaskState]) -> list[str]:
    st = states[task_id]
    spec = plan.tasks[task_id].spec
    blocked = [t for t in plan.dependents(task_id) if states[t].status == Status.BLOCKED]
    lines = [f"## `{task_id}`: {st.outcome or st.status}", ""]
    shell = spec.command[:2] == ["/bin/sh", "-c"] and len(spec.command) == 3
    lines.append(f"- command: `{spec.command[2] if shell else ' '.join(spec.command)}`")
    lines.append(f"- reason: {st.reason or 'unknown'}")
    if st.diagnosis:
        d = st.diagnosis
        lines.append(f"- diagnosis: {d.get('severity')} by rule `{d.get('rule')}`: {d.get('reason')}")
        if d.get("evidence"):
            lines.append(f"- evidence: `{_cell(str(d['evidence']))[:300]}`")
    lines.append(f"- run `{st.run_id}`, {st.attempts} attempt{'s' if st.attempts != 1 else ''}; "
                 f"logs in `{store.root / 'runs' / str(st.run_id)}`")
    if st.checkpoint_id:
        lines.append(f"- rolled back to checkpoint `{st.checkpoint_id}`")
    if st.post_failure_checkpoint:
        lines.append(f"- what the failed attempt left is kept: `savepoint diff {st.post_failure_checkpoint}`")
    if st.report:
        lines.append(f"- the run's own report: `{st.report}`")
    lines.append(f"- blocked because of it: {', '.join(blocked) if blocked else 'nothing'}")
    tail = _stderr_tail(store, st)
    if tail:
        lines += ["", "Last lines of its output:", "", *("    " + ln for ln in tail)]
    lines += [
        "",
        "Decide with one of:",
        "",
        f"    savepoint resolve {st.run_id} --retry    # run it again now; the plan takes its result",
        f"    savepoint resolve {st.run_id} --skip     # leave it out; the tasks that need it run",
        f"    savepoint resolve {st.run_id} --accept   # keep what the failed attempt left, as done",
        f"    savepoint resolve {st.run_id} --abort    # leave it and its dependents blocked",
    ]
    return lines


def _stderr_tail(store: Store, st: TaskState) -> list[str]:
    if not st.run_id or not st.attempts or "/" in st.run_id or st.run_id.strip(".") == "":
        return []  # (a run id from the catalog that is no plain name names no log of this store)
    for name in ("stderr.log", "stdout.log"):
        try:  # (the task could write in that folder: no symlink is followed)
            text = nofollow.read_tail(store.root, ("runs", st.run_id, f"attempt-{st.attempts}"), name,
                                      8192).decode("utf-8", "replace")
        except OSError:
            continue
        lines = [ln.rstrip() for ln in text.splitlines() if ln.strip()]
        if lines:
            return lines[-TAIL_LINES:]
    return []


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
