"""`savepoint plan run --executor ray` on a real two-node local Ray cluster (tests/ray_cluster.py):
each node works in its own folder, checkpoints travel through a remote only, and every kept result
equals what a run on one machine produces."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import psutil

from conftest import CLIResult, run_savepoint
from savepoint.plan.executors.ray_node import tasks_folder_name

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
        assert not list((node_dir / tasks_folder_name()).glob("sort-*")), list(node_dir.rglob("*"))[:20]


# -- a plan of seven tasks: a diamond, a FATAL branch, an independent task -------------------------

def graph_plan(log: Path, slow: str = "") -> str:
    """prep -> (left, right) -> join; prep -> bad (FATAL) -> after_bad; solo. Each task notes the
    node folder it ran in and counts its runs in `log` (outside every workspace). The `slow` task,
    on its first run, writes its pid to log/SLOW.pid and waits (up to 120 s) for log/go."""
    def body(tid: str, work: str) -> str:
        wait = (f"if [ ! -e {log}/go ]; then echo $$ > {log}/{tid}.pid; "
                f"for i in $(seq 1200); do [ -e {log}/go ] && break; sleep 0.1; done; fi; "
                if tid == slow else "")
        return (f"echo \"$SAVEPOINT_NODE_DIR\" >> {log}/nodes && echo run >> {log}/{tid}.runs && {wait}"
                f"mkdir -p out/{tid} && {work}")

    return ("[defaults]\nretries = 0\n\n"
            + task("prep", body("prep", "sort data/words.txt > out/prep/sorted && chmod 640 out/prep/sorted"))
            + task("left", body("left", "head -2 out/prep/sorted > out/left/x && ln -s x out/left/link"), ["prep"])
            + task("right", body("right", "tail -2 out/prep/sorted > out/right/x"), ["prep"])
            + task("join", body("join", "cat out/left/x out/right/x > out/join/all"), ["left", "right"])
            + task("bad", body("bad", "echo half-written > out/bad/half && echo bad-went-wrong >&2 && exit 127"),
                   ["prep"])
            + task("after_bad", body("after_bad", "echo never > out/after_bad/x"), ["bad"])
            + task("solo", body("solo", "seq 1000 > out/solo/numbers")))


def statuses(r: CLIResult) -> dict[str, object]:
    return {t: v["status"] for t, v in by_id(r).items()}


EXPECTED = {"prep": "DONE", "left": "DONE", "right": "DONE", "join": "DONE", "bad": "BLOCKED",
            "after_bad": "BLOCKED", "solo": "DONE"}


def reference(tmp_path: Path) -> tuple[dict[str, str], dict[str, object]]:
    """The same plan on one machine (the local executor): the tree and the task states to match."""
    log = tmp_path / "log-here"
    log.mkdir()
    (log / "go").touch()
    plan = tmp_path / "plan-here.toml"
    plan.write_text(graph_plan(log))
    here = new_workspace(tmp_path, "here")
    r = plan_run(here, plan)
    assert r.code == 12, r
    assert statuses(r) == EXPECTED
    return tree_digest(here), statuses(r)


def s3_remote(cluster: RayCluster, ws: Path, prefix: str) -> dict[str, str]:
    """`remote add team s3://plans/PREFIX` on the session's SeaweedFS server (a file:// remote
    without one); returns the environment a user would have set for it."""
    if not cluster.env:
        url, env = f"file://{ws.parent / 'remote'}", {}
    else:
        url, env = f"s3://plans/{prefix}", dict(cluster.env)
    r = run_savepoint(["remote", "add", "team", url], ws, env=env)
    assert r.code == 0, r
    return env


def worker_of(pid: int) -> psutil.Process:
    """The Ray worker process running the task whose shell has this pid."""
    p = psutil.Process(pid)
    while p is not None:
        if "ray::" in " ".join(p.cmdline()) or "default_worker" in " ".join(p.cmdline()):
            return p
        p = p.parent()
    raise AssertionError(f"no Ray worker above pid {pid}")


def wait_for(path: Path, timeout: float = 180) -> str:
    deadline = time.monotonic() + timeout
    while not path.exists() or not path.read_text().strip():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.1)
    return path.read_text().strip()


def test_graph_on_two_nodes_survives_a_killed_worker_and_equals_one_machine(
        tmp_path: Path, cluster: RayCluster) -> None:
    want_tree, want_states = reference(tmp_path)
    log = tmp_path / "log"
    log.mkdir()
    plan = tmp_path / "plan.toml"
    plan.write_text(graph_plan(log, slow="right"))
    there = new_workspace(tmp_path, "there")
    env = s3_remote(cluster, there, "graph")
    driver = subprocess.Popen([sys.executable, "-m", "savepoint", "plan", "run", str(plan), "--executor", "ray",
                               "--address", cluster.address, "-j", "3", "--json"], cwd=there,
                              env={**os.environ, **env}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        shell = int(wait_for(log / "right.pid"))
        worker = worker_of(shell)
        (log / "go").touch()  # the run after the loss goes straight through
        worker.kill()  # the Ray worker running `right` dies mid-task
        with contextlib.suppress(ProcessLookupError):
            os.killpg(shell, signal.SIGKILL)  # and its task with it, as on a lost machine
        out, err = driver.communicate(timeout=300)
    finally:
        if driver.poll() is None:
            driver.kill()
    r = CLIResult(subprocess.CompletedProcess(driver.args, driver.returncode, out, err))
    assert r.code == 12, r
    assert statuses(r) == want_states
    tasks = by_id(r)
    right = tasks["right"]
    assert right["status"] == "DONE" and right["attempts"] == 2, right
    assert len(right["lost"]) == 1 and right["lost"][0]["diagnosis"]["severity"] == "TRANSIENT", right  # type: ignore[index]
    assert "right: the node running it was lost" in r.err, r
    assert tasks["after_bad"]["blocked_by"] == "bad" and tasks["bad"]["outcome"] == "FATAL"
    assert tree_digest(there) == want_tree
    # the tasks ran on both nodes, each task once but `right` (twice)
    assert set((log / "nodes").read_text().split()) == {str(d) for d in cluster.nodes.values()}
    assert {t: len((log / f"{t}.runs").read_text().split()) for t in EXPECTED if t != "after_bad"} == {
        "prep": 1, "left": 1, "right": 2, "join": 1, "bad": 1, "solo": 1}
    # what the FATAL attempt left is on the remote: a person looks at it here
    pf = tasks["bad"]["post_failure_checkpoint"]
    assert pf
    r2 = run_savepoint(["pull", str(pf), "--remote", "team"], there, env=env)
    assert r2.code == 0, r2
    r3 = run_savepoint(["diff", str(pf), "--json"], there, env=env)
    assert r3.code == 0 and "out/bad/half" in r3.out, r3
    # the node's run is known here: shown, in the escalation report with its output, resolvable
    bad_run = str(tasks["bad"]["run_id"])
    shown = run_savepoint(["show", bad_run, "--json"], there)
    assert shown.code == 0 and "FATAL" in shown.out, shown
    report = Path(str(r.json()["report"])).read_text()
    assert "## `bad`: FATAL" in report and "bad-went-wrong" in report, report
    assert run_savepoint(["resolve", bad_run, "--skip"], there).code == 0
    r4 = run_savepoint(["plan", "run", str(plan), "--executor", "ray", "--address", cluster.address, "--resume",
                        "--json"], there, env=env, timeout=300)
    assert r4.code == 0, r4
    assert statuses(r4) == {**want_states, "bad": "SKIPPED", "after_bad": "DONE"}
    assert (there / "out" / "after_bad" / "x").read_text() == "never\n"
    assert not (there / "out" / "bad").exists()


def test_driver_killed_then_resume_continues_from_the_remote_state(tmp_path: Path, cluster: RayCluster) -> None:
    want_tree, want_states = reference(tmp_path)
    log = tmp_path / "log"
    log.mkdir()
    plan = tmp_path / "plan.toml"
    plan.write_text(graph_plan(log, slow="join"))
    there = new_workspace(tmp_path, "there")
    env = s3_remote(cluster, there, "resume")
    args = ["plan", "run", str(plan), "--executor", "ray", "--address", cluster.address, "-j", "2"]
    driver = subprocess.Popen([sys.executable, "-m", "savepoint", *args], cwd=there, env={**os.environ, **env},
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        shell = int(wait_for(log / "join.pid"))  # prep, left, right are done: join runs
    finally:
        driver.kill()  # the driver dies mid-plan (SIGKILL: nothing of it runs after this)
        driver.wait()
    with contextlib.suppress(ProcessLookupError):
        os.killpg(shell, signal.SIGKILL)  # the task of the dead driver, wherever Ray left it
    status = run_savepoint(["plan", "status", str(plan), "--json"], there)
    assert status.code == 0, status
    before = {t["id"]: t["status"] for t in status.json()["tasks"]}
    assert before["join"] == "RUNNING" and all(before[t] == "DONE" for t in ("prep", "left", "right")), before
    assert not (there / "out").exists()  # the results are on the remote only, so far
    (log / "go").touch()
    r = run_savepoint([*args, "--resume", "--json"], there, env=env, timeout=300)
    assert r.code == 12, r
    assert statuses(r) == want_states
    assert tree_digest(there) == want_tree
    runs = {t: len((log / f"{t}.runs").read_text().split()) for t in ("prep", "left", "right", "join", "solo")}
    assert runs["prep"] == runs["left"] == runs["right"] == 1 and runs["join"] == 2, runs  # done: kept
