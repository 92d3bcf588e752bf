"""The Python API: the same run loop as `savepoint run`, for a callable instead of a command.

    import savepoint

    def train(ctx):
        step = ctx.state.get("step", 0)          # kept across attempts (and runs of this task)
        ...
        ctx.metric("loss", loss)                 # NaN in a watched metric aborts the attempt
        ctx.state["step"] = step

    outcome = savepoint.run("train", train, scope=["out/"], checks=["exists:out/model.pt"])

    @savepoint.task(scope=["out/"], retries=3)   # calling it runs it as a transaction, returns an Outcome
    def prepare(ctx): ...

    with savepoint.transaction(scope=["data/"]) as tx:   # one attempt: an exception rolls back
        rewrite(files)
    tx.outcome.status

Options are the keys of a task in savepoint.toml (`scope`, `checks`, `retries`, `threshold`,
`params`, `adjust`, `watch`, `timeout`, `max_memory`, `read_only`, `budget`, `rules`, ...), checked
the same way. The callable runs in this process, its stdout/stderr captured to the run's logs.
"""

from __future__ import annotations

import contextlib
import inspect
import io
import json
import math
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

from savepoint import channel, nofollow
from savepoint._inprocess import AttemptAborted, Interrupter, Watchdog, stop_children
from savepoint.errors import UsageError
from savepoint.model import Anomaly, DetectorConfig, Execution, MetricPoint, Outcome, Status, TaskSpec
from savepoint.workspace import find_workspace

if TYPE_CHECKING:
    from typing import Unpack

    from savepoint.options import TaskOptions
    from savepoint.store import Store

F = TypeVar("F", bound=Callable[..., Any])
TAIL_LINES = 50


@dataclass
class ApiOutcome(Outcome):
    """An Outcome, plus what the callable returned on its last attempt (None if it raised)."""

    value: Any = None


class State(MutableMapping[str, Any]):
    """`ctx.state`: a JSON dict kept in the task's state directory, written through on every change,
    so a retry (or the next run of the same task) resumes from it. `ctx.state.dir` holds files."""

    def __init__(self, directory: Path) -> None:
        self.dir = directory
        self._file = directory / "state.json"
        try:
            fd = nofollow.open_read(self._file)
            with os.fdopen(fd, "rb") as f:
                self._data: dict[str, Any] = json.loads(f.read())
        except (OSError, ValueError):
            self._data = {}

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self._data[key] = value
        self._save()

    def __delitem__(self, key: str) -> None:
        del self._data[key]
        self._save()

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def _save(self) -> None:
        # (a folder other runs of the task write in: a symlink left at a name here is not followed)
        with nofollow.folder(self.dir.parent, self.dir.name, create=True) as fd:
            nofollow.write(fd, self._file.name, json.dumps(self._data).encode(), sync=True, where=str(self.dir))


class Context:
    """What the callable gets: ids, params (adjusted on retries), state, metrics, the workspace."""

    def __init__(self, env: Mapping[str, str], params: dict[str, str], workspace: Path,
                 watchdog: Watchdog, metrics_file: Path | None) -> None:
        self.run_id = env["SAVEPOINT_RUN_ID"]
        self.attempt = int(env["SAVEPOINT_ATTEMPT"])
        self.checkpoint_id = env["SAVEPOINT_CHECKPOINT"]
        self.params = params
        self.workspace = workspace
        self.state = State(Path(env["SAVEPOINT_STATE_DIR"]))
        self.metrics: dict[str, float] = watchdog.execution.metrics
        self.series: dict[str, list[MetricPoint]] = watchdog.execution.series
        self.anomalies: list[Anomaly] = watchdog.execution.anomalies
        self._watchdog = watchdog
        self._metrics_file = metrics_file

    def metric(self, name: str, value: float, step: int | None = None) -> None:
        """Record a metric. A watched metric (`watch`, by default the loss) goes through the same
        detectors as `savepoint run`'s: a NaN/Inf aborts the attempt here and now (AttemptAborted)."""
        value = float(value)
        if self._metrics_file is not None:
            # appended as the task would (never through a symlink left at its name)
            fd = os.open(self._metrics_file, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC,
                         0o644)
            with os.fdopen(fd, "a") as f:
                f.write(json.dumps({name: value if math.isfinite(value) else str(value)}) + "\n")
        self._watchdog.metric(name, value, step)


class _Tee(io.TextIOBase):
    """Writes to a log file and keeps the last lines (evidence for diagnosis); echoes if asked;
    complete lines go to the watchdog (metrics and error patterns in output, as for a command)."""

    def __init__(self, log: IO[str], echo: IO[str] | None, tail: list[str], watchdog: Watchdog) -> None:
        self._log, self._echo, self._tail, self._watchdog = log, echo, tail, watchdog
        self._partial = ""
        self._lock = threading.Lock()

    def write(self, s: str) -> int:
        with self._lock:
            self._log.write(s)
            self._log.flush()  # the log on disk is current, as a command's is
            if self._echo is not None:
                with contextlib.suppress(OSError, ValueError):
                    self._echo.write(s)
                    self._echo.flush()
            lines = (self._partial + s).split("\n")
            self._partial = lines.pop()
            self._tail.extend(lines)
            del self._tail[:-TAIL_LINES]
        complete = [line for line in lines if line.strip()]
        if complete:
            self._watchdog.lines("\n".join(complete))  # may abort (raises in the callable's thread)
        return len(s)

    def flush(self) -> None:
        with self._lock:
            self._log.flush()
            if self._partial:
                self._tail.append(self._partial)
                self._partial = ""


def _call(fn: Callable[..., Any], ctx: Context) -> Any:
    """fn(ctx) if it takes an argument, else fn()."""
    try:
        takes_ctx = bool(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        takes_ctx = True
    return fn(ctx) if takes_ctx else fn()


def _in_process(fn: Callable[..., Any], task: TaskSpec, values: list[Any],
                interrupter: Interrupter | None = None,
                echo_to: IO[str] | None = None) -> Callable[..., Execution]:
    """An execute() for the run loop that calls `fn` in this process instead of spawning a command,
    under a Watchdog (the monitor's detectors). `interrupter` targets the thread running the user's
    code (by default the one calling execute)."""

    def execute(argv: list[str], *, cwd: Path, env: Mapping[str, str], detectors: DetectorConfig,
                log_dir: Path, metrics_file: Path | None = None, workspace: Path | None = None,
                on_start: Callable[[int], None] | None = None,
                on_anomaly: Callable[[Anomaly], str] | None = None, echo: bool = True, live: bool = False,
                cancel: threading.Event | None = None) -> Execution:
        params = {name: env[name] for name in task.params if name in env}
        stdout_path, stderr_path = log_dir / "stdout.log", log_dir / "stderr.log"
        execution = Execution(exit_code=0, signal=None, duration=0.0, started=time.time(),
                              stdout_path=str(stdout_path), stderr_path=str(stderr_path))
        terminal = (echo_to or sys.stderr) if echo else None

        def say(message: str) -> None:
            if terminal is not None:
                with contextlib.suppress(OSError, ValueError):
                    terminal.write(message + "\n")
                    terminal.flush()

        target = interrupter or Interrupter()
        watchdog = Watchdog(detectors, execution, target, on_anomaly, cancel, say, workspace or cwd)
        ctx = Context(env, params, Path(workspace or cwd), watchdog, metrics_file)
        tail: list[str] = []
        with nofollow.folder(log_dir.parent, log_dir.name, create=True) as dfd:  # (see monitor.execute)
            logs = [os.fdopen(nofollow.create(dfd, p.name, mode=0o644, where=str(log_dir)), "w")
                    for p in (stdout_path, stderr_path)]
        with logs[0] as out_log, logs[1] as err_log, \
                (contextlib.nullcontext() if interrupter else target.installed()):
            out = _Tee(out_log, terminal, tail, watchdog)
            err = _Tee(err_log, terminal, tail, watchdog)
            try:
                with watchdog.running():
                    try:
                        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
                                channel.reporting_to(ctx.metric):
                            value = _call(fn, ctx)
                    finally:
                        target.disarm()
                values.append(value)
            except KeyboardInterrupt:
                execution.cancelled, execution.exit_code = True, 130
            except AttemptAborted as e:
                execution.exit_code = 1
                if execution.aborted_by is None and not execution.cancelled:
                    execution.aborted_by = e.anomaly.kind if e.anomaly else "abort"
                err_log.write(f"{e}\n")
                tail.append(str(e))
            except BaseException as e:  # the task failed: its traceback is the evidence
                execution.exit_code = e.code if isinstance(e, SystemExit) and isinstance(e.code, int) else 1
                lines = "".join(traceback.format_exception(e)).splitlines()
                err_log.write("\n".join(lines) + "\n")
                tail.extend(lines[-TAIL_LINES:])
            out.flush()
            err.flush()
        if execution.exit_code == 0 and (execution.aborted_by or execution.cancelled):
            execution.exit_code = 1  # it swallowed the abort and returned: still an aborted attempt
        if execution.aborted_by or execution.cancelled:
            stopped = stop_children(watchdog.children_before, detectors.kill_grace)
            if stopped:
                say(f"savepoint: stopped {stopped} process(es) the aborted attempt had started")
        execution.tail = tail[-TAIL_LINES:]
        return execution

    return execute


def make_task(task: TaskSpec | str | None, fn: Callable[..., Any] | None, options: Mapping[str, Any],
              defaults: TaskSpec | None = None) -> TaskSpec:
    """A TaskSpec from a name or spec plus options (the keys of a savepoint.toml task), over
    `defaults` (savepoint.toml's [defaults], [detectors], [[check]] and [[rule]])."""
    # lazy import (startup time): keeps config, options off this module's import
    from savepoint.config import task_from_table

    if isinstance(task, TaskSpec):
        spec = task_from_table(dict(options), task, where="savepoint.run()")
    elif task is None or isinstance(task, str):
        if "run" in options:
            raise UsageError("savepoint.run(): 'run' is for commands; pass a callable instead")
        spec = task_from_table(dict(options), defaults, where="savepoint.run()")
        spec.id = task or str(getattr(fn, "__qualname__", ""))
    else:
        raise UsageError(f"savepoint.run(): task must be a name or a TaskSpec, not {type(task).__name__}")
    if not spec.command:
        name = f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', '?')}"
        spec.command = [f"python:{name}"]
    if spec.adjust:
        # lazy import (startup time): keeps decide/ off this module's import
        from savepoint.decide import check_adjust

        check_adjust(spec.params, spec.adjust)
    return spec


def _callable_can_run(spec: TaskSpec) -> TaskSpec:
    """What a callable cannot do, refused before the store is even created (the option itself is
    valid: a command can be isolated)."""
    if spec.isolate and spec.isolate != "auto":
        raise UsageError("savepoint.run(): isolate needs a command (its own namespace); a callable runs "
                         "inside this process: use isolate=\"auto\" (the default mode here), or a command")
    return spec


def _config_defaults(workspace: str | os.PathLike[str] | None) -> TaskSpec:
    """savepoint.toml's defaults for the workspace (detectors, checks, rules), as `savepoint run`
    applies them; an empty spec when there is no file."""
    # lazy import (startup time): keeps config, options off this module's import
    from savepoint.config import load_config

    return load_config(find_workspace(workspace)).defaults


@contextlib.contextmanager
def _store(workspace: str | os.PathLike[str] | None, store: str | os.PathLike[str] | None) -> Iterator[Store]:
    # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
    from savepoint.store import Store

    s = Store.open(find_workspace(workspace), store, create=True)
    with contextlib.closing(s), s.lock(purpose="api"):
        yield s


def run(task: TaskSpec | str | None, fn: Callable[..., Any], *,
        workspace: str | os.PathLike[str] | None = None, store: str | os.PathLike[str] | None = None,
        echo: bool = True, cancel: threading.Event | None = None,
        **options: Unpack[TaskOptions]) -> ApiOutcome:
    """Run `fn` (called as fn(ctx) or fn()) as a transaction: checkpoint, run, validate, keep or roll
    back, retry as the diagnosis says. Returns the Outcome; `.value` is fn's last return value.

    `echo`: the function's output (and savepoint's notes) also go to the terminal's stderr, as a
    command's do under `savepoint run`; the run's logs get it either way. Setting `cancel` stops
    the attempt and rolls back, as Ctrl-C does (Ctrl-C then raises KeyboardInterrupt here)."""
    # lazy import (startup time): keeps runloop/ off this module's import
    from savepoint.runloop.attempts import run_task

    spec = _callable_can_run(make_task(task, fn, options,
                                       None if isinstance(task, TaskSpec) else _config_defaults(workspace)))
    values: list[Any] = []
    with _store(workspace, store) as s:
        outcome = run_task(s, spec, echo=echo, cancel=cancel, execute=_in_process(fn, spec, values))
    if outcome.reason == "cancelled" and not (cancel is not None and cancel.is_set()):
        raise KeyboardInterrupt  # Ctrl-C: rolled back; the caller's program still stops
    return _with_value(outcome, values[-1] if values and outcome.ok else None)


def _with_value(outcome: Outcome, value: Any) -> ApiOutcome:
    fields = {k: getattr(outcome, k) for k in outcome.__dataclass_fields__}
    return ApiOutcome(**fields, value=value)


def task(name: str | None = None, *, workspace: str | os.PathLike[str] | None = None,
         store: str | os.PathLike[str] | None = None, echo: bool = True,
         **options: Unpack[TaskOptions]) -> Callable[[F], Callable[..., ApiOutcome]]:
    """Decorator: calling the function runs it as a transaction (like `savepoint run`) and returns an ApiOutcome.
    A function whose first parameter is named `ctx` gets the Context; other arguments pass through."""
    def wrap(fn: F) -> Callable[..., ApiOutcome]:
        params = list(inspect.signature(fn).parameters)
        wants_ctx = bool(params) and params[0] == "ctx"

        def call(*args: Any, **kwargs: Any) -> ApiOutcome:
            def body(ctx: Context) -> Any:
                return fn(ctx, *args, **kwargs) if wants_ctx else fn(*args, **kwargs)

            return run(name or fn.__qualname__, body, workspace=workspace, store=store, echo=echo, **options)

        call.__name__ = fn.__name__
        call.__qualname__ = fn.__qualname__
        call.__doc__ = fn.__doc__
        return call

    return wrap


class Transaction:
    """`with savepoint.transaction(...) as tx:` one attempt of the run loop around a block.

    The checkpoint is durable when the block starts. If the block raises, the failure is diagnosed
    and the workspace rolled back as the decision table says, then the exception propagates (pass
    `reraise=False` to swallow it); if it completes, checks decide DONE / PARTIAL / ROLLED_BACK.
    A block cannot be re-run, so there are no retries: `tx.outcome` says what happened."""

    def __init__(self, name: str | None, workspace: str | os.PathLike[str] | None,
                 store: str | os.PathLike[str] | None, reraise: bool, options: dict[str, Any],
                 echo: bool = True) -> None:
        self.spec = _callable_can_run(make_task(name or "transaction", None, {**options, "retries": 0},
                                                _config_defaults(workspace)))
        self.spec.command = ["python:with-block"]
        self._workspace, self._store_dir, self._reraise, self._echo = workspace, store, reraise, echo
        self._interrupter: Interrupter | None = None
        self.outcome: Outcome | None = None
        self.ctx: Context | None = None
        self._started = threading.Event()
        self._done = threading.Event()
        self._error: BaseException | None = None
        self._loop_error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self._cm: contextlib.ExitStack | None = None

    @property
    def state(self) -> State:
        assert self.ctx is not None, "use tx.state inside the with block"
        return self.ctx.state

    def __enter__(self) -> Transaction:
        self._cm = contextlib.ExitStack()
        store = self._cm.enter_context(_store(self._workspace, self._store_dir))
        # the block runs in this thread: timeouts and other aborts interrupt it here
        self._interrupter = self._cm.enter_context(Interrupter().installed())
        self._thread = threading.Thread(target=self._loop, args=(store,), name="savepoint-tx", daemon=True)
        self._thread.start()
        self._started.wait()
        if self._loop_error is not None:  # the checkpoint failed: the block must not run
            self._cm.close()
            raise self._loop_error
        return self

    def _loop(self, store: Store) -> None:
        # lazy import (startup time): keeps runloop/ off this module's import
        from savepoint.runloop.attempts import run_task

        def gate_fn(ctx: Context) -> Any:
            self.ctx = ctx
            self._started.set()
            self._done.wait()
            if self._error is not None:
                raise self._error
            return None

        try:
            self.outcome = run_task(store, self.spec, echo=self._echo,
                                    execute=_in_process(gate_fn, self.spec, [], self._interrupter))
        except BaseException as e:
            self._loop_error = e
        finally:
            self._started.set()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: Any) -> bool:
        if self._interrupter is not None:
            self._interrupter.disarm()  # the block is over: nothing may interrupt the rollback
        self._error = exc
        self._done.set()
        assert self._thread is not None and self._cm is not None
        self._thread.join()
        self._cm.close()
        if self._loop_error is not None and exc is None:
            raise self._loop_error
        return exc is not None and not self._reraise


def transaction(name: str | None = None, *, workspace: str | os.PathLike[str] | None = None,
                store: str | os.PathLike[str] | None = None, reraise: bool = True, echo: bool = True,
                **options: Unpack[TaskOptions]) -> Transaction:
    return Transaction(name, workspace, store, reraise, dict(options), echo)


__all__ = ["ApiOutcome", "AttemptAborted", "Context", "State", "Status", "Transaction", "run", "task",
           "transaction"]
