"""`savepoint recover`: finish what a dead savepoint left (interrupted restores and isolated commits,
then runs left in flight: stop their orphaned task, roll back, record), and the notice every command
prints while such runs exist."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from savepoint.model import (
    Changes,
    Outcome,
    Status,
)
from savepoint.runloop.orphans import kill_orphaned_group, process_alive

if TYPE_CHECKING:
    from savepoint.store import Store


def in_flight_notice(store: Store) -> list[str]:
    """Lines to print when runs were left IN_FLIGHT by a savepoint that died (a cheap query; the
    store tells a dead owner from a live one by its lock)."""
    return [f"run {run_id} was interrupted; run `savepoint recover`" for run_id in store.interrupted_runs()]


def _owner_alive(row: dict[str, Any]) -> bool:
    """Is the savepoint process that owns this run still running (same host only)?"""
    pid = row.get("pid")
    if pid is None or not process_alive(pid, row.get("host")):
        return False
    try:
        # lazy import (startup time): keeps psutil, array, base64 off this module's import
        import psutil

        proc = psutil.Process(int(pid))
        return bool(proc.create_time() <= float(row["created"]) + 1.0) and proc.status() != "zombie"
    except Exception:
        return False


def finish_after_crash(store: Store) -> list[str]:
    """Finish what a dead savepoint left: interrupted restores, then in-flight runs (the caller holds
    the lock, which proves their owner is gone). Returns one line per thing done."""
    done = [f"finished interrupted restore: {line}" for line in store.finish_interrupted_writes()]
    if (store.root / "isolate").exists():
        # lazy import (startup time): keeps isolate/, ctypes off this module's import
        from savepoint import isolate

        done += isolate.finish_commits(store)
    # lazy import (startup time): keeps store/ off this module's import
    from savepoint.store import safe

    for row in store.catalog.in_flight_runs():
        if row.get("pid") == os.getpid() or _owner_alive(row):
            continue
        if not safe.is_name(row.get("id")):
            # a damaged or planted row: its id would name folders outside the store. Left alone.
            line = (f"a run row with an invalid id {str(row.get('id'))[:80]!r} is in the catalog; left "
                    f"alone (nothing was changed for it). Run `savepoint verify`")
            store.failures.append(line)
            done.append(line)
            continue
        done.extend(_roll_back_dead_run(store, row))
    return done


# What a dead savepoint may have left half-done that a new run must not build on (journal ops)
_UNFINISHED_WRITES = ("restore", "isolate-commit")


def finish_before_run(store: Store) -> list[str]:
    """A new run (outside a plan) first finishes what a dead savepoint left, exactly as `savepoint
    recover` would: otherwise the run would build on a half-done state, and a later `recover` would
    roll the workspace back to before the crashed run, over what the new run kept. The caller holds
    the lock. Two cheap queries when there is nothing to do."""
    mine = os.getpid()
    pending = store.catalog.query("SELECT id FROM runs WHERE state = 'IN_FLIGHT' AND pid IS NOT ?", (mine,))
    marks = ",".join("?" * len(_UNFINISHED_WRITES))
    journal = store.catalog.query(f"SELECT id FROM journal WHERE state = 'IN_FLIGHT' AND op IN ({marks})",
                                  _UNFINISHED_WRITES)
    if not pending and not journal:
        return []
    return finish_after_crash(store)


def _kept_by_later_run(store: Store, row: dict[str, Any]) -> dict[str, Any] | None:
    """A run another savepoint started after this one and whose result it kept (DONE or PARTIAL):
    rolling back to before the dead run would throw that work away. (Runs of the same process are
    the dead run's plan siblings: their scopes do not overlap, a rollback leaves them.)"""
    return store.catalog.query_one(
        "SELECT id, checkpoint_id FROM runs WHERE created > ? AND state = 'DONE' "
        "AND status IN ('DONE', 'PARTIAL') AND (pid IS NOT ? OR host IS NOT ?) ORDER BY created LIMIT 1",
        (row["created"], row.get("pid"), row.get("host")))


def _roll_back_dead_run(store: Store, row: dict[str, Any]) -> list[str]:
    run_id = row["id"]
    lines = []
    killed = kill_orphaned_group(row, catalog=store.catalog)
    if killed:
        lines.append(f"run {run_id}: stopped its orphaned task (process group {row.get('pgid')})")
    elif row.get("pgid") and process_alive(row.get("pgid"), row.get("host")):
        lines.append(f"run {run_id}: process {row.get('pgid')} is alive but is not provably its task "
                     f"(another user's, or started at another time); left alone")
    checkpoint = row.get("checkpoint_id")
    changes = Changes()
    post = None
    spec = json.loads(row.get("spec") or "{}")
    read_only = bool(spec.get("read_only"))
    if (spec.get("isolate") and (store.root / "isolate" / run_id).exists()) or _isolated_commit(store, run_id):
        return lines + _settle_dead_isolated_run(store, run_id)
    later = _kept_by_later_run(store, row) if checkpoint and not read_only else None
    if later is not None:
        return lines + _leave_superseded_run(store, run_id, checkpoint, later)
    if checkpoint and not read_only:
        changes = store.diff(checkpoint)
        # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
        from savepoint.store.store import space_note

        # the task's resumable progress (--state) survives savepoint's own death too
        state = [p for p in spec.get("state") or [] if isinstance(p, str)]
        # (it leaves the run's own log files too; what the run left is a rolled-back state, as in
        # the loop's own rollbacks: `restore latest` passes over it)
        report = store.restore(checkpoint, keep=state, kind="post-failure", run_id=run_id)
        post = report.pre_restore_checkpoint
        lines.append(f"run {run_id}: rolled back to {checkpoint}"
                     + (f" (the state it replaced is kept as {post}: `savepoint restore {post}` brings"
                        f" it back)" if post else space_note(report))
                     + (f"; progress kept in {', '.join(state)}" if state else ""))
    outcome = Outcome(status=Status.ROLLED_BACK, run_id=run_id, checkpoint_id=checkpoint,
                      changes=changes, reason="recovered after crash",
                      log_dir=str(store.root / "runs" / run_id))
    store.catalog.add_event(run_id, None, "recovered", "savepoint died during the run; rolled back",
                            data={"post_failure_checkpoint": post, "killed_group": killed})
    store.catalog.update_run(run_id, state="DONE", status=str(Status.ROLLED_BACK), outcome=outcome.to_json())
    lines.append(f"run {run_id}: recorded ROLLED_BACK (recovered after crash)")
    return lines


def _leave_superseded_run(store: Store, run_id: str, checkpoint: str | None,
                          later: dict[str, Any]) -> list[str]:
    """The dead run is not rolled back: a later run started from what it left and kept its own
    result on top. Record it SKIPPED; say where what it left is (the later run's pre-run checkpoint)
    and where the state before it is (its own pre-run checkpoint)."""
    where = f" (what it left is in that run's pre-run checkpoint {later['checkpoint_id']})" \
        if later.get("checkpoint_id") else ""
    reason = (f"savepoint died during the run; not rolled back: run {later['id']}, started after it, "
              f"kept its result{where}")
    outcome = Outcome(status=Status.SKIPPED, run_id=run_id, checkpoint_id=checkpoint, reason=reason,
                      log_dir=str(store.root / "runs" / run_id))
    store.catalog.add_event(run_id, None, "recovered", reason, data={"kept_by_run": later["id"]})
    store.catalog.update_run(run_id, state="DONE", status=str(Status.SKIPPED), outcome=outcome.to_json())
    before = f"; `savepoint restore {checkpoint}` goes back to before it" if checkpoint else ""
    return [f"run {run_id}: left as it is ({reason}){before}"]


def _isolated_commit(store: Store, run_id: str) -> str | None:
    if not (store.root / "isolate").exists():
        return None
    # lazy import (startup time): keeps isolate/, ctypes off this module's import
    from savepoint import isolate

    return isolate.committed(store, run_id)


def _settle_dead_isolated_run(store: Store, run_id: str) -> list[str]:
    """An isolated run savepoint died in: its commit finished (DONE), or its layer dropped (nothing
    of it reached the workspace: ROLLED_BACK, no restore needed)."""
    # lazy import (startup time): keeps isolate/, ctypes off this module's import
    from savepoint import isolate

    cp = isolate.committed(store, run_id)
    if cp is not None:
        status, reason = Status.DONE, "its isolated commit was finished by `savepoint recover`"
        store.set_state(cp, "archived")
        isolate.drop_session(store, run_id)
    else:
        isolate.drop_session(store, run_id)
        status, reason = Status.ROLLED_BACK, "recovered after crash (its isolated writes were discarded)"
    outcome = Outcome(status=status, run_id=run_id, checkpoint_id=cp, reason=reason,
                      log_dir=str(store.root / "runs" / run_id))
    store.catalog.add_event(run_id, None, "recovered", reason, data={"checkpoint": cp})
    store.catalog.update_run(run_id, state="DONE", status=str(status), outcome=outcome.to_json())
    return [f"run {run_id}: recorded {status} ({reason})"]


def interrupted_hint(store: Store, out: Callable[[str], None]) -> None:
    """Print `in_flight_notice` lines; never fails a command over a notice."""
    try:
        for line in in_flight_notice(store):
            out(line)
    except Exception:
        return
