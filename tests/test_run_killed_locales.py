"""The OOM killer's SIGKILL as a shell reports it, in the user's language: bash prints glibc's
word for "Killed" ("Getötet", "已杀死", ...) and exits 137; that exit status proves the word."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

# the child dies of SIGKILL (as under the OOM killer); bash reports it and exits 128 + 9
TASK = 'python3 -c "import os; os.kill(os.getpid(), 9)"; exit $?'


@pytest.mark.parametrize(("language", "word"), [("de", "Getötet"), ("zh_CN", "已杀死"), ("fr", "Processus arrêté"),
                                                 ("C", "Killed")])
def test_a_shell_reporting_sigkill_in_any_language_is_oom(language: str, word: str, ws: Path,
                                                          sp: Callable[..., Any]) -> None:
    if language != "C" and not Path(f"/usr/share/locale/{language}/LC_MESSAGES/libc.mo").exists():
        pytest.skip(f"this machine has no {language} translation of glibc's messages")
    # LANGUAGE picks the messages; glibc honours it under C.UTF-8 (no locale need be generated)
    env = {"LANGUAGE": language, "LC_ALL": "C.UTF-8" if language != "C" else "C"}
    run = sp("run", "--retries", "0", "--json", "--", "bash", "-c", TASK, env=env)
    attempt = run.json()["attempts"][0]
    assert attempt["exit"] == 137
    assert attempt["diagnosis"]["rule"] == "default:oom", attempt
    assert word in attempt["diagnosis"]["evidence"]
