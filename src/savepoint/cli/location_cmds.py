"""store path, store move: where a workspace's history is kept (thin over store/relocate.py)."""

from __future__ import annotations

from pathlib import Path

import click

from savepoint.cli._common import emit_json, store_options
from savepoint.errors import StoreError, UsageError
from savepoint.workspace import default_store, find_workspace, legacy_store, store_path


@click.group("store")
def store_group() -> None:
    """Where the workspace's store is (path), and moving it (move).

    By default a workspace's store lives outside it, in your data folder
    ($SAVEPOINT_HOME, else $XDG_DATA_HOME/savepoint, else ~/.local/share/savepoint), where
    nothing run inside the workspace (sed over ., git clean -fdx, rm -rf ./*) can reach it.
    """


@store_group.command("path")
@store_options
def path_cmd(workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Print the store of the workspace (whether or not it exists yet)."""
    ws = find_workspace(workspace)
    root = store_path(ws, store_dir)
    exists = (root / "catalog.db").exists()
    inside = root.resolve().is_relative_to(ws)
    if as_json:
        emit_json({"workspace": str(ws), "store": str(root), "exists": exists, "inside_workspace": inside})
        return
    click.echo(str(root))
    if not exists:
        click.echo("savepoint: no store there yet (`savepoint init` or the first checkpoint makes it)", err=True)
    elif inside:
        click.echo("savepoint: this store is inside the workspace, where its own tools can damage it; "
                   "`savepoint store move` puts it out of their reach", err=True)


@store_group.command("move")
@click.option("--to", "to", metavar="DIR",
              help="Where to move it (default: your data folder). Outside the workspace; on the "
                   "workspace's filesystem, copies of big files are nearly free (reflink).")
@store_options
def move_cmd(to: str | None, workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Move the workspace's store, e.g. an older store out of WORKSPACE/.savepoint.

    Every later command finds the store where it went. On one filesystem the move is one rename;
    across filesystems the store is copied, synced, and only then removed from where it was.
    """
    # lazy import (startup time): store/ only for this command
    from savepoint.cli.store_cmds import open_store
    from savepoint.store import relocate

    ws = find_workspace(workspace)
    source = store_path(ws, store_dir)
    dest = Path(to).expanduser().resolve() if to else default_store(ws)
    try:
        if not (source / "catalog.db").exists():
            if not to:
                raise UsageError(f"no savepoint store for {ws} at {source}; nothing to move (--to DIR "
                                 f"chooses where its store will be)")
            report = relocate.place(ws, dest)  # (nothing to move: the store is made there)
        else:
            if dest != source:
                relocate.check_destination(ws, source, dest)
            _stop_hook_helper(ws, store_dir)
            with open_store(str(ws), store_dir) as store, store.lock(purpose="store move"):
                stuck = store.unfinished_work()
                if stuck:
                    raise UsageError(f"the store has unfinished work ({stuck[0]}); run `savepoint recover` first")
                report = relocate.move(ws, source, dest)
    except OSError as e:
        raise StoreError(f"cannot move the store to {dest}: {e.strerror}"
                         f"{f' ({e.filename})' if e.filename else ''}; nothing was lost") from e
    if as_json:
        emit_json(report.to_json())
    elif not report.source:
        click.echo(f"the store of {ws} is now kept in {report.store}")
    elif not report.moved:
        click.echo(f"the store of {ws} is already at {report.store}")
    else:
        click.echo(f"moved the store of {ws} to {report.store}")
        if store_dir:
            click.echo("savepoint: stop passing --store / SAVEPOINT_STORE: every command now finds it", err=True)
        if legacy_store(ws) is not None:
            click.echo(f"savepoint: {ws / '.savepoint'} is still there; it was not moved", err=True)


def _stop_hook_helper(ws: Path, store_dir: str | None) -> None:
    """A coding agent's hook helper holds the store open: it leaves first (the next hook call
    starts one at the new place)."""
    # lazy import (startup time)
    from savepoint.hook import client

    client.stop_helper(ws, store_dir)
