"""A real local Ray cluster for tests: `ray start --head` plus a second node (`ray start --address`),
each started with its own folder (SAVEPOINT_NODE_DIR) standing in for a machine's disk, and with
the checkout's source on PYTHONPATH so its workers import this savepoint. Every process of the
cluster is found by its session folder and killed by pid at the end (never `ray stop`, which would
stop any other cluster on the machine)."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psutil

SRC = str(Path(__file__).resolve().parents[1] / "src")


def ray_binary() -> str | None:
    found = shutil.which("ray")
    beside = Path(sys.executable).parent / "ray"
    return found or (str(beside) if beside.exists() else None)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class RayCluster:
    root: Path
    env: dict[str, str] = field(default_factory=dict)  # extra variables every node's tasks see (AWS_*)
    port: int = 0
    nodes: dict[str, Path] = field(default_factory=dict)  # name -> the node's own folder

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def _node_env(self, name: str) -> dict[str, str]:
        env = dict(os.environ)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.update(self.env)
        env["PYTHONPATH"] = os.pathsep.join([SRC, *filter(None, [os.environ.get("PYTHONPATH")])])
        env["SAVEPOINT_NODE_DIR"] = str(self.nodes[name])
        env["RAY_USAGE_STATS_ENABLED"] = "0"
        return env

    def _ray(self, name: str, args: list[str]) -> None:
        ray = ray_binary()
        assert ray is not None
        self.nodes.setdefault(name, self.root / name)
        self.nodes[name].mkdir(parents=True, exist_ok=True)
        out = subprocess.run([ray, "start", *args, "--num-cpus=2", "--disable-usage-stats",
                              "--node-ip-address=127.0.0.1"], env=self._node_env(name),
                             capture_output=True, text=True, timeout=180)
        if out.returncode != 0:
            raise RuntimeError(f"ray start ({name}) failed: {out.stdout[-1500:]} {out.stderr[-1500:]}")

    def start(self) -> None:
        self.port = _free_port()
        self._ray("head", ["--head", f"--port={self.port}", "--include-dashboard=false",
                           f"--temp-dir={self.root / 'ray'}"])
        self.start_worker()

    def start_worker(self) -> None:
        self._ray("worker", [f"--address={self.address}"])
        self.wait_nodes(2)

    def wait_nodes(self, count: int, timeout: float = 90.0) -> None:
        """Until `ray status` shows `count` live nodes."""
        ray = ray_binary()
        assert ray is not None
        deadline = time.monotonic() + timeout
        while True:
            out = subprocess.run([ray, "status", f"--address={self.address}"], capture_output=True, text=True,
                                 timeout=60, env=self._node_env("head"))
            active = out.stdout.split("Active:", 1)[-1].split("Pending:", 1)[0]
            if active.count("node_") >= count:
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"the cluster did not reach {count} nodes: {out.stdout[-1500:]}")
            time.sleep(1)

    def processes(self, node: str | None = None) -> list[psutil.Process]:
        """The cluster's processes (of one node: by the SAVEPOINT_NODE_DIR it was started with)."""
        session = str(self.root / "ray")
        found = []
        for p in psutil.process_iter(["cmdline"]):
            try:
                if p.pid == os.getpid():
                    continue
                env = p.environ()
                mine = env.get("SAVEPOINT_NODE_DIR", "") in {str(d) for d in self.nodes.values()} \
                    or session in " ".join(p.info["cmdline"] or [])
                if mine and (node is None or env.get("SAVEPOINT_NODE_DIR") == str(self.nodes[node])):
                    found.append(p)
            except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
                continue
        return found

    def kill_node(self, node: str) -> None:
        """SIGKILL every process of one node (its raylet, workers and the tasks they run): a machine lost."""
        for p in self.processes(node):
            with contextlib.suppress(psutil.NoSuchProcess):
                p.send_signal(signal.SIGKILL)

    def stop(self) -> None:
        for _ in range(3):  # a dying raylet may start nothing new, but look again
            procs = self.processes()
            if not procs:
                break
            for p in procs:
                with contextlib.suppress(psutil.NoSuchProcess):
                    p.send_signal(signal.SIGKILL)
            psutil.wait_procs(procs, timeout=10)
        shutil.rmtree(self.root, ignore_errors=True)


@contextlib.contextmanager
def ray_cluster(env: dict[str, str] | None = None) -> Iterator[RayCluster]:
    cluster = RayCluster(Path(tempfile.mkdtemp(prefix="sp-ray-")), env=dict(env or {}))
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


# -- the session fixture (`pytest_plugins = ["ray_cluster"]` in a test module) ------------------------

import pytest  # noqa: E402 - the fixture part of this module; the helpers above need no pytest


@pytest.fixture(scope="session")
def seaweed_for_ray() -> Iterator[object]:
    """A SeaweedFS S3 server the cluster's nodes get the credentials of (None without `weed`)."""
    from seaweed import seaweed_server, weed_binary

    if weed_binary() is None:
        yield None
        return
    with seaweed_server() as sw:
        sw.make_bucket("plans")
        yield sw


@pytest.fixture(scope="session")
def cluster(seaweed_for_ray: object) -> Iterator[RayCluster]:
    """One real two-node Ray cluster for the whole session."""
    if ray_binary() is None:
        pytest.skip("ray not installed (pip install '.[test]' brings it)")
    env = seaweed_for_ray.env() if seaweed_for_ray is not None else {}  # type: ignore[attr-defined]
    with ray_cluster(env) as c:
        yield c
