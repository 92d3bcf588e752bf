"""`recover` finishes or clearly reports every journal row, and orphan hunting never hits a
process group that is not the run's (a recycled id)."""

from __future__ import annotations

import os
import subprocess
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


def _crashed_run(store: Store, checkpoint: str, pgid: int) -> str:
    """A run left IN_FLIGHT by a savepoint that died (its pid is gone), owning group `pgid`."""
    from savepoint.runloop.environment import hostname, new_run_id

    gone = subprocess.Popen(["true"])
    gone.wait()
    run_id = new_run_id()
    store.catalog.create_run(run_id, task_id=None, plan_id=None, spec={"command": ["sleep", "60"]},
                             pid=gone.pid, host=hostname())
    store.catalog.update_run(run_id, checkpoint_id=checkpoint, pgid=pgid)
    return run_id


def test_orphan_hunting_matches_the_group_leaders_start_time_exactly(tmp_path: Path) -> None:
    import psutil

    ws = tmp_path / "ws"
    write_bytes(ws / "a.txt", b"a")
    with Store.open(ws, create=True) as store, store.lock():
        cp = store.checkpoint()
    strays: list[subprocess.Popen[bytes]] = []
    try:
        with Store.open(ws) as store:
            # an unrelated process group whose id the crashed run recorded (a recycled id): it
            # started after the run, but it is not the group the run started
            run_a = _crashed_run(store, cp.id, 0)
            stray = subprocess.Popen(["sleep", "60"], start_new_session=True)
            strays.append(stray)
            store.catalog.update_run(run_a, pgid=stray.pid)
            # and the run's own orphaned group, whose leader's start time was recorded
            run_b = _crashed_run(store, cp.id, 0)
            orphan = subprocess.Popen(["sleep", "60"], start_new_session=True)
            strays.append(orphan)
            store.catalog.update_run(run_b, pgid=orphan.pid)
            store.catalog.add_event(run_b, 1, "started", "task started",
                                    data={"pgid": orphan.pid, "start": psutil.Process(orphan.pid).create_time()})
        done = run_cli(["recover"], ws)
        assert done.returncode == 0, done
        assert orphan.wait(timeout=30) is not None, "the run's own orphaned group was not stopped"
        assert stray.poll() is None, "recover killed a process group that was not the run's"
    finally:
        for p in strays:
            if p.poll() is None:
                p.kill()
            p.wait()
