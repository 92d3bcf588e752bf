"""The README's quick tour, command for command as it is written, as an ordinary user (bytecode
caching on, a training script importing a local module), in a folder like the one it describes."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_ID = "3f2a9c01b7de"  # the id the README shows; replaced by the one savepoint prints

TRAIN = """
import argparse, json, os, pathlib, time
import model  # a local module: Python writes __pycache__/ beside it

ap = argparse.ArgumentParser()
ap.add_argument("--batch", type=int)
a = ap.parse_args()
m = model.make(a.batch)
for step in range(1, 11):
    print(f"step {step} loss={1.0 / step:.4f}", flush=True)
    time.sleep(0.02)
pathlib.Path("ckpt/last.json").write_text(json.dumps({"step": 10}))
pathlib.Path("out/model.pt").write_bytes(os.urandom(2048))
pathlib.Path("out/metrics.json").write_text(json.dumps({"eval": {"acc": 0.93}, "batch": m["batch"]}))
"""

CLEANUP = """#!/bin/sh
rm -f data/part2.csv
echo edited >> data/part1.csv
chmod 600 data/part3.csv
head -c 1048576 /dev/urandom > data/big.bin
"""


def tour_commands() -> list[str]:
    """The `$ ` lines of the README's quick tour (continuation lines joined), comments dropped."""
    text = (ROOT / "README.md").read_text()
    block = text.split("## A quick tour", 1)[1].split("```console", 1)[1].split("```", 1)[0]
    commands: list[str] = []
    pending = ""
    for raw in block.splitlines():
        line = raw.strip()
        if not line:
            continue
        if pending:
            line = pending + " " + line
            pending = ""
        elif line.startswith("$ "):
            line = line[2:]
        else:
            continue  # printed output
        if line.endswith("\\"):
            pending = line[:-1].strip()
            continue
        commands.append(re.split(r"\s{2,}#", line)[0].strip())
    return commands


def test_the_quick_tour_works_as_written(user_env: Any) -> None:
    commands = tour_commands()
    assert commands[0] == "cd my-experiment" and any(c.startswith("savepoint run ") for c in commands)
    home = user_env.mkdir("tour")
    exp = home / "my-experiment"
    for d in ("data", "out", "ckpt"):
        (exp / d).mkdir(parents=True)
    for i in (1, 2, 3):
        (exp / "data" / f"part{i}.csv").write_text(f"row {i}\n")
    (exp / "model.py").write_text("def make(batch):\n    return {'batch': batch}\n")
    (exp / "train.py").write_text(TRAIN)
    (exp / "cleanup.sh").write_text(CLEANUP)
    (exp / "cleanup.sh").chmod(0o755)
    user_env.chown(home)
    before = {p.name: (p.read_bytes(), p.stat().st_mode) for p in (exp / "data").iterdir()}
    cwd, cid = home, None
    for cmd in commands:
        if cmd.startswith("cd "):
            cwd = cwd / cmd[3:]
            continue
        if cid is not None:
            cmd = cmd.replace(EXAMPLE_ID, cid)
        done = user_env.sh(cmd, cwd, timeout=300)
        assert done.returncode == 0, (cmd, done.stdout[-2000:], done.stderr[-3000:])
        if cmd.startswith("savepoint checkpoint"):
            cid = done.stdout.strip()
            assert re.fullmatch(r"[0-9a-f]{12}", cid), done.stdout
        if cmd.startswith("savepoint diff"):
            assert {"A  data/big.bin", "M  data/part1.csv", "D  data/part2.csv"} <= set(done.stdout.splitlines())
        if cmd.startswith("savepoint restore"):
            after = {p.name: (p.read_bytes(), p.stat().st_mode) for p in (exp / "data").iterdir()}
            assert after == before
    assert json.loads((exp / "out" / "metrics.json").read_text())["batch"] == 64
    assert (exp / "out" / "model.pt").stat().st_size == 2048
