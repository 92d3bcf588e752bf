"""`restore latest` / `diff latest` after a rolled-back run: the newest KEPT state, not what the
failed attempt left (that checkpoint stays reachable by its id, and the command says so)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult


def test_restore_latest_after_a_rolled_back_run_keeps_the_good_state(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    assert user_env.sh("echo good > a.txt", user_ws).returncode == 0
    assert usp("checkpoint", "-m", "good").code == 0
    failed = usp("run", "--retries", "0", "--json", "--", "sh", "-c", "echo bad > a.txt; echo junk > b.txt; exit 3")
    assert failed.code in (11, 12), failed
    post = failed.json()["attempts"][-1]["post_failure_checkpoint"]
    assert post, failed
    assert (user_ws / "a.txt").read_text() == "good\n"

    diff = usp("diff", "latest")
    assert diff.code == 0 and diff.out.strip() == "", diff   # the workspace IS the latest kept state
    assert f"the newer {post} holds what the rolled-back run" in diff.err, diff

    restored = usp("restore", "latest")
    assert restored.code == 0, restored
    assert "nothing to restore" in restored.err and post in restored.err, restored
    assert (user_ws / "a.txt").read_text() == "good\n"
    assert not (user_ws / "b.txt").exists()

    # the failed attempt's state is still there, by its id
    explicit = usp("restore", post)
    assert explicit.code == 0, explicit
    assert (user_ws / "a.txt").read_text() == "bad\n" and (user_ws / "b.txt").read_text() == "junk\n"
    # ... and after that explicit restore, latest is the state it replaced (a kept one)
    undo = usp("restore", "latest")
    assert undo.code == 0 and (user_ws / "a.txt").read_text() == "good\n", undo
