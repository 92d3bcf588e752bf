"""Acceptance findings: the command line as an ordinary user drives it, after issues 9-16 landed
together. Each test is a defect found by driving the contract, kept so it stays fixed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult


def test_rollback_of_an_attempt_that_changed_nothing_does_not_claim_a_full_disk(
        usp: Callable[..., CLIResult], user_ws: Path) -> None:
    # A task that writes nothing and fails its check: the rollback has nothing to undo (the
    # no-op restore takes no checkpoint), which is not the full-disk path.
    r = usp("run", "--check", "exists:out/none", "--json", "--", "true")
    assert r.code == 11, r
    assert "disk was full" not in r.err, r.err
    assert "changed nothing" in r.err, r.err
    out = r.json()
    assert out["status"] == "ROLLED_BACK"
    assert out["attempts"][0]["post_failure_checkpoint"] is None


def test_recover_after_kill_9_keeps_the_log_savepoint_wrote_to(
        user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    # `savepoint run ... > run.log 2>&1`, savepoint killed with -9, then `savepoint recover`: the
    # rollback undoes the task's writes but not the log of the run (the run's own rollback never
    # touches it either).
    import os
    import signal
    import time

    (user_ws / "f.txt").write_text("orig\n")
    started = user_ws / ".started"
    (user_ws / "task.sh").write_text("#!/bin/sh\necho modified > f.txt\necho x > .started\nsleep 60\n")
    (user_ws / "task.sh").chmod(0o755)
    user_env.chown(user_ws)
    assert usp("init").code == 0
    p = user_env.popen(["sh", "-c", f"exec {user_env.python} -m savepoint run -- ./task.sh > run.log 2>&1"],
                       user_ws)
    try:
        deadline = time.monotonic() + 60
        while not started.exists():
            assert time.monotonic() < deadline and p.poll() is None, "the task never started"
            time.sleep(0.05)
        os.kill(p.pid, signal.SIGKILL)
        p.wait(timeout=30)
        assert (user_ws / "run.log").exists()
        r = usp("recover", "--json")
        assert r.code == 0, r
        assert any("rolled back" in line for line in r.json()["recovered"]), r
        assert (user_ws / "f.txt").read_text() == "orig\n"
        assert not started.exists()
        assert (user_ws / "run.log").exists(), "recover deleted the run's own log"
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        usp("recover")


def test_an_unknown_command_is_one_line_with_one_prefix(usp: Callable[..., CLIResult]) -> None:
    r = usp("frobnicate")
    assert r.code == 2, r
    assert r.err.strip() == "savepoint: error: No such command 'frobnicate'.", r.err
    r = usp("plan", "frob")
    assert r.code == 2 and r.err.strip() == "savepoint: error: savepoint plan: No such command 'frob'.", r


COMMANDS = ["init", "checkpoint", "list", "show", "diff", "restore", "run", "plan run", "plan status",
            "resolve", "recover", "verify", "gc", "report", "hook", "undo", "mcp",
            "remote add", "remote list", "remote remove", "push", "pull"]


def test_every_option_in_help_is_documented() -> None:
    # docs match --help: each option a command offers is named in the README or docs/.
    import re
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    docs = (root / "README.md").read_text() + "".join(p.read_text() for p in (root / "docs").glob("*.md"))
    missing = []
    for cmd in COMMANDS:
        out = subprocess.run([sys.executable, "-m", "savepoint", *cmd.split(), "--help"],
                             capture_output=True, text=True, check=True).stdout
        for short, opt in re.findall(r"^\s+(?:(-\w), )?(--[a-z][a-z-]+)", out, re.M):
            if opt in ("--help", "--json", "--workspace", "--store"):
                continue  # every command's (README: "Every command takes --json, ...")
            names = [opt] + ([short] if short else [])
            if not any(re.search(r"(?<![\w-])" + re.escape(n) + r"(?![\w-])", docs) for n in names):
                missing.append(f"{cmd} {opt}")
    assert not missing, f"options in --help that no doc names: {missing}"
    assert "74" in subprocess.run([sys.executable, "-m", "savepoint", "--help"], capture_output=True,
                                  text=True, check=True).stdout


def test_ctrl_c_when_the_reader_of_savepoints_output_is_gone(
        user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    # `savepoint run ... 2>&1 | tee run.log`, then Ctrl-C: the terminal interrupts tee too, so
    # savepoint's output pipe has no reader any more. The run is still cancelled (exit 130) and
    # rolled back, not turned into an error with exit 1.
    import os
    import signal
    import subprocess
    import time

    (user_ws / "f.txt").write_text("orig\n")
    started = user_ws / ".started"
    (user_ws / "task.sh").write_text("#!/bin/sh\necho modified > f.txt\necho x > .started\n"
                                     "while :; do echo line; sleep 0.05; done\n")
    (user_ws / "task.sh").chmod(0o755)
    user_env.chown(user_ws)
    p = user_env.popen([user_env.python, "-m", "savepoint", "run", "--", "./task.sh"], user_ws,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while not started.exists():
            assert time.monotonic() < deadline and p.poll() is None, "the task never started"
            time.sleep(0.05)
        p.stdout.close()  # type: ignore[union-attr]  # tee is gone
        time.sleep(0.2)  # not synchronisation: lets savepoint echo into the dead pipe first
        os.kill(p.pid, signal.SIGINT)
        assert p.wait(timeout=60) == 130
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    assert (user_ws / "f.txt").read_text() == "orig\n"
    assert not started.exists()
    shown = usp("show", "latest", "--json").json()
    assert shown["outcome"]["reason"] == "cancelled", shown["outcome"]


def test_an_empty_watched_metric_and_a_negative_list_limit_are_refused(user_env: Any,
        usp: Callable[..., CLIResult], user_ws: Path) -> None:
    r = usp("run", "--watch", "", "--", "true")
    assert r.code == 2 and "metric name cannot be empty" in r.err and len(r.err.splitlines()) == 1, r
    assert not user_env.store(user_ws).exists()  # refused before the store is created
    r = usp("list", "-n", "-1")
    assert r.code == 2 and r.err.strip() == "savepoint: error: invalid -n -1: must be 1 or more", r


def test_push_and_pull_take_the_only_remote_without_naming_it(
        user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    # The command line as specified: `remote add NAME URL`, `push [ID...]`, `pull ID`.
    import pytest

    pytest.importorskip("obstore")
    (user_ws / "a.txt").write_text("hello\n")
    user_env.chown(user_ws)
    r = usp("push")
    assert r.code == 2 and "no savepoint store" in r.err, r
    assert usp("init").code == 0
    r = usp("push")
    assert r.code == 2 and "savepoint remote add" in r.err and len(r.err.splitlines()) == 1, r
    url = f"file://{user_env.mkdir('remote-a')}"
    assert usp("remote", "add", "origin", url).code == 0
    cp = usp("checkpoint").out.strip()
    pushed = usp("push", "--json")
    assert pushed.code == 0 and pushed.json()["checkpoints"] == [cp], pushed
    fresh = user_env.mkdir("fresh")
    assert usp("init", cwd=fresh).code == 0
    assert usp("remote", "add", "origin", url, cwd=fresh).code == 0
    pulled = usp("pull", cp, cwd=fresh)
    assert pulled.code == 0, pulled
    assert usp("restore", cp, cwd=fresh).code == 0
    assert (fresh / "a.txt").read_text() == "hello\n"
    assert usp("remote", "add", "other", f"file://{user_env.mkdir('remote-b')}").code == 0
    r = usp("push")
    assert r.code == 2 and "several remotes (origin, other)" in r.err, r
    assert usp("push", "-r", "other").code == 0


def test_a_plan_whose_task_combines_state_and_isolate_is_refused_before_anything_runs(
        usp: Callable[..., CLIResult], user_env: Any, user_ws: Path) -> None:
    (user_ws / "plan.toml").write_text(
        '[[task]]\nid = "a"\nrun = "echo x > made.txt"\n\n'
        '[[task]]\nid = "b"\nrun = "true"\nisolate = true\nstate = ["out/ckpt.pt"]\n')
    user_env.chown(user_ws)
    r = usp("plan", "run", "plan.toml")
    assert r.code == 2, r
    assert r.err.strip().startswith("savepoint: error: plan.toml: task 'b': 'state' cannot be used with 'isolate'"), r
    assert len(r.err.strip().splitlines()) == 1, r
    assert sorted(p.name for p in user_ws.iterdir()) == ["plan.toml"]  # no store, task a never ran


def test_restoring_a_runs_checkpoints_leaves_the_log_the_run_wrote_to(
        user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    # `savepoint run ... > run.log 2>&1` leaves run.log out of its checkpoints (it is savepoint's
    # own output); restoring one of them later must not delete that log either.
    (user_ws / "f.txt").write_text("orig\n")
    user_env.chown(user_ws)
    sh = f"{user_env.python} -m savepoint run"
    r = user_env.sh(f"{sh} -- sh -c 'echo new > f.txt' > run.log 2>&1", user_ws)
    assert r.returncode == 0, r
    r = user_env.sh(f"{sh} --check exists:nope -- sh -c 'echo bad > f.txt' > fail.log 2>&1", user_ws)
    assert r.returncode == 11, r
    runs = usp("list", "--json").json()["runs"]
    done_run, failed_run = runs[1]["id"], runs[0]["id"]
    post = usp("show", failed_run, "--json").json()["outcome"]["attempts"][0]["post_failure_checkpoint"]
    r = usp("restore", post)  # what the failed attempt left
    assert r.code == 0, r
    assert (user_ws / "f.txt").read_text() == "bad\n"
    assert (user_ws / "fail.log").exists() and (user_ws / "run.log").exists()
    r = usp("restore", done_run)  # the state before the first run (fail.log came later: it goes)
    assert r.code == 0, r
    assert (user_ws / "f.txt").read_text() == "orig\n"
    assert (user_ws / "run.log").exists(), sorted(p.name for p in user_ws.iterdir())
    assert "DONE" in (user_ws / "run.log").read_text()
