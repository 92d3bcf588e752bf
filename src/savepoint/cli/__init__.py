"""The `savepoint` command line: a thin layer of click commands over the library.

Subcommands live in small modules and are imported only when called, so `savepoint run` in an
agent's loop pays for what it uses and nothing else.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any

import click

# command name -> (module, attribute); each module owns its commands
COMMANDS: dict[str, tuple[str, str]] = {
    "init": ("savepoint.cli.store_cmds", "init_cmd"),
    "checkpoint": ("savepoint.cli.store_cmds", "checkpoint_cmd"),
    "list": ("savepoint.cli.store_cmds", "list_cmd"),
    "show": ("savepoint.cli.store_cmds", "show_cmd"),
    "diff": ("savepoint.cli.store_cmds", "diff_cmd"),
    "restore": ("savepoint.cli.store_cmds", "restore_cmd"),
    "verify": ("savepoint.cli.store_cmds", "verify_cmd"),
    "gc": ("savepoint.cli.store_cmds", "gc_cmd"),
    "store": ("savepoint.cli.location_cmds", "store_group"),
    "run": ("savepoint.cli.run_cmds", "run_cmd"),
    "resolve": ("savepoint.cli.run_cmds", "resolve_cmd"),
    "recover": ("savepoint.cli.run_cmds", "recover_cmd"),
    "plan": ("savepoint.cli.plan_cmds", "plan_group"),
    "report": ("savepoint.cli.report_cmds", "report_cmd"),
    "hook": ("savepoint.cli.agent_cmds", "hook_cmd"),
    "undo": ("savepoint.cli.agent_cmds", "undo_cmd"),
    "mcp": ("savepoint.cli.agent_cmds", "mcp_cmd"),
    "remote": ("savepoint.cli.remote_cmds", "remote_group"),
    "push": ("savepoint.cli.remote_cmds", "push_cmd"),
    "pull": ("savepoint.cli.remote_cmds", "pull_cmd"),
}

SUMMARIES = {
    "init": "Create the workspace's store (kept outside it, in your data folder).",
    "checkpoint": "Take a durable checkpoint of the scope; print its id.",
    "list": "List checkpoints and runs, newest first.",
    "show": "Show a checkpoint or a run, with its events.",
    "diff": "Show what was added, modified and deleted since a checkpoint.",
    "restore": "Make the scope equal to a checkpoint again.",
    "run": "Run a command as a transaction: checkpoint, monitor, validate, keep or roll back.",
    "resolve": "Record a person's decision on an escalated run.",
    "recover": "After a crash: finish or roll back in-flight runs and restores.",
    "plan": "Run a graph of tasks (plan run / plan status).",
    "verify": "Check the store's integrity (--data re-hashes every object).",
    "gc": "Remove old checkpoints by policy, then unreferenced objects.",
    "store": "Where the workspace's store is (store path), moving it (store move).",
    "report": "Write a run's report (--html FILE for a self-contained page).",
    "hook": "For coding agents: checkpoint around one tool call (hook event JSON on stdin).",
    "undo": "Undo the last N tool calls of a coding agent's session.",
    "mcp": "Serve savepoint to AI agents over the Model Context Protocol (stdio).",
    "remote": "Name remotes (s3://BUCKET/PREFIX, file:///PATH): remote add/list/remove.",
    "push": "Copy checkpoints to a remote (only what it lacks is uploaded).",
    "pull": "Bring a checkpoint from a remote into the local store.",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module = importlib.import_module(target[0])
        cmd: click.Command = getattr(module, target[1])
        return cmd

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # Summaries without importing every module (keeps `--help` fast).
        with formatter.section("Commands"):
            formatter.write_dl([(name, SUMMARIES.get(name, "")) for name in COMMANDS])


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="savepoint")
@click.option("--workspace", "-C", metavar="DIR", help="Workspace for every command (env SAVEPOINT_WORKSPACE).")
@click.option("--store", metavar="DIR", help="Store directory (env SAVEPOINT_STORE).")
def cli(workspace: str | None, store: str | None) -> None:
    """Run risky tasks as transactions: checkpoint, monitor, validate, keep or roll back.

    Exit status of `run`: 0 DONE, 10 PARTIAL, 11 ROLLED_BACK, 75 RETRY, 12 FATAL,
    2 bad usage, 70 internal error, 74 I/O error of savepoint's own, 130 cancelled.
    """
    # Before the command: its own --workspace/--store still win, and find_workspace reads these.
    if workspace:
        os.environ["SAVEPOINT_WORKSPACE"] = workspace
    if store:
        os.environ["SAVEPOINT_STORE"] = store


def main(argv: list[str] | None = None) -> Any:
    # lazy import (startup time): keeps cli/, copy, dataclasses off this module's import
    from savepoint.cli._common import run_cli

    return run_cli(cli, argv if argv is not None else sys.argv[1:])
