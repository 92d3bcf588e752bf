"""The fault campaign behind docs/reliability.md: on a small real filesystem (tmpfs), trials of a
task that edits and deletes files and then fails, chosen at random among

- fill:     the task fills the disk (ENOSPC) before failing; savepoint rolls back;
- nofill:   the task writes some junk and fails, the disk keeps room (the ordinary rollback);
- kill:     the task fills the disk and hangs (or fails at once: then the kill lands during the
            rollback, or misses it); savepoint is killed (SIGKILL) at a random moment, then
            `savepoint recover` runs on the full disk;
- prefull:  the disk is already full before the run: the checkpoint is refused (exit 74).

After every trial the workspace must be exactly the state before it (tree digest), `verify
--data` clean and no run left in flight. The default suite runs 8 trials (each kind in turn); `-m slow`
runs 60 drawn at random, and 40 kills only.
Each run prints its figures (trials, faults injected, kills landed, lost).
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from storetools import (
    fill_fs,
    run_cli,
    savepoint_env,
    small_disk,
    tree_state,
    write_bytes,
)

pytestmark = pytest.mark.root(reason="mounts a small filesystem")

TASK = """\
import os, sys, time
from pathlib import Path
log = Path(os.environ["CAMPAIGN_LOG"])
open('src/m1.py', 'w').write('edited')
if os.path.exists('src/m2.py'):
    os.remove('src/m2.py')
with open('data/b0.bin', 'r+b') as f:
    f.write(b'x' * 4096)
os.makedirs('out', exist_ok=True)
open('out/partial.txt', 'w').write('half')
left = int(os.environ["JUNK"])
try:
    with open('junk.bin', 'wb') as f:
        while left > 0:
            n = f.write(os.urandom(min(left, 1 << 20)))
            f.flush()
            left -= n
except OSError:
    with log.open('a') as f:
        f.write('enospc\\n')
open('started', 'w').close()
if os.environ.get("HANG"):
    time.sleep(60)
raise SystemExit(1)
"""


def build(ws: Path, rng: random.Random) -> None:
    for i in range(3):
        write_bytes(ws / "data" / f"b{i}.bin", rng.randbytes(rng.randint(1 << 20, 3 << 20)))
    for i in range(rng.randint(5, 25)):
        write_bytes(ws / "src" / f"m{i}.py", rng.randbytes(rng.randint(10, 4000)))
    (ws / "task.py").write_text(TASK)
    (ws / "savepoint.toml").write_text('[detectors]\ndisk_floor = "1K"\n')  # let the task fill it


KINDS = ("fill", "kill", "nofill", "kill", "prefull", "fill", "kill", "kill")


def campaign(tmp_path: Path, trials: int, seed: int, kinds: tuple[str, ...] = KINDS) -> None:
    rng = random.Random(seed)
    log = tmp_path / "enospc.log"  # outside the small filesystem: the task's ENOSPC reports
    figures = {"trials": 0, "fill": 0, "nofill": 0, "kill": 0, "prefull": 0, "faults": 0, "kills": 0}
    lost: list[str] = []
    with small_disk(64 << 20) as small:
        for t in range(trials):
            ws = small / "ws"
            shutil.rmtree(ws, ignore_errors=True)
            for leftover in small.glob("filler*"):
                leftover.unlink()
            build(ws, rng)
            assert run_cli(["init"], ws).returncode == 0
            before = tree_state(ws)
            kind = kinds[t % len(kinds)] if trials <= len(kinds) else rng.choice(kinds)
            figures[kind] += 1
            figures["trials"] += 1
            free = os.statvfs(small).f_bavail * os.statvfs(small).f_frsize
            env = {"CAMPAIGN_LOG": str(log), "JUNK": str(free * 2 if kind != "nofill" else free // 8)}
            reported = log.read_text().count("enospc") if log.exists() else 0
            if kind == "prefull":
                filler = fill_fs(small, leave=rng.randint(0, 256 << 10))
                done = run_cli(["run", "--retries", "0", "--", "python", "task.py"], ws, env=env)
                if done.returncode != 74:
                    lost.append(f"trial {t} ({kind}): exit {done.returncode}: {done.stderr[-300:]}")
                figures["faults"] += 1
                filler.unlink()
            elif kind == "kill":
                proc = subprocess.Popen([sys.executable, "-m", "savepoint", "run", "--retries", "0", "--", "python",
                                         "task.py"], cwd=ws, env=savepoint_env({**env, "HANG": rng.choice(["1", ""])}),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
                deadline = time.monotonic() + 120
                while not (ws / "started").exists() and proc.poll() is None and time.monotonic() < deadline:
                    time.sleep(0.01)
                time.sleep(rng.uniform(0, 0.6))  # a random moment: while it hangs, or rolls back
                if proc.poll() is None:
                    figures["kills"] += 1
                    os.kill(proc.pid, signal.SIGKILL)
                proc.wait(timeout=60)
                rec = run_cli(["recover"], ws, timeout=300)
                if rec.returncode != 0:
                    lost.append(f"trial {t} ({kind}): recover exit {rec.returncode}: {rec.stderr[-300:]}")
            else:
                done = run_cli(["run", "--retries", "0", "--", "python", "task.py"], ws, env=env, timeout=300)
                if done.returncode != 11:
                    lost.append(f"trial {t} ({kind}): exit {done.returncode}: {done.stderr[-300:]}")
            if log.exists() and log.read_text().count("enospc") > reported:
                figures["faults"] += 1
            after = tree_state(ws)
            if after != before:
                lost.append(f"trial {t} ({kind}): " + "; ".join(before.differences(after)[:5]))
            ver = run_cli(["verify", "--data"], ws)
            if ver.returncode != 0:
                lost.append(f"trial {t} ({kind}): verify: {ver.stdout[-300:]}")
            again = run_cli(["recover"], ws)
            if again.stdout.strip() != "nothing to recover":
                lost.append(f"trial {t} ({kind}): left in flight: {again.stdout[-300:]}")
    print(f"\ncampaign: {figures}, lost: {len(lost)}")
    assert not lost, lost


def test_fault_campaign(tmp_path: Path) -> None:
    campaign(tmp_path, trials=8, seed=10)


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_fault_campaign_long(tmp_path: Path) -> None:
    campaign(tmp_path, trials=60, seed=11)


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_fault_campaign_kills_only(tmp_path: Path) -> None:
    """Only kills: savepoint killed during the attempt, the full-disk rollback or after (the
    kind that found a killed rollback's temp file holding the room its recover needed)."""
    campaign(tmp_path, trials=40, seed=202, kinds=("kill",))
