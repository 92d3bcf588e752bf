"""Run savepoint the way users run it: an ordinary account, a venv, Python writing `__pycache__`.

This machine runs tests as root, with `PYTHONDONTWRITEBYTECODE=1` and a pyenv Python under /root
that other users cannot read. Users have none of that. `UserEnv` gives tests the user's view:

* as root: a test user (`sp-test`, created once), a venv built from the system Python with
  savepoint's dependencies, and a world-readable copy of `src/` on its path; commands run through
  `setpriv` with that user's uid, gid and groups;
* as an ordinary user already: the current interpreter, unchanged.

Either way PYTHONDONTWRITEBYTECODE is removed, so the task writes bytecode as it would for a user.
"""

from __future__ import annotations

import hashlib
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from conftest import CLIResult

USER = "sp-test"
ROOT = Path(__file__).resolve().parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"


def _deps_digest() -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:12]


class UserEnv:
    """Where savepoint runs as an ordinary user: `run(args, cwd)` and `sh(cmd, cwd)`."""

    def __init__(self, base: Path) -> None:
        self.base = base                      # world-traversable; workspaces go under it
        self.is_root = os.geteuid() == 0
        if self.is_root:
            self._ensure_user()
            pw = pwd.getpwnam(USER)
            self.uid, self.gid, self.home = pw.pw_uid, pw.pw_gid, pw.pw_dir
            self.python = self._ensure_venv()
            self.pythonpath = self._copy_src()
        else:
            self.uid, self.gid, self.home = os.getuid(), os.getgid(), os.path.expanduser("~")
            self.python = sys.executable
            self.pythonpath = str(ROOT / "src")
        self.bin = self.base / "bin"
        self.bin.mkdir(exist_ok=True)
        launcher = self.bin / "savepoint"
        launcher.write_text(f'#!/bin/sh\nexec "{self.python}" -m savepoint "$@"\n')
        launcher.chmod(0o755)
        # `python` runs the venv's interpreter through its path in the venv, as an activated venv
        # does: a symlink to it would start the bare system Python (no venv site-packages)
        for name in ("python", "python3"):
            exe = self.bin / name
            exe.unlink(missing_ok=True)
            exe.write_text(f'#!/bin/sh\nexec "{self.python}" "$@"\n')
            exe.chmod(0o755)

    # -- set-up -----------------------------------------------------------------------------------

    @staticmethod
    def _ensure_user() -> None:
        try:
            pwd.getpwnam(USER)
        except KeyError:
            subprocess.run(["useradd", "-m", USER], check=True, capture_output=True)

    def _ensure_venv(self) -> str:
        """A venv of the system Python holding savepoint's dependencies, shared by test sessions."""
        if not os.access(SYSTEM_PYTHON, os.X_OK):
            raise RuntimeError(f"{SYSTEM_PYTHON} is missing: cannot build a venv other users can read")
        venv = Path(tempfile.gettempdir()) / f"savepoint-user-venv-{_deps_digest()}"
        python = venv / "bin" / "python"
        if (venv / "ready").exists():
            return str(python)
        tmp = Path(tempfile.mkdtemp(prefix="savepoint-user-venv-", dir=venv.parent))
        subprocess.run([SYSTEM_PYTHON, "-m", "venv", str(tmp)], check=True, capture_output=True)
        # Dependencies only: the source comes from a copy of src/ put on PYTHONPATH, so a change
        # of the code does not need a reinstall.
        import tomllib
        project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
        # the s3 extra too: remote tests run `savepoint push/pull` as the user
        deps = project["dependencies"] + project.get("optional-dependencies", {}).get("s3", [])
        subprocess.run([str(tmp / "bin" / "pip"), "install", "-q", *deps], check=True,
                       capture_output=True, text=True)
        subprocess.run(["chmod", "-R", "a+rX", str(tmp)], check=True)
        (tmp / "ready").write_text("ok\n")
        try:
            tmp.rename(venv)
        except OSError:           # another session built it meanwhile
            shutil.rmtree(tmp, ignore_errors=True)
        # The venv's python is a symlink to the system one; the path inside the venv is what
        # makes site-packages apply.
        venv.chmod(0o755)
        return str(python)

    def _copy_src(self) -> str:
        dest = self.base / "src"
        shutil.copytree(ROOT / "src", dest, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"),
                        dirs_exist_ok=True)
        subprocess.run(["chmod", "-R", "a+rX", str(dest)], check=True)
        return str(dest)

    # -- use --------------------------------------------------------------------------------------

    def mkdir(self, name: str) -> Path:
        """A fresh folder owned by the user, under a path the user can reach."""
        d = Path(tempfile.mkdtemp(prefix=name + "-", dir=self.base))
        d.chmod(0o755)
        if self.is_root:
            os.chown(d, self.uid, self.gid)
        return d

    def chown(self, path: Path) -> None:
        """Give a tree built by the test (as root) to the user."""
        if self.is_root:
            subprocess.run(["chown", "-R", f"{self.uid}:{self.gid}", str(path)], check=True)

    def env(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTHONDONTWRITEBYTECODE", "SAVEPOINT_STORE", "SAVEPOINT_WORKSPACE",
                            "PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
        env.update({"HOME": self.home, "USER": USER if self.is_root else env.get("USER", ""),
                    "PATH": f"{self.bin}:{env.get('PATH', '/usr/bin:/bin')}",
                    "PYTHONPATH": self.pythonpath})
        if extra:
            env.update(extra)
        return env

    def store(self, workspace: Path, *, default: bool = False) -> Path:
        """Where the user's store of `workspace` is; `default`: where a new one would be made."""
        from storetools import store_of

        return store_of(workspace, default=default)

    def argv(self, argv: list[str]) -> list[str]:
        if not self.is_root:
            return argv
        return ["setpriv", f"--reuid={self.uid}", f"--regid={self.gid}", "--init-groups", "--", *argv]

    def popen(self, argv: list[str], cwd: Path, env: dict[str, str] | None = None,
              **kw: object) -> subprocess.Popen[str]:
        """Start `argv` as the user (the caller waits, signals, reads)."""
        return subprocess.Popen(self.argv(argv), cwd=cwd, env=self.env(env), text=True, **kw)  # type: ignore[call-overload, no-any-return]

    def run(self, args: list[str], cwd: Path, env: dict[str, str] | None = None,
            timeout: float = 120, input: str | None = None) -> CLIResult:
        """`savepoint ARGS...` as the user, in `cwd`."""
        proc = subprocess.run(self.argv([self.python, "-m", "savepoint", *args]), cwd=cwd,
                              env=self.env(env), capture_output=True, text=True, timeout=timeout,
                              input=input)
        return CLIResult(proc)

    def sh(self, cmd: str, cwd: Path, env: dict[str, str] | None = None,
           timeout: float = 120) -> subprocess.CompletedProcess[str]:
        """A shell command as the user (to set up or break a tree as the user would)."""
        return subprocess.run(self.argv(["sh", "-c", cmd]), cwd=cwd, env=self.env(env),
                              capture_output=True, text=True, timeout=timeout)
