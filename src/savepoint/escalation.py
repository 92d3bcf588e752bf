"""The escalation report: what a person needs to decide about a run savepoint gave up on.

A markdown file under STORE/runs/RUN/escalation.md: what was tried (every attempt, its params,
exit and diagnosis), the diagnosis, what the failed attempt changed (with text diffs of small
files, read from the post-failure checkpoint, so nothing has to be re-run), the log tails, and
the options (`savepoint resolve RUN --retry|--skip|--accept|--abort`).
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from savepoint import nofollow
from savepoint.model import Execution, Outcome, TaskSpec

if TYPE_CHECKING:
    from savepoint.store import Store

TEXT_DIFF_MAX = 64 * 1024  # bytes of a file shown as a diff; bigger files are only listed
DIFF_FILES_MAX = 10
TAIL_LINES = 40


def write_report(store: Store, outcome: Outcome, task: TaskSpec, execution: Execution | None, *,
                 outside: Sequence[str] = ()) -> Path:
    text = "\n".join(render(store, outcome, task, execution, outside=outside)) + "\n"
    # a folder the task may have written in: nothing a symlink left there is followed
    return Path(nofollow.write_file(store.root, ("runs", outcome.run_id), "escalation.md", text.encode()))


def render(store: Store, outcome: Outcome, task: TaskSpec, execution: Execution | None, *,
           outside: Sequence[str] = ()) -> list[str]:
    last = outcome.attempts[-1] if outcome.attempts else None
    lines = [f"# Run {outcome.run_id}: {outcome.status}, needs a decision", ""]
    lines += [f"- command: `{' '.join(task.command)}`",
              f"- scope: {', '.join(task.scope) or 'the whole workspace'}",
              f"- pre-run checkpoint: `{outcome.checkpoint_id}`",
              f"- why: {outcome.reason}", ""]
    if last and last.diagnosis:
        d = last.diagnosis
        lines += ["## Diagnosis", "", f"**{d.severity}** by rule `{d.rule}`: {d.reason}", ""]
        if d.evidence:
            lines += ["Evidence:", "", "```", d.evidence, "```", ""]
    lines += _attempts(outcome)
    lines += _outside(outside)
    lines += _changes(store, outcome)
    if execution is not None and execution.tail:
        lines += ["## Output tail (last attempt)", "", "```", *execution.tail[-TAIL_LINES:], "```", ""]
    lines += _options(outcome)
    return lines


def _attempts(outcome: Outcome) -> list[str]:
    lines = ["## What was tried", "", "| # | params | exit | diagnosis | rolled back | logs |",
             "|---|---|---|---|---|---|"]
    for a in outcome.attempts:
        params = " ".join(f"{k}={v}" for k, v in a.params.items()) or "-"
        status = f"exit {a.exit}" if a.signal is None else f"signal {a.signal}"
        diag = f"{a.diagnosis.severity} ({a.diagnosis.rule})" if a.diagnosis else "-"
        back = "no" if not a.rolled_back else (f"yes (post-failure state: `{a.post_failure_checkpoint}`)"
                                                if a.post_failure_checkpoint else "yes (nothing had changed)")
        lines.append(f"| {a.number} | {params} | {status} | {diag} | {back} | {a.log_dir} |")
    return [*lines, ""]


def _outside(outside: Sequence[str]) -> list[str]:
    if not outside:
        return []
    # lazy import (startup time): keeps decide/, signal off this module's import
    from savepoint.decide.diagnosis import ignore_lines

    hint = ", ".join(f"`{line}`" for line in ignore_lines(outside))
    return ["## Written outside the scope (NOT rolled back)", "",
            *[f"- `{p}`" for p in outside[:200]], "",
            f"If these writes are expected, add to `.savepointignore` (workspace root): {hint}", ""]


def _changes(store: Store, outcome: Outcome) -> list[str]:
    c = outcome.changes
    if c.empty:
        return ["## What the failed attempt changed", "", "Nothing in scope.", ""]
    lines = ["## What the failed attempt changed (rolled back, kept in the post-failure checkpoint)", ""]
    for label, paths in (("added", c.added), ("modified", c.modified), ("deleted", c.deleted)):
        for p in paths[:100]:
            lines.append(f"- {label}: `{p}`")
    post = next((a.post_failure_checkpoint for a in reversed(outcome.attempts) if a.post_failure_checkpoint),
                None)
    if post and outcome.checkpoint_id:
        lines += ["", f"See it with `savepoint diff {outcome.checkpoint_id}` after "
                  f"`savepoint restore {post}`, or below.", ""]
        for p in [*c.modified, *c.added][:DIFF_FILES_MAX]:
            lines += _file_diff(store, outcome.checkpoint_id, post, p)
    return [*lines, ""]


def _file_diff(store: Store, before_id: str, after_id: str, path: str) -> list[str]:
    """A unified diff of one small text file between two checkpoints; nothing if not text."""
    try:
        before = _text(store, before_id, path)
        after = _text(store, after_id, path)
    except Exception:
        return []
    if before is None and after is None:
        return []
    diff = list(difflib.unified_diff((before or "").splitlines(), (after or "").splitlines(),
                                     f"a/{path}", f"b/{path}", lineterm="", n=2))
    if not diff:
        return []
    return ["```diff", *diff[:200], "```", ""]


def _text(store: Store, checkpoint_id: str, path: str) -> str | None:
    entry = store.manifest(checkpoint_id).get(path)
    if entry is None or entry.content is None or entry.size > TEXT_DIFF_MAX:
        return None
    data = b"".join(store.read_content(entry.content))
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _options(outcome: Outcome) -> list[str]:
    r = outcome.run_id
    return ["## Options", "",
            f"- `savepoint resolve {r} --retry`: run the task again from the stored spec "
            "(after fixing the cause)",
            f"- `savepoint resolve {r} --accept`: keep what the failed attempt produced "
            "(restores its post-failure checkpoint)",
            f"- `savepoint resolve {r} --skip`: leave it rolled back and mark it SKIPPED (plans go on)",
            f"- `savepoint resolve {r} --abort`: leave it rolled back and close the run", ""]
