"""Checkpoints around a coding agent's tool calls: `savepoint hook`, `undo`, `list --session`.

An agent (Claude Code, Gemini CLI, Codex) runs `savepoint hook` before and after each tool call,
with one JSON event on stdin. Before a tool that may write, the workspace is checkpointed and the
call recorded (session, tool, what it runs); after it, what the call changed is recorded against
that checkpoint. `undo` restores the state from before the last N calls of a session.

This package's top level is on the path of every tool call an agent makes, reads included: it
imports nothing but `json`, so a call that needs no checkpoint costs an interpreter start and a
JSON parse. The work is in `core`.
"""

from __future__ import annotations

import json
from typing import Any

# Tools that may write to the workspace, by agent. Read-only tools (Read, Grep, Glob, read_file...)
# are answered without importing the store.
WRITING_TOOLS = frozenset({
    "Bash", "Write", "Edit", "MultiEdit", "NotebookEdit",      # Claude Code
    "run_shell_command", "write_file", "replace",              # Gemini CLI
    "apply_patch", "shell", "local_shell", "exec_command",     # Codex ("Bash" too)
})
PRE_EVENTS = frozenset({"PreToolUse", "BeforeTool"})
POST_EVENTS = frozenset({"PostToolUse", "AfterTool", "PostToolUseFailure"})


def quick_answer(text: str, extra_tools: frozenset[str]) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """The answer to an event that needs nothing done (not a tool event, or a tool that does not
    write), or None when the work must be done (including malformed input: the full path says
    why); and the event as parsed ({} when it is not a JSON object)."""
    try:
        data = json.loads(text)
    except ValueError:
        return None, {}
    if not isinstance(data, dict):
        return None, {}
    name = data.get("hook_event_name")
    if name not in PRE_EVENTS and name not in POST_EVENTS:
        return {"action": "ignored", "reason": "not a tool event"}, data
    tool = data.get("tool_name")
    if isinstance(tool, str) and tool and tool not in WRITING_TOOLS and tool not in extra_tools:
        return {"action": "ignored", "reason": f"{tool} does not write", "tool": tool}, data
    return None, data


def fast_main(argv: list[str], stdin_text: str) -> int | None:
    """`savepoint hook ...` before the command line parser is even imported: an event that needs
    nothing is answered here, a writing tool call is handed to the workspace's hook helper when
    one runs (hook/client.py). Returns the exit status, or None when the full command must run."""
    extra = frozenset(v for i, v in enumerate(argv) if i and argv[i - 1] == "--tool") | frozenset(
        a.split("=", 1)[1] for a in argv if a.startswith("--tool="))
    answer, data = quick_answer(stdin_text, extra)
    if answer is None:
        if not data:
            return None
        # lazy import (startup time): socket, only for a call that writes
        from savepoint.hook.client import handed_over

        try:
            return handed_over(argv, stdin_text, data)
        except Exception:  # (out of fds, a socket error...): the full command does the call itself
            return None
    if "--json" in argv:
        print(json.dumps(answer), flush=True)
    return 0
