"""--isolate's part of the loop: start the session, examine its layer, take the pre-run checkpoint
while the task runs, and commit the layer when the result is kept."""

from __future__ import annotations

import contextlib
import os
import threading
from typing import TYPE_CHECKING, Any

from savepoint.runloop.environment import execution_context
from savepoint.runloop.judge import outside_writes_of

if TYPE_CHECKING:
    from savepoint.runloop.attempts import Run
    from savepoint.store.store import Examination


def start_isolation(run: Run, execute_given: bool) -> None:
    """--isolate: a session whose upper layer takes every write; or, for "auto" where isolation
    is unavailable, the default mode and a note in the outcome."""
    # lazy import (startup time): keeps isolate/, ctypes off this module's import
    from savepoint import isolate

    task = run.task
    if execute_given:
        why = "a Python callable runs inside savepoint's own process"
    else:
        run.iso, why = isolate.Session.start(run.store, run.run_id, task.isolate, task.isolate_net)
    if run.iso is None:
        run.isolation = {"mode": "off", "fallback": why}
        run.say(f"isolation unavailable ({why}): running in the default mode")
        run.event("isolate", f"isolation unavailable ({why}): default mode", data={"fallback": why})
        return
    run.isolation = {"mode": run.iso.mode, "net": run.iso.net, "discarded": [], "discarded_elsewhere": []}
    run.event("isolate", f"isolated ({run.iso.mode}): nothing to copy before the task; its writes go to "
              f"an overlay layer in the store", data={"mode": run.iso.mode})


def examine_isolated(run: Run) -> Examination:
    # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
    from savepoint.store.store import Examination

    seen = run.iso.examine(run.task.scope, read_only=run.task.read_only)
    run.iso_seen = seen
    assert run.isolation is not None
    run.isolation["discarded"] = outside_writes_of(run, seen.outside)
    run.isolation["discarded_elsewhere"] = seen.elsewhere
    if seen.read_only:
        run.isolation["read_only"] = seen.read_only
    return Examination(changes=seen.changes, outside=[], current=None, checkpoint_id=None)  # type: ignore[arg-type]


class PreRun:
    """The pre-run checkpoint of an isolated run. The real tree is the overlay's lower layer, which
    the task cannot change, so it is taken while the task runs (a thread started once the task
    has run for PRE_RUN_DELAY: a quick task is not slowed by it), or after the task if it ended
    sooner and its result is kept."""

    def __init__(self, run: Run) -> None:
        self.run = run
        self.result: tuple[str, Any] | None = None
        self.thread: threading.Thread | None = None
        self.settled = False
        self.timer = threading.Timer(PRE_RUN_DELAY, self._start)
        self.timer.daemon = True
        self._lock = threading.Lock()

    def _take(self) -> None:
        run, store, task = self.run, self.run.store, self.run.task
        if threading.current_thread() is self.thread:
            # below the task: on a busy machine the task (and its copy-up) goes first; this
            # checkpoint only has to be ready when a kept result is committed
            with contextlib.suppress(OSError):
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), PRE_RUN_NICE)
        try:
            cp = store.checkpoint(task.scope, message=" ".join(task.command)[:200], kind="pre-run",
                                  task_id=task.id or None, run_id=run.run_id,
                                  context=execution_context(store, task, task.command), deps=run.deps,
                                  budget=None)  # keeping a result already made outranks the budget
            self.result = ("ok", cp.id)
        except BaseException as e:
            self.result = ("error", e)

    def _start(self) -> None:
        with self._lock:
            if self.thread is None and not self.settled:
                self.thread = threading.Thread(target=self._take, name="savepoint-pre-run", daemon=False)
                self.thread.start()

    def settle(self) -> None:
        """No later start: wait for a checkpoint under way (nothing may run once the run ends)."""
        self.timer.cancel()
        with self._lock:
            self.settled = True
            thread = self.thread
        if thread is not None:
            thread.join()

    def get(self) -> str:
        """The checkpoint's id, taken now if the task ended before it started."""
        self.settle()
        if self.result is None:
            self._take()
        assert self.result is not None
        if self.result[0] != "ok":
            raise self.result[1]
        cp_id = str(self.result[1])
        self.run.catalog.update_run(self.run.run_id, checkpoint_id=cp_id)
        return cp_id

    def retake(self) -> str:
        """Checkpoint the real tree again, now (it changed under the first one: see Session.commit)."""
        self.settle()
        self.result = None
        cp_id = self.get()
        self.run.event("checkpoint", f"the real tree changed while the task ran: pre-run checkpoint taken "
                       f"again before the commit ({cp_id})", data={"checkpoint": cp_id})
        return cp_id


PRE_RUN_DELAY = 0.25  # s: a task quicker than this is not worth hiding a checkpoint behind
PRE_RUN_NICE = 10  # the pre-run checkpoint thread's niceness (Linux sets it per thread)


def commit_isolated(run: Run) -> None:
    """Keep an isolated attempt's writes: the pre-run checkpoint (so list/diff/restore work as in
    the default mode), then the journaled commit of the layer."""
    task = run.task
    if task.read_only or not run.iso_seen.ops:  # nothing to keep: no checkpoint needed either
        run.iso.discard()
        return
    pre = run.pre_run or PreRun(run)
    run.checkpoint_id = run.iso.commit(run.iso_seen, pre.get, retake=pre.retake)
    run.event("commit", f"kept the isolated writes; the state before them is checkpoint {run.checkpoint_id}",
              data={"checkpoint": run.checkpoint_id})
