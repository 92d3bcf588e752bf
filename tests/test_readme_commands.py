"""The README's first command works as written for an ordinary user whose system Python refuses
`pip install` outside a virtual environment: a fresh copy of the repository, the system Python,
bytecode caching on. Slow (it builds a venv and installs from the package index): `-m slow`."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    """The README's two command lines (the first fenced block), without their comments."""
    lines = (ROOT / "README.md").read_text().splitlines()
    start = lines.index("```") + 1
    block = lines[start:lines.index("```", start)]
    return [ln.split("  #")[0].strip() for ln in block if ln.strip()]


def test_the_readme_lines_make_their_own_virtual_environment() -> None:
    demo, tests = readme_commands()
    for line in (demo, tests):
        assert line.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install "), line
    assert demo.endswith("bash examples/demo.sh") and tests.endswith("python -m pytest -q -n 2")
    assert "virtual environment" in (ROOT / "README.md").read_text().split("## ")[0]


@pytest.mark.slow
@pytest.mark.skipif(not os.access("/usr/bin/python3", os.X_OK), reason="needs the system Python")
def test_the_demo_line_works_in_a_fresh_copy_as_an_ordinary_user(user_env: Any) -> None:
    demo = readme_commands()[0]
    copy = user_env.mkdir("readme")
    subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", "-o", str(copy / "src.tar"), "HEAD"],
                   check=True)
    subprocess.run(["tar", "-xf", "src.tar"], cwd=copy, check=True)
    (copy / "src.tar").unlink()
    user_env.chown(copy)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "PYTHONPATH": ""}
    done = subprocess.run(user_env.argv(["env", "-u", "PYTHONDONTWRITEBYTECODE", "-u", "PYTHONPATH",
                                         "-u", "VIRTUAL_ENV", "bash", "-c", demo]),
                          cwd=copy, env={**user_env.env(), **env}, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "the second succeeded" in done.stdout + done.stderr
    assert (copy / ".venv" / "bin" / "savepoint").exists()
    shutil.rmtree(copy, ignore_errors=True)
