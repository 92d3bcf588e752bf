"""Run one attempt as a supervised process group: stream, sample, detect, act.

Threads: one reader per output stream (writes the full log, echoes to our stderr, parses each
line), and the caller's thread as the supervisor: it waits on a queue of findings with a short
tick, samples the process tree, tails the metrics file, checks the clocks, and applies the
actions (warn / pause / abort). Readers never block on the supervisor, so output keeps flowing
while a paused task is being diagnosed.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import math
import os
import queue
import re
import select
import shutil
import signal
import subprocess
import sys
import termios
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from savepoint import nofollow
from savepoint.model import Anomaly, DetectorConfig, Execution, MetricPoint
from savepoint.monitor import tree
from savepoint.monitor.detectors import (
    Finding,
    GapTracker,
    MemoryGrowth,
    MetricWatcher,
    PatternMatcher,
    action_for,
)
from savepoint.monitor.names import (
    CRFSUITE_HEADINGS,
    GRAD_NAN_RUN,
    STEP_ALIASES,
    STEP_KEYS,
    hidden_nan,
    is_default_warn_only,
    step_of,
    watched,
)
from savepoint.units import format_size

if TYPE_CHECKING:
    from savepoint.monitor.metrics import LineParser

TICK = 0.1  # supervisor wake-up: bounds the latency of abort, cancel and timeout
TAIL_LINES = 200
PIPE_GRACE = 2.0  # seconds to wait for the output to close after the task's session is gone
# (after the readers have read what the pipes held when it was gone: on a loaded machine that may take
# longer than the grace, and it is the task's output)
PIPE_DRAIN_MAX = 60.0  # at most this long for that, then the rest is left to the readers in the background
MAX_MATCHED = 100
MAX_LINE = 64 * 1024  # a "line" this long without a newline is processed as is
MAX_SERIES = 5000  # points per metric before downsampling
MAX_SAMPLES = 2000
PATTERN_REPEAT = 60.0  # seconds before the same error pattern is an anomaly again
FULL_SCAN_EVERY = 20  # samples between scans of all of /proc (see tree.sample)
HANG_CPU = 0.01  # share of one core under which a silent tree counts as hung

Decide = Callable[[Anomaly], str]


_GAP = re.compile(r"\S  +\S")  # a gap of two spaces or more between words: columns of a console table
# a name, one space and a decimal number: `Acc@1 64.234 Acc@5 85.634`, `top1 64.2`
_NAME_DECIMAL = re.compile(r"(?<![\w@%])[A-Za-z][\w@%]* [-+]?\d*\.\d")  # (from a word's start: linear)


_STEP_NAMES = frozenset(STEP_KEYS) | STEP_ALIASES.keys()
_NONFINITE = re.compile(r"(?i)\b(?:nan|inf|infinity)\b")  # (not INFO)


def _metric_hint(text: str) -> bool:
    """Whether text may hold a metric: plain substring tests (in C) keep 100 MB of prose cheap."""
    return ("=" in text or ":" in text or "{" in text or "|" in text or "," in text or "oss" in text
            or "OSS" in text or "poch" in text or "POCH" in text or "--" in text
            or "pisode" in text  # `Total rewards in episode 88 is 3.8`
            or "teration" in text  # rsl_rl's title of each record: `Learning iteration 66/1500`
            or " / " in text or "：" in text  # DreamerV2's `return 6.12 / length 151`, `损失：0.5`
            or "│" in text or "┃" in text  # rich's tables: `│ loss    0.23 │`
            or "\t" in text  # `MeanEntropy \t 2.37`: a tab between a name and its value
            or "Step " in text  # a table's header of names alone (LAMMPS' thermo: `Step Temp E_pair TotEng Press`)
            or "step " in text  # the step's heading over the record under it (`step 50 token 250m`)
            or "*****" in text or "==((" in text  # a trainer's banner of settings opens (its rows are no metrics)
            or text[-1:] == "(" or "(\n" in text  # a configuration printed as Python opens (`TrainerConfig(`)
            # a header of settings with no mark (MLPerf's `Test Parameters Used` between rules): its rows are none
            or (len(text) <= 80 and ("aram" in text or "etting" in text or "onfig" in text or "rgument" in text
                                     or "ption" in text or "nvironment" in text or "ardware" in text
                                     or "oftware" in text or "ersion" in text or "ONFIG" in text or "ETAILS" in text
                                     or "etails" in text or "nformation" in text or "NFORMATION" in text))
            or (len(text) <= 44 and text.rstrip("\r\n") in CRFSUITE_HEADINGS)
            or "Results" in text  # statsmodels' summary's title (`   SARIMAX Results`): its columns follow
            or _GAP.search(text) is not None  # columns: `tick 3     kimg 18.2`, `[NCA]  Iteration      Objective Value`
            or _NAME_DECIMAL.search(text) is not None)


def _cannot_run(argv: list[str], err: OSError, started: float) -> Execution:
    code = 127 if isinstance(err, FileNotFoundError | NotADirectoryError) else 126
    reason = err.strerror or str(err)
    line = f"savepoint: cannot run {argv[0] if argv else ''!r}: {reason}"
    return Execution(exit_code=code, signal=None, duration=time.time() - started, started=started,
                     tail=[line], matched_lines=[line])


class _Downsampled:
    """A bounded list: past its cap, every other point is dropped (first and last kept)."""

    @staticmethod
    def append(points: list[Any], item: Any, cap: int) -> None:
        points.append(item)
        if len(points) > cap:
            del points[1:-1:2]


class _State:
    """What the readers and the supervisor share; one lock guards it."""

    def __init__(self, config: DetectorConfig) -> None:
        self.lock = threading.Lock()
        self.config = config
        # findings for the supervisor; None means "a stream ended" (the task is probably exiting)
        self.findings: queue.Queue[tuple[Finding, str] | None] = queue.Queue()
        self.tail: deque[str] = deque(maxlen=TAIL_LINES)
        self.matched: list[str] = []
        self.metrics: dict[str, float] = {}
        self.series: dict[str, list[MetricPoint]] = {}
        self.watchers: dict[str, MetricWatcher] = {}
        self.counts: dict[str, int] = {}
        self.gaps = GapTracker()
        self.last_activity = time.monotonic()
        self.patterns = PatternMatcher(config.error_patterns)
        self.pattern_last: dict[str, float] = {}
        self._patterns = [re.compile(p) for p in config.metric_patterns]  # a bad one raises here, at once
        self._parser: LineParser | None = None  # made with the first output (its patterns cost ~14 ms)
        self.nan_warned: set[str] = set()
        self.nan_run: dict[str, int] = {}  # consecutive non-finite points of a warn-only metric
        self.hidden_fired = False
        # a metric's finding that aborts the attempt freezes the metrics as they were at that point: the
        # rest of its record is read (the names not yet seen since, at the same step: a record printed
        # one name per line), what comes after (a name again, another step) is not, read or not before
        # the task is killed as timing has it
        self.frozen = False
        self.aborting_record: set[str] | None = None
        self.last_text = ""  # the last line metrics were read from
        self.aborting_step: int | None = None
        self.aborting_whole = False  # that record was a dict or JSON object on one line: it ended there
        self.abort_found = False
        # names the task reports itself ($SAVEPOINT_METRICS, log_metrics, the framework callbacks):
        # the same name parsed from its output is not read again (one series, at the task's steps)
        self.reported: set[str] = set()
        # reads what the task has written to its metrics file so far (set once that file is followed)
        self.channel: Callable[[], None] | None = None
        self.open_streams = 2  # the task's stdout and stderr, each read by its own thread

    def watched(self, name: str) -> bool:
        return watched(name, self.config.watch)

    def activity(self) -> None:
        now = time.monotonic()
        with self.lock:
            self.last_activity = now
            self.gaps.activity(now)

    def stall_window(self) -> float | None:
        with self.lock:
            return self.gaps.window(self.config)

    @property
    def parser(self) -> LineParser:
        if self._parser is None:
            from savepoint.monitor.metrics import LineParser  # lazy: a run that prints nothing never needs it

            self._parser = LineParser(self._patterns, self.config.watch)
        return self._parser

    def block(self, text: str) -> None:
        """Complete lines of output from one stream, as they arrived (one read's worth)."""
        every = text.splitlines()
        lines = [ln for ln in every if ln.strip()]
        hint = _metric_hint(text)
        channel = self.channel
        if hint and channel is not None and _NONFINITE.search(text) is not None:
            # the task reports to its metrics file before it prints: before a printed NaN can stop the
            # run, that file is read (outside our lock: its reader takes it), so a name the task reports
            # is never taken from its output because the file's reader lagged behind the pipe (a loaded
            # machine); other values parsed early give way when the file's record comes
            channel()
        with self.lock:
            if not lines:
                if self._parser is not None and (self._parser.settings is not None or self._parser.frame is not None):
                    self._parser.parse("")  # a blank line ends a section of settings, a data frame
                return
            self.tail.extend(ln[:4000] for ln in lines[-TAIL_LINES:])
            for name, line in self.patterns.scan(text):
                self._pattern(name, line)
            parser = self.parser
            if parser.patterns or parser.in_table or hint:
                for line in every:
                    if not line.strip():
                        if parser.settings is not None or parser.frame is not None:
                            parser.parse("")  # a blank line ends a section of settings, a data frame
                    elif parser.patterns or parser.in_table or _metric_hint(line):
                        self._line_metrics(line)
                    else:
                        parser.prev = line  # a table's header may hold no hint (a rule of dashes follows)
            else:
                parser.prev = lines[-1]  # nor the first line of a header of two (Vowpal Wabbit's)

    def end_of_output(self) -> None:
        """A stream ended: once every stream has, a table still open (its closing rule never printed)
        is read as it stands. Not before: the streams share one parser, and stderr closing while
        stdout's last lines are still being read must not cut a Stable-Baselines table in two (its
        rows after the cut would lose their section)."""
        with self.lock:
            self.open_streams -= 1
            if self.open_streams <= 0:
                self._flush_table()

    def flush_table(self) -> None:
        """The run's metrics are taken now (a stream may still be held open by a daemon): a table
        still open is read as it stands."""
        with self.lock:
            self._flush_table()

    def expire_record(self, now: float) -> None:
        """A JSON record the task left open (printed one pair per line, its closing brace not yet come)
        is read as it stands after a while: a NaN in it stops the run even if the task hangs there."""
        with self.lock, contextlib.suppress(ArithmeticError, ValueError, RecursionError, MemoryError):
            if self._parser is not None and self._parser.json_lines is not None:
                self._parsed(self._parser.expire(now), "")

    def _flush_table(self) -> None:
        if self._parser is not None:
            found = self._parser.flush()  # (empties the table: a second call reads nothing)
            if found:
                self._metrics(found, "", self._parser.step)

    def _line_metrics(self, line: str) -> None:
        # one odd line must never stop the reader (the log and the other detectors go on)
        with contextlib.suppress(ArithmeticError, ValueError, LookupError, TypeError, RecursionError, MemoryError):
            self._parsed(self.parser.parse(line), line)

    def _parsed(self, found: dict[str, float], text: str) -> None:
        """Metrics the parser read from the output: a name the task reports to its metrics file is the file's."""
        if self.reported and found:
            found = {k: v for k, v in found.items() if k not in self.reported}
        self._metrics(found, text, self.parser.step)

    def metrics_record(self, text: str) -> None:
        with self.lock:
            if self.aborting_record is not None:
                return  # the attempt is being stopped: its metrics stand as they were (the series included)
            from savepoint.monitor.metrics import parse_line  # lazy, as the parser above

            found = parse_line(text)
            for key in found:
                if key not in self.reported and key not in ("step", "global_step"):
                    # the task reports it from now on: what was parsed of it from the output
                    # (a line may come through the pipe before the file's first record) gives way
                    self.reported.add(key)
                    self.series.pop(key, None)
                    self.counts.pop(key, None)
            self._metrics(found, text, step_of(found))

    def _pattern(self, name: str, text: str) -> None:
        if len(self.matched) < MAX_MATCHED:
            self.matched.append(text[:1000])
        now = time.monotonic()
        last = self.pattern_last.get(name)
        if last is not None and now - last < PATTERN_REPEAT:
            return
        self.pattern_last[name] = now
        if name == "enospc":
            self.findings.put((Finding("disk", "the task reported: No space left on device"), text))
        else:
            self.findings.put((Finding("error_pattern", f"output matched {name}"), text))

    def _metrics(self, found: dict[str, float], text: str, step: int | None) -> None:
        if not found or self.frozen:
            return
        if self.aborting_record is not None:
            if text and text == self.last_text:
                return  # the same line again (a logger with two handlers): no new record
            # (the step printed on each line of a record, `(Steps: 1000) name = value`, is no name again)
            names = {k for k in found if k.lower() not in _STEP_NAMES}
            if self.aborting_whole or (step is not None and step != self.aborting_step) \
                    or not self.aborting_record.isdisjoint(names):
                # (a record printed whole on its line, `{'loss': '0', 'grad_norm': 'nan', ...}`, is followed by
                # another: the HF Trainer's evaluation record after the step that went NaN)
                self.frozen = True
                return
            self.aborting_record.update(names)
        now = time.time()
        for key, value in found.items():
            self.metrics[key] = value
            if key in ("step", "global_step"):
                continue
            if not self.watched(key):
                if not self.config.watch and is_default_warn_only(key):
                    self._warn_nan(key, value, text)
                continue
            n = self.counts.get(key, 0) + 1
            self.counts[key] = n
            _Downsampled.append(self.series.setdefault(key, []),
                                MetricPoint(step if step is not None else n, value, now), MAX_SERIES)
            watcher = self.watchers.get(key)
            if watcher is None:
                watcher = self.watchers[key] = MetricWatcher(key, self.config)
            for finding in watcher.feed(value):
                self._finding(finding, text)
        if not self.hidden_fired:
            loss = hidden_nan(found)
            if loss is not None and self.watched(loss):  # with `--watch loss` too (issue 21)
                self.hidden_fired = True
                self._finding(Finding("nan", f"{loss} is 0 next to a NaN gradient norm: the framework "
                                             f"hides a NaN loss", loss), text)
        if self.abort_found and self.aborting_record is None:
            self.aborting_record, self.aborting_step = {k for k in found if k.lower() not in _STEP_NAMES}, step
            whole = text.strip()
            self.aborting_whole = whole[:1] == "{" and whole[-1:] == "}"
        self.last_text = text

    def _finding(self, finding: Finding, text: str) -> None:
        self.findings.put((finding, text))
        if (finding.action or action_for(finding.kind, self.config)) == "abort":
            self.abort_found = True

    def _warn_nan(self, key: str, value: float, text: str) -> None:
        """A NaN gradient norm alone only warns (fp16 loss scaling skips such a step), once per episode;
        non-finite GRAD_NAN_RUN points in a row is no skipped step any more: an abort."""
        if math.isfinite(value):
            self.nan_warned.discard(key)
            self.nan_run[key] = 0
            return
        run = self.nan_run[key] = self.nan_run.get(key, 0) + 1
        if key not in self.nan_warned:
            self.nan_warned.add(key)
            self.findings.put((Finding("nan", f"{key} is {value} (warning only: the loss decides)", key,
                                       action="warn"), text))
        if run == GRAD_NAN_RUN:
            self._finding(Finding("nan", f"{key} has been {value} for {run} points in a row", key), text)


def _close_quietly(f: IO[bytes] | None) -> None:
    if f is not None:
        with contextlib.suppress(OSError):
            f.close()


class _Reader(threading.Thread):
    """Copy one stream to its log (and our stderr), split it into lines, feed the state."""

    def __init__(self, stream: IO[bytes], log: IO[bytes], state: _State, echo: Callable[[bytes], None] | None,
                 name: str) -> None:
        super().__init__(name=f"savepoint-{name}", daemon=True)
        self.stream = stream
        self.log = log
        self.state = state
        self.echo = echo
        self.taken = 0  # bytes read from the pipe
        self.done = 0  # bytes read and fed to the state (lines parsed)
        # a read and its count happen under this lock, so `pending()` never sees a chunk that has left
        # the pipe but is not counted yet (the reader waits for data outside it: see run())
        self.count_lock = threading.Lock()

    def pending(self) -> int:
        """Bytes read so far plus those waiting in the pipe: what `done` must reach for all the output
        written so far to be parsed."""
        with self.count_lock:
            return self.taken + self.left_in_pipe()

    def left_in_pipe(self) -> int:
        """Bytes in the pipe not read yet (0 once it is closed)."""
        try:
            return int.from_bytes(fcntl.ioctl(self.stream.fileno(), termios.FIONREAD, b"\0\0\0\0"), sys.byteorder)
        except (OSError, ValueError):
            return 0

    def run(self) -> None:
        fd = self.stream.fileno()
        pending = b""
        out: IO[bytes] | None = self.log  # (closed below, even on a full disk)
        poller = select.poll()
        poller.register(fd, select.POLLIN | select.POLLPRI)
        try:
            while True:
                poller.poll()  # wait for data (or the end) outside the lock; the read below cannot block
                with self.count_lock:
                    try:
                        chunk = os.read(fd, 1 << 16)
                    except InterruptedError:
                        continue
                    except OSError:
                        break
                    self.taken += len(chunk)
                if not chunk:
                    break
                if out is not None:
                    try:
                        out.write(chunk)
                        out.flush()  # the log on disk is current: a crash of ours loses nothing written
                    except OSError:  # disk full: the log stops, but the pipe is still drained (else
                        _close_quietly(out)  # the task would block writing to it)
                        out = None
                if self.echo is not None:
                    self.echo(chunk)
                self.state.activity()
                pending = self._lines(pending + chunk)
                self.done += len(chunk)
            if pending:
                self.state.block(pending.decode("utf-8", "replace"))
        finally:
            _close_quietly(out)
            self.state.end_of_output()  # (even when this thread dies of an error of ours)
        self.state.findings.put(None)  # wake the supervisor: the exit is usually a moment away
        with contextlib.suppress(OSError):
            self.stream.close()

    def _lines(self, data: bytes) -> bytes:
        """Feed the complete lines of `data`; return the partial line left at its end."""
        cut = max(data.rfind(b"\n"), data.rfind(b"\r"))
        if cut >= 0:
            self.state.block(data[:cut + 1].decode("utf-8", "replace"))
            data = data[cut + 1:]
        if len(data) > MAX_LINE:
            self.state.block(data[:MAX_LINE].decode("utf-8", "replace"))
            return b""
        return data


def _drain(readers: list[_Reader]) -> bool:
    """Wait for the readers to parse what the pipes held when the task's session was gone (however
    long that takes on a loaded machine, up to PIPE_DRAIN_MAX), then up to PIPE_GRACE more for the
    pipes to close (a process outside the session may hold them open and keep writing: its later
    output is no reason to wait). False when that cap was reached."""
    start = time.monotonic()
    # (read and left counted at one instant: a chunk counted twice would hold a process that keeps
    # writing to the cap, one counted in neither would end the wait before it was parsed)
    targets = [(r, r.pending()) for r in readers]
    while any(r.is_alive() and r.done < target for r, target in targets):
        if time.monotonic() - start >= PIPE_DRAIN_MAX:
            return False
        next(r for r, target in targets if r.is_alive() and r.done < target).join(timeout=TICK)
    deadline = time.monotonic() + PIPE_GRACE
    for r in readers:
        r.join(timeout=max(0.0, deadline - time.monotonic()))
    return True


class _MetricsTail:
    """Follow the JSONL file at $SAVEPOINT_METRICS as the task appends to it: on every supervisor
    tick, and at once when inotify says it was written (a NaN is then seen within milliseconds)."""

    def __init__(self, path: Path | None, state: _State, dir_fd: int | None = None) -> None:
        self.path = path
        # the attempt's folder (our own descriptor: the watcher may outlive execute()): the file is
        # opened in it by name, never through a symlink
        self.dir_fd = os.dup(dir_fd) if dir_fd is not None else None
        self.state = state
        self.offset = 0
        self.pending = b""
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.watcher: threading.Thread | None = None

    def start(self) -> None:
        if self.path is not None and sys.platform.startswith("linux"):
            self.watcher = threading.Thread(target=self._watch, name="savepoint-metrics", daemon=True)
            self.watcher.start()

    def close(self) -> None:
        self.stop.set()  # the watcher leaves at its next wake-up (not waited for: execute() returns now)
        with self.lock:
            if self.dir_fd is not None:
                os.close(self.dir_fd)
                self.dir_fd = None

    def _watch(self) -> None:
        assert self.path is not None
        try:
            # lazy import (startup time): only a run with a metrics file loads inotify
            from inotify_simple import INotify, flags

            inotify = INotify()
            inotify.add_watch(str(self.path.parent), flags.MODIFY | flags.CREATE | flags.MOVED_TO)
        except (ImportError, OSError):
            return  # the supervisor's tick still reads the file
        name = self.path.name
        try:
            while not self.stop.is_set():
                events = inotify.read(timeout=200)
                if any(e.name == name for e in events) and not self.stop.is_set():
                    self.poll()
        finally:
            inotify.close()

    def poll(self) -> None:
        if self.path is None:
            return
        with self.lock:
            if not self.stop.is_set():
                self._poll(self.path)

    def _poll(self, path: Path) -> None:
        # the task may put anything at this name: a symlink (to a file that is not its metrics) or a
        # FIFO is not read
        try:
            fd = nofollow.open_read(path.name if self.dir_fd is not None else path, self.dir_fd)
        except OSError:
            return
        try:
            size = os.fstat(fd).st_size
            if size < self.offset:  # truncated or replaced: start over
                self.offset, self.pending = 0, b""
            if size == self.offset:
                return
            data = os.pread(fd, size - self.offset, self.offset)
        except OSError:
            return
        finally:
            os.close(fd)
        self.offset += len(data)
        self.state.activity()
        lines = (self.pending + data).split(b"\n")
        self.pending = lines.pop()
        for raw in lines:
            if raw.strip():
                self.state.metrics_record(raw.decode("utf-8", "replace"))


class _Supervisor:
    def __init__(self, proc: subprocess.Popen[bytes], state: _State, execution: Execution,
                 config: DetectorConfig, workspace: Path | None, on_anomaly: Decide | None,
                 cancel: threading.Event | None, say: Callable[[str], None], live: Any,
                 metrics_tail: _MetricsTail) -> None:
        self.proc = proc
        self.metrics_tail = metrics_tail
        self.term_sent = 0.0
        self.last_checks = 0.0
        self.pgid = proc.pid
        self.state = state
        self.execution = execution
        self.config = config
        self.workspace = workspace
        self.on_anomaly = on_anomaly
        self.cancel = cancel
        self.say = say
        self.live = live
        self.started_mono = time.monotonic()
        self.aborting = False
        self.growth = MemoryGrowth()
        self.last_sample_mono = 0.0
        self.last_cpu: tuple[float, float] | None = None  # (monotonic, cpu seconds)
        # (monotonic, cpu seconds) over the stall window; bounded even while no window is known
        self.cpu_history: deque[tuple[float, float]] = deque(maxlen=20000)
        self.disk_low = False
        self.samples_taken = 0
        self.memory_fired = False
        self.silence_fired = False
        self.session_pids: list[int] = []

    # -- actions ------------------------------------------------------------------------------

    def fire(self, finding: Finding, evidence: str = "") -> None:
        if self.aborting:
            return
        action = finding.action or action_for(finding.kind, self.config)
        if action == "pause" and self.on_anomaly is None:
            action = "warn"  # nobody to decide: pausing would only stop the task for nothing
        anomaly = Anomaly(kind=finding.kind, time=time.time(), detail=finding.detail, action=action,
                          evidence=evidence[:1000], metric=finding.metric)
        self.execution.anomalies.append(anomaly)
        self.say(f"savepoint: anomaly {anomaly.kind} ({action}): {anomaly.detail}")
        if action == "abort":
            self.abort(finding.kind)
            self._decide(anomaly)
            return
        if action == "pause":
            self._signal(signal.SIGSTOP)
            tree.wait_stopped(self.session_pids)
            decision = self._decide(anomaly)
            if decision == "abort":
                self.abort(finding.kind)
            else:
                self._signal(signal.SIGCONT)
                self._resumed()
            return
        if self._decide(anomaly) == "abort":
            self.abort(finding.kind)

    def _decide(self, anomaly: Anomaly) -> str:
        if self.on_anomaly is None:
            return "continue"
        try:
            return self.on_anomaly(anomaly)
        except Exception as e:  # the caller's bug must not leave the task stopped or unsupervised
            self.say(f"savepoint: anomaly handler failed: {type(e).__name__}: {e}")
            return "abort" if anomaly.action != "warn" else "continue"

    def _resumed(self) -> None:
        # paused time is not silence: restart the stall clock and the CPU window (the wall-time
        # --timeout still counts it: a deadline is a deadline)
        with self.state.lock:
            self.state.last_activity = time.monotonic()
        self.cpu_history.clear()
        self.silence_fired = False

    def _signal(self, sig: int) -> None:
        self.session_pids = tree.members(self.pgid, self.pgid)
        tree.signal_tree(self.pgid, sig, self.session_pids)

    def abort(self, kind: str) -> None:
        if self.aborting:
            return
        self.aborting = True
        if kind == "cancel":
            self.execution.cancelled = True
        else:
            self.execution.aborted_by = kind
        if kind == "timeout":
            self.execution.timed_out = True
        self._signal(signal.SIGTERM)
        self._signal(signal.SIGCONT)  # a stopped process only acts on SIGTERM once continued
        self.term_sent = time.monotonic()

    def stop_leftovers(self) -> None:
        """After the root exits, stop what is left of the group (and wait for it, bounded)."""
        if not tree.group_alive(self.pgid, self.pgid):
            return
        self._signal(signal.SIGTERM)
        self._signal(signal.SIGCONT)
        deadline = time.monotonic() + self.config.kill_grace
        while time.monotonic() < deadline and tree.group_alive(self.pgid, self.pgid):
            time.sleep(0.05)
        if tree.group_alive(self.pgid, self.pgid):
            self._signal(signal.SIGKILL)
            # dying is not instant: no rollback may start while a killed process can still write
            deadline = time.monotonic() + self.config.kill_grace
            while time.monotonic() < deadline and tree.group_alive(self.pgid, self.pgid):
                time.sleep(0.02)

    # -- the loop -----------------------------------------------------------------------------

    def run(self) -> None:
        while True:
            if self.proc.poll() is not None:
                break
            now = time.monotonic()
            if self.aborting and now - self.term_sent > self.config.kill_grace:
                self._signal(signal.SIGKILL)
                self.term_sent = now + 3600  # once
            try:
                item = self.state.findings.get(timeout=TICK)
            except queue.Empty:
                pass
            else:
                if item is not None:
                    self.fire(*item)
                else:  # a stream closed: reap the task promptly instead of after a full tick
                    with contextlib.suppress(subprocess.TimeoutExpired):
                        self.proc.wait(timeout=0.02)
            if time.monotonic() - self.last_checks >= TICK:
                self.checks()
        self.drain()

    def drain(self) -> None:
        while True:
            try:
                item = self.state.findings.get_nowait()
            except queue.Empty:
                return
            if item is not None:
                self.fire(*item)

    def checks(self) -> None:
        now = self.last_checks = time.monotonic()
        self.metrics_tail.poll()
        self.state.expire_record(now)
        if self.cancel is not None and self.cancel.is_set() and not self.aborting:
            # (no line here: whoever cancelled says so once, e.g. the command line's Ctrl-C)
            self.abort("cancel")
            return
        timeout = self.config.timeout
        if timeout is not None and now - self.started_mono > timeout and not self.aborting:
            self.fire(Finding("timeout", f"wall time exceeded --timeout {timeout:g}s"))
            return
        if now - self.last_sample_mono >= self.config.sample_interval:
            self.last_sample_mono = now
            self.sample(now)
        self.silence(now)
        if self.live is not None:
            self.live.update(self)

    def sample(self, now: float) -> None:
        self.samples_taken += 1
        snap = tree.sample(self.pgid, self.pgid, full=self.samples_taken % FULL_SCAN_EVERY == 0)
        cpu_pct = 0.0
        if self.last_cpu is not None and now > self.last_cpu[0]:
            cpu_pct = max(0.0, snap.cpu_seconds - self.last_cpu[1]) / (now - self.last_cpu[0]) * 100
        self.last_cpu = (now, snap.cpu_seconds)
        self.cpu_history.append((now, snap.cpu_seconds))
        window = self.state.stall_window()
        while window is not None and len(self.cpu_history) > 2 and now - self.cpu_history[1][0] >= window:
            self.cpu_history.popleft()
        record: dict[str, float] = {"time": time.time(), "cpu": round(cpu_pct, 1), "rss": float(snap.rss),
                                    "children": float(max(0, len(snap.pids) - 1)),
                                    "open_files": float(snap.open_files)}
        if self.workspace is not None:
            with contextlib.suppress(OSError):
                record["disk_free"] = float(shutil.disk_usage(self.workspace).free)
        _Downsampled.append(self.execution.samples, record, MAX_SAMPLES)
        self.execution.peak_rss = max(self.execution.peak_rss, snap.rss)
        limit = self.config.max_memory
        if limit is not None and snap.rss > limit and not self.memory_fired:
            self.memory_fired = True
            self.fire(Finding("memory", f"process tree RSS {format_size(snap.rss)} is over --max-memory "
                                        f"{format_size(limit)}"), f"rss={format_size(snap.rss)}")
        growth = self.growth.feed(snap.rss)
        if growth is not None:
            self.fire(growth, f"rss={format_size(snap.rss)}")
        free = record.get("disk_free")
        if free is not None:
            if free < self.config.disk_floor and not self.disk_low:
                self.disk_low = True
                self.fire(Finding("disk", f"{format_size(int(free))} free on the workspace's filesystem, "
                                          f"below the floor of {format_size(self.config.disk_floor)}"),
                          f"disk_free={format_size(int(free))}")
            elif free >= self.config.disk_floor:
                self.disk_low = False

    def silence(self, now: float) -> None:
        window = self.state.stall_window()
        if window is None or self.aborting:
            return
        quiet = now - self.state.last_activity
        if quiet < window:
            self.silence_fired = False
            return
        if self.silence_fired:
            return
        self.silence_fired = True
        if now - self.last_sample_mono > 0.05:  # a fresh end point for the CPU measurement
            self.last_sample_mono = now
            self.sample(now)
            if self.aborting:
                return
        with self.state.lock:
            since = self.state.last_activity
        share = self._cpu_share(since, window)
        if share is not None and share < HANG_CPU:
            self.fire(Finding("hang", f"no output for {quiet:.0f}s and the process tree used "
                                      f"{share * 100:.1f}% CPU (hung)"))
        else:
            used = "" if share is None else f" while using {share * 100:.0f}% CPU"
            self.fire(Finding("stall", f"no output or metric for {quiet:.0f}s{used}"))

    def _cpu_share(self, since: float, window: float) -> float | None:
        """Average share of one core the tree used since the last sign of life (None when the
        samples in that time span less than a quarter of the window: too little to judge)."""
        quiet = [h for h in self.cpu_history if h[0] >= since]
        if len(quiet) < 2 or quiet[-1][0] - quiet[0][0] < 0.25 * window:
            return None
        return max(0.0, quiet[-1][1] - quiet[0][1]) / (quiet[-1][0] - quiet[0][0])


def _stderr_writer() -> Callable[[bytes], None]:
    lock = threading.Lock()
    buf = getattr(sys.stderr, "buffer", None)

    def write(chunk: bytes) -> None:
        with lock:
            try:
                if buf is not None:
                    buf.write(chunk)
                    buf.flush()
                else:
                    sys.stderr.write(chunk.decode("utf-8", "replace"))
                    sys.stderr.flush()
            except (OSError, ValueError):
                pass  # our stderr closed: the logs still hold everything

    return write


def execute(argv: list[str], *, cwd: Path, env: Mapping[str, str], detectors: DetectorConfig,
            log_dir: Path, metrics_file: Path | None = None, workspace: Path | None = None,
            on_start: Callable[[int], None] | None = None, on_anomaly: Decide | None = None,
            echo: bool = True, live: bool = False, cancel: threading.Event | None = None) -> Execution:
    """Run `argv` in its own session under the detectors; see docs/monitoring.md."""
    stdout_log, stderr_log = log_dir / "stdout.log", log_dir / "stderr.log"
    started = time.time()
    state = _State(detectors)  # compiles user regexes first: a bad one raises before anything runs
    # The logs are made before the task starts, in the attempt's folder opened without following a
    # symlink (the task can write in that folder: its metrics file is there), each a new file
    # renamed over its name: nothing the task or an earlier attempt planted is written through.
    dir_fd = nofollow.open_dir(log_dir.parent, log_dir.name, create=True)
    try:
        logs: list[IO[bytes]] = [os.fdopen(nofollow.create(dir_fd, p.name, mode=0o644, where=str(log_dir)), "wb")
                                 for p in (stdout_log, stderr_log)]
    except BaseException:
        os.close(dir_fd)
        raise
    try:
        try:
            proc = subprocess.Popen(argv, cwd=cwd, env=dict(env), stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                                    close_fds=True)
        except OSError as e:
            if isinstance(e, FileNotFoundError) and not Path(cwd).is_dir():
                e = FileNotFoundError(errno.ENOENT, f"working directory {str(cwd)!r} does not exist")
            elif isinstance(e, PermissionError) and argv and "/" not in argv[0] and shutil.which(
                    argv[0], path=env.get("PATH", os.defpath)) is None:
                # a folder on PATH the user cannot search made the lookup say EACCES: the command is
                # not found anywhere they can reach (a shell says 127 too)
                e = FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT))
            result = _cannot_run(argv, e, started)
            with contextlib.suppress(OSError):
                logs[1].write((result.tail[0] + "\n").encode())
            for f in logs:
                _close_quietly(f)
            result.stdout_path, result.stderr_path = str(stdout_log), str(stderr_log)
            return result
        return _supervise(proc, argv, logs, dir_fd, started=started, state=state, stdout_log=stdout_log,
                          stderr_log=stderr_log, detectors=detectors, metrics_file=metrics_file,
                          workspace=workspace, on_start=on_start, on_anomaly=on_anomaly, echo=echo, live=live,
                          cancel=cancel)
    finally:
        os.close(dir_fd)


def _supervise(proc: subprocess.Popen[bytes], argv: list[str], logs: list[IO[bytes]], dir_fd: int, *,
               started: float, state: _State, stdout_log: Path, stderr_log: Path, detectors: DetectorConfig,
               metrics_file: Path | None, workspace: Path | None, on_start: Callable[[int], None] | None,
               on_anomaly: Decide | None, echo: bool, live: bool, cancel: threading.Event | None) -> Execution:
    oom_before = tree.cgroup_oom_kills()
    execution = Execution(exit_code=None, signal=None, duration=0.0, started=started,
                          stdout_path=str(stdout_log), stderr_path=str(stderr_log))
    view = None
    if live and sys.stderr.isatty():
        # lazy import (startup time): keeps the live view off the import path of `savepoint run`
        from savepoint.monitor.live import LiveView

        view = LiveView(argv, started)
    writer = _stderr_writer()
    echo_fn: Callable[[bytes], None] | None = (view.echo if view is not None else writer) if echo else None

    def say(msg: str) -> None:
        if view is not None:
            view.note(msg)
        elif echo:
            writer((msg + "\n").encode())

    assert proc.stdout is not None and proc.stderr is not None
    # the metrics file is followed before the output is read: a task that reports and prints at once (its
    # first lines before our readers start) has its printed NaN read only after the records written before it
    same_dir = metrics_file is not None and metrics_file.parent == stdout_log.parent
    metrics_tail = _MetricsTail(metrics_file, state, dir_fd if same_dir else None)
    metrics_tail.start()
    state.channel = metrics_tail.poll
    readers = [_Reader(proc.stdout, logs[0], state, echo_fn, "stdout"),
               _Reader(proc.stderr, logs[1], state, echo_fn, "stderr")]
    for r in readers:
        r.start()
    if on_start is not None:
        on_start(proc.pid)
    sup = _Supervisor(proc, state, execution, detectors, workspace, on_anomaly, cancel, say, view,
                      metrics_tail)
    try:
        if view is not None:
            view.start()
        sup.run()
        sup.stop_leftovers()
        if not _drain(readers):
            with state.lock:
                state.tail.append(f"savepoint: the task's output was still being read {PIPE_DRAIN_MAX:.0f} s after it "
                                  "ended; what came after is in the log, not in this report")
        elif any(r.is_alive() for r in readers):
            # a process that left the session (a daemon) still holds the output open: do not wait
            # for it; its reader keeps appending to the log in the background until it closes
            with state.lock:
                state.tail.append("savepoint: the task's output is still held open by a process outside "
                                  "its session; stopped waiting for it")
        state.flush_table()  # what the metrics are now is what this attempt reports
        metrics_tail.poll()
        sup.drain()
    finally:
        metrics_tail.close()
        if view is not None:
            view.stop()
        if proc.poll() is None:  # we are being torn down (an exception of ours): leave nothing running
            tree.signal_tree(proc.pid, signal.SIGKILL, tree.members(proc.pid, proc.pid))
            proc.wait()
    rc = proc.returncode
    execution.exit_code = rc if rc >= 0 else None
    execution.signal = -rc if rc < 0 else None
    execution.duration = time.time() - started
    with state.lock:
        execution.tail = list(state.tail)
        execution.matched_lines = list(state.matched)
        execution.metrics = dict(state.metrics)
        execution.series = {k: list(v) for k, v in state.series.items()}
    _oom_evidence(execution, detectors, oom_before, sup)
    return execution


def _oom_evidence(execution: Execution, config: DetectorConfig, oom_before: int | None,
                  sup: _Supervisor) -> None:
    """Record an OOM kill: SIGKILL we did not send with RSS near the limit, or the kernel's count."""
    after = tree.cgroup_oom_kills()
    kernel = oom_before is not None and after is not None and after > oom_before
    near_limit = (config.max_memory is not None and execution.peak_rss >= 0.9 * config.max_memory)
    killed = execution.signal == signal.SIGKILL or execution.exit_code == 137
    if killed and execution.aborted_by is None and (kernel or near_limit):
        why = "the kernel's OOM killer fired (cgroup memory.events oom_kill)" if kernel else \
            f"killed by SIGKILL with RSS {execution.peak_rss >> 20} MiB near the limit"
        anomaly = Anomaly(kind="oom", time=time.time(), detail=why, action="warn",
                          evidence=f"signal={execution.signal} exit={execution.exit_code}")
        execution.anomalies.append(anomaly)
        sup.say(f"savepoint: anomaly oom: {why}")
        if sup.on_anomaly is not None:
            sup._decide(anomaly)
