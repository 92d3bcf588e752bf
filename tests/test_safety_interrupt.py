"""Ctrl-C during a run, as an ordinary user at a terminal would: one clear line, not two."""

from __future__ import annotations

import signal
import subprocess
from pathlib import Path
from typing import Any

from test_run_crash import wait_for


def test_ctrl_c_during_a_run_says_it_once(user_env: Any, user_ws: Path) -> None:
    (user_ws / "a.txt").write_text("original\n")
    user_env.chown(user_ws / "a.txt")
    proc = user_env.popen([user_env.python, "-m", "savepoint", "run", "--", "sh", "-c",
                           "echo changed > a.txt; touch started; sleep 63.5"], user_ws,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wait_for(user_ws / "started")
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, (out, err)
    about_stopping = [ln for ln in err.splitlines() if "stopping the task" in ln or "cancelled" in ln]
    assert about_stopping == ["savepoint: stopping the task and rolling back (again to force)"], err
    assert (user_ws / "a.txt").read_text() == "original\n"
    assert "ROLLED_BACK: cancelled" in out
