"""remote add/list/remove, push, pull: thin commands over savepoint.remote."""

from __future__ import annotations

import shutil
import sys

import click

from savepoint.cli._common import emit_json, store_options
from savepoint.cli.store_cmds import open_store
from savepoint.store import Store
from savepoint.units import format_size, parse_duration
from savepoint.workspace import find_workspace, store_path


@click.group("remote")
def remote_group() -> None:
    """Named remotes: s3://BUCKET/PREFIX (S3, MinIO, R2, SeaweedFS) or file:///PATH.

    A remote that does not answer fails a command within SAVEPOINT_REMOTE_TIMEOUT seconds
    (default 30): one line naming it and the cause, exit 74."""


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


@remote_group.command("ls")
@click.argument("name")
@store_options
def remote_ls_cmd(name: str, workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """The checkpoints on remote NAME, newest first (by when they were made).

    NAME is a remote of this store, or a URL (s3://BUCKET/PREFIX, file:///PATH) on a machine that
    has not added it. `latest` on a remote is the first one listed. With --json: {"remote", "url",
    "checkpoints": [{"id", "created", "kind", "message", "files", "bytes", "task_id", "run_id"}]}.
    """
    # lazy imports (startup time): keep msgpack, remote/, concurrent off this module's import
    from savepoint.cli.store_cmds import _when
    from savepoint.remote.config import check_name, remote_named
    from savepoint.remote.repo import RemoteRepo

    if "://" not in name:
        check_name(name)
    root = store_path(find_workspace(workspace), store_dir)
    remote = remote_named(root, name)
    repo = RemoteRepo(remote, cache_dir=root / "remote-cache" / remote.name if root.is_dir() else None)
    repo._check_config(repo.get("config"))
    cps = repo.list_checkpoints()
    if as_json:
        emit_json({"remote": remote.name, "url": remote.url, "checkpoints": cps})
        return
    if not cps:
        click.echo(f"no checkpoints on remote {remote.name} yet")
        return
    cells = [(str(c["id"]), str(c["kind"]), f"{c['files']} file" + ("s" if c["files"] != 1 else ""),
              format_size(int(c["bytes"])), str(c["message"]) or (f"run {c['run_id']}" if c["run_id"] else ""))
             for c in cps]
    head = ("ID", "KIND", "FILES", "SIZE", "MESSAGE")
    width = [max(len(x[k]) for x in [head, *cells]) for k in range(4)]

    def line(cols: tuple[str, ...], when: str) -> str:
        i, k, f, sz, m = cols
        return f"{i:<{width[0]}}  {when}  {k:<{width[1]}}  {f:>{width[2]}}  {sz:>{width[3]}}  {m}".rstrip()

    click.echo(line(head, "CREATED".ljust(19)))
    for c, cols in zip(cps, cells, strict=True):
        click.echo(line(cols, _when(float(c["created"]))))


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
    """Bring checkpoint ID from a remote into the local store (then `restore ID`, `diff ID`).

    ID: a checkpoint id on the remote, a unique prefix of one, or `latest`: the newest (by when it
    was made; `savepoint remote ls NAME` lists them).
    """
    # lazy imports (startup time): keep msgpack, remote/, concurrent off this module's import
    from savepoint.remote.config import check_name, pick_remote
    from savepoint.remote.repo import repo_for

    if remote_opt is not None and "://" not in remote_opt:
        check_name(remote_opt)
    with open_store(workspace, store_dir) as store:
        remote = pick_remote(store.root, remote_opt)
        repo = repo_for(store, remote)
        checkpoint_id = repo.resolve(checkpoint_id)  # an id, a unique prefix, `latest`
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


def pull_for(workspace: str | None, store_dir: str | None, ref: str, name: str, as_json: bool) -> str:
    """`restore REF --remote NAME`: REF named on the remote (id, unique prefix, `latest`), its
    manifest and the blobs the local store lacks fetched (nothing else), the full id returned for
    the local restore. On a machine without a store, NAME may be a URL and the store is made;
    bad input or an unreachable remote is refused before anything is created."""
    # lazy imports (startup time): keep msgpack, remote/, concurrent off this module's import
    from savepoint.remote.config import remote_named
    from savepoint.remote.repo import RemoteRepo

    ws = find_workspace(workspace)
    root = store_path(ws, store_dir)
    remote = remote_named(root, name)
    repo = RemoteRepo(remote, cache_dir=root / "remote-cache" / remote.name if root.is_dir() else None)
    cid = repo.resolve(ref)
    made = not root.exists()
    try:
        with open_store(workspace, store_dir, create=True) as store:
            repo.cache_dir = store.root / "remote-cache" / remote.name
            rep = repo.pull(store, cid)
    except BaseException:
        if made:  # a failed pull on a fresh machine leaves no half-made store behind
            shutil.rmtree(root, ignore_errors=True)
        raise
    if not rep.already_local:
        click.echo(f"{'savepoint: ' if as_json else ''}pulled {cid} from remote {name}: "
                   f"{format_size(rep.downloaded_bytes)} downloaded in {rep.seconds:.1f}s", err=True)
    return cid


def diff_remote(workspace: str | None, store_dir: str | None, ref: str, to_ref: str | None, name: str,
                as_json: bool) -> None:
    """`diff REF [--to REF2] --remote NAME`: the checkpoints' manifests read from the remote (one
    ranged GET each; no file content), compared with the workspace now or with REF2."""
    # lazy imports (startup time): keep msgpack, remote/, concurrent off this module's import
    from savepoint.cli.store_cmds import _print_changes
    from savepoint.remote.config import remote_named
    from savepoint.remote.repo import RemoteRepo
    from savepoint.store.manifest import compare
    from savepoint.store.store import stat_changes

    ws = find_workspace(workspace)
    root = store_path(ws, store_dir)
    remote = remote_named(root, name)
    repo = RemoteRepo(remote, cache_dir=root / "remote-cache" / remote.name if root.is_dir() else None)
    cid = repo.resolve(ref)
    to = repo.resolve(to_ref) if to_ref else None
    doc, old = repo.remote_manifest(cid)
    if to is not None:
        new = repo.remote_manifest(to)[1]
    else:
        with open_store(workspace, store_dir, create=True) as store, store.reading():
            new = store.current(old.scope)
    ch = stat_changes(old, new, everything=True) if doc.get("read_only") else compare(old, new)
    if as_json:
        emit_json({"from": cid, "to": to or "workspace", "remote": repo.remote.name} | ch.to_json())
    else:
        _print_changes(ch)


def gc_remote_cmd(name: str, keep: int | None, older_than: float | None, grace_text: str | None, dry_run: bool,
                  workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """`gc --remote NAME`: the policy applied to the remote's checkpoints, then its packs
    condemned / deleted a grace period apart (savepoint/remote/gc.py). `--grace 0`: delete at
    once (only when no push can be running)."""
    # lazy imports (startup time): keep msgpack, remote/, concurrent off this module's import
    from savepoint.remote.gc import DEFAULT_GRACE, gc_remote
    from savepoint.remote.repo import repo_for

    if grace_text is None:
        grace = DEFAULT_GRACE
    elif grace_text.strip() in ("0", "0s"):
        grace = 0.0
    else:
        grace = parse_duration(grace_text, "--grace")

    with open_store(workspace, store_dir) as store:
        repo = repo_for(store, name)
    rep = gc_remote(repo, keep=keep, older_than=older_than, grace=grace, dry_run=dry_run)
    if as_json:
        emit_json(rep.to_json())
        return
    verb = "would remove" if dry_run else "removed"
    click.echo(f"remote {rep.remote}: {verb} {len(rep.removed_checkpoints)} checkpoint(s), "
               f"{'would delete' if dry_run else 'deleted'} {rep.deleted_packs} pack(s) "
               f"({format_size(rep.freed_bytes)}); {rep.kept_checkpoints} checkpoint(s) kept")
    if rep.condemned_packs or rep.waiting_packs:
        click.echo(f"{rep.condemned_packs + rep.waiting_packs} unreferenced pack(s) are deleted by a gc "
                   f"after their grace period ({rep.grace:g}s; a push in flight may still use them)")
