"""Supervising a callable that runs in this process: the monitor's detectors, without a process
group to signal.

A watchdog thread does what the monitor's supervisor does for a command (timeout, stall, memory,
disk, cancel, every `TICK`), and the callable's own thread feeds it metrics (`ctx.metric`) and
output (`print`). To stop the callable, the watchdog raises `AttemptAborted` in the callable's
thread:

- in the main thread, by a real signal (`INTERRUPT_SIGNAL`, delivered with `pthread_kill`), whose
  handler raises: a blocking call (`time.sleep`, a socket read, `queue.get`) is interrupted at once;
- in any other thread, by `PyThreadState_SetAsyncExc`: it lands at the next Python bytecode, so a
  blocking call finishes first.

Code running inside a C extension (a long numpy or torch kernel) is interrupted when it returns to
Python. If the callable has not stopped `kill_grace` seconds after the abort (it swallowed the
exception, or is blocked in C), the watchdog stops the child processes it started during the
attempt (data-loader workers, subprocesses: SIGTERM, then SIGKILL) and interrupts it again; the
attempt is recorded as aborted whenever the callable returns.
"""

from __future__ import annotations

import contextlib
import ctypes
import math
import re
import shutil
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path
from types import FrameType
from typing import Any

from savepoint.model import Anomaly, DetectorConfig, Execution, MetricPoint

TICK = 0.1  # watchdog wake-up: bounds the latency of timeout, cancel and cross-thread aborts
INTERRUPT_SIGNAL = signal.SIGRTMIN + 7  # reserved for savepoint while an attempt runs in the main thread
MAX_SAMPLES = 2000
HANG_CPU = 0.01  # share of one core under which a silent callable counts as hung (as for a command)
CPU_TICKS = 2 / 100  # two clock ticks: CPU times are counted in 10 ms steps


class AttemptAborted(BaseException):
    """Raised inside a callable that savepoint stops (timeout, stall, max-memory, NaN in a watched
    metric, cancel). A BaseException, so `except Exception` in the user's code does not swallow it.
    savepoint catches it: `savepoint.run` records the attempt as aborted and carries on."""

    def __init__(self, anomaly: Anomaly | None = None) -> None:
        self.anomaly = anomaly
        what = f"{anomaly.kind}: {anomaly.detail}" if anomaly is not None else "stopped by savepoint"
        super().__init__(f"attempt aborted by savepoint ({what})")


class Interrupter:
    """Raises AttemptAborted in one thread (the callable's), from any thread, while armed (the
    callable runs); once per request. A signal that lands just before a blocking call starts is
    not seen by that call (CPython checks for signals between bytecodes), so the watchdog repeats
    a request until it is raised (`resend`)."""

    def __init__(self) -> None:
        self.ident = threading.get_ident()
        # a signal handler can only be installed from the main thread, and only the main thread
        # receives it: elsewhere, the asynchronous exception is what is left
        self.use_signal = threading.current_thread() is threading.main_thread()
        self.armed = False  # the callable is running: an abort may be raised in it
        self.pending = False  # an abort was requested and not raised yet
        self.anomaly: Anomaly | None = None
        self._previous: Any = None

    @contextlib.contextmanager
    def installed(self) -> Iterator[Interrupter]:
        if self.use_signal:
            self._previous = signal.signal(INTERRUPT_SIGNAL, self._handler)
        try:
            yield self
        finally:
            self.disarm()
            if self.use_signal:
                signal.signal(INTERRUPT_SIGNAL, self._previous or signal.SIG_DFL)

    def disarm(self) -> None:
        """No more interrupts; one still pending in this thread (asynchronous exception) is dropped."""
        self.armed = self.pending = False
        if not self.use_signal and threading.get_ident() == self.ident:
            ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self.ident), None)

    def raise_here(self) -> bool:
        """In the callable's thread: take the pending request (True: raise AttemptAborted now)."""
        if self.armed and self.pending and threading.get_ident() == self.ident:
            self.pending = False
            return True
        return False

    def _handler(self, signum: int, frame: FrameType | None) -> None:
        if self.raise_here():
            raise AttemptAborted(self.anomaly)

    def interrupt(self, anomaly: Anomaly | None) -> None:
        self.anomaly = anomaly if anomaly is not None else self.anomaly
        if not self.armed:
            return
        self.pending = True
        self.resend()

    def resend(self) -> None:
        if not (self.armed and self.pending) or threading.get_ident() == self.ident:
            return  # (the callable's own thread raises directly: see Watchdog.abort)
        if self.use_signal:
            with contextlib.suppress(ProcessLookupError, OSError):
                signal.pthread_kill(self.ident, INTERRUPT_SIGNAL)
        else:
            self.pending = False  # an asynchronous exception is not lost: once is enough
            ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self.ident),
                                                       ctypes.py_object(AttemptAborted))


class Watchdog:
    """The supervisor of one in-process attempt. `fire` is thread-safe; findings from the callable's
    own thread (a NaN passed to ctx.metric) abort synchronously, others through the Interrupter."""

    def __init__(self, config: DetectorConfig, execution: Execution, interrupter: Interrupter,
                 on_anomaly: Callable[[Anomaly], str] | None, cancel: threading.Event | None,
                 say: Callable[[str], None], workspace: Path | None) -> None:
        # lazy imports (startup time): keep monitor/, fcntl, heapq off this module's import
        from savepoint.monitor.detectors import GapTracker, MemoryGrowth, PatternMatcher
        from savepoint.monitor.metrics import LineParser

        self.config = config
        self.execution = execution
        self.interrupter = interrupter
        self.on_anomaly = on_anomaly
        self.cancel = cancel
        self.say = say
        self.workspace = workspace
        self.lock = threading.RLock()
        self.started_mono = time.monotonic()
        self.started = time.time()
        self.last_activity = self.started_mono
        self.gaps = GapTracker()
        self.patterns = PatternMatcher(config.error_patterns)
        self.growth = MemoryGrowth()
        self.parser = LineParser((re.compile(p) for p in config.metric_patterns), config.watch)
        self.nan_warned: set[str] = set()
        self.nan_run: dict[str, int] = {}
        self.hidden_fired = False
        self.watchers: dict[str, Any] = {}
        self.aborting = False
        self.abort_mono = 0.0
        self.escalations = 0
        self.memory_fired = self.silence_fired = self.disk_low = False
        self.last_sample = 0.0
        self.last_cpu: tuple[float, float] | None = None  # (monotonic, cpu seconds)
        self.cpu_history: deque[tuple[float, float]] = deque(maxlen=20000)
        self.children_before = existing_children()
        self.finished = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="savepoint-watchdog", daemon=True)

    # -- what the callable's side feeds ---------------------------------------------------------

    def activity(self) -> None:
        now = time.monotonic()
        with self.lock:
            self.last_activity = now
            self.gaps.activity(now)

    def metric(self, name: str, value: float, step: int | None) -> None:
        """One metric point, under the same rule as a command's: watched names (`watch`, by default
        the loss-like ones) go through the detectors; a gradient norm's NaN alone only warns."""
        # lazy imports (startup time): keep monitor/, fcntl, heapq off this module's import
        from savepoint.monitor.detectors import Finding, MetricWatcher
        from savepoint.monitor.names import GRAD_NAN_RUN, is_default_warn_only, watched

        self.activity()
        findings: list[Finding] = []
        with self.lock:
            points = self.execution.series.setdefault(name, [])
            points.append(MetricPoint(step if step is not None else len(points), value, time.time()))
            self.execution.metrics[name] = value
            if watched(name, self.config.watch):
                watcher = self.watchers.get(name)
                if watcher is None:
                    watcher = self.watchers[name] = MetricWatcher(name, self.config)
                findings = watcher.feed(value)
            elif not self.config.watch and is_default_warn_only(name):
                run = self.nan_run[name] = 0 if math.isfinite(value) else self.nan_run.get(name, 0) + 1
                if math.isfinite(value):
                    self.nan_warned.discard(name)
                elif name not in self.nan_warned:
                    self.nan_warned.add(name)
                    findings = [Finding("nan", f"{name} is {value} (warning only: the loss decides)", name,
                                        action="warn")]
                if run == GRAD_NAN_RUN:  # as for a command: lasting this long, it is no skipped step
                    findings.append(Finding("nan", f"{name} has been {value} for {run} points in a row", name))
        for finding in findings:
            self.fire(finding, f"{name}={value}")

    def lines(self, text: str) -> None:
        """Output lines the callable printed: metrics in them and error patterns, as for a command."""
        # lazy imports (startup time): keep monitor/, fcntl, heapq off this module's import
        from savepoint.monitor.detectors import Finding
        from savepoint.monitor.names import hidden_nan, watched

        self.activity()
        for name, line in self.patterns.scan(text):
            kind = "disk" if name == "enospc" else "error_pattern"
            self.fire(Finding(kind, f"output matched {name}"), line)
        from savepoint.monitor.execute import _metric_hint  # the monitor's cheap pre-filter, shared

        if not self.parser.patterns and not self.parser.in_table and not _metric_hint(text):
            if text.strip():
                self.parser.prev = text.rstrip().rsplit("\n", 1)[-1]  # a table's header may hold no hint
            return  # prose: no line to parse (print() in a training loop stays cheap)
        for line in text.splitlines():
            if not self.parser.patterns and not self.parser.in_table and not _metric_hint(line):
                self.parser.prev = line
                continue
            with self.lock:
                try:
                    found = self.parser.parse(line)
                except (ArithmeticError, ValueError, RecursionError, MemoryError):
                    continue  # one odd line must never reach the task's own print() (as for a command)
                step = self.parser.step
            for key, value in found.items():
                if key not in ("step", "global_step"):
                    self.metric(key, value, step)
            loss = None if self.hidden_fired else hidden_nan(found)
            if loss is not None and watched(loss, self.config.watch):  # as for a command: 0 next to a NaN norm
                self.hidden_fired = True
                self.fire(Finding("nan", f"{loss} is 0 next to a NaN gradient norm: the framework hides a NaN "
                                         f"loss", loss), line)

    # -- acting -----------------------------------------------------------------------------------

    def fire(self, finding: Any, evidence: str = "") -> None:
        # lazy import (startup time): keeps monitor/, fcntl, heapq off this module's import
        from savepoint.monitor.detectors import action_for

        with self.lock:
            if self.aborting:
                return
            action = finding.action or action_for(finding.kind, self.config)
            if action == "pause" and self.on_anomaly is None:
                action = "warn"
            anomaly = Anomaly(kind=finding.kind, time=time.time(), detail=finding.detail, action=action,
                              evidence=evidence[:1000], metric=finding.metric)
            self.execution.anomalies.append(anomaly)
        self.say(f"savepoint: anomaly {anomaly.kind} ({action}): {anomaly.detail}")
        # "pause": the callable's own thread is paused while it waits here; from the watchdog, the
        # callable keeps running while the loop decides (a thread cannot be stopped from outside)
        verdict = "abort" if action == "abort" else self._decide(anomaly)
        if action == "abort":
            self._decide(anomaly)
        if verdict == "abort":
            self.abort(anomaly)

    def _decide(self, anomaly: Anomaly) -> str:
        if self.on_anomaly is None:
            return "continue"
        try:
            return self.on_anomaly(anomaly)
        except Exception as e:  # the loop's bug must not leave the callable unsupervised
            self.say(f"savepoint: anomaly handler failed: {type(e).__name__}: {e}")
            return "abort" if anomaly.action != "warn" else "continue"

    def abort(self, anomaly: Anomaly) -> None:
        with self.lock:
            if self.aborting:
                return
            self.aborting = True
            self.abort_mono = time.monotonic()
            if anomaly.kind == "cancel":
                self.execution.cancelled = True
            else:
                self.execution.aborted_by = anomaly.kind
                self.execution.timed_out = anomaly.kind == "timeout"
        self.interrupter.interrupt(anomaly)
        if self.interrupter.raise_here():  # found in the callable's own thread: stop it right here
            raise AttemptAborted(anomaly)

    # -- the watchdog thread --------------------------------------------------------------------

    @contextlib.contextmanager
    def running(self) -> Iterator[Watchdog]:
        self.interrupter.armed, self.interrupter.pending = True, False
        self._thread.start()
        try:
            yield self
        finally:
            self.interrupter.disarm()
            self.finished.set()
            self._thread.join()
            self.execution.duration = time.time() - self.started

    def _loop(self) -> None:
        # Ctrl-C / SIGTERM must reach the callable's thread (where they raise), never this one
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
        while not self.finished.wait(TICK):
            try:
                self._check()
            except Exception as e:  # a failed sample must not end supervision
                self.say(f"savepoint: watchdog: {type(e).__name__}: {e}")

    def _check(self) -> None:
        # lazy import (startup time): keeps monitor/, fcntl, heapq off this module's import
        from savepoint.monitor.detectors import Finding

        now = time.monotonic()
        if self.aborting:
            self.interrupter.resend()
            self._escalate(now)
            return
        if self.cancel is not None and self.cancel.is_set():
            # (no line here: whoever cancelled says so once, e.g. the command line's Ctrl-C)
            self.abort(Anomaly(kind="cancel", time=time.time(), detail="cancelled", action="abort"))
            return
        timeout = self.config.timeout
        if timeout is not None and now - self.started_mono > timeout:
            self.fire(Finding("timeout", f"wall time exceeded --timeout {timeout:g}s"))
            return
        if now - self.last_sample >= self.config.sample_interval:
            self.last_sample = now
            self._sample()
        self._silence(now)

    def _sample(self) -> None:
        # lazy import (startup time): keeps monitor/, fcntl, heapq off this module's import
        from savepoint.monitor.detectors import Finding

        rss, cpu_seconds, children = _own_tree(self._thread.native_id)
        now = time.monotonic()
        cpu = 0.0
        if self.last_cpu is not None and now > self.last_cpu[0]:
            cpu = max(0.0, cpu_seconds - self.last_cpu[1]) / (now - self.last_cpu[0]) * 100
        self.last_cpu = (now, cpu_seconds)
        self.cpu_history.append((now, cpu_seconds))
        record: dict[str, float] = {"time": time.time(), "rss": float(rss), "cpu": round(cpu, 1),
                                    "children": float(children)}
        if self.workspace is not None:
            with contextlib.suppress(OSError):
                record["disk_free"] = float(shutil.disk_usage(self.workspace).free)
        samples = self.execution.samples
        samples.append(record)
        if len(samples) > MAX_SAMPLES:
            del samples[1:-1:2]
        self.execution.peak_rss = max(self.execution.peak_rss, rss)
        limit = self.config.max_memory
        if limit is not None and rss > limit and not self.memory_fired:
            self.memory_fired = True
            self.fire(Finding("memory", f"RSS of this process and its children {rss >> 20} MiB is over "
                                        f"--max-memory {limit >> 20} MiB"), f"rss={rss}")
            return
        growth = self.growth.feed(rss)
        if growth is not None:
            self.fire(growth, f"rss={rss}")
        free = record.get("disk_free")
        if free is not None:
            if free < self.config.disk_floor and not self.disk_low:
                self.disk_low = True
                self.fire(Finding("disk", f"{int(free) >> 20} MiB free on the workspace's filesystem, "
                                          f"below the floor of {self.config.disk_floor >> 20} MiB"),
                          f"disk_free={int(free)}")
            elif free >= self.config.disk_floor:
                self.disk_low = False

    def _silence(self, now: float) -> None:
        # lazy import (startup time): keeps monitor/, fcntl, heapq off this module's import
        from savepoint.monitor.detectors import Finding

        with self.lock:
            window = self.gaps.window(self.config)
            quiet = now - self.last_activity
        if window is None or quiet < window:
            self.silence_fired = False
            return
        if not self.silence_fired:
            self.silence_fired = True
            self.last_sample = now
            self._sample()  # a fresh end point for the CPU measurement
            share = self._cpu_share(self.last_activity)
            if self.aborting:
                return
            if share is not None and share < HANG_CPU:  # as for a command: silent and idle = hung
                self.fire(Finding("hang", f"no output or metric for {quiet:.0f}s and the process used "
                                          f"{share * 100:.1f}% CPU (hung)"))
            else:
                used = "" if share is None else f" while using {share * 100:.0f}% CPU"
                self.fire(Finding("stall", f"no output or metric for {quiet:.0f}s{used}"))

    def _cpu_share(self, since: float) -> float | None:
        """Average share of one core this process (and its children) used since `since` (None:
        too few samples to judge)."""
        points = [p for p in self.cpu_history if p[0] >= since]
        if len(points) < 2 or points[-1][0] - points[0][0] < 0.25:
            return None
        used = max(0.0, points[-1][1] - points[0][1] - CPU_TICKS)  # less the clock's resolution
        return used / (points[-1][0] - points[0][0])

    def _escalate(self, now: float) -> None:
        """The callable did not stop: stop the processes it started, and interrupt it again."""
        grace = self.config.kill_grace
        if now - self.abort_mono < grace * (self.escalations + 1):
            return
        self.escalations += 1
        sig = signal.SIGTERM if self.escalations == 1 else signal.SIGKILL
        stopped = _signal_children(self.children_before, sig)
        self.say(f"savepoint: the task has not stopped {now - self.abort_mono:.0f}s after the abort"
                 + (f"; sent {sig.name} to {stopped} child process(es)" if stopped else "")
                 + "; interrupting it again")
        self.interrupter.interrupt(None)


def _own_tree(watchdog_tid: int | None = None) -> tuple[int, float, int]:
    """RSS (bytes) and CPU seconds of this process and its children (less the watchdog thread's
    own: it must not make an idle callable look busy), and how many children."""
    # lazy import (startup time): keeps psutil, array, base64 off this module's import
    import psutil

    me = psutil.Process()
    rss = me.memory_info().rss
    times = me.cpu_times()
    cpu = times.user + times.system
    if watchdog_tid is not None:
        with contextlib.suppress(psutil.Error):
            cpu -= sum(t.user_time + t.system_time for t in me.threads() if t.id == watchdog_tid)
    kids = 0
    with contextlib.suppress(psutil.Error):
        for child in me.children(recursive=True):
            with contextlib.suppress(psutil.Error):
                rss += child.memory_info().rss
                t = child.cpu_times()
                cpu += t.user + t.system
                kids += 1
    return rss, cpu, kids


def existing_children() -> set[int]:
    """The pids of this process's descendants now (the ones an attempt must leave alone)."""
    # lazy import (startup time): keeps psutil, array, base64 off this module's import
    import psutil

    with contextlib.suppress(psutil.Error):
        return {p.pid for p in psutil.Process().children(recursive=True)}
    return set()


def stop_children(before: set[int], grace: float) -> int:
    """After an aborted attempt: stop what it started (SIGTERM, then SIGKILL after `grace`), as the
    monitor stops what is left of a command's process group: nothing keeps writing while the
    workspace is rolled back. Returns how many processes were signalled."""
    # lazy import (startup time): keeps psutil, array, base64 off this module's import
    import psutil

    count = _signal_children(before, signal.SIGTERM)
    if not count:
        return 0
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and _children(before):
        time.sleep(0.05)
    _signal_children(before, signal.SIGKILL)
    with contextlib.suppress(psutil.Error):
        psutil.wait_procs(_children(before), timeout=1.0)
    return count


def _children(before: set[int]) -> list[Any]:
    """Live descendants started since `before` was taken (by pid: psutil's start times are only
    accurate to about a second)."""
    # lazy import (startup time): keeps psutil, array, base64 off this module's import
    import psutil

    found = []
    with contextlib.suppress(psutil.Error):
        for child in psutil.Process().children(recursive=True):
            with contextlib.suppress(psutil.Error):
                if child.pid not in before and child.status() != psutil.STATUS_ZOMBIE:
                    found.append(child)
    return found


def _signal_children(before: set[int], sig: int) -> int:
    count = 0
    for child in _children(before):
        with contextlib.suppress(Exception):
            child.send_signal(sig)
            count += 1
    return count
