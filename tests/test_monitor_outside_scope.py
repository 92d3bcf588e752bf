"""A task that writes outside its scope: seen at the end of the attempt (stat manifest), reported."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any


def test_write_outside_scope_keeps_a_good_result_and_lists_it(ws: Path, sp: Callable[..., Any]) -> None:
    (ws / "src").mkdir()
    (ws / "notes.txt").write_text("mine\n")
    assert sp("init").code == 0
    res = sp("run", "--json", "--scope", "src/**", "--", "sh", "-c",
             "echo new > src/b.txt; echo scribble >> notes.txt")
    assert res.code == 0, res
    out = res.json()
    assert out["status"] == "DONE" and out["escalate"] is False
    assert out["outside_scope"] == ["notes.txt"]
    assert any("notes.txt" in w and "/notes.txt" in w for w in out["warnings"])
    assert "warning:" in res.err and "notes.txt" in res.err
    assert (ws / "src" / "b.txt").read_text() == "new\n"  # the result is kept
    assert (ws / "notes.txt").read_text() == "mine\nscribble\n"


def test_write_outside_scope_is_fatal_and_named_under_strict_scope(ws: Path, sp: Callable[..., Any]) -> None:
    (ws / "src").mkdir()
    (ws / "src" / "a.txt").write_text("a\n")
    (ws / "notes.txt").write_text("mine\n")
    assert sp("init").code == 0
    res = sp("run", "--json", "--strict-scope", "--scope", "src/**", "--", "sh", "-c",
             "echo new > src/b.txt; echo scribble >> notes.txt")
    assert res.code == 12, res
    out = res.json()
    assert out["status"] == "FATAL" and out["escalate"] is True
    assert "notes.txt" in out["attempts"][0]["diagnosis"]["evidence"]
    assert "add to .savepointignore: '/notes.txt'" in out["attempts"][0]["diagnosis"]["evidence"]
    assert out["outside_scope"] == ["notes.txt"]
    assert not (ws / "src" / "b.txt").exists()  # the in-scope write was rolled back
    assert (ws / "notes.txt").read_text() == "mine\nscribble\n"  # outside scope: kept, and reported
    report = sp("report", out["run_id"])
    assert report.code == 0 and "outside" in report.out and "notes.txt" in report.out
