"""Metric lines of the fourth corpus round (tests/corpus/unseen/): shapes the parser did not read when
that round was measured (real program output, and the same shape as other programs print it)."""

from __future__ import annotations

import os
import sys
import textwrap
from pathlib import Path

import pytest

from decidetools import assert_parsed
from savepoint.model import DetectorConfig
from savepoint.monitor import execute
from savepoint.monitor.metrics import LineParser, parse_line

NAN = float("nan")

# (name, line, metrics read, step)
LINES = [
    ("a full stop after the value (ml-agents)",
     "INFO:unityagents: Brain: Step: 48000. Mean Reward: -88.323. Std of Reward: 125.581.",
     {"Step": 48000.0, "Mean Reward": -88.323, "Std of Reward": 125.581}, 48000),
    ("a full stop after an exponent, a step with thousands separators (BasicSR)",
     "20-07-30 21:12:05.531 - INFO: <epoch:1599, iter:  80,000> psnr: 3.1740e+01.",
     {"iter": 80000.0, "psnr": 31.74}, 80000),
    ("thousands separators in a value", "Tokens seen = 3,668, Loss = 3",
     {"Tokens seen": 3668.0, "Loss": 3.0}, None),
    ("settings alone with thousands separators are configuration", "Num examples = 3,668, Num Epochs = 3", {}, None),
    ("a two-word key ending in epoch (PyTorch's MNIST example)",
     "Train Epoch: 4, Loss: 0.027037, throughput: 4002.38 samples/sec",
     {"Train Epoch": 4.0, "Loss": 0.027037}, 4),
    ("a two-word key ending in step (MaxText; its `TFLOP/s/device`, a rate per second, is none)",
     "completed step: 9, seconds: 1.341, TFLOP/s/device: 257.929, loss: 0.000",
     {"completed step": 9.0, "seconds": 1.341, "loss": 0.0}, 9),
    ("a limit is no step, nor a metric", "max epoch: 300, lr: 0.01", {"lr": 0.01}, None),
    ("Step N opening a message (TF object detection)",
     "INFO:tensorflow:Step 900 per-step time 0.813s loss=2.374", {"loss": 2.374}, 900),
    ("Step N after a log prefix in brackets",
     "I0912 11:40:27.956218 139735407601536 model_lib_v2.py:652] Step 100 per-step time 0.813s loss=1.396",
     {"loss": 1.396}, 100),
    ("a metric at step N (TensorFlow 1 tutorials)", "Minibatch loss at step 3000: 58.923489",
     {"Minibatch loss": 58.923489}, 3000),
    ("full-width colons and commas", "训练次数：1500, Loss：1.2835123538970947",
     {"训练次数": 1500.0, "Loss": 1.2835123538970947}, None),
    ("a key that starts with other letters", "整体测试集上的Loss: 230.35630249977112",
     {"整体测试集上的Loss": 230.35630249977112}, None),
    ("pairs separated by a slash (DreamerV2)",
     "[5847536] kl_loss 0.67 / image_loss 1.1e4 / actor_loss -1.5e-5 / fps 44.95",
     {"kl_loss": 0.67, "image_loss": 11000.0, "actor_loss": -1.5e-5, "fps": 44.95}, 5847536),
    ("a fraction is no pair", "correct 90 / 100", {}, None),
    ("a unit word that starts the next key (OpenCLIP)",
     "Loss: 0.88208 (0.8240) Data (t): 0.084 Batch (t): 0.490, 78.5411/s LR: 0.000001",
     {"Loss": 0.88208, "Data (t)": 0.084, "Batch (t)": 0.49, "LR": 1e-06}, None),
    ("a unit word is still a unit", "train split: 1000 examples, iter time: 298.27 ms", {}, None),
    ("the first of a repeated name (icefall: the batch, then the running total)",
     "Epoch 0, batch 700, loss[ctc_loss=0.9434, att_loss=0.8639, loss=0.8798, over 2243 frames.], "
     "tot_loss[ctc_loss=1.083, att_loss=1.037, loss=1.046, over 462414.72 frames.], batch size: 6",
     {"Epoch": 0.0, "ctc_loss": 0.9434, "att_loss": 0.8639, "loss": 0.8798}, 0),  # (a size: a setting; a batch's index: a label)
]


@pytest.mark.parametrize(("name", "line", "expected", "step"), LINES, ids=[x[0] for x in LINES])
def test_round4_lines(name: str, line: str, expected: dict[str, float], step: int | None) -> None:
    assert_parsed(line, expected, step)


def test_a_table_whose_names_have_two_words_and_a_time_column() -> None:
    """scikit-learn's gradient boosting (verbose=1): `Iter  Train Loss  Remaining Time`, rows whose
    last cell is a time with its unit (`7.89m`, `53.82s`): the numbers are read, the time is not."""
    parser = LineParser()
    assert parser.parse("      Iter       Train Loss   Remaining Time ") == {}
    assert parser.parse("         1           1.2980            7.89m") == {"Iter": 1.0, "Train Loss": 1.298}
    assert parser.step == 1
    assert parser.parse("       100           0.8599            0.00s") == {"Iter": 100.0, "Train Loss": 0.8599}
    assert parser.step == 100


def test_a_header_of_one_word_names_is_read_as_before() -> None:
    parser = LineParser()
    parser.parse("      Epoch    GPU_mem   box_loss   cls_loss")
    assert parser.parse("        1/3      2.61G      1.191      1.519") == {"Epoch": 1.0, "box_loss": 1.191,
                                                                          "cls_loss": 1.519}


def test_a_version_is_still_no_number() -> None:
    assert parse_line("torch version: 1.13.1. loss: 0.5") == {"loss": 0.5}
    assert parse_line("loss: 1.2.3") == {}


def test_lines_with_only_slashes_or_full_width_colons_reach_the_parser(tmp_path: Path) -> None:
    """The monitor's cheap pre-filter lets these lines through (they hold no `:`, `=` nor `loss`)."""
    script = tmp_path / "task.py"
    script.write_text(textwrap.dedent("""
        for i in range(3):
            print(f"[{i}] return {i + 0.5} / length 151 / total_episodes {i}", flush=True)
            print(f"准确率：{i / 10}", flush=True)
    """))
    ex = execute([sys.executable, "-u", str(script)], cwd=tmp_path, env=dict(os.environ),
                 detectors=DetectorConfig(watch=["return", "准确率"]), log_dir=tmp_path / "logs", echo=False)
    assert [p.value for p in ex.series["return"]] == [0.5, 1.5, 2.5]
    assert [p.value for p in ex.series["准确率"]] == [0.0, 0.1, 0.2]
