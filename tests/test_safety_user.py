"""Bugs an ordinary user hits that root never sees (found by running the suite as a user)."""

from __future__ import annotations

import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult


def last_line(r: CLIResult) -> str:
    assert r.code == 0, r
    return r.out.strip().splitlines()[-1]


def test_restore_over_a_read_only_folder_that_becomes_a_file(
        user_env: Any, user_ws: Path, usp: Callable[..., CLIResult]) -> None:
    """The restore opens the read-only folder to empty it, replaces it by the file, and must not
    then fail trying to give the folder its mode back (it reported an error after succeeding)."""
    assert user_env.sh("mkdir d && echo x > d/f && chmod 555 d", user_ws).returncode == 0
    with_folder = last_line(usp("checkpoint", "-m", "folder"))
    assert user_env.sh("chmod u+w d && rm -r d && echo file > d", user_ws).returncode == 0
    with_file = last_line(usp("checkpoint", "-m", "file"))

    back = usp("restore", with_folder)
    assert back.code == 0, back
    assert stat.S_IMODE((user_ws / "d").stat().st_mode) == 0o555
    assert (user_ws / "d" / "f").read_text() == "x\n"

    again = usp("restore", with_file)
    assert again.code == 0, again
    assert "error" not in again.err, again
    assert (user_ws / "d").read_text() == "file\n"
    assert usp("diff", with_file).out.strip() == "", "the restore is not exact"
