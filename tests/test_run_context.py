"""The pre-run checkpoint records the execution context, secrets redacted, before the task runs."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult
from savepoint.store import Store


def test_context_is_recorded_with_secrets_redacted(ws: Path, sp: Callable[..., CLIResult]) -> None:
    subprocess.run(["git", "init", "-q"], cwd=ws, check=True)
    (ws / "f.txt").write_text("x")
    subprocess.run(["git", "-c", "user.email=t@t", "-c", "user.name=t", "add", "f.txt"], cwd=ws, check=True)
    subprocess.run(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "init"],
                   cwd=ws, check=True)
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ws, capture_output=True, text=True).stdout.strip()
    # the task checks that the checkpoint is sealed before its first instruction runs
    r = sp("run", "--param", "LR=0.1", "--json", "--", "sh", "-c", "echo $SAVEPOINT_CHECKPOINT > cp.txt",
           env={"MY_API_KEY": "hunter2", "GITHUB_TOKEN": "ghp_x", "PLAIN_SETTING": "visible"})
    assert r.code == 0, r
    out = r.json()
    store = Store.open(ws)
    try:
        info = store.info(out["checkpoint_id"])
        assert info.kind == "pre-run" and info.run_id == out["run_id"]
        ctx = info.context if isinstance(info.context, dict) else json.loads(info.context)
        assert ctx["argv"][:2] == ["sh", "-c"] and ctx["params"] == {"LR": "0.1"}
        assert ctx["env"]["MY_API_KEY"] == "<redacted>" and ctx["env"]["GITHUB_TOKEN"] == "<redacted>"
        assert ctx["env"]["PLAIN_SETTING"] == "visible"
        assert ctx["git_head"] == head and ctx["host"] and ctx["python"]
        assert "hunter2" not in json.dumps(ctx)
    finally:
        store.close()
    assert (ws / "cp.txt").read_text().strip() == out["checkpoint_id"]
