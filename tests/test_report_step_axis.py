"""The step printed on a line (`step 10 loss=0.53`, `iter 10: loss ...`) is the x of the report's plots."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

TRAIN = """
for step in range(10, 60, 10):
    print(f"step {step} loss={1.0 / step:.4f}", flush=True)
"""


def test_plot_x_axis_is_the_printed_step(ws: Path, sp: Callable[..., Any], tmp_path: Path) -> None:
    (ws / "train.py").write_text(TRAIN)
    run = sp("run", "--json", "--", "python", "train.py")
    assert run.code == 0, run
    data = sp("report", "last", "--json").json()
    attempt = data["attempts"][0]
    assert [p[0] for p in attempt["series"]["loss"]] == [10, 20, 30, 40, 50]
    assert attempt["metrics"]["step"] == 50 and attempt["metrics"]["loss"] == 0.02
    page = tmp_path / "r.html"
    assert sp("report", "last", "--html", str(page)).code == 0
    svg = re.search(r'<svg role="img" aria-label="loss \(attempt 1\)".*?</svg>', page.read_text(), re.S)
    assert svg is not None
    ticks = re.findall(r'text-anchor="middle">([^<]+)</text>', svg.group(0))
    # the x ticks span the steps 10..50, not the point index 1..5
    assert ticks[0] == "10" and ticks[-1] == "50", ticks
