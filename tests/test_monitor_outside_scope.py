"""A task that writes outside its scope: seen at the end of the attempt (stat manifest), reported."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any


def test_write_outside_scope_is_fatal_and_named(ws: Path, sp: Callable[..., Any]) -> None:
    (ws / "src").mkdir()
    (ws / "src" / "a.txt").write_text("a\n")
    (ws / "notes.txt").write_text("mine\n")
    assert sp("init").code == 0
    res = sp("run", "--json", "--scope", "src/**", "--", "sh", "-c",
             "echo new > src/b.txt; echo scribble >> notes.txt")
    assert res.code == 12, res
    out = res.json()
    assert out["status"] == "FATAL" and out["escalate"] is True
    assert "notes.txt" in out["attempts"][0]["diagnosis"]["evidence"]
    assert not (ws / "src" / "b.txt").exists()  # the in-scope write was rolled back
    assert (ws / "notes.txt").read_text() == "mine\nscribble\n"  # outside scope: kept, and reported
    report = sp("report", out["run_id"])
    assert report.code == 0 and "outside" in report.out and "notes.txt" in report.out
