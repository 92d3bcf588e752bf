"""Metric lines as training frameworks print them (real formats; sources in tests/corpus/metrics/),
the default watched metrics, and a real process per behaviour that matters (NaN abort, grad_norm warn)."""

from __future__ import annotations

import math
import os
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

import savepoint
from decidetools import assert_parsed
from savepoint.errors import UsageError
from savepoint.model import DetectorConfig, Execution
from savepoint.monitor import execute
from savepoint.monitor.metrics import LineParser, parse_line
from savepoint.monitor.names import is_default_warn_only, is_default_watched, watched

NAN = float("nan")

FORMATS: list[tuple[str, str, dict[str, float], int | None]] = [
    ("hf trainer, quoted numbers", "{'loss': '4.704', 'grad_norm': '0.6708', 'learning_rate': '4.5e-05', "
     "'epoch': '0.1'}", {"loss": 4.704, "grad_norm": 0.6708, "learning_rate": 4.5e-05}, None),
    ("hf trainer, floats", "{'loss': 2.119, 'grad_norm': 37.657958984375, 'learning_rate': 4.5833333333333334e-05, "
     "'epoch': 0.25}", {"loss": 2.119, "grad_norm": 37.657958984375, "learning_rate": 4.5833333333333334e-05},
     None),
    ("hf trainer, bare nan", "{'loss': nan, 'grad_norm': nan, 'learning_rate': 0.0001, 'epoch': 0.3}",
     {"loss": NAN, "grad_norm": NAN, "learning_rate": 0.0001}, None),
    ("dict repr, nested", "{'eval': {'loss': '0.5', 'acc': 0.9}, 'step': 10, 'note': 'x'}",
     {"eval.loss": 0.5, "eval.acc": 0.9, "step": 10.0}, 10),
    ("json, nested", '{"step": 2, "eval": {"acc": 0.9, "loss": "nan"}, "ok": true}',
     {"step": 2.0, "eval.acc": 0.9, "eval.loss": NAN}, 2),
    ("nanoGPT iter", "iter 10: loss 3.1234, time 45.2ms, mfu 15.34%", {"iter": 10.0, "loss": 3.1234}, 10),
    ("nanoGPT eval", "step 100: train loss 2.5, val loss 2.6", {"step": 100.0, "train loss": 2.5,
                                                               "val loss": 2.6}, 100),
    ("nanoGPT nan", "2023-03-22 09:32:52 iter 3010: loss nan, time 1019.95ms, mfu 14.12%",
     {"iter": 3010.0, "loss": NAN}, 3010),
    ("key with spaces", "val loss: 2.6", {"val loss": 2.6}, None),
    ("key with spaces, nan", "Loss content: nan", {"Loss content": NAN}, None),
    ("bare loss", "loss 2.3124", {"loss": 2.3124}, None),
    ("step then key=value", "step 10 loss=0.53", {"step": 10.0, "loss": 0.53}, 10),
    ("keras 2", "1875/1875 [==============================] - 3s 2ms/step - loss: 0.2979 - accuracy: 0.9138 "
     "- val_loss: 0.1406 - val_accuracy: 0.9578",
     {"loss": 0.2979, "accuracy": 0.9138, "val_loss": 0.1406, "val_accuracy": 0.9578}, None),
    ("keras 2 mid-epoch", "  32/1875 [..............................] - ETA: 3:42 - loss: 2.3071 - accuracy: 0.1250",
     {"loss": 2.3071, "accuracy": 0.125}, None),
    ("keras 3", "938/938 ━━━━━━━━━━━━━━━━━━━━ 2s 2ms/step - accuracy: 0.8598 - loss: 0.4713",
     {"accuracy": 0.8598, "loss": 0.4713}, None),
    ("keras epoch", "Epoch 3/10", {}, 3),
    ("lightning tqdm postfix", "Epoch 0:  45%|████▌     | 450/1000 [00:10<00:12, 44.2it/s, loss=0.543, v_num=0]",
     {"Epoch": 0.0, "loss": 0.543}, 0),  # (v_num: the logger's version, no metric)
    ("rich progress", "Epoch 1/9  ━━━━━━━━━━ 938/938 0:00:12 • 0:00:00 76.38it/s v_num: 0 train_loss: 0.123",
     {"train_loss": 0.123}, 1),
    ("fairseq", "| epoch 028 | loss 3.976 | nll_loss 2.204 | ppl 4.61 | wps 279460 | lr 0.000330319 | "
     "gnorm 0.635 | loss_scale 0.000 | wall 4043",
     {"epoch": 28.0, "loss": 3.976, "nll_loss": 2.204, "ppl": 4.61, "wps": 279460.0, "lr": 0.000330319,
      "gnorm": 0.635, "loss_scale": 0.0, "wall": 4043.0}, 28),
    ("fairseq train_inner", "2021-03-01 12:00:00 | INFO | train_inner | epoch 001:    100 / 1000 loss=9.5, "
     "nll_loss=9.1, ppl=548.2, wps=12345, num_updates=100, lr=1.25e-05, gnorm=2.345",
     {"epoch": 1.0, "loss": 9.5, "nll_loss": 9.1, "ppl": 548.2, "wps": 12345.0, "num_updates": 100.0,
      "lr": 1.25e-05, "gnorm": 2.345}, 1),
    ("mmengine", "04/21 21:03:53 - mmengine - INFO - Epoch(train) [1][10/90]  lr: 1.000e-02  eta: 0:00:25  "
     "time: 0.010  data_time: 0.000  memory: 0  loss: 11.4723",
     {"lr": 0.01, "time": 0.01, "data_time": 0.0, "memory": 0.0, "loss": 11.4723}, None),
    ("mmcv 1.x", "2020-07-27 05:30:00,056 - INFO - Epoch [1][640/1730]\tlr: 1.000e-02, eta: 1 day, 14:05:50, "
     "time: 0.828, data_time: 0.050, memory: 8342, loss_cls: 3.7828, loss: 3.7828",
     {"lr": 0.01, "time": 0.828, "data_time": 0.05, "memory": 8342.0, "loss_cls": 3.7828, "loss": 3.7828}, None),
    ("detectron2", "[11/01 11:27:04 d2.utils.events]: eta: 8:05:12  iter: 1259  total_loss: 1.012  loss_cls: 0.714  "
     "time: 0.3322  data_time: 0.0334  lr: 0.010000  max_mem: 3961M",
     {"iter": 1259.0, "total_loss": 1.012, "loss_cls": 0.714, "time": 0.3322, "data_time": 0.0334,
      "lr": 0.01}, 1259),
    ("maskrcnn-benchmark", "2019-05-27 10:48:54,461 maskrcnn_benchmark.trainer INFO: eta: 0:17:37  iter: 87940  "
     "loss: 0.6097 (0.9191)  lr: 0.000025  max mem: 4358",
     {"iter": 87940.0, "loss": 0.6097, "lr": 2.5e-05}, 87940),
    ("Step: N, Key: v", "Step: 100, Loss: 0.4312, Val Loss: 0.5120, Tokens/s: 1234.56",
     {"Step": 100.0, "Loss": 0.4312, "Val Loss": 0.512}, 100),  # (`Tokens/s`: a rate named per second)
    ("log level prefix", "root INFO loss: 0.5", {"loss": 0.5}, None),
    ("colour codes", "\x1b[32mloss\x1b[0m=0.25 acc=0.5", {"loss": 0.25, "acc": 0.5}, None),
]


@pytest.mark.parametrize(("name", "line", "expected", "step"), FORMATS, ids=[f[0] for f in FORMATS])
def test_framework_formats(name: str, line: str, expected: dict[str, float], step: int | None) -> None:
    assert_parsed(line, expected, step)


NOT_METRICS = [
    "tokens per iteration will be: 256",  # nanoGPT's prose
    "number of parameters: 10.65M",
    "num decayed parameter tensors: 26, with 10,740,096 parameters",
    "Loading 5 files",
    "Found 2 GPUs, using 1 of them",
    "Generating train split: 1000 examples [00:00, 5000 examples/s]",
    "[INFO|trainer.py:2926] 2023-10-19 09:48:54,430 >> Saving model checkpoint to out/checkpoint-10",
    "time: 12:30:45",
    "ETA 0:01:02",
    "version=1.2.3 name=bert",
    "max_mem: 3782M",
    "iter time: 298.27 ms",
    "eta: 1 day, 14:05:50",
    "Downloading: 100%|██████████| 1.2k/1.2k [00:00<00:00, 1.1MB/s]",
    "the loss: 0.5 is what we got",
    "plain text without metrics",
]


@pytest.mark.parametrize("line", NOT_METRICS)
def test_prose_units_and_durations_are_not_metrics(line: str) -> None:
    assert parse_line(line) == {}


def test_yolo_table_rows_are_read_under_their_header() -> None:
    parser = LineParser()
    assert parser.parse("      Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size") == {}
    row = parser.parse("        1/3      2.61G      1.191      1.519      1.263        215        640: 100%|█| 8/8")
    assert row == {"Epoch": 1.0, "box_loss": 1.191, "cls_loss": 1.519, "dfl_loss": 1.263, "Instances": 215.0,
                   "Size": 640.0}
    assert parser.step == 1
    # the validation table below it is not read as the training columns
    assert parser.parse("                   all        128        929      0.577      0.52      0.55      0.33") == {}


def test_long_lines_stay_cheap_and_still_give_key_value_pairs() -> None:
    line = "x " * 10000 + "loss=0.5 acc: 0.75"
    assert parse_line(line) == {"loss": 0.5, "acc": 0.75}


def test_user_patterns_name_their_metrics() -> None:
    import re
    parser = LineParser([re.compile(r"Loss content: (?P<content>\S+)"),
                         re.compile(r"^(?P<name>[A-Z][a-z]+ score) => (?P<value>\S+)")])
    assert math.isnan(parser.parse("Loss content: nan, style 3")["content"])
    assert parser.parse("Dice score => 0.91") == {"Dice score": 0.91}


def test_default_watched_names() -> None:
    for name in ("loss", "train_loss", "val loss", "eval_loss", "eval/loss", "eval.loss", "Loss content",
                 "loss_cls", "total_loss", "nll_loss", "val-loss", "Train Loss"):
        assert is_default_watched(name), name
    for name in ("lossy", "acc", "loss_scale", "loss_weight", "grad_norm", "lr", "closs", "best_loss",
                 "best val loss", "min_loss"):
        assert not is_default_watched(name), name
    assert is_default_warn_only("grad_norm") and is_default_warn_only("train/grad_norm")
    assert is_default_warn_only("gnorm") and not is_default_warn_only("loss")
    assert watched("acc", ["acc"]) and not watched("loss", ["acc"]) and watched("val loss", [])


def run_py(tmp_path: Path, code: str, config: DetectorConfig | None = None) -> Execution:
    script = tmp_path / "task.py"
    script.write_text(textwrap.dedent(code))
    return execute([sys.executable, "-u", str(script)], cwd=tmp_path, env=dict(os.environ),
                   detectors=config or DetectorConfig(), log_dir=tmp_path / "logs", echo=False)


def test_nan_in_an_hf_trainer_line_aborts_by_default(tmp_path: Path) -> None:
    ex = run_py(tmp_path, """
        import time
        print("{'loss': '4.704', 'grad_norm': '0.6708', 'learning_rate': '5e-05', 'epoch': '0.1'}", flush=True)
        print("{'loss': 'nan', 'grad_norm': 'nan', 'learning_rate': '5e-05', 'epoch': '0.2'}", flush=True)
        time.sleep(30)
    """)
    assert ex.aborted_by == "nan"
    assert [a.metric for a in ex.anomalies if a.kind == "nan" and a.action == "abort"] == ["loss"]
    assert ex.series["loss"][0].value == 4.704


def test_a_grad_norm_nan_alone_only_warns(tmp_path: Path) -> None:
    ex = run_py(tmp_path, """
        for i in range(5):
            gn = "nan" if i == 2 else "1.5"
            print(f"{{'loss': {1.0 / (i + 1)}, 'grad_norm': {gn}, 'epoch': {i / 10}}}", flush=True)
    """)
    assert ex.exit_code == 0 and ex.aborted_by is None
    warned = [a for a in ex.anomalies if a.kind == "nan"]
    assert [(a.metric, a.action) for a in warned] == [("grad_norm", "warn")]


def test_step_from_the_line_is_the_x_of_the_series(tmp_path: Path) -> None:
    ex = run_py(tmp_path, """
        for it in range(0, 50, 10):
            print(f"iter {it}: loss {2.0 - it / 100:.4f}, time 45.2ms, mfu 15.34%", flush=True)
    """)
    assert [p.step for p in ex.series["loss"]] == [0, 10, 20, 30, 40]


def test_metric_patterns_from_savepoint_toml(tmp_path: Path) -> None:
    from savepoint.config import parse_config
    config = parse_config('[detectors]\nmetric_patterns = ["Loss content: (?P<loss>\\\\S+)"]\n',
                          tmp_path / "savepoint.toml")
    assert config.defaults.detectors.metric_patterns == ["Loss content: (?P<loss>\\S+)"]
    with pytest.raises(UsageError, match="names no group"):
        parse_config('[detectors]\nmetric_patterns = ["Loss content: \\\\S+"]\n', tmp_path / "savepoint.toml")


def test_python_api_watches_the_loss_by_default(ws: Path) -> None:
    (ws / "w.txt").write_text("v1")

    def train(ctx: Any) -> None:
        (ws / "w.txt").write_text("broken")
        ctx.metric("grad_norm", float("nan"))  # warns only: not an abort
        ctx.metric("loss", 0.5)
        ctx.metric("loss", float("nan"))
        raise AssertionError("not reached: the NaN aborts the attempt")

    out = savepoint.run("train", train, workspace=ws, retries=0)
    assert out.status == savepoint.Status.ROLLED_BACK, out
    assert (ws / "w.txt").read_text() == "v1"


def test_a_loss_growing_past_1e154_does_not_stop_the_monitor(tmp_path: Path) -> None:
    # the rolling statistics of the spike detector used to raise OverflowError on such values,
    # which killed the output reader: the NaN that followed was never seen
    ex = run_py(tmp_path, """
        w = 1.0
        for step in range(400):
            print(f"loss {w * w:.4f}", flush=True)
            w = w - 100.0 * w
    """)
    assert ex.aborted_by == "nan"


def test_the_documented_metric_patterns_work_under_savepoint_run(ws: Path, sp: Any) -> None:
    doc = (Path(__file__).parent.parent / "docs" / "monitoring.md").read_text()
    toml = doc.split("### Adding a pattern of your own", 1)[1].split("```toml", 1)[1].split("```", 1)[0]
    (ws / "savepoint.toml").write_text(toml)
    (ws / "t.py").write_text(textwrap.dedent("""
        import time
        print("Dice score => 0.91", flush=True)
        for value in ("0.5", "0.4", "nan"):
            print(f"Loss content: {value}, style 3", flush=True)
        time.sleep(30)
    """))
    run = sp("run", "--retries", "0", "--json", "--", "python", "t.py", timeout=120)
    assert run.json()["attempts"][0]["diagnosis"]["rule"] == "default:nan", run
    metrics = sp("report", "last", "--json").json()["attempts"][0]["metrics"]
    assert metrics["Dice score"] == 0.91 and math.isnan(metrics["content_loss"])


def test_a_nan_loss_the_trainer_hides_as_zero_aborts(tmp_path: Path) -> None:
    # the HF Trainer logs NaN losses as the mean of the finite ones: 0 once all are NaN (real
    # reports: tests/corpus/metrics/hf-trainer/); the NaN gradient norm next to it gives it away
    ex = run_py(tmp_path, """
        import time
        print("{'loss': 3.922, 'grad_norm': 1.004, 'learning_rate': 0.0001, 'epoch': 0.12}", flush=True)
        print("{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 0.0005142857142857142, 'epoch': 0.01}", flush=True)
        time.sleep(30)
    """)
    assert ex.aborted_by == "nan"
    assert [a.metric for a in ex.anomalies if a.action == "abort"] == ["loss"]


def test_a_gradient_norm_nan_for_25_points_in_a_row_aborts_but_24_only_warn(tmp_path: Path) -> None:
    ex = run_py(tmp_path, """
        for run in (24, 24):
            for i in range(run):
                print(f"step={i} loss=1.5 grad_norm=nan", flush=True)
            print("step=99 loss=1.4 grad_norm=2.5", flush=True)
    """)
    assert ex.exit_code == 0 and ex.aborted_by is None
    ex = run_py(tmp_path, """
        import time
        for i in range(25):
            print(f"step={i} loss=1.5 grad_norm=nan", flush=True)
        time.sleep(30)
    """)
    assert ex.aborted_by == "nan"
    assert "25 points in a row" in next(a.detail for a in ex.anomalies if a.action == "abort")


def test_python_api_aborts_on_the_hidden_nan_and_a_lasting_gradient_nan(ws: Path) -> None:
    (ws / "w.txt").write_text("v1")

    def hidden(ctx: Any) -> None:
        (ws / "w.txt").write_text("broken")
        print("{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 0.0005, 'epoch': 0.01}", flush=True)
        raise AssertionError("not reached: the printed line aborts the attempt")

    def lasting(ctx: Any) -> None:
        (ws / "w.txt").write_text("broken")
        for _ in range(25):
            ctx.metric("grad_norm", float("nan"))
        raise AssertionError("not reached: the 25th NaN gradient norm aborts the attempt")

    for job in (hidden, lasting):
        out = savepoint.run("train", job, workspace=ws, retries=0, echo=False)
        assert out.status == savepoint.Status.ROLLED_BACK, out
        assert (ws / "w.txt").read_text() == "v1"


def test_keys_with_an_apostrophe_follow_one_another() -> None:
    # LightGBM prints every validation set's metric on one line, tab-separated (issue 21)
    line = "[4]\tvalid_0's auc: 1\tvalid_1's auc: 0.98\ttraining's binary_logloss: 0.25"
    assert parse_line(line) == {"valid_0's auc": 1.0, "valid_1's auc": 0.98, "training's binary_logloss": 0.25}
