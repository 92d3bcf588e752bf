"""What the task sees (its argv with `{PARAM}`s, its environment, its cwd), what its
checkpoint records of how it ran (secrets redacted), and the refusals of a task that cannot run."""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from savepoint.errors import UsageError
from savepoint.model import (
    TaskSpec,
)

if TYPE_CHECKING:
    from savepoint.store import Store


_SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH|PRIVATE|SESSION|COOKIE|SIGNATURE",
                          re.IGNORECASE)


_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


REDACTED = "<redacted>"


def new_run_id() -> str:
    """Sortable by time, unique without coordination: `r` + UTC timestamp + 4 random hex digits."""
    return "r" + time.strftime("%Y%m%d-%H%M%S", time.gmtime()) + "-" + os.urandom(3).hex()


def hostname() -> str:
    """The host name, without importing socket (run overhead matters)."""
    return os.uname().nodename


def substitute(argv: Sequence[str], params: dict[str, str]) -> list[str]:
    """`{NAME}` in each argument becomes the param's current value; unknown names stay as written."""
    def one(arg: str) -> str:
        return _PLACEHOLDER.sub(lambda m: params.get(m.group(1), m.group(0)), arg)

    return [one(a) for a in argv]


def redact_env(env: dict[str, str]) -> dict[str, str]:
    """Secrets by name (…KEY, …TOKEN, …SECRET, …PASSWORD…) never reach the catalog."""
    return {k: (REDACTED if _SECRET_NAME.search(k) else v) for k, v in env.items()}


def task_key(task: TaskSpec) -> str:
    """The name of the task's state directory: its id, else a digest of its command."""
    if task.id:
        key = re.sub(r"[^A-Za-z0-9_.-]", "_", task.id)[:64]
        # one plain folder name under STORE/state: never `.`, `..` (the store itself, its parent)
        return key if key.strip(".") else "_" + key[:63]
    # lazy import (startup time): keeps hashlib off this module's import
    import hashlib

    digest = hashlib.blake2b(json.dumps(task.command).encode(), digest_size=8).hexdigest()
    return f"cmd-{digest}"


def git_head(workspace: Path) -> str | None:
    """The workspace's HEAD commit, read from files (no `git` process: run overhead matters)."""
    git = workspace / ".git"
    try:
        head = (git / "HEAD").read_text().strip()
        if not head.startswith("ref: "):
            return head or None
        ref = head[5:]
        ref_file = git / ref
        if ref_file.is_file():
            return ref_file.read_text().strip() or None
        packed = git / "packed-refs"
        if packed.is_file():
            for line in packed.read_text().splitlines():
                if line.endswith(" " + ref):
                    return line.split(" ", 1)[0]
        return None
    except OSError:
        return None


def execution_context(store: Store, task: TaskSpec, argv: Sequence[str]) -> dict[str, Any]:
    """What the checkpoint records of how the task was run (secrets redacted by name)."""
    return {
        "argv": list(argv),
        "cwd": str(task_cwd(store, task)),
        "params": dict(task.params),
        "env": redact_env({**os.environ, **task.env}),
        "host": hostname(),
        "pid": os.getpid(),
        "python": sys.version.split()[0],
        "git_head": git_head(store.workspace),
        "task_id": task.id or None,
    }


def task_cwd(store: Store | Path, task: TaskSpec) -> Path:
    """Where the task runs: `cwd` (relative to the workspace; the command line sets it to the
    directory savepoint was started from), else the workspace root."""
    workspace = store if isinstance(store, Path) else store.workspace
    if not task.cwd:
        return workspace
    cwd = (workspace / task.cwd).resolve()
    if not cwd.is_dir():
        raise UsageError(f"task cwd {task.cwd!r} is not a directory")
    return cwd


def refuse_state_with_isolate(task: TaskSpec) -> None:
    """An isolated attempt's writes live in a layer that a rollback drops whole: it cannot keep
    --state paths yet, and silently losing them is worse than saying so."""
    if task.state and task.isolate:
        raise UsageError("--state cannot be used with --isolate (a rollback there discards the whole layer, "
                         "progress included); run without --isolate to keep progress across a rollback")


def refuse_unrunnable(store: Store | Path, task: TaskSpec) -> None:
    """A command that cannot start is bad input: one line, exit 2, before any checkpoint or run
    record (running it would only checkpoint, fail with 127 and escalate)."""
    if not task.command:
        return
    prog = substitute(task.command[:1], dict(task.params))[0]
    if not prog:
        raise UsageError("run: the command is empty")
    if "/" in prog:
        path = task_cwd(store, task) / prog
        if not path.exists():
            raise UsageError(f"run: {prog}: no such file")
        if path.is_dir() or not os.access(path, os.X_OK):
            raise UsageError(f"run: {prog}: not executable")
        return
    search = {**os.environ, **task.env}.get("PATH", os.defpath)
    if shutil.which(prog, path=search) is None:
        raise UsageError(f"run: command not found: {prog} (not on PATH)")


def task_env(task: TaskSpec, params: dict[str, str], *, run_id: str, attempt: int, checkpoint: str,
             metrics: Path, state_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(task.env)
    env.update(params)
    # Python buffers its stdout into a pipe: a NaN printed without flush would be seen seconds (or
    # hundreds of steps) late. Unbuffered, unless the user chose; other programs ignore the variable.
    env.setdefault("PYTHONUNBUFFERED", "1")
    env.update({
        "SAVEPOINT_RUN_ID": run_id,
        "SAVEPOINT_ATTEMPT": str(attempt),
        "SAVEPOINT_CHECKPOINT": checkpoint,
        "SAVEPOINT_METRICS": str(metrics),
        "SAVEPOINT_STATE_DIR": str(state_dir),
    })
    return env
