"""`cmd:` checks: a shell command in the workspace, bounded by a timeout, in its own process group.

Output goes to a temporary file, not a pipe: a grandchild that outlives the shell would keep a
pipe open and hang the reader past the timeout.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import IO

from savepoint.model import CheckVerdict

OUTPUT_TAIL = 4096  # bytes of the check's output kept for its reason


def run_check_command(command: str, *, cwd: Path, env: Mapping[str, str] | None,
                      timeout: float) -> tuple[CheckVerdict, str]:
    with tempfile.TemporaryFile() as out:
        try:
            proc = subprocess.Popen(["/bin/sh", "-c", command], cwd=cwd,
                                    env=dict(env) if env is not None else None,
                                    stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                    start_new_session=True)
        except OSError as e:
            return "error", f"cannot start /bin/sh: {e}"
        try:
            code = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(proc.pid)
            proc.wait()
            return "error", f"timed out after {timeout:g}s (killed)"
        finally:
            _kill_group(proc.pid)  # nothing a check started may outlive it
        tail = _last_line(out)
    if code == 0:
        return "pass", "exit 0"
    if code < 0:
        return "error", f"killed by signal {-code}" + (f": {tail}" if tail else "")
    if code in (126, 127):  # the check could not run at all
        return "error", f"exit {code} (command not runnable)" + (f": {tail}" if tail else "")
    return "fail", f"exit {code}" + (f": {tail}" if tail else "")


def _kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def _last_line(f: IO[bytes]) -> str:
    f.seek(0, os.SEEK_END)
    size = f.tell()
    f.seek(max(0, size - OUTPUT_TAIL))
    lines = [ln.strip() for ln in f.read().decode("utf-8", "replace").splitlines() if ln.strip()]
    return lines[-1] if lines else ""
