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
    if decision == "accept":
        post = next((a.get("post_failure_checkpoint") for a in reversed(outcome.get("attempts", []))
                     if a.get("post_failure_checkpoint")), None)
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
    outcome["resolution"] = detail
    store.catalog.add_event(run_id, None, "resolved", message, action=decision, data=detail)
    store.catalog.update_run(run_id, status=status, escalate=0, outcome=outcome)
    return {"run_id": run_id, "decision": decision, "status": status, "message": message, **detail,
            "exit_code": 0}
