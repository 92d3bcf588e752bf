"""`savepoint.log_metrics` writes what the monitor reads ($SAVEPOINT_METRICS): a NaN reported so
stops the run at once, the steps it carries are the report's x, a name it reports is not read again
from the output, and outside savepoint it does nothing."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

from savepoint.channel import log_metrics, number

Sp = Callable[..., Any]


def test_outside_savepoint_it_does_nothing(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "SAVEPOINT_METRICS"}
    code = "import savepoint; savepoint.log_metrics(step=1, loss=0.5); print('ok')"
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout == "ok\n" and list(tmp_path.iterdir()) == [], out


def test_records_are_json_lines_of_numbers(tmp_path: Path, monkeypatch: Any) -> None:
    path = tmp_path / "metrics.jsonl"
    monkeypatch.setenv("SAVEPOINT_METRICS", str(path))

    class Scalar:  # a 0-d tensor or NumPy scalar as far as log_metrics can tell
        def item(self) -> float:
            return 0.25

    log_metrics(step=3, loss=1.5, acc=Scalar(), name="run-1", flag=True, nan=float("nan"))
    log_metrics(step=4.0, loss=float("inf"))
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert records[0]["step"] == 3 and records[0]["loss"] == 1.5 and records[0]["acc"] == 0.25
    assert "name" not in records[0] and "flag" not in records[0] and math.isnan(records[0]["nan"])
    assert records[1] == {"step": 4, "loss": math.inf}
    assert number("2.5") == 2.5 and number(None) is None and number(True) is None


TRAIN = """
import time
import savepoint
open("out/ckpt.txt", "w").write("training")
for step in range(1, 2000):
    loss = float("nan") if step >= {bad} else 1.0 / step
    savepoint.log_metrics(step=step * 10, loss=loss, lr=1e-3)
    print(f"loss: {{loss + 100}}", flush=True)  # the same name in the output: not read twice
    time.sleep(0.01)
open("out/ckpt.txt", "w").write("done")
"""


def _job(ws: Path, bad: int) -> None:
    (ws / "out").mkdir()
    (ws / "out" / "ckpt.txt").write_text("good weights")
    (ws / "train.py").write_text(TRAIN.format(bad=bad))


def test_a_nan_reported_stops_the_run_within_a_few_steps(ws: Path, sp: Sp) -> None:
    _job(ws, bad=20)
    outcome = sp("run", "--retries", "0", "--json", "--", "python", "train.py").json()
    assert outcome["status"] == "ROLLED_BACK", outcome
    assert outcome["attempts"][0]["diagnosis"]["rule"] == "default:nan"
    assert (ws / "out" / "ckpt.txt").read_text() == "good weights"
    series = sp("report", "last", "--json").json()["attempts"][0]["series"]["loss"]
    steps = [p[0] for p in series]
    assert steps[:3] == [10, 20, 30], steps  # the reported steps, not 1, 2, 3
    assert all(not (p[1] >= 2) for p in series), series  # NaN or the reported loss, never the printed loss+100
    assert steps[-1] <= 20 * 10 + 50, steps[-1]  # stopped within a few steps of the NaN


def test_a_good_run_ends_done_with_the_reported_metrics(ws: Path, sp: Sp) -> None:
    (ws / "train.py").write_text(textwrap.dedent("""
        import savepoint
        for step in range(1, 6):
            savepoint.log_metrics(step=step, loss=1.0 / step, accuracy=0.5 + step / 20)
    """))
    outcome = sp("run", "--retries", "0", "--json", "--", "python", "train.py").json()
    assert outcome["status"] == "DONE", outcome
    assert outcome["result"]["metrics"]["loss"] == 0.2 and outcome["result"]["metrics"]["accuracy"] == 0.75


def test_inside_the_python_api_it_reports_to_the_attempt(ws: Path) -> None:
    import savepoint

    (ws / "w.txt").write_text("v1")

    def train() -> None:
        (ws / "w.txt").write_text("broken")
        for step in range(1, 4):
            savepoint.log_metrics(step=step * 100, loss=1.0 / step)
        savepoint.log_metrics(step=400, loss=float("nan"))
        raise AssertionError("not reached: the NaN aborts the attempt")

    out = savepoint.run("train", train, workspace=ws, retries=0)
    assert out.status == savepoint.Status.ROLLED_BACK, out
    assert (ws / "w.txt").read_text() == "v1"


def test_the_metrics_file_is_read_before_the_output_that_follows_it(ws: Path, sp: Sp) -> None:
    # The task writes its records through a hard link in another folder, which the file's watcher
    # (inotify on the attempt's folder) does not see: only the supervisor's tick would read them, a
    # lag as on a loaded machine. Each printed line is still read after the record written before it.
    (ws / "out").mkdir()
    (ws / "out" / "ckpt.txt").write_text("good weights")
    (ws / "train.py").write_text(textwrap.dedent("""
        import json, os, time
        path = os.environ["SAVEPOINT_METRICS"]
        open(path, "a").close()
        os.mkdir("side")
        os.link(path, "side/m.jsonl")
        open("out/ckpt.txt", "w").write("training")
        with open("side/m.jsonl", "a") as f:
            for step in (1, 2, 3, 4):
                loss = float("nan") if step == 4 else 1.0 / step
                f.write(json.dumps({"step": step * 10, "loss": loss}) + "\\n")
                f.flush()
                print(f"loss: {loss + 100}", flush=True)
        time.sleep(30)
    """))
    outcome = sp("run", "--retries", "0", "--json", "--", "python", "train.py").json()
    assert outcome["status"] == "ROLLED_BACK", outcome
    assert (ws / "out" / "ckpt.txt").read_text() == "good weights"
    series = sp("report", "last", "--json").json()["attempts"][0]["series"]["loss"]
    assert [p[0] for p in series] == [10, 20, 30, 40], series
    assert all(not (p[1] >= 2) for p in series), series
