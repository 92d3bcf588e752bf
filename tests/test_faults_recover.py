"""`recover` finishes or clearly reports every journal row, and orphan hunting never hits a
process group that is not the run's (a recycled id)."""

from __future__ import annotations

import os
from pathlib import Path

from savepoint.store import Store
from storetools import run_cli, write_bytes


def test_recover_reports_a_restore_it_cannot_finish_and_closes_its_row(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    write_bytes(ws / "a.bin", os.urandom(2 << 20))  # a loose object, easy to lose
    write_bytes(ws / "b.txt", b"b")
    with Store.open(ws, create=True) as store, store.lock():
        cp = store.checkpoint()
        write_bytes(ws / "a.bin", os.urandom(2 << 20))
        good = store.checkpoint(message="second")
        blob = store.manifest(cp.id).entries["a.bin"].content
        assert blob is not None
        # two restores a crash interrupted: one whose object is gone, one that can be finished
        bad_row = store.catalog.journal_begin("restore", checkpoint=cp.id, pid=1)
        good_row = store.catalog.journal_begin("restore", checkpoint=good.id, pid=1)
    os.unlink(Store.open(ws).objects.loose_path(blob))
    (ws / "b.txt").write_text("changed")
    done = run_cli(["recover"], ws)
    assert done.returncode == 74, done
    assert f"could not finish the restore to {cp.id}" in done.stdout, done.stdout
    assert "missing" in done.stdout
    assert f"finished the interrupted restore to checkpoint {good.id}" in done.stdout
    assert (ws / "b.txt").read_text() == "b"  # the second row was still finished
    with Store.open(ws) as store:
        assert store.catalog.journal_open() == []
        rows = {r["id"]: r["state"] for r in store.catalog.query("SELECT * FROM journal")}
    assert (rows[bad_row], rows[good_row]) == ("FAILED", "RECOVERED")
    again = run_cli(["recover"], ws)
    assert again.returncode == 0 and again.stdout.strip() == "nothing to recover", again
