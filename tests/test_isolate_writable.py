"""What an isolated task may write in the real store: its attempt's folder (where it appends its
metrics) and its own state folder, nothing else; not the run's folder, where savepoint writes the
escalation report, nor the state folders of other tasks. As an ordinary user."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult
from test_isolate import isolation_works

pytestmark = pytest.mark.skipif(isolation_works() is not None, reason=f"no isolation here: {isolation_works()}")

PROBE = ('A=$(dirname "$SAVEPOINT_METRICS"); R=$(dirname "$A"); S=$(dirname "$(dirname "$R")"); '
         'for p in "$R/planted" "$S/state/planted" "$S/planted" "$SAVEPOINT_STATE_DIR/mine" "$A/mine"; do '
         'if touch "$p" 2>/dev/null; then echo "wrote $p"; else echo "refused $p"; fi; done; '
         'echo \'{"acc": 0.75}\' >> "$SAVEPOINT_METRICS"; ')


@pytest.mark.parametrize("mode", ["workspace", "all"])
def test_only_the_attempt_folder_and_the_task_state_folder_are_writable(
        usp: Callable[..., CLIResult], user_env: Any, user_ws: Path, mode: str) -> None:
    user_env.sh("echo precious > keep.py", user_ws)
    # the reviewer's attack: a link where the report is written, then a FATAL failure
    attack = 'ln -s "$PWD/keep.py" "$R/escalation.tmp" 2>/dev/null; echo "ModuleNotFoundError: No module named x"; exit 1'
    r = usp("run", f"--isolate={mode}", "--json", "--check", "metric:acc >= 0.5", "--", "sh", "-c",
            PROBE + attack)
    assert r.code == 12, r  # FATAL (a missing module): escalated, its report written
    out = r.json()
    run_dir = Path(out["log_dir"])
    store = run_dir.parent.parent
    said = {line.split(" ", 1)[1]: line.split(" ", 1)[0] for line in r.err.splitlines()
            if line.startswith(("wrote ", "refused "))}
    attempt = run_dir / "attempt-1"
    state_dir = next(p for p in said if p.endswith("/mine") and not p.startswith(str(attempt)))
    assert said == {str(run_dir / "planted"): "refused", str(store / "state" / "planted"): "refused",
                    str(store / "planted"): "refused", state_dir: "wrote", str(attempt / "mine"): "wrote"}, r.err
    assert not (run_dir / "planted").exists() and not (store / "state" / "planted").exists()
    assert (attempt / "mine").exists() and Path(state_dir).exists()
    assert not os.path.lexists(run_dir / "escalation.tmp")
    assert (user_ws / "keep.py").read_text() == "precious\n"
    assert Path(out["report"]).read_text().startswith(f"# Run {out['run_id']}: FATAL")


def test_the_metrics_appended_inside_are_read(usp: Callable[..., CLIResult], user_ws: Path) -> None:
    r = usp("run", "--isolate", "--json", "--check", "metric:acc >= 0.5", "--", "sh", "-c", PROBE)
    assert r.code == 0, r
    assert r.json()["result"]["metrics"]["acc"] == 0.75, r.out


def test_a_state_folder_replaced_by_a_symlink_is_refused(usp: Callable[..., CLIResult], user_env: Any,
                                                         user_ws: Path) -> None:
    script = 'echo "$SAVEPOINT_STATE_DIR" > where.txt; touch "$SAVEPOINT_STATE_DIR/x"'
    r = usp("run", "--", "sh", "-c", script)
    assert r.code == 0, r
    state_dir = Path((user_ws / "where.txt").read_text().strip())
    elsewhere = user_env.mkdir("elsewhere")
    # what a task without isolation could leave: its state folder made a link to a folder outside
    user_env.sh(f"rm -r {state_dir} && ln -s {elsewhere} {state_dir}", user_ws)
    r = usp("run", "--isolate=all", "--", "sh", "-c", script)
    assert r.code == 74, r
    lines = [ln for ln in r.err.splitlines() if "refusing" in ln]
    assert len(lines) == 1 and str(state_dir) in lines[0] and "symlink" in lines[0], r.err
    assert os.listdir(elsewhere) == []
    assert json.loads(json.dumps(os.readlink(state_dir))) == str(elsewhere)  # left as it is: not ours to remove
