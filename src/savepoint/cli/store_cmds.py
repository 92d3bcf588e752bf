"""init, checkpoint, list, show, diff, restore, verify, gc: thin commands over savepoint.store."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import click

from savepoint.cli._common import announce_new_store, emit_json, store_options
from savepoint.errors import UsageError
from savepoint.model import Changes
from savepoint.store import Store
from savepoint.store.maintain import QuarantineFolder, quarantine_folders
from savepoint.store.store import space_note
from savepoint.units import format_size, parse_duration, parse_size
from savepoint.workspace import find_workspace

Progress = Callable[[str, int, int], None]


def open_store(workspace: str | None, store_dir: str | None, create: bool = False) -> Store:
    ws = find_workspace(workspace)
    store = Store.open(ws, store_dir, create=create)
    if store.created:
        announce_new_store(store)
    stuck = store.interrupted_runs()
    if stuck:
        click.echo(f"savepoint: run {stuck[0]} was interrupted (savepoint died while it ran); "
                   f"run `savepoint recover` to roll it back", err=True)
    return store


@contextmanager
def progress_display(enabled: bool) -> Iterator[Progress | None]:
    """A progress bar on stderr when a person watches a terminal; nothing otherwise."""
    if not enabled or not sys.stderr.isatty():
        yield None
        return
    # lazy import (startup time): keeps rich, colorsys, decimal off this module's import
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(TextColumn("{task.description}"), BarColumn(), DownloadColumn(), TimeRemainingColumn(),
                  transient=True, console=_stderr_console()) as bar:
        tasks: dict[str, Any] = {}

        def update(phase: str, done: int, total: int) -> None:
            if phase not in tasks:
                tasks[phase] = bar.add_task(phase, total=total)
            bar.update(tasks[phase], completed=done, total=total)

        yield update


def _stderr_console() -> Any:
    # lazy import (startup time): keeps rich, colorsys, pickle off this module's import
    from rich.console import Console

    return Console(stderr=True)


def _when(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(t))


def _print_changes(ch: Changes, limit: int | None = None) -> None:
    """A/M/D/m lines (m: only owner, ACLs or extended attributes changed); with `limit`, at most
    that many and one line saying how many more."""
    lines = ([f"A  {p}" for p in ch.added] + [f"M  {p}" for p in ch.modified]
             + [f"D  {p}" for p in ch.deleted] + [f"m  {p}" for p in ch.metadata])
    shown = lines if limit is None else lines[:limit]
    for line in shown:
        click.echo(line)
    if len(lines) > len(shown):
        click.echo(f"... and {len(lines) - len(shown)} more (-v lists them all, --json gives everything)")


@click.command("init")
@store_options
def init_cmd(workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Create the workspace's store (private). It is kept outside the workspace, in your data
    folder, where nothing run inside the workspace can reach it (`savepoint store path` shows it)."""
    ws = find_workspace(workspace)
    with Store.open(ws, store_dir, create=True) as store:
        inside = store.root.resolve().is_relative_to(store.workspace)
        if as_json:
            emit_json({"workspace": str(store.workspace), "store": str(store.root), "inside_workspace": inside})
        else:
            click.echo(f"savepoint store ready in {store.root}")
            if inside:
                click.echo("savepoint: this store is inside the workspace, where its own tools (sed over ., "
                           "git clean -fdx) can damage it; `savepoint store move` puts it out of reach", err=True)


@click.command("checkpoint")
@click.option("--scope", "scope", multiple=True, metavar="PAT",
              help="Gitignore-style pattern of what to checkpoint (repeatable; default: whole workspace).")
@click.option("-m", "--message", default="", help="A note to remember it by.")
@click.option("--read-only", is_flag=True, help="Record stat data only (to prove nothing changes).")
@click.option("--budget", metavar="SIZE", help="Refuse if more than SIZE of new data would be stored (default 4G).")
@store_options
def checkpoint_cmd(scope: tuple[str, ...], message: str, read_only: bool, budget: str | None,
                   workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Take a durable checkpoint of the scope and print its id."""
    # lazy import (startup time): keeps config, options off this module's import
    from savepoint.config import scope_patterns

    limit = parse_size(budget, "budget") if budget is not None else None
    patterns = scope_patterns(scope, "--scope", find_workspace(workspace))  # before the store exists
    with open_store(workspace, store_dir, create=True) as store, store.lock(purpose="checkpoint"):
        if limit is None:
            limit = 4 << 30
            if (store.workspace / "savepoint.toml").exists():  # config only when there is one: CLI speed
                # lazy import (startup time): keeps config, options off this module's import
                from savepoint.config import load_config

                limit = load_config(store.workspace).defaults.budget or limit
        with progress_display(not as_json) as progress:
            cp = store.checkpoint(patterns, message=message, read_only=read_only, budget=limit,
                                  progress=progress)
        for p in cp.special:
            click.echo(f"savepoint: {p} is a socket: recorded, not recreated by a restore",
                       err=True)
        if as_json:
            emit_json(cp.to_json())
        else:
            click.echo(cp.id)


@click.command("list")
@click.option("-n", "--limit", type=int, default=None, help="Show at most N of each.")
@click.option("--session", metavar="S", help="Instead: the tool calls of a coding agent's session and their changes.")
@store_options
def list_cmd(limit: int | None, session: str | None, workspace: str | None, store_dir: str | None,
             as_json: bool) -> None:
    """List checkpoints and runs, newest first."""
    if limit is not None and limit < 1:
        raise UsageError(f"invalid -n {limit}: must be 1 or more")
    with open_store(workspace, store_dir) as store, store.reading():
        if session is not None:
            # lazy import (startup time): keeps cli/ off this module's import
            from savepoint.cli.agent_cmds import print_session

            print_session(store, session, as_json)
            return
        cps = store.list_checkpoints(limit)
        runs = store.catalog.list_runs(limit)
        held = quarantine_folders(store)
        if as_json:
            emit_json({"checkpoints": [c.to_json() for c in cps],
                       "runs": [_run_summary(r) for r in runs],
                       "quarantine": [q.to_json() for q in held]})
            return

        # (created, id, what, state, files, size, note): columns sized to their widest cell, so a
        # 23-character run id and a 12-character checkpoint id still line up
        rows: list[tuple[float, str, str, str, str, str, str]] = []
        for c in cps:
            note = c.message or (f"run {c.run_id}" if c.run_id else "")
            files = f"{c.files} file" + ("s" if c.files != 1 else "")
            rows.append((c.created, c.id, f"checkpoint {c.kind}", c.state, files,
                         format_size(c.bytes), note))
        for r in runs:
            spec = json.loads(r["spec"] or "{}")
            cmd = " ".join(spec.get("command", [])) if isinstance(spec.get("command"), list) else ""
            state = str(r["status"] or r["state"]) + (" ESCALATED" if r["escalate"] else "")
            rows.append((r["created"], str(r["id"]), "run", state, "", "", cmd))
        if not rows:
            click.echo("no checkpoints or runs yet")
        rows.sort(key=lambda x: -x[0])
        head = ("ID", "WHAT", "STATE", "FILES", "SIZE", "NOTE")
        cells = [(i, w, st, f, sz, n) for _, i, w, st, f, sz, n in rows]
        width = [max(len(x[k]) for x in [head, *cells]) for k in range(5)]
        created = "CREATED".ljust(19)

        def line(cols: tuple[str, ...], when: str) -> str:
            i, w, st, f, sz, n = cols
            return (f"{i:<{width[0]}}  {when}  {w:<{width[1]}}  {st:<{width[2]}}  {f:>{width[3]}}  "
                    f"{sz:>{width[4]}}  {n}").rstrip()

        if rows:
            click.echo(line(head, created))
        for row, cols in zip(rows, cells, strict=True):
            click.echo(line(cols, _when(row[0])))
        if held:  # last: the one thing here that asks for a decision
            click.echo(_quarantine_note(held))


def _quarantine_note(folders: list[QuarantineFolder], verb: str = "") -> str:
    """One line on the quarantine folders: how many, how big, where, how to remove them."""
    size = format_size(sum(q.bytes for q in folders))
    where = os.path.dirname(folders[0].path)
    return (f"{verb}quarantine: {len(folders)} folder(s), {size} in {where} (files rollbacks moved aside on a "
            f"full disk; look, then `savepoint gc --quarantine` removes them)")


def _run_summary(r: dict[str, Any]) -> dict[str, Any]:
    spec = json.loads(r["spec"] or "{}")
    return {"id": r["id"], "created": r["created"], "state": r["state"], "status": r["status"],
            "task_id": r["task_id"], "plan_id": r["plan_id"], "checkpoint_id": r["checkpoint_id"],
            "escalate": bool(r["escalate"]), "command": spec.get("command")}


@click.command("show")
@click.argument("ref")
@store_options
def show_cmd(ref: str, workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Show a checkpoint or a run (with its attempts and events).

    REF: a checkpoint or run id, a unique prefix of one, or `latest` (alias `last`): the newest
    run or checkpoint, whichever is newer (a checkpoint a run took counts as that run).
    """
    # lazy import (startup time): keeps ids off this module's import
    from savepoint.ids import lookup

    with open_store(workspace, store_dir) as store, store.reading():
        found = lookup(store, ref, "any")
        if found.kind == "run":
            run = store.catalog.get_run(found.id)
            assert run is not None
            _show_run(store, run, as_json)
            return
        cp = store.info(found.id)
        if as_json:
            emit_json(cp.to_json())
            return
        click.echo(f"checkpoint {cp.id}  ({cp.kind}, {cp.state})")
        click.echo(f"  created   {_when(cp.created)}")
        if cp.message:
            click.echo(f"  message   {cp.message}")
        click.echo(f"  scope     {', '.join(cp.scope) or '(whole workspace)'}")
        click.echo(f"  files     {cp.files} ({format_size(cp.bytes)}), new data stored {format_size(cp.new_bytes)}")
        if cp.read_only:
            click.echo("  read-only (stat data only)")
        if cp.run_id:
            click.echo(f"  run       {cp.run_id}")
        if cp.deps:
            click.echo(f"  deps      {json.dumps(cp.deps)}")
        ctx = cp.context
        if ctx:
            for key in ("argv", "cwd", "host", "git_head"):
                if key in ctx:
                    click.echo(f"  {key:<9} {ctx[key]}")


def _show_run(store: Store, run: dict[str, Any], as_json: bool) -> None:
    attempts = store.catalog.attempts(run["id"])
    events = store.catalog.events(run["id"])
    outcome = json.loads(run["outcome"]) if run["outcome"] else None
    if as_json:
        emit_json({"run": _run_summary(run), "outcome": outcome,
                   "attempts": [json.loads(a["data"]) for a in attempts],
                   "events": [{k: v for k, v in e.items() if k != "data"} | {"data": json.loads(e["data"])}
                              for e in events]})
        return
    click.echo(f"run {run['id']}  {run['status'] or run['state']}{'  ESCALATED' if run['escalate'] else ''}")
    click.echo(f"  created     {_when(run['created'])}")
    spec = json.loads(run["spec"] or "{}")
    if spec.get("command"):
        click.echo(f"  command     {' '.join(spec['command'])}")
    if run["checkpoint_id"]:
        click.echo(f"  checkpoint  {run['checkpoint_id']}")
    if outcome and outcome.get("reason"):
        click.echo(f"  reason      {outcome['reason']}")
    for a in attempts:
        d = json.loads(a["data"])
        diag = d.get("diagnosis") or {}
        line = f"  attempt {d.get('number', a['number'])}: exit {d.get('exit')}"
        if d.get("signal"):
            line += f", signal {d['signal']}"
        line += f", {d.get('duration', 0):.1f}s"
        if d.get("params"):
            line += "  params " + " ".join(f"{k}={v}" for k, v in d["params"].items())
        if diag:
            line += f"  -> {diag.get('severity')} ({diag.get('rule')}: {diag.get('reason')})"
        if d.get("rolled_back"):
            line += "  [rolled back]"
        click.echo(line)
    if outcome and outcome.get("result"):
        # lazy import (startup time): keeps collect/ off this module's import
        from savepoint.collect.render import result_lines

        click.echo("  result:")
        for line in result_lines(outcome["result"], indent="    "):
            click.echo(line)
    if events:
        click.echo("  events:")
        for e in events:
            click.echo(f"    {time.strftime('%H:%M:%S', time.localtime(e['time']))}  {e['kind']:<14} "
                       f"{e['action'] or '':<8} {e['detail']}")
    if outcome and outcome.get("report"):
        click.echo(f"  escalation report: {outcome['report']}")


@click.command("diff")
@click.argument("ref")
@click.option("--to", "to_ref", metavar="ID", help="Compare with another checkpoint instead of the workspace now.")
@click.option("--remote", "remote", metavar="NAME",
              help="REF (and --to) are checkpoints on remote NAME (or URL): only their manifests are read.")
@store_options
def diff_cmd(ref: str, to_ref: str | None, remote: str | None, workspace: str | None, store_dir: str | None,
             as_json: bool) -> None:
    """Show what was added (A), modified (M), deleted (D) since checkpoint REF, and paths whose
    owner, ACLs or extended attributes alone changed (m).

    REF (and --to): a checkpoint id, a unique prefix of one, a run (the checkpoint taken before it
    ran), or `latest` (alias `last`): the newest checkpoint. With --remote: a checkpoint on the
    remote (id, unique prefix, `latest`: the one pushed last), even with no local store yet.
    """
    if remote is not None:
        # lazy import (startup time): keeps remote/, msgpack off this module's import
        from savepoint.cli.remote_cmds import diff_remote

        diff_remote(workspace, store_dir, ref, to_ref, remote, as_json)
        return
    with open_store(workspace, store_dir) as store, store.reading():
        cid = store.resolve(ref)
        to = store.resolve(to_ref) if to_ref else None
        _say_which_latest(store, ref, to_ref)
        ch = store.diff(cid, to)
        if as_json:
            emit_json({"from": cid, "to": to or "workspace"} | ch.to_json())
        else:
            _print_changes(ch)


def _say_which_latest(store: Store, *refs: str | None) -> None:
    """`latest` passed over a rolled-back attempt's checkpoint: say so on stderr (once)."""
    # lazy import (startup time): keeps ids off this module's import
    from savepoint.ids import latest_note

    for ref in refs:
        note = latest_note(store, ref) if ref else None
        if note:
            click.echo(f"savepoint: {note}", err=True)
            return


RESTORE_SHOWN = 20  # paths a restore prints without -v: a summary, not a wall of 5,000 lines


@click.command("restore")
@click.argument("ref")
@click.option("--dry-run", is_flag=True, help="Print what would change, change nothing.")
@click.option("-v", "--verbose", is_flag=True, help=f"List every changed path (default: at most {RESTORE_SHOWN}).")
@click.option("--remote", "remote", metavar="NAME",
              help="REF is a checkpoint on remote NAME (or URL): fetch what the restore needs first.")
@store_options
def restore_cmd(ref: str, dry_run: bool, verbose: bool, remote: str | None, workspace: str | None,
                store_dir: str | None, as_json: bool) -> None:
    """Make the scope equal to checkpoint REF again (the current state is checkpointed first).

    REF: a checkpoint id, a unique prefix of one, a run (the checkpoint taken before it ran), or
    `latest` (alias `last`): the newest checkpoint. Prints the counts and at most 20 paths
    (-v: all; --json: everything). When the workspace already matches REF nothing is changed
    and no checkpoint is taken. With --remote: REF is a checkpoint on the remote (id, unique
    prefix, `latest`: the one pushed last); its manifest and the objects the local store lacks are
    fetched first (on a new machine the store is made).
    """
    if remote is not None:
        # lazy import (startup time): keeps remote/, msgpack off this module's import
        from savepoint.cli.remote_cmds import pull_for

        ref = pull_for(workspace, store_dir, ref, remote, as_json)
    with open_store(workspace, store_dir) as store, store.lock(purpose="restore"):
        cid = store.resolve(ref)
        _say_which_latest(store, ref)
        with progress_display(not as_json) as progress:
            rep = store.restore(cid, dry_run=dry_run, progress=progress)
        if as_json:
            emit_json(rep.to_json())
            return
        ch = rep.changes
        n = len(ch.added) + len(ch.modified) + len(ch.deleted) + len(ch.metadata)
        _print_changes(ch, None if verbose else RESTORE_SHOWN)
        named = {d["path"] for d in rep.not_restored}
        for p in rep.skipped:
            if p.partition(" (")[0] not in named:  # (a socket is in both lists: said once)
                click.echo(f"!  {p}" if p.endswith(")") else f"!  {p} (special file: recorded, not restorable)",
                           err=True)
        for d in rep.not_restored:
            click.echo(f"!  {d['path']}: {d['what']} not restored: {d['why']}", err=True)
        counts = f"{len(ch.added)} added, {len(ch.modified)} modified, {len(ch.deleted)} deleted"
        if ch.metadata:
            counts += f", {len(ch.metadata)} metadata only"
        if dry_run:
            click.echo(f"dry run: restoring {cid} would change {n} path(s): {counts}", err=True)
        elif rep.pre_restore_checkpoint is None and (rep.quarantine or rep.not_kept):
            click.echo(f"restored {cid}: {n} path(s) changed ({counts}){space_note(rep)}", err=True)
        elif rep.pre_restore_checkpoint is None:
            click.echo(f"nothing to restore: the workspace already matches checkpoint {cid} "
                       "(nothing changed, no checkpoint taken)", err=True)
        else:
            click.echo(f"restored {cid}: {n} path(s) changed ({counts}); the previous state is checkpoint "
                       f"{rep.pre_restore_checkpoint} (`savepoint restore {rep.pre_restore_checkpoint}` undoes this)",
                       err=True)


@click.command("verify")
@click.option("--data", is_flag=True, help="Re-hash every object (slow, thorough).")
@click.option("--remote", "remote", metavar="NAME", help="Check the remote NAME instead of the local store.")
@store_options
def verify_cmd(data: bool, remote: str | None, workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Check the store's integrity; exit 1 when damage is found."""
    if remote is not None:
        # lazy import (startup time): keeps cli/ off this module's import
        from savepoint.cli.remote_cmds import verify_remote

        with open_store(workspace, store_dir) as store:
            verify_remote(store, remote, data, as_json)
        return
    with open_store(workspace, store_dir) as store, store.reading():
        rep = store.verify(data=data)
        if as_json:
            emit_json(rep.to_json())
        else:
            for w in rep.warnings:
                click.echo(f"warning: {w}", err=True)
            for p in rep.problems:
                click.echo(f"damaged: {p}")
            state = "ok" if rep.ok else f"{len(rep.problems)} problem(s)"
            click.echo(f"{state}: {rep.checkpoints} checkpoints, {rep.objects} objects"
                       f"{' re-hashed' if data else ' checked'}")
        if not rep.ok:
            sys.exit(1)


@click.command("gc")
@click.option("--keep", type=int, metavar="N", help="Keep the N newest checkpoints.")
@click.option("--older-than", metavar="DUR", help="Remove checkpoints older than DUR (e.g. 7d, 12h).")
@click.option("--max-size", metavar="SIZE", help="Remove the oldest checkpoints until the store needs at most SIZE.")
@click.option("--dry-run", is_flag=True, help="Say what would be removed, remove nothing.")
@click.option("--quarantine", is_flag=True,
              help="Also remove the quarantine folders (files rollbacks moved aside on a full disk); "
                   "with --older-than, only those older.")
@click.option("--remote", "remote", metavar="NAME",
              help="Collect remote NAME instead of the local store (--keep, --older-than; see --grace).")
@click.option("--grace", metavar="DUR", help="With --remote: unreferenced packs are deleted only this long after "
              "a gc found them unreferenced, so pushes in flight lose nothing (default 1h).")
@store_options
def gc_cmd(keep: int | None, older_than: str | None, max_size: str | None, dry_run: bool, quarantine: bool,
           remote: str | None, grace: str | None, workspace: str | None, store_dir: str | None,
           as_json: bool) -> None:
    """Remove checkpoints by policy, then the objects no kept checkpoint needs.

    Checkpoints a run still needs (one in flight, or escalated and not resolved) are kept whatever
    the policy; gc names them and says why. Quarantine folders are listed, and removed only with
    --quarantine.
    """
    if keep is not None and keep < 0:
        raise UsageError(f"invalid --keep {keep}: must be 0 or more")
    age = parse_duration(older_than, "--older-than") if older_than else None
    size = parse_size(max_size, "--max-size") if max_size else None
    if remote is not None or grace is not None:
        if remote is None:
            raise UsageError("--grace goes with --remote NAME")
        if size is not None:
            raise UsageError("--max-size is for the local store; a remote takes --keep and --older-than")
        if quarantine:
            raise UsageError("--quarantine is for the local store (a remote has no quarantine)")
        # lazy import (startup time): keeps remote/, msgpack off this module's import
        from savepoint.cli.remote_cmds import gc_remote_cmd

        gc_remote_cmd(remote, keep, age, grace, dry_run, workspace, store_dir, as_json)
        return
    with open_store(workspace, store_dir) as store, store.lock(purpose="gc"):
        rep = store.gc(keep=keep, older_than=age, max_size=size, dry_run=dry_run, quarantine=quarantine)
        if as_json:
            emit_json(rep.to_json())
        else:
            for q in rep.quarantine_removed:
                click.echo(f"{'would remove' if dry_run else 'removed'} quarantine folder {q.path} "
                           f"({q.files} file(s), {format_size(q.bytes)}, from {_when(q.created)})")
            verb = "would remove" if dry_run else "removed"
            click.echo(f"{verb} {len(rep.removed_checkpoints)} checkpoint(s) and {rep.removed_objects} object(s), "
                       f"{format_size(rep.freed_bytes)}; {rep.kept_checkpoints} checkpoint(s) kept")
            if rep.held:
                click.echo(f"{'would keep' if dry_run else 'kept'} {len(rep.held)} checkpoint(s) the policy "
                           "would remove, because a run still needs them:")
                for cid, reason in rep.held.items():
                    click.echo(f"  {cid}  {reason}")
            if rep.quarantine_kept:
                click.echo(_quarantine_note(rep.quarantine_kept, "kept "))
