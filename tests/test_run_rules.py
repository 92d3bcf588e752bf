"""Diagnosis through `savepoint run`: timeout, user rules from savepoint.toml, the escalation report."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult


def test_timeout_is_transient(ws: Path, sp: Callable[..., CLIResult]) -> None:
    r = sp("run", "--timeout", "1s", "--retries", "0", "--json", "--", "sleep", "30", timeout=60)
    assert r.code == 75, r
    out = r.json()
    assert out["status"] == "RETRY"
    assert out["attempts"][0]["diagnosis"]["severity"] == "TRANSIENT"
    assert out["attempts"][0]["duration"] < 20


def test_user_rule_from_config_comes_first(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "savepoint.toml").write_text("""
[[rule]]
name = "known-flake"
match = "flaky sensor"
severity = "TRANSIENT"
""")
    (ws / "a.txt").write_text("v1")
    # changed a file in scope: the default would be CORRUPTING; the user rule says TRANSIENT
    r = sp("run", "--retries", "0", "--json", "--", "sh", "-c", "echo v2 > a.txt; echo 'flaky sensor' >&2; exit 1")
    assert r.code == 75, r
    diagnosis = r.json()["attempts"][0]["diagnosis"]
    assert diagnosis["rule"] == "user:known-flake" and diagnosis["severity"] == "TRANSIENT"
    assert "flaky sensor" in diagnosis["evidence"]
    assert (ws / "a.txt").read_text() == "v2\n"  # TRANSIENT: no rollback


def test_escalation_report_shows_what_the_attempt_changed(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "config.yaml").write_text("lr: 0.1\nbatch: 64\n")
    r = sp("run", "--json", "--param", "X=1", "--", "sh", "-c",
           "echo 'lr: 9' > config.yaml; echo 'SyntaxError: invalid syntax' >&2; exit 1")
    assert r.code == 12, r
    out = r.json()
    text = Path(out["report"]).read_text()
    assert "FATAL" in text and "SyntaxError" in text
    assert "-lr: 0.1" in text and "+lr: 9" in text  # the diff of the failed attempt's edit
    assert f"savepoint resolve {out['run_id']} --accept" in text
    assert "X=1" in text
    assert (ws / "config.yaml").read_text() == "lr: 0.1\nbatch: 64\n"
