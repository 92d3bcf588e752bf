"""The ordinary-user harness itself: not root (when the suite is), bytecode on, savepoint runs."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult


def test_user_is_not_root_and_writes_bytecode(user_env: Any, user_ws: Path) -> None:
    (user_ws / "mod.py").write_text("X = 1\n")
    (user_ws / "main.py").write_text("import os, mod\nprint(os.geteuid(), os.environ.get('PYTHONDONTWRITEBYTECODE'))\n")
    user_env.chown(user_ws)
    proc = user_env.sh("python main.py", user_ws)
    assert proc.returncode == 0, proc.stderr
    uid, flag = proc.stdout.split()
    assert int(uid) != 0
    assert flag == "None"
    assert any((user_ws / "__pycache__").glob("mod.*.pyc"))


def test_savepoint_runs_as_the_user(user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    assert usp("init").code == 0
    store = user_env.store(user_ws)
    assert store.stat().st_uid == os.stat(user_ws).st_uid
    r = usp("checkpoint", "--json")
    assert r.code == 0, r


def test_the_users_python_imports_savepoint(user_env: Any, user_ws: Path) -> None:
    proc = user_env.sh("python -c 'import savepoint, click; print(savepoint.__name__)'", user_ws)
    assert proc.returncode == 0 and proc.stdout.strip() == "savepoint", proc.stderr
