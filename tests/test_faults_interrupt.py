"""Ctrl-C during a rollback: the second is ignored while the rollback finishes; a third stops
savepoint saying to run `savepoint recover`, which then finishes the rollback.

The rollback is made to receive its signals at exact points by a wrapper that sends SIGINT to
savepoint itself when the restore writes its Nth file (a deterministic hook, not a sleep).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from storetools import run_cli, savepoint_env, tree_state

HOOKED = textwrap.dedent("""
    import os, signal, sys
    from savepoint.store import restore as R
    at = {int(x) for x in os.environ["SP_SIGINT_AT_FILE"].split(",")}
    original = R.Restorer._write_file
    count = [0]
    def write_file(self, e):
        count[0] += 1
        if count[0] in at:
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C, delivered while this file is restored
        return original(self, e)
    R.Restorer._write_file = write_file
    from savepoint.__main__ import main
    sys.argv = ["savepoint", *sys.argv[1:]]
    main()
""")

TASK = ("for i in $(seq 1 12); do echo changed > f$i.txt; done; touch started; sleep 60")


def run_and_interrupt(tmp_path: Path, at: str) -> tuple[Path, subprocess.CompletedProcess[str], object]:
    ws = tmp_path / "ws"
    ws.mkdir()
    for i in range(1, 13):
        (ws / f"f{i}.txt").write_text(f"original {i}\n")
    assert run_cli(["init"], ws).returncode == 0
    before = tree_state(ws)
    (tmp_path / "hooked.py").write_text(HOOKED)
    proc = subprocess.Popen([sys.executable, str(tmp_path / "hooked.py"), "run", "--", "sh", "-c", TASK],
                            cwd=ws, env=savepoint_env({"SP_SIGINT_AT_FILE": at}), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while not (ws / "started").exists():
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGINT)  # the first Ctrl-C: stop the task and roll back
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return ws, subprocess.CompletedProcess(proc.args, proc.returncode, out, err), before


def test_a_second_ctrl_c_during_the_rollback_is_ignored(tmp_path: Path) -> None:
    ws, done, before = run_and_interrupt(tmp_path, "3")
    assert done.returncode == 130, done
    assert "rolling back, please wait" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
    assert tree_state(ws) == before, "the rollback did not finish"
    assert run_cli(["recover"], ws).stdout.strip() == "nothing to recover"


def test_a_third_ctrl_c_stops_the_rollback_and_recover_finishes_it(tmp_path: Path) -> None:
    ws, done, before = run_and_interrupt(tmp_path, "3,6")
    assert done.returncode == 130, done
    last = [ln for ln in done.stderr.splitlines() if ln.strip()][-1]
    assert "savepoint recover" in last and "partly restored" in last, done.stderr
    assert tree_state(ws) != before  # stopped half-way, as asked
    rec = run_cli(["recover"], ws)
    assert rec.returncode == 0, rec
    assert tree_state(ws) == before, "; ".join(before.differences(tree_state(ws)))
    assert run_cli(["verify", "--data"], ws).returncode == 0
