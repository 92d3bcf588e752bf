"""The example plan in examples/plan runs as documented: a diverging fit is retried with an
adjusted learning rate while the other fit runs beside it, and the plan ends DONE."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "plan"


def test_example_plan_runs_and_recovers_the_diverging_fit(ws: Path, sp: Callable[..., CLIResult]) -> None:
    for f in EXAMPLE.iterdir():
        if f.is_file():
            shutil.copy(f, ws / f.name)
    r = sp("plan", "run", "plan.toml", "-j", "2", "--json")
    assert r.code == 0, r
    tasks = {t["id"]: t for t in r.json()["tasks"]}
    assert {t["status"] for t in tasks.values()} == {"DONE"}
    assert tasks["fit-large"]["attempts"] == 2 and tasks["fit-small"]["attempts"] == 1
    assert (ws / "best.json").exists()
    status = sp("plan", "status", "plan.toml")
    assert status.code == 0 and "done" in status.out.splitlines()[0]
