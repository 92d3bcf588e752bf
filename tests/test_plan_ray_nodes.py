"""`plan run --executor ray`, what nodes fetch and what the driver does when things go wrong: tasks
fetch only what they declare (scope, `inputs`, the results of the tasks they need); a wrong
address, or one where nothing answers as Ray, fails fast with one line and leaves the plan's
states as they were; SIGTERM to the driver exits 130 within seconds, stops the Ray tasks and
leaves true states; a node without credentials makes the task RETRY, recorded here (resolve knows
the run) and retried by --resume; a killed task's folder and command are swept from its node."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import psutil
import pytest

from conftest import CLIResult, run_savepoint
from savepoint.plan.executors.ray_node import tasks_folder_name

if TYPE_CHECKING:
    from ray_cluster import RayCluster

pytest_plugins = ["ray_cluster"]  # the session's one cluster (fixture `cluster`)


def task(tid: str, run: str, *, needs: list[str] | None = None, inputs: list[str] | None = None) -> str:
    lines = ["[[task]]", f'id = "{tid}"', f"run = {json.dumps(run)}", f'scope = ["/out/{tid}/"]']
    if needs:
        lines.append(f"needs = {json.dumps(needs)}")
    if inputs is not None:
        lines.append(f"inputs = {json.dumps(inputs)}")
    return "\n".join(lines) + "\n\n"


def workspace(root: Path, name: str) -> Path:
    ws = root / name
    (ws / "data").mkdir(parents=True)
    (ws / "data" / "words.txt").write_text("delta\nalpha\ncharlie\nbravo\n")
    (ws / "junk").mkdir()
    (ws / "junk" / "big.bin").write_bytes(os.urandom(3 << 20))
    assert run_savepoint(["init"], ws).code == 0
    return ws


def statuses(r: CLIResult) -> dict[str, str]:
    return {t["id"]: t["status"] for t in r.json()["tasks"]}


def plan_status(ws: Path, plan: Path) -> dict[str, dict[str, Any]]:
    r = run_savepoint(["plan", "status", str(plan), "--json"], ws)
    assert r.code == 0, r
    return {t["id"]: t for t in r.json()["tasks"]}


def test_tasks_fetch_only_what_they_declare_and_the_results_they_need(tmp_path: Path, cluster: RayCluster) -> None:
    plan = tmp_path / "plan.toml"
    plan.write_text(
        "[defaults]\nretries = 0\n\n"
        # its scope and data/: not junk/
        + task("a", "test ! -e junk && mkdir -p out/a && sort data/words.txt > out/a/sorted", inputs=["/data/"])
        # nothing outside its scope
        + task("c", "test ! -e data && test ! -e junk && mkdir -p out/c && echo c > out/c/x", inputs=[])
        # what `a` (which it needs) produced; not `c`'s result, which it does not need
        + task("b", "test -e out/a/sorted && test ! -e out/c && test ! -e data && mkdir -p out/b "
                    "&& head -1 out/a/sorted > out/b/first", needs=["a"], inputs=[])
        # no inputs declared: the whole workspace, as before
        + task("w", "test -e junk/big.bin && test -e data/words.txt && mkdir -p out/w && echo w > out/w/x"))
    ws = workspace(tmp_path, "ws")
    assert run_savepoint(["remote", "add", "team", f"file://{tmp_path / 'remote'}"], ws).code == 0
    r = run_savepoint(["plan", "run", str(plan), "--executor", "ray", "--address", cluster.address, "--json"], ws,
                      env=cluster.driver_env(), timeout=240)
    assert r.code == 0, r
    assert statuses(r) == {"a": "DONE", "c": "DONE", "b": "DONE", "w": "DONE"}, r
    assert (ws / "out" / "b" / "first").read_text() == "alpha\n"
    assert (ws / "out" / "c" / "x").read_text() == "c\n" and (ws / "out" / "w" / "x").exists()


# -- connecting --------------------------------------------------------------------------------------

LOCAL_PLAN = ("[defaults]\nretries = 0\n\n" + task("one", "mkdir -p out/one && echo 1 > out/one/x")
              + task("two", "mkdir -p out/two && echo 2 > out/two/x", needs=["one"]))


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def done_plan(tmp_path: Path) -> tuple[Path, Path]:
    """A workspace whose plan ran here (both tasks DONE), with a remote to name."""
    pytest.importorskip("ray")
    ws = workspace(tmp_path, "ws")
    plan = tmp_path / "plan.toml"
    plan.write_text(LOCAL_PLAN)
    assert run_savepoint(["remote", "add", "team", f"file://{tmp_path / 'remote'}"], ws).code == 0
    r = run_savepoint(["plan", "run", str(plan), "--json"], ws)
    assert r.code == 0 and statuses(r) == {"one": "DONE", "two": "DONE"}, r
    return ws, plan


def test_a_wrong_or_silent_address_fails_fast_and_leaves_the_plan_as_it_was(tmp_path: Path) -> None:
    ws, plan = done_plan(tmp_path)
    before = plan_status(ws, plan)
    r = run_savepoint(["plan", "run", str(plan), "--executor", "ray", "--address", f"127.0.0.1:{closed_port()}"],
                      ws, timeout=60)
    assert r.code == 2, r
    assert r.err.strip().splitlines() == [
        f"savepoint: error: cannot connect to the Ray cluster at 127.0.0.1:{r.err.split('127.0.0.1:')[1].split(':')[0]}:"
        " nothing listens there (connection refused)"], r
    r = run_savepoint(["plan", "run", str(plan), "--executor", "ray", "--address", "nowhere"], ws, timeout=60)
    assert r.code == 2 and "bad Ray address 'nowhere'" in r.err, r
    with socket.create_server(("", 0)) as silent:  # something listens, but no Ray answers
        address = f"127.0.0.1:{silent.getsockname()[1]}"
        r = run_savepoint(["plan", "run", str(plan), "--executor", "ray", "--address", address], ws,
                          env={"SAVEPOINT_RAY_CONNECT_TIMEOUT": "4"}, timeout=60)
        assert r.code == 74, r
        # (Ray's own warnings may come first: it was trying)
        assert r.err.strip().splitlines()[-1].startswith(
            f"savepoint: error: cannot connect to the Ray cluster at {address}: no answer within 4s"), r
    after = plan_status(ws, plan)
    assert {t: s["status"] for t, s in after.items()} == {"one": "DONE", "two": "DONE"}
    assert {t: s["run_id"] for t, s in after.items()} == {t: s["run_id"] for t, s in before.items()}


def test_sigterm_while_connecting_exits_130_at_once(tmp_path: Path) -> None:
    ws, plan = done_plan(tmp_path)
    # on every address of this machine: Ray connects to the machine's own address for 127.0.0.1
    with socket.create_server(("", 0)) as silent:
        address = f"127.0.0.1:{silent.getsockname()[1]}"
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        driver = subprocess.Popen([sys.executable, "-m", "savepoint", "plan", "run", str(plan), "--executor", "ray",
                                   "--address", address], cwd=ws, env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 60
            while not any(c.laddr and c.raddr and c.raddr.port == silent.getsockname()[1]
                          for c in psutil.Process(driver.pid).net_connections()):  # ray.init is trying
                assert driver.poll() is None and time.monotonic() < deadline, driver.communicate()
                time.sleep(0.2)
            time.sleep(0.5)
            driver.send_signal(signal.SIGTERM)
            _out, err = driver.communicate(timeout=20)
        finally:
            if driver.poll() is None:
                driver.kill()
    assert driver.returncode == 130, (driver.returncode, err)
    assert "cancelled while connecting to the Ray cluster" in err, err
    assert {t: s["status"] for t, s in plan_status(ws, plan).items()} == {"one": "DONE", "two": "DONE"}


# -- SIGTERM while tasks run -------------------------------------------------------------------------

def wait_for(path: Path, timeout: float = 180) -> str:
    deadline = time.monotonic() + timeout
    while not path.exists() or not path.read_text().strip():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.1)
    return path.read_text().strip()


def test_sigterm_to_the_driver_stops_the_tasks_and_keeps_true_states(tmp_path: Path, cluster: RayCluster) -> None:
    log = tmp_path / "log"
    log.mkdir()
    slow = (f"echo run >> {log}/slow.runs; if [ ! -e {log}/go ]; then echo $$ > {log}/slow.pid; "
            f"for i in $(seq 1200); do [ -e {log}/go ] && break; sleep 0.1; done; fi; "
            f"mkdir -p out/slow && echo slow > out/slow/x")
    fast = f"echo run >> {log}/fast.runs; mkdir -p out/fast && echo fast > out/fast/x"
    plan = tmp_path / "plan.toml"
    plan.write_text("[defaults]\nretries = 0\n\n" + task("slow", slow, inputs=[]) + task("fast", fast, inputs=[]))
    ws = workspace(tmp_path, "ws")
    assert run_savepoint(["remote", "add", "team", f"file://{tmp_path / 'remote'}"], ws).code == 0
    args = ["plan", "run", str(plan), "--executor", "ray", "--address", cluster.address, "-j", "2"]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"} | cluster.driver_env()
    driver = subprocess.Popen([sys.executable, "-m", "savepoint", *args, "--json"], cwd=ws, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        shell = int(wait_for(log / "slow.pid"))
        deadline = time.monotonic() + 120
        while plan_status(ws, plan)["fast"]["status"] != "DONE":
            assert time.monotonic() < deadline and driver.poll() is None
            time.sleep(0.3)
        t0 = time.monotonic()
        driver.send_signal(signal.SIGTERM)
        out, err = driver.communicate(timeout=60)
        stopped_in = time.monotonic() - t0
    finally:
        if driver.poll() is None:
            driver.kill()
    print(f"SIGTERM to exit: {stopped_in:.1f}s")
    r = CLIResult(subprocess.CompletedProcess(driver.args, driver.returncode, out, err))
    assert r.code == 130, r
    states = statuses(r)
    assert states == {"slow": "PENDING", "fast": "DONE"}, r
    deadline = time.monotonic() + 15
    while psutil.pid_exists(shell) and psutil.Process(shell).status() != psutil.STATUS_ZOMBIE:
        assert time.monotonic() < deadline, "the cancelled task's command still runs"
        time.sleep(0.2)
    # the cancelled task's folder goes with it (its worker removes it once the command is gone)
    deadline = time.monotonic() + 30
    while leftovers := [p for d in cluster.nodes.values() for p in (d / tasks_folder_name()).glob("slow-*")]:
        assert time.monotonic() < deadline, leftovers
        time.sleep(0.2)
    (log / "go").touch()
    r = run_savepoint([*args, "--resume", "--json"], ws, env=cluster.driver_env(), timeout=240)
    assert r.code == 0 and statuses(r) == {"slow": "DONE", "fast": "DONE"}, r
    assert (log / "fast.runs").read_text().split() == ["run"]  # done: kept, not run again
    assert (ws / "out" / "slow" / "x").read_text() == "slow\n" and (ws / "out" / "fast" / "x").exists()


# -- a node that cannot run the task -------------------------------------------------------------------

def test_nodes_without_credentials_make_the_task_retry_recorded_and_resumable(
        tmp_path: Path, seaweed_for_ray: Any) -> None:
    from ray_cluster import ray_binary, ray_cluster

    if ray_binary() is None or seaweed_for_ray is None:
        pytest.skip("needs ray and weed")
    creds = seaweed_for_ray.env()
    no_keys = {"AWS_ENDPOINT_URL": creds["AWS_ENDPOINT_URL"], "AWS_REGION": "us-east-1"}  # never an instance role
    plan = tmp_path / "plan.toml"
    plan.write_text("[defaults]\nretries = 0\n\n" + task("t", "mkdir -p out/t && echo t > out/t/x", inputs=[]))
    ws = workspace(tmp_path, "ws")
    with ray_cluster(no_keys) as c:
        assert run_savepoint(["remote", "add", "team", f"s3://plans/nokeys-{os.getpid()}"], ws, env=creds).code == 0
        args = ["plan", "run", str(plan), "--executor", "ray", "--address", c.address, "--json"]
        r = run_savepoint(args, ws, env=creds | c.driver_env(), timeout=240)
        assert r.code == 75, r
        t = {x["id"]: x for x in r.json()["tasks"]}["t"]
        assert t["status"] == "BLOCKED" and t["outcome"] == "RETRY", t
        assert len(t["lost"]) == 4 and all(x["rule"] == "plan:node-failed" for x in t["lost"]), t
        assert "no S3 credentials" in t["reason"], t
        shown = run_savepoint(["show", str(t["run_id"]), "--json"], ws)
        assert shown.code == 0 and "RETRY" in shown.out, shown
        # a node with credentials joins: the resume runs the task again, and it is done
        c.start_worker("keyed", env=creds)
        r = run_savepoint([*args, "--resume"], ws, env=creds | c.driver_env(), timeout=240)
        assert r.code == 0, r
        assert statuses(r) == {"t": "DONE"}
        assert (ws / "out" / "t" / "x").read_text() == "t\n"
        # a RETRY run is one a person can resolve
        first = str(t["run_id"])
        res = run_savepoint(["resolve", first, "--skip"], ws)
        assert res.code == 0, res


# -- what a killed task leaves on its node --------------------------------------------------------------

CLAIM = """
import subprocess, sys, time
sys.path.insert(0, {src!r})
from pathlib import Path
from savepoint.plan.executors.ray_node import claim_folder
folder, fd = claim_folder(Path({root!r}), "t-run-")
(folder / "f").write_text("x")
p = subprocess.Popen(["sleep", "300"], cwd=folder, start_new_session=True)
print(folder, p.pid, flush=True)
time.sleep(300)
"""


def test_a_killed_tasks_folder_and_command_are_swept_by_the_next_task(tmp_path: Path) -> None:
    from savepoint.plan.executors.ray_node import claim_folder, sweep

    root = tmp_path / "savepoint-tasks"
    root.mkdir()
    src = str(Path(__file__).resolve().parents[1] / "src")
    killed = subprocess.Popen([sys.executable, "-c", CLAIM.format(src=src, root=str(root))], stdout=subprocess.PIPE,
                              text=True)
    assert killed.stdout is not None
    folder, pid = killed.stdout.readline().split()
    running, fd = claim_folder(root, "u-run-")  # a live task's folder: left alone
    try:
        time.sleep(2.5)
        assert sweep(root) == []  # its task is alive
        killed.kill()  # the worker running it dies (SIGKILL): its command goes on, orphaned
        killed.wait()
        assert psutil.pid_exists(int(pid))
        assert sweep(root) == [folder]
        assert not Path(folder).exists() and not Path(folder + ".lock").exists()
        with contextlib.suppress(psutil.NoSuchProcess):
            assert psutil.Process(int(pid)).wait(timeout=10) is not None or True
        assert not psutil.pid_exists(int(pid)) or psutil.Process(int(pid)).status() == psutil.STATUS_ZOMBIE
        assert running.exists()
    finally:
        os.close(fd)
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid), signal.SIGKILL)


NODE_ROOT = """
from savepoint.errors import SavepointError
from savepoint.plan.executors.ray_node import node_root
try:
    print(node_root())
except SavepointError as e:
    print(f"exit {e.exit_code}: {e}")
"""


def test_each_user_gets_a_node_folder_of_its_own_and_one_others_can_write_is_refused(user_env: Any) -> None:
    # a node's shared temp folder (1777): root's tasks and the user's side by side, neither in the way
    shared = user_env.mkdir("node-tmp")
    shared.chmod(0o1777)

    def as_user(base: Path) -> str:
        out = user_env.sh(f"{user_env.python} -c '{NODE_ROOT}'", base, env={"SAVEPOINT_NODE_DIR": str(base)})
        assert out.returncode == 0, out
        return str(out.stdout.strip())

    if user_env.is_root:  # another user's tasks on the node first
        env = {**os.environ, "SAVEPOINT_NODE_DIR": str(shared)}
        mine = subprocess.run([sys.executable, "-c", NODE_ROOT], env=env, capture_output=True, text=True)
        assert mine.stdout.strip() == str(shared / "savepoint-tasks-0"), mine
    theirs = as_user(shared)
    assert theirs == str(shared / f"savepoint-tasks-{user_env.uid}")
    st = os.lstat(theirs)
    assert st.st_uid == user_env.uid and stat.S_IMODE(st.st_mode) == 0o700
    # one made by someone else's hand, open to everyone: refused in one line, nothing run in it
    other = user_env.mkdir("node-tmp2")
    user_env.sh(f"mkdir -m 777 {other}/savepoint-tasks-{user_env.uid} && chmod 777 {other}/savepoint-tasks-*", other)
    said = as_user(other)
    assert said.startswith(f"exit 2: refusing the node's task folder {other}/savepoint-tasks-{user_env.uid}: "
                           "it is writable by everyone"), said
    assert "SAVEPOINT_NODE_DIR" in said and len(said.splitlines()) == 1
    assert os.listdir(other / f"savepoint-tasks-{user_env.uid}") == []
