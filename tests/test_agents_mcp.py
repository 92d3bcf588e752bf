"""`savepoint mcp` driven through the MCP SDK's own stdio client: a real server subprocess speaking
the real protocol. Every tool, a failing run rolled back, a cancellation mid-run, root
confinement, malformed arguments, and the CLI's error text."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult, run_savepoint
from storetools import store_of, tree_state

mcp = pytest.importorskip("mcp")
anyio = pytest.importorskip("anyio")

from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402

CONTRACT = {
    "checkpoint": {"message", "scope"}, "list": {"limit"}, "show": {"id"}, "diff": {"id", "to"},
    "restore": {"id", "dry_run"},
    "run": {"command", "argv", "scope", "checks", "retries", "timeout", "params", "adjust", "isolate"},
    "resolve": {"run", "decision"}, "report": {"run"}, "verify": {"data"},
}


@asynccontextmanager
async def server(*roots: Path, cwd: Path | None = None, errlog: Path | None = None) -> AsyncIterator[ClientSession]:
    env = dict(os.environ)
    env.pop("SAVEPOINT_WORKSPACE", None)
    env.pop("SAVEPOINT_STORE", None)
    args = ["-m", "savepoint", "mcp"]
    for r in roots:
        args += ["--root", str(r)]
    params = StdioServerParameters(command=sys.executable, args=args, env=env, cwd=str(cwd or roots[0]))
    with open(errlog or os.devnull, "w") as err:
        async with stdio_client(params, errlog=err) as (r, w), ClientSession(r, w) as session:
            await session.initialize()
            yield session


def call_ok(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content[0].text
    data: dict[str, Any] = json.loads(result.content[0].text)
    assert result.structured_content == data
    return data


def call_error(result: Any) -> str:
    assert result.is_error
    text: str = result.content[0].text
    assert "\n" not in text and "Traceback" not in text, text
    assert text.startswith("savepoint: error: "), text
    return text


def run_async(fn: Callable[[], Awaitable[None]]) -> None:
    anyio.run(fn)


def test_every_tool(ws: Path) -> None:
    (ws / "data.txt").write_text("original\n")
    (ws / "keep.txt").write_text("keep\n")

    async def scenario() -> None:
        async with server(ws) as s:
            listed = (await s.list_tools()).tools
            assert {t.name: set(t.input_schema["properties"]) - {"workspace"} for t in listed} == CONTRACT
            assert next(t for t in listed if t.name == "show").input_schema["required"] == ["id"]
            hints = {t.name: t.annotations.read_only_hint for t in listed if t.annotations}
            assert {n for n, ro in hints.items() if ro} == {"list", "show", "diff", "report", "verify"}

            cp = call_ok(await s.call_tool("checkpoint", {"message": "before edits"}))
            assert cp["state"] == "sealed" and cp["message"] == "before edits"
            (ws / "data.txt").write_text("edited\n")
            (ws / "new.txt").write_text("new\n")
            d = call_ok(await s.call_tool("diff", {"id": cp["id"]}))
            assert (d["added"], d["modified"], d["deleted"]) == (["new.txt"], ["data.txt"], [])
            shown = call_ok(await s.call_tool("show", {"id": cp["id"][:6]}))
            assert shown["id"] == cp["id"]
            ls = call_ok(await s.call_tool("list", {"limit": 5}))
            assert cp["id"] in [c["id"] for c in ls["checkpoints"]]
            dry = call_ok(await s.call_tool("restore", {"id": cp["id"], "dry_run": True}))
            assert dry["dry_run"] and (ws / "new.txt").exists()
            rep = call_ok(await s.call_tool("restore", {"id": cp["id"]}))
            assert rep["pre_restore_checkpoint"]
            assert (ws / "data.txt").read_text() == "original\n" and not (ws / "new.txt").exists()
            d2 = call_ok(await s.call_tool("diff", {"id": cp["id"], "to": rep["pre_restore_checkpoint"]}))
            assert d2["modified"] == ["data.txt"] and d2["added"] == ["new.txt"]

            ok = call_ok(await s.call_tool("run", {"argv": ["sh", "-c", "echo loss=0.25; echo {N} > out.txt"],
                                                   "params": {"N": "7"}, "checks": ["exists:out.txt"],
                                                   "timeout": 60}))
            assert ok["status"] == "DONE" and (ws / "out.txt").read_text() == "7\n"
            shown = call_ok(await s.call_tool("show", {"id": ok["run_id"]}))
            assert shown["run"]["status"] == "DONE"
            assert call_ok(await s.call_tool("show", {"id": "latest"}))["run"]["id"] == ok["run_id"]
            # isolate: as `run --isolate` (the outcome says how it ran, or why it fell back)
            iso = call_ok(await s.call_tool("run", {"command": "echo 8 > iso.txt", "isolate": True}))
            assert iso["status"] == "DONE" and iso["isolation"] is not None
            assert (ws / "iso.txt").read_text() == "8\n"
            report = call_ok(await s.call_tool("report", {"run": ok["run_id"]}))
            assert report["run"]["id"] == ok["run_id"]

            bad = call_ok(await s.call_tool("run", {"command": "echo broken > keep.txt; exit 3", "retries": 0}))
            assert bad["status"] in ("ROLLED_BACK", "FATAL")
            resolved = call_ok(await s.call_tool("resolve", {"run": bad["run_id"], "decision": "skip"}))
            assert resolved["status"] == "SKIPPED"
            again = call_error(await s.call_tool("resolve", {"run": bad["run_id"], "decision": "abort"}))
            assert "only a FATAL, ROLLED_BACK or RETRY run can be resolved" in again

            v = call_ok(await s.call_tool("verify", {"data": True}))
            assert v["ok"] is True and v["checkpoints"] >= 1

    run_async(scenario)


def test_run_outcome_is_the_cli_json_outcome(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    for d in (a, b):
        d.mkdir()
        (d / "f.txt").write_text("1\n")
    cmd = "echo 2 > f.txt; exit 1"
    cli = run_savepoint(["run", "--json", "--retries", "0", "--", "/bin/sh", "-c", cmd], a).json()

    async def scenario() -> None:
        async with server(b) as s:
            out = call_ok(await s.call_tool("run", {"command": cmd, "retries": 0}))
            assert set(out) == set(cli)
            assert out["status"] == cli["status"] and out["exit_code"] == cli["exit_code"]
            assert set(out["attempts"][0]) == set(cli["attempts"][0])
            assert out["attempts"][0]["diagnosis"]["rule"] == cli["attempts"][0]["diagnosis"]["rule"]

    run_async(scenario)


def test_a_failing_run_is_rolled_back_exactly(ws: Path) -> None:
    (ws / "model").mkdir()
    (ws / "model" / "weights.bin").write_bytes(os.urandom(4096))
    (ws / "config.json").write_text('{"lr": 0.1}\n')
    before = tree_state(ws)

    async def scenario() -> None:
        async with server(ws) as s:
            out = call_ok(await s.call_tool("run", {
                "command": "rm -rf model; echo '{\"lr\": 9}' > config.json; touch junk; exit 1",
                "retries": 1}))
            assert out["status"] in ("ROLLED_BACK", "FATAL"), out
            assert all(a["rolled_back"] for a in out["attempts"])

    run_async(scenario)
    assert tree_state(ws) == before


def _gone(pattern: str, within: float = 5.0) -> bool:
    """No process of this user's runs `pattern` (one killed a moment ago may take that long to die)."""
    deadline = time.monotonic() + within
    while subprocess.run(["pgrep", "-U", str(os.geteuid()), "-f", pattern], capture_output=True).returncode == 0:
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def test_cancellation_mid_run_stops_the_task_and_rolls_back(ws: Path) -> None:
    (ws / "a.txt").write_text("before\n")
    before = tree_state(ws)
    marker = "sleep 61.37"
    progress: list[str] = []

    async def scenario() -> None:
        async with server(ws) as s:
            async def on_progress(p: float, total: float | None, message: str | None) -> None:
                progress.append(message or "")

            with anyio.CancelScope() as scope:
                async def cancel_when_started() -> None:
                    with anyio.fail_after(60):
                        # cancelled once a progress notification told the attempt and its metric
                        while not (ws / "started").exists() or not any(
                                "attempt 1" in m and "loss=0.5" in m for m in progress):
                            await anyio.sleep(0.05)
                    scope.cancel()

                async with anyio.create_task_group() as tg:
                    tg.start_soon(cancel_when_started)
                    await s.call_tool("run", {"command": f"echo after > a.txt; echo step=1 loss=0.5; "
                                                         f"touch started; {marker}", "retries": 0},
                                      progress_callback=on_progress)
                    pytest.fail("the run finished although it was cancelled")
            run_id = progress[0].split()[1].rstrip(",")
            # the server answers other calls while it rolls back; the run ends cancelled
            with anyio.fail_after(60):
                while True:
                    shown = call_ok(await s.call_tool("show", {"id": run_id}))
                    if shown["run"]["state"] == "DONE":
                        break
                    await anyio.sleep(0.1)
            assert shown["outcome"]["reason"] == "cancelled"
            assert shown["outcome"]["status"] == "ROLLED_BACK"
            assert shown["outcome"]["attempts"][0]["rolled_back"]

    run_async(scenario)
    assert tree_state(ws) == before
    assert _gone(marker)


def test_progress_tells_the_attempt_and_the_anomalies(ws: Path) -> None:
    """Attempt 1 prints a NaN loss (aborted, rolled back); attempt 2 runs for a while: its progress
    notifications name attempt 2 and the anomaly seen before it."""
    progress: list[str] = []
    script = ('if [ -e "$SAVEPOINT_STATE_DIR/once" ]; then echo loss=0.3; sleep 2.5; '
              'else touch "$SAVEPOINT_STATE_DIR/once"; echo loss=nan; sleep 30; fi')

    async def scenario() -> None:
        async with server(ws) as s:
            async def on_progress(p: float, total: float | None, message: str | None) -> None:
                progress.append(message or "")

            out = call_ok(await s.call_tool("run", {"command": script, "retries": 1},
                                            progress_callback=on_progress))
            assert out["status"] == "DONE" and len(out["attempts"]) == 2
            assert out["attempts"][0]["anomalies"][0]["kind"] == "nan"

    run_async(scenario)
    assert any("attempt 2" in m and "anomalies: nan" in m for m in progress), progress
    assert not any("attempt 2" in m and "loss=nan" in m for m in progress), progress


def test_root_confinement(tmp_path: Path) -> None:
    root, other, outside = tmp_path / "root", tmp_path / "other", tmp_path / "outside"
    for d in (root, root / "proj", other, outside):
        d.mkdir()
    (root / "escape").symlink_to(outside)
    (root / "proj" / "f").write_text("x\n")

    async def scenario() -> None:
        async with server(root, other) as s:
            for ws in ("../outside", "proj/../../outside", str(outside), "escape", "/", "/etc"):
                msg = call_error(await s.call_tool("checkpoint", {"workspace": ws}))
                assert "refused" in msg or "outside the folders" in msg, msg
            msg = call_error(await s.call_tool("list", {"workspace": "missing"}))
            assert "does not exist" in msg
            call_ok(await s.call_tool("checkpoint", {"workspace": "proj"}))
            call_ok(await s.call_tool("checkpoint", {"workspace": str(other)}))
            call_ok(await s.call_tool("checkpoint", {}))  # the first root

    run_async(scenario)
    assert not store_of(outside).exists()
    assert store_of(root / "proj").is_dir() and store_of(other).is_dir()


def test_malformed_arguments_are_one_line_errors_and_change_nothing(ws: Path) -> None:
    (ws / "f").write_text("x\n")

    async def scenario() -> None:
        async with server(ws) as s:
            cases = [
                ("checkpoint", {"mesage": "typo"}, "unknown argument 'mesage'"),
                ("checkpoint", {"scope": "src"}, "must be an array"),
                ("show", {}, "missing argument 'id'"),
                ("list", {"limit": 0}, "must be 1 or more"),
                ("list", {"limit": "5"}, "must be an integer"),
                ("run", {}, "exactly one of 'command'"),
                ("run", {"command": "true", "argv": ["true"]}, "exactly one of 'command'"),
                ("run", {"argv": []}, "must not be empty"),
                ("run", {"command": "true", "retries": True}, "must be an integer"),
                ("run", {"command": "true", "timeout": "soon"}, "timeout"),
                ("run", {"command": "true", "params": {"N": 3}}, "must be a string"),
                ("run", {"command": "true", "adjust": {"B": "B//2"}}, "no param B"),
                ("resolve", {"run": "x", "decision": "maybe"}, "must be one of"),
                ("run", {"command": "true", "isolate": "nowhere"}, "isolate"),
                ("nosuchtool", {}, "unknown tool"),
            ]
            for tool, args, expected in cases:
                msg = call_error(await s.call_tool(tool, args))
                assert expected in msg, (tool, args, msg)

    run_async(scenario)
    assert not store_of(ws).exists()


def test_errors_carry_the_cli_line(ws: Path) -> None:
    assert run_savepoint(["checkpoint"], ws).code == 0
    cli = run_savepoint(["diff", "fffffff"], ws)
    assert cli.code == 2

    async def scenario() -> None:
        async with server(ws) as s:
            msg = call_error(await s.call_tool("diff", {"id": "fffffff"}))
            assert msg == cli.err.strip()

    run_async(scenario)


def test_a_second_client_waits_for_the_lock(ws: Path, tmp_path: Path) -> None:
    (ws / "f").write_text("x\n")
    holder = subprocess.Popen(
        [sys.executable, "-m", "savepoint", "run", "--retries", "0", "--", "/bin/sh", "-c",
         "touch started; while [ ! -e release ]; do sleep 0.05; done"],
        cwd=ws, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        async def scenario() -> None:
            errlog = tmp_path / "server-stderr.log"
            async with server(ws, errlog=errlog) as s:
                with anyio.fail_after(60):
                    while not (ws / "started").exists():
                        await anyio.sleep(0.05)
                results: list[dict[str, Any]] = []

                async def take() -> None:
                    results.append(call_ok(await s.call_tool("checkpoint", {"message": "after the run"})))

                async with anyio.create_task_group() as tg:
                    tg.start_soon(take)
                    with anyio.fail_after(60):  # the server says whom it waits for, as the CLI does
                        while "waiting for the workspace lock held by pid" not in errlog.read_text():
                            await anyio.sleep(0.05)
                    assert results == []
                    released = time.time()
                    (ws / "release").touch()
                assert holder.wait(60) == 0
                assert results[0]["created"] >= released
                listed = call_ok(await s.call_tool("list", {}))
                assert listed["runs"][0]["status"] == "DONE"

        run_async(scenario)
    finally:
        if holder.poll() is None:
            (ws / "release").touch()
            holder.wait(30)


def test_without_the_sdk_it_says_how_to_install(usp: Callable[..., CLIResult], user_env: Any) -> None:
    probe = user_env.sh("python -c 'import mcp'", user_env.base)
    if probe.returncode == 0:
        pytest.skip("the ordinary user's Python has the MCP SDK")
    r = usp("mcp")
    assert r.code == 2
    assert r.err.strip() == "savepoint: error: savepoint mcp needs the MCP SDK: pip install 'savepoint[mcp]'"


def test_docs_give_every_tool_schema_exactly() -> None:
    import re

    from savepoint.mcp.tools import TOOLS

    text = (Path(__file__).resolve().parents[1] / "docs" / "agents.md").read_text()
    documented = {m.group(1): json.loads(m.group(2))
                  for m in re.finditer(r"### `(\w+)`\n\n[^\n]*\n\n```json\n(.*?)\n```", text, re.S)}
    assert documented == {name: schema for name, (_, schema) in TOOLS.items()}


@pytest.mark.slow
@pytest.mark.skipif(not os.access("/usr/bin/python3", os.X_OK), reason="needs the system Python")
def test_the_extra_installs_in_a_fresh_venv_and_serves(user_env: Any, tmp_path: Path) -> None:
    """`pip install '.[mcp]'` in a fresh venv of the system Python (from the package index), as an
    ordinary user; the installed `savepoint mcp` answers the SDK's client."""
    root = Path(__file__).resolve().parents[1]
    copy = user_env.mkdir("mcp-extra")
    subprocess.run(["git", "-C", str(root), "archive", "--format=tar", "-o", str(copy / "src.tar"), "HEAD"],
                   check=True)
    subprocess.run(["tar", "-xf", "src.tar"], cwd=copy, check=True)
    (copy / "src.tar").unlink()
    user_env.chown(copy)
    try:
        done = subprocess.run(user_env.argv(["bash", "-c", "/usr/bin/python3 -m venv .venv && "
                                             ".venv/bin/pip install -q '.[mcp]'"]),
                              cwd=copy, env={**user_env.env(), "PYTHONPATH": ""}, capture_output=True,
                              text=True, timeout=900)
        assert done.returncode == 0, done.stderr[-3000:]
        ws = user_env.mkdir("mcp-ws")

        async def scenario() -> None:
            params = StdioServerParameters(command=str(copy / ".venv" / "bin" / "savepoint"),
                                           args=["mcp", "--root", str(ws)], cwd=str(ws),
                                           env={"PATH": "/usr/bin:/bin", "HOME": str(ws)})
            with open(os.devnull, "w") as err:
                async with stdio_client(params, errlog=err) as (r, w), ClientSession(r, w) as s:
                    await s.initialize()
                    assert {t.name for t in (await s.list_tools()).tools} == set(CONTRACT)
                    assert call_ok(await s.call_tool("checkpoint", {}))["state"] == "sealed"

        run_async(scenario)
    finally:
        shutil.rmtree(copy, ignore_errors=True)
