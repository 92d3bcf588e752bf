"""Latency of `savepoint hook` per agent tool call on a 20,000-file repository (target: <= 100 ms).

    python bench/hook_latency.py [--small 20000] [--calls 20] [--python PY] [--workdir DIR] [--keep]

Builds the reference workload (make_workspace.py: 1-16 KiB source files spread over folders; the
large files are left out, they do not change what a hook call costs once stored), takes the first
checkpoint (excluded: it stores every file), then plays an agent session: for each call a
PreToolUse event for Bash, a one-file edit, a PostToolUse event, each `savepoint hook` timed as a
real process. Three ways side by side, call by call on the same edits: savepoint as installed
(after the first call its hook helper serves the calls: its CPU time is counted with the call's),
savepoint with the helper off (SAVEPOINT_HOOK_HELPER=0: every call scans the workspace), and a
shadow git repository committed before each call (`git add -A && git commit`, as Cline and Roo
checkpoint). A read-only tool call (Read) and a bare `python -c pass` are timed as floors. The
in-process lines split one full-scan call's time: the stat walk, a whole checkpoint, a whole diff.
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
    env["SAVEPOINT_HOME"] = str(pycache / "savepoint-data")  # the stores it makes go with it
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), *filter(None, [env.get("PYTHONPATH")])])
    return env


def timed_ms(argv: list[str], cwd: Path, env: dict[str, str], stdin: str | None = None,
             helper: Path | None = None) -> float:
    """Wall time of the process; its CPU time (less sensitive to a loaded machine) goes to LAST_CPU,
    with the CPU the hook helper of store `helper` spent meanwhile (it does the call's work)."""
    global LAST_CPU
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    helper_before = helper_cpu(helper)
    start = time.perf_counter()
    proc = subprocess.run(argv, cwd=cwd, env=env, input=stdin, capture_output=True, text=True)
    ms = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    LAST_CPU = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    LAST_CPU += max(0.0, helper_cpu(helper) - helper_before)
    if proc.returncode != 0 or "warning" in proc.stderr:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.strip()[-300:]}")
    return ms


def helper_cpu(store: Path | None) -> float:
    """CPU ms (user + sys) the store's hook helper has used so far; 0 when none runs."""
    if store is None:
        return 0.0
    try:
        pid = int((store / "hook.pid").read_text().strip())
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, ValueError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def git_commit_ms(ws: Path, git_dir: Path) -> float:
    """A shadow git checkpoint (separate GIT_DIR, `add -A` + `commit`), as agent tools take one."""
    env = dict(os.environ, GIT_DIR=str(git_dir), GIT_WORK_TREE=str(ws), GIT_CONFIG_NOSYSTEM="1",
               GIT_CONFIG_GLOBAL=os.devnull, GIT_AUTHOR_NAME="b", GIT_AUTHOR_EMAIL="b@b",
               GIT_COMMITTER_NAME="b", GIT_COMMITTER_EMAIL="b@b")
    start = time.perf_counter()
    subprocess.run(["git", "add", "-A"], cwd=ws, env=env, check=True, capture_output=True)
    subprocess.run(["git", "commit", "-q", "--allow-empty", "-m", "checkpoint"], cwd=ws, env=env, check=True,
                   capture_output=True)
    return (time.perf_counter() - start) * 1000


def git_init(ws: Path, git_dir: Path) -> None:
    env = dict(os.environ, GIT_DIR=str(git_dir), GIT_WORK_TREE=str(ws))
    subprocess.run(["git", "init", "-q", str(git_dir)], env=env, check=True)
    subprocess.run(["git", "config", "gc.auto", "0"], env=env, check=True)  # no background repack
    (git_dir / "info").mkdir(exist_ok=True)
    (git_dir / "info" / "exclude").write_text("/.savepoint/\n")
    git_commit_ms(ws, git_dir)  # the first commit stores every file (excluded, as savepoint's)


def wait_for_helper(store: Path, timeout: float = 30) -> None:
    """Until the hook helper the first call started answers (the session's second call is its)."""
    sys.path.insert(0, str(REPO / "src"))
    from savepoint.hook import client

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if (client.ask(store, {"ping": True}) or {}).get("pong"):
            return
        time.sleep(0.05)
    raise SystemExit(f"the hook helper did not start (see {store / 'hook.log'})")


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
        # the two savepoint modes keep stores of their own, outside the workspace
        stores = {"helper": work / "store-helper", "scan": work / "store-scan"}
        envs = {"helper": dict(env, SAVEPOINT_STORE=str(stores["helper"])),
                "scan": dict(env, SAVEPOINT_STORE=str(stores["scan"]), SAVEPOINT_HOOK_HELPER="0")}
        sp = [py, "-m", "savepoint"]
        for mode in ("scan", "helper"):
            subprocess.run([*sp, "hook", "--stop"], cwd=ws, env=envs[mode], capture_output=True)
            shutil.rmtree(stores[mode], ignore_errors=True)
        first = timed_ms([*sp, "checkpoint", "-m", "first"], ws, envs["scan"])
        timed_ms([*sp, "checkpoint", "-m", "first"], ws, envs["helper"])
        git_dir = work / "shadow-git"
        shutil.rmtree(git_dir, ignore_errors=True)
        git_init(ws, git_dir)
        files = sorted((ws / "src").rglob("*.py"))
        floor = [timed_ms([py, "-c", "pass"], ws, env) for _ in range(5)]
        imports = [timed_ms([py, "-c", "import savepoint.cli, savepoint.hook.core, savepoint.store"], ws, env)
                   for _ in range(5)]
        ignored = [timed_ms([*sp, "hook"], ws, envs["helper"], event(ws, "PreToolUse", "Read", f"r{i}",
                                                                    {"file_path": str(files[0])})) for i in range(5)]
        wall: dict[str, list[float]] = {f"{m} {e}": [] for m in ("helper", "scan") for e in ("pre", "post")}
        cpu: dict[str, list[float]] = {k: [] for k in wall}
        git: list[float] = []
        warmup = 2  # the helper starts with the first call and serves from the second; its first scan is full
        for i in range(a.calls + warmup):
            target = files[(i * 7919) % len(files)]
            rel = str(target.relative_to(ws))
            cmd = {"command": f"sed -i 's/^/#/' {rel}"}
            for ev_name, key in (("PreToolUse", "pre"), ("PostToolUse", "post")):
                if key == "post":
                    with open(target, "a") as f:
                        f.write(f"# edit {i}\n")
                else:
                    g = git_commit_ms(ws, git_dir)
                    if i >= warmup:
                        git.append(g)
                for mode in ("helper", "scan"):
                    ms = timed_ms([*sp, "hook"], ws, envs[mode], event(ws, ev_name, "Bash", f"t{i}", cmd),
                                  helper=stores[mode])
                    if i >= warmup:
                        wall[f"{mode} {key}"].append(ms)
                        cpu[f"{mode} {key}"].append(LAST_CPU)
                if i == 0:
                    wait_for_helper(stores["helper"])
        subprocess.run([*sp, "hook", "--stop"], cwd=ws, env=envs["helper"], capture_output=True)

        sys.path.insert(0, str(REPO / "src"))
        from savepoint.store import Store
        from savepoint.store.scan import walk
        from savepoint.store.scope import Scope

        store = Store.open(ws, stores["scan"])
        scope = Scope(ws, [], store.root)
        walk_ms = in_process_ms(lambda: walk(ws, scope))
        with store.lock():
            cp_ms = in_process_ms(lambda: store.checkpoint([], message="bench"))
        last = store.list_checkpoints(1)[0].id
        diff_ms = in_process_ms(lambda: store.diff(last))
        store.close()

        entries = sum(len(d) + len(f) for _, d, f in os.walk(ws))
        print(f"workspace: {a.small} files ({entries} entries), {a.calls} tool calls (after {warmup} "
              f"warm-up calls); first checkpoint {first:.0f} ms (excluded)")
        print("| per call (ms) | median | p90 | max |\n|---|---|---|---|")
        print(stats("`python -c pass` (floor)", floor))
        print(stats("importing the CLI and the store", imports))
        print(stats("hook, read-only tool (Read)", ignored))
        print(stats("hook, PreToolUse Bash (checkpoint), helper", wall["helper pre"]))
        print(stats("hook, PostToolUse Bash (record changes), helper", wall["helper post"]))
        print(stats("  CPU (user + sys, hook + helper), PreToolUse", cpu["helper pre"]))
        print(stats("  CPU (user + sys, hook + helper), PostToolUse", cpu["helper post"]))
        print(stats("hook, PreToolUse Bash, helper off (full scan)", wall["scan pre"]))
        print(stats("hook, PostToolUse Bash, helper off (full scan)", wall["scan post"]))
        print(stats("  CPU (user + sys), PreToolUse, helper off", cpu["scan pre"]))
        print(stats("  CPU (user + sys), PostToolUse, helper off", cpu["scan post"]))
        print(stats("shadow git checkpoint (add -A + commit)", git))
        print(f"in process, full scan: stat walk {walk_ms:.0f} ms, whole checkpoint {cp_ms:.0f} ms, "
              f"whole diff {diff_ms:.0f} ms")
        worst = max(statistics.median(wall["helper pre"]), statistics.median(wall["helper post"]))
        print(f"target <= {TARGET_MS:.0f} ms per hook call: {'met' if worst <= TARGET_MS else 'NOT met'} "
              f"(median of the slower event {worst:.0f} ms; shadow git {statistics.median(git):.0f} ms; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    finally:
        if not a.keep and a.workdir is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
