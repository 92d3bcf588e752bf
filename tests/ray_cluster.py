"""A real local Ray cluster for tests: `ray start --head` plus a second node (`ray start --address`),
each started with its own folder (SAVEPOINT_NODE_DIR) standing in for a machine's disk, and with
the checkout's source on PYTHONPATH so its workers import this savepoint.

Every process of the cluster carries the reaper's token (tests/reaper.py) and the node's folder in
its environment; at the end they are found by those and stopped, SIGTERM then SIGKILL (never `ray
stop`, which would stop any other cluster on the machine); if pytest dies first, the reaper's
watchdog stops them. Ray's folders (sessions, sockets, logs) are under the cluster's own folder, on
every node (--temp-dir, RAY_TMPDIR), never /tmp/ray: that one may belong to another user."""

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

from reaper import REAPER, marked

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
    sessions: dict[str, int] = field(default_factory=dict)  # name -> the session of its processes
    node_env: dict[str, dict[str, str]] = field(default_factory=dict)  # name -> its own `env` instead

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def _node_env(self, name: str) -> dict[str, str]:
        env = dict(os.environ)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.update(self.node_env.get(name, self.env))
        env["PYTHONPATH"] = os.pathsep.join([SRC, *filter(None, [os.environ.get("PYTHONPATH")])])
        env["SAVEPOINT_NODE_DIR"] = str(self.nodes[name])
        env["RAY_USAGE_STATS_ENABLED"] = "0"
        env.update(self.driver_env())
        return env

    def driver_env(self) -> dict[str, str]:
        """What a driver (`savepoint plan run --executor ray`) started by a test adds to its
        environment: Ray's temp folder of this cluster, not /tmp/ray."""
        return {"RAY_TMPDIR": str(self.root / "ray")}

    def _ray(self, name: str, args: list[str]) -> None:
        ray = ray_binary()
        assert ray is not None
        self.nodes.setdefault(name, self.root / name)
        self.nodes[name].mkdir(parents=True, exist_ok=True)
        # the node's daemons stay in the session of its `ray start`: that session is the node
        proc = REAPER.popen([ray, "start", *args, "--num-cpus=2", "--disable-usage-stats",
                             "--node-ip-address=127.0.0.1", f"--temp-dir={self.root / 'ray'}"],
                            env=self._node_env(name), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.sessions[name] = proc.pid
        try:
            out, err = proc.communicate(timeout=180)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if proc.returncode != 0:
            raise RuntimeError(f"ray start ({name}) failed: {out[-1500:]!r} {err[-1500:]!r}")

    def start(self) -> None:
        self.port = _free_port()
        self._ray("head", ["--head", f"--port={self.port}", "--include-dashboard=false"])
        self.start_worker()

    def start_worker(self, name: str = "worker", env: dict[str, str] | None = None) -> None:
        """Another node joining the cluster (`env`: its own variables instead of the cluster's)."""
        if env is not None:
            self.node_env[name] = env
        self._ray(name, [f"--address={self.address}"])
        self.wait_nodes(len(self.nodes))

    def wait_nodes(self, count: int, timeout: float = 90.0) -> None:
        """Until `ray status` shows `count` live nodes."""
        ray = ray_binary()
        assert ray is not None
        deadline = time.monotonic() + timeout
        while True:
            out = subprocess.run([ray, "status", f"--address={self.address}"], capture_output=True, text=True,
                                 timeout=60, env=self._node_env("head"), start_new_session=True)
            active = out.stdout.split("Active:", 1)[-1].split("Pending:", 1)[0]
            if active.count("node_") >= count:
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"the cluster did not reach {count} nodes: {out.stdout[-1500:]}")
            time.sleep(1)

    def processes(self, node: str | None = None) -> list[psutil.Process]:
        """The cluster's processes (of one node): those in the session of its `ray start`, and those
        that left it but carry its folder in their environment (a task's command)."""
        names = [node] if node is not None else list(self.nodes)
        sids = {self.sessions[n] for n in names if n in self.sessions}
        dirs = {str(self.nodes[n]) for n in names}
        found = []
        for pid in marked("\0", sids, {os.getpid()}):
            with contextlib.suppress(psutil.Error):
                found.append(psutil.Process(pid))
        for p in psutil.process_iter():
            try:
                if p.pid != os.getpid() and p.pid not in {f.pid for f in found} \
                        and p.environ().get("SAVEPOINT_NODE_DIR") in dirs:
                    found.append(p)
            except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
                continue
        return found

    def kill_node(self, node: str) -> None:
        """SIGKILL every process of one node (its raylet, workers and the tasks they run): a machine lost."""
        for p in self.processes(node):
            with contextlib.suppress(psutil.NoSuchProcess):
                p.send_signal(signal.SIGKILL)

    def stop(self, grace: float = 3.0) -> None:
        """SIGTERM every process of the cluster, SIGKILL what is left after `grace` (Ray's daemons
        may ignore SIGTERM); look again, as a dying raylet may have started a worker meanwhile."""
        for _ in range(3):
            procs = self.processes()
            if not procs:
                break
            for sig in (signal.SIGTERM, signal.SIGKILL):
                for p in procs:
                    with contextlib.suppress(psutil.NoSuchProcess):
                        p.send_signal(sig)
                _gone, procs = psutil.wait_procs(procs, timeout=grace if sig == signal.SIGTERM else 10)
                if not procs:
                    break
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
