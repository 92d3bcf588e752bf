"""`savepoint hook`, `savepoint undo`, `savepoint mcp`: savepoint for coding agents (docs/agents.md)."""

from __future__ import annotations

import contextlib
import sys
import time

import click

from savepoint.cli._common import emit_json, store_options
from savepoint.errors import UsageError
from savepoint.workspace import find_workspace


@click.command("hook")
@click.option("--block", is_flag=True,
              help="When savepoint itself fails, exit 2 (the agent blocks the tool call) instead of "
                   "warning and exiting 0.")
@click.option("--tool", "tools", multiple=True, metavar="NAME",
              help="Also checkpoint around this tool (repeatable; Bash, Write, Edit... are built in).")
@click.option("--no-helper", is_flag=True,
              help="Do every call in this process: no background helper watching the workspace "
                   "(also SAVEPOINT_HOOK_HELPER=0).")
@click.option("--stop", is_flag=True, help="Stop this workspace's hook helper, if one runs, and exit.")
@store_options
def hook_cmd(block: bool, tools: tuple[str, ...], no_helper: bool, stop: bool, workspace: str | None,
             store_dir: str | None, as_json: bool) -> None:
    """Read one agent hook event (JSON) on stdin: checkpoint before a tool that may write, record
    what it changed after. Never breaks the agent: on its own failure it warns and exits 0.

    A helper process started by the first call watches the workspace for changes, so that later
    calls visit only what changed (docs/agents.md); it leaves after 15 idle minutes."""
    # lazy import (startup time): keeps hook/ off this module's import
    from savepoint.hook import client, core

    if stop:
        stopped = client.stop_helper(find_workspace(workspace), store_dir)
        if as_json:
            emit_json({"action": "stopped" if stopped else "none", "helper": stopped})
        else:
            click.echo("stopped the hook helper" if stopped else "no hook helper runs for this workspace",
                       err=True)
        return
    text = sys.stdin.read()
    reply = core.respond(text, block=block, tools=frozenset(tools), workspace=workspace, store_dir=store_dir,
                         as_json=as_json)
    if reply.stderr:
        sys.stderr.write(reply.stderr)
        sys.stderr.flush()
    if reply.stdout:
        sys.stdout.write(reply.stdout)
        sys.stdout.flush()
    if reply.code == 0 and not no_helper and sys.argv[1:2] == ["hook"]:
        # (only when the next call can reach it: `savepoint -C DIR hook` skips the fast path)
        client.start_helper_for(text, workspace, store_dir)
    if reply.code:
        sys.exit(reply.code)


@click.command("undo")
@click.option("--session", metavar="S", help="The agent session (default: the most recent one).")
@click.option("-n", "count", type=int, default=1, show_default=True,
              help="Undo the last N tool calls of the session.")
@click.option("--dry-run", is_flag=True, help="Print what would change, change nothing.")
@store_options
def undo_cmd(session: str | None, count: int, dry_run: bool, workspace: str | None, store_dir: str | None,
             as_json: bool) -> None:
    """Restore the workspace to its state before the last N tool calls of an agent session (the
    state it replaces is kept: `savepoint restore ID` undoes the undo)."""
    # lazy imports (startup time): keep blake3, zstandard, hook/ off this module's import
    from savepoint.hook import core
    from savepoint.store import Store

    if count < 1:
        raise UsageError(f"invalid -n {count}: must be 1 or more")
    store = Store.open(find_workspace(workspace), store_dir)
    with contextlib.closing(store), store.lock(purpose="undo"):
        result = core.undo(store, session, count, dry_run=dry_run)
    if as_json:
        emit_json(result)
        return
    ch = result["changes"]
    for p in ch["added"]:
        click.echo(f"A  {p}")
    for p in ch["modified"]:
        click.echo(f"M  {p}")
    for p in ch["deleted"]:
        click.echo(f"D  {p}")
    n = len(ch["added"]) + len(ch["modified"]) + len(ch["deleted"])
    calls = ", ".join(str(c) for c in result["undone"])
    if dry_run:
        click.echo(f"dry run: undoing call(s) {calls} of session {result['session']} would change {n} path(s)",
                   err=True)
    else:
        click.echo(f"undid call(s) {calls} of session {result['session']}: {n} path(s) changed; the state "
                   f"before the undo is checkpoint {result['pre_restore_checkpoint']} (`savepoint restore "
                   f"{result['pre_restore_checkpoint']}` brings it back)", err=True)


def print_session(store: object, session: str | None, as_json: bool) -> None:
    """`savepoint list --session S`: the session's tool calls with their changes."""
    # lazy import (startup time): keeps hook/ off this module's import
    from savepoint.hook import core

    name, calls = core.session_calls(store, session)  # type: ignore[arg-type]
    if as_json:
        emit_json({"session": name, "calls": calls})
        return
    click.echo(f"session {name}: {len(calls)} tool call(s)")
    for c in calls:
        ch = c["changes"]
        if ch is None:
            what = "changes not recorded" if c["state"] != "undone" else ""
        else:
            what = f"+{len(ch['added'])} ~{len(ch['modified'])} -{len(ch['deleted'])}"
        state = "  [undone]" if c["state"] == "undone" else ""
        click.echo(f"{c['call']:>5}  {time.strftime('%H:%M:%S', time.localtime(c['started']))}  "
                   f"{c['tool']:<12} {what:<16} before={c['checkpoint_id']}{state}  {c['summary'][:80]}")
        if ch:
            for key, mark in (("added", "A"), ("modified", "M"), ("deleted", "D")):
                for p in ch[key][:20]:
                    click.echo(f"         {mark}  {p}")



@click.command("mcp")
@click.option("--root", "roots", multiple=True, metavar="DIR",
              help="A folder the agent may work in (repeatable; default: the current folder). A tool "
                   "call may name a workspace under a root; anything else is refused.")
@store_options
def mcp_cmd(roots: tuple[str, ...], workspace: str | None, store_dir: str | None, as_json: bool) -> None:
    """Serve savepoint's tools to an AI agent over the Model Context Protocol (stdio).

    -C DIR is a root like --root DIR. --json does not apply (the server speaks JSON-RPC on
    stdout already) and --store neither (each workspace under a root uses its own store):
    both are refused in one line.
    """
    if as_json:
        raise UsageError("mcp: --json does not apply: the server already speaks JSON (JSON-RPC) on stdout")
    given = click.get_current_context().get_parameter_source("store_dir")
    if store_dir is not None and given is click.core.ParameterSource.COMMANDLINE:  # (not SAVEPOINT_STORE)
        raise UsageError("mcp: --store does not apply: each workspace under a root uses its own store "
                         "(WORKSPACE/.savepoint)")
    if workspace is not None:
        roots = (*roots, workspace)
    try:
        import mcp  # noqa: F401  (the optional extra)
    except ImportError as exc:
        raise UsageError("savepoint mcp needs the MCP SDK: pip install 'savepoint[mcp]'") from exc
    # lazy import (startup time): keeps annotated_types, anyio, mcp/ off this module's import
    from savepoint.mcp.server import serve

    serve(list(roots) or ["."])
