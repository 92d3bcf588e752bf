"""Readers see one snapshot: `verify`, `diff`, `show`, `list` and content reads running in loops
while another process checkpoints and gc's (repacking, unlinking packs and chunks) report no
damage that is not there. Real processes, a real catalog; 0 false reports over >= 200 reader calls.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from storetools import run_cli, savepoint_env, write_bytes

WRITER = textwrap.dedent("""
    import os, random, sys
    from pathlib import Path
    from savepoint.store import Store
    ws, stop = Path(sys.argv[1]), Path(sys.argv[2])
    rng = random.Random(3)
    big = bytearray((ws / "big.bin").read_bytes())
    n = 0
    try:
        while not stop.exists() and n < 12:
            n += 1
            for i in range(20):  # new small contents: a new pack per checkpoint, old packs half dead
                if rng.random() < 0.5:
                    (ws / "src" / f"m{i}.py").write_bytes(rng.randbytes(rng.randint(10, 3000)))
            off = rng.randrange(len(big) - 64)
            big[off:off + 64] = rng.randbytes(64)  # one chunk of the big file changes
            (ws / "big.bin").write_bytes(bytes(big))
            with Store.open(ws) as store, store.lock():
                store.checkpoint(message=f"w{n}")
                store.gc(keep=2)
        print(n)
    finally:
        (stop.parent / "writer-done").touch()  # the readers stop after it, even if this failed
""")

READER = textwrap.dedent("""
    import contextlib, json, sys
    from pathlib import Path
    from savepoint.store import Store
    from savepoint.store.objects import hash_bytes
    ws, calls, writer_done = Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
    false_reports, done, i = [], 0, -1
    while i < calls or not writer_done.exists():  # at least `calls`, and for as long as gc runs
        i += 1
        try:
            with Store.open(ws) as store:
                reading = getattr(store, "reading", contextlib.nullcontext)
                with reading():  # one command: everything it reads from one snapshot
                    cps = store.list_checkpoints()
                    op = i % 3
                    if op == 0:
                        rep = store.verify()
                        if not rep.ok:
                            false_reports.append("verify: " + "; ".join(rep.problems[:3]))
                    elif cps:
                        cp = cps[i % len(cps)].id
                        store.diff(cp)
                        m = store.manifest(cp)
                        e = m.entries.get("src/m0.py")
                        if e is not None and e.content:
                            data = b"".join(store.read_content(e.content))
                            if hash_bytes(data) != e.content:
                                false_reports.append(f"content of src/m0.py in {cp} does not match")
                        if op == 2:
                            big = m.entries["big.bin"]
                            n = sum(len(b) for b in store.read_content(big.content))
                            if n != big.size:
                                false_reports.append(f"big.bin in {cp}: {n} bytes, expected {big.size}")
            done += 1
        except Exception as exc:
            false_reports.append(f"{type(exc).__name__}: {exc}")
    print(json.dumps({"calls": done, "false_reports": false_reports}))
""")


def test_readers_see_one_snapshot_while_gc_and_checkpoints_run(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    rng = random.Random(1)
    for i in range(20):
        write_bytes(ws / "src" / f"m{i}.py", rng.randbytes(rng.randint(10, 3000)))
    write_bytes(ws / "big.bin", rng.randbytes(9 << 20))  # three chunks
    assert run_cli(["checkpoint"], ws).returncode == 0
    (tmp_path / "writer.py").write_text(WRITER)
    (tmp_path / "reader.py").write_text(READER)
    stop = tmp_path / "stop"
    env = savepoint_env()
    writer = subprocess.Popen([sys.executable, str(tmp_path / "writer.py"), str(ws), str(stop)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    readers = [subprocess.Popen([sys.executable, str(tmp_path / "reader.py"), str(ws), "100",
                                 str(tmp_path / "writer-done")], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    cli_calls = cli_false = 0
    cli_problems: list[str] = []
    try:
        # the command line too, while the writer runs: each command is one snapshot
        commands = [["verify", "--json"], ["list", "--json"], ["diff", "latest", "--json"], ["show", "latest"]]
        deadline = time.monotonic() + 120
        while writer.poll() is None and time.monotonic() < deadline:
            args = commands[cli_calls % len(commands)]
            done = run_cli(args, ws)
            cli_calls += 1
            if done.returncode != 0:
                cli_false += 1
                cli_problems.append(f"{args}: {done.returncode} {done.stderr.strip()[:300]}")
        results = [json.loads(r.communicate(timeout=300)[0].strip().splitlines()[-1]) for r in readers]
    finally:
        stop.touch()
        for p in (writer, *readers):
            try:
                p.wait(timeout=120)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
    out, err = writer.communicate()
    assert writer.returncode == 0, err
    rounds = int(out.strip() or 0)
    calls = sum(r["calls"] for r in results) + cli_calls
    false = [f for r in results for f in r["false_reports"]] + cli_problems
    print(f"\nreaders: {calls} reader calls ({cli_calls} from the command line) during {rounds} "
          f"checkpoint+gc rounds, {len(false)} false reports")
    assert rounds == 12, f"the writer ran only {rounds} checkpoint+gc rounds"
    assert calls >= 200, calls
    assert false == [], f"{len(false)} false reports in {calls} reader calls: {false[:5]}"
    assert run_cli(["verify", "--data"], ws).returncode == 0

