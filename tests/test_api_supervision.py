"""The Python API honours the options a command gets: timeout, stall, max-memory, NaN in a watched
metric, cancel (Ctrl-C), detectors from savepoint.toml; output goes to the logs and the terminal.

The latency bounds asserted here are the documented ones (docs/python-api.md), with margins."""

from __future__ import annotations

import json
import signal
import threading
import time
from pathlib import Path
from typing import Any

import psutil
import pytest

import savepoint


def _kinds(out: savepoint.Outcome, attempt: int = 0) -> list[str]:
    return [a.kind for a in out.attempts[attempt].anomalies]


def test_sleeping_function_times_out(ws: Path) -> None:
    def slow() -> None:
        time.sleep(30)

    started = time.monotonic()
    out = savepoint.run("slow", slow, workspace=ws, timeout="1s", retries=0, echo=False)
    elapsed = time.monotonic() - started
    # it would sleep 30 s: ending well before is the timeout (how soon is a benchmark's business,
    # not a unit test's: a loaded CI machine stretches every interval)
    assert out.attempts[0].duration < 15, out.attempts[0]
    assert elapsed < 25, elapsed  # checkpoint + rollback included
    assert "timeout" in _kinds(out)
    assert out.attempts[0].diagnosis is not None and out.attempts[0].diagnosis.rule.endswith("timeout")
    assert out.status == savepoint.Status.RETRY  # as for a command: out of retries on a transient failure


def test_busy_loop_in_another_thread_times_out(ws: Path) -> None:
    """run() from a thread other than the main one: the interrupt is an asynchronous exception."""
    result: list[savepoint.Outcome] = []

    def spin() -> None:
        n = 0
        while True:
            n += 1

    def call() -> None:
        result.append(savepoint.run("spin", spin, workspace=ws, timeout="1s", retries=0, echo=False))

    t = threading.Thread(target=call)
    t.start()
    t.join(timeout=30)
    assert not t.is_alive() and result
    # the loop never ends by itself: ending at all is the timeout (a loaded CI machine took over 2.5 s)
    assert "timeout" in _kinds(result[0]) and result[0].attempts[0].duration < 20, result[0].attempts[0]


def test_stall_aborts_a_silent_busy_function(ws: Path) -> None:
    def quiet(ctx: Any) -> None:
        ctx.metric("step_time", 0.1)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:  # computing, printing nothing
            pass

    out = savepoint.run("quiet", quiet, workspace=ws, stall="1s", retries=0, echo=False)
    # The function would run 30 s: ending well before is the stall (a loaded CI machine took 7.7 s)
    assert _kinds(out) == ["stall"] and out.attempts[0].duration < 25, out.attempts[0]


def test_a_silent_idle_function_is_hung(ws: Path) -> None:
    def stuck(ctx: Any) -> None:
        ctx.metric("step_time", 0.1)
        time.sleep(30)  # waiting on something that never comes

    out = savepoint.run("stuck", stuck, workspace=ws, stall="1s", retries=0, echo=False)
    # The function would run 30 s: ending well before is the hang
    assert _kinds(out) == ["hang"] and out.attempts[0].duration < 20, out.attempts[0]
    assert out.attempts[0].diagnosis is not None and out.attempts[0].diagnosis.rule.endswith("hang")


def test_max_memory_stops_the_attempt_and_the_retry_uses_the_adjusted_param_and_state(ws: Path) -> None:
    limit = psutil.Process().memory_info().rss + (150 << 20)

    def train(ctx: Any) -> list[int]:
        mb = int(ctx.params["MB"])
        ctx.state["sizes"] = [*ctx.state.get("sizes", []), mb]  # kept across attempts
        blob = b"x" * (mb << 20)  # written, so resident
        deadline = time.monotonic() + (20 if ctx.attempt == 1 else 1.2)  # > one sample interval
        while time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(blob) == mb << 20
        return list(ctx.state["sizes"])

    out = savepoint.run("mem", train, workspace=ws, max_memory=str(limit), params={"MB": 400},
                        adjust={"MB": "MB // 8"}, retries=2, echo=False)
    assert out.status == savepoint.Status.DONE, out
    assert [a.params["MB"] for a in out.attempts] == ["400", "50"]
    assert "memory" in _kinds(out, 0) and out.attempts[0].duration < 15
    assert out.attempts[0].diagnosis is not None and out.attempts[0].diagnosis.severity == "NEEDS_CONTEXT"
    assert out.value == [400, 50]  # the second attempt read what the first wrote to ctx.state


@pytest.mark.parametrize("how", ["metric", "print", "other-thread"])
def test_nan_in_a_default_watched_metric_aborts_the_attempt(ws: Path, how: str) -> None:
    (ws / "w.txt").write_text("v1")
    marks: dict[str, float] = {}

    def train(ctx: Any) -> None:
        (ws / "w.txt").write_text("broken")
        ctx.metric("lr", float("nan"))  # not loss-like: not watched by default
        try:
            marks["nan"] = time.monotonic()
            if how == "metric":
                ctx.metric("train_loss", float("nan"))
            elif how == "print":
                print("step 3 loss=nan", flush=True)
            else:
                threading.Thread(target=ctx.metric, args=("val/loss", float("inf"))).start()
            time.sleep(10)
        finally:
            marks["stopped"] = time.monotonic()

    out = savepoint.run("train", train, workspace=ws, retries=0, echo=False)
    assert marks["stopped"] - marks["nan"] < 5, marks  # (it would sleep 10 s; bench/ times the latency)
    assert _kinds(out) == ["nan"], out.attempts[0].anomalies
    assert out.status == savepoint.Status.ROLLED_BACK and (ws / "w.txt").read_text() == "v1"


def test_detectors_from_savepoint_toml_apply_to_callables(ws: Path) -> None:
    (ws / "savepoint.toml").write_text('[detectors]\ndivergence_cap = { loss = 10.0 }\n')

    def train(ctx: Any) -> None:
        ctx.metric("loss", 50.0)
        time.sleep(10)

    out = savepoint.run("div", train, workspace=ws, retries=0, echo=False)
    assert "divergence" in _kinds(out) and out.attempts[0].duration < 9  # (it would sleep 10 s)


def test_print_goes_to_the_log_and_by_default_to_stderr(ws: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def talk() -> None:
        print("hello from the task")

    out = savepoint.run("talk", talk, workspace=ws)
    assert "hello from the task" in capsys.readouterr().err
    assert "hello from the task" in (Path(out.attempts[0].log_dir) / "stdout.log").read_text()
    quiet = savepoint.run("talk", talk, workspace=ws, echo=False)
    assert "hello from the task" not in capsys.readouterr().err
    assert "hello from the task" in (Path(quiet.attempts[0].log_dir) / "stdout.log").read_text()


def test_cancel_event_stops_and_rolls_back(ws: Path) -> None:
    (ws / "a.txt").write_text("v1")
    started, cancel = threading.Event(), threading.Event()

    def job() -> None:
        (ws / "a.txt").write_text("v2")
        started.set()
        time.sleep(30)

    threading.Thread(target=lambda: started.wait(10) and cancel.set()).start()
    out = savepoint.run("job", job, workspace=ws, cancel=cancel, echo=False)
    assert out.reason == "cancelled" and out.status == savepoint.Status.ROLLED_BACK
    assert out.attempts[0].duration < 20  # (it would sleep 30 s)
    assert (ws / "a.txt").read_text() == "v1"


def test_ctrl_c_rolls_back_and_raises_keyboard_interrupt(ws: Path) -> None:
    (ws / "a.txt").write_text("v1")
    started = threading.Event()

    def job() -> None:
        (ws / "a.txt").write_text("v2")
        started.set()
        for _ in range(600):  # short sleeps: a signal just before one starts is seen by the next
            time.sleep(0.05)

    main = threading.get_ident()  # a terminal's Ctrl-C wakes the main thread; os.kill could pick another
    # Ctrl-C as a user's script gets it (pytest-xdist's workers ignore SIGINT)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    threading.Thread(target=lambda: started.wait(10) and signal.pthread_kill(main, signal.SIGINT)).start()
    try:
        with pytest.raises(KeyboardInterrupt):
            savepoint.run("job", job, workspace=ws, echo=False)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert (ws / "a.txt").read_text() == "v1"


def test_transaction_block_times_out(ws: Path) -> None:
    started = time.monotonic()
    with pytest.raises(savepoint.AttemptAborted), \
            savepoint.transaction(workspace=ws, timeout="1s", echo=False) as tx:
        time.sleep(30)
    assert time.monotonic() - started < 10
    assert tx.outcome is not None and not tx.outcome.ok
    assert [a.kind for a in tx.outcome.attempts[0].anomalies] == ["timeout"]


def test_a_function_that_swallows_the_abort_is_interrupted_again_after_kill_grace(ws: Path) -> None:
    swallowed: list[str] = []

    def stubborn() -> None:
        try:
            time.sleep(30)
        except BaseException as e:  # what careless user code does
            swallowed.append(type(e).__name__)
        time.sleep(30)

    out = savepoint.run("stubborn", stubborn, workspace=ws, timeout="1s", retries=0, echo=False,
                        detectors={"kill_grace": "0.5s"})
    assert swallowed == ["AttemptAborted"]
    assert out.attempts[0].duration < 20 and "timeout" in _kinds(out)  # (it would sleep 60 s)


def test_max_memory_counts_child_processes_and_stops_a_blocked_wait(ws: Path) -> None:
    """RSS of the process *and its children*: a child allocating is over the limit; the function,
    blocked waiting for it, is interrupted, and the child does not outlive the attempt."""
    import subprocess
    import sys

    limit = psutil.Process().memory_info().rss + (150 << 20)
    pids: list[int] = []

    def train() -> None:
        child = subprocess.Popen([sys.executable, "-c", "import time; b = b'x' * (400 << 20); time.sleep(60)"])
        pids.append(child.pid)
        try:
            child.wait(timeout=60)
        finally:
            if child.poll() is None:  # what careful user code does; savepoint also stops it after kill_grace
                child.kill()
                child.wait()

    out = savepoint.run("child", train, workspace=ws, max_memory=str(limit), retries=0, echo=False)
    assert "memory" in _kinds(out) and out.attempts[0].duration < 15, out.attempts[0]
    assert pids and not psutil.pid_exists(pids[0])


def test_processes_an_aborted_attempt_started_do_not_outlive_it(ws: Path) -> None:
    import subprocess

    pids: list[int] = []

    def train() -> None:
        pids.append(subprocess.Popen(["sleep", "60"]).pid)  # e.g. a data-loader worker
        time.sleep(30)

    out = savepoint.run("leftover", train, workspace=ws, timeout="1s", retries=0, echo=False)
    assert "timeout" in _kinds(out)
    proc = psutil.Process(pids[0]) if psutil.pid_exists(pids[0]) else None
    assert proc is None or proc.status() == psutil.STATUS_ZOMBIE


USER_SCRIPT = '''\
import json, time
import savepoint

def slow():
    print("epoch 1 started")
    time.sleep(30)

def train(ctx):
    ctx.state["seen"] = ctx.state.get("seen", 0) + 1
    open("model.txt", "w").write("broken")
    ctx.metric("loss", float("nan"))

slow_out = savepoint.run("slow", slow, timeout="1s", retries=0)
nan_out = savepoint.run("train", train, retries=0)
print(json.dumps({"slow": [a.kind for a in slow_out.attempts[0].anomalies],
                  "slow_duration": slow_out.attempts[0].duration,
                  "nan": str(nan_out.status), "model": open("model.txt").read()}))
'''


def test_a_users_script_as_an_ordinary_user(user_env: Any, user_ws: Path) -> None:
    """As users run it: not root, bytecode written, the API imported from a script in the workspace."""
    (user_ws / "model.txt").write_text("good")
    (user_ws / "train.py").write_text(USER_SCRIPT)
    user_env.chown(user_ws)
    proc = user_env.sh(f"{user_env.python} train.py", user_ws, timeout=120)  # the venv with the deps
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["slow"] == ["timeout"] and out["slow_duration"] < 2.5, out
    assert out["nan"] == "ROLLED_BACK" and out["model"] == "good", out
    assert "epoch 1 started" in proc.stderr  # the function's print, on the terminal as a command's
