"""What every command shares: store options, JSON output, one-line errors with exit codes."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from savepoint.errors import SavepointError
from savepoint.exitcodes import EXIT_INTERNAL, EXIT_USAGE

F = TypeVar("F", bound=Callable[..., Any])
# click >= 8.2 raises this for a group called without a command (8.1 printed the help itself)
_NO_ARGS_IS_HELP: Any = getattr(click.exceptions, "NoArgsIsHelpError", ())


def store_options(f: F) -> F:
    """--workspace, --store and --json on every command (they also work before the command)."""
    f = click.option("--json", "as_json", is_flag=True, help="Print one JSON object on stdout.")(f)
    f = click.option("--store", "store_dir", metavar="DIR", envvar="SAVEPOINT_STORE",
                     help="Store directory (default: kept for the workspace in your data folder, see "
                          "`savepoint store path`; env SAVEPOINT_STORE).")(f)
    f = click.option("--workspace", "-C", "workspace", metavar="DIR",
                     help="Workspace (default: nearest folder upward that has a store, else cwd).")(f)
    return f


def announce_new_store(store: Any) -> None:
    """Say once where a workspace's history went: it is not in the workspace, where one would look."""
    click.echo(f"savepoint: new store for {store.workspace} in {store.root}", err=True)
    try:
        apart = os.stat(store.root).st_dev != os.stat(store.workspace).st_dev
    except OSError:
        apart = False
    if apart:  # big files are then copied, not cloned: say how to get the fast path once, here
        click.echo("savepoint: (on another filesystem than the workspace: big files are copied into it, "
                   "not shared; `savepoint store move --to DIR` with DIR on the workspace's disk, "
                   "outside the workspace, makes checkpoints of them nearly free)", err=True)
    from savepoint.store.track import UNSAFE_FOR_CATALOG, mount_kind  # lazy: only for a new store

    kind = mount_kind(str(store.root))
    if kind in UNSAFE_FOR_CATALOG:  # an HPC home on NFS: the catalog's locks are not to be trusted there
        click.echo(f"savepoint: (the store is on a {kind} file system, where SQLite's locks are not reliable: run "
                   "savepoint for this workspace from one machine at a time, or set SAVEPOINT_HOME to a local "
                   "disk)", err=True)


def emit_json(obj: Any) -> None:
    """The JSON outcome: one object, last thing on stdout."""
    sys.stdout.write(json.dumps(obj, default=str) + "\n")
    sys.stdout.flush()


def echo(msg: str = "", err: bool = False) -> None:
    click.echo(msg, err=err)


def fail(message: str, code: int, as_json: bool) -> None:
    click.echo(f"savepoint: error: {message}", err=True)
    if as_json:
        emit_json({"error": message, "exit_code": code})
    sys.exit(code)


def _last_words(line: str) -> None:
    """A last line on stderr, when its reader may be gone (Ctrl-C interrupts `| tee` too): the
    exit status must still be ours, not a BrokenPipeError's."""
    try:
        click.echo(line, err=True)
    except OSError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # the flush at exit must not fail again
        os.dup2(devnull, sys.stderr.fileno())


def run_cli(cli: click.Group, argv: list[str]) -> Any:
    as_json = "--json" in argv[: argv.index("--")] if "--" in argv else "--json" in argv
    try:
        return cli.main(args=argv, prog_name="savepoint", standalone_mode=False)
    except click.exceptions.Exit as e:
        sys.exit(e.exit_code)
    except click.exceptions.Abort as e:  # click's wrapping of KeyboardInterrupt: keep its message
        why = str(e.__cause__ or "")
        _last_words(f"savepoint: {why}" if why else "savepoint: cancelled")
        sys.exit(130)
    except _NO_ARGS_IS_HELP as e:  # bare `savepoint` / `savepoint plan`: the help, not "error: Usage: ..."
        click.echo(e.format_message(), err=True)
        sys.exit(EXIT_USAGE)
    except click.ClickException as e:
        # one clear line naming the problem; usage errors exit 2
        msg = e.format_message()
        if isinstance(e, click.UsageError) and e.ctx is not None and e.ctx.parent is not None:
            # a subcommand's usage error names it; the top level's is "savepoint: error: ..." already
            msg = f"{e.ctx.command_path}: {msg}"
        fail(msg, EXIT_USAGE if e.exit_code in (1, 2) else e.exit_code, as_json)
    except SavepointError as e:
        if os.environ.get("SAVEPOINT_DEBUG"):  # the traceback, with the error it wraps (raise ... from)
            # lazy import (startup time): only SAVEPOINT_DEBUG=1 needs traceback
            import traceback

            traceback.print_exception(e, file=sys.stderr)
        fail(str(e), e.exit_code, as_json)
    except KeyboardInterrupt as e:
        _last_words(f"savepoint: {e}" if str(e) else "savepoint: cancelled")
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(0)
    except Exception as e:  # a bug: say so in one line, details on request
        if os.environ.get("SAVEPOINT_DEBUG"):
            raise
        fail(f"internal error: {type(e).__name__}: {e} (set SAVEPOINT_DEBUG=1 for a traceback)",
             EXIT_INTERNAL, as_json)
    return None
