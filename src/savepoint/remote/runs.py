"""Pushing what a run keeps: `savepoint run --remote NAME`, and plan executors on other machines.

The one call is `push_run(store, outcome, remote, scope)`; see its docstring for the contract.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from savepoint.errors import SavepointError
from savepoint.model import Outcome, Status
from savepoint.remote.config import remote_named

if TYPE_CHECKING:
    from savepoint.remote.repo import Log
    from savepoint.store import Store

KEPT = (Status.DONE, Status.PARTIAL)


def check_remote(store_root: Path, remote: str) -> None:
    """Before a run with `--remote`: the remote is known (or a URL), obstore is installed and the
    remote answers with the credentials at hand. Raises UsageError (unknown name, bad URL, no
    obstore: exit 2) or RemoteError (unreachable, refused, not a savepoint remote: exit 74);
    nothing is written anywhere. A remote never pushed to passes (the first push sets it up)."""
    # lazy import (startup time): keeps msgpack, concurrent, obstore off this module's import
    from savepoint.remote.repo import RemoteRepo

    repo = RemoteRepo(remote_named(store_root, remote))
    data = repo.get("config")
    if data is not None:
        repo._check_config(data)


def push_run(store: Store, outcome: Outcome, remote: str, scope: Sequence[str] = (),
             log: Log | None = None) -> dict[str, Any]:
    """Push what `outcome`'s run kept to remote `remote` (a name in this store, or a URL).

    For a kept run (DONE, PARTIAL), the workspace holds the result: it is checkpointed now (kind
    `post-run`, same scope as the run's pre-run checkpoint, else `scope`; call this under the
    store's lock, right after the run, before anything else changes the workspace), and that
    checkpoint and the pre-run one are pushed (the remote can then restore the result and diff
    it against the state before the run). A run that was not kept changed nothing that stays:
    nothing is pushed. A read-only run: nothing either.

    Never raises for the remote or the push: the result of the run is already safe in the local
    store whatever happens here. Returns the dict that becomes `outcome.remote` (also set here):
    {"name", "url", "pushed": [ids], "skipped": [ids already there], "checkpoint": the kept state's
    id or None, "uploaded_bytes", "seconds", "error": one line or None}. With an error the run's
    exit code becomes 74 if it was 0 or 10 (Outcome.exit_code), and `savepoint push CHECKPOINT -r
    NAME` later finishes the job (the message says so)."""
    # lazy imports (startup time): keep msgpack, concurrent, obstore off this module's import
    from savepoint.remote.repo import repo_for

    result: dict[str, Any] = {"name": remote, "url": None, "pushed": [], "skipped": [], "checkpoint": None,
                              "uploaded_bytes": 0, "seconds": 0.0, "error": None}
    outcome.remote = result
    if outcome.status not in KEPT:
        return result
    ids: list[str] = []
    try:
        pre = store.info(outcome.checkpoint_id) if outcome.checkpoint_id else None
        if pre is not None and pre.read_only:
            return result
        post = store.checkpoint(pre.scope if pre is not None else list(scope), kind="post-run",
                                message=f"kept result of run {outcome.run_id}", run_id=outcome.run_id,
                                budget=None)
        result["checkpoint"] = post.id
        ids = [c for c in (outcome.checkpoint_id, post.id) if c]
        repo = repo_for(store, remote)
        result["name"], result["url"] = repo.remote.name, repo.remote.url
        rep = repo.push(store, list(dict.fromkeys(ids)), log=log)
    except (SavepointError, OSError) as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        later = " ".join(ids) if ids else "CHECKPOINT"
        result["error"] = (f"{first} (the run's result is kept locally; push it later with "
                           f"`savepoint push {later} -r {remote}`)")
        if os.environ.get("SAVEPOINT_DEBUG"):
            raise
        _record(store, outcome.run_id, result)
        return result
    result.update(pushed=rep.checkpoints, skipped=rep.skipped, uploaded_bytes=rep.uploaded_bytes,
                  seconds=rep.seconds)
    _record(store, outcome.run_id, result)
    return result


def _record(store: Store, run_id: str, result: dict[str, Any]) -> None:
    """An event on the run (`savepoint show RUN`), best effort: the push itself is done."""
    detail = (f"push to {result['name']} failed: {result['error']}" if result["error"]
              else f"pushed {', '.join(result['pushed'] + result['skipped'])} to {result['name']}")
    with contextlib.suppress(Exception):  # the run and the push are already recorded where they matter
        store.catalog.add_event(run_id, None, "push", detail, data=result)
