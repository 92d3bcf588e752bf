"""Shared fixtures: real directories, real `savepoint` processes."""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import Phase, settings

# the driver scripts a corpus round's collector ran (`tests/corpus/unseen148/programs/pz_api_test.py`): the
# programs whose output the round recorded, not tests of ours, and they import what is installed only there
collect_ignore_glob = ["corpus/*/programs/*"]

# The checkout's own source, for this process and every savepoint process the tests start, whatever
# copy of savepoint is installed (several checkouts of the project may share one interpreter).
_SRC = str(Path(__file__).resolve().parents[1] / "src")
if sys.path[:1] != [_SRC]:
    sys.path.insert(0, _SRC)
os.environ["PYTHONPATH"] = os.pathsep.join([_SRC, *filter(None, [os.environ.get("PYTHONPATH")])])
# `savepoint hook` starts a helper per workspace (hook/daemon.py): in tests it leaves soon after
# its last call, and whatever is left when the session ends is stopped (_stop_hook_helpers)
os.environ.setdefault("SAVEPOINT_HOOK_IDLE", "20s")
# Stores live in the user's data folder by default (outside the workspace): the tests' stores go
# to a folder of this session instead of the account's, and are removed with it. The test user
# (userenv.py) makes its stores there too, so tests find a store the same way whoever made it:
# its folders are shared like /tmp (each store is still its owner's, 0700).
_DATA_HOME = tempfile.mkdtemp(prefix="savepoint-data-")
for _d in (_DATA_HOME, f"{_DATA_HOME}/stores", f"{_DATA_HOME}/locations"):
    os.makedirs(_d, exist_ok=True)
    os.chmod(_d, 0o1777)
os.environ["SAVEPOINT_HOME"] = _DATA_HOME
atexit.register(shutil.rmtree, _DATA_HOME, True)


# A failing property test reports the example it failed on, unshrunk: shrinking re-runs the test
# (each example starts real savepoint processes) for as long as it finds smaller failures, and
# pytest-timeout's alarm counts as one more failure to shrink, so a suite could run for hours.
settings.register_profile("savepoint", phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target])
settings.load_profile("savepoint")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """`@pytest.mark.root(reason=...)`: a test that needs root (mounts, other accounts, daemons).
    An ordinary user's run skips it, saying why; `-m root` runs just these (CI's root pass)."""
    if os.geteuid() == 0:
        return
    for item in items:
        mark = item.get_closest_marker("root")
        if mark is not None:
            why = mark.kwargs.get("reason") or (mark.args[0] if mark.args else "")
            item.add_marker(pytest.mark.skip(reason=f"needs root{': ' + why if why else ''}"))


@pytest.fixture(scope="session", autouse=True)
def _stop_hook_helpers() -> Any:
    import time

    import psutil

    started = time.time() - 1
    yield
    for p in psutil.process_iter(["cmdline", "create_time"]):
        cmd = p.info["cmdline"] or []
        if "savepoint.hook.daemon" not in cmd or (p.info["create_time"] or 0) < started:
            continue
        # only this session's helpers: with `-n 2` another worker's session is still using its own
        with contextlib.suppress(psutil.Error):
            if p.environ().get("SAVEPOINT_HOME") == _DATA_HOME or any(a.startswith(_DATA_HOME) for a in cmd):
                p.kill()


class CLIResult:
    def __init__(self, proc: subprocess.CompletedProcess[str]) -> None:
        self.proc = proc
        self.code = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr

    def json(self) -> Any:
        lines = [ln for ln in self.out.strip().splitlines() if ln.strip()]
        assert lines, f"no stdout; stderr={self.err!r}"
        return json.loads(lines[-1])

    def __repr__(self) -> str:
        return f"CLIResult(code={self.code}, out={self.out[-2000:]!r}, err={self.err[-2000:]!r})"


def run_savepoint(args: list[str], cwd: Path, env: dict[str, str] | None = None,
                  timeout: float = 120, input: str | None = None) -> CLIResult:
    """Run the real `savepoint` command line in a subprocess."""
    full_env = dict(os.environ)
    full_env.pop("SAVEPOINT_STORE", None)
    full_env.pop("SAVEPOINT_WORKSPACE", None)
    full_env.pop("PYTHONDONTWRITEBYTECODE", None)  # cached bytecode: each CLI call is a new process
    if env:
        full_env.update(env)
    proc = subprocess.run([sys.executable, "-m", "savepoint", *args], cwd=cwd, env=full_env,
                          capture_output=True, text=True, timeout=timeout, input=input)
    return CLIResult(proc)


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    """An empty workspace directory."""
    d = tmp_path / "ws"
    d.mkdir()
    return d


@pytest.fixture
def sp(ws: Path) -> Callable[..., CLIResult]:
    """`sp("checkpoint", "--json")` runs savepoint in the `ws` workspace."""

    def call(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None,
             timeout: float = 120) -> CLIResult:
        return run_savepoint(list(args), cwd or ws, env=env, timeout=timeout)

    return call


# -- as an ordinary user (see userenv.py) ----------------------------------------------------------


@pytest.fixture(scope="session")
def user_env(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """An ordinary user's view: `user_env.run(args, cwd)` runs savepoint as that user.

    As root this is a test user reached through setpriv, with a venv of the system Python and
    bytecode writing on; as an ordinary user, the current one.
    """
    import shutil
    import tempfile

    from userenv import UserEnv

    base = Path(tempfile.mkdtemp(prefix="savepoint-user-tests-"))
    base.chmod(0o755)
    try:
        try:
            env = UserEnv(base)
        except (RuntimeError, subprocess.CalledProcessError) as exc:
            pytest.skip(f"cannot set up an ordinary user's environment here: {exc}")
        yield env
    finally:  # the session's workspaces and source copy (hundreds of MB): leave nothing behind
        subprocess.run(["chmod", "-R", "u+rwX", str(base)], capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def user_ws(user_env: Any) -> Path:
    """An empty workspace owned by the ordinary user."""
    return user_env.mkdir("ws")  # type: ignore[no-any-return]


@pytest.fixture
def usp(user_env: Any, user_ws: Path) -> Callable[..., CLIResult]:
    """`usp("run", "--", "python", "x.py")`: savepoint as the ordinary user, in `user_ws`."""

    def call(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None,
             timeout: float = 120) -> CLIResult:
        return user_env.run(list(args), cwd or user_ws, env=env, timeout=timeout)  # type: ignore[no-any-return]

    return call
