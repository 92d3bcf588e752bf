"""`plan run -j 2`: tasks with disjoint scopes run at the same time; overlapping ones never do."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult


def timed(tid: str, scope: str, needs: list[str] | None = None, partner: str = "") -> str:
    """A task that records when it started and ended, in its own folder. With a partner, it waits
    (up to 30 s) for the partner to start, so two tasks that can run at once surely overlap."""
    wait = (f"for i in $(seq 300); do [ -e {partner}/start ] && break; sleep 0.1; done"
            if partner else "sleep 1")
    # start is renamed into place so a partner never sees it before the time is in it
    run = (f"mkdir -p {scope}{tid} && date +%s.%N > {scope}{tid}/start.tmp "
           f"&& mv {scope}{tid}/start.tmp {scope}{tid}/start && {wait} "
           f"&& date +%s.%N > {scope}{tid}/end")
    lines = ["[[task]]", f'id = "{tid}"', f"run = {json.dumps(run)}"]
    lines.append(f'scope = ["/{scope}{tid}/"]' if scope == "" else f'scope = ["/{scope}"]')
    if needs:
        lines.append(f"needs = {json.dumps(needs)}")
    return "\n".join(lines) + "\n\n"


def interval(folder: Path) -> tuple[float, float]:
    return float((folder / "start").read_text()), float((folder / "end").read_text())


def test_disjoint_scopes_run_at_the_same_time(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "plan.toml").write_text("[defaults]\nretries = 0\n\n" + timed("x", "", partner="y")
                                  + timed("y", "", partner="x") + timed("z", "", needs=["x", "y"]))
    r = sp("plan", "run", "plan.toml", "-j", "2", "--json")
    assert r.code == 0, r
    assert {t["status"] for t in r.json()["tasks"]} == {"DONE"}
    x, y, z = interval(ws / "x"), interval(ws / "y"), interval(ws / "z")
    assert x[0] < y[1] and y[0] < x[1], (x, y)  # they overlapped in time
    assert z[0] >= max(x[1], y[1])  # and what needs both waited for both


def test_overlapping_scopes_never_run_at_once(ws: Path, sp: Callable[..., CLIResult]) -> None:
    # both write under shared/: the scopes /shared/ and /shared/ overlap
    (ws / "plan.toml").write_text("[defaults]\nretries = 0\n\n" + timed("x", "shared/") + timed("y", "shared/"))
    r = sp("plan", "run", "plan.toml", "-j", "2", "--json")
    assert r.code == 0, r
    x, y = interval(ws / "shared" / "x"), interval(ws / "shared" / "y")
    assert x[1] <= y[0] or y[1] <= x[0], (x, y)


def test_whole_workspace_scope_is_serialised_with_everything(ws: Path, sp: Callable[..., CLIResult]) -> None:
    plan = ("[defaults]\nretries = 0\n\n" + timed("x", "")
            + timed("w", "").replace('scope = ["/w/"]\n', ""))  # no scope: the whole workspace
    (ws / "plan.toml").write_text(plan)
    r = sp("plan", "run", "plan.toml", "-j", "2")
    assert r.code == 0, r
    x, w = interval(ws / "x"), interval(ws / "w")
    assert x[1] <= w[0] or w[1] <= x[0], (x, w)


def test_a_write_outside_every_scope_is_still_caught_in_parallel(ws: Path, sp: Callable[..., CLIResult]) -> None:
    plan = "[defaults]\nretries = 0\nstrict_scope = true\n\n" + timed("x", "") + timed("y", "").replace(
        "&& date +%s.%N > y/end", "&& date +%s.%N > y/end && echo stray > stray.txt")
    (ws / "plan.toml").write_text(plan)
    r = sp("plan", "run", "plan.toml", "-j", "2", "--json")
    assert r.code == 12, r
    tasks = {t["id"]: t for t in r.json()["tasks"]}
    # x may be blamed too when it was still running (a write outside every scope cannot be
    # attributed), but the task that wrote it always is
    assert tasks["y"]["status"] == "BLOCKED" and "stray.txt" in json.dumps(tasks["y"])
    assert (ws / "y").exists() is False  # rolled back
