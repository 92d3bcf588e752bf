"""`savepoint report`: text, JSON and a self-contained HTML page, from real runs in a real catalog."""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import time
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from conftest import run_savepoint
from savepoint.report import load_run, render_html, render_text
from savepoint.store import Store

TRAIN = """
import os, time
attempt = int(os.environ.get("SAVEPOINT_ATTEMPT", "1"))
for i in range(30):
    loss = 1.0 / (i + 1)
    if attempt == 1 and i == 20:
        loss = float("nan")
    print(f"step={i} loss={loss}", flush=True)
    time.sleep(0.01)
open("model.txt", "w").write("trained")
"""


class PageParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def count(self, tag: str, cls: str | None = None) -> int:
        return sum(1 for t, a in self.tags if t == tag and (cls is None or cls in (a.get("class") or "").split()))


def parse(page: str) -> PageParser:
    p = PageParser()
    p.feed(page)
    p.close()
    return p


def assert_offline(p: PageParser) -> None:
    for tag, attrs in p.tags:
        assert tag not in ("script", "link", "img", "iframe"), tag
        for key in ("src", "href"):
            value = attrs.get(key)
            assert value is None or value.startswith("#"), (tag, key, value)


@pytest.fixture(scope="module")
def real_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """One real `savepoint run` (NaN in attempt 1, rolled back, attempt 2 fine), shared by the tests."""
    ws = tmp_path_factory.mktemp("report") / "ws"
    ws.mkdir()
    (ws / "train.py").write_text(TRAIN)
    assert run_savepoint(["init"], ws).code == 0
    res = run_savepoint(["run", "--json", "--watch", "loss", "--", "python3", "train.py"], ws)
    assert res.code == 0, res
    return ws, str(res.json()["run_id"])


@pytest.fixture
def ws(real_run: tuple[Path, str]) -> Path:
    return real_run[0]


@pytest.fixture
def nan_run(real_run: tuple[Path, str]) -> str:
    return real_run[1]


def test_text_report_of_a_real_run(ws: Path, sp: Callable[..., Any], nan_run: str) -> None:
    res = sp("report", nan_run[:12])
    assert res.code == 0, res
    out = res.out
    assert f"run {nan_run}: DONE" in out
    assert "attempt 1: killed by SIGTERM" in out and "anomaly nan (abort): loss is nan" in out
    assert "diagnosis: CORRUPTING [default:nan]" in out
    assert "attempt 2: exit 0" in out


def test_json_report(ws: Path, sp: Callable[..., Any], nan_run: str) -> None:
    res = sp("report", "last", "--json")
    assert res.code == 0, res
    data = res.json()
    assert data["run"]["id"] == nan_run and data["run"]["status"] == "DONE"
    assert [a["number"] for a in data["attempts"]] == [1, 2]
    assert data["attempts"][0]["anomalies"][0]["kind"] == "nan"
    assert any(e["kind"] == "anomaly" for e in data["events"])


def test_html_report_of_a_real_run(ws: Path, sp: Callable[..., Any], nan_run: str, tmp_path: Path) -> None:
    target = tmp_path / "report.html"
    res = sp("report", nan_run, "--html", str(target))
    assert res.code == 0, res
    assert res.out == ""  # the page goes to the file, never to stdout
    p = parse(target.read_text())
    assert_offline(p)
    text = " ".join(p.text)
    assert "DONE" in text and "CORRUPTING" in text and "loss is nan" in text
    assert p.count("svg") >= 1 + 2 * 3  # timeline + per attempt: loss, CPU, RSS
    assert p.count("rect", "attempt") == 2
    assert p.count("line", "anomaly") >= 1  # the NaN marked on the loss and resource plots
    assert p.count("circle", "nonfinite") == 1  # the NaN point itself
    assert p.count("path", "anomaly") == 1  # and on the timeline


def test_html_from_catalog_rows_escapes_and_handles_nan(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    store = Store.open(ws, create=True)
    cat = store.catalog
    t0 = time.time()
    cat.create_run("r-test-1", task_id="fit", plan_id=None, pid=os.getpid(), host="h",
                   spec={"command": ["python", "fit.py", "<script>alert(1)</script>"]})
    anomaly = {"kind": "spike", "time": t0 + 1.5, "detail": "loss >= 2 x mean", "action": "warn",
               "evidence": "loss=9 <b>", "metric": "loss"}
    cat.record_attempt("r-test-1", 1, t0, t0 + 3, {
        "number": 1, "exit": 1, "signal": None, "duration": 3.0, "params": {"BATCH": "64"},
        "anomalies": [anomaly],
        "diagnosis": {"severity": "FATAL", "rule": "default:unclassified", "reason": "same failure twice",
                      "evidence": "exit 1"},
        "series": {"loss": [[0, 1.0, t0 + 0.5], [1, 0.5, t0 + 1.0], [2, 9.0, t0 + 1.5], [3, math.nan, t0 + 2]]},
        "samples": [{"time": t0 + i * 0.5, "cpu": 50.0 + i, "rss": float((10 + i) << 20), "children": 0.0,
                     "open_files": 4.0} for i in range(6)],
        "tail": ["epoch 1", "</pre><script>x</script>"], "peak_rss": 15 << 20, "rolled_back": True,
        "post_failure_checkpoint": "abc123"})
    cat.add_event("r-test-1", 1, "anomaly", "spike: loss >= 2 x mean", "continue", anomaly, when=t0 + 1.5)
    cat.add_event("r-test-1", 1, "decision", "rollback_escalate: FATAL", None, {}, when=t0 + 3.1)
    cat.update_run("r-test-1", state="DONE", status="FATAL", escalate=1,
                   outcome={"status": "FATAL", "reason": "same failure twice", "report": "/x/escalation.md"})
    data = load_run(store, "r-test")
    store.close()
    page = render_html(data)
    assert "<script>" not in page and "&lt;script&gt;" in page
    p = parse(page)
    assert_offline(p)
    assert p.count("circle", "nonfinite") == 1
    assert p.count("line", "anomaly") == 3  # on the loss plot, the CPU plot and the RSS plot
    assert p.count("tr", "anomaly-row") == 1
    text = render_text(data)
    assert "run r-test-1: FATAL  (escalated to a person)" in text
    assert "anomaly spike (warn): loss >= 2 x mean" in text and "params BATCH=64" in text
    json.dumps(data)  # the --json form is plain JSON


def test_bad_run_and_bad_target_are_usage_errors(ws: Path, sp: Callable[..., Any], nan_run: str) -> None:
    res = sp("report", "no-such-run")
    assert res.code == 2 and "unknown run 'no-such-run'" in res.err and len(res.err.strip().splitlines()) == 1
    res = sp("report", nan_run, "--html", str(ws / "missing-dir" / "r.html"))
    assert res.code == 2 and "does not exist" in res.err
    assert not (ws / "missing-dir").exists()
    res = sp("report", nan_run, "--html", str(ws))
    assert res.code == 2 and "is a directory" in res.err


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.mark.skipif(_chromium() is None, reason="no headless chromium installed")
def test_html_report_renders_in_headless_chromium(ws: Path, sp: Callable[..., Any], nan_run: str,
                                                 tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    assert sp("report", nan_run, "--html", str(page)).code == 0
    shot = tmp_path / "shot.png"
    browser = _chromium()
    assert browser is not None
    proc = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                           "--disable-background-networking", "--user-data-dir=" + str(tmp_path / "profile"),
                           f"--screenshot={shot}", "--window-size=900,1800", page.as_uri()],
                          capture_output=True, text=True, timeout=120)
    assert shot.exists(), proc.stderr[-2000:]
    png = shot.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20_000  # a real page with plots, not blank
