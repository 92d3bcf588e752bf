"""Malformed plans: one clear line naming the problem, exit 2, nothing created or run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import CLIResult
from savepoint.errors import UsageError
from savepoint.plan import load_plan
from storetools import store_of

GOOD_TASK = '[[task]]\nid = "a"\nrun = "touch ran-a"\n'

CASES = {
    "cycle": ('[[task]]\nid = "a"\nrun = "touch ran-a"\nneeds = ["c"]\n'
              '[[task]]\nid = "b"\nrun = "true"\nneeds = ["a"]\n'
              '[[task]]\nid = "c"\nrun = "true"\nneeds = "b"\n',
              "cycle: a -> b -> c -> a"),
    "self-cycle": ('[[task]]\nid = "a"\nrun = "touch ran-a"\nneeds = ["a"]\n', "cycle: a -> a"),
    "unknown dependency": (GOOD_TASK + '[[task]]\nid = "b"\nrun = "true"\nneeds = ["nope"]\n',
                           "task 'b' needs 'nope', which no task defines"),
    "unknown key": (GOOD_TASK + '[[task]]\nid = "b"\nrun = "true"\nretires = 3\n',
                    "unknown key 'retires' (did you mean 'retries'?)"),
    "unknown top-level table": (GOOD_TASK + '[tasks]\nx = 1\n', "unknown table or key 'tasks'"),
    "bad duration": (GOOD_TASK + '[[task]]\nid = "b"\nrun = "true"\ntimeout = "5 fortnights"\n',
                     "invalid timeout '5 fortnights'"),
    "bad duration in defaults": ('[defaults]\ntimeout = "-3s"\n' + GOOD_TASK, "[defaults]"),
    "malformed check": (GOOD_TASK + '[[task]]\nid = "b"\nrun = "true"\nchecks = ["json:m.json:acc >>= 3"]\n',
                        "task 'b'"),
    "bad size": (GOOD_TASK + '[[task]]\nid = "b"\nrun = "true"\nmax_memory = "lots"\n', "invalid max_memory 'lots'"),
    "duplicate id": (GOOD_TASK + GOOD_TASK, "task 'a' is defined twice"),
    "missing id": ('[[task]]\nrun = "touch ran-a"\n', "task #1 has no 'id'"),
    "missing run": ('[[task]]\nid = "a"\n', "task 'a': missing 'run'"),
    "bad on_fatal": (GOOD_TASK.replace('run =', 'on_fatal = "panic"\nrun ='), "'on_fatal' must be one of"),
    "bad needs type": (GOOD_TASK + '[[task]]\nid = "b"\nrun = "true"\nneeds = 3\n', "'needs' must be"),
    "no tasks": ('[defaults]\nretries = 1\n', "the plan has no tasks"),
    "invalid TOML": ('[[task]\nid = "a"\n', "invalid TOML"),
    "run in defaults": ('[defaults]\nrun = "true"\n' + GOOD_TASK, "'run' belongs in a [[task]] table"),
}


# Through the real command line: the four the issue names, plus a check spec (parsed by collect/).
CLI_CASES = ("cycle", "unknown dependency", "unknown key", "bad duration", "malformed check")


@pytest.mark.parametrize("name", sorted(set(CASES) - set(CLI_CASES)))
def test_malformed_plan_is_one_usage_error_naming_the_file(name: str, tmp_path: Path) -> None:
    text, expected = CASES[name]
    (tmp_path / "plan.toml").write_text(text)
    with pytest.raises(UsageError) as err:
        load_plan(tmp_path / "plan.toml", tmp_path)
    message = str(err.value)
    assert expected in message and "plan.toml" in message and "\n" not in message


@pytest.mark.parametrize("name", CLI_CASES)
def test_malformed_plan_is_one_line_exit_2_and_nothing_runs(name: str, ws: Path,
                                                            sp: Callable[..., CLIResult]) -> None:
    text, expected = CASES[name]
    (ws / "plan.toml").write_text(text)
    r = sp("plan", "run", "plan.toml")
    assert r.code == 2, r
    lines = [ln for ln in r.err.splitlines() if ln.strip()]
    assert len(lines) == 1, r
    assert expected in lines[0], r
    assert "plan.toml" in lines[0], r
    assert not (ws / "ran-a").exists()
    assert not store_of(ws).exists()  # nothing was created either


def test_malformed_plan_with_json_prints_the_error_object(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "plan.toml").write_text(CASES["cycle"][0])
    r = sp("plan", "run", "plan.toml", "--json")
    assert r.code == 2
    assert "cycle" in r.json()["error"]


def test_status_of_malformed_plan_is_refused_too(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "plan.toml").write_text(CASES["unknown dependency"][0])
    r = sp("plan", "status", "plan.toml")
    assert r.code == 2
    assert "which no task defines" in r.err


def test_missing_plan_file_and_bad_jobs(ws: Path, sp: Callable[..., CLIResult]) -> None:
    r = sp("plan", "run", "nope.toml")
    assert r.code == 2 and "does not exist" in r.err
    (ws / "plan.toml").write_text(GOOD_TASK)
    r = sp("plan", "run", "plan.toml", "-j", "0")
    assert r.code == 2 and "-j must be at least 1" in r.err
    assert not (ws / "ran-a").exists()
