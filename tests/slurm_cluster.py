"""A real single-node Slurm cluster for tests (Debian's slurmctld, slurmd, munge), started by the
test session as root in a folder of its own: its own munge key and socket, its own slurm.conf
(free ports, its own state and spool folders), `SLURM_CONF` pointing at it. Nothing of the
machine's own Slurm or munge configuration is read or changed.

Jobs run as whoever submits them (SlurmdUser=root can become any user), so the tests submit as the
ordinary test user. The memory cgroup (task/cgroup, proctrack/cgroup) is tried first: it is what
makes Slurm report OUT_OF_MEMORY; where the kernel's cgroups do not allow it, the cluster falls
back to proctrack/linuxproc without memory enforcement (the OOM test then skips).

Who can run these tests:
- root with slurmctld/slurmd/munged installed (`apt-get install slurmctld slurmd slurm-client
  munge`; .ci/run does it): the session starts the cluster, and stops every process of it at the
  end (process groups: SIGTERM, then SIGKILL; also at exit; and, if the session itself is killed,
  a watchdog shell stops everything that carries the cluster's SLURM_CONF);
- anyone, on a machine where a cluster is already reachable, with SAVEPOINT_TEST_SLURM=1 (jobs go
  to the default partition, as the current user);
- otherwise the tests skip, saying which of these is missing.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shlex
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import pytest

DAEMONS = ("munged", "slurmctld", "slurmd")
CLIENTS = ("sbatch", "squeue", "scancel", "sinfo")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _binary(name: str) -> str | None:
    return shutil.which(name) or next((p for p in (f"/usr/sbin/{name}", f"/usr/bin/{name}")
                                       if os.access(p, os.X_OK)), None)


@dataclass
class SlurmCluster:
    root: Path
    partition: str = "debug"
    node: str = "localhost"
    cgroup: bool = False  # memory enforced by the cgroup (jobs over --mem end OUT_OF_MEMORY)
    started: bool = False  # by this session (else: a cluster that was already there)
    procs: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)

    @property
    def conf(self) -> Path:
        return self.root / "slurm.conf"

    def env(self) -> dict[str, str]:
        """What a user of this cluster has set (Slurm's commands read SLURM_CONF)."""
        return {"SLURM_CONF": str(self.conf)} if self.started else {}

    def run(self, *argv: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
        return subprocess.run(list(argv), capture_output=True, text=True, timeout=timeout,
                              env={**os.environ, **self.env()})

    def jobs(self) -> dict[str, tuple[str, str, str]]:
        """job id -> (name, state, command) of every job the controller knows (finished ones too)."""
        out = self.run("squeue", "-h", "--states=all", "-o", "%i|%j|%T|%o")
        found = {}
        for line in out.stdout.splitlines():
            parts = line.strip().split("|")
            if len(parts) == 4:
                found[parts[0]] = (parts[1], parts[2], parts[3])
        return found

    # -- start and stop ---------------------------------------------------------------------------

    def _write_conf(self, cgroup: bool) -> None:
        r = self.root
        host = socket.gethostname()
        track = ("ProctrackType=proctrack/cgroup\nTaskPlugin=task/cgroup\n" if cgroup
                 else "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n")
        self.conf.write_text(f"""\
ClusterName=sptest{os.getpid()}
SlurmctldHost=localhost
SlurmctldPort={_free_port()}
SlurmdPort={_free_port()}
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket={r}/munge/socket
SlurmUser=root
SlurmdUser=root
StateSaveLocation={r}/ctld
SlurmdSpoolDir={r}/spool
SlurmctldPidFile={r}/slurmctld.pid
SlurmdPidFile={r}/slurmd.pid
SlurmctldLogFile={r}/log/slurmctld.log
SlurmdLogFile={r}/log/slurmd.log
{track}SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
DefMemPerCPU=1024
SlurmdParameters=config_overrides
SchedulerType=sched/backfill
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/linux
JobAcctGatherFrequency=1
MpiDefault=none
ReturnToService=2
MinJobAge=600
FirstJobId={(os.getpid() % 900 + 100) * 1000}
KillWait=5
InactiveLimit=0
SlurmctldTimeout=30
SlurmdTimeout=30
MailProg=/bin/true
NodeName=localhost NodeHostname={host} CPUs=4 RealMemory=6000 State=UNKNOWN
PartitionName={self.partition} Nodes=localhost Default=YES MaxTime=INFINITE State=UP
""")
        (r / "cgroup.conf").write_text("CgroupPlugin=autodetect\nConstrainCores=no\nConstrainRAMSpace=yes\n"
                                       "ConstrainSwapSpace=yes\n")
        self.conf.chmod(0o644)

    def _spawn(self, name: str, argv: list[str]) -> None:
        log = (self.root / "log" / f"{name}.out").open("ab")
        self.procs[name] = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                            start_new_session=True, env={**os.environ, **self.env()})

    def start(self) -> None:
        r = self.root
        r.chmod(0o755)  # the test user reads slurm.conf and reaches munge's socket
        for d in ("munge", "ctld", "spool", "log"):
            (r / d).mkdir(exist_ok=True)
        (r / "munge").chmod(0o711)
        key = r / "munge" / "munge.key"
        key.write_bytes(os.urandom(1024))
        key.chmod(0o400)
        self.started = True
        self._watchdog()
        self._spawn("munged", [str(_binary("munged")), "--foreground", "--force", f"--socket={r}/munge/socket",
                               f"--key-file={key}", f"--pid-file={r}/munge/munged.pid",
                               f"--seed-file={r}/munge/seed", f"--log-file={r}/log/munged.log"])
        self._wait(lambda: (r / "munge" / "socket").exists(), "munged made no socket")
        for cgroup in (True, False):
            self.cgroup = cgroup
            self._write_conf(cgroup)
            self._spawn("slurmctld", [str(_binary("slurmctld")), "-D", "-i", "-f", str(self.conf)])
            self._spawn("slurmd", [str(_binary("slurmd")), "-D", "-N", "localhost", "-f", str(self.conf)])
            if self._probe():
                return
            self._stop_daemons(("slurmd", "slurmctld"))
            for d in ("ctld", "spool"):
                shutil.rmtree(r / d, ignore_errors=True)
                (r / d).mkdir()
        raise RuntimeError(f"the test Slurm cluster does not run jobs; its logs:\n{self.logs()}")

    def _watchdog(self) -> None:
        """A shell that outlives this test session if it is killed (SIGKILL, or a SIGTERM that runs no
        exit handler): once this process is gone, it stops every process started with this cluster's
        SLURM_CONF (the daemons, their job step daemons, the jobs, our drivers) and removes the folder."""
        mine = f"SLURM_CONF={self.conf}"
        script = (f"while kill -0 {os.getpid()} 2>/dev/null; do sleep 1; done; "
                  f"for sig in TERM KILL; do for p in /proc/[0-9]*; do "
                  f"grep -qsF {shlex.quote(mine)} $p/environ && kill -$sig ${{p#/proc/}} 2>/dev/null; "
                  f"done; sleep 3; done; rm -rf {shlex.quote(str(self.root))}")
        self.procs["watchdog"] = subprocess.Popen(["sh", "-c", script], start_new_session=True,
                                                  stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                                  stderr=subprocess.DEVNULL)

    def _probe(self) -> bool:
        """A job runs to COMPLETED within 30 s."""
        deadline = time.monotonic() + 30
        while self.run("sinfo", "-h", "-o", "%T").stdout.strip() not in ("idle", "mixed", "allocated"):
            if time.monotonic() > deadline or any(p.poll() is not None for p in self.procs.values()):
                return False
            time.sleep(0.3)
        out = self.run("sbatch", "--parsable", f"--output={self.root}/log/probe.out", "--wrap", "true")
        job = out.stdout.strip()
        while time.monotonic() < deadline:
            state = self.jobs().get(job, ("", ""))[1]
            if state == "COMPLETED":
                return True
            if state and state not in ("PENDING", "CONFIGURING", "RUNNING", "COMPLETING"):
                return False
            time.sleep(0.3)
        return False

    def _wait(self, ok: object, what: str, timeout: float = 15) -> None:
        deadline = time.monotonic() + timeout
        while not ok():  # type: ignore[operator]
            if time.monotonic() > deadline:
                raise RuntimeError(f"{what}; logs:\n{self.logs()}")
            time.sleep(0.1)

    def logs(self) -> str:
        parts = []
        for p in sorted((self.root / "log").glob("*")):
            with contextlib.suppress(OSError):
                parts.append(f"--- {p.name}\n" + p.read_text(errors="replace")[-3000:])
        return "\n".join(parts)

    def _stepds(self) -> list[psutil.Process]:
        """The job step daemons of this cluster (and so its jobs' processes): by SLURM_CONF."""
        found = []
        for p in psutil.process_iter(["name"]):
            with contextlib.suppress(psutil.Error):
                if "slurmstepd" in (p.info["name"] or "") and p.environ().get("SLURM_CONF") == str(self.conf):
                    found.append(p)
        return found

    def _stop_daemons(self, names: tuple[str, ...]) -> None:
        for name in names:
            proc = self.procs.pop(name, None)
            if proc is None:
                continue
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)

    def stop(self) -> None:
        if not self.started:
            return
        with contextlib.suppress(Exception):
            ids = [i for i, (_, state, _) in self.jobs().items() if state in ("PENDING", "RUNNING", "CONFIGURING")]
            if ids:
                self.run("scancel", *ids)
                deadline = time.monotonic() + 15
                while time.monotonic() < deadline and any(
                        s in ("PENDING", "RUNNING", "CONFIGURING", "COMPLETING") for _, s, _ in self.jobs().values()):
                    time.sleep(0.3)
        self._stop_daemons(("slurmd", "slurmctld"))
        for p in self._stepds():  # a step daemon slurmd left behind, and its job's processes
            with contextlib.suppress(psutil.Error):
                for child in p.children(recursive=True):
                    child.kill()
                p.kill()
        self._stop_daemons(("munged", "watchdog"))
        self.started = False
        shutil.rmtree(self.root, ignore_errors=True)


def _reachable() -> str | None:
    """Why an existing cluster cannot be used (None: it can)."""
    if os.environ.get("SAVEPOINT_TEST_SLURM") != "1":
        return ("not root (the tests start slurmctld/slurmd as root), and SAVEPOINT_TEST_SLURM=1 is not set "
                "to use a cluster that is already reachable")
    if any(shutil.which(c) is None for c in CLIENTS):
        return "SAVEPOINT_TEST_SLURM=1 but Slurm's commands are not on PATH"
    out = subprocess.run(["sinfo", "-h", "-o", "%P"], capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        return f"SAVEPOINT_TEST_SLURM=1 but sinfo fails: {out.stderr.strip()[:200]}"
    return None


@contextlib.contextmanager
def slurm_cluster() -> Iterator[SlurmCluster]:
    cluster = SlurmCluster(Path(tempfile.mkdtemp(prefix="sp-slurm-")))
    atexit.register(cluster.stop)  # even if the session dies past the fixture's finally
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(scope="session")
def slurm() -> Iterator[SlurmCluster]:
    """One real single-node Slurm cluster for the session (see the module's docstring)."""
    if os.geteuid() != 0:
        why = _reachable()
        if why:
            pytest.skip(f"no Slurm cluster for the tests: {why}")
        out = subprocess.run(["sinfo", "-h", "-o", "%P"], capture_output=True, text=True, timeout=60)
        default = next((p.rstrip("*") for p in out.stdout.split() if p.endswith("*")), None)
        yield SlurmCluster(Path(tempfile.gettempdir()), partition=default or "")
        return
    missing = [d for d in (*DAEMONS, *CLIENTS) if _binary(d) is None]
    if missing:
        pytest.skip(f"Slurm is not installed ({', '.join(missing)} missing): "
                    "apt-get install slurmctld slurmd slurm-client munge")
    with slurm_cluster() as cluster:
        yield cluster
