"""One id grammar for show, diff, restore, report and resolve.

An id is a full checkpoint or run id, a unique prefix of either, or `latest` (alias `last`):

* diff, restore (they need a checkpoint): `latest` is the newest checkpoint of a state that was
  kept, skipping the checkpoints of what rollbacks replaced (kind `post-failure`: a failed
  attempt's leftovers, reachable by id and by `resolve --accept`); a run stands for the
  checkpoint taken before it ran. `latest_note` says when one was skipped.
* report, resolve (they need a run): `latest` is the newest run; a checkpoint a run took stands
  for that run.
* show (either): `latest` is the newest of the two, a checkpoint a run took counting as its run,
  so right after `savepoint run` it is that run and right after `savepoint checkpoint` that
  checkpoint.

A prefix matching several ids is refused with one line naming them; an unknown id is refused.
Both are usage errors (exit 2) and change nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from savepoint.errors import UsageError

if TYPE_CHECKING:
    from savepoint.store import Store

Want = Literal["checkpoint", "run", "any"]
LATEST = ("latest", "last")
_LATEST_ALIASES = (*LATEST, "HEAD", "@")  # HEAD and @: what earlier versions accepted
_SHOWN = 6  # candidates named in an "ambiguous" message


@dataclass(frozen=True)
class Ref:
    kind: Literal["checkpoint", "run"]
    id: str


def _sealed_checkpoints(store: Store, prefix: str) -> list[str]:
    rows = store.catalog.query(
        "SELECT id FROM checkpoints WHERE substr(id, 1, ?) = ? AND state != 'writing' ORDER BY created DESC",
        (len(prefix), prefix))
    return [str(r["id"]) for r in rows]


def _runs(store: Store, prefix: str) -> list[str]:
    rows = store.catalog.query("SELECT id FROM runs WHERE substr(id, 1, ?) = ? ORDER BY created DESC",
                               (len(prefix), prefix))
    return [str(r["id"]) for r in rows]


ROLLED_BACK_KIND = "post-failure"  # a checkpoint of what a rollback replaced (runloop, recover)


def _newest_checkpoint(store: Store) -> dict[str, Any] | None:
    """The newest checkpoint of a kept state (one of what a rollback replaced only if no other)."""
    return store.catalog.query_one(
        "SELECT id, created, run_id FROM checkpoints WHERE state != 'writing' "
        "ORDER BY kind = ? , created DESC LIMIT 1", (ROLLED_BACK_KIND,))


def latest_note(store: Store, ref: str) -> str | None:
    """When `ref` is `latest` and newer checkpoints of rolled-back states were passed over: a line
    saying which checkpoint `latest` is and how to reach the newer one."""
    if ref.strip() not in _LATEST_ALIASES and ref.strip().lower() not in LATEST:
        return None
    chosen = _newest_checkpoint(store)
    if chosen is None:
        return None
    newer = store.catalog.query_one(
        "SELECT id, run_id FROM checkpoints WHERE state != 'writing' AND kind = ? AND created > ? "
        "ORDER BY created DESC LIMIT 1", (ROLLED_BACK_KIND, chosen["created"]))
    if newer is None:
        return None
    whose = f" run {newer['run_id']}" if newer["run_id"] else ""
    return (f"latest is checkpoint {chosen['id']}, the newest kept state; the newer {newer['id']} holds "
            f"what the rolled-back{whose} left (give its id to use it)")


def _newest_run(store: Store) -> dict[str, Any] | None:
    return store.catalog.query_one("SELECT id, created FROM runs ORDER BY created DESC LIMIT 1")


def _latest(store: Store, want: Want) -> Ref:
    cp = _newest_checkpoint(store) if want != "run" else None
    run = _newest_run(store) if want != "checkpoint" else None
    if want == "checkpoint":
        if cp is None:
            raise UsageError("there are no checkpoints yet (see `savepoint checkpoint`)")
        return Ref("checkpoint", str(cp["id"]))
    if want == "run":
        if run is None:
            raise UsageError("there are no runs yet (see `savepoint run`)")
        return Ref("run", str(run["id"]))
    if cp is not None and cp["run_id"] and store.catalog.get_run(str(cp["run_id"])) is not None:
        return Ref("run", str(cp["run_id"]))  # the newest checkpoint belongs to a run: that run
    if cp is not None and (run is None or cp["created"] >= run["created"]):
        return Ref("checkpoint", str(cp["id"]))
    if run is not None:
        return Ref("run", str(run["id"]))
    raise UsageError("there are no checkpoints or runs yet (see `savepoint checkpoint`, `savepoint run`)")


def lookup(store: Store, ref: str, want: Want = "any") -> Ref:
    """What `ref` names: a checkpoint or a run (see the module docstring)."""
    text = ref.strip()
    if not text:
        raise UsageError("an empty id (give a checkpoint or run id, a unique prefix, or `latest`)")
    if text in _LATEST_ALIASES or text.lower() in LATEST:
        return _latest(store, want)
    key = text.lower()  # ids are lower case
    cps = _sealed_checkpoints(store, key)
    runs = _runs(store, key)
    if key in cps:  # a full id wins over the longer ids it is a prefix of
        cps, runs = [key], []
    elif key in runs:
        cps, runs = [], [key]
    found = [Ref("checkpoint", c) for c in cps] + [Ref("run", r) for r in runs]
    if not found:
        what = {"checkpoint": "checkpoint", "run": "run", "any": "checkpoint or run"}[want]
        raise UsageError(f"unknown {what} {text!r}: no checkpoint or run id starts with it (see `savepoint list`)")
    if len(found) > 1:
        named = ", ".join(f"{f.kind} {f.id}" for f in found[:_SHOWN])
        more = f" and {len(found) - _SHOWN} more" if len(found) > _SHOWN else ""
        raise UsageError(f"{text!r} is ambiguous: it starts {len(found)} ids ({named}{more}); "
                         "give more characters")
    return found[0]


def checkpoint_id(store: Store, ref: str) -> str:
    """The checkpoint `ref` names (a run: the checkpoint taken before it ran)."""
    r = lookup(store, ref, "checkpoint")
    if r.kind == "checkpoint":
        return r.id
    row = store.catalog.get_run(r.id)
    if row is None or not row["checkpoint_id"]:
        raise UsageError(f"run {r.id} has no checkpoint (it was refused before one was taken)")
    return str(row["checkpoint_id"])


def run_row(store: Store, ref: str) -> dict[str, Any]:
    """The run `ref` names (a checkpoint a run took: that run)."""
    r = lookup(store, ref, "run")
    run_id = r.id
    if r.kind == "checkpoint":
        cp = store.catalog.query_one("SELECT run_id FROM checkpoints WHERE id = ?", (r.id,))
        if cp is None or not cp["run_id"]:
            raise UsageError(f"checkpoint {r.id} was not taken by a run; give a run id (see `savepoint list`)")
        run_id = str(cp["run_id"])
    row = store.catalog.get_run(run_id)
    if row is None:
        raise UsageError(f"no run {run_id!r} (see `savepoint list`)")
    return dict(row)
