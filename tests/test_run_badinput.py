"""Bad input to `savepoint run`: one clear line, exit 2, nothing run, nothing changed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import CLIResult
from storetools import store_of

TOUCH = ["--", "sh", "-c", "touch ran.txt"]

CASES = {
    "unknown option": (["--retires", "3"], "retires"),
    "param without =": (["--param", "BATCH"], "--param"),
    "adjust not arithmetic": (["--param", "B=1", "--adjust", "B=__import__('os')"], "--adjust"),
    "adjust of unknown param": (["--adjust", "B=B//2"], "B"),
    "bad duration": (["--timeout", "5 parsecs"], "timeout"),
    "zero stall": (["--stall", "0s"], "stall"),
    "bad size": (["--max-memory", "lots"], "max-memory"),
    "bad check": (["--check", "exits:out/*"], "exits"),
    "bad json check": (["--check", "json:m.json:acc >>= 1"], "json"),
    "threshold out of range": (["--threshold", "2"], "threshold"),
    "negative retries": (["--retries", "-1"], "retries"),
    "retries not a number": (["--retries", "many"], "retries"),
    "missing config": (["--config", "nope.toml"], "nope.toml"),
    "scope leaving the workspace": (["--scope", "../out/"], "'..'"),
    "scope elsewhere on disk": (["--scope", "/etc"], "outside the workspace"),
}


def assert_refused(r: CLIResult, ws: Path, word: str) -> None:
    assert r.code == 2, r
    lines = [ln for ln in r.err.splitlines() if ln.strip()]
    assert len(lines) == 1, r.err
    assert word in lines[0], lines[0]
    assert not (ws / "ran.txt").exists()
    assert not store_of(ws).exists()


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_option_is_refused_before_anything_runs(case: str, ws: Path, sp: Callable[..., CLIResult]) -> None:
    args, word = CASES[case]
    assert_refused(sp("run", *args, *TOUCH), ws, word)


def test_no_command(ws: Path, sp: Callable[..., CLIResult]) -> None:
    r = sp("run")
    assert r.code == 2 and "no command" in r.err, r


@pytest.mark.parametrize("toml,word", [
    ("[defaults\nretries = 2\n", "line 1"),
    ("[defaults]\nretires = 2\n", "retires"),
    ("[defaults]\nretries = \"two\"\n", "retries"),
    ("[defaults]\ntimeout = \"soon\"\n", "timeout"),
    ("[tasks.train]\nscope = [\"out/\"]\n", "run"),
    ("[[rule]]\nname = \"x\"\nseverity = \"BAD\"\n", "severity"),
    ("[detectors]\nspike = 3\n", "spike"),
    ("[defaults]\nscope = [\"../data/\"]\n", "scope"),
    ("[defaults]\nadjust = { B = \"B // 2\" }\n", "params in savepoint.toml"),
])
def test_bad_savepoint_toml_is_refused(toml: str, word: str, ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "savepoint.toml").write_text(toml)
    r = sp("run", *TOUCH)
    assert_refused(r, ws, word)
    assert "savepoint.toml" in r.err


def test_json_error_object_on_bad_input(ws: Path, sp: Callable[..., CLIResult]) -> None:
    r = sp("run", "--json", "--timeout", "forever", *TOUCH)
    assert r.code == 2
    assert r.json()["exit_code"] == 2


def test_scope_as_a_person_types_it_covers_that_folder(ws: Path, sp: Callable[..., CLIResult]) -> None:
    """`./out/` and `$PWD/out` name the folder (they used to match nothing, so the task's writes were
    outside the scope and could not be rolled back)."""
    (ws / "out").mkdir()
    (ws / "out" / "a.txt").write_text("before\n")
    for scope in ("./out/", str(ws / "out")):
        r = sp("run", "--json", "--retries", "0", "--scope", scope, "--", "sh", "-c", "echo after > out/a.txt; exit 3")
        assert r.code == 11, r  # changed files in scope: CORRUPTING, rolled back (not FATAL outside-scope)
        assert (ws / "out" / "a.txt").read_text() == "before\n"
    cp = sp("checkpoint", "--scope", "./out/", "--json").json()
    assert cp["scope"] == ["/out/"]
