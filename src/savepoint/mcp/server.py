"""`savepoint mcp`: the tools of savepoint.mcp.tools over the Model Context Protocol (stdio).

Each call runs in a worker thread (the store and the run loop block). A `run` sends progress
notifications while it works (attempt, elapsed time, last metric, anomalies) and honours
cancellation: the task's process group is stopped and the workspace rolled back before the
call ends. Errors are tool errors carrying the CLI's one-line text, never a traceback.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import types
from mcp.server import Server
from mcp.server.stdio import stdio_server

from savepoint import __version__
from savepoint.errors import SavepointError
from savepoint.mcp import tools

PROGRESS_EVERY = 1.0  # seconds between progress notifications of a long run


def _error(message: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=f"savepoint: error: {message}")],
                                is_error=True)


def _ok(obj: dict[str, Any]) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=json.dumps(obj, default=str))],
                                structured_content=json.loads(json.dumps(obj, default=str)))


class _Call:
    """One tool call in its worker thread: its result or error, and what a run is doing."""

    def __init__(self) -> None:
        self.cancel = threading.Event()
        self.done = threading.Event()
        self.result: dict[str, Any] | None = None
        self.error: BaseException | None = None
        self.store: Any = None
        self.run_id: str | None = None

    def work(self, fn: Any, *args: Any, **kw: Any) -> None:
        try:
            self.result = fn(*args, **kw)
        except BaseException as e:
            self.error = e
        finally:
            self.done.set()


def _progress_message(call: _Call, started: float, seen: dict[str, Any]) -> str:
    """`run RID: attempt N, 12s, loss=0.41, anomalies: nan_loss` from the run's catalog events and
    the current attempt's output (read-only; the run loop writes them)."""
    parts = [f"run {call.run_id}"]
    store = call.store
    attempt = 0
    anomalies: list[str] = []
    if store is not None and call.run_id:
        try:
            for e in store.catalog.events(call.run_id):
                if e["kind"] == "attempt":
                    attempt = e["attempt"] or attempt
                elif e["kind"] == "anomaly":
                    anomalies.append(str(e["detail"]).split(":")[0])
        except Exception:
            pass  # a busy catalog must not fail the run: the next tick tries again
    if attempt:
        parts.append(f"attempt {attempt}")
        metric = _last_metric(store, call.run_id or "", attempt, seen) if store is not None else None
        if metric:
            parts.append(metric)
    parts.append(f"{time.monotonic() - started:.0f}s")
    if anomalies:
        parts.append("anomalies: " + ", ".join(dict.fromkeys(anomalies)))
    return ", ".join(parts)


def _last_metric(store: Any, run_id: str, attempt: int, seen: dict[str, Any]) -> str | None:
    # lazy import (startup time): keeps monitor/ off this module's import
    from savepoint.monitor.metrics import parse_line

    if seen.get("attempt") != attempt:  # a new attempt: the last one's metric is not this one's
        seen.clear()
        seen["attempt"] = attempt
    # lazy import (startup time): as above
    from savepoint import nofollow

    try:  # (the task could write in that folder: no symlink is followed)
        tail = nofollow.read_tail(store.root, ("runs", run_id, f"attempt-{attempt}"), "stdout.log",
                                  8192).decode("utf-8", "replace").splitlines()
    except OSError:
        return seen.get("metric")
    for line in reversed(tail[-50:]):
        found = parse_line(line)
        if found:
            seen["metric"] = " ".join(f"{k}={v:g}" for k, v in list(found.items())[:3])
            break
    return seen.get("metric")


async def _call_in_thread(ctx: Any, name: str, ws: Path, args: dict[str, Any]) -> types.CallToolResult:
    # lazy import (startup time): keeps runloop/ off this module's import
    from savepoint.runloop.environment import new_run_id

    call = _Call()
    if name in tools.LONG:
        call.run_id = new_run_id()

        def on_store(store: Any) -> None:
            call.store = store

        target = tools.LONG[name]
        thread = threading.Thread(target=call.work, args=(target, ws, args), daemon=True,
                                  kwargs={"cancel": call.cancel, "run_id": call.run_id, "on_store": on_store})
    else:
        thread = threading.Thread(target=call.work, args=(tools.SIMPLE[name], ws, args), daemon=True)
    started = time.monotonic()
    thread.start()
    seen: dict[str, Any] = {}
    tick = 0
    try:
        next_progress = started + (0.2 if name in tools.LONG else 1e9)
        while not call.done.is_set():
            await anyio.sleep(0.05)
            if time.monotonic() >= next_progress:
                tick += 1
                next_progress = time.monotonic() + PROGRESS_EVERY
                await ctx.session.report_progress(float(tick), None, _progress_message(call, started, seen))
    except anyio.get_cancelled_exc_class():
        # The client cancelled: stop the task, let the run loop roll back, and only then end.
        call.cancel.set()
        with anyio.CancelScope(shield=True):
            while not call.done.is_set():
                await anyio.sleep(0.05)
        raise
    if call.error is not None:
        e = call.error
        if isinstance(e, SavepointError):
            return _error(str(e))
        if isinstance(e, KeyboardInterrupt):
            return _error("cancelled")
        return _error(f"internal error: {type(e).__name__}: {e}")
    assert call.result is not None
    return _ok(call.result)


def build_server(roots: list[Path]) -> Server[Any]:
    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[
            types.Tool(name=name, description=desc, input_schema=schema,
                       annotations=types.ToolAnnotations(read_only_hint=name in tools.READ_ONLY,
                                                         destructive_hint=name in tools.DESTRUCTIVE,
                                                         open_world_hint=name in ("run", "resolve")))
            for name, (desc, schema) in tools.TOOLS.items()])

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        try:
            args = tools.check_arguments(params.name, params.arguments)
            ws = tools.confine(roots, args.pop("workspace", None))
        except SavepointError as e:
            return _error(str(e))
        return await _call_in_thread(ctx, params.name, ws, args)

    return Server("savepoint", version=__version__,
                  instructions="Checkpoint, run as a transaction, diff and restore the files of the "
                               "workspaces under this server's roots.",
                  on_list_tools=list_tools, on_call_tool=call_tool)


def serve(roots: list[str]) -> None:
    resolved = tools.resolve_roots(roots)
    server = build_server(resolved)

    async def main() -> None:
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(main)
