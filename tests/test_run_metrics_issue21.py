"""Under the real `savepoint run`, the run-level cases of issue 21: a NaN printed without flush is
seen at once (PYTHONUNBUFFERED), a warning-only NaN leaves a finished run DONE, `--watch loss` sees
the NaN the HF Trainer hides and watches eval_loss, and formats that went unread abort."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

Sp = Callable[..., Any]


@pytest.fixture(autouse=True)
def _as_a_user_runs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTHONUNBUFFERED", raising=False)  # some shells (CI's, this one's) set it


def _job(ws: Path, code: str) -> None:
    (ws / "out").mkdir()
    (ws / "out" / "ckpt.txt").write_text("good weights")
    (ws / "train.py").write_text(textwrap.dedent(code))


def test_a_nan_printed_without_flush_is_seen_at_once(ws: Path, sp: Sp) -> None:
    # nanoGPT prints with a plain print(): into a pipe, Python buffers 8 KiB (here: the whole run)
    _job(ws, """
        import math, time
        for it in range(400):
            loss = float("nan") if it >= 20 else 3.0 - it / 100
            print(f"iter {it}: loss {loss:.4f}, time 45.2ms, mfu 15.34%")
            with open("out/ckpt.txt", "w") as f:
                f.write(f"iter {it}")
            time.sleep(0.01)
    """)
    outcome = sp("run", "--retries", "0", "--json", "--", "python", "train.py").json()
    assert outcome["status"] == "ROLLED_BACK", outcome
    assert outcome["attempts"][0]["diagnosis"]["rule"] == "default:nan"
    data = sp("report", "last", "--json").json()["attempts"][0]
    last = [ln for ln in data["tail"] if ln.startswith("iter ")][-1] if data.get("tail") else ""
    assert data["series"]["loss"][-1][0] < 60, data["series"]["loss"][-1]  # stopped near iter 20, not 399
    assert last == "" or int(last.split()[1].rstrip(":")) < 60, last


def test_the_user_keeps_buffered_output_when_they_ask(ws: Path, sp: Sp) -> None:
    (ws / "env.py").write_text("import os\nprint('PYTHONUNBUFFERED=' + repr(os.environ.get('PYTHONUNBUFFERED')))\n")
    run = sp("run", "--json", "--", "python", "env.py")
    assert "PYTHONUNBUFFERED='1'" in run.err, run
    run = sp("run", "--json", "--", "python", "env.py", env={"PYTHONUNBUFFERED": ""})
    assert "PYTHONUNBUFFERED=''" in run.err, run


def test_a_finished_run_whose_grad_norm_was_nan_once_is_kept(ws: Path, sp: Sp) -> None:
    # fp16 loss scaling skips a step whose gradients overflowed: a warning, not a reason to roll back
    _job(ws, """
        for i in range(6):
            gn = "nan" if i == 2 else "1.5"
            print(f"{{'loss': '{1.0 / (i + 1):.4f}', 'grad_norm': '{gn}', 'epoch': '{i / 10}'}}", flush=True)
        open("out/ckpt.txt", "w").write("new weights")
    """)
    outcome = sp("run", "--retries", "0", "--json", "--", "python", "train.py").json()
    assert outcome["status"] == "DONE", outcome
    assert (ws / "out" / "ckpt.txt").read_text() == "new weights"
    anomalies = sp("report", "last", "--json").json()["attempts"][0]["anomalies"]
    assert [(a["kind"], a["metric"], a["action"]) for a in anomalies] == [("nan", "grad_norm", "warn")]


HIDDEN = """
    import time
    print("{'loss': '4.704', 'grad_norm': '0.6708', 'learning_rate': '5e-05', 'epoch': '0.1'}", flush=True)
    open("out/ckpt.txt", "w").write("diverged")
    print("{'loss': '0', 'grad_norm': 'nan', 'learning_rate': '5e-05', 'epoch': '0.2'}", flush=True)
    time.sleep(30)
"""
EVAL_NAN = """
    import time
    print("{'loss': '4.704', 'grad_norm': '0.6708', 'learning_rate': '5e-05', 'epoch': '0.1'}", flush=True)
    open("out/ckpt.txt", "w").write("diverged")
    print("{'eval_loss': 'nan', 'eval_runtime': '0.21', 'epoch': '1.0'}", flush=True)
    time.sleep(30)
"""


@pytest.mark.parametrize("code", [HIDDEN, EVAL_NAN], ids=["hidden-as-0", "eval_loss"])
def test_watch_loss_sees_the_hidden_nan_and_the_eval_loss(ws: Path, sp: Sp, code: str) -> None:
    _job(ws, code)
    outcome = sp("run", "--retries", "0", "--json", "--watch", "loss", "--", "python", "train.py",
                 timeout=60).json()
    assert outcome["status"] == "ROLLED_BACK", outcome
    assert outcome["attempts"][0]["diagnosis"]["rule"] == "default:nan"
    assert (ws / "out" / "ckpt.txt").read_text() == "good weights"


# Lines that went unread (issue 21), each printed as its framework prints a NaN.
UNREAD = {
    "lightning-padded": "Epoch 0:  45%|####5     | 450/1000 [00:10<00:12, 44.2it/s, v_num=0, train_loss=nan.0]",
    "print-tensor": "loss: tensor(nan, grad_fn=<NllLossBackward0>)",
    "deepspeed": "steps: 30 loss: nan iter time (s): 0.341 samples/sec: 93.8",
    "yolox": "2021-08-02 15:19:14 | INFO     | yolox.core.trainer:254 - epoch: 1/300, iter: 30/161, mem: 8760Mb, "
             "iter_time: 0.349s, data_time: 0.001s, total_loss: nan, iou_loss: 4.6, lr: 7.716e-07, size: 640",
    "lightgbm": "[30]\ttraining's binary_logloss: nan\tvalid_1's binary_logloss: nan",
    "sb3": "|    loss                 | nan         |",
}


@pytest.mark.parametrize("name", sorted(UNREAD))
def test_formats_that_went_unread_abort(name: str, ws: Path, sp: Sp) -> None:
    line = UNREAD[name]
    _job(ws, f"""
        import time
        print("------------------------------------------", flush=True)
        open("out/ckpt.txt", "w").write("diverged")
        print({line!r}, flush=True)
        print("------------------------------------------", flush=True)
        time.sleep(30)
    """)
    outcome = sp("run", "--retries", "0", "--json", "--", "python", "train.py", timeout=60).json()
    assert outcome["status"] == "ROLLED_BACK", outcome
    assert outcome["attempts"][0]["diagnosis"]["rule"] == "default:nan", outcome["attempts"][0]
    assert (ws / "out" / "ckpt.txt").read_text() == "good weights"


def test_the_report_x_axis_is_the_iteration_not_the_epoch(ws: Path, sp: Sp) -> None:
    (ws / "train.py").write_text(textwrap.dedent("""
        for it in range(10, 60, 10):
            print(f"epoch: 1/300, iter: {it}/161, total_loss: {10 - it / 10}, lr: 1e-3", flush=True)
    """))
    assert sp("run", "--json", "--", "python", "train.py").code == 0
    series = sp("report", "last", "--json").json()["attempts"][0]["series"]["total_loss"]
    assert [p[0] for p in series] == [10, 20, 30, 40, 50]
