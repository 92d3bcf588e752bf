"""`savepoint run -- true` against a bare `true`, in a 1,000-file workspace (target: <= 150 ms over).

    python bench/run_overhead.py [--files 1000] [--repeat 15]

Both are timed as real processes (fork + exec + wait), warm store (the first run, which stores
every file, is excluded and reported separately); the figure is the median of --repeat runs.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_MS = 150.0


def make_workspace(root: Path, files: int) -> None:
    for i in range(files):
        d = root / f"dir{i // 50:03d}"
        d.mkdir(exist_ok=True)
        (d / f"file{i:05d}.txt").write_text(f"file {i}\n" * (1 + i % 64))


def child_env(pycache: Path) -> dict[str, str]:
    """Bytecode caches on, in a private prefix: an installed package has its .pyc files, and a
    PYTHONDONTWRITEBYTECODE environment would otherwise time the compiler, not savepoint."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("SAVEPOINT_STORE", None)
    env["SAVEPOINT_HOME"] = str(pycache / "savepoint-data")  # the stores it makes go with it
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    # this checkout's savepoint, not whatever is installed
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).resolve().parents[1] / "src"),
                                         *filter(None, [env.get("PYTHONPATH")])])
    return env


CPU: list[float] = []  # user + system seconds of each timed child, in order


def timed(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    if proc.returncode != 0:
        raise SystemExit(f"run_overhead: {' '.join(cmd)} exited {proc.returncode}")
    return elapsed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=15)
    args = ap.parse_args()
    true = "/bin/true" if os.path.exists("/bin/true") else "true"
    savepoint = [sys.executable, "-m", "savepoint", "run", "--", true]
    with tempfile.TemporaryDirectory(prefix="sp-overhead-") as tmp:
        ws = Path(tmp) / "ws"
        ws.mkdir()
        env = child_env(Path(tmp) / "pycache")
        make_workspace(ws, args.files)
        first = timed(savepoint, ws, env)  # creates the store, stores every file, writes .pyc files
        bare = [timed([true], ws, env) for _ in range(args.repeat)]
        CPU.clear()
        guarded = [timed(savepoint, ws, env) for _ in range(args.repeat)]
        guarded_cpu = statistics.median(CPU) * 1000
        version = [timed([sys.executable, "-m", "savepoint", "--version"], ws, env) for _ in range(5)]
    bare_ms = statistics.median(bare) * 1000
    guarded_ms = statistics.median(guarded) * 1000
    overhead = guarded_ms - bare_ms
    print(f"workspace: {args.files} files; median of {args.repeat} runs each; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"  bare `true`                     {bare_ms:8.1f} ms")
    print(f"  `savepoint run -- true` (warm)  {guarded_ms:8.1f} ms   (min {min(guarded) * 1000:.1f}, "
          f"max {max(guarded) * 1000:.1f})")
    print(f"  CPU time of `savepoint run` (user+sys, median) {guarded_cpu:.1f} ms")
    print(f"  `savepoint --version` (startup) {statistics.median(version) * 1000:8.1f} ms")
    print(f"  first run (store every file)    {first * 1000:8.1f} ms")
    verdict = "OK" if overhead <= TARGET_MS else "OVER TARGET"
    print(f"overhead: {overhead:.1f} ms (target <= {TARGET_MS:.0f} ms): {verdict}")
    return 0 if overhead <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
