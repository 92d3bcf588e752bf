"""What a person watching a plan sees: one line per transition on stderr, with the counts
(done / running / blocked / pending); on a terminal the states are coloured. Plain lines
otherwise (logs, CI). stdout stays free for `--json`."""

from __future__ import annotations

import contextlib
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TextIO

from savepoint.model import Status

if TYPE_CHECKING:
    from savepoint.plan.runner import PlanResult
    from savepoint.plan.state import TaskState


class PlanView(Protocol):
    """What progress reads of a running plan (PlanRunner provides it): nothing else of the runner."""

    @property
    def path(self) -> Path: ...
    @property
    def order(self) -> Sequence[str]: ...
    @property
    def jobs(self) -> int: ...
    @property
    def recovered(self) -> Sequence[str]: ...
    def state(self, task_id: str) -> TaskState: ...
    def dependents(self, task_id: str) -> list[str]: ...


COLOURS = {"DONE": "green", "PARTIAL": "yellow", "SKIPPED": "yellow", "BLOCKED": "red", "FATAL": "red",
           "ROLLED_BACK": "red", "RETRY": "magenta", "RUNNING": "cyan"}
_STATE_WORD = re.compile(r"\b(" + "|".join(COLOURS) + r")\b")


class Progress:
    def __init__(self, out: TextIO | None = None, colour: bool | None = None) -> None:
        self.out = out or sys.stderr
        self.colour = self.out.isatty() if colour is None else colour
        self.started = time.monotonic()

    def say(self, message: str) -> None:
        if self.colour:
            # lazy import (startup time): keeps click, gettext, platform off this module's import
            import click

            message = _STATE_WORD.sub(lambda m: click.style(m.group(1), fg=COLOURS[m.group(1)], bold=True),
                                      message)
        # nobody may read it any more (Ctrl-C interrupted `| tee` too): the plan goes on
        with contextlib.suppress(OSError, ValueError):
            print(f"plan: {message}", file=self.out, flush=True)

    def counts(self, runner: PlanView) -> str:
        n: dict[str, int] = {}
        for task_id in runner.order:
            status = runner.state(task_id).status
            n[status] = n.get(status, 0) + 1
        done = n.get(Status.DONE, 0) + n.get(Status.PARTIAL, 0) + n.get(Status.SKIPPED, 0)
        return (f"[{done}/{len(runner.order)} done, {n.get(Status.RUNNING, 0)} running, "
                f"{n.get(Status.BLOCKED, 0)} blocked, {n.get(Status.PENDING, 0)} pending]")

    def start(self, runner: PlanView) -> None:
        for line in runner.recovered:
            self.say(f"recovered: {line}")
        kept = [t for t in runner.order if runner.state(t).status != Status.PENDING]
        for task_id in kept:
            st = runner.state(task_id)
            self.say(f"{task_id}: {st.status}" + (f" ({st.reason})" if st.reason else "") + ", not run")
        for task_id in runner.order:
            st = runner.state(task_id)
            if st.status == Status.PENDING and st.reason:
                self.say(f"{task_id}: {st.reason}")
        self.say(f"{runner.path}: {len(runner.order)} tasks, -j {runner.jobs} {self.counts(runner)}")

    def task_started(self, runner: PlanView, task_id: str) -> None:
        st = runner.state(task_id)
        self.say(f"{task_id}: started (run {st.run_id}) {self.counts(runner)}")

    def task_finished(self, runner: PlanView, task_id: str) -> None:
        st = runner.state(task_id)
        took = f" in {st.ended - st.started:.1f}s" if st.ended and st.started else ""
        what = st.status if st.outcome in (None, st.status) else f"{st.outcome} -> {st.status}"
        self.say(f"{task_id}: {what}{took}" + (f": {st.reason}" if st.reason else "") + f" {self.counts(runner)}")
        for other in runner.dependents(task_id):
            if runner.state(other).blocked_by == task_id:
                self.say(f"{other}: BLOCKED (needs {task_id})")

    def finish(self, runner: PlanView, result: PlanResult) -> None:
        took = time.monotonic() - self.started
        for task_id in runner.order:
            st = runner.state(task_id)
            if st.status not in (Status.DONE, Status.PARTIAL):
                self.say(f"  {task_id}: {st.status}" + (f" - {st.reason}" if st.reason else ""))
        self.say(f"{result.status} in {took:.1f}s, exit {result.exit_code} {self.counts(runner)}")
        if result.report:
            self.say(f"escalation report: {result.report}")
            self.say(f"decide with `savepoint resolve RUN --retry|--skip|--accept|--abort`, then "
                     f"`savepoint plan run {runner.path} --resume`")
        elif result.cancelled:
            self.say(f"continue with `savepoint plan run {runner.path} --resume`")
