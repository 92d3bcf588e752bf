"""remote add/list/remove, push, pull: thin commands over savepoint.remote."""

from __future__ import annotations

import sys

import click

from savepoint.cli._common import emit_json, store_options
from savepoint.cli.store_cmds import open_store
from savepoint.errors import UsageError
from savepoint.store import Store
from savepoint.units import format_size


@click.group("remote")
def remote_group() -> None:
    """Named remotes: s3://BUCKET/PREFIX (S3, MinIO, R2, SeaweedFS) or file:///PATH."""


@remote_group.command("add")
@click.argument("name")
@click.argument("url")
@store_options
def remote_add_cmd(name: str, url: str, workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Remember a remote as NAME (credentials come from the AWS variables and files, never stored)."""
    # lazy import (startup time): keeps remote/ off this module's import
    from savepoint.remote.config import add_remote, check_name, parse_url

    check_name(name)
    parse_url(url)  # before the store is created: bad input changes nothing
    with open_store(workspace, store_dir, create=True) as store:
        remote = add_remote(store.root, name, url)
    if as_json:
        emit_json(remote.to_json())
    else:
        click.echo(f"remote {remote.name}: {remote.url}")


@remote_group.command("list")
@store_options
def remote_list_cmd(workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """List the remotes."""
    # lazy import (startup time): keeps remote/ off this module's import
    from savepoint.remote.config import list_remotes

    with open_store(workspace, store_dir) as store:
        remotes = list_remotes(store.root)
    if as_json:
        emit_json({"remotes": [r.to_json() for r in remotes]})
    else:
        for r in remotes:
            click.echo(f"{r.name}\t{r.url}")


@remote_group.command("remove")
@click.argument("name")
@store_options
def remote_remove_cmd(name: str, workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Forget a remote (nothing on the remote is deleted)."""
    # lazy import (startup time): keeps remote/ off this module's import
    from savepoint.remote.config import remove_remote

    with open_store(workspace, store_dir) as store:
        remote = remove_remote(store.root, name)
    if as_json:
        emit_json({"removed": remote.to_json()})
    else:
        click.echo(f"removed remote {remote.name} ({remote.url}); its contents are untouched")


@click.command("push")
@click.argument("ids", nargs=-1, metavar="[ID]...")
@click.option("--remote", "-r", "remote_opt", metavar="NAME",
              help="The remote to push to (default: the only one there is).")
@store_options
def push_cmd(ids: tuple[str, ...], remote_opt: str | None, workspace: str | None, store_dir: str | None,
             as_json: bool) -> None:
    """Copy checkpoints (default: the newest) to a remote; only what it lacks is uploaded."""
    # lazy imports (startup time): keep msgpack, remote/, concurrent off this module's import
    from savepoint.remote.config import pick_remote
    from savepoint.remote.repo import repo_for

    with open_store(workspace, store_dir) as store, store.reading():
        remote = pick_remote(store.root, remote_opt)  # an unknown remote is named before anything else
        resolved = [store.resolve(i) for i in (ids or ("latest",))]
        repo = repo_for(store, remote)
        rep = repo.push(store, list(dict.fromkeys(resolved)))
    if as_json:
        emit_json(rep.to_json())
    else:
        for cp in rep.checkpoints:
            click.echo(f"pushed {cp}")
        for cp in rep.skipped:
            click.echo(f"{cp} already on {remote}")
        click.echo(f"{format_size(rep.uploaded_bytes)} uploaded for {format_size(rep.bytes)} of checkpoint data "
                   f"in {rep.seconds:.1f}s", err=True)


@click.command("pull")
@click.argument("checkpoint_id", metavar="ID")
@click.option("--remote", "-r", "remote_opt", metavar="NAME",
              help="The remote to pull from (default: the only one there is).")
@store_options
def pull_cmd(checkpoint_id: str, remote_opt: str | None, workspace: str | None, store_dir: str | None,
             as_json: bool) -> None:
    """Bring checkpoint ID from a remote into the local store (then `restore ID`, `diff ID`)."""
    # lazy imports (startup time): keep msgpack, remote/, concurrent off this module's import
    from savepoint.remote.config import check_name, pick_remote
    from savepoint.remote.repo import repo_for

    if remote_opt is not None:
        check_name(remote_opt)
    if not (6 <= len(checkpoint_id) <= 64 and all(c in "0123456789abcdef" for c in checkpoint_id)):
        raise UsageError(f"bad checkpoint id {checkpoint_id!r}: pull takes the full id shown by `push`")
    with open_store(workspace, store_dir) as store:
        remote = pick_remote(store.root, remote_opt)
        repo = repo_for(store, remote)
        if len(checkpoint_id) < 12:  # a prefix: unique among the remote's checkpoints
            matches = [c for c in repo.checkpoint_ids() if c.startswith(checkpoint_id)]
            if len(matches) != 1:
                raise UsageError(f"checkpoint {checkpoint_id!r} matches {len(matches)} on remote {remote}")
            checkpoint_id = matches[0]
        rep = repo.pull(store, checkpoint_id)
    if as_json:
        emit_json(rep.to_json())
    elif rep.already_local:
        click.echo(f"{rep.checkpoint} is already in the local store")
    else:
        click.echo(rep.checkpoint)
        click.echo(f"pulled {rep.checkpoint}: {format_size(rep.downloaded_bytes)} downloaded in {rep.seconds:.1f}s",
                   err=True)


def verify_remote(store_root_store: object, name: str, data: bool, as_json: bool) -> None:
    """`verify --remote NAME`: check the remote's checkpoints, packs and (with --data) every object."""
    # lazy import (startup time): keeps msgpack, remote/, concurrent off this module's import
    from savepoint.remote.repo import repo_for

    assert isinstance(store_root_store, Store)
    rep = repo_for(store_root_store, name).verify(data=data)
    if as_json:
        emit_json(rep.to_json())
    else:
        for w in rep.warnings:
            click.echo(f"warning: {w}", err=True)
        for p in rep.problems:
            click.echo(f"damaged: {p}")
        state = "ok" if rep.ok else f"{len(rep.problems)} problem(s)"
        click.echo(f"{state}: remote {name}: {rep.checkpoints} checkpoints, {rep.packs} packs"
                   f"{f', {rep.blobs_checked} objects re-hashed' if data else ''}")
    if not rep.ok:
        sys.exit(1)
