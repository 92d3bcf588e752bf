"""A learning rate that drives the loss to NaN, printed in each framework's format: savepoint
aborts the run within 200 ms of the first non-finite line (by the task's own timestamps) and
rolls the workspace back. No --watch: the loss is watched by default."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

# The quoted formats, as the frameworks print them; {step} {loss} {epoch} are filled in per step.
FORMATS = {
    "hf-trainer": "{{'loss': '{loss:.4g}', 'grad_norm': '{loss:.4g}', 'learning_rate': '5e-05', 'epoch': '{epoch:.2f}'}}",
    "nanogpt-iter": "iter {step}: loss {loss:.4f}, time 45.2ms, mfu 15.34%",
    "nanogpt-eval": "step {step}: train loss {loss:.4f}, val loss {loss:.4f}",
    "key-with-spaces": "val loss: {loss:.4f}",
    "loss-content": "Loss content: {loss}",
    "bare-loss": "loss {loss:.4f}",
    "keras": "{step}/1875 [==============================] - 3s 2ms/step - loss: {loss:.4f} - accuracy: 0.9138",
    "lightning": "Epoch 0:  45%|####5     | {step}/1000 [00:10<00:12, 44.2it/s, loss={loss:.3g}, v_num=0]",
    "fairseq": "| epoch 001 | loss {loss:.3f} | nll_loss {loss:.3f} | ppl 4.61 | num_updates {step}",
    "mmengine": "Epoch(train) [1][{step}/90]  lr: 1.000e-02  eta: 0:00:25  time: 0.010  loss: {loss:.4f}",
    "detectron2": "[11/01 11:27:04 d2.utils.events]: eta: 8:05:12  iter: {step}  total_loss: {loss:.3f}  "
                  "lr: 0.010000  max_mem: 3961M",
    "key=value": "step={step} loss={loss}",
}

# Gradient descent on loss = w**2 with a learning rate far too high: |w| grows 99x per step,
# overflows to inf, then inf - inf gives nan.
TRAIN = """
import math, os, time
w, lr = 1.0, 50.0
first_bad = None
os.makedirs("out", exist_ok=True)
for step in range(1, 100000):
    loss = w * w
    line = {fmt!r}.format(step=step, loss=loss, epoch=step / 100)
    if first_bad is None and not math.isfinite(loss):
        first_bad = time.time()
        with open(os.environ["MARKER"], "w") as f:
            f.write(repr(first_bad))
    print(line, flush=True)
    with open("out/ckpt.txt", "w") as f:
        f.write(f"w={{w}}")
    w = w - lr * 2 * w
    time.sleep(0.005)
"""


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_nan_in_each_format_aborts_within_200ms_and_rolls_back(name: str, ws: Path, tmp_path: Path,
                                                               sp: Callable[..., Any]) -> None:
    (ws / "out").mkdir()
    (ws / "out" / "ckpt.txt").write_text("good weights")
    (ws / "train.py").write_text(textwrap.dedent(TRAIN.format(fmt=FORMATS[name])))
    marker = tmp_path / "first-nan"
    run = sp("run", "--retries", "0", "--json", "--", "python", "train.py", env={"MARKER": str(marker)},
             timeout=120)
    outcome = run.json()
    assert outcome["status"] == "ROLLED_BACK", run
    attempt = outcome["attempts"][0]
    assert attempt["diagnosis"]["rule"] == "default:nan", attempt
    assert (ws / "out" / "ckpt.txt").read_text() == "good weights"
    printed = float(marker.read_text())
    data = json.loads(sp("report", "last", "--json").out)["attempts"][0]
    nan = next(a for a in data["anomalies"] if a["kind"] == "nan" and a["action"] == "abort")
    assert nan["time"] - printed <= 0.2, f"detected {1000 * (nan['time'] - printed):.0f} ms after the line"
    assert data["ended"] - printed <= 0.2, f"task stopped {1000 * (data['ended'] - printed):.0f} ms after the line"
