"""The MCP tools: their JSON schemas (a contract, documented in docs/agents.md) and what they do.

Plain synchronous functions over the library (Store, the run loop), so the server only adds the
protocol: argument checking happens here, with one-line errors in the CLI's words. Nothing here
imports the MCP SDK.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from savepoint.errors import UsageError
from savepoint.ids import lookup
from savepoint.runloop.resolve import find_run, resolve_run
from savepoint.runloop.spec import spec_from_json

LOCK_TIMEOUT = 60.0  # as the CLI waits for the workspace lock

_WS = {"workspace": {"type": "string", "description": "Workspace folder: relative to the first root, or a "
                                                      "path under one of the server's roots (default: the first root)."}}
_STRINGS = {"type": "array", "items": {"type": "string"}}
_STRING_MAP = {"type": "object", "additionalProperties": {"type": "string"}}


def _schema(props: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": props | _WS, "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    return schema


TOOLS: dict[str, tuple[str, dict[str, Any]]] = {
    "checkpoint": ("Take a durable checkpoint of the workspace (or of the scope's patterns); returns it, with its id.",
                   _schema({"message": {"type": "string", "description": "A note to remember it by."},
                            "scope": _STRINGS | {"description": "Gitignore-style patterns of what to "
                                                                "checkpoint (default: the whole workspace)."}})),
    "list": ("List checkpoints and runs, newest first.",
             _schema({"limit": {"type": "integer", "minimum": 1, "description": "At most this many of each."}})),
    "show": ("Show a checkpoint or a run (with its attempts and events).",
             _schema({"id": {"type": "string", "description": "A checkpoint id, run id, unique prefix or `latest`."}},
                     ("id",))),
    "diff": ("What was added, modified and deleted since a checkpoint (to now, or to another checkpoint).",
             _schema({"id": {"type": "string"}, "to": {"type": "string", "description": "Another checkpoint."}},
                     ("id",))),
    "restore": ("Make the checkpoint's scope equal to it again; the current state is checkpointed first "
                "(pre_restore_checkpoint), so a restore can be undone.",
                _schema({"id": {"type": "string"}, "dry_run": {"type": "boolean", "description":
                                                               "Say what would change, change nothing."}}, ("id",))),
    "run": ("Run a command as a transaction: checkpoint, monitor, validate, keep or roll back. Returns the "
            "outcome (as `savepoint run --json`). Give `command` (a shell command line) or `argv`.",
            _schema({"command": {"type": "string", "description": "A shell command line (run by /bin/sh -c)."},
                     "argv": _STRINGS | {"minItems": 1, "description": "The command as an argument vector."},
                     "scope": _STRINGS | {"description": "What the task may modify (gitignore-style patterns)."},
                     "checks": _STRINGS | {"description": "Success checks: exists:GLOB, nonempty:GLOB, "
                                                          "json:FILE:KEY OP N, cmd:SHELL."},
                     "retries": {"type": "integer", "minimum": 0, "description": "Retries after the first attempt."},
                     "timeout": {"type": ["string", "number"], "description": "Wall time limit per attempt "
                                                                               "(seconds, or 90s, 5m, 1h)."},
                     "params": _STRING_MAP | {"description": "NAME: VALUE; env vars and {NAME} in the command."},
                     "adjust": _STRING_MAP | {"description": "NAME: EXPR applied on retries, e.g. "
                                                             "{\"BATCH\": \"BATCH//2\"}."},
                     "isolate": {"type": ["boolean", "string"],
                                 "description": "Run the task in an overlay of the workspace (as `run "
                                                "--isolate`): true, or a mode: workspace, all, auto."}})),
    "resolve": ("Record a person's decision on an escalated run: retry (runs it again; returns the new "
                "outcome), skip, accept or abort.",
                _schema({"run": {"type": "string"},
                         "decision": {"type": "string", "enum": ["retry", "skip", "accept", "abort"]}},
                        ("run", "decision"))),
    "report": ("A run's report: status, attempts, anomalies, diagnosis, decisions, metrics.",
               _schema({"run": {"type": "string", "description": "A run id, unique prefix, or `last`."}}, ("run",))),
    "verify": ("Check the store's integrity (data: re-hash every object).",
               _schema({"data": {"type": "boolean"}})),
}


# -- argument checking (the schema above, with one-line messages) -------------------------------------

_PY_TYPES = {"string": (str,), "integer": (int,), "boolean": (bool,), "number": (int, float),
             "array": (list,), "object": (dict,)}


def check_arguments(tool: str, args: Any) -> dict[str, Any]:
    if tool not in TOOLS:
        raise UsageError(f"unknown tool {tool!r} (tools: {', '.join(TOOLS)})")
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise UsageError(f"{tool}: arguments must be an object")
    schema = TOOLS[tool][1]
    props = schema["properties"]
    for key in args:
        if key not in props:
            raise UsageError(f"{tool}: unknown argument {key!r} (arguments: {', '.join(props)})")
    for key in schema.get("required", []):
        if key not in args:
            raise UsageError(f"{tool}: missing argument {key!r}")
    for key, value in args.items():
        _check_value(f"{tool}: argument {key!r}", value, props[key])
    return dict(args)


def _check_value(where: str, value: Any, spec: dict[str, Any]) -> None:
    types = spec["type"] if isinstance(spec["type"], list) else [spec["type"]]
    ok = any(isinstance(value, _PY_TYPES[t]) and not (t in ("integer", "number") and isinstance(value, bool))
             for t in types)
    if not ok:
        raise UsageError(f"{where} must be {' or '.join('an ' + t if t[0] in 'aeiou' else 'a ' + t for t in types)}, "
                         f"not {json.dumps(value)[:60]}")
    if "minimum" in spec and value < spec["minimum"]:
        raise UsageError(f"{where} must be {spec['minimum']} or more, not {value}")
    if "enum" in spec and value not in spec["enum"]:
        raise UsageError(f"{where} must be one of {', '.join(spec['enum'])}, not {value!r}")
    if isinstance(value, list):
        if len(value) < spec.get("minItems", 0):
            raise UsageError(f"{where} must not be empty")
        for item in value:
            if not isinstance(item, str):
                raise UsageError(f"{where} must be a list of strings")
    if isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(v, str):
                raise UsageError(f"{where}: value of {k!r} must be a string")


# -- workspaces under the roots ---------------------------------------------------------------------


def resolve_roots(roots: list[str]) -> list[Path]:
    out: list[Path] = []
    for r in roots:
        p = Path(r)
        if not p.is_dir():
            raise UsageError(f"--root {r!r} is not a directory")
        out.append(p.resolve())
    return out


def confine(roots: list[Path], workspace: str | None) -> Path:
    """The workspace a tool call names, which must be one of the roots or under one, after
    resolving symlinks; `..` is refused outright."""
    if workspace is None or workspace == "":
        return roots[0]
    if "\x00" in workspace:
        raise UsageError("workspace contains a NUL byte")
    if ".." in Path(workspace).parts:
        raise UsageError(f"workspace {workspace!r} is refused: '..' is not allowed")
    candidate = Path(workspace) if os.path.isabs(workspace) else roots[0] / workspace
    real = Path(os.path.realpath(candidate))
    if not any(real == root or root in real.parents for root in roots):
        raise UsageError(f"workspace {workspace!r} is outside the folders this server may use "
                         f"({', '.join(str(r) for r in roots)})")
    if not real.is_dir():
        raise UsageError(f"workspace {workspace!r} does not exist or is not a directory")
    return real


# -- the tools ------------------------------------------------------------------------------------------


def _open(ws: Path, create: bool = False) -> Any:
    # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
    from savepoint.store import Store

    return Store.open(ws, create=create)


def tool_checkpoint(ws: Path, args: dict[str, Any]) -> dict[str, Any]:
    # lazy import (startup time): keeps config, options off this module's import
    from savepoint.config import scope_patterns

    patterns = scope_patterns(tuple(args.get("scope", ())), "scope", ws)
    store = _open(ws, create=True)
    with contextlib.closing(store), store.lock(timeout=LOCK_TIMEOUT, purpose="checkpoint (mcp)"):
        cp = store.checkpoint(patterns, message=args.get("message", ""))
        return cp.to_json()  # type: ignore[no-any-return]


def tool_list(ws: Path, args: dict[str, Any]) -> dict[str, Any]:
    limit = args.get("limit")
    store = _open(ws)
    with contextlib.closing(store):
        return {"checkpoints": [c.to_json() for c in store.list_checkpoints(limit)],
                "runs": [_run_summary(r) for r in store.catalog.list_runs(limit)]}


def _run_summary(r: dict[str, Any]) -> dict[str, Any]:
    spec = json.loads(r["spec"] or "{}")
    return {"id": r["id"], "created": r["created"], "state": r["state"], "status": r["status"],
            "task_id": r["task_id"], "plan_id": r["plan_id"], "checkpoint_id": r["checkpoint_id"],
            "escalate": bool(r["escalate"]), "command": spec.get("command")}


def tool_show(ws: Path, args: dict[str, Any]) -> dict[str, Any]:
    store = _open(ws)
    with contextlib.closing(store):
        found = lookup(store, args["id"], "any")  # the CLI's id grammar: ids, unique prefixes, latest
        if found.kind == "run":
            run = store.catalog.get_run(found.id)
            assert run is not None
            return {"run": _run_summary(run), "outcome": json.loads(run["outcome"]) if run["outcome"] else None,
                    "attempts": [json.loads(a["data"]) for a in store.catalog.attempts(run["id"])],
                    "events": [{k: v for k, v in e.items() if k != "data"} | {"data": json.loads(e["data"])}
                               for e in store.catalog.events(run["id"])]}
        return store.info(found.id).to_json()  # type: ignore[no-any-return]


def tool_diff(ws: Path, args: dict[str, Any]) -> dict[str, Any]:
    store = _open(ws)
    with contextlib.closing(store):
        cid = store.resolve(args["id"])
        to = store.resolve(args["to"]) if args.get("to") else None
        return {"from": cid, "to": to or "workspace"} | store.diff(cid, to).to_json()  # type: ignore[no-any-return]


def tool_restore(ws: Path, args: dict[str, Any]) -> dict[str, Any]:
    store = _open(ws)
    with contextlib.closing(store), store.lock(timeout=LOCK_TIMEOUT, purpose="restore (mcp)"):
        cid = store.resolve(args["id"])
        return store.restore(cid, dry_run=bool(args.get("dry_run", False))).to_json()  # type: ignore[no-any-return]


def tool_verify(ws: Path, args: dict[str, Any]) -> dict[str, Any]:
    store = _open(ws)
    with contextlib.closing(store):
        return store.verify(data=bool(args.get("data", False))).to_json()  # type: ignore[no-any-return]


def tool_report(ws: Path, args: dict[str, Any]) -> dict[str, Any]:
    # lazy import (startup time): keeps blake3, zstandard, report/ off this module's import
    from savepoint.report import load_run

    store = _open(ws)
    with contextlib.closing(store):
        return load_run(store, args["run"])


def build_run_task(ws: Path, args: dict[str, Any]) -> Any:
    """The task `savepoint run` would build from the same options (savepoint.toml defaults first)."""
    # lazy import (startup time): keeps click, cli/, options off this module's import
    from savepoint.cli.run_cmds import build_task

    has_command, has_argv = "command" in args, "argv" in args
    if has_command == has_argv:
        raise UsageError("run: give exactly one of 'command' (a shell command line) or 'argv' (a list)")
    if has_command:
        if not args["command"].strip():
            raise UsageError("run: 'command' is empty")
        command: tuple[str, ...] = ("/bin/sh", "-c", args["command"])
    else:
        command = tuple(args["argv"])
    timeout = args.get("timeout")
    if isinstance(timeout, int | float):
        if timeout <= 0:
            raise UsageError(f"run: argument 'timeout' must be more than 0, not {timeout}")
        timeout = f"{timeout}s"
    opts: dict[str, Any] = {
        "scope": tuple(args.get("scope", ())), "read_only": False, "check": tuple(args.get("checks", ())),
        "threshold": None, "retries": args.get("retries"), "timeout": timeout, "stall": None,
        "max_memory": None, "watch": (), "budget": None, "backoff": None, "config": None,
        "param": tuple(f"{k}={v}" for k, v in args.get("params", {}).items()),
        "adjust": tuple(f"{k}={v}" for k, v in args.get("adjust", {}).items()),
        "explicit_command": True,
        # true is the CLI's bare --isolate; a string is its mode (checked as the CLI checks it)
        "isolate": "workspace" if args.get("isolate") is True else (args.get("isolate") or None),
    }
    return build_task(ws, command, opts)


def tool_run(ws: Path, args: dict[str, Any], *, cancel: threading.Event | None = None,
             run_id: str | None = None, on_store: Callable[[Any], None] | None = None) -> dict[str, Any]:
    # lazy imports (startup time): keep blake3, zstandard, runloop/ off this module's import
    from savepoint.runloop.attempts import run_task
    from savepoint.store import Store

    task = build_run_task(ws, args)
    store = Store.open(ws, create=True)
    with contextlib.closing(store):
        if on_store is not None:
            on_store(store)
        with store.lock(timeout=LOCK_TIMEOUT, purpose="run (mcp)"):
            outcome = run_task(store, task, run_id=run_id, echo=False, live=False, cancel=cancel)
        return outcome.to_json()


def tool_resolve(ws: Path, args: dict[str, Any], *, cancel: threading.Event | None = None,
                 run_id: str | None = None, on_store: Callable[[Any], None] | None = None) -> dict[str, Any]:
    # lazy import (startup time): keeps runloop/, signal off this module's import
    from savepoint.runloop.attempts import run_task

    decision = args["decision"]
    store = _open(ws)
    with contextlib.closing(store):
        with store.lock(timeout=LOCK_TIMEOUT, purpose="resolve (mcp)"):
            row = find_run(store, args["run"])
            result = resolve_run(store, row, decision)
            if decision != "retry":
                return result
            task = spec_from_json(row["spec"])
            if on_store is not None:
                on_store(store)
            outcome = run_task(store, task, run_id=run_id, echo=False, live=False, cancel=cancel)
        return outcome.to_json()


# Hints for clients that ask before calling a tool: what only reads, what may replace files.
READ_ONLY = frozenset({"list", "show", "diff", "report", "verify"})
DESTRUCTIVE = frozenset({"restore", "run", "resolve"})  # each keeps the state it replaces

SIMPLE: dict[str, Callable[[Path, dict[str, Any]], dict[str, Any]]] = {
    "checkpoint": tool_checkpoint, "list": tool_list, "show": tool_show, "diff": tool_diff,
    "restore": tool_restore, "report": tool_report, "verify": tool_verify,
}
LONG = {"run": tool_run, "resolve": tool_resolve}
