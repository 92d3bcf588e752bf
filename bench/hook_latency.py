"""Latency of `savepoint hook` per agent tool call on a 20,000-file repository (target: <= 100 ms).

    python bench/hook_latency.py [--small 20000] [--calls 20] [--python PY] [--workdir DIR] [--keep]

Builds the reference workload (make_workspace.py: 1-16 KiB source files spread over folders; the
large files are left out, they do not change what a hook call costs once stored), takes the first
checkpoint (excluded: it stores every file), then plays an agent session: for each call a
PreToolUse event for Bash, a one-file edit, a PostToolUse event, each `savepoint hook` timed as a
real process. A read-only tool call (Read) and a bare `python -c pass` are timed as floors. The
in-process lines split one call's time: the stat walk of the workspace, a whole checkpoint, a
whole diff.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

TARGET_MS = 100.0
LAST_CPU = 0.0
HERE = Path(__file__).resolve().parent
REPO = HERE.parent


def make_workspace_script() -> Path:
    """The reference workload generator, bench/workload/make_workspace.py (see benchlib)."""
    sys.path.insert(0, str(HERE))
    from benchlib import workload_dir

    return workload_dir() / "make_workspace.py"


def child_env(pycache: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # users have bytecode caches
    env.pop("SAVEPOINT_STORE", None)
    env.pop("SAVEPOINT_WORKSPACE", None)
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), *filter(None, [env.get("PYTHONPATH")])])
    return env


def timed_ms(argv: list[str], cwd: Path, env: dict[str, str], stdin: str | None = None) -> float:
    """Wall time of the process; its CPU time (less sensitive to a loaded machine) goes to LAST_CPU."""
    global LAST_CPU
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(argv, cwd=cwd, env=env, input=stdin, capture_output=True, text=True)
    ms = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    LAST_CPU = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    if proc.returncode != 0 or "warning" in proc.stderr:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.strip()[-300:]}")
    return ms


def event(ws: Path, name: str, tool: str, call: str, tool_input: dict[str, str]) -> str:
    return json.dumps({"session_id": "bench", "transcript_path": "/dev/null", "cwd": str(ws),
                       "permission_mode": "default", "hook_event_name": name, "tool_name": tool,
                       "tool_input": tool_input, "tool_use_id": call})


def in_process_ms(fn: Callable[[], object], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def stats(label: str, values: list[float]) -> str:
    values = sorted(values)
    p90 = values[min(len(values) - 1, round(0.9 * (len(values) - 1)))]
    return f"| {label} | {statistics.median(values):.0f} | {p90:.0f} | {values[-1]:.0f} |"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--small", type=int, default=20000, help="files in the workspace")
    ap.add_argument("--calls", type=int, default=20, help="tool calls in the session")
    ap.add_argument("--workdir", type=Path, default=None)
    ap.add_argument("--keep", action="store_true", help="keep the workspace (reused when it exists)")
    ap.add_argument("--python", default=sys.executable,
                    help="interpreter the hooks run with (an agent's: a plain venv with savepoint's "
                         "dependencies; default this one)")
    a = ap.parse_args()
    work = a.workdir or Path(tempfile.mkdtemp(prefix="sp-hook-bench-"))
    ws = work / "ws"
    py = a.python
    try:
        if not (ws / "src").is_dir():
            ws.mkdir(parents=True, exist_ok=True)
            subprocess.run([sys.executable, str(make_workspace_script()), str(ws), "--small", str(a.small), "--large", "0"],
                           check=True)
        env = child_env(work / "pycache")
        sp = [py, "-m", "savepoint"]
        first = timed_ms([*sp, "checkpoint", "-m", "first"], ws, env)
        files = sorted((ws / "src").rglob("*.py"))
        floor = [timed_ms([py, "-c", "pass"], ws, env) for _ in range(5)]
        imports = [timed_ms([py, "-c", "import savepoint.cli, savepoint.hook.core, savepoint.store"], ws, env)
                   for _ in range(5)]
        ignored = [timed_ms([*sp, "hook"], ws, env, event(ws, "PreToolUse", "Read", f"r{i}",
                                                         {"file_path": str(files[0])})) for i in range(5)]
        pre: list[float] = []
        post: list[float] = []
        pre_cpu: list[float] = []
        post_cpu: list[float] = []
        for i in range(a.calls):
            target = files[(i * 7919) % len(files)]
            rel = str(target.relative_to(ws))
            cmd = {"command": f"sed -i 's/^/#/' {rel}"}
            pre.append(timed_ms([*sp, "hook"], ws, env, event(ws, "PreToolUse", "Bash", f"t{i}", cmd)))
            pre_cpu.append(LAST_CPU)
            with open(target, "a") as f:
                f.write(f"# edit {i}\n")
            post.append(timed_ms([*sp, "hook"], ws, env, event(ws, "PostToolUse", "Bash", f"t{i}", cmd)))
            post_cpu.append(LAST_CPU)

        sys.path.insert(0, str(REPO / "src"))
        from savepoint.store import Store
        from savepoint.store.scan import walk
        from savepoint.store.scope import Scope

        store = Store.open(ws)
        scope = Scope(ws, [], store.root)
        walk_ms = in_process_ms(lambda: walk(ws, scope))
        with store.lock():
            cp_ms = in_process_ms(lambda: store.checkpoint([], message="bench"))
        last = store.list_checkpoints(1)[0].id
        diff_ms = in_process_ms(lambda: store.diff(last))
        store.close()

        entries = sum(len(d) + len(f) for _, d, f in os.walk(ws))
        print(f"workspace: {a.small} files ({entries} entries), {a.calls} tool calls; first checkpoint "
              f"{first:.0f} ms (excluded)")
        print("| per call (ms) | median | p90 | max |\n|---|---|---|---|")
        print(stats("`python -c pass` (floor)", floor))
        print(stats("importing the CLI and the store (floor of a writing call)", imports))
        print(stats("hook, read-only tool (Read)", ignored))
        print(stats("hook, PreToolUse Bash (checkpoint)", pre))
        print(stats("hook, PostToolUse Bash (record changes)", post))
        print(stats("  CPU time (user + sys) of the PreToolUse calls", pre_cpu))
        print(stats("  CPU time (user + sys) of the PostToolUse calls", post_cpu))
        print(f"in process: stat walk {walk_ms:.0f} ms, whole checkpoint {cp_ms:.0f} ms, "
              f"whole diff {diff_ms:.0f} ms")
        worst = max(statistics.median(pre), statistics.median(post))
        print(f"target <= {TARGET_MS:.0f} ms per hook call: {'met' if worst <= TARGET_MS else 'NOT met'} "
              f"(median of the slower event {worst:.0f} ms; load average {os.getloadavg()[0]:.1f} "
              f"on {os.cpu_count()} cores)")
    finally:
        if not a.keep and a.workdir is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
