"""Real runs as an ordinary user (bytecode on, output redirected, started from a subfolder): a good
result is never rolled back, and the run behaves where the user stands."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult

TRAIN = """\
import model
import os
os.makedirs("out", exist_ok=True)
open("out/result.txt", "w").write(f"answer {model.answer()}\\n")
print("loss=0.25", flush=True)
"""


def write(ws: Path, files: dict[str, str], user_env: Any) -> None:
    for name, text in files.items():
        path = ws / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    user_env.chown(ws)


def outcome_in(text: str) -> dict[str, Any]:
    """The JSON outcome: the last line of savepoint's stdout that is a JSON object."""
    for line in reversed(text.splitlines()):
        if line.startswith("{"):
            return json.loads(line)  # type: ignore[no-any-return]
    raise AssertionError(f"no JSON outcome in {text!r}")


def store_snapshot(store: Path) -> list[tuple[str, int]]:
    if not store.exists():
        return []
    return sorted((str(p.relative_to(store)), p.stat().st_size) for p in store.rglob("*")
                  if p.is_file() and not p.name.endswith(("-wal", "-shm")) and p.name != "lock")


# -- writes outside the scope --------------------------------------------------------------------


def test_a_run_that_imports_a_local_module_is_done_and_kept(usp: Callable[..., CLIResult], user_ws: Path,
                                                             user_env: Any) -> None:
    write(user_ws, {"model.py": "def answer():\n    return 42\n", "train.py": TRAIN}, user_env)
    r = usp("run", "--json", "--scope", "out/", "--", "python", "train.py")
    assert r.code == 0, r
    out = r.json()
    assert out["status"] == "DONE" and out["outside_scope"] == [] and out["warnings"] == []
    assert (user_ws / "out" / "result.txt").read_text() == "answer 42\n"
    assert any((user_ws / "__pycache__").glob("model.*.pyc"))  # Python did write its cache


@pytest.mark.parametrize("redirect", ["> run.log 2>&1", "2>&1 | tee run.log", "2>&1 | cat | tee run.log"])
def test_a_run_whose_output_goes_to_a_log_in_the_workspace_is_done(
        user_env: Any, user_ws: Path, redirect: str) -> None:
    write(user_ws, {"model.py": "def answer():\n    return 42\n", "train.py": TRAIN}, user_env)
    proc = user_env.sh(f"savepoint run --json --scope out/ -- python train.py {redirect}", user_ws)
    assert proc.returncode == 0, (proc.stdout, proc.stderr, (user_ws / "run.log").read_text())
    log = (user_ws / "run.log").read_text()
    out = outcome_in(log)
    assert out["status"] == "DONE" and out["outside_scope"] == [], log
    assert (user_ws / "out" / "result.txt").read_text() == "answer 42\n"
    assert "loss=0.25" in log  # the task's output reached the log through savepoint


def test_only_savepoints_own_log_is_exempt_other_outside_writes_are_listed(user_env: Any, user_ws: Path) -> None:
    write(user_ws, {"notes.txt": "mine\n"}, user_env)
    proc = user_env.sh("savepoint run --json --scope out/ -- sh -c 'mkdir -p out; echo r > out/r; "
                       "echo scribble >> notes.txt' 2>&1 | tee run.log", user_ws)
    assert proc.returncode == 0, proc
    out = outcome_in((user_ws / "run.log").read_text())
    assert out["status"] == "DONE" and out["outside_scope"] == ["notes.txt"]
    assert "/notes.txt" in out["warnings"][0] and ".savepointignore" in out["warnings"][0]


def test_a_log_inside_the_scope_survives_a_rollback_whole(user_env: Any, user_ws: Path) -> None:
    """With the default scope (everything), the log is in scope: a rollback must neither restore it
    to its old content nor cut the summary written after the rollback."""
    write(user_ws, {"data.txt": "v1\n"}, user_env)
    proc = user_env.sh("savepoint run --json --retries 0 -- sh -c 'echo v2 > data.txt; echo broke; exit 3' "
                       "> run.log 2>&1", user_ws)
    assert proc.returncode == 11, proc
    log = (user_ws / "run.log").read_text()
    assert "broke" in log and outcome_in(log)["status"] == "ROLLED_BACK"
    assert (user_ws / "data.txt").read_text() == "v1\n"


def test_a_failure_reports_its_own_diagnosis_and_outside_writes_not_rolled_back(
        usp: Callable[..., CLIResult], user_ws: Path, user_env: Any) -> None:
    write(user_ws, {"run.py": "open('notes.txt', 'a').write('x')\nimport nosuchmodule_sp\n"}, user_env)
    r = usp("run", "--json", "--scope", "out/", "--", "python", "run.py")
    assert r.code == 12, r
    out = r.json()
    assert out["attempts"][0]["diagnosis"]["rule"] == "default:missing-module"
    assert out["outside_scope"] == ["notes.txt"] and "not rolled back" in out["reason"]
    report = Path(out["report"]).read_text()
    assert "NOT rolled back" in report and "notes.txt" in report
    assert "add to `.savepointignore` (workspace root): `/notes.txt`" in report


def test_strict_scope_escalation_says_which_ignore_line_to_add(usp: Callable[..., CLIResult], user_ws: Path,
                                                               user_env: Any) -> None:
    r = usp("run", "--json", "--strict-scope", "--scope", "out/", "--", "sh", "-c",
            "mkdir -p out logs; echo r > out/r; echo l > logs/today.log")
    assert r.code == 12, r
    out = r.json()
    assert out["attempts"][0]["diagnosis"]["rule"] == "default:outside-scope"
    assert "add to .savepointignore: '/logs/'" in out["reason"]
    assert not (user_ws / "out").exists()
    (user_ws / ".savepointignore").write_text("/logs/\n")
    user_env.chown(user_ws)
    again = usp("run", "--json", "--strict-scope", "--scope", "out/", "--", "sh", "-c",
                "mkdir -p out logs; echo r > out/r; echo l > logs/today.log")
    assert again.code == 0, again
    assert again.json()["outside_scope"] == []


# -- where the task runs, what a scope means -----------------------------------------------------


def test_a_run_from_a_subfolder_runs_there(usp: Callable[..., CLIResult], user_ws: Path, user_env: Any) -> None:
    assert usp("init").code == 0
    write(user_ws, {"jobs/job.py": "open('here.txt', 'w').write('hi')\n"}, user_env)
    r = usp("run", "--json", "--scope", "jobs/", "--check", "exists:jobs/here.txt", "--", "python", "job.py",
            cwd=user_ws / "jobs")
    assert r.code == 0, r
    assert (user_ws / "jobs" / "here.txt").read_text() == "hi"
    assert not (user_ws / "here.txt").exists()
    sh = usp("run", "--", "sh", "-c", "echo hi > here2.txt", cwd=user_ws / "jobs")
    assert sh.code == 0, sh
    assert (user_ws / "jobs" / "here2.txt").exists() and not (user_ws / "here2.txt").exists()


def test_a_named_task_runs_at_the_workspace_root_from_a_subfolder(usp: Callable[..., CLIResult], user_ws: Path,
                                                                  user_env: Any) -> None:
    """Its command is written in savepoint.toml at the root, so it runs there (unless it sets cwd)."""
    assert usp("init").code == 0
    write(user_ws, {"savepoint.toml": '[tasks.where]\nrun = "pwd > where.txt"\n', "sub/keep": ""}, user_env)
    r = usp("run", "where", cwd=user_ws / "sub")
    assert r.code == 0, r
    assert (user_ws / "where.txt").read_text().strip() == str(user_ws)
    assert not (user_ws / "sub" / "where.txt").exists()


@pytest.mark.parametrize("host_has_it", [False, pytest.param(True, marks=pytest.mark.root(reason="creates /data/raw"))])
def test_a_leading_slash_anchors_at_the_workspace_whatever_the_host_has(
        usp: Callable[..., CLIResult], user_ws: Path, user_env: Any, host_has_it: bool) -> None:
    created: list[Path] = []
    if host_has_it:
        for d in (Path("/data"), Path("/data/raw")):
            if not d.exists():
                d.mkdir()
                created.append(d)
    elif Path("/data/raw").exists():
        pytest.skip("this host has a /data/raw of its own")
    try:
        write(user_ws, {"data/raw/a.csv": "1,2\n", "notes.txt": "n\n"}, user_env)
        r = usp("run", "--json", "--retries", "0", "--scope", "/data/raw/", "--", "sh", "-c",
                "echo 3,4 >> data/raw/a.csv; exit 3")
        assert r.code == 11, r  # in scope, so changed and rolled back
        assert (user_ws / "data" / "raw" / "a.csv").read_text() == "1,2\n"
        assert r.json()["outside_scope"] == []
        absolute = usp("run", "--json", "--scope", str(user_ws / "data" / "raw"), "--", "true")
        assert absolute.code == 0, absolute
        for elsewhere in ("/etc/", str(user_ws.parent / "other")):
            bad = usp("run", "--scope", elsewhere, "--", "true")
            assert bad.code == 2 and len(bad.err.strip().splitlines()) == 1, bad
            assert "outside the workspace" in bad.err
    finally:
        for d in reversed(created):
            d.rmdir()


def test_a_command_that_cannot_run_is_refused_before_anything(usp: Callable[..., CLIResult], user_ws: Path,
                                                              user_env: Any) -> None:
    r = usp("run", "--", "nosuchprogram")
    assert r.code == 2 and r.err.strip() == "savepoint: error: run: command not found: nosuchprogram (not on PATH)"
    assert not user_env.store(user_ws).exists()  # not even a store
    assert usp("init").code == 0
    write(user_ws, {"job.sh": "echo hi\n"}, user_env)
    before = store_snapshot(user_env.store(user_ws))
    for argv, word in ((["nosuchprogram", "--flag"], "not found"), (["./job.sh"], "not executable"),
                       (["./nothere.sh"], "no such file")):
        r = usp("run", "--json", "--", *argv)
        assert r.code == 2 and word in r.err and len(r.err.strip().splitlines()) == 1, r
    assert store_snapshot(user_env.store(user_ws)) == before
    assert usp("list", "--json").json()["runs"] == []


def test_python_missing_script_is_fatal_by_its_own_rule(usp: Callable[..., CLIResult]) -> None:
    r = usp("run", "--json", "--", "python", "missing.py")
    assert r.code == 12, r
    out = r.json()
    assert len(out["attempts"]) == 1
    assert out["attempts"][0]["diagnosis"]["rule"] == "default:cannot-open-file"
    assert out["attempts"][0]["diagnosis"]["severity"] == "FATAL"


# -- repeats, anomalies, read-only, metrics ------------------------------------------------------


NAN = """\
import os
os.makedirs("out", exist_ok=True)
open("out/weights.txt", "w").write("trained\\n")
for step in range(1, 20):
    loss = 1.0 / step if step < 10 else float("nan")
    print(f"step {step} loss={loss}", flush=True)
    if step >= 10:
        import time; time.sleep(5)
"""


def test_a_deterministic_nan_runs_at_most_two_attempts(usp: Callable[..., CLIResult], user_ws: Path,
                                                       user_env: Any) -> None:
    write(user_ws, {"train.py": NAN}, user_env)
    r = usp("run", "--json", "--watch", "loss", "--retries", "4", "--backoff", "0", "--scope", "out/",
            "--", "python", "train.py")
    assert r.code == 12, r
    out = r.json()
    assert [a["diagnosis"]["rule"] for a in out["attempts"]] == ["default:nan", "default:repeated"]
    assert not (user_ws / "out").exists()  # rolled back


@pytest.mark.parametrize("body, rule", [("while True:\n    pass\n", "default:stall"),  # busy, silent
                                        ("time.sleep(60)\n", "default:hang")])  # silent, no CPU
def test_a_stall_or_hang_is_diagnosed_by_its_own_rule(usp: Callable[..., CLIResult], user_ws: Path,
                                                      user_env: Any, body: str, rule: str) -> None:
    write(user_ws, {"slow.py": "import time\nprint('working', flush=True)\n" + body}, user_env)
    r = usp("run", "--json", "--stall", "1s", "--retries", "0", "--", "python", "slow.py")
    assert r.code == 75, r
    diagnosis = r.json()["attempts"][0]["diagnosis"]
    assert (diagnosis["severity"], diagnosis["rule"]) == ("TRANSIENT", rule)
    kind = rule.split(":")[1]
    assert diagnosis["evidence"].startswith(f"anomaly {kind}") and "working" not in diagnosis["evidence"]


def test_read_only_tells_the_truth(usp: Callable[..., CLIResult], user_ws: Path, user_env: Any) -> None:
    r = usp("run", "--read-only", "--", "sh", "-c", "mkdir -p out; echo x > out/a")
    assert r.code == 12, r
    assert "read-only task wrote" in r.out and "out/a" in r.out
    assert "NOT rolled back" in r.out and "  rolled back:" not in r.out
    assert (user_ws / "out" / "a").read_text() == "x\n"
    j = usp("run", "--read-only", "--json", "--", "sh", "-c", "echo y > out/a").json()
    assert j["attempts"][0]["diagnosis"]["rule"] == "default:read-only"
    assert j["attempts"][0]["rolled_back"] is False and j["outside_scope"] == ["out/a"]


def test_a_watched_metric_never_seen_is_a_warning(usp: Callable[..., CLIResult]) -> None:
    r = usp("run", "--json", "--watch", "loss", "--", "sh", "-c", "echo acc=0.5")
    assert r.code == 0, r
    warnings = r.json()["warnings"]
    assert len(warnings) == 1 and "'loss'" in warnings[0] and "never seen" in warnings[0]
    assert "warning:" in r.err and "never seen" in r.err


# -- resumable progress ------------------------------------------------------------------------------

RESUME = """\
import json, os, signal, sys
os.makedirs("out", exist_ok=True)
ckpt = "out/ckpt.json"
step = json.load(open(ckpt))["step"] if os.path.exists(ckpt) else 0
print(f"resumed from step {step}", flush=True)
open("out/samples.txt", "a").write(f"attempt {os.environ['SAVEPOINT_ATTEMPT']}\\n")
while step < 8:
    step += 1
    print(f"step {step} loss={1 / step}", flush=True)
    with open(ckpt + ".tmp", "w") as f:
        json.dump({"step": step}, f)
    os.replace(ckpt + ".tmp", ckpt)
    if step == 5 and os.environ["SAVEPOINT_ATTEMPT"] == "1":
        os.kill(os.getpid(), signal.SIGKILL)  # the machine took it away
open("out/model.txt", "w").write(f"trained to step {step}\\n")
"""


def test_state_survives_a_kill_and_the_retry_resumes(usp: Callable[..., CLIResult], user_ws: Path,
                                                     user_env: Any) -> None:
    write(user_ws, {"train.py": RESUME}, user_env)
    r = usp("run", "--json", "--backoff", "0", "--scope", "out/", "--state", "out/ckpt.json", "--name", "gpt",
            "--", "python", "train.py")
    assert r.code == 0, r
    out = r.json()
    assert out["status"] == "DONE" and len(out["attempts"]) == 2
    assert out["attempts"][0]["rolled_back"] is True
    logs = [Path(a["log_dir"]) / "stdout.log" for a in out["attempts"]]
    assert "resumed from step 0" in logs[0].read_text()
    assert "resumed from step 5" in logs[1].read_text()  # 5 steps of progress kept, not thrown away
    # everything else was rolled back: the first attempt's line in samples.txt is gone
    assert (user_ws / "out" / "samples.txt").read_text() == "attempt 2\n"
    assert (user_ws / "out" / "model.txt").read_text() == "trained to step 8\n"
    # the post-failure checkpoint holds the progress too
    post = out["attempts"][0]["post_failure_checkpoint"]
    from savepoint.store import Store

    store = Store.open(user_ws)
    try:
        entry = store.manifest(post).get("out/ckpt.json")
    finally:
        store.close()
    assert entry is not None and entry.content is not None


def test_corrupt_progress_is_rolled_back_with_the_rest(usp: Callable[..., CLIResult], user_ws: Path,
                                                       user_env: Any) -> None:
    write(user_ws, {"train.py": NAN.replace('"out/weights.txt"', '"out/ckpt.txt"')}, user_env)
    r = usp("run", "--json", "--watch", "loss", "--retries", "0", "--scope", "out/", "--state", "out/ckpt.txt",
            "--", "python", "train.py")
    assert r.code == 11, r
    assert r.json()["attempts"][0]["diagnosis"]["rule"] == "default:nan"
    assert not (user_ws / "out" / "ckpt.txt").exists()


def test_name_gives_a_stable_state_directory(usp: Callable[..., CLIResult]) -> None:
    dirs = []
    for argv in (["sh", "-c", "echo $SAVEPOINT_STATE_DIR"], ["sh", "-c", "echo  $SAVEPOINT_STATE_DIR --resume"]):
        r = usp("run", "--json", "--name", "nanogpt", "--", *argv)
        assert r.code == 0, r
        dirs.append(next(line.split()[0] for line in r.err.splitlines() if "/state/" in line))
    assert dirs[0] == dirs[1] and dirs[0].endswith("/state/nanogpt")
    bad = usp("run", "--name", "../x", "--", "true")
    assert bad.code == 2 and "--name" in bad.err


def test_state_patterns_are_checked_before_anything_runs(user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    r = usp("run", "--state", "!out/", "--", "true")
    assert r.code == 2 and "state" in r.err
    assert not user_env.store(user_ws).exists()


@pytest.mark.parametrize("strict", [False, True])
def test_in_a_plan_an_outside_write_never_replaces_another_tasks_diagnosis(
        usp: Callable[..., CLIResult], user_ws: Path, user_env: Any, strict: bool) -> None:
    plan = ("[defaults]\nretries = 0\n" + ("strict_scope = true\n" if strict else "") + "\n"
            '[[task]]\nid = "broken"\nrun = "python -c \'import nosuchmodule_sp\'"\nscope = ["/a/"]\n\n'
            '[[task]]\nid = "sloppy"\nrun = "mkdir -p b && echo r > b/r && echo s > stray.txt"\nscope = ["/b/"]\n')
    write(user_ws, {"plan.toml": plan}, user_env)
    r = usp("plan", "run", "plan.toml", "-j", "2", "--json")
    tasks = {t["id"]: t for t in r.json()["tasks"]}
    broken = usp("show", tasks["broken"]["run_id"], "--json").json()
    assert "default:missing-module" in json.dumps(broken), broken
    assert "outside-scope" not in json.dumps(broken)
    assert tasks["sloppy"]["status"] == ("BLOCKED" if strict else "DONE"), tasks


def test_state_with_isolate_is_refused_before_anything(user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    r = usp("run", "--isolate", "--state", "out/ckpt.pt", "--", "true")
    assert r.code == 2 and "--state cannot be used with --isolate" in r.err, r
    assert not user_env.store(user_ws).exists()


def test_recover_after_savepoint_died_keeps_state(usp: Callable[..., CLIResult], user_ws: Path, user_env: Any) -> None:
    """savepoint itself is killed while the task runs: `recover` rolls back all but the progress."""
    import signal
    import subprocess
    import time

    write(user_ws, {"out/log.txt": "before\n",
                    "job.sh": "echo during >> out/log.txt; echo 7 > out/ckpt.txt; touch started; sleep 60\n"},
          user_env)
    assert usp("init").code == 0
    proc = user_env.popen([user_env.python, "-m", "savepoint", "run", "--scope", "out/", "--state", "out/ckpt.txt",
                           "--", "sh", "job.sh"], user_ws, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not (user_ws / "started").exists() and time.monotonic() < deadline:
            time.sleep(0.05)  # (a file the task writes: nothing else tells when it has started)
        assert (user_ws / "started").exists()
        os.kill(proc.pid, signal.SIGKILL)  # savepoint itself (setpriv execs it: same pid)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    r = usp("recover")
    assert r.code == 0 and "progress kept in out/ckpt.txt" in r.out, r
    assert (user_ws / "out" / "log.txt").read_text() == "before\n"
    assert (user_ws / "out" / "ckpt.txt").read_text() == "7\n"


def test_children_are_found_without_the_proc_children_files() -> None:
    """How a pipeline's reader is found must not depend on the kernel's CONFIG_PROC_CHILDREN."""
    import subprocess

    from savepoint.store import scope

    child = subprocess.Popen(["sleep", "30"])
    try:
        assert child.pid in scope._children_by_scan(os.getpid())
        assert scope._children_by_scan(os.getpid()) == scope._children(os.getpid())
    finally:
        child.kill()
        child.wait()


@pytest.mark.parametrize("mode", ["600", "000", "300"])
def test_a_task_that_locks_its_own_folder_is_still_rolled_back(usp: Callable[..., CLIResult], user_ws: Path,
                                                              user_env: Any, mode: str) -> None:
    """`chmod 600 d` (listable, not searchable), `000` and `300` (not listable): the user's own
    folders, which savepoint opens up to read them (and gives their modes back). It stopped with
    exit 74 "cannot stat d/f", the run left in flight and nothing rolled back."""
    user_env.sh("mkdir -p d/e && echo x > d/f && echo z > d/e/g && chmod 750 d/e", user_ws)
    r = usp("run", "--retries", "0", "--json", "--", "sh", "-c",
            f"echo y > d/f; echo w > d/e/g; chmod {mode} d/e; chmod {mode} d; exit 1")
    assert r.code == 11, r
    assert r.json()["status"] == "ROLLED_BACK"
    assert (user_ws / "d" / "f").read_text() == "x\n" and (user_ws / "d" / "e" / "g").read_text() == "z\n"
    assert (user_ws / "d").stat().st_mode & 0o777 == 0o755 and (user_ws / "d" / "e").stat().st_mode & 0o777 == 0o750
    # what the attempt left is kept, with its modes: restoring it locks the folders again
    post = r.json()["attempts"][0]["post_failure_checkpoint"]
    assert usp("restore", post).code == 0
    assert (user_ws / "d").stat().st_mode & 0o777 == int(mode, 8)
    user_env.sh("chmod 700 d && chmod 700 d/e", user_ws)
    assert (user_ws / "d" / "f").read_text() == "y\n" and (user_ws / "d" / "e" / "g").read_text() == "w\n"


@pytest.mark.parametrize("mode", ["600", "000"])
def test_an_isolated_task_that_locks_its_own_folder_is_kept_whole(usp: Callable[..., CLIResult], user_ws: Path,
                                                                  user_env: Any, mode: str) -> None:
    """Under --isolate the task's writes land in a layer; a folder it made unsearchable there must
    still be read and moved into the workspace, and keep the mode the task gave it (it stopped
    with exit 70, PermissionError, the run in flight)."""
    user_env.sh("mkdir -p d/sub && echo x > d/f", user_ws)
    r = usp("run", "--isolate", "--json", "--", "sh", "-c",
            f"echo y > d/f; mkdir d/new && echo n > d/new/g; chmod {mode} d/new; chmod {mode} d")
    assert r.code == 0, r
    assert r.json()["status"] == "DONE"
    assert (user_ws / "d").stat().st_mode & 0o777 == int(mode, 8)
    user_env.sh("chmod 700 d", user_ws)
    assert (user_ws / "d" / "new").stat().st_mode & 0o777 == int(mode, 8)
    user_env.sh("chmod 700 d/new", user_ws)
    assert (user_ws / "d" / "f").read_text() == "y\n" and (user_ws / "d" / "new" / "g").read_text() == "n\n"
    assert sorted(p.name for p in (user_ws / "d").iterdir()) == ["f", "new", "sub"]


def test_a_watched_name_seen_in_a_split_form_is_no_warning(usp: Callable[..., CLIResult]) -> None:
    """`--watch loss` watches `eval_loss` too: a task printing only that was watched."""
    r = usp("run", "--json", "--watch", "loss", "--", "sh", "-c", "echo eval_loss=0.5")
    assert r.code == 0, r
    assert r.json()["warnings"] == [], r.json()["warnings"]
