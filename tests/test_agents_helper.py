"""The hook helper (hook/daemon.py): after an agent's first tool call, a background process per
workspace serves `savepoint hook` and checkpoints only what changed since the call before.

As the ordinary user, through the real `savepoint hook` command: the helper's checkpoints and
recorded changes equal full scans (`savepoint diff`, which scans everything), the person's own
edits between calls included; undo is exact call by call; a helper killed with SIGKILL mid-call
loses nothing; it leaves when asked, when idle, when its store goes, and for another build.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psutil
import pytest

from conftest import CLIResult
from savepoint.hook import client
from storetools import store_of, tree_state
from test_agents_hook import Agent, _seed, claude


def helper_pid(ws: Path) -> int | None:
    """The live helper's pid (its pid file, locked while it runs), else None (also while a helper
    that has just taken the lock has not written its pid yet)."""
    root = store_of(ws)
    if not client.helper_running(root):
        return None
    text = (root / client.PID_FILE).read_text().strip()
    return int(text) if text.isdigit() else None


def wait_helper(ws: Path, timeout: float = 30) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pid = helper_pid(ws)
        if pid is not None and (client.ask(store_of(ws), {"ping": True}) or {}).get("pid") == pid:
            return pid
        time.sleep(0.05)
    log = store_of(ws) / client.LOG_FILE
    raise AssertionError(f"no hook helper answered; hook.log: {log.read_text() if log.exists() else '-'}")


def wait_gone(pid: int, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
            return
        time.sleep(0.05)
    raise AssertionError(f"hook helper {pid} is still running")


def start_session(user_env: Any, ws: Path, usp: Callable[..., CLIResult], session: str) -> tuple[Agent, int]:
    """A seeded workspace, an agent session's first call (it starts the helper), the helper's pid."""
    _seed(user_env, ws)
    agent = Agent(user_env, ws, usp, session=session)
    agent.call("Bash", {"command": "true"}, "true")
    return agent, wait_helper(ws)


def full_diff(usp: Callable[..., CLIResult], cp: str) -> dict[str, Any]:
    r = usp("diff", cp, "--json")  # the command line scans the whole workspace: the reference
    assert r.code == 0, r
    return {k: sorted(r.json()[k]) for k in ("added", "modified", "deleted", "metadata")}


EFFECTS = [
    ("Bash", "mkdir -p gen/a gen/b && echo 1 > gen/a/x && echo 2 > gen/b/y"),
    ("Edit", "sed -i 's/x = 1/x = 7/' src/app.py"),
    ("Bash", "mv gen/a gen/c && ln -s ../src/app.py gen/c/link"),
    ("Write", "printf 'new\\n' > README && chmod 600 README"),
    ("Bash", "rm -rf build && mkdir build && head -c 300000 /dev/urandom > build/big.bin"),
    ("Bash", "ln gen/b/y gen/b/y2 && echo more >> gen/b/y"),
    ("Bash", "true"),
    ("Bash", "dd if=/dev/zero of=build/big.bin bs=4096 count=3 seek=10 conv=notrunc status=none"),
    ("Bash", "rm -rf gen && touch -d '2001-01-01' src/app.py"),
    ("Write", "mkdir -p deep/1/2/3/4 && echo z > deep/1/2/3/4/z"),
]


def test_calls_after_the_first_are_tracked_and_equal_full_scans(user_env: Any, user_ws: Path,
                                                                 usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    agent = Agent(user_env, user_ws, usp, session="helper")
    states = []
    tracked = 0
    for i, (tool, effect) in enumerate(EFFECTS):
        if i % 3 == 2:  # the person edits between the agent's calls: the next checkpoint has it
            proc = user_env.sh(f"echo 'person {i}' >> notes.txt && rm -f w.tmp && touch w{i}.tmp", user_ws)
            assert proc.returncode == 0, proc.stderr
        states.append(tree_state(user_ws))
        agent.n += 1
        cid = f"toolu_{agent.n:04d}"
        pre = agent.hook(claude(user_ws, "PreToolUse", tool, {"command": effect}, cid, "helper"))
        assert pre["action"] == "checkpoint", pre
        if i == 0:
            assert pre["helper"] is False  # the first call makes the store, in its own process
            wait_helper(user_ws)
        else:
            assert pre["helper"] is True, pre
        tracked += pre["tracked"]
        assert full_diff(usp, pre["checkpoint_id"]) == {"added": [], "modified": [], "deleted": [], "metadata": []}, \
            f"call {i}: the checkpoint is not the workspace as it was"
        proc = user_env.sh(effect, user_ws)
        assert proc.returncode == 0, proc.stderr
        post = agent.hook(claude(user_ws, "PostToolUse", tool, {"command": effect}, cid, "helper"))
        assert post["action"] == "recorded" and post["helper"] is True, post
        recorded = {k: sorted(post[k]) for k in ("added", "modified", "deleted", "metadata")}
        assert recorded == full_diff(usp, pre["checkpoint_id"]), f"call {i}: {effect}"
    assert tracked == len(EFFECTS) - 2, "from the third call on, every checkpoint visits only what changed"
    for i, want in reversed(list(enumerate(states))):
        r = usp("undo", "--session", "helper", "--json")
        assert r.code == 0, r
        assert tree_state(user_ws) == want, f"undo of call {i + 1}"


def test_a_helper_killed_mid_call_loses_nothing(user_env: Any, user_ws: Path,
                                                usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    agent = Agent(user_env, user_ws, usp, session="kill")
    before_1 = tree_state(user_ws)
    agent.call("Bash", {"command": "echo a > a"}, "echo a > a")
    first = wait_helper(user_ws)
    before_2 = tree_state(user_ws)
    pre = agent.hook(claude(user_ws, "PreToolUse", "Bash", {"command": "rm -rf src"}, "k2", "kill"))
    assert pre["helper"] is True
    os.kill(first, signal.SIGKILL)  # between the call's two events
    wait_gone(first)
    assert user_env.sh("rm -rf src && echo b > b", user_ws).returncode == 0
    post = agent.hook(claude(user_ws, "PostToolUse", "Bash", {"command": "rm -rf src"}, "k2", "kill"))
    assert post["action"] == "recorded" and post["helper"] is False, post  # done in its own process
    assert post["deleted"] == ["src/app.py"] and post["added"] == ["b"], post
    second = wait_helper(user_ws)  # that call started a new helper
    assert second != first
    before_3 = tree_state(user_ws)
    pre, _ = agent.call("Bash", {"command": "echo c > c"}, "echo c > c")
    assert pre["helper"] is True
    for want in (before_3, before_2, before_1):
        r = usp("undo", "--session", "kill")
        assert r.code == 0, r
        assert tree_state(user_ws) == want
    r = usp("verify", "--data", "--json")
    assert r.code == 0 and r.json()["ok"], r


def test_the_helper_leaves_when_asked_idle_or_its_store_goes(user_env: Any, user_ws: Path,
                                                             usp: Callable[..., CLIResult]) -> None:
    agent, pid = start_session(user_env, user_ws, usp, "leave")
    r = usp("hook", "--stop", "--json")  # asked
    assert r.code == 0 and r.json()["action"] == "stopped", r
    wait_gone(pid)
    assert not (user_env.store(user_ws) / client.SOCKET).exists()
    r = usp("hook", "--stop")
    assert r.code == 0 and "no hook helper runs" in r.err

    # idle: a helper started with SAVEPOINT_HOOK_IDLE=1s leaves about a second after its last call
    r = user_env.run(["hook", "--json"], user_ws, env={"SAVEPOINT_HOOK_IDLE": "1s"},
                     input=claude(user_ws, "PreToolUse", "Bash", {"command": "x"}, "i1", "leave"))
    assert r.code == 0, r
    pid = wait_helper(user_ws)
    wait_gone(pid, timeout=20)

    # its store removed (and made anew): it leaves rather than serve a store that is not its own
    agent.call("Bash", {"command": "true"}, "true")
    pid = wait_helper(user_ws)
    assert user_env.sh(f"rm -rf '{user_env.store(user_ws)}'", user_ws).returncode == 0
    wait_gone(pid, timeout=20)
    assert usp("init").code == 0
    pre, _ = agent.call("Bash", {"command": "true"}, "true")
    assert pre["helper"] is False


def test_a_call_from_another_build_makes_the_helper_step_aside(user_env: Any, user_ws: Path,
                                                               usp: Callable[..., CLIResult]) -> None:
    agent, pid = start_session(user_env, user_ws, usp, "build")
    # what a savepoint upgraded meanwhile sends: the helper answers "fallback" and leaves
    probe = subprocess.run(  # as the user: the store (and its socket) is private to its owner
        user_env.argv([user_env.python, "-c",
                       "import json, sys; from pathlib import Path; from savepoint.hook import client; "
                       "print(json.dumps(client.ask(Path(sys.argv[1]), {'protocol': client.PROTOCOL, "
                       "'build': 'another', 'workspace': sys.argv[2], 'stdin': ''})))",
                       str(user_env.store(user_ws)), str(user_ws)]),
        env=user_env.env(), capture_output=True, text=True, timeout=60)
    assert probe.returncode == 0, probe.stderr
    assert '"fallback"' in probe.stdout, probe.stdout
    wait_gone(pid)
    pre, _ = agent.call("Bash", {"command": "true"}, "true")
    assert pre["helper"] is False  # done in its own process, which starts a helper of its build
    assert wait_helper(user_ws) != pid


@pytest.mark.parametrize("how", ["env", "flag"])
def test_no_helper_when_turned_off(user_env: Any, user_ws: Path, usp: Callable[..., CLIResult], how: str) -> None:
    _seed(user_env, user_ws)
    env = {"SAVEPOINT_HOOK_HELPER": "0"} if how == "env" else None
    args = ["hook", "--json"] + (["--no-helper"] if how == "flag" else [])
    for i in range(3):
        for name in ("PreToolUse", "PostToolUse"):
            r = user_env.run(args, user_ws, env=env, input=claude(user_ws, name, "Bash", {"command": "x"}, f"o{i}"))
            assert r.code == 0 and r.json()["helper"] is False, r
        time.sleep(0.3)
    assert helper_pid(user_ws) is None
    assert not (user_env.store(user_ws) / client.SOCKET).exists()


@pytest.mark.root(reason="a second account")
def test_the_helper_is_not_reachable_by_another_user(user_env: Any, user_ws: Path,
                                                     usp: Callable[..., CLIResult]) -> None:
    """The socket lives in the store (0700): another account cannot even reach it."""
    start_session(user_env, user_ws, usp, "priv")
    sock = user_env.store(user_ws) / client.SOCKET
    assert (sock.parent.stat().st_mode & 0o777) == 0o700
    nobody = subprocess.run(["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", sys.executable,
                             "-c", f"import socket; s = socket.socket(socket.AF_UNIX); s.connect({str(sock)!r})"],
                            capture_output=True, text=True, timeout=60)
    assert nobody.returncode != 0 and "Permission denied" in nobody.stderr, nobody


HOLD_LOCK = """
import sys, time
from savepoint.store import Store
with Store.open(sys.argv[1]) as store, store.lock(purpose="a long savepoint run"):
    print("locked", flush=True)
    time.sleep(float(sys.argv[2]))
"""


def _as_user_python(user_env: Any, code: str, *args: str) -> list[str]:
    return user_env.argv([user_env.python, "-c", code, *args])  # type: ignore[no-any-return]


def test_a_call_its_hook_gave_up_on_is_never_taken_late(user_env: Any, user_ws: Path,
                                                        usp: Callable[..., CLIResult]) -> None:
    """While the store is locked (a long run), a PreToolUse waits; once its hook has stopped
    waiting (deadline passed, or it hung up), the agent has run the tool: a checkpoint taken then
    would record the state after the tool as "before". The helper drops such calls."""
    start_session(user_env, user_ws, usp, "late")
    holder = subprocess.Popen(_as_user_python(user_env, HOLD_LOCK, str(user_ws), "4"), env=user_env.env(),
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        asker = ("import json, sys, time; from pathlib import Path; from savepoint.hook import client; "
                 "ev = json.dumps({'session_id': 'late', 'cwd': sys.argv[2], 'hook_event_name': 'PreToolUse', "
                 "'tool_name': 'Bash', 'tool_input': {'command': 'x'}, 'tool_use_id': sys.argv[3]}); "
                 "req = {'protocol': client.PROTOCOL, 'build': client.build_id(), 'workspace': sys.argv[2], "
                 "'stdin': ev, 'json': True, 'deadline': time.time() + float(sys.argv[4])}; "
                 "print(json.dumps(client.ask(Path(sys.argv[1]), req)))")
        # one whose deadline passes while it waits for the lock
        short = subprocess.run(_as_user_python(user_env, asker, str(user_env.store(user_ws)), str(user_ws),
                                               "gave-up", "1"), env=user_env.env(), capture_output=True,
                               text=True, timeout=60)
        assert short.returncode == 0, short.stderr
        answer = json.loads(short.stdout)  # the lock waited for no longer than the hook would wait
        assert answer["code"] == 0 and "workspace is busy" in answer["stderr"], answer
        # one that hangs up at once (the agent killed its hook)
        gone = user_env.popen([user_env.python, "-c", asker, str(user_env.store(user_ws)), str(user_ws),
                               "hung-up", "30"], user_ws, stdout=subprocess.DEVNULL)
        time.sleep(0.5)
        gone.kill()
        gone.wait()
    finally:
        holder.wait(timeout=60)
    time.sleep(0.5)
    calls = usp("list", "--session", "late", "--json").json()["calls"]
    assert [c["call_id"] for c in calls] == ["toolu_0001"], calls  # neither late call was recorded


def test_the_same_pretooluse_twice_is_one_call(user_env: Any, user_ws: Path,
                                               usp: Callable[..., CLIResult]) -> None:
    """A hook that runs again for the same call (its helper died after recording it, before
    answering) gets the same checkpoint, not a second call to undo."""
    agent, _pid = start_session(user_env, user_ws, usp, "twice")
    event = claude(user_ws, "PreToolUse", "Bash", {"command": "echo x > x"}, "dup", "twice")
    first = agent.hook(event)
    again = agent.hook(event)
    assert again["checkpoint_id"] == first["checkpoint_id"] and again.get("again") is True, again
    assert user_env.sh("echo x > x", user_ws).returncode == 0
    agent.hook(claude(user_ws, "PostToolUse", "Bash", {"command": "echo x > x"}, "dup", "twice"))
    calls = usp("list", "--session", "twice", "--json").json()["calls"]
    assert [c["call_id"] for c in calls] == ["toolu_0001", "dup"]
    assert usp("undo", "--session", "twice").code == 0
    assert not (user_ws / "x").exists()


def test_a_helper_that_cannot_start_is_not_started_at_every_call(user_env: Any, user_ws: Path,
                                                                 usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    assert usp("init").code == 0
    (user_env.store(user_ws) / client.SOCKET / "x").mkdir(parents=True)  # binding the socket fails
    user_env.chown(user_env.store(user_ws))
    agent = Agent(user_env, user_ws, usp, session="fails")
    for _ in range(4):
        pre, _post = agent.call("Bash", {"command": "true"}, "true")
        assert pre["helper"] is False
        time.sleep(0.5)
    log = (user_env.store(user_ws) / client.LOG_FILE).read_text()
    assert log.count("stopped by an error") == 1, log
    assert (user_env.store(user_ws) / client.FAILED_FILE).exists()


def test_a_malformed_idle_time_is_said_in_the_log_and_breaks_nothing(user_env: Any, user_ws: Path,
                                                                    usp: Callable[..., CLIResult]) -> None:
    """SAVEPOINT_HOOK_IDLE=banana: the agent's calls go on (exit 0, no warning in its way), the
    helper says why in hook.log and keeps the default (it is still there after a second)."""
    _seed(user_env, user_ws)
    r = user_env.run(["hook", "--json"], user_ws, env={"SAVEPOINT_HOOK_IDLE": "banana"},
                     input=claude(user_ws, "PreToolUse", "Bash", {"command": "x"}, "b1", "idle"))
    assert r.code == 0 and "warning" not in r.err, r
    pid = wait_helper(user_ws)
    time.sleep(1.5)
    assert helper_pid(user_ws) == pid
    log = (user_env.store(user_ws) / client.LOG_FILE).read_text()
    assert "SAVEPOINT_HOOK_IDLE='banana' is not a duration (90s, 5m, 1h): using 15m" in log, log


def test_no_second_helper_is_started_while_the_first_comes_up(tmp_path: Path) -> None:
    """On a busy machine a helper's start outlasts the next call (CI saw two helpers fail one after the other):
    a helper started a moment ago that has not yet taken its lock (written its pid) is coming up, and no
    other is started; once it holds its lock, or after the grace, the usual checks decide."""
    assert not client._starting(tmp_path)  # none started
    (tmp_path / client.STARTED_FILE).touch()
    assert client._starting(tmp_path)  # started, no lock taken yet
    time.sleep(0.01)
    (tmp_path / client.PID_FILE).write_text("4242\n")
    assert not client._starting(tmp_path)  # it took its lock
    old = time.time() - client.STARTING_GRACE - 1
    os.utime(tmp_path / client.PID_FILE, (old - 1, old - 1))
    os.utime(tmp_path / client.STARTED_FILE, (old, old))
    assert not client._starting(tmp_path)  # it never came up: after the grace another may start
