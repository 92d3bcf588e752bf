"""The servers tests start (SeaweedFS, Ray nodes) never outlive the test process: killed with
SIGKILL (as a hard timeout does) or stopped with SIGTERM, it leaves nothing running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reaper import marked

HERE = Path(__file__).resolve().parent

CHILD = """
import os, sys, time
sys.path.insert(0, {here!r})
from reaper import REAPER
kind = sys.argv[1]
if kind == "seaweed":
    from seaweed import seaweed_server
    ctx = seaweed_server(volumes=2)
else:
    from ray_cluster import ray_cluster
    ctx = ray_cluster()
with ctx:
    print(REAPER.token, " ".join(map(str, sorted(REAPER.sessions))), flush=True)
    time.sleep(600)
"""


def _start(tmp_path: Path, kind: str) -> tuple[subprocess.Popen[str], str, set[int]]:
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(here=str(HERE)))
    child = subprocess.Popen([sys.executable, str(script), kind], stdout=subprocess.PIPE, text=True,
                             stderr=subprocess.PIPE)
    assert child.stdout is not None
    line = child.stdout.readline()  # the servers are up
    assert line, child.communicate(timeout=30)
    token, *sids = line.split()
    return child, token, {int(s) for s in sids}


def _wait_gone(token: str, sids: set[int], timeout: float = 30) -> list[int]:
    deadline = time.monotonic() + timeout
    while (left := marked(token, sids)) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_seaweed_does_not_outlive_the_test_process(tmp_path: Path, how: int) -> None:
    if __import__("seaweed").weed_binary() is None:
        pytest.skip("weed not installed")
    child, token, sids = _start(tmp_path, "seaweed")
    try:
        assert marked(token, sids), "the server should be running"
        os.kill(child.pid, how)
        child.wait(timeout=30)
        assert _wait_gone(token, sids) == []
    finally:
        if child.poll() is None:
            child.kill()


def test_ray_cluster_does_not_outlive_a_killed_test_process(tmp_path: Path) -> None:
    if __import__("ray_cluster").ray_binary() is None:
        pytest.skip("ray not installed")
    child, token, sids = _start(tmp_path, "ray")
    try:
        running = marked(token, sids)
        assert len(running) >= 6, running  # two nodes: raylets, GCS, agents, workers
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        assert _wait_gone(token, sids) == []
    finally:
        if child.poll() is None:
            child.kill()
