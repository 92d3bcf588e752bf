"""A task can leave symlinks in the store's runs/, state/ and plans/ folders (its metrics file lies
there); savepoint never writes or reads its own files through one: reports, logs and metrics go to
the store, never to where a planted link points (the workspace just rolled back, a file elsewhere).

As an ordinary user, through the real command line.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult

# the run's folder, from the task's side: STORE/runs/RUN/attempt-N/metrics.jsonl
RUN_DIR = 'R=$(dirname "$(dirname "$SAVEPOINT_METRICS")")'


def test_the_escalation_report_is_never_written_through_a_planted_symlink(
        usp: Callable[..., CLIResult], user_env: Any, user_ws: Path) -> None:
    user_env.sh("echo precious > keep.py", user_ws)
    victim = user_env.mkdir("outside") / "victim"
    user_env.sh(f"echo untouched > {victim}", user_ws)
    script = (f'{RUN_DIR}; ln -s "$PWD/keep.py" "$R/escalation.tmp"; ln -s {victim} "$R/escalation.md"; '
              f'echo "ModuleNotFoundError: No module named torchx" >&2; exit 1')
    r = usp("run", "--json", "--", "sh", "-c", script)
    assert r.code == 12, r  # FATAL, escalated
    out = r.json()
    assert (user_ws / "keep.py").read_text() == "precious\n"  # the workspace as it was before the run
    assert victim.read_text() == "untouched\n"
    report = Path(out["report"])
    assert not report.is_symlink() and report.read_text().startswith(f"# Run {out['run_id']}: FATAL")


def test_a_retry_never_writes_its_logs_through_a_planted_attempt_folder(
        usp: Callable[..., CLIResult], user_env: Any, user_ws: Path) -> None:
    user_env.sh("echo before > data.txt", user_ws)
    elsewhere = user_env.mkdir("elsewhere")
    script = (f'{RUN_DIR}; echo changed > data.txt; '
              f'if [ "$SAVEPOINT_ATTEMPT" = 1 ]; then ln -s {elsewhere} "$R/attempt-2"; exit 75; fi; echo second')
    r = usp("run", "--retries", "2", "--", "sh", "-c", script)
    assert r.code == 74, r  # the store's folder is not savepoint's any more: refused, the run rolled back
    lines = [ln for ln in r.err.splitlines() if "attempt-2" in ln and "refusing" in ln]
    assert len(lines) == 1 and "symlink" in lines[0], r.err
    assert os.listdir(elsewhere) == []
    assert (user_ws / "data.txt").read_text() == "before\n"


def test_metrics_are_never_read_through_a_planted_symlink(
        usp: Callable[..., CLIResult], user_env: Any, user_ws: Path) -> None:
    outside = user_env.mkdir("outside-metrics") / "m.jsonl"
    user_env.sh(f"echo '{{\"loss\": NaN}}' > {outside}", user_ws)
    r = usp("run", "--json", "--", "sh", "-c",
            f'ln -s {outside} "$SAVEPOINT_METRICS"; sleep 0.5; echo done > out.txt')
    assert r.code == 0, r  # the NaN it points to is not the task's metric
    assert not r.json()["attempts"][0]["anomalies"]
    assert (user_ws / "out.txt").read_text() == "done\n"


def test_the_plan_report_is_never_written_through_a_planted_symlink(
        usp: Callable[..., CLIResult], user_env: Any, user_ws: Path) -> None:
    # task a fails first (its report makes plans/PLAN/); b, independent, plants a link at the
    # report's names there, then fails: the report written after it must not go through them
    plant = ('S=$(dirname "$(dirname "$(dirname "$(dirname "$SAVEPOINT_METRICS")")")"); '
             'for d in "$S"/plans/*/; do ln -s "$PWD/keep.py" "$d/escalations.tmp"; done; exit 127')
    plan = ("[defaults]\nretries = 0\n\n"
            '[[task]]\nid = "a"\nrun = "exit 127"\nscope = ["/a/"]\n\n'
            f'[[task]]\nid = "b"\nrun = {json.dumps(plant)}\nscope = ["/b/"]\n')
    user_env.sh(f"echo precious > keep.py && cat > plan.toml <<'EOF'\n{plan}EOF", user_ws)
    r = usp("plan", "run", "plan.toml", "--json")
    assert r.code == 12, r
    assert (user_ws / "keep.py").read_text() == "precious\n"
    report = Path(r.json()["report"])
    assert not report.is_symlink() and report.read_text().startswith("# Plan plan.toml: 2 tasks need a decision")
