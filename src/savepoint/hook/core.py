"""What `savepoint hook`, `undo` and `list --session` do (see the package docstring).

Imported only for a tool call that may write; the store is imported only when it is needed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from savepoint.errors import SavepointError, UsageError
from savepoint.exitcodes import EXIT_USAGE
from savepoint.hook import POST_EVENTS, PRE_EVENTS, WRITING_TOOLS
from savepoint.hook.client import workspace_for
from savepoint.workspace import store_path

if TYPE_CHECKING:
    from savepoint.store import Store
    from savepoint.store.track import Touched

LOCK_TIMEOUT = 20.0  # well within the agents' hook timeouts (60 s by default)


@dataclass
class HookEvent:
    event: str  # pre, post
    session: str
    tool: str
    call_id: str | None
    cwd: str | None
    agent: str
    summary: str
    raw: dict[str, Any] = field(default_factory=dict)


def parse_event(text: str) -> HookEvent | None:
    """The event on stdin, or None when it is not a tool event (nothing to do)."""
    try:
        data = json.loads(text)
    except ValueError as e:
        raise UsageError(f"hook: stdin is not a JSON hook event ({e})") from e
    if not isinstance(data, dict):
        raise UsageError("hook: stdin is not a JSON object")
    name = data.get("hook_event_name")
    if name in PRE_EVENTS:
        event = "pre"
    elif name in POST_EVENTS:
        event = "post"
    else:
        return None
    tool = data.get("tool_name")
    if not isinstance(tool, str) or not tool:
        raise UsageError(f"hook: {name} event without a tool_name")
    session = data.get("session_id")
    if not isinstance(session, str) or not session:
        raise UsageError(f"hook: {name} event without a session_id")
    call_id = data.get("tool_use_id") or data.get("call_id")
    cwd = data.get("cwd")
    if name in ("BeforeTool", "AfterTool"):
        agent = "gemini-cli"
    elif "turn_id" in data or tool in ("apply_patch", "local_shell", "exec_command"):
        agent = "codex"
    else:
        agent = "claude-code"
    return HookEvent(event=event, session=session, tool=tool,
                     call_id=str(call_id) if call_id else None, cwd=cwd if isinstance(cwd, str) else None,
                     agent=agent, summary=_summary(data.get("tool_input")), raw=data)


def _summary(tool_input: Any) -> str:
    """What the call does, in one line: its command or the file it writes."""
    if not isinstance(tool_input, dict):
        return ""
    for key in ("command", "file_path", "notebook_path", "path", "patch", "input"):
        value = tool_input.get(key)
        if isinstance(value, list):
            value = " ".join(str(v) for v in value)
        if isinstance(value, str) and value.strip():
            if value.lstrip().startswith("*** Begin Patch"):  # Codex's apply_patch: the files it touches
                files = [ln.split(":", 1)[1].strip() for ln in value.splitlines()
                         if ln.startswith(("*** Update File:", "*** Add File:", "*** Delete File:"))]
                return ("patch " + " ".join(files))[:200]
            return value.strip().splitlines()[0][:200]
    return ""


def hook_workspace(explicit: str | None, ev: HookEvent) -> Path:
    """`-C DIR`, else the nearest folder upward of the event's cwd holding a store, else the
    agent's project folder (CLAUDE_PROJECT_DIR, GEMINI_PROJECT_DIR), else the event's cwd."""
    return workspace_for(explicit, ev.cwd)


@dataclass
class Reply:
    """What one `savepoint hook` call prints and its exit status."""

    code: int = 0
    stdout: str = ""
    stderr: str = ""


def respond(text: str, *, block: bool, tools: frozenset[str], workspace: str | None, store_dir: str | None,
            as_json: bool, tracking: Tracking | None = None) -> Reply:
    """One `savepoint hook` call, whole: the event on stdin in, what to print and the exit status
    out. Never raises: savepoint's own failure is a warning and exit 0 (`block`: an error, exit 2),
    so the agent's tool call goes on. The CLI and the hook helper (hook/daemon.py) both call it."""
    try:
        ev = parse_event(text)
        if ev is None:
            result: dict[str, Any] = {"action": "ignored", "reason": "not a tool event"}
        else:
            ws = hook_workspace(workspace, ev)
            result = handle(ev, ws, store_dir, WRITING_TOOLS | tools, tracking=tracking)
    except (SavepointError, OSError) as e:
        return _failed(str(e) if isinstance(e, SavepointError) else f"{e.strerror or e}", block, as_json)
    except Exception as e:  # a bug must not stop the agent either
        return _failed(f"internal error: {type(e).__name__}: {e}", block, as_json)
    return Reply(stdout=json.dumps(result, default=str) + "\n" if as_json else "")


def _failed(message: str, block: bool, as_json: bool) -> Reply:
    if block:
        out = json.dumps({"action": "failed", "error": message, "exit_code": EXIT_USAGE}) + "\n" if as_json else ""
        return Reply(EXIT_USAGE, out, f"savepoint: error: {message}\n")
    out = json.dumps({"action": "failed", "error": message, "exit_code": 0}) + "\n" if as_json else ""
    return Reply(0, out, f"savepoint: warning: {message} (the tool call goes on without a checkpoint)\n")


class Tracking(Protocol):
    """What the hook helper knows of the workspace between calls (hook/daemon.py): which paths
    may have changed since a checkpoint it took, and its open store. Without it, every call
    scans the workspace."""

    store: Store | None

    def before(self) -> tuple[Any, str | None, Touched | None]:
        """A mark taken now (before the checkpoint's scan), and the base checkpoint with what
        was touched since it (None, None: scan everything)."""
        ...

    def taken(self, checkpoint_id: str, mark: Any) -> None: ...

    def since(self, checkpoint_id: str) -> Touched | None: ...

    def time_left(self) -> float:
        """Seconds until the calling hook stops waiting for the answer."""
        ...

    def abandoned(self) -> bool:
        """The calling hook gave up (its deadline passed, or it hung up)."""
        ...


def handle(ev: HookEvent, workspace: Path, store_dir: str | None, tools: frozenset[str],
           tracking: Tracking | None = None) -> dict[str, Any]:
    """Act on one event; returns what was done (the `--json` answer)."""
    if ev.tool not in tools:
        return {"action": "ignored", "reason": f"{ev.tool} does not write", "tool": ev.tool}
    # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
    from savepoint.store import Store

    if ev.event == "pre" and not store_path(workspace, store_dir).exists() and _too_wide(workspace):
        # an agent started in the home folder would otherwise scan all of it before every call
        raise UsageError(f"not creating a store in {workspace} (your home folder or /): run "
                         "`savepoint init` in the project the agent works on")
    kept = tracking.store if tracking is not None else None  # the helper's, open for its whole life
    store = kept or Store.open(workspace, store_dir, create=ev.event == "pre")
    try:
        if ev.event == "pre":
            return _before(store, ev, tracking)
        return _after(store, ev, tracking)
    finally:
        if kept is None:
            store.close()


def _too_wide(workspace: Path) -> bool:
    try:
        home = Path.home().resolve()
    except (KeyError, RuntimeError):
        home = None
    return workspace.resolve() in {Path("/"), home}


def _before(store: Store, ev: HookEvent, tracking: Tracking | None = None) -> dict[str, Any]:
    timeout = LOCK_TIMEOUT if tracking is None else max(0.1, min(LOCK_TIMEOUT, tracking.time_left()))
    with store.lock(timeout=timeout, purpose=f"hook ({ev.agent} {ev.tool})"):
        if tracking is not None and tracking.abandoned():
            # the hook gave up waiting (the agent ran the tool meanwhile): a checkpoint now would
            # record the state after the tool as the state before it
            raise UsageError("the agent stopped waiting for this call before its checkpoint could be taken")
        if ev.call_id:  # the same call seen again (a hook re-run after its helper died): the same answer
            seen = store.catalog.open_tool_call(ev.session, ev.call_id, ev.tool)
            if seen is not None and seen["state"] == "open":
                return {"action": "checkpoint", "checkpoint_id": seen["checkpoint_id"], "call": int(seen["id"]),
                        "session": ev.session, "tool": ev.tool, "helper": tracking is not None,
                        "tracked": False, "again": True}
        mark, base, touched = tracking.before() if tracking is not None else (None, None, None)
        cp = store.checkpoint([], message=f"before {ev.tool}: {ev.summary}"[:200], kind="pre-tool",
                              context={"session": ev.session, "tool": ev.tool, "call_id": ev.call_id,
                                       "agent": ev.agent, "cwd": ev.cwd}, base=base, touched=touched)
        if tracking is not None:
            tracking.taken(cp.id, mark)
        row = store.catalog.add_tool_call(session=ev.session, call_id=ev.call_id, agent=ev.agent,
                                          tool=ev.tool, summary=ev.summary, checkpoint_id=cp.id)
    return {"action": "checkpoint", "checkpoint_id": cp.id, "call": row, "session": ev.session,
            "tool": ev.tool, "helper": tracking is not None, "tracked": store.last_scan_tracked}


def _after(store: Store, ev: HookEvent, tracking: Tracking | None = None) -> dict[str, Any]:
    row = store.catalog.open_tool_call(ev.session, ev.call_id, ev.tool)
    if row is None or row["state"] != "open":
        return {"action": "ignored", "reason": "no open call to close (its PreToolUse was not seen)",
                "tool": ev.tool}
    touched = tracking.since(row["checkpoint_id"]) if tracking is not None else None
    changes = store.diff(row["checkpoint_id"], touched=touched)
    tracked = touched is not None and store.last_scan_tracked
    store.catalog.finish_tool_call(int(row["id"]), changes.to_json())
    return {"action": "recorded", "call": int(row["id"]), "checkpoint_id": row["checkpoint_id"],
            "session": ev.session, "tool": ev.tool, "helper": tracking is not None,
            "tracked": tracked} | changes.to_json()


# -- sessions: list and undo ------------------------------------------------------------------------


def _session(store: Store, session: str | None) -> str:
    """The session named (its id or a unique prefix of it), else the most recent one."""
    if session:
        found = store.catalog.tool_sessions(session)
        if not found:
            raise UsageError(f"no tool calls recorded for session {session!r}")
        if len(found) > 1:
            raise UsageError(f"session {session!r} is ambiguous: it starts {len(found)} sessions "
                             f"({', '.join(found[:4])}); give more characters")
        return found[0]
    latest = store.catalog.latest_session()
    if latest is None:
        raise UsageError("no agent tool calls recorded in this workspace (set up `savepoint hook`: "
                         "see docs/agents.md)")
    return latest


def call_json(row: dict[str, Any]) -> dict[str, Any]:
    return {"call": row["id"], "session": row["session"], "call_id": row["call_id"], "agent": row["agent"],
            "tool": row["tool"], "summary": row["summary"], "started": row["started"],
            "finished": row["finished"], "checkpoint_id": row["checkpoint_id"], "state": row["state"],
            "changes": json.loads(row["changes"]) if row["changes"] else None,
            "undo": json.loads(row["undo"]) if row["undo"] else None}


def session_calls(store: Store, session: str | None) -> tuple[str, list[dict[str, Any]]]:
    name = _session(store, session)
    rows = store.catalog.tool_calls(name)
    if not rows:
        raise UsageError(f"no tool calls recorded for session {name!r}")
    return name, [call_json(r) for r in rows]


def undo(store: Store, session: str | None, n: int, dry_run: bool = False) -> dict[str, Any]:
    """Restore the state from before the last `n` calls of the session not undone yet. The caller
    holds the lock. The state it replaces is kept (the restore's pre-restore checkpoint)."""
    if n < 1:
        raise UsageError(f"invalid -n {n}: must be 1 or more")
    name = _session(store, session)
    live = [r for r in store.catalog.tool_calls(name) if r["state"] != "undone"]
    if not live:
        raise UsageError(f"session {name!r} has no tool call left to undo")
    if n > len(live):
        raise UsageError(f"session {name!r} has only {len(live)} tool call(s) left to undo, not {n}")
    calls = live[-n:]
    target = str(calls[0]["checkpoint_id"])
    try:
        store.info(target)
    except UsageError as exc:
        raise UsageError(f"the checkpoint before call {calls[0]['id']} ({target}) was removed by gc: "
                         "that call can no longer be undone") from exc
    rep = store.restore(target, dry_run=dry_run, kind="pre-restore")
    if not dry_run:
        store.catalog.mark_undone([int(r["id"]) for r in calls],
                                  {"restored": target, "pre_restore_checkpoint": rep.pre_restore_checkpoint})
    return {"session": name, "undone": [int(r["id"]) for r in calls], "restored": target,
            "pre_restore_checkpoint": rep.pre_restore_checkpoint, "dry_run": dry_run,
            "changes": rep.changes.to_json(), "skipped": list(rep.skipped)}
