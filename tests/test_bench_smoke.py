"""bench/ runs from the repository alone: its workload scripts are in it, and a missing peer is n/a."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKLOAD = ROOT / "bench" / "workload"
# The reference workload's scripts, byte for byte: every published figure was measured with them.
DIGESTS = {
    "make_workspace.py": "fa3ef3b7c3611c5fe5143cadd1724f26dd9e255ddc9b9979cc58af82f5b8c357",
    "mutate.py": "6fa38c093efcfc4526081a7dfc9eca3a283d890122864010d0b30d881a73541c",
    "treehash.sh": "1db5436c13e08f41b2cd37ae4be967b4e61f1cdb47a5f093f73dce86879231c5",
}
PEERS = ("git", "restic", "rsync", "try")


def test_the_workload_scripts_are_in_the_repository_unchanged() -> None:
    for name, digest in DIGESTS.items():
        assert hashlib.sha256((WORKLOAD / name).read_bytes()).hexdigest() == digest, name


def path_without_peers(bin_dir: Path) -> str:
    """A PATH holding every program of this one except the peers (symlinks in `bin_dir`)."""
    bin_dir.mkdir()
    for d in os.environ.get("PATH", "/usr/bin:/bin").split(os.pathsep):
        if not os.path.isdir(d):
            continue
        for entry in os.scandir(d):
            if entry.name in PEERS or entry.name.startswith("git-") or (bin_dir / entry.name).exists():
                continue
            (bin_dir / entry.name).symlink_to(entry.path)
    return str(bin_dir)


@pytest.mark.skipif(shutil.which("b3sum") is None, reason="treehash.sh needs b3sum (apt-get install b3sum)")
def test_compare_runs_without_peers_and_says_n_a(tmp_path: Path) -> None:
    env = dict(os.environ, PATH=path_without_peers(tmp_path / "bin"))
    env.pop("SAVEPOINT_BENCH_WORKLOAD", None)
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "compare.py"), "--small", "20", "--large", "1", "--large-mb", "1",
         "--repeat", "1", "--phases", "first,restore", "--workdir", str(tmp_path / "work"),
         "--results", str(tmp_path / "results")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stdout + proc.stderr
    rows = proc.stdout.splitlines()
    for peer in ("shadow git", "restic", "rsync"):
        assert any(f"{peer}: n/a" in row for row in rows if row.startswith("first checkpoint")), (peer, rows)
    restore = next(row for row in rows if row.startswith("restore after the bad run"))
    assert "rsync -a --delete + sync: n/a" in restore, restore
    exact = next(row for row in rows if row.startswith("restore is exact"))
    assert exact.split()[4] == "yes" and "rsync: n/a" in exact, exact
    assert (tmp_path / "results" / "latest.md").is_file()
    assert not (tmp_path / "work").exists()  # the work dir is removed unless --keep
