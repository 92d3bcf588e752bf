"""`savepoint plan run --executor slurm` on a real single-node Slurm cluster (tests/slurm_cluster.py),
submitted by an ordinary user: every task is a job that runs in the shared workspace; failures
roll back and retry; a job someone cancels is resubmitted; the driver's SIGTERM cancels its jobs;
a killed driver's jobs are re-attached by --resume, never submitted twice."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import stat
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from conftest import CLIResult
from storetools import store_of

# the tests start their own cluster (its daemons run as root), unless SAVEPOINT_TEST_SLURM=1 names
# one that is running (tests/slurm_cluster.py)
pytestmark = [] if os.environ.get("SAVEPOINT_TEST_SLURM") == "1" else [
    pytest.mark.root(reason="starts its own Slurm cluster (SAVEPOINT_TEST_SLURM=1 uses a running one)")]

if TYPE_CHECKING:
    from slurm_cluster import SlurmCluster
    from userenv import UserEnv

pytest_plugins = ["slurm_cluster"]  # the session's one cluster (fixture `slurm`)


def task(tid: str, run: str, needs: list[str] | None = None, extra: str = "") -> str:
    lines = ["[[task]]", f'id = "{tid}"', f"run = {json.dumps(run)}", f'scope = ["/out/{tid}/"]']
    if needs:
        lines.append(f"needs = {json.dumps(needs)}")
    if extra:
        lines.append(extra)
    return "\n".join(lines) + "\n\n"


def tree_digest(ws: Path) -> dict[str, str]:
    """path -> kind, mode and content of everything under out/."""
    out: dict[str, str] = {}
    for p in sorted((ws / "out").rglob("*")):
        st = p.lstat()
        rel = p.relative_to(ws).as_posix()
        if stat.S_ISREG(st.st_mode):
            out[rel] = f"f {stat.S_IMODE(st.st_mode):o} " + hashlib.sha256(p.read_bytes()).hexdigest()
        else:
            out[rel] = f"d {stat.S_IMODE(st.st_mode):o}"
    return out


class Plans:
    """Plans run as the ordinary test user, in workspaces of that user."""

    def __init__(self, user_env: UserEnv, slurm: SlurmCluster) -> None:
        self.user = user_env
        self.slurm = slurm
        self.env = {**slurm.env(), "SAVEPOINT_SLURM_POLL": "1"}

    def workspace(self, plan: str) -> Path:
        ws = self.user.mkdir("ws")
        self.user.sh("mkdir -p data && printf 'delta\\nalpha\\ncharlie\\nbravo\\n' > data/words.txt", ws)
        (ws / "plan.toml").write_text(plan)
        self.user.chown(ws / "plan.toml")
        r = self.user.run(["init"], ws)
        assert r.code == 0, r
        return ws

    def args(self, *extra: str) -> list[str]:
        part = ["--partition", self.slurm.partition] if self.slurm.partition else []
        return ["plan", "run", "plan.toml", "--executor", "slurm", *part, *extra]

    def run(self, ws: Path, *extra: str, timeout: float = 240) -> CLIResult:
        return self.user.run([*self.args(*extra), "--json"], ws, env=self.env, timeout=timeout)

    def start(self, ws: Path, *extra: str) -> subprocess.Popen[str]:
        return self.user.popen([self.user.python, "-m", "savepoint", *self.args(*extra), "--json"], ws,
                               env=self.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def log(self) -> Path:
        """A folder outside every workspace where tasks note their runs (the user can write it)."""
        return self.user.mkdir("log")  # type: ignore[no-any-return]

    def jobs_of(self, ws: Path, task_id: str) -> list[str]:
        """The jobs the plans of `ws` submitted for a task (their scripts are in its store), oldest first."""
        store = str(store_of(ws, self.user.env()))
        return sorted((i for i, (name, _, command) in self.slurm.jobs().items()
                       if name == f"savepoint-{task_id}" and command.startswith(store)), key=int)

    def active(self) -> list[str]:
        return [i for i, (name, s, _) in self.slurm.jobs().items()
                if name.startswith("savepoint-") and s in ("PENDING", "RUNNING", "CONFIGURING", "COMPLETING")]


@pytest.fixture
def plans(user_env: UserEnv, slurm: SlurmCluster) -> Plans:
    return Plans(user_env, slurm)


def by_id(r: CLIResult) -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in r.json()["tasks"]}


def wait_for(path: Path, timeout: float = 120) -> str:
    deadline = time.monotonic() + timeout
    while not path.exists() or not path.read_text().strip():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.1)
    return path.read_text().strip()


def slow_body(log: Path, tid: str, work: str) -> str:
    """Counts its runs in log/TID.runs, appends to out/TID/log (a rollback removes that line), and
    on its first run writes log/TID.pid and waits up to 120 s for log/go."""
    return (f"echo run >> {log}/{tid}.runs && mkdir -p out/{tid} && echo line >> out/{tid}/log && "
            f"if [ ! -e {log}/go ]; then echo $$ > {log}/{tid}.pid; "
            f"for i in $(seq 1200); do [ -e {log}/go ] && break; sleep 0.1; done; fi; {work}")


def sigterm(driver: subprocess.Popen[str], when: Callable[[], object]) -> CLIResult:
    """Once `when()` returns, SIGTERM to the driver; what it said (killed if it outlives the test)."""
    try:
        when()
        driver.send_signal(signal.SIGTERM)
        stdout, stderr = driver.communicate(timeout=120)
    finally:
        if driver.poll() is None:
            driver.kill()
    return CLIResult(subprocess.CompletedProcess(driver.args, driver.returncode, stdout, stderr))


def runs(log: Path, tid: str) -> int:
    p = log / f"{tid}.runs"
    return len(p.read_text().split()) if p.exists() else 0


# -- the tests --------------------------------------------------------------------------------------

PLAN3 = ("[defaults]\nretries = 0\n\n"
         + task("sort", "mkdir -p out/sort && sort data/words.txt > out/sort/words.txt && id -u > out/sort/uid")
         + task("count", "mkdir -p out/count && wc -l < out/sort/words.txt > out/count/n "
                         "&& head -1 out/sort/words.txt > out/count/first", ["sort"])
         + task("solo", "mkdir -p out/solo && seq 1000 > out/solo/numbers && chmod 640 out/solo/numbers"))


def test_three_tasks_with_a_dependency_run_as_jobs_and_equal_a_local_run(plans: Plans, user_env: UserEnv) -> None:
    here = plans.workspace(PLAN3)
    local = user_env.run(["plan", "run", "plan.toml", "--json"], here)
    assert local.code == 0, local
    ws = plans.workspace(PLAN3)
    r = plans.run(ws, "-j", "2")
    assert r.code == 0, r
    tasks = by_id(r)
    assert {t: v["status"] for t, v in tasks.items()} == {"sort": "DONE", "count": "DONE", "solo": "DONE"}
    assert all("/slurm-" in str(t["node"]) for t in tasks.values()), tasks
    assert "sort: Slurm job" in r.err and "submitted" in r.err, r
    assert tree_digest(ws) == tree_digest(here)
    assert (ws / "out" / "count" / "first").read_text() == "alpha\n"
    assert (ws / "out" / "sort" / "uid").read_text().strip() == str(user_env.uid)  # ran as the user
    # each job's run is known here, with its output; the jobs' folders are gone
    shown = user_env.run(["show", str(tasks["count"]["run_id"]), "--json"], ws)
    assert shown.code == 0 and "DONE" in shown.out, shown
    jobs_dir = store_of(ws, user_env.env()) / "slurm"
    assert not [p for p in jobs_dir.rglob("job.json")], list(jobs_dir.rglob("*"))


def test_failures_roll_back_retry_and_block_their_dependents(plans: Plans, user_env: UserEnv) -> None:
    # `fit` runs out of memory with N=4 (its first attempt's line is rolled back), fits with N=2;
    # `bad` fails for good: rolled back, escalated, and `after_bad` never runs
    plan = (task("fit", "mkdir -p out/fit && echo N={N} >> out/fit/log && "
                        "if [ {N} -gt 2 ]; then echo 'MemoryError: cannot allocate' >&2; exit 1; fi; "
                        "echo ok > out/fit/done", extra='retries = 1\nparams = { N = 4 }\nadjust = { N = "N // 2" }')
            + task("bad", "mkdir -p out/bad && echo half-written > out/bad/half && echo bad-went-wrong >&2 && exit 127",
                   extra="retries = 0")
            + task("after_bad", "mkdir -p out/after_bad && echo never > out/after_bad/x", ["bad"]))
    ws = plans.workspace(plan)
    r = plans.run(ws, "-j", "2")
    assert r.code == 12, r
    tasks = by_id(r)
    assert tasks["fit"]["status"] == "DONE" and tasks["fit"]["attempts"] == 2, tasks["fit"]
    assert (ws / "out" / "fit" / "log").read_text() == "N=2\n"  # the N=4 attempt was rolled back
    assert tasks["bad"]["status"] == "BLOCKED" and tasks["bad"]["outcome"] == "FATAL", tasks["bad"]
    assert tasks["after_bad"]["status"] == "BLOCKED" and tasks["after_bad"]["blocked_by"] == "bad"
    assert not (ws / "out" / "bad").exists() and not (ws / "out" / "after_bad").exists()
    report = Path(str(r.json()["report"])).read_text()
    assert "## `bad`: FATAL" in report and "bad-went-wrong" in report, report
    # what the failed attempt left stays in the job's store, and the run says how to see it
    shown = user_env.run(["show", str(tasks["bad"]["run_id"]), "--json"], ws)
    warning = next(w for w in json.loads(shown.out)["outcome"]["warnings"] if "savepoint diff" in w)
    diff = user_env.run([*warning.split("savepoint ", 1)[1].split(), "--json"], ws)
    assert diff.code == 0 and "out/bad/half" in diff.out, diff


@pytest.mark.parametrize("how", ["scancel", "node-down"])
def test_a_job_slurm_ends_is_resubmitted_from_a_rolled_back_scope(plans: Plans, how: str) -> None:
    log = plans.log()
    ws = plans.workspace(task("slow", slow_body(log, "slow", "echo done > out/slow/done"), extra="retries = 1"))
    driver = plans.start(ws)
    state = {"scancel": "CANCELLED", "node-down": "NODE_FAIL"}[how]
    try:
        wait_for(log / "slow.pid")
        [job] = plans.jobs_of(ws, "slow")
        if how == "scancel":  # an administrator, not the driver
            out = plans.slurm.run("scancel", job)
            assert out.returncode == 0, out
        else:  # the node fails under the job; it comes back for the next one
            if not plans.slurm.started:
                pytest.skip("takes a node down: only on the cluster the tests started")
            node = f"nodename={plans.slurm.node}"
            out = plans.slurm.run("scontrol", "update", node, "state=down", "reason=savepoint-test")
            assert out.returncode == 0, out
            deadline = time.monotonic() + 60
            while plans.slurm.jobs()[job][1] != state:
                assert time.monotonic() < deadline, plans.slurm.jobs()
                time.sleep(0.2)
            while plans.slurm.run("scontrol", "update", node, "state=resume").returncode != 0:
                # refused while the failed job is cleaned up, and once the node is back by itself
                # (ReturnToService=2)
                if plans.slurm.run("sinfo", "-h", "-n", plans.slurm.node, "-o", "%T").stdout.strip() in (
                        "idle", "mixed", "allocated"):
                    break
                assert time.monotonic() < deadline, plans.slurm.run("sinfo", "-N", "-l").stdout
                time.sleep(0.2)
        # the run after the loss goes straight through (only now: the first run, let go before the loss,
        # could finish before the node went down)
        (log / "go").touch()
        stdout, stderr = driver.communicate(timeout=180)
    finally:
        if driver.poll() is None:
            driver.kill()
        if how == "node-down":  # whatever happened, the next test has its node
            plans.slurm.run("scontrol", "update", f"nodename={plans.slurm.node}", "state=resume")
    r = CLIResult(subprocess.CompletedProcess(driver.args, driver.returncode, stdout, stderr))
    assert r.code == 0, r
    slow = by_id(r)["slow"]
    assert slow["status"] == "DONE" and slow["attempts"] == 2, slow
    assert len(slow["lost"]) == 1 and slow["lost"][0]["error"] == state, slow
    assert slow["lost"][0]["diagnosis"]["severity"] == "TRANSIENT", slow
    assert f"Slurm job {job} ended {state}" in r.err and "resubmitted (1 of 1)" in r.err, r
    assert runs(log, "slow") == 2 and len(plans.jobs_of(ws, "slow")) == 2
    assert (ws / "out" / "slow" / "log").read_text() == "line\n"  # the cancelled run's line was rolled back


def test_sigterm_to_the_driver_cancels_its_jobs_and_resume_finishes(plans: Plans) -> None:
    log = plans.log()
    ws = plans.workspace(task("slow", slow_body(log, "slow", "echo done > out/slow/done"), extra="retries = 0")
                         + task("next", "mkdir -p out/next && cat out/slow/done > out/next/x", ["slow"]))
    r = sigterm(plans.start(ws), lambda: wait_for(log / "slow.pid"))
    assert r.code == 130, r
    assert by_id(r)["slow"]["status"] == "PENDING" and by_id(r)["next"]["status"] == "PENDING", r
    assert not plans.active(), plans.slurm.jobs()  # its job was cancelled
    assert not (ws / "out" / "slow").exists()  # and the task rolled back
    (log / "go").touch()
    r2 = plans.run(ws, "--resume")
    assert r2.code == 0, r2
    assert {t["status"] for t in by_id(r2).values()} == {"DONE"}
    assert (ws / "out" / "next" / "x").read_text() == "done\n"
    assert (ws / "out" / "slow" / "log").read_text() == "line\n"


def test_driver_killed_then_resume_reattaches_its_job_and_submits_nothing_twice(plans: Plans,
                                                                                 user_env: UserEnv) -> None:
    log = plans.log()
    plan = (task("first", f"echo run >> {log}/first.runs && mkdir -p out/first && echo 1 > out/first/x")
            + task("middle", slow_body(log, "middle", "cat out/first/x > out/middle/x"), ["first"])
            + task("last", f"echo run >> {log}/last.runs && mkdir -p out/last && cat out/middle/x > out/last/x",
                   ["middle"]))
    ws = plans.workspace("[defaults]\nretries = 0\n\n" + plan)
    driver = plans.start(ws, "-j", "2")
    try:
        wait_for(log / "middle.pid")  # first is done, middle runs
    finally:
        driver.kill()  # SIGKILL: nothing of the driver runs after this
        driver.communicate()
    [job] = plans.jobs_of(ws, "middle")
    assert plans.slurm.jobs()[job][1] == "RUNNING"  # the job outlives its driver
    status = user_env.run(["plan", "status", "plan.toml", "--json"], ws)
    before = {t["id"]: t["status"] for t in status.json()["tasks"]}
    assert before == {"first": "DONE", "middle": "RUNNING", "last": "PENDING"}, before
    (log / "go").touch()
    r = plans.run(ws, "--resume", "-j", "2")
    assert r.code == 0, r
    assert {t["status"] for t in by_id(r).values()} == {"DONE"}, r
    assert f"takes the result of Slurm job {job}" in r.err, r
    assert (runs(log, "first"), runs(log, "middle"), runs(log, "last")) == (1, 1, 1)
    assert plans.jobs_of(ws, "middle") == [job] and len(plans.jobs_of(ws, "first")) == 1
    assert (ws / "out" / "last" / "x").read_text() == "1\n"


def test_a_partition_slurm_refuses_is_one_line_exit_2_and_changes_nothing(plans: Plans,
                                                                          user_env: UserEnv) -> None:
    ws = user_env.mkdir("ws")
    (ws / "plan.toml").write_text(PLAN3)
    user_env.chown(ws / "plan.toml")
    r = user_env.run(["plan", "run", "plan.toml", "--executor", "slurm", "--partition", "no-such-partition"], ws,
                     env=plans.env)
    assert r.code == 2, r
    lines = r.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("savepoint: error: Slurm refuses the plan's jobs"), r
    assert "no-such-partition" in lines[0] and "partition" in lines[0].lower(), r
    assert not store_of(ws, user_env.env()).exists() and not (ws / "out").exists()
    assert not plans.active()
    r = user_env.run(["plan", "run", "plan.toml", "--partition", "debug"], ws, env=plans.env)
    assert r.code == 2 and "--partition is for --executor slurm" in r.err, r




def memory_plan(first: str = "") -> str:
    """`big` touches MB MiB; 800 is over the job's --mem of 300M, `adjust` brings it to 200. On its first
    run, `first` runs before the allocation."""
    alloc = ("python3 -c 'import time; x = bytearray({MB} << 20); x[::4096] = b\"x\" * len(x[::4096]); "
             "time.sleep(0.5)'")
    return task("big", f"mkdir -p out/big && echo MB={{MB}} >> out/big/log && {first}{alloc} && echo ok > out/big/done",
                extra='retries = 2\nparams = { MB = 800 }\nadjust = { MB = "MB // 4" }')


def test_a_task_over_the_jobs_memory_runs_again_with_adjusted_params(plans: Plans, user_env: UserEnv) -> None:
    if not plans.slurm.cgroup:
        pytest.skip("this cluster runs without the memory cgroup (proctrack/linuxproc): nothing enforces --mem")
    ws = plans.workspace(memory_plan())
    r = plans.run(ws, "--mem", "300M")
    assert r.code == 0, r
    big = by_id(r)["big"]
    assert big["status"] == "DONE" and big["attempts"] == 2 and not big["lost"], big
    assert (ws / "out" / "big" / "log").read_text() == "MB=200\n"  # the attempt over --mem was rolled back
    shown = user_env.run(["show", str(big["run_id"]), "--json"], ws)
    first = json.loads(shown.out)["outcome"]["attempts"][0]
    assert first["exit"] == 137 and first["diagnosis"]["rule"] == "default:oom", first  # the shell said "Killed"
    assert first["diagnosis"]["severity"] == "NEEDS_CONTEXT", first
    assert first["params"] == {"MB": "800"}, first


def test_a_job_the_memory_cgroup_ends_is_resubmitted_with_adjusted_params(plans: Plans) -> None:
    if not plans.slurm.cgroup:
        pytest.skip("this cluster runs without the memory cgroup (proctrack/linuxproc): nothing enforces --mem")
    # savepoint in the job is the OOM killer's first choice: the whole job ends OUT_OF_MEMORY, no result
    ws = plans.workspace(memory_plan(first="if [ {MB} -gt 300 ]; then echo 1000 > /proc/$PPID/oom_score_adj; fi; "))
    r = plans.run(ws, "--mem", "300M")
    assert r.code == 0, r
    big = by_id(r)["big"]
    assert big["status"] == "DONE" and big["attempts"] == 2, big
    [lost] = big["lost"]
    assert lost["error"] == "OUT_OF_MEMORY" and lost["params"] == {"MB": "800"}, lost
    assert lost["diagnosis"]["severity"] == "NEEDS_CONTEXT" and lost["diagnosis"]["rule"] == "slurm:out-of-memory"
    assert "ran out of memory: resubmitted with MB=200" in r.err, r
    assert (ws / "out" / "big" / "log").read_text() == "MB=200\n"  # the killed job's scope was rolled back


def test_through_a_remote_the_nodes_need_no_shared_workspace(plans: Plans, user_env: UserEnv) -> None:
    pytest.importorskip("obstore")
    here = plans.workspace(PLAN3)
    assert user_env.run(["plan", "run", "plan.toml"], here).code == 0
    ws = plans.workspace(PLAN3)
    remote = user_env.mkdir("remote")
    assert user_env.run(["remote", "add", "team", f"file://{remote}"], ws).code == 0
    r = plans.run(ws, "-j", "2", "--remote", "team")
    assert r.code == 0, r
    tasks = by_id(r)
    assert {t["status"] for t in tasks.values()} == {"DONE"}, tasks
    assert all(t["kept_checkpoint"] for t in tasks.values()), tasks  # each job pushed its result
    assert "from checkpoints on remote team" in r.err, r
    assert tree_digest(ws) == tree_digest(here)  # restored here at the end


def test_without_slurm_here_or_without_executor_slurm_the_options_are_one_line(user_env: UserEnv) -> None:
    # no cluster needed: nothing reaches Slurm
    ws = user_env.mkdir("ws")
    (ws / "plan.toml").write_text(PLAN3)
    user_env.chown(ws / "plan.toml")
    tools = user_env.mkdir("tools")  # what the test needs on PATH, and no Slurm
    for tool in ("setpriv", "sh"):
        found = shutil.which(tool)
        if found:
            (tools / tool).symlink_to(found)
    r = user_env.run(["plan", "run", "plan.toml", "--executor", "slurm"], ws,
                     env={"PATH": f"{user_env.bin}:{tools}"})
    assert r.code == 2, r
    assert r.err.strip().splitlines() == [
        "savepoint: error: plans on Slurm need Slurm's commands on PATH here: sbatch, squeue, scancel not found"], r
    for flags in (["--mem", "4G"], ["--sbatch-arg=--qos=high"], ["--time", "10", "-A", "proj"]):
        r = user_env.run(["plan", "run", "plan.toml", *flags], ws)
        assert r.code == 2 and r.err.strip() == f"savepoint: error: {flags[0].split('=')[0]} is for --executor slurm", r
    r = user_env.run(["plan", "run", "plan.toml", "--executor", "slurm", "--address", "127.0.0.1:1"], ws)
    assert r.code == 2 and "--address is for --executor ray" in r.err, r
    assert not store_of(ws, user_env.env()).exists() and not (ws / "out").exists()


def test_a_job_that_cannot_start_savepoint_blocks_its_task_with_the_jobs_last_line(plans: Plans) -> None:
    ws = plans.workspace(PLAN3)
    r = plans.user.run([*plans.args(), "--json"], ws, env={**plans.env, "SAVEPOINT_SLURM_PYTHON": "/nowhere/python3"})
    assert r.code == 70, r
    sort = by_id(r)["sort"]
    assert sort["status"] == "BLOCKED" and "ended FAILED without a result" in sort["reason"], sort
    assert "/nowhere/python3" in sort["reason"], sort  # the shell's word, from the job's output
    assert by_id(r)["count"]["blocked_by"] == "sort" and not (ws / "out").exists()


# -- what the driver trusts in its job folders ------------------------------------------------------

def _plant_record(user_env: UserEnv, job_dir: Path, **values: Any) -> None:
    """A job.json a dead driver (or anyone who can write the folder) could have left."""
    record = {"job_id": "", "task": "sort", "run_id": "r20260101-000000-abcdef", "spec": {}, "submitted": 0.0,
              "mode": "shared", **values}
    user_env.sh(f"mkdir -p {job_dir} && cat > {job_dir}/job.json <<'EOF'\n{json.dumps(record)}\nEOF", Path("/"))


def test_a_job_record_names_only_the_folder_it_is_in(plans: Plans, user_env: UserEnv) -> None:
    from savepoint.plan.state import plan_id_for

    ws = plans.workspace(PLAN3)
    jobs = store_of(ws, user_env.env()) / "slurm" / plan_id_for(ws / "plan.toml", ws)
    user_env.sh(f"mkdir -p {jobs}", ws)
    victim = user_env.mkdir("victim")
    user_env.sh(f"echo keep > {victim}/f", ws)
    other = user_env.mkdir("other-ws")
    # `dir` names a folder elsewhere: the record's folder is where it lies, nothing else is deleted
    _plant_record(user_env, jobs / "r1-1", dir=str(victim), workspace=str(ws))
    # of another workspace: its store would be recovered into that workspace; left alone
    _plant_record(user_env, jobs / "r2-1", dir=str(victim), workspace=str(other), run_id="r20260101-000000-bbbbbb")
    # a run id that is a path: not a record of ours
    _plant_record(user_env, jobs / "r3-1", dir=str(victim), workspace=str(ws), run_id="../../x")
    r = plans.run(ws)
    assert r.code == 0, r
    assert (victim / "f").read_text() == "keep\n"
    assert not (jobs / "r1-1").exists()  # a job of this plan that never got in: its folder is removed
    assert (jobs / "r2-1" / "job.json").exists() and (jobs / "r3-1" / "job.json").exists()
    said = [ln for ln in r.err.splitlines() if "left the job folder" in ln]
    assert len(said) == 1 and str(jobs / "r2-1") in said[0] and "another workspace" in said[0], r.err


def test_a_job_folder_others_can_write_or_do_not_own_is_refused(plans: Plans, user_env: UserEnv) -> None:
    ws = plans.workspace(PLAN3)
    shared = user_env.mkdir("jobs")
    shared.chmod(0o777)  # (the user's own, but anyone may plant a result to unpickle there)
    cases = [(shared, "writable by everyone")]
    if user_env.is_root:  # a folder of another user's (root's)
        theirs = Path(tempfile.mkdtemp(prefix="jobs-of-root-", dir=user_env.base))
        theirs.chmod(0o755)
        cases.append((theirs, "belongs to root"))
    for folder, why in cases:
        r = plans.user.run([*plans.args(), "--json"], ws, env={**plans.env, "SAVEPOINT_SLURM_DIR": str(folder)})
        assert r.code == 2, r
        lines = r.err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"savepoint: error: refusing the Slurm job folder {folder}")
        assert why in lines[0] and "SAVEPOINT_SLURM_DIR" in lines[0], lines
        assert os.listdir(folder) == [] and not (ws / "out").exists()
    assert not plans.jobs_of(ws, "sort")


def test_through_a_remote_a_cancelled_plan_leaves_the_done_results_on_the_remote(plans: Plans,
                                                                                  user_env: UserEnv) -> None:
    pytest.importorskip("obstore")
    log = plans.log()
    ws = plans.workspace("[defaults]\nretries = 0\n\n"
                         + task("fast", "mkdir -p out/fast && echo F > out/fast/x")
                         + task("slow", slow_body(log, "slow", "echo S > out/slow/y")))
    remote = user_env.mkdir("remote")
    assert user_env.run(["remote", "add", "team", f"file://{remote}"], ws).code == 0

    def fast_done_slow_running() -> None:  # fast's result is the plan's (pushed to the remote)
        wait_for(log / "slow.pid")
        deadline = time.monotonic() + 120
        while True:
            status = user_env.run(["plan", "status", "plan.toml", "--json"], ws)
            if status.code == 0 and {t["id"]: t["status"] for t in status.json()["tasks"]}.get("fast") == "DONE":
                return
            assert time.monotonic() < deadline, status
            time.sleep(0.5)

    r = sigterm(plans.start(ws, "-j", "2", "--remote", "team"), fast_done_slow_running)
    assert r.code == 130, r
    assert by_id(r)["fast"]["status"] == "DONE" and by_id(r)["slow"]["status"] == "PENDING", r
    assert not (ws / "out").exists()  # nothing restored after Ctrl-C / SIGTERM
    assert "stay on remote team" in r.err and "--resume" in r.err, r
    (log / "go").touch()
    r2 = plans.run(ws, "--resume", "-j", "2", "--remote", "team")
    assert r2.code == 0, r2
    assert (ws / "out" / "fast" / "x").read_text() == "F\n" and (ws / "out" / "slow" / "y").read_text() == "S\n"
