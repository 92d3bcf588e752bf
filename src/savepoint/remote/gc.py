"""`gc --remote`: remove checkpoints from a remote by policy, then the packs no checkpoint needs.

Pushers take no lock (docs/store-format.md, "gc --remote"), so deleting is made safe in two
steps a grace period apart. A gc takes the remote's gc lock (one gc at a time), lists the
checkpoints only then, and:
* a pack no checkpoint needs and older than the grace period is *condemned*: listed in a
  `condemned/` object. A push never reuses blobs of a condemned pack (it uploads them again),
  and it looks again just before it writes each checkpoint object;
* a pack condemned at least the grace period before this gc listed the checkpoints, and still
  needed by none of them, is deleted (its index first, then the pack);
* an old pack less than half of which is still needed is repacked: the blobs still needed are
  copied to new packs, then the pack is condemned like the rest; so is a condemned pack holding
  a blob a checkpoint needs again (a push that reused it before it saw the condemnation).
A push that started before a pack was condemned writes its checkpoint object within moments of
its last look, long before the grace period ends, so the gc that deletes sees that checkpoint.
Packs younger than the grace period (a push in flight) are never condemned.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import socket
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from savepoint.remote.repo import (
    PushReport,
    RemoteError,
    RemoteRepo,
    _decode,
    _encode,
    _pack_key,
    _Uploader,
)
from savepoint.store.objects import REC_HEADER, hash_bytes

if TYPE_CHECKING:
    from savepoint.remote.repo import Log

DEFAULT_GRACE = 3600.0  # seconds: far longer than a push takes between its last look and its checkpoint object
REPACK_BELOW = 0.5  # an old pack less than this share of which is still needed is repacked
LOCK_STALE = 6 * 3600.0  # a gc lock older than this was left by a gc that died: ignored, then removed


@dataclass
class RemoteGcReport:
    remote: str
    removed_checkpoints: list[str] = field(default_factory=list)
    kept_checkpoints: int = 0
    condemned_packs: int = 0  # newly condemned now: deleted by a gc at least `grace` seconds later
    waiting_packs: int = 0  # condemned earlier, their grace period not over yet
    repacked_packs: int = 0  # mostly unneeded: what is still needed copied to new packs, the pack condemned
    copied_bytes: int = 0  # of still-needed blobs copied out of packs on their way out
    deleted_packs: int = 0
    freed_bytes: int = 0
    young_packs: int = 0  # unreferenced but younger than the grace period (a push in flight): left alone
    grace: float = DEFAULT_GRACE
    dry_run: bool = False

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


class GcLock:
    """`locks/gc-TIME-RANDOM`, created create-only; the oldest live lock object wins, every other
    gc removes its own and refuses. A lock older than LOCK_STALE is ignored and removed."""

    def __init__(self, repo: RemoteRepo) -> None:
        self.repo = repo
        self.key = f"locks/gc-{time.time_ns():020d}-{secrets.token_hex(4)}"

    def __enter__(self) -> GcLock:
        me = {"host": socket.gethostname(), "pid": os.getpid(), "created": time.time()}
        self.repo.put_create(self.key, _encode(me))
        try:
            now = time.time()
            for name, _size, when in sorted(self.repo.list_objects("locks/")):
                if name == self.key:
                    break  # ours is the oldest live lock
                if now - when > LOCK_STALE:
                    self.repo.delete(name)
                    continue
                data = self.repo.get(name)
                if data is None:  # released meanwhile
                    continue
                other = _decode(data, f"lock {name}")
                since = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(float(other.get("created", when))))
                raise RemoteError(f"remote {self.repo.remote.name}: another gc holds its lock "
                                  f"({other.get('host')} pid {other.get('pid')}, since {since}); try again "
                                  f"when it has finished (a lock older than {LOCK_STALE / 3600:.0f} h is ignored)")
        except BaseException:
            self.release()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def release(self) -> None:
        with contextlib.suppress(RemoteError):  # unreachable now: the lock goes stale, the next gc removes it
            self.repo.delete(self.key)


def gc_remote(repo: RemoteRepo, *, keep: int | None = None, older_than: float | None = None,
              grace: float = DEFAULT_GRACE, dry_run: bool = False, log: Log | None = None) -> RemoteGcReport:
    """Remove the remote's checkpoints the policy drops (`keep` the N pushed last, those created
    more than `older_than` seconds ago), then condemn / delete packs as the module says."""
    rep = RemoteGcReport(repo.remote.name, grace=grace, dry_run=dry_run)
    repo._check_config(repo.get("config"))
    with GcLock(repo):
        # the checkpoint list is read only now, under the lock
        docs = {cp: repo.checkpoint_doc(cp) for cp in repo.checkpoint_ids()}
        order = sorted(docs, key=lambda c: (float(docs[c].get("created", 0)), c), reverse=True)
        now = time.time()
        drop = [c for i, c in enumerate(order)
                if (keep is not None and i >= keep)
                or (older_than is not None and now - float(docs[c].get("created", now)) > older_than)]
        rep.removed_checkpoints = drop
        if not dry_run:
            for cp in drop:
                repo.delete(f"checkpoints/{cp}")
                if log:
                    log(f"removed checkpoint {cp}")
        # Look again: a push may have written checkpoint objects meanwhile. `listed` is the moment
        # the packs they need are known; only packs condemned a grace period before it go.
        listed = time.time()
        repo.refresh()
        current = [c for c in repo.checkpoint_ids() if not (dry_run and c in drop)]
        rep.kept_checkpoints = len(current)
        needed: set[str] = set()
        for cp in current:
            doc, manifest = repo.remote_manifest(cp, docs.get(cp))
            chunklists = doc.get("chunklists", {})
            needed.add(str(doc["manifest"]))
            for ent in manifest.scoped():
                if ent.kind == "f" and ent.content:
                    needed.update(chunklists.get(ent.content, [ent.content]))
        packs = {n.rsplit("/", 1)[-1]: (size, when) for n, size, when in repo.list_objects("packs/")}
        indexed = {n.rsplit("/", 1)[-1]: when for n, _s, when in repo.list_objects("index/")}
        old_lists = [n for n, _s in repo.list_names("condemned/")]
        condemned = repo.condemned()
        # the rows of the packs refresh() found (combined indexes, the cache); a pack listed since: its own index
        rows_of = {p: repo._rows[p] if p in repo._rows else (repo._pack_index(p) if p in indexed else [])
                   for p in packs}
        holders: dict[str, list[str]] = {}  # needed blob -> the packs holding it
        live_bytes = dict.fromkeys(packs, 0)
        for p, rows in rows_of.items():
            for blob, _off, length in rows:
                if blob in needed:
                    holders.setdefault(blob, []).append(p)
                    live_bytes[p] += length
        # `remove`: condemned packs, old packs nothing needs, and old packs mostly dead (repacked:
        # the blobs still needed are copied to new packs first, then the pack goes like the rest)
        remove: set[str] = set()
        for p, (size, when) in packs.items():
            old = listed - when >= grace
            if p in condemned or (old and live_bytes[p] == 0):
                remove.add(p)
            elif old and live_bytes[p] < REPACK_BELOW * size:
                remove.add(p)
                rep.repacked_packs += 1
            elif live_bytes[p] == 0:
                rep.young_packs += 1
        copy: dict[str, list[str]] = {}  # source pack -> needed blobs found in no pack that stays
        for blob, where in holders.items():
            if all(p in remove for p in where):
                copy.setdefault(where[0], []).append(blob)
        still: dict[str, float] = {}  # the condemned list this gc leaves
        delete: list[str] = []
        for p in remove:
            since = condemned.get(p)
            if grace <= 0 or (since is not None and listed - since >= grace):
                delete.append(p)
                rep.freed_bytes += packs[p][0]
            elif since is not None:
                still[p] = since
                rep.waiting_packs += 1
            else:
                still[p] = listed
                rep.condemned_packs += 1
        rep.deleted_packs = len(delete)
        if dry_run:
            rep.copied_bytes = sum(n for p, blobs in copy.items() for b, _o, n in rows_of[p] if b in blobs)
            return rep
        rep.copied_bytes, copied = _copy_blobs(repo, copy, rows_of)
        # Packs first, then the new condemned list, then the old lists: a pusher lists packs
        # before condemned lists, so it never sees a deleted pack as uncondemned.
        for pack in delete:
            repo.delete(f"index/{pack}")
            repo.delete(_pack_key(pack))
            if repo.cache_dir is not None:
                (repo.cache_dir / pack).unlink(missing_ok=True)
        for pack, when in indexed.items():  # indexes whose pack is gone (a lost write)
            if pack not in packs and listed - when >= max(grace, 0):
                repo.delete(f"index/{pack}")
        if still:
            repo.put_create(f"condemned/{time.time_ns():020d}-{secrets.token_hex(4)}",
                            _encode({"version": 1, "grace": grace, "packs": still}))
        for name in old_lists:
            repo.delete(name)
        # One combined index of every pack that stays, standing for all the combined indexes listed
        # (deleted next): a reader then reads one. Each pack keeps its own index object too, so a
        # reader that listed the old ones before they went falls back on those.
        stays = {p: (packs[p][0], rows_of[p]) for p in packs if p not in delete and rows_of[p]}
        stays.update(copied)
        old_combined = list(repo._combined)
        if stays or old_combined:
            repo.write_combined(stays, old_combined)
            for name in old_combined:
                repo.delete(f"indexes/{name}")
        if log:
            log(f"deleted {len(delete)} pack(s), condemned {rep.condemned_packs}")
    return rep


def _copy_blobs(repo: RemoteRepo, copy: dict[str, list[str]], rows_of: dict[str, list[tuple[str, int, int]]]
                ) -> tuple[int, dict[str, tuple[int, list[tuple[str, int, int]]]]]:
    """Copy needed blobs out of packs on their way out into new packs (create-only, indexed, as
    a push writes them), each checked against its id first. Returns the bytes uploaded and the
    new packs (pack -> (size, index rows))."""
    report = PushReport(repo.remote.name)
    uploader = _Uploader(repo, report)
    try:
        for pack, blobs in copy.items():
            want = set(blobs)
            body = repo.get(_pack_key(pack))
            if body is None:
                raise RemoteError(f"pack {pack[:16]} vanished from remote {repo.remote.name} during gc")
            for blob, off, length in rows_of[pack]:
                if blob not in want:
                    continue
                data = body[off + REC_HEADER.size: off + REC_HEADER.size + length]
                if hash_bytes(data) != blob:
                    raise RemoteError(f"object {blob[:16]} in pack {pack[:16]} on remote {repo.remote.name} is "
                                      f"damaged; gc stopped before deleting anything (see `savepoint verify --remote`)")
                uploader.add(blob, data)
                want.discard(blob)
        uploader.flush()
    finally:
        uploader.close()
    return report.uploaded_bytes, dict(uploader.written)
