"""Acting on a decision: keep (archive the checkpoint, commit an isolated layer), roll back (keeping
--state progress unless it is corrupt), retry or escalate; the outcome of a cancelled run."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from savepoint.model import (
    AttemptRecord,
    Changes,
    Diagnosis,
    Execution,
    Outcome,
    ResultSet,
    Status,
)
from savepoint.runloop.isolated import commit_isolated
from savepoint.runloop.shield import rollback_shield

if TYPE_CHECKING:
    from savepoint.runloop.attempts import Run


def act(run: Run, decision: Any, record: AttemptRecord, execution: Execution,
         result: ResultSet, changes: Changes, outside: list[str]) -> Outcome | None:
    """Archive, restore, retry or escalate. None means: run another attempt."""
    run.event("decision", f"{decision.action}: {decision.reason}",
              data={"action": decision.action, "status": str(decision.status)})
    if decision.rollback:  # outside writes cannot be undone: they stay, and are reported below
        roll_back(run, record)
    if decision.retry:
        run.pending_adjust = bool(decision.adjust)
        run.pending_delay = not decision.rollback and not decision.adjust
        run.say(f"{decision.status} ({decision.reason})")
        return None
    status = Status(str(decision.status))
    if status in (Status.DONE, Status.PARTIAL):
        if run.iso is not None:
            commit_isolated(run)
        if run.checkpoint_id is not None:
            run.store.set_state(run.checkpoint_id, "archived")
    reason = decision.reason
    warnings = list(run.warnings)
    if outside:
        # lazy import (startup time): keeps decide/ off this module's import
        from savepoint.decide.diagnosis import ignore_lines

        shown = ", ".join(outside[:10]) + (" ..." if len(outside) > 10 else "")
        what = "written" if run.task.read_only else "written outside the scope"
        if status in (Status.DONE, Status.PARTIAL):
            hint = " ".join(ignore_lines(outside))
            warnings.append(f"{len(outside)} path(s) {what} were kept as they are (savepoint cannot roll "
                            f"them back): {shown}; if such writes are expected, add to .savepointignore: {hint}")
        elif "outside" not in reason and "read-only" not in reason:
            reason = f"{reason}; {what} (not rolled back): {shown}"
    discarded = [*run.isolation.get("discarded", []), *run.isolation.get("discarded_elsewhere", [])] \
        if run.iso is not None and run.isolation else []
    if discarded:
        shown = ", ".join(discarded[:10]) + (" ..." if len(discarded) > 10 else "")
        reason = f"{reason}; written outside the scope (discarded): {shown}"
    outcome = Outcome(status=status, run_id=run.run_id, checkpoint_id=run.checkpoint_id,
                      attempts=list(run.attempts), result=result, changes=changes,
                      escalate=bool(decision.escalate), reason=reason, log_dir=str(run.run_dir),
                      outside_scope=list(outside), warnings=warnings)
    if outcome.escalate:
        # lazy import (startup time): keeps escalation, difflib, heapq off this module's import
        from savepoint.escalation import write_report

        try:
            outcome.report = str(write_report(run.store, outcome, run.task, execution, outside=outside))
        except OSError as e:  # (the run's folder replaced by a symlink, a full disk): the outcome says it all
            outcome.warnings.append(f"the escalation report could not be written: {e}")
            run.say(f"the escalation report could not be written: {e}")
    return outcome


def roll_back(run: Run, record: AttemptRecord) -> None:
    """Restore the pre-run checkpoint; the store first checkpoints what the attempt left (kept).
    `--state` paths stay as the attempt left them, unless the diagnosis says they are corrupt."""
    if run.iso is not None:  # nothing reached the real tree: drop the layer
        run.iso.discard()
        record.rolled_back = True
        run.event("rollback", "discarded the isolated writes of the attempt")
        run.say("rolled back (the isolated writes were discarded)")
        return
    assert run.checkpoint_id is not None
    if run.task.read_only:
        return  # a stat-only checkpoint holds no content to restore from
    kept, run.post_attempt_checkpoint = run.post_attempt_checkpoint, None
    if any(c.type in ("cmd", "callable") for c in run.task.checks):
        kept = None  # a check command may have written since that scan: let the restore scan again
    # the kept state goes with the touched paths of its own scan; a new scan needs all up to now
    touched = run.touched if kept is not None else run.touched_now()
    keep = [] if _progress_corrupt(record.diagnosis) else list(run.task.state)
    with rollback_shield():
        report = run.store.restore(run.checkpoint_id, kind="post-failure", run_id=run.run_id,
                                   current_checkpoint=kept, keep=keep, touched=touched)
    record.rolled_back = True
    record.post_failure_checkpoint = report.pre_restore_checkpoint
    record.not_restored = list(report.not_restored)
    if report.pre_restore_checkpoint is None and not (report.quarantine or report.not_kept):
        # a no-op restore takes no checkpoint: the attempt left the scope as it found it
        run.event("rollback", f"restored {run.checkpoint_id}; the attempt changed nothing in scope",
                  data=report.to_json())
        run.say(f"rolled back to {run.checkpoint_id} (the attempt changed nothing in scope)")
        return
    if report.pre_restore_checkpoint is None:  # the disk was full: the attempt's files were moved aside
        # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
        from savepoint.store.store import space_note

        note = space_note(report)[2:-1] or "the disk was full: what the attempt left was not kept"
        run.event("rollback", f"restored {run.checkpoint_id}; {note}", data=report.to_json())
        run.say(f"rolled back to {run.checkpoint_id}; {note}")
        return
    run.event("rollback", f"restored {run.checkpoint_id}; post-failure state kept as "
              f"{report.pre_restore_checkpoint}" + (f"; state left as the attempt left it: {', '.join(keep)}"
                                                    if keep else ""),
              data={**report.to_json(), "state_kept": keep})
    run.say(f"rolled back to {run.checkpoint_id} (what the attempt left: {report.pre_restore_checkpoint})"
            + (f"; kept progress in {', '.join(keep)}" if keep else "")
            + ("; progress rolled back too (it is corrupt)" if run.task.state and not keep else ""))
    for d in report.not_restored:
        run.say(f"  not restored: {d['path']}: {d['what']} ({d['why']})")


CORRUPT_PROGRESS_RULES = frozenset({"default:nan", "default:disk-full"})


def _progress_corrupt(diagnosis: Diagnosis | None) -> bool:
    """NaN/Inf or divergence in a watched metric (the saved weights carry it), or a full disk (a
    checkpoint file may be cut short): the task's saved progress cannot be resumed from."""
    if diagnosis is None:
        return False
    if diagnosis.rule in CORRUPT_PROGRESS_RULES:
        return True
    return diagnosis.rule == "default:repeated" and (
        "NaN" in diagnosis.reason or any(rule in diagnosis.evidence for rule in CORRUPT_PROGRESS_RULES))


def cancelled_outcome(run: Run, changes: Changes) -> Outcome:
    """Ctrl-C / SIGTERM: the monitor stopped the task group; roll back (unless the task never ran
    or its last attempt was already rolled back) and say so."""
    if run.attempts and not run.attempts[-1].rolled_back:
        roll_back(run, run.attempts[-1])
    last = run.attempts[-1] if run.attempts else None
    # not validated (a cancelled attempt's outputs are not judged), but the outcome keeps its shape
    result = ResultSet(complete=False, consistent=False, partial_value=0.0, gaps=["cancelled"],
                       failure_reason="cancelled", criterion_declared=bool(run.task.checks),
                       exit=last.exit if last else None)
    return Outcome(status=Status.ROLLED_BACK, run_id=run.run_id, checkpoint_id=run.checkpoint_id,
                   attempts=list(run.attempts), result=result, changes=changes, reason="cancelled",
                   log_dir=str(run.run_dir), warnings=list(run.warnings))
