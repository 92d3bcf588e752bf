#!/usr/bin/env python3
"""Peak memory (max RSS, from `/usr/bin/time -v`) of `savepoint pull` and `restore --remote` of one
checkpoint of a given size, against a real SeaweedFS server, and the requests a cold machine makes.

usage: python bench/remote_rss.py [--mb 600] [--mb 1200] [--src DIR] [--workdir DIR] [--keep]

For each size: a workspace of that many MiB (random bytes: files of 64 MiB, and 200 small ones) is
checkpointed and pushed, then pulled into a fresh store, and restored from the remote into another
fresh workspace (no store yet: a new machine). `--src` runs another checkout's savepoint (its
`src/` folder) for the same steps, to compare with the code before a change. Prints one JSON line
per size. Nothing is left behind unless --keep.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests"))  # the SeaweedFS helper the tests use
from seaweed import seaweed_server  # noqa: E402

MiB = 1 << 20


def timed(ws: Path, args: list[str], env: dict[str, str]) -> tuple[dict[str, object], int, float]:
    """(the --json result, max RSS in KiB, wall seconds) of one savepoint command."""
    out = subprocess.run(["/usr/bin/time", "-v", sys.executable, "-m", "savepoint", *args, "--json"], cwd=ws,
                         env=env, capture_output=True, text=True, check=False, timeout=3600)
    if out.returncode != 0:
        raise SystemExit(f"savepoint {' '.join(args)} failed: {out.stderr[-3000:]}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", out.stderr).group(1))  # type: ignore[union-attr]
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", out.stderr).group(1)  # type: ignore[union-attr]
    parts = [float(x) for x in wall.split(":")]
    seconds = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    return (json.loads(lines[-1]) if lines else {}), rss, seconds


def make_ws(ws: Path, mb: int, seed: int) -> None:
    rng = random.Random(seed)
    ws.mkdir(parents=True)
    left = mb * MiB
    i = 0
    while left > 64 * MiB:
        with open(ws / f"big{i}.bin", "wb") as f:
            for _ in range(64):
                f.write(rng.randbytes(MiB))
        left -= 64 * MiB
        i += 1
    (ws / "small").mkdir()
    for j in range(200):
        (ws / "small" / f"f{j}.txt").write_bytes(rng.randbytes(rng.randint(100, 20000)))
        left -= 10000
    with open(ws / "rest.bin", "wb") as f:
        f.write(rng.randbytes(max(0, left)))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=int, action="append")
    ap.add_argument("--src", default=str(ROOT / "src"))
    ap.add_argument("--workdir")
    ap.add_argument("--keep", action="store_true")
    a = ap.parse_args()
    sizes = a.mb or [600, 1200]
    work = Path(a.workdir or tempfile.mkdtemp(prefix="sp-remote-rss-"))
    work.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": str(Path(a.src).resolve())}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    try:
        with seaweed_server(volumes=sum(sizes) // 64 * 2 + 20) as sw:
            sw.make_bucket("rss")
            env.update(sw.env())
            for n, mb in enumerate(sizes):
                ws = work / f"ws{n}"
                make_ws(ws, mb, n)
                url = f"s3://rss/run{n}"
                for args in (["init"], ["remote", "add", "r", url]):
                    subprocess.run([sys.executable, "-m", "savepoint", *args], cwd=ws, env=env, check=True,
                                   capture_output=True)
                cp, _, _ = timed(ws, ["checkpoint"], env)
                push, push_rss, push_s = timed(ws, ["push"], env)
                fresh = work / f"fresh{n}"
                fresh.mkdir()
                subprocess.run([sys.executable, "-m", "savepoint", "init"], cwd=fresh, env=env, check=True,
                               capture_output=True)
                subprocess.run([sys.executable, "-m", "savepoint", "remote", "add", "r", url], cwd=fresh, env=env,
                               check=True, capture_output=True)
                pull, pull_rss, pull_s = timed(fresh, ["pull", str(cp["id"])], env)
                shutil.rmtree(fresh)
                new = work / f"new{n}"
                new.mkdir()
                _, restore_rss, restore_s = timed(new, ["restore", "latest", "--remote", url], env)
                shutil.rmtree(new)
                shutil.rmtree(ws)
                print(json.dumps({"mb": mb, "src": a.src, "push_rss_mib": round(push_rss / 1024),
                                  "push_s": round(push_s, 1), "pull_rss_mib": round(pull_rss / 1024),
                                  "pull_s": round(pull_s, 1), "restore_remote_rss_mib": round(restore_rss / 1024),
                                  "restore_remote_s": round(restore_s, 1),
                                  "pull_downloaded": pull.get("downloaded_bytes"),
                                  "pull_requests": pull.get("requests"),
                                  "pushed_bytes": push.get("uploaded_bytes")}), flush=True)
    finally:
        if not a.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
