"""Detectors through the real command line: flags reach the monitor, anomalies reach the outcome."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any


def test_stall_flag_aborts_a_hung_task_and_the_report_shows_it(ws: Path, sp: Callable[..., Any]) -> None:
    assert sp("init").code == 0
    res = sp("run", "--json", "--retries", "0", "--stall", "1s", "--", "python3", "-c",
             "import time; print('loading', flush=True); time.sleep(60)", timeout=60)
    out = res.json()
    attempt = out["attempts"][0]
    assert [a["kind"] for a in attempt["anomalies"]] == ["hang"]
    assert attempt["anomalies"][0]["action"] == "abort"
    assert attempt["signal"] == 15 and attempt["duration"] < 30
    assert res.code != 0 and out["status"] != "DONE"
    report = sp("report", out["run_id"])
    assert report.code == 0 and "anomaly hang (abort)" in report.out


def test_timeout_flag(ws: Path, sp: Callable[..., Any]) -> None:
    assert sp("init").code == 0
    res = sp("run", "--json", "--retries", "0", "--timeout", "500ms", "--", "sleep", "30", timeout=60)
    out = res.json()
    assert [a["kind"] for a in out["attempts"][0]["anomalies"]] == ["timeout"]
    assert out["attempts"][0]["diagnosis"]["severity"] == "TRANSIENT"
    assert res.code == 75 and out["status"] == "RETRY"
