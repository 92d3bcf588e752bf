"""`savepoint hook`, `undo`, `list --session`: a coding agent's tool calls made undoable.

Real-format hook events (Claude Code, Gemini CLI, Codex) go through `savepoint hook` as an
ordinary user; the tool's effect is really performed in between (a shell `rm -rf`, a `sed -i`, a
file write), and `undo` must give back the exact tree.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult
from storetools import store_of, tree_state


def claude(ws: Path, name: str, tool: str, tool_input: dict[str, Any], call: str,
           session: str = "sess-1") -> str:
    """A Claude Code PreToolUse/PostToolUse event, as its hooks reference documents it."""
    event: dict[str, Any] = {
        "session_id": session, "transcript_path": f"/home/u/.claude/projects/x/{session}.jsonl",
        "cwd": str(ws), "permission_mode": "default", "hook_event_name": name,
        "tool_name": tool, "tool_input": tool_input, "tool_use_id": call}
    if name == "PostToolUse":
        event["tool_response"] = {"stdout": "", "stderr": "", "interrupted": False}
    return json.dumps(event)


class Agent:
    """Plays a coding agent: hook before, the tool's real effect as the user, hook after."""

    def __init__(self, user_env: Any, ws: Path, usp: Callable[..., CLIResult], session: str = "sess-1") -> None:
        self.env, self.ws, self.usp, self.session = user_env, ws, usp, session
        self.n = 0

    def hook(self, event: str) -> dict[str, Any]:
        r = self.env.run(["hook", "--json"], self.ws, input=event)
        assert r.code == 0, r
        assert "warning" not in r.err, r
        return r.json()  # type: ignore[no-any-return]

    def call(self, tool: str, tool_input: dict[str, Any], effect: str) -> tuple[dict[str, Any], dict[str, Any]]:
        self.n += 1
        cid = f"toolu_{self.n:04d}"
        pre = self.hook(claude(self.ws, "PreToolUse", tool, tool_input, cid, self.session))
        proc = self.env.sh(effect, self.ws)
        assert proc.returncode == 0, proc.stderr
        post = self.hook(claude(self.ws, "PostToolUse", tool, tool_input, cid, self.session))
        return pre, post


def _seed(user_env: Any, ws: Path) -> None:
    (ws / "src").mkdir()
    (ws / "src" / "app.py").write_text("x = 1\ny = 2\n")
    (ws / "build").mkdir()
    (ws / "build" / "out.o").write_bytes(b"\x00\x01" * 500)
    (ws / "README").write_text("hello\n")
    user_env.chown(ws)


def test_rm_rf_sed_and_write_are_undone_exactly(user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    agent = Agent(user_env, user_ws, usp)
    states = [tree_state(user_ws)]
    pre, post = agent.call("Bash", {"command": "rm -rf build", "description": "clean"}, "rm -rf build")
    assert pre["action"] == "checkpoint" and post["action"] == "recorded"
    assert post["deleted"] == ["build/out.o"]
    states.append(tree_state(user_ws))
    _, post = agent.call("Bash", {"command": "sed -i 's/x = 1/x = 42/' src/app.py"},
                         "sed -i 's/x = 1/x = 42/' src/app.py")
    assert post["modified"] == ["src/app.py"]
    states.append(tree_state(user_ws))
    _, post = agent.call("Write", {"file_path": str(user_ws / "src" / "new.py"), "content": "z = 3\n"},
                         "printf 'z = 3\\n' > src/new.py")
    assert post["added"] == ["src/new.py"]
    assert (user_ws / "src" / "app.py").read_text() == "x = 42\ny = 2\n"

    listing = usp("list", "--session", "sess-1", "--json")
    assert listing.code == 0, listing
    calls = listing.json()["calls"]
    assert [c["tool"] for c in calls] == ["Bash", "Bash", "Write"]
    assert [c["summary"] for c in calls] == ["rm -rf build", "sed -i 's/x = 1/x = 42/' src/app.py",
                                             str(user_ws / "src" / "new.py")]
    assert calls[2]["changes"] == {"added": ["src/new.py"], "modified": [], "deleted": [], "metadata": []}
    human = usp("list", "--session", "sess-1")
    assert "rm -rf build" in human.out and "D  build/out.o" in human.out

    # one call at a time, newest first: each undo gives back the exact tree before that call
    for want in reversed(states):
        r = usp("undo", "--json")
        assert r.code == 0, r
        assert tree_state(user_ws) == want
    r = usp("undo")
    assert r.code == 2 and "no tool call left to undo" in r.err
    # the undo kept what it replaced: restoring it brings the last state back
    r = usp("list", "--session", "sess-1", "--json")
    first_undo = r.json()["calls"][2]["undo"]["pre_restore_checkpoint"]
    assert usp("restore", first_undo).code == 0
    assert (user_ws / "src" / "new.py").read_text() == "z = 3\n"
    assert (user_ws / "src" / "app.py").read_text() == "x = 42\ny = 2\n"
    assert not (user_ws / "build").exists()


def test_a_20_call_session_is_undone_call_by_call(user_env: Any, user_ws: Path,
                                                  usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    agent = Agent(user_env, user_ws, usp, session="long-session")
    effects = []
    for i in range(20):
        kind = i % 4
        if kind == 0:
            effects.append(("Bash", {"command": f"mkdir -p d{i} && echo {i} > d{i}/f"}, f"mkdir -p d{i} && echo {i} > d{i}/f"))
        elif kind == 1:
            effects.append(("Edit", {"file_path": "src/app.py", "old_string": "y", "new_string": "y"},
                            f"sed -i 's/y = .*/y = {i}/' src/app.py"))
        elif kind == 2:
            effects.append(("Bash", {"command": f"rm -rf d{i - 2}"}, f"rm -rf d{i - 2}"))
        else:
            effects.append(("Write", {"file_path": f"w{i}.txt", "content": "..."},
                            f"printf '%s' {i} > w{i}.txt && chmod 600 w{i}.txt"))
    states = []
    for tool, tool_input, effect in effects:
        states.append(tree_state(user_ws))
        agent.call(tool, tool_input, effect)
    calls = usp("list", "--session", "long-session", "--json").json()["calls"]
    assert len(calls) == 20 and all(c["state"] == "done" for c in calls)
    for i, want in reversed(list(enumerate(states))):
        r = usp("undo", "--session", "long-session", "-n", "1", "--json")
        assert r.code == 0, r
        assert r.json()["undone"] == [calls[i]["call"]]
        assert tree_state(user_ws) == want, f"undo of call {i + 1}"


def test_undo_n_goes_back_several_calls_at_once(user_env: Any, user_ws: Path,
                                                usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    agent = Agent(user_env, user_ws, usp)
    start = tree_state(user_ws)
    agent.call("Bash", {"command": "rm README"}, "rm README")
    agent.call("Bash", {"command": "echo a > a"}, "echo a > a")
    agent.call("Bash", {"command": "echo b >> src/app.py"}, "echo b >> src/app.py")
    before = tree_state(user_ws)
    r = usp("undo", "-n", "4")
    assert r.code == 2 and "only 3 tool call(s)" in r.err
    assert tree_state(user_ws) == before  # refused: nothing changed
    r = usp("undo", "-n", "3", "--dry-run", "--json")
    assert r.code == 0 and r.json()["dry_run"] and tree_state(user_ws) == before
    r = usp("undo", "-n", "3", "--json")
    assert r.code == 0, r
    assert tree_state(user_ws) == start


def test_read_only_tools_and_other_events_cost_nothing(user_env: Any, user_ws: Path,
                                                       usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    for event in (claude(user_ws, "PreToolUse", "Read", {"file_path": "README"}, "t1"),
                  claude(user_ws, "PreToolUse", "Grep", {"pattern": "x"}, "t2"),
                  json.dumps({"session_id": "s", "hook_event_name": "UserPromptSubmit", "prompt": "hi",
                              "cwd": str(user_ws)})):
        r = user_env.run(["hook", "--json"], user_ws, input=event)
        assert r.code == 0 and r.json()["action"] == "ignored", r
    assert not user_env.store(user_ws).exists()
    # a tool named on the command line is checkpointed too
    r = user_env.run(["hook", "--json", "--tool", "mcp__fs__write"], user_ws,
                     input=claude(user_ws, "PreToolUse", "mcp__fs__write", {"path": "x"}, "t3"))
    assert r.code == 0 and r.json()["action"] == "checkpoint", r


def test_its_own_failure_warns_and_lets_the_agent_go_on(user_env: Any, user_ws: Path,
                                                        usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    for bad in ("not json", "[1, 2]", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash"})):
        r = user_env.run(["hook"], user_ws, input=bad)
        assert r.code == 0, r
        assert r.out == ""
        lines = r.err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("savepoint: warning: hook:"), r.err
        r = user_env.run(["hook", "--block"], user_ws, input=bad)
        assert r.code == 2, r
        assert r.err.strip().startswith("savepoint: error: hook:")
    assert not user_env.store(user_ws).exists()
    # an agent working in the home folder: no store is made there unasked (it would scan all of it)
    r = user_env.run(["hook"], user_ws, env={"HOME": str(user_ws)},
                     input=claude(user_ws, "PreToolUse", "Bash", {"command": "ls"}, "t8"))
    assert r.code == 0 and "not creating a store in" in r.err, r
    assert not user_env.store(user_ws).exists()
    # a store it cannot write to: the tool call goes on (exit 0), a warning says why
    assert usp("init").code == 0
    user_env.sh(f"chmod 500 '{user_env.store(user_ws)}'", user_ws)
    try:
        r = user_env.run(["hook"], user_ws, input=claude(user_ws, "PreToolUse", "Bash", {"command": "ls"}, "t9"))
        assert r.code == 0, r
        assert "savepoint: warning:" in r.err
    finally:
        user_env.sh(f"chmod 700 '{user_env.store(user_ws)}'", user_ws)


def test_gemini_cli_and_codex_events(user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    _seed(user_env, user_ws)
    start = tree_state(user_ws)
    gemini = {"session_id": "g-1", "transcript_path": "/tmp/t.json", "cwd": str(user_ws),
              "timestamp": "2026-12-01T05:00:00Z", "tool_name": "write_file",
              "tool_input": {"file_path": str(user_ws / "notes.md"), "content": "# notes\n"}}
    r = user_env.run(["hook", "--json"], user_ws, input=json.dumps(gemini | {"hook_event_name": "BeforeTool"}))
    assert r.code == 0 and r.json()["action"] == "checkpoint", r
    (user_ws / "notes.md").write_text("# notes\n")
    r = user_env.run(["hook", "--json"], user_ws, input=json.dumps(
        gemini | {"hook_event_name": "AfterTool", "tool_response": {"llmContent": "ok"}}))
    assert r.code == 0 and r.json()["added"] == ["notes.md"], r
    codex = {"session_id": "c-1", "turn_id": "turn-1", "transcript_path": None, "cwd": str(user_ws),
             "model": "gpt-5-codex", "tool_name": "apply_patch", "tool_use_id": "call_1",
             "tool_input": {"command": "*** Begin Patch\n*** Update File: README\n-hello\n+bye\n*** End Patch\n"}}
    r = user_env.run(["hook", "--json"], user_ws, input=json.dumps(codex | {"hook_event_name": "PreToolUse"}))
    assert r.code == 0 and r.json()["action"] == "checkpoint", r
    (user_ws / "README").write_text("bye\n")
    r = user_env.run(["hook", "--json"], user_ws, input=json.dumps(codex | {"hook_event_name": "PostToolUse"}))
    assert r.code == 0 and r.json()["modified"] == ["README"], r
    calls = usp("list", "--session", "c-", "--json").json()["calls"]  # a unique prefix of the session
    assert calls[0]["agent"] == "codex" and calls[0]["summary"] == "patch README"
    assert usp("list", "--session", "g-1", "--json").json()["calls"][0]["agent"] == "gemini-cli"
    r = usp("undo", "--session", "nope")
    assert r.code == 2 and "no tool calls recorded for session 'nope'" in r.err
    assert usp("undo", "--session", "c-1").code == 0
    assert usp("undo", "--session", "g-1").code == 0
    assert tree_state(user_ws) == start


def test_the_hook_path_imports_little(ws: Path) -> None:
    """An agent runs the hook around every tool call: a read-only call imports neither the command
    line parser nor the store, and no call imports the MCP SDK."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

    def imported(event: str) -> set[str]:
        proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "savepoint", "hook"], cwd=ws,
                              env=env, input=event, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        return {line.split("|")[-1].strip() for line in proc.stderr.splitlines() if line.startswith("import time:")}

    read = imported(claude(ws, "PreToolUse", "Read", {"file_path": "x"}, "t1"))
    assert "json" in read or "json.decoder" in read
    assert not {"click", "savepoint.store", "savepoint.cli", "mcp"} & read
    write = imported(claude(ws, "PreToolUse", "Bash", {"command": "true"}, "t2"))
    assert "savepoint.store" in write
    assert not any(m == "mcp" or m.startswith(("mcp.", "anyio", "pydantic")) for m in write)
    assert store_of(ws).is_dir()


def test_parallel_tool_calls_take_turns(user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    """Agents run tool calls in parallel: their hooks wait for each other, none is lost."""
    import subprocess

    _seed(user_env, user_ws)
    assert usp("init").code == 0
    procs = []
    for _ in range(4):
        p = user_env.popen([user_env.python, "-m", "savepoint", "hook", "--json"], user_ws,
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        procs.append(p)
    for i, p in enumerate(procs):  # all four events are out before any hook is waited for
        assert p.stdin is not None
        p.stdin.write(claude(user_ws, "PreToolUse", "Bash", {"command": f"job {i}"}, f"par{i}"))
        p.stdin.close()
    for p in procs:
        p.wait(timeout=120)
    outs = [(p.stdout.read(), p.stderr.read()) for p in procs if p.stdout and p.stderr]  # a line each
    assert [p.returncode for p in procs] == [0, 0, 0, 0], outs
    assert all("warning" not in err for _, err in outs), outs
    calls = usp("list", "--session", "sess-1", "--json").json()["calls"]
    assert sorted(c["call_id"] for c in calls) == ["par0", "par1", "par2", "par3"]
    assert len({c["checkpoint_id"] for c in calls}) == 4
