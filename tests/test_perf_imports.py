"""`savepoint run` imports only what it uses: a plain run (no rules, no adjustments) loads
neither the diagnosis rule engine nor psutil; the task leader's start time that orphan hunting
matches on is psutil's own figure, read from /proc."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import psutil

from savepoint.monitor.tree import start_time

SRC = str(Path(__file__).resolve().parents[1] / "src")


def test_start_time_is_psutils_create_time() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        for pid in (os.getpid(), child.pid):
            assert start_time(pid) == psutil.Process(pid).create_time()
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=10)
    assert start_time(child.pid) is None  # reaped


def test_a_plain_run_imports_neither_the_rule_engine_nor_psutil(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    (ws / "d").mkdir(parents=True)
    (ws / "d" / "a.txt").write_text("a\n")
    report = tmp_path / "modules.json"
    code = textwrap.dedent(f"""
        import json, sys
        sys.argv = ["savepoint", "run", "--json", "--", "true"]
        from savepoint.__main__ import main
        try:
            main()
        except SystemExit as e:
            code = e.code
        else:
            code = 0
        with open({str(report)!r}, "w") as f:
            json.dump({{"code": code, "modules": sorted(sys.modules)}}, f)
    """)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAVEPOINT_")}
    env["PYTHONPATH"] = SRC
    proc = subprocess.run([sys.executable, "-c", code], cwd=ws, env=env, capture_output=True, text=True, timeout=120)
    data = json.loads(report.read_text())
    assert data["code"] == 0, proc.stderr
    assert json.loads(proc.stdout)["status"] == "DONE"
    loaded = set(data["modules"])
    assert "savepoint.decide.diagnosis" not in loaded
    assert "psutil" not in loaded
