"""A person's decision on an escalated run: `savepoint resolve --retry|--skip|--accept|--abort`."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from savepoint.errors import UsageError
from savepoint.ids import run_row
from savepoint.model import (
    Status,
)

if TYPE_CHECKING:
    from savepoint.store import Store


RESOLVABLE = (Status.FATAL, Status.ROLLED_BACK, Status.RETRY)


def find_run(store: Store, ref: str) -> dict[str, Any]:
    """A run row from its id, a unique prefix, `latest`, or a checkpoint it took."""
    return run_row(store, ref)


def resolve_run(store: Store, row: dict[str, Any], decision: str, force: bool = False) -> dict[str, Any]:
    """Record `decision` (retry, skip, accept, abort) on a finished, failed run; act on accept.
    Accept refuses, unless `force`, when the scope changed since the run was rolled back: it
    would replace that newer work (kept in a checkpoint all the same)."""
    run_id = row["id"]
    if row["state"] != "DONE":
        raise UsageError(f"run {run_id} is still in flight; run `savepoint recover` first")
    if row.get("status") not in RESOLVABLE:
        raise UsageError(f"run {run_id} is {row.get('status')}: only a FATAL, ROLLED_BACK or RETRY run "
                         "can be resolved")
    outcome = json.loads(row.get("outcome") or "{}")
    earlier = outcome.get("resolution") if isinstance(outcome, dict) else None
    if isinstance(earlier, dict) and earlier.get("decision"):  # --abort and --retry keep the status
        raise UsageError(f"run {run_id} was already resolved (--{earlier['decision']}): a run is "
                         "resolved once")
    status = str(row["status"])
    message = f"run {run_id}: "
    detail: dict[str, Any] = {"decision": decision}
    pending = _isolated_layer(store, row)
    if decision == "accept" and pending is not None:
        detail, message = _accept_isolated(store, row, outcome, pending, force)
        status = str(Status.DONE)
    elif decision == "accept":
        if json.loads(row.get("spec") or "{}").get("isolate") and not _post_failure(outcome):
            raise UsageError(f"run {run_id} ran with --isolate and left nothing to accept: the writes of a "
                             "rolled-back attempt are discarded, unless the run escalates (then its last "
                             "attempt's are kept until a person decides)")
        post = _post_failure(outcome)
        if post is None:
            raise UsageError(f"run {run_id} left no post-failure state to accept (it changed nothing "
                             "or was not rolled back)")
        base = row.get("checkpoint_id")
        if base and not force:
            try:
                since = store.diff(str(base))
            except UsageError as exc:  # its checkpoint is gone (gc): no way to tell what changed since
                raise UsageError(f"run {run_id}: its checkpoint {base} was removed, so savepoint cannot "
                                 "tell whether the workspace changed since the run; --force accepts "
                                 "anyway (what it replaces is kept as a checkpoint)") from exc
            if not since.empty:
                paths = [*since.added, *since.modified, *since.deleted]
                raise UsageError(
                    f"run {run_id}: the workspace changed since the run ({len(paths)} path(s) in its scope, "
                    f"e.g. {', '.join(paths[:3])}); accepting would replace them. See `savepoint diff {base}`; "
                    "--force accepts anyway (what it replaces is kept as a checkpoint)")
        report = store.restore(post)
        undo = report.pre_restore_checkpoint
        detail["restored"] = post
        detail["pre_restore_checkpoint"] = undo
        status = str(Status.DONE)
        message += f"accepted: the workspace now holds what the failed attempt left ({post})"
        if undo:
            message += (f"; the previous state is checkpoint {undo} "
                        f"(`savepoint restore {undo}` undoes this)")
        elif report.quarantine or report.not_kept:  # the disk was full: no checkpoint of it
            # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
            from savepoint.store.store import space_note

            message += space_note(report)
        else:
            message += "; it already did (nothing changed)"
    elif decision == "skip":
        status = str(Status.SKIPPED)
        message += "skipped: it stays rolled back; plans treat it as SKIPPED"
    elif decision == "abort":
        message += "aborted: it stays rolled back"
    elif decision == "retry":
        message += "retrying from its stored spec"
    else:
        raise UsageError(f"unknown decision {decision!r}")
    if pending is not None and decision != "accept":  # the kept layer is not wanted: delete it
        pending.drop()
        detail["discarded_isolated_writes"] = True
        message += "; the isolated writes it kept for this decision were deleted"
    outcome["resolution"] = detail
    store.catalog.add_event(run_id, None, "resolved", message, action=decision, data=detail)
    store.catalog.update_run(run_id, status=status, escalate=0, outcome=outcome)
    return {"run_id": run_id, "decision": decision, "status": status, "message": message, **detail,
            "exit_code": 0}


def _post_failure(outcome: dict[str, Any]) -> str | None:
    return next((a.get("post_failure_checkpoint") for a in reversed(outcome.get("attempts", []))
                 if a.get("post_failure_checkpoint")), None)


def _isolated_layer(store: Store, row: dict[str, Any]) -> Any:
    """The layer an escalated `--isolate` run kept for a person's decision (isolate.Pending), or None."""
    if not (store.root / "isolate" / str(row["id"])).is_dir():
        return None
    # lazy import (startup time): keeps isolate/, ctypes off this module's import
    from savepoint import isolate

    return isolate.Pending.load(store, str(row["id"]))


def _accept_isolated(store: Store, row: dict[str, Any], outcome: dict[str, Any], pending: Any,
                     force: bool) -> tuple[dict[str, Any], str]:
    """Commit the kept layer exactly as a kept result is committed: the state it replaces becomes a
    checkpoint first (what `savepoint restore` undoes the decision with), then the journaled
    commit. Refuses, unless `force`, when a path it would change is no longer as the run left it."""
    run_id = str(row["id"])
    changed = pending.conflicts()
    if changed and not force:
        raise UsageError(
            f"run {run_id}: the workspace changed since the run where its isolated writes would go "
            f"({len(changed)} path(s), e.g. {', '.join(changed[:3])}); accepting would replace them. "
            "--force accepts anyway (what it replaces is kept as a checkpoint)")

    def before() -> str:
        cp = store.checkpoint(pending.scope, kind="pre-restore", run_id=run_id, budget=None,
                              message=f"before accepting run {run_id}")
        return str(cp.id)

    def resolution(cp: str) -> dict[str, Any]:
        detail = {"decision": "accept", "committed_isolated_writes": True, "pre_restore_checkpoint": cp}
        message = (f"run {run_id}: accepted: the workspace now holds what the failed attempt wrote (its "
                   f"isolated writes, committed); the previous state is checkpoint {cp} "
                   f"(`savepoint restore {cp}` undoes this)")
        return {"detail": detail, "message": message, "outcome": {**outcome, "resolution": detail}}

    # recover, finishing an interrupted commit, records the decision from the journal row
    cp = pending.commit(before, extra=lambda cp: {"resolution": resolution(cp)})
    done = resolution(cp)
    return done["detail"], done["message"]
