"""`savepoint run`, `savepoint resolve`, `savepoint recover`: the run loop from the command line.

Everything the user typed (and savepoint.toml) is validated before anything runs: a malformed
option is one line and exit 2, with nothing checkpointed, run or changed.
"""

from __future__ import annotations

import contextlib
import copy
import os
import re
import shutil
import signal
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from savepoint import options
from savepoint.cli._common import announce_new_store, emit_json, store_options
from savepoint.errors import UsageError
from savepoint.exitcodes import EXIT_IOERR
from savepoint.model import Outcome, Status, TaskSpec
from savepoint.runloop.shield import rollback_interrupt
from savepoint.runloop.summary import summarize
from savepoint.workspace import find_workspace, store_path

if TYPE_CHECKING:
    from savepoint.store import Store

LOCK_TIMEOUT = 60.0


def _open_store(workspace: str | None, store_dir: str | None, *, create: bool) -> Store:
    # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
    from savepoint.store import Store

    store = Store.open(find_workspace(workspace), store_dir, create=create)
    if store.created:
        announce_new_store(store)
    return store


def _notice_interrupted(store: Store) -> None:
    # lazy import (startup time): keeps runloop/ off this module's import
    from savepoint.runloop.crashed import interrupted_hint

    interrupted_hint(store, lambda line: click.echo(f"savepoint: {line}", err=True))


@contextlib.contextmanager
def cancel_on_signals() -> Iterator[threading.Event]:
    """Ctrl-C / SIGTERM set an event the monitor watches (it stops the task group, the loop rolls
    back); a second signal interrupts savepoint itself (`savepoint recover` finishes the job)."""
    cancel = threading.Event()
    previous: dict[signal.Signals, Any] = {}

    def say(line: str) -> None:
        with contextlib.suppress(OSError):  # Ctrl-C interrupted `| tee` too: a dead pipe must not
            click.echo(line, err=True)  # break the rollback

    def handler(signum: int, frame: Any) -> None:
        if rollback_interrupt(say):
            return  # a rollback is running: it finishes (one more signal stops it)
        if cancel.is_set():
            raise KeyboardInterrupt
        cancel.set()
        from savepoint.monitor.live import print_above  # through a live view, not across it

        msg = "savepoint: stopping the task and rolling back (again to force)"
        if not print_above(msg):
            say(msg)

    for sig in (signal.SIGINT, signal.SIGTERM):
        previous[sig] = signal.signal(sig, handler)
    try:
        yield cancel
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)


# -- building the task -------------------------------------------------------------------------------


def _is_named_task(workspace: str | None, config_file: str | None, name: str) -> bool:
    # lazy import (startup time): keeps config off this module's import
    from savepoint.config import load_config

    return name in load_config(find_workspace(workspace), config_file).tasks


def build_task(workspace: Path, command: tuple[str, ...], opts: dict[str, Any], *,
               here: Path | None = None) -> TaskSpec:
    """savepoint.toml defaults / named task, then the command-line options over them; validated.
    `here`: the directory the command line was typed in, where an ad-hoc command runs."""
    # lazy import (startup time): keeps config off this module's import
    from savepoint.config import load_config

    config = load_config(workspace, opts.get("config"))
    if len(command) == 1 and command[0] in config.tasks and not opts.get("explicit_command"):
        task = config.task(command[0])
    else:
        if not command:
            raise UsageError("run: no command given: savepoint run [OPTIONS] -- CMD [ARGS]... "
                             "or savepoint run NAME (a task in savepoint.toml)")
        if config.tasks:
            _refuse_misspelt_task(workspace, command[0], list(config.tasks), command[1:])
        task = copy.deepcopy(config.defaults)
        task.command = list(command)
        if task.cwd is None and here is not None:  # a command runs where the user stands
            task.cwd = _start_dir(workspace, here)
    _apply_options(task, opts, workspace)
    _check_task(task)
    if task.cwd and not (workspace / task.cwd).is_dir():
        raise UsageError(f"task cwd {task.cwd!r} is not a directory in the workspace")
    return task


def _start_dir(workspace: Path, here: Path) -> str | None:
    """The directory savepoint was started from: relative to the workspace when inside it (so a
    stored spec stays valid if the workspace moves), else absolute; None for the root itself."""
    try:
        rel = here.relative_to(workspace)
    except ValueError:
        return str(here)
    return None if str(rel) == "." else rel.as_posix()


def _refuse_misspelt_task(workspace: Path, name: str, tasks: list[str], args: tuple[str, ...]) -> None:
    """`savepoint run trian` with a task `train` and no command `trian`: a typo, not a task to
    checkpoint, run, diagnose FATAL and escalate."""
    # lazy import (startup time): keeps config off this module's import
    from savepoint.config import _closest

    if "/" in name or shutil.which(name) or (workspace / name).exists():
        return
    if name in tasks:  # `savepoint run train foo`
        raise UsageError(f"run: task {name!r} takes no arguments, only options (savepoint run {name} "
                         f"--param NAME=VALUE ...), not {' '.join(args)!r}")
    hint = _closest(name, tasks)
    if hint is not None:
        raise UsageError(f"run: no task {name!r} in savepoint.toml (did you mean {hint!r}?) "
                         "and no command of that name")


def _apply_options(task: TaskSpec, opts: dict[str, Any], workspace: Path) -> None:
    """The flags given, over the task from savepoint.toml, each through the option model
    (savepoint/options.py): the same parser, and the same text for a mistake, as savepoint.toml,
    plans and the Python API. `opts` are click's values (or raw values: the MCP server's)."""
    for option in options.OPTIONS.values():
        if option.cli is None:
            continue
        name = options.CLI_NAMES.get(option.key, option.key)
        value = opts.get(name)
        if value is None or value == () or value is False:
            continue
        options.apply(task, option.key, list(value) if isinstance(value, tuple) else value,
                      label="--" + name.replace("_", "-"), workspace=workspace)
    if opts.get("isolate") is not None:  # click's `--isolate[=all]` form, then the model's parser
        options.apply(task, "isolate", opts["isolate"], label="--isolate")
    if opts.get("isolate_net"):
        task.isolate_net = True
        task.isolate = task.isolate or "workspace"
    if opts.get("name") is not None:  # (command line only: a task in savepoint.toml has its name)
        if not re.match(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$", opts["name"]):
            raise UsageError(f"invalid --name {opts['name']!r}: use letters, digits, '_', '-' or '.' "
                             "(at most 64)")
        task.id = opts["name"]


def _check_task(task: TaskSpec) -> None:
    """What can only be checked on the whole task: adjustments compute on the starting params.
    (Each name is imported where it is used: `from savepoint.decide import` a rule-engine name
    imports the rule engine, ~20 ms, for every run.)"""
    if task.adjust:
        # lazy import (startup time): keeps decide/ off this module's import
        from savepoint.decide import check_adjust

        missing = sorted(n for n in task.adjust if n not in task.params)
        if missing:
            raise UsageError(f"adjust {missing[0]}: no param {missing[0]} to adjust (give --param "
                             f"{missing[0]}=VALUE, or params in savepoint.toml)")
        check_adjust(task.params, task.adjust)
    if task.rules:  # (importing the rule engine costs ~20 ms: only when there are rules)
        # lazy import (startup time): keeps decide/ off this module's import
        from savepoint.decide import parse_rules

        parse_rules(task.rules)


# -- printing ------------------------------------------------------------------------------------------


def report_outcome(outcome: Outcome, as_json: bool) -> None:
    lines = summarize(outcome)
    try:
        if as_json:
            for line in lines:
                click.echo(f"savepoint: {line}" if not line.startswith(" ") else line, err=True)
            emit_json(outcome.to_json())
        else:
            for line in lines:
                click.echo(line)
    except OSError:  # the reader of our output is gone (`| tee` interrupted with us): the exit
        # status still tells the outcome, which the catalog holds in full
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the flush at exit does not fail again
        os.dup2(devnull, sys.stderr.fileno())


# -- commands ------------------------------------------------------------------------------------------


if TYPE_CHECKING:
    _ParamType = click.ParamType[Any]  # generic in click >= 8.2
else:
    _ParamType = click.ParamType


class ModelType(_ParamType):
    """A flag's value parsed by the option model at parse time (a mistake is the model's one line)."""

    def __init__(self, key: str, name: str) -> None:
        self.key = key
        self.name = name

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        label = param.opts[0] if param is not None and param.opts else options.OPTIONS[self.key].flag
        return options.parse(self.key, value, label)


_SCALAR_TYPES = {"threshold": "FLOAT", "retries": "INTEGER", "timeout": "DUR", "stall": "DUR",
                 "max_memory": "SIZE", "budget": "SIZE", "backoff": "DUR"}


def task_flags(f: Any) -> Any:
    """`savepoint run`'s task flags, from the option model; `--config` after `--adjust` as before."""
    f = click.option("--backoff", metavar="DUR", default=None, type=ModelType("backoff", "duration"),
                     help=_cli(options, "backoff").help)(f)
    f = click.option("--budget", metavar="SIZE", default=None, type=ModelType("budget", "size"),
                     help=_cli(options, "budget").help)(f)
    f = click.option("--config", metavar="FILE", default=None, help="Config file (default: savepoint.toml).")(f)
    flags = [o for o in options.OPTIONS.values() if o.cli is not None and o.key not in ("budget", "backoff")]
    for option in reversed(flags):
        cli = _cli(options, option.key)
        name = "--" + options.CLI_NAMES.get(option.key, option.key).replace("_", "-")
        if cli.is_flag:
            f = click.option(name, is_flag=True, help=cli.help)(f)
        elif cli.multiple:
            f = click.option(name, multiple=True, metavar=cli.metavar, help=cli.help)(f)
        else:
            kind = _SCALAR_TYPES.get(option.key, "TEXT")
            f = click.option(name, metavar=cli.metavar or kind, default=None,
                             type=ModelType(option.key, kind.lower()), help=cli.help)(f)
    return f


def _cli(options: Any, key: str) -> Any:
    flag = options.OPTIONS[key].cli
    assert flag is not None
    return flag


@click.command("run", context_settings={"allow_interspersed_args": False})
@task_flags
@click.option("--name", metavar="NAME", default=None, help="Stable task name: the key of its state directory "
              "($SAVEPOINT_STATE_DIR), shared by later runs of the same job.")
@click.option("--live", is_flag=True, help="Show a live view of the task (metrics, resources).")
@click.option("--isolate", is_flag=False, flag_value="workspace", default=None, metavar="[=all]",
              help="Run the task in an overlay: its writes reach the workspace only if kept (=all: "
              "writes anywhere outside the workspace are discarded too).")
@click.option("--isolate-net", is_flag=True, help="With --isolate: a private network (loopback only).")
@click.option("--remote", metavar="NAME", default=None,
              help="After a kept run, checkpoint the result and push it and the pre-run checkpoint to remote "
              "NAME (or URL); a failed push keeps the result locally and exits 74.")
@store_options
@click.argument("command", nargs=-1, type=click.UNPROCESSED)
def run_cmd(command: tuple[str, ...], workspace: str | None, store_dir: str | None, as_json: bool,
            live: bool, **opts: Any) -> None:
    """Run CMD as a transaction: checkpoint, monitor, validate, keep or roll back.

    savepoint run [OPTIONS] -- CMD [ARGS]...   or   savepoint run NAME (a task in savepoint.toml)

    CMD runs in the current directory; scopes and checks are relative to the workspace root (a
    leading / anchors a pattern there). Writes outside the scope are kept and listed; bytecode and
    tool caches, the store, .git/objects and the file savepoint's own output goes to are never
    counted (add more to .savepointignore).
    """
    rest = command[1:]
    if len(command) > 1 and command[1].startswith("-") and "--" not in sys.argv \
            and _is_named_task(_option_in(rest, ("--workspace", "-C")) or workspace,
                               _option_in(rest, ("--config",)) or opts.get("config"), command[0]):
        # `savepoint run NAME --opt ...`: click stopped parsing at NAME; parse the rest as options
        sub = run_cmd.make_context("run", [*command[1:], command[0]], parent=click.get_current_context())
        given = {k: v for k, v in sub.params.items() if v not in (None, (), False)}
        workspace = given.pop("workspace", workspace)
        store_dir = given.pop("store_dir", store_dir)
        as_json = given.pop("as_json", as_json)
        live = given.pop("live", live)
        command = given.pop("command")
        opts.update(given)
    # lazy import (startup time): keeps runloop/ off this module's import
    from savepoint.runloop.environment import refuse_state_with_isolate, refuse_unrunnable

    ws = find_workspace(workspace)
    task = build_task(ws, command, opts, here=Path.cwd())
    refuse_unrunnable(ws, task)
    refuse_state_with_isolate(task)  # before the store is even created: nothing changes
    if task.isolate and task.isolate != "auto":  # refused before the store is even created
        # lazy import (startup time): keeps isolate/, ctypes off this module's import
        from savepoint.isolate import other_filesystem, unavailable

        root = store_path(ws, store_dir)
        why = (unavailable(task.isolate, task.isolate_net, root if root.is_dir() else None)
               or other_filesystem(root, ws))
        if why is not None:
            raise UsageError(f"--isolate is not available here: {why}")
    remote = opts.get("remote")
    if remote is not None:  # an unknown or unreachable remote is refused before anything runs
        # lazy import (startup time): keeps remote/ off this module's import
        from savepoint.remote.runs import check_remote

        check_remote(store_path(ws, store_dir), remote)
    outcome = execute_task(ws, store_dir, task, as_json=as_json, live=live, remote=remote)
    report_outcome(outcome, as_json)
    if outcome.remote is not None:
        _say_pushed(outcome.remote, as_json)
    sys.exit(outcome.exit_code)


def _say_pushed(pushed: dict[str, Any], as_json: bool) -> None:
    """One line on what `--remote` pushed (stderr beside --json, like the summary)."""
    # lazy import (startup time): keeps units off this module's import
    from savepoint.units import format_size

    if pushed["error"]:
        line = f"push to remote {pushed['name']} failed: {pushed['error']}"
    elif pushed["checkpoint"] is None:
        line = f"nothing pushed to remote {pushed['name']}: the run kept nothing"
    else:
        line = (f"pushed {', '.join(pushed['pushed'] + pushed['skipped'])} to remote {pushed['name']} "
                f"({format_size(pushed['uploaded_bytes'])} uploaded); the result is checkpoint {pushed['checkpoint']}")
    with contextlib.suppress(OSError):
        click.echo(f"savepoint: {line}" if as_json or pushed["error"] else line, err=as_json or bool(pushed["error"]))


def _option_in(args: tuple[str, ...], names: tuple[str, ...]) -> str | None:
    """The value of an option among arguments click has not parsed (`run NAME --config FILE`)."""
    for i, arg in enumerate(args):
        for name in names:
            if arg == name and i + 1 < len(args):
                return args[i + 1]
            if name.startswith("--") and arg.startswith(name + "="):
                return arg[len(name) + 1:]
    return None


def execute_task(ws: Path, store_dir: str | None, task: TaskSpec, *, as_json: bool, live: bool = False,
                 run_id: str | None = None, remote: str | None = None) -> Outcome:
    # lazy imports (startup time): keep blake3, zstandard, runloop/ off this module's import
    from savepoint.runloop.attempts import run_task
    from savepoint.store import Store

    store = Store.open(ws, store_dir, create=True)
    # (no "was interrupted" notice here: run_task finishes such runs first, and says so)
    with (contextlib.closing(store), store.lock(timeout=LOCK_TIMEOUT, purpose="run"),
          cancel_on_signals() as cancel):
        outcome = run_task(store, task, run_id=run_id, echo=True, live=live and not as_json,
                           cancel=cancel)
        if remote is not None:  # under the run's lock: the result is checkpointed as the run left it
            # lazy import (startup time): keeps remote/ off this module's import
            from savepoint.remote.runs import push_run

            push_run(store, outcome, remote, task.scope)
        return outcome


@click.command("resolve")
@click.argument("run_ref", metavar="RUN")
@click.option("--retry", is_flag=True, help="Run the task again from its stored spec.")
@click.option("--skip", is_flag=True, help="Leave it rolled back; mark it SKIPPED.")
@click.option("--accept", is_flag=True,
              help="Keep what the failed attempt produced (restore its post-failure checkpoint).")
@click.option("--abort", is_flag=True, help="Leave it rolled back and close it.")
@click.option("--force", is_flag=True,
              help="With --accept: accept even if the workspace changed since the run (the newer "
                   "state is kept as a checkpoint).")
@store_options
def resolve_cmd(run_ref: str, retry: bool, skip: bool, accept: bool, abort: bool, force: bool,
                workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Record a person's decision on an escalated run.

    RUN: a run id, a unique prefix of one, a checkpoint the run took, or `latest` (alias `last`):
    the newest run. --accept restores what the failed attempt left and prints the checkpoint that
    undoes it; it refuses when the workspace changed since the run, unless --force.
    """
    # lazy imports (startup time): keep runloop/ off this module's import
    from savepoint.runloop.resolve import find_run, resolve_run
    from savepoint.runloop.spec import spec_from_json

    chosen = [name for name, on in (("retry", retry), ("skip", skip), ("accept", accept), ("abort", abort))
              if on]
    if len(chosen) != 1:
        given = f" (given: {', '.join('--' + c for c in chosen)})" if chosen else ""
        raise UsageError(f"resolve: choose exactly one of --retry, --skip, --accept, --abort{given}")
    decision = chosen[0]
    if force and decision != "accept":
        raise UsageError("resolve: --force only goes with --accept")
    store = _open_store(workspace, store_dir, create=False)
    with contextlib.closing(store):
        _notice_interrupted(store)
        with store.lock(timeout=LOCK_TIMEOUT, purpose="resolve"):
            row = find_run(store, run_ref)
            if decision != "retry":
                result = resolve_run(store, row, decision, force=force)
                if as_json:
                    emit_json(result)
                else:
                    click.echo(result["message"])
                return
            task = spec_from_json(row["spec"])
            resolve_run(store, row, "retry")
    # the retry is a new run, under its own lock (taken by execute_task)
    outcome = execute_task(store.workspace, store_dir, task, as_json=as_json)
    report_outcome(outcome, as_json)
    sys.exit(outcome.exit_code)


@click.command("recover")
@store_options
def recover_cmd(workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """After a crash: stop orphaned tasks, roll back in-flight runs, finish interrupted restores."""
    # lazy import (startup time): keeps runloop/ off this module's import
    from savepoint.runloop.crashed import finish_after_crash

    store = _open_store(workspace, store_dir, create=False)
    with contextlib.closing(store), store.lock(timeout=LOCK_TIMEOUT, purpose="recover"):
        done = finish_after_crash(store)
    code = EXIT_IOERR if store.failures else 0  # every row is reported; some could not be finished
    if as_json:
        emit_json({"recovered": done, "failed": list(store.failures), "exit_code": code})
    else:
        for line in done or ["nothing to recover"]:
            click.echo(line)
    if code:
        sys.exit(code)


__all__ = ["Status", "recover_cmd", "resolve_cmd", "run_cmd"]
