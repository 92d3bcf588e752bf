"""What a resume makes of a plan's saved state: which tasks keep their result, which run (again),
and why. `plan status` shows the same answers without running anything.

Rules, per task:
- never ran: runs; was running when savepoint stopped: runs again (recovery rolled its run back
  first), unless its run had already finished, whose result is then taken (never run twice);
- DONE/PARTIAL: kept, unless its command/params/scope changed in the plan file, or the content
  of its scope differs from what the plan left there (inputs changed), or a task it needs runs
  again; then it runs again, and the reason is recorded;
- BLOCKED by its own failure: waits for a person (`savepoint resolve RUN --skip|--retry|--accept|
  --abort`), unless the failure was transient or its spec changed in the plan file;
- BLOCKED because it needs a blocked task: re-evaluated (blocked again if that one still is).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from savepoint.exitcodes import EXIT_INTERNAL, EXIT_RETRY
from savepoint.model import Status
from savepoint.plan.spec import Plan
from savepoint.plan.state import OK_STATES, TaskState, spec_changes, spec_snapshot

if TYPE_CHECKING:
    from savepoint.store import Store

DECISIONS = ("skip", "retry", "accept", "abort")


def load_states(store: Store, plan_id: str) -> dict[str, TaskState]:
    return {row["task_id"]: TaskState.from_row(row) for row in store.catalog.plan_tasks(plan_id)}


def scope_digests(store: Store, scopes: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """task -> a digest of its scope's content (paths, kinds, contents, link targets, permissions),
    all from one scan of the union of the scopes."""
    # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
    from savepoint.store.scope import Scope

    union: list[str] = []
    for scope in scopes.values():
        positive = [p for p in scope if p.strip() and not p.lstrip().startswith(("!", "#"))]
        if not positive:  # the whole workspace
            union = []
            break
        union.extend(positive)
    manifest = store.current(union)
    entries = sorted(manifest.scoped(), key=lambda e: e.path)
    out: dict[str, str] = {}
    for task_id, scope in scopes.items():
        matcher = Scope(store.workspace, list(scope), read_ignore_file=False)
        h = hashlib.blake2b(digest_size=16)
        for e in entries:
            if matcher.contains(e.path, e.kind == "d"):
                h.update(json.dumps([e.path, e.kind, e.content, e.target, e.perm if e.kind != "l" else 0]).encode())
                h.update(b"\n")
        out[task_id] = h.hexdigest()
    return out


def person_decision(store: Store, run_id: str | None) -> str | None:
    """The decision `savepoint resolve` recorded on a run: skip, retry, accept, abort, or None."""
    if not run_id:
        return None
    row = store.catalog.get_run(run_id)
    if row is None:
        return None
    try:
        outcome = json.loads(row.get("outcome") or "{}")
    except ValueError:
        outcome = {}
    for key in ("decision", "resolution", "resolved"):
        value = outcome.get(key) if isinstance(outcome, dict) else None
        if isinstance(value, dict):
            value = value.get("action") or value.get("decision")
        if isinstance(value, str) and value.lstrip("-").lower() in DECISIONS:
            return value.lstrip("-").lower()
    return None


def reconcile(store: Store | None, plan: Plan, plan_id: str, saved: dict[str, TaskState], *,
              for_resume: bool) -> dict[str, TaskState]:
    """The states a resume starts from. Tasks that will run are PENDING with the reason why."""
    digests = _current_digests(store, plan, saved)
    states: dict[str, TaskState] = {}
    for task_id in plan.order:
        previous = saved.get(task_id)
        states[task_id] = _one(store, plan, task_id, previous, digests) if previous else TaskState()
    _rerun_dependents(plan, saved, states)
    return states


def _current_digests(store: Store | None, plan: Plan, saved: dict[str, TaskState]) -> dict[str, str]:
    """Digests now of the done tasks that have one to compare with (one scan for all)."""
    if store is None:
        return {}
    wanted = {t: plan.tasks[t].spec.scope for t in plan.order
              if t in saved and saved[t].status in OK_STATES and saved[t].scope_digest}
    if not wanted:
        return {}
    try:
        return scope_digests(store, wanted)
    except Exception:  # unreadable workspace: fall back to comparing specs only
        return {}


def _one(store: Store | None, plan: Plan, task_id: str, prev: TaskState, digests: dict[str, str]) -> TaskState:
    st = TaskState(**{**prev.to_data()})
    status = Status(prev.status)
    now_spec = spec_snapshot(plan.tasks[task_id].spec)
    changed = spec_changes(prev.spec, now_spec)
    if status is Status.RUNNING:
        return _adopt_finished(store, st)
    if status is Status.PENDING:
        return st
    if status in OK_STATES or (status is Status.SKIPPED and st.decided_by == "policy"):
        if changed:
            return _pending(st, "runs again: " + "; ".join(changed))
        now = digests.get(task_id)
        if (status in OK_STATES and st.decided_by != "person" and now and st.scope_digest
                and now != st.scope_digest):
            return _pending(st, "runs again: inputs changed (the content of its scope differs "
                                "from what the plan left there)")
        return st
    if status is Status.SKIPPED:
        return st
    # BLOCKED
    if st.blocked_by:
        return _pending(st, "")
    return _blocked(store, task_id, st, changed)


def _blocked(store: Store | None, task_id: str, st: TaskState, changed: list[str]) -> TaskState:
    """A task blocked by its own failure: what a person decided, else what the failure allows."""
    for _ in range(20):  # a retried run may itself have failed and been resolved
        decision = person_decision(store, st.run_id) if store is not None else None
        if decision == "retry":
            before = st.run_id
            _adopt_retry(store, task_id, st)
            if st.status == Status.BLOCKED and st.run_id != before:
                continue
            return st
        break
    if decision == "skip":
        st.status, st.decided_by, st.reason = Status.SKIPPED.value, "person", "skipped by a person (resolve --skip)"
    elif decision == "accept":
        st.status, st.decided_by, st.reason = Status.DONE.value, "person", "accepted by a person (resolve --accept)"
    elif decision == "abort":
        st.decided_by, st.reason = "person", "aborted by a person (resolve --abort)"
    elif changed:
        _pending(st, "runs again: " + "; ".join(changed))
    elif st.exit_code in (EXIT_RETRY, EXIT_INTERNAL) or st.outcome == Status.RETRY.value:
        _pending(st, "runs again: its last failure was transient")
    return st


def _adopt_retry(store: Store | None, task_id: str, st: TaskState) -> None:
    """`resolve --retry` ran the task again at once, outside the plan: take that run's result.
    Without one (it never ran), the task runs again in the plan."""
    retry = _later_run(store, task_id, st.run_id) if store is not None else None
    if retry is None or retry.get("state") != "DONE":
        _pending(st, "runs again: a person decided to retry (resolve --retry)")
        return
    st.runs = [*st.runs, retry["id"]]
    _adopt(st, retry, f"retried by a person (run {retry['id']})")


def _adopt_finished(store: Store | None, st: TaskState) -> TaskState:
    """A task the plan saw RUNNING when savepoint stopped: if its run had already finished (savepoint
    died between the run's end and the plan's record of it), take its result rather than run a
    task twice; if the run was cut short (rolled back by recovery, or cancelled), run it again."""
    row = store.catalog.get_run(st.run_id) if store is not None and st.run_id else None
    outcome = _outcome_of(row)
    if row is None or row.get("state") != "DONE" or outcome.get("reason") in CUT_SHORT:
        return _pending(st, "interrupted: runs again from its checkpoint")
    _adopt(st, row, "finished as savepoint stopped")
    return st


CUT_SHORT = ("recovered after crash", "cancelled")


def _outcome_of(row: dict[str, Any] | None) -> dict[str, Any]:
    try:
        outcome = json.loads((row or {}).get("outcome") or "{}")
    except ValueError:
        return {}
    return outcome if isinstance(outcome, dict) else {}


def _adopt(st: TaskState, row: dict[str, Any], why: str) -> None:
    """Make a finished run (not started by this plan run) the task's result."""
    outcome = _outcome_of(row)
    status = str(row.get("status") or outcome.get("status") or Status.FATAL)
    st.run_id, st.outcome = row["id"], status
    attempts = outcome.get("attempts") or []
    st.attempts = len(attempts)
    st.diagnosis = attempts[-1].get("diagnosis") if attempts else None
    st.exit_code = outcome.get("exit_code")
    st.checkpoint_id = row.get("checkpoint_id")
    st.decided_by, st.blocked_by = None, None
    if status in (Status.DONE, Status.PARTIAL):
        st.status, st.reason, st.scope_digest = status, why, None
    else:
        st.status = Status.BLOCKED.value
        st.reason = f"{why}: {outcome.get('reason') or status}"
        st.escalate = bool(row.get("escalate"))


def _later_run(store: Store, task_id: str, run_id: str | None) -> dict[str, Any] | None:
    """The newest run of `task_id` started after `run_id` (by `resolve --retry`)."""
    first = store.catalog.get_run(run_id) if run_id else None
    if first is None:
        return None
    later = [r for r in store.catalog.list_runs() if r.get("task_id") == task_id
             and r["id"] != run_id and float(r["created"]) > float(first["created"])]
    return later[0] if later else None


def _pending(st: TaskState, reason: str) -> TaskState:
    st.status, st.reason, st.blocked_by = Status.PENDING.value, reason, None
    st.decided_by = None
    return st


def _rerun_dependents(plan: Plan, saved: dict[str, TaskState], states: dict[str, TaskState]) -> None:
    """A done task runs again when a task it needs runs (again): its inputs will change."""
    for task_id in plan.order:
        st = states[task_id]
        if st.status not in OK_STATES or st.decided_by == "person":
            continue
        for need in plan.tasks[task_id].needs:
            if states[need].status == Status.PENDING:
                _pending(st, f"runs again: needs {need}, which runs again")
                break


def rerun_reasons(store: Store | None, plan: Plan, plan_id: str, saved: dict[str, TaskState]) -> dict[str, Any]:
    """For `plan status`: task -> why a resume would run it (again), for tasks that ran before."""
    after = reconcile(store, plan, plan_id, saved, for_resume=False)
    out: dict[str, Any] = {}
    for task_id, st in after.items():
        before = saved.get(task_id)
        if before and before.status != Status.PENDING and st.status == Status.PENDING and st.reason:
            out[task_id] = st.reason
    return out
