"""Metric lines of the third corpus round (tests/corpus/blind/): shapes the parser did not read before
(each line is real program output; the case file names its source)."""

from __future__ import annotations

import math

import pytest

from decidetools import assert_parsed
from savepoint.monitor.metrics import LineParser, is_loss_like, parse_line

NAN = float("nan")

# (name, line, metrics read, step)
LINES = [
    ("plural step name", "steps: 18 loss: nan iter time (s): 3.235 samples/sec: 0.309",
     {"steps": 18.0, "loss": NAN}, 18),  # (a rate named per second is none: `samples/sec`)
    ("iterations as the step", "iterations:16346, train acc:0.318, train loss:440.955, train loss ctc:806.456,",
     {"iterations": 16346.0, "train acc": 0.318, "train loss": 440.955, "train loss ctc": 806.456}, 16346),
    ("a count of iterations is no step",
     "| iteration      185/  250000 | lm loss: 2.435094E+00 | number of nan iterations:   0 |",
     {"lm loss": 2.435094, "iterations": 0.0}, 185),
    ("iter in brackets", "Stage [train] iter: [10/500], data_time: 1.0402(1.0402), time: 1.4696(1.4696), "
     "loss: 0.0978(0.0978), pg0_lr: 0.000100,",
     {"data_time": 1.0402, "time": 1.4696, "loss": 0.0978, "pg0_lr": 0.0001}, 10),
    ("quoted pairs amid others", "2022-03-09 15:20:50,962-INFO: iter: 20, lr: 0.000085, 'loss': 'nan', "
     "eta: 5 days, 18:42:12, batch_cost: 1.24839 sec, ips: 1.60206 images/sec",
     {"iter": 20.0, "lr": 0.000085, "loss": NAN}, 20),
    ("a name in brackets", "| E106 iter[ 14/ 15] | [Loss] nan | [exp] ./exp/0125/car | [step]  1604 | [url] none |",
     {"Loss": NAN, "step": 1604.0}, 1604),
    ("a value in angle brackets", "INFO:  Iteration: 8, Loss: <0.0995580174594>",
     {"Iteration": 8.0, "Loss": 0.0995580174594}, 8),
    ("mean and spread", "[180]   cv-test-logloss:nan+nan cv-train-logloss:0.044787+0.000385",
     {"cv-test-logloss": NAN, "cv-train-logloss": 0.044787}, 180),  # the round in brackets is the step
    ("global step with a space", "INFO:tensorflow:global step 8: loss = 57.9715 (16.765 sec/step)",
     {"global step": 8.0, "loss": 57.9715}, 8),
    ("pairs before a dict (the trial's parameters: settings)", "Current best trial: 050e8_00002 with "
     "test_loss=0.3806763291358948 and parameters={'hiddens': 128}", {"test_loss": 0.3806763291358948}, None),
    ("two-column table row", "gradNormAverage              0.0288534", {"gradNormAverage": 0.0288534}, None),
]


@pytest.mark.parametrize(("name", "line", "expected", "step"), LINES, ids=[x[0] for x in LINES])
def test_round3_lines(name: str, line: str, expected: dict[str, float], step: int | None) -> None:
    assert_parsed(line, expected, step)


@pytest.mark.parametrize("line", [
    "2020-09-07 12:33:03.542826: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1115] Created TensorFlow "
    "device (/job:localhost/replica:0/task:0/device:GPU:0 with 22853 MB memory) -> physical GPU (device: 0, name: "
    "TITAN RTX, pci bus id: 0000:09:00.0, compute capability: 7.5)",
    "CUDA Version                              : 11.6",
    "x=3 + 4",  # a formula: a bare `+` with spaces is no spread
    "Region 106",  # a lone `word number` pair with one space is prose, not a two-column table row
])
def test_versions_formulas_and_prose_are_not_metrics(line: str) -> None:
    assert parse_line(line) == {}


def test_camel_case_loss_names_are_loss_like() -> None:
    assert is_loss_like("lossAverage") and is_loss_like("valLoss")
    assert not is_loss_like("lossScale") and not is_loss_like("lossMin") and not is_loss_like("Closs")


def test_a_two_column_table_is_read_row_after_row() -> None:
    """rlpyt's logger: the rows after the first hold no hint of a metric (no `:`, `=` nor `loss`); the
    parser says it is in a table, so the monitor hands it each row."""
    parser = LineParser()
    assert parser.parse("lossAverage                  0.011436") == {"lossAverage": 0.011436}
    assert parser.in_table
    assert parser.parse("tdAbsErrMedian               0.0192974") == {"tdAbsErrMedian": 0.0192974}
    assert parser.parse("Epoch 3 done in 12 s") == {}
    assert not parser.in_table


def test_a_pipe_table_under_its_header() -> None:
    """Ray Tune's status table: the header names the columns, rows under it are read by column;
    `pid=11031` in a cell is no metric; the `iter` column is the step."""
    parser = LineParser()
    lines = [
        "+--------------------------+----------+----------+-----------+--------+------------------+----------+",
        "| Trial name               | ID       | status   | loc       |   iter |   total time (s) |   reward |",
        "|--------------------------+----------+----------+-----------+--------+------------------+----------|",
        "| SAC_Pendulum-v0_79dcd0fe | 79dcd0fe | RUNNING  | pid=11031 |     66 |          163.499 | -1105.85 |",
    ]
    found = [parser.parse(line) for line in lines]
    assert found[:3] == [{}, {}, {}]
    assert found[3] == {"iter": 66.0, "total time (s)": 163.499, "reward": -1105.85}
    assert parser.step == 66
    # fairseq's pipes are pairs, not a header
    assert parse_line("| epoch 028 | loss 3.976 | nll_loss 2.204 | ppl 4.61") == {
        "epoch": 28.0, "loss": 3.976, "nll_loss": 2.204, "ppl": 4.61}


def test_a_table_with_a_bracketed_first_field_and_right_aligned_numbers() -> None:
    """xLearn: `[   10%      ]` starts every line; the numbers stand right under multi-word names."""
    parser = LineParser()
    parser.parse("[------------] Epoch      Train log_loss       Test log_loss            Test AUC     "
                 "Time cost (sec)")
    row = parser.parse("[    5%      ]     1                -nan                -nan            0.500000"
                       "                2.51")
    assert row.keys() == {"Epoch", "Train log_loss", "Test log_loss", "Test AUC"}  # (`Time cost (sec)`: a quantity)
    assert math.isnan(row["Train log_loss"]) and row["Test AUC"] == 0.5 and parser.step == 1
