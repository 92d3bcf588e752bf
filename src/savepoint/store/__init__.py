"""The checkpoint store: durable, content-addressed snapshots of a workspace's scope.

    store = Store.open(workspace, create=True)
    with store.lock():
        cp = store.checkpoint(["src/**"], message="before cleanup")
        ...                                  # anything changes files
        store.diff(cp.id)                    # Changes(added, modified, deleted)
        store.restore(cp.id)                 # the scope is exactly as at cp again

Layout of this package, one job each:
    catalog.py   the SQLite catalog (the only module that speaks SQL)
    objects.py   content-addressed blobs: packs for small ones, chunk files for big ones
    scope.py     which paths a checkpoint covers (gitignore-style patterns, ignores)
    scan.py      walking the workspace into a manifest, with the stat cache
    manifest.py  the manifest: entries, encoding, comparison
    restore.py   making the workspace equal to a manifest, safely (dir fds, no symlink following)
    lock.py      one writer per workspace
    maintain.py  verify and gc
"""

from savepoint.store.maintain import GcReport, VerifyReport
from savepoint.store.manifest import Entry, Manifest
from savepoint.store.store import CheckpointInfo, Examination, RestoreReport, Store

__all__ = ["CheckpointInfo", "Entry", "Examination", "GcReport", "Manifest", "RestoreReport", "Store", "VerifyReport"]
