"""`savepoint plan run --executor ray` on a real two-node local Ray cluster (tests/ray_cluster.py):
each node works in its own folder, checkpoints travel through a remote only, and every kept result
equals what a run on one machine produces."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from conftest import CLIResult, run_savepoint

if TYPE_CHECKING:
    from ray_cluster import RayCluster

pytest_plugins = ["ray_cluster"]  # the session's one cluster (fixture `cluster`)


def tree_digest(ws: Path) -> dict[str, str]:
    """path -> kind, mode and content of everything in the workspace but the store."""
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(ws):
        dirnames[:] = sorted(d for d in dirnames if not (Path(dirpath) == ws and d == ".savepoint"))
        for name in sorted(dirnames) + sorted(filenames):
            p = Path(dirpath) / name
            st = p.lstat()
            rel = p.relative_to(ws).as_posix()
            if stat.S_ISREG(st.st_mode):
                out[rel] = f"f {stat.S_IMODE(st.st_mode):o} " + hashlib.sha256(p.read_bytes()).hexdigest()
            elif stat.S_ISLNK(st.st_mode):
                out[rel] = "l " + os.readlink(p)
            else:
                out[rel] = f"d {stat.S_IMODE(st.st_mode):o}"
    return out


def task(tid: str, run: str, needs: list[str] | None = None, extra: str = "") -> str:
    lines = ["[[task]]", f'id = "{tid}"', f"run = {json.dumps(run)}", f'scope = ["/out/{tid}/"]']
    if needs:
        lines.append(f"needs = {json.dumps(needs)}")
    if extra:
        lines.append(extra)
    return "\n".join(lines) + "\n\n"


def new_workspace(root: Path, name: str) -> Path:
    ws = root / name
    (ws / "data").mkdir(parents=True)
    (ws / "data" / "words.txt").write_text("delta\nalpha\ncharlie\nbravo\n")
    r = run_savepoint(["init"], ws)
    assert r.code == 0, r
    return ws


def plan_run(ws: Path, plan: Path, *args: str, timeout: float = 240) -> CLIResult:
    return run_savepoint(["plan", "run", str(plan), *args, "--json"], ws, timeout=timeout)


def by_id(r: CLIResult) -> dict[str, dict[str, object]]:
    return {t["id"]: t for t in r.json()["tasks"]}


def test_two_tasks_on_the_cluster_through_a_folder_remote(tmp_path: Path, cluster: RayCluster) -> None:
    plan = tmp_path / "plan.toml"
    plan.write_text("[defaults]\nretries = 0\n\n"
                    + task("sort", "mkdir -p out/sort && sort data/words.txt > out/sort/words.txt")
                    + task("count", "mkdir -p out/count && wc -l < out/sort/words.txt > out/count/n "
                                    "&& head -1 out/sort/words.txt > out/count/first", ["sort"]))
    here = new_workspace(tmp_path, "here")
    r = plan_run(here, plan)
    assert r.code == 0, r

    there = new_workspace(tmp_path, "there")
    assert run_savepoint(["remote", "add", "team", f"file://{tmp_path / 'remote'}"], there).code == 0
    r = plan_run(there, plan, "--executor", "ray", "--address", cluster.address)
    assert r.code == 0, r
    tasks = by_id(r)
    assert {t["status"] for t in tasks.values()} == {"DONE"}
    assert all(t["kept_checkpoint"] and t["node"] for t in tasks.values()), tasks
    assert tree_digest(there) == tree_digest(here)
    assert (there / "out" / "count" / "first").read_text() == "alpha\n"
    # the nodes worked in their own folders, and left nothing behind there
    for node_dir in cluster.nodes.values():
        assert not list((node_dir / "savepoint-tasks").glob("sort-*")), list(node_dir.rglob("*"))[:20]
