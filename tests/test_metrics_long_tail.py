"""Metric shapes of the long tail the earlier corpus rounds left unread (docs/diagnosis.md): each the
shape of a real program's output, read by a general rule, with the prose it must still refuse."""

from __future__ import annotations

import contextlib
import math
import os
import signal
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from decidetools import assert_parsed
from savepoint.model import DetectorConfig, Execution
from savepoint.monitor import execute
from savepoint.monitor.metrics import LineParser
from savepoint.monitor.names import is_default_watched, watched

NAN = float("nan")


def _monitored(tmp_path: Path, code: str, watch: list[str]) -> Execution:
    """Run a Python task printing `code`'s output under the real monitor, watching these names."""
    script = tmp_path / "task.py"
    script.write_text(textwrap.dedent(code))
    return execute([sys.executable, "-u", str(script)], cwd=tmp_path, env=dict(os.environ),
                   detectors=DetectorConfig(watch=watch), log_dir=tmp_path / "logs", echo=False)

# (name, line, metrics read, step)
LINES = [
    ("a statistic of a quantity (ML-Agents)",
     "INFO:unityagents: Brain: Step: 48000. Mean Reward: -88.323. Std of Reward: 125.581.",
     {"Step": 48000.0, "Mean Reward": -88.323, "Std of Reward": 125.581}, 48000),
    ("another statistic word", "mean of returns: 3.5, max of returns: 9",
     {"mean of returns": 3.5, "max of returns": 9.0}, None),
    ("a count is still prose", "Number of parameters: 1234", {}, None),
    ("a name opening with No (darknet)",
     "Region 82 Avg IOU: nan, Class: nan, Obj: nan, No Obj: nan, .5R: 0.000000, .75R: 0.000000,  count: 2",
     {"Avg IOU": NAN, "Class": NAN, "Obj": NAN, "No Obj": NAN, ".5R": 0.0, ".75R": 0.0, "count": 2.0},
     None),  # (`Region 82`: which layer; `.5R`, the recall at an IoU of .5, a measure)
    ("no before a sentence is still prose", "no such thing: 3", {}, None),
    ("a metric after 'with' (Optuna); the trial's parameters are its settings",
     "[I 2026-08-20 19:25:09,721] Trial 32 finished with value: 0.9655998097193322 and parameters: "
     "{'x': 2.98264938290284}. Best is trial 11 with value: 0.012342608778240102.",
     {"value": 0.9655998097193322}, None),  # (the trial's number is a label, as a fold's)
    ("a loss after 'with'", "Saving checkpoint with val_loss: 0.2310",
     {"val_loss": 0.231}, None),
    ("a setting after 'with' is still prose", "Training with batch size: 32", {}, None),
    ("a code after 'with' is still prose", "Process finished with exit code: 1", {}, None),
    ("a value before its name (AutoGluon)", "\t0.9824\t = Validation accuracy score",
     {"Validation accuracy score": 0.9824}, None),
    ("a quantity with its unit before a name is no metric", "\t0.51s\t = Training runtime", {}, None),
    ("an equation is no value-first metric", "2 = two", {}, None),
    ("a value glued to the next key (old CatBoost)",
     "13:\tlearn 0.2893642169passed: 17.7 sec\ttotal: 6m 57s\tremaining: 27m 49s",
     {"learn": 0.2893642169}, 13),
    ("a value glued to a unit is still no number", "epoch 3 loss 0.52 time 1.5secs: done",
     {"epoch": 3.0, "loss": 0.52}, 3),
    ("a lone pair after a counter (a numbered progress line)", "7: acc 0.91",
     {"acc": 0.91}, None),
    ("a lone pair without a counter is still prose", "Loading 5 files", {}, None),
    ("a clock time is no counter", "12:30:45 Loading 5 files", {}, None),
]


def test_a_tab_separated_table_with_a_bracketed_array_cell() -> None:
    """ChainerRL's evaluation table: tab-separated, one cell a NumPy array printed with a space inside
    (`[ 0.08042493]`). Each row is read under its header, that cell skipped."""
    parser = LineParser()
    assert parser.parse("steps\tepisodes\telapsed\tmean\tmedian\taverage_v\taverage_loss_value_func") == {}
    row = parser.parse("201555\t134\t4229.2\t-15.1\t-20.0\t[-0.4481405]\t0.00525111309941")
    assert row == {"steps": 201555.0, "episodes": 134.0, "elapsed": 4229.2, "mean": -15.1, "median": -20.0,
                   "average_loss_value_func": 0.00525111309941}
    assert parser.step == 201555
    row = parser.parse("301237\t166\t6180.1\t-12.3\t-15.0\t[ 0.21885952]\t0.0209485060985")
    assert row == {"steps": 301237.0, "episodes": 166.0, "elapsed": 6180.1, "mean": -12.3, "median": -15.0,
                   "average_loss_value_func": 0.0209485060985}
    assert parser.step == 301237


def test_a_header_of_two_lines() -> None:
    """Vowpal Wabbit's progress table names each column on two lines (`average` over `loss`)."""
    parser = LineParser()
    parser.parse("average    since         example     example  current  current  current  current")
    parser.parse("loss       last          counter      weight    label  predict features     pass")
    row = parser.parse("0.053639   0.001796        11135     11135.0   1.0000   1.0000        4       11")
    assert row["average loss"] == 0.053639
    assert row["since last"] == 0.001796
    assert "loss" not in row and "last" not in row
    # a row measured on the holdout set ends with Vowpal Wabbit's mark `h`
    held = parser.parse("0.000000   0.000000           16        16.0   1.0000   0.2857        1       12 h")
    assert held["average loss"] == 0.0 and held["since last"] == 0.0


def test_a_second_line_that_is_no_header_keeps_the_first_alone() -> None:
    parser = LineParser()
    parser.parse("Epoch    GPU_mem   box_loss   cls_loss")
    assert parser.parse("  1/3      2.61G      1.191      1.519") == {"Epoch": 1.0, "box_loss": 1.191, "cls_loss": 1.519}


def test_a_two_line_header_reaches_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """The first header line holds no hint of a metric (no `:`, `=` or `loss`) and is printed on
    its own: the monitor still remembers it for the line that follows."""
    ex = _monitored(tmp_path, """
        import time
        print("average    since         example     example", flush=True)
        time.sleep(0.2)
        print("loss       last          counter      weight", flush=True)
        for i in range(3):
            print(f"{0.5 / (i + 1):.6f}   {0.4 / (i + 1):.6f}   {3 * (i + 1):10d}   {3.0 * (i + 1):9.1f}", flush=True)
            time.sleep(0.1)
    """, ["average loss"])
    assert [p.value for p in ex.series["average loss"]] == [0.5, 0.25, 0.166667]


MORE_LINES = [
    ("a NumPy array of one value (CleanRL)", "global_step=1000, episodic_return=[23.]",
     {"global_step": 1000.0, "episodic_return": 23.0}, 1000),
    ("a one-value list after = (DeepSpeed)", "[Rank 0] step=10, skipped=0, lr=[1e-05], mom=[(0.9, 0.999)]",
     {"step": 10.0, "skipped": 0.0, "lr": 1e-05}, 10),
    ("a list of several values is no metric", "sizes: [1, 2, 3], loss: 0.5", {"loss": 0.5}, None),
    ("a bracketed counter after a space is a label (mmdetection)", "Epoch [1][50/7330]\tlr: 1.000e-03, loss: 1.2",
     {"lr": 0.001, "loss": 1.2}, None),
    ("a sentence after the last value (ML-Agents)",
     "[INFO] 3DBall. Step: 12000. Time Elapsed: 20.3 s. Mean Reward: 1.234. Std of Reward: 0.567. Training.",
     {"Step": 12000.0, "Mean Reward": 1.234, "Std of Reward": 0.567}, 12000),
    ("a progress bar named Steps (diffusers)",
     "Steps:  10%|█         | 100/1000 [00:30<04:30,  3.33it/s, loss=0.123, lr=1e-5]",
     {"loss": 0.123, "lr": 1e-05}, 100),
    ("a progress bar named otherwise gives no step", "Training:  10%|█   | 100/1000 [00:30<04:30, loss=0.1]",
     {"loss": 0.1}, None),
    ("a W&B summary row", "wandb:         accuracy 0.9", {"accuracy": 0.9}, None),
    ("a W&B message is no row", "wandb: Synced 5 W&B file(s), 0 media file(s)", {}, None),
    ("a box of one column (Ray Train's result)", "│ accuracy                               0.91   │",
     {"accuracy": 0.91}, None),
]


@contextlib.contextmanager
def _no_hang(seconds: int, what: str) -> Iterator[None]:
    """Raise TimeoutError when the block runs over `seconds` (a guard against a hang, not a timing)."""
    def hung(*_: object) -> None:
        raise TimeoutError(what)

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _read(lines: str) -> list[tuple[dict[str, float], int | None]]:
    parser = LineParser()
    out = []
    for line in textwrap.dedent(lines).strip("\n").splitlines():
        out.append((parser.parse(line), parser.step))
    return out


def test_a_tab_separated_header_of_several_word_names() -> None:
    """The Hugging Face Trainer's notebook table, printed as text: `Step\\tTraining Loss\\tValidation Loss`."""
    rows = _read("Step\tTraining Loss\tValidation Loss\n100\t2.345600\t2.123400\n200\tnan\t2.100000")
    assert rows[1] == ({"Step": 100.0, "Training Loss": 2.3456, "Validation Loss": 2.1234}, 100)
    found, step = rows[2]
    assert step == 200 and found["Validation Loss"] == 2.1 and found["Training Loss"] != found["Training Loss"]


def test_a_clock_time_cell_is_no_number() -> None:
    """fastai's table ends each row with the epoch's time (`00:10`): it is not read as 0."""
    rows = _read("""
        epoch     train_loss  valid_loss  accuracy  time
        0         0.123456    0.234567    0.912345  00:10
    """)
    assert rows[1] == ({"epoch": 0.0, "train_loss": 0.123456, "valid_loss": 0.234567, "accuracy": 0.912345}, 0)


def test_a_rich_table_of_test_results() -> None:
    """Lightning's `trainer.test()` results, drawn by rich: read when the table closes."""
    rows = _read("""
        ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
        ┃        Test metric        ┃       DataLoader 0        ┃
        ┡━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━┩
        │         test_acc          │    0.9120000004768372     │
        │         test_loss         │            nan            │
        └───────────────────────────┴───────────────────────────┘
    """)
    assert all(found == {} for found, _ in rows[:-1])
    found, _ = rows[-1]
    assert found.keys() == {"test_acc", "test_loss"} and found["test_acc"] == 0.9120000004768372


def test_a_rich_table_reaches_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """A box row holds no `:`, `=` nor `loss` (`│ accuracy   0.91 │`): the monitor still reads it."""
    ex = _monitored(tmp_path, """
        for acc in (0.5, 0.75):
            print("╭──────────────────────────╮", flush=True)
            print("│ Training result          │", flush=True)
            print("├──────────────────────────┤", flush=True)
            print(f"│ accuracy          {acc:<6} │", flush=True)
            print("╰──────────────────────────╯", flush=True)
    """, ["accuracy"])
    assert [p.value for p in ex.series["accuracy"]] == [0.5, 0.75]


# Seventh round (tests/corpus/unseen7/), after its one measurement: general shapes it showed.
ROUND7_LINES = [
    ("a unit word, then a capitalised name (ML-Agents)",
     "INFO:mlagents.trainers: BlockBrain: Step: 0. Time Elapsed: 99.064 s Mean Reward: -7.901. Std of Reward: 2.661.",
     {"Step": 0.0, "Mean Reward": -7.901, "Std of Reward": 2.661}, 0),
    ("a unit word that starts the next name is still that name's (OpenCLIP)",
     "Loss: 0.88208 (0.8240) Data (t): 0.084 Batch (t): 0.490, 78.5411/s LR: 0.000001",
     {"Loss": 0.88208, "Data (t)": 0.084, "Batch (t)": 0.49, "LR": 1e-06}, None),
    ("a name with its unit after 'in' is a quantity, no measure (NeMo)",
     "Training epoch 0, iteration 125/149 | lr: 3e-05 | global_step: 125 | reduced_train_loss: 1.34 | "
     "train_step_timing in s: 0.03147",
     {"Training epoch": 0.0, "lr": 3e-05, "global_step": 125.0, "reduced_train_loss": 1.34}, 125),
    ("a loss named after its value in a comma list (darknet)",
     "46: 20120.000000, 20120.000000 avg loss, 0.000000 rate, 7.153 seconds, 2944 images",
     {"avg loss": 20120.0, "rate": 0.0}, None),
]


def test_yolo_validation_table() -> None:
    """Ultralytics' (and YOLOv5's) validation: a `Class` column, names such as `Box(P` and `mAP50-95)`,
    a progress bar after the header; the `all` row is read, a class's row is not, and the training
    rows that follow are not read under it."""
    rows = _read("""
              Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size
                1/8       2.8G     0.4452      1.629      1.087         18        704: 100%|██████████| 25848/25848
                         Class     Images  Instances      Box(P          R      mAP50  mAP50-95): 100%|████| 12924/12924
                           all     206780     411952      0.532      0.358      0.398      0.371
                        person       1000       2000        0.6        0.5        0.4        0.3
                2/8       2.8G     0.4000      1.500      1.000         18        704: 100%|
                         Class     Images     Labels          P          R     mAP@.5 mAP@.5:.95: 100%|
                           all        128        929       0.64      0.537      0.605      0.446
    """)
    assert rows[1][0]["box_loss"] == 0.4452 and rows[1][1] == 1
    assert rows[3][0] == {"P": 0.532, "R": 0.358, "mAP50": 0.398, "mAP50-95": 0.371}  # not the counts
    assert rows[4][0] == {} and rows[5][0] == {}
    assert rows[7][0]["mAP@.5"] == 0.605 and rows[7][0]["mAP@.5:.95"] == 0.446


def test_a_table_whose_step_column_is_itn() -> None:
    """spaCy 2's training table names its step `Itn` (spaCy 3's `#`)."""
    rows = _read("""
        Itn    Dep Loss    NER Loss      UAS    NER P
          9   48384.992     719.396   89.924   85.748
         10   46380.225     676.546   89.960   85.510
    """)
    assert rows[2] == ({"Itn": 10.0, "Dep Loss": 46380.225, "NER Loss": 676.546, "UAS": 89.96, "NER P": 85.51}, 10)


# Eighth round (tests/corpus/unseen8/), after its one measurement.
ROUND8_LINES = [
    ("a value before its name and a note (AutoGluon)", "\t-2.3802\t = Validation score   (-root_mean_squared_error)",
     {"Validation score": -2.3802}, None),
    ("a W&B summary name with a colon", "wandb:   metrics/mAP_0.5:0.95 0.20731", {"metrics/mAP_0.5:0.95": 0.20731}, None),
    ("ETA is no metric, even glued to the next progress line (fastText)",
     "Progress:   0.0% words/sec/thread:      10 lr:  0.100000 loss: 15.976125 ETA: 17Progress:   0.0%",
     {"lr": 0.1, "loss": 15.976125}, None),  # (nor its rate per thread: the collectors, 5 to 2)
    ("a result after 'in' (Optuna 0.x)",
     "[I 2019-09-26 17:01:57,645] Finished trial#5 resulted in value: 0.6355999708175659. Current best value is 0.837",
     {"value": 0.6355999708175659}, None),
    ("a place after 'in' is still prose", "Saved in file: 3", {}, None),
    ("an epoch written as an integer in a JSON record is the step (DeiT)",
     '{"train_lr": 5.7e-05, "train_loss": 3.17, "epoch": 259, "n_parameters": 11590840}',
     {"train_lr": 5.7e-05, "train_loss": 3.17, "epoch": 259.0}, 259),  # (`n_parameters`: the model's size)
    # how far training has gone: no step, and no measure either (two readers of such logs, independently)
    ("the HF Trainer's fractional epoch is no step", "{'loss': 0.5, 'epoch': 1.0}", {"loss": 0.5}, None),
    ("nor a metric, in an evaluation's record", "{'eval_loss': 2.46, 'eval_accuracy': 0.52, 'epoch': 2.0}",
     {"eval_loss": 2.46, "eval_accuracy": 0.52}, None),
]


def test_a_ruled_table_whose_rows_hold_words() -> None:
    """Ray Tune's plain status table: a header, a rule of dashes, rows with a trial's name and status."""
    rows = _read("""
        Trial name                    status      iter    total time (s)     ts    reward
        ----------------------------  --------  ------  ----------------  -----  --------
        APPO_CartPole-v1_29116_00000  RUNNING        3           30.3035  46550  190.75
        APPO_CartPole-v1_29116_00001  RUNNING        1           10.1083  15850   25.9221
    """)
    assert rows[3] == ({"iter": 1.0, "total time (s)": 10.1083, "ts": 15850.0, "reward": 25.9221}, 1)


def test_a_table_with_a_date_column() -> None:
    """scikit-learn's gradient boosting with an `End Time` column (`31 Oct 15:36`)."""
    rows = _read("""
          Iter       Train Loss   Remaining Time         End Time
             6           1.0873            2.75m     31 Oct 15:33
    """)
    assert rows[1] == ({"Iter": 6.0, "Train Loss": 1.0873}, 6)


def test_a_stable_baselines_table_closed_by_a_marked_rule() -> None:
    rows = _read("""
        -------------------------------------
        | fps                | 49           |
        | value_loss         | 278.51614    |
        //-------------------------------------
    """)
    assert rows[-1][0] == {"fps": 49.0, "value_loss": 278.51614}


# Ninth round (tests/corpus/unseen9/), after its one measurement.
ROUND9_LINES = [
    ("a name, a tab, its value (DeepRM)", "MeanEntropy \t 2.3685246", {"MeanEntropy": 2.3685246}, None),
    ("a mean and its spread written +-", "MeanRew: \t -282.0441643356642 +- 66.60710107340651",
     {"MeanRew": -282.0441643356642}, None),
    ("a quantity after a tab is still a quantity", "Elapsed time\t 100.70498061180115 seconds", {}, None),
    ("a step word and its count in brackets (MXNet)",
     "INFO:root:Epoch[0] Batch [50]\tSpeed: 2404.936959 samples/sec\taccuracy=1.000000, top_k_accuracy_5=0.980392",
     {"accuracy": 1.0, "top_k_accuracy_5": 0.980392}, 0),
    ("a scalar with the step it was logged at", "losses/q1_loss 51.155754 195000",
     {"losses/q1_loss": 51.155754}, 195000),
    ("three words and numbers are no scalar", "Loading 5 10", {}, None),
]


def test_a_stable_baselines_step_row_named_with_a_space() -> None:
    """FinRL's Stable-Baselines 3 prints `total timesteps` with a space: still the table's step (no row counts
    iterations or episodes); each row is named as printed, without its section."""
    parser = LineParser()
    for line in ["---------------------------------", "| time/              |          |",
                 "|    total timesteps | 10064    |", "| train/             |          |",
                 "|    critic_loss     | 1.6      |"]:
        parser.parse(line)
    assert parser.parse("---------------------------------") == {"total timesteps": 10064.0, "critic_loss": 1.6}
    assert parser.step == 10064


def test_a_name_and_its_value_apart_by_a_tab_reach_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """`MeanEntropy \\t 2.37` holds no `:`, `=` nor `loss`: the monitor's pre-filter lets a tab through."""
    ex = _monitored(tmp_path, """
        for i in range(3):
            print(f"MeanEntropy \\t {2.5 - i / 10}", flush=True)
    """, ["MeanEntropy"])
    assert [p.value for p in ex.series["MeanEntropy"]] == [2.5, 2.4, 2.3]


# Tenth round (tests/corpus/unseen10/), after its one measurement.
ROUND10_LINES = [
    ("a two-word pair before a sentence's full stop (PairNorm)",
     "Epoch 11: train loss 1.884 train acc: 0.193, val loss: 1.952 val acc 0.160.",
     {"Epoch": 11.0, "train loss": 1.884, "train acc": 0.193, "val loss": 1.952, "val acc": 0.16}, 11),
]

# Eleventh round (tests/corpus/unseen11/), after its one measurement.
ROUND11_LINES = [
    ("a step word with dots before its count (the Hugging Face Flax examples)",
     "Epoch... (9/116 | Loss: 0.10453010350465775)", {"Loss": 0.10453010350465775}, 9),
    ("values in brackets after their names (TUNIT)",
     "Epoch: [10/200] [500/1000] MODE[ONLYCLS] Avg Loss: D[0.00] G[0.00] C[2.61]", {"D": 0.0, "G": 0.0, "C": 2.61}, 10),
    ("a name with @ (ranking metrics)", "[INFO] SASRec: epoch 2 evaluating [time: 43.41s, ndcg@10: 0.165069]",
     {"ndcg@10": 0.165069}, 2),
]
# Twelfth round (tests/corpus/unseen12/), after its one measurement.
ROUND12_LINES = [
    # (`acc per char: 0.9896` stays unread: the earlier rounds expect `samples per second`,
    # `steps per second`, `tokens per iteration` not to be metrics)
    ("darknet's average loss and rate after their values",
     "145404: 4.543089, 7.319715 avg, 0.001000 rate, 0.027213 seconds, 145404 images", {"avg": 7.319715, "rate": 0.001}, None),
    # a Lightning bar cut off by Python's message on the same stream, glued to its last value
    ("a message glued to a bar's last value", "Epoch 1: 100%|██| 1017/1017 [00:09<00:00, 100.37it/s, loss=0.336, "
     "train_acc=0.143Exception ignored in: <function tqdm.__del__ at 0x7fd9c4374f80>",
     {"Epoch": 1.0, "loss": 0.336, "train_acc": 0.143}, 1),
    ("a unit glued to a value stays refused", "loss=0.336, mem=0.143Gb", {"loss": 0.336}, None),
    ("a word glued to a value stays refused", "loss=0.336, train_acc=0.143Errors 3", {"loss": 0.336}, None),
]

# Thirteenth and fourteenth rounds (tests/corpus/unseen13/, unseen14/), after their one measurement.
ROUND14_LINES = [
    ("NaN as Microsoft's C runtime prints it, an index inside a name, `Epoch[ 1 of 1]`",
     " Epoch[ 1 of 1]-Minibatch[ 501-1000]: SamplesSeen = 500; TrainLossPerSample =  1.#QNAN000; "
     "EvalErr[0]PerSample = 0.48000000; TotalTime = 2.3504s; SamplesPerSecond = 212.7",
     {"SamplesSeen": 500.0, "TrainLossPerSample": NAN, "EvalErr[0]PerSample": 0.48, "SamplesPerSecond": 212.7}, 1),
    ("infinity as Microsoft's C runtime prints it", "loss = -1.#INF00", {"loss": float("-inf")}, None),
    ("a metric in an epoch", "Loss in epoch 3  =  0.663035316162921", {"Loss": 0.663035316162921}, 3),
    ("a metric in an episode (no step)", "Total rewards in episode 88 is 3.799999999999999 total number of steps are 4361",
     {"Total rewards": 3.799999999999999}, None),
    ("a rate's unit after a value: a quantity, no part of the next name",
     "Batch [300] Speed: 26175.9795924537 samples/sec Train-accuracy=0.95375", {"Train-accuracy": 0.95375}, None),
    ("a rate's unit before a lower-case name", "Speed: 1234.5 samples/sec accuracy=0.5", {"accuracy": 0.5}, None),
    ("a one-value array after a name and spaces", "2024-04-23 15:23:41.869548: Pseudo dice [0.8399]",
     {"Pseudo dice": 0.8399}, None),
    ("a list of several values stays none", "2024-04-23 15:23:41.869548: Pseudo dice [0.8399, 0.91]", {}, None),
    ("a count in brackets stays none", "Loading [5] files", {}, None),
    ("TensorFlow's tensor names", "INFO:tensorflow:words_per_sec/features:0: 3127.07",
     {"words_per_sec/features:0": 3127.07}, None),
    ("Fortran's exponent and a norm written with bars", "At iterate    4    f=  3.05352D+00    |proj g|=  9.51755D-02",
     {"f": 3.05352, "|proj g|": 0.0951755}, None),
    ("a value before a double colon", "loss diff -0.3702104091644287:: stage 0: step20.0, loss 2.6421046257019043",
     {"loss diff": -0.3702104091644287, "stage": 0.0, "loss": 2.6421046257019043}, None),
    ("a unit in parentheses after a value", "Training: loss = 1.46445, acc = 0.53571 | Time: 16.77020 (graph/s)",
     {"loss": 1.46445, "acc": 0.53571}, None),
    ("a split in parentheses after a name", "Accuracy (validation): 0.8071833648393195",
     {"Accuracy (validation)": 0.8071833648393195}, None),
    ("a step word after a log level", "23 May 14:00    INFO  epoch 5 training [time: 0.98s, train loss: 7450.7010]",
     {"train loss": 7450.701}, 5),
    ("argparse's arguments are settings", "INFO:root:18:19:05 Namespace(batch_size=8, dropout=0.1, lr=5e-05)", {}, None),
    ("scikit-learn's candidate parameters are settings, its scores are not",
     "[CV 1/5] END C=1, gamma=0.1;, score=0.912 total time=   0.1s", {"score": 0.912}, None),
    ("scikit-learn's candidate about to be fitted", "[CV 2/5; 1/4] START C=1, gamma=0.1.......", {}, None),
]

# Fifteenth and sixteenth rounds (tests/corpus/unseen15/, unseen16/), after their one measurement.
ROUND16_LINES = [
    ("GAN's D(x) and D(G(z)) before and after the generator's step",
     "[781/782] Loss_D: 0.0267 Loss_G: 8.2782 D(x): 0.9833 D(G(z)): 0.0072 / 0.0008",
     {"Loss_D": 0.0267, "Loss_G": 8.2782, "D(x)": 0.9833, "D(G(z))": 0.0072}, 781),  # (its count of a total: the step)
    ("the same with a colon at the end", "[12/100] Loss_D: 1.0000 Loss_G: 0.0071 D(x): 1.0000 D(G(z)): 1.0000:",
     {"Loss_D": 1.0, "Loss_G": 0.0071, "D(x)": 1.0, "D(G(z))": 1.0}, 12),
    ("a loss at a step no word names", "Train loss 7 5.797815 Grad Norm 6.959098 3.97s/it",
     {"Train loss": 5.797815, "Grad Norm": 6.959098}, None),
    ("a loss at a step no word names, with a colon", "Validation loss 8:  37.06101  ", {"Validation loss": 37.06101}, None),
    ("a count after a name stays prose", "loss 2 3", {}, None),
    ("an ellipsis after a value", "==> Start Training Epoch 13, lr=0.009931 ...", {"Start Training Epoch": 13.0, "lr": 0.009931}, None),
    ("a PyTorch model printed is settings", "      (0): Linear(in_features=256, out_features=32, bias=True)", {}, None),
    ("argparse's arguments cut off", "Namespace(model_type='SolvGNNxMLP', batch_size=256, lr=0.0", {}, None),
    ("a sentence's full stop before a three-word name",
     "[deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 16384, reducing to 8192",
     {"Attempted loss scale": 16384.0}, None),
    ("pycocotools' summary", " Average Precision  (AP) @[ IoU=0.50:0.95 | area=   all | maxDets=100 ] = 0.375",
     {"Average Precision  (AP) @[ IoU=0.50:0.95 | area=   all | maxDets=100 ]": 0.375}, None),
    ("a step word after 'of'", "average test of epoch 0: loss 0.53319 acc 0.73214 auc 0.00000",
     {"loss": 0.53319, "acc": 0.73214, "auc": 0.0}, 0),
    ("Python 2's printed tuple", "('Test RMSE: ', 29932.618585930453)", {"Test RMSE": 29932.618585930453}, None),
    ("LightGBM cv's mean and spread", "[906]   cv_agg's multi_logloss: 8.88304 + 12.3886", {"cv_agg's multi_logloss": 8.88304}, 906),
    ("a sum is no spread", "x = 3 + 4 = 7", {}, None),
    ("a step word and its number joined by a dash", "INFO:utils:Epoch-30\tloss:0.03659", {"loss": 0.03659}, 30),
]

# configuration printed line by line (rounds 13-16's `expect: none` excerpts, by general rules)
CONFIGURATION_LINES = [
    ("a setting alone on a line (MONAI's configuration dump)", "[2023-02-15T08:00:31.295Z] num_workers: 4", {}, None),
    ("a size alone on a line", "dataset size: 35374", {}, None),
    ("settings only, several on a line", "INFO     hidden_dim = 1000, batch_size = 1024, weight_decay: 1e-05", {}, None),
    ("a size in a row of measures is a setting all the same", "loss: 0.5, batch_size: 32", {"loss": 0.5}, None),
    ("a setting of another kind in a row of measures is read", "loss: 0.5, momentum: 0.9", {"loss": 0.5, "momentum": 0.9}, None),
    ("the global batch size of a step is read (Megatron ramps it up)",
     "iteration 10/ 100 | consumed samples: 640 | global batch size: 64 | lm loss: 7.5",
     {"consumed samples": 640.0, "global batch size": 64.0, "lm loss": 7.5}, 10),
    ("a statistic of sizes measured is read", "iter 3 avg tree size: 31.5, size: 12", {"iter": 3.0, "avg tree size": 31.5,
                                                                                    "size": 12.0}, 3),
    ("an identifier is no measure (darknet)", "class_id = 0, name = person, ap = 81.44% \t (TP = 58548, FP = 15629)",
     {"TP": 58548.0, "FP": 15629.0}, None),
    ("CycleGAN's identity loss `id` is a measure", "[G loss: 4.895703, adv: 0.535407, recon: 0.174021, id: 0.180061]",
     {"G loss": 4.895703, "adv": 0.535407, "recon": 0.174021, "id": 0.180061}, None),
    ("a tuple inside a setting is no Python 2 print (mmseg)", "mmseg - INFO - workflow: [('train', 1)], max: 20000 iters",
     {}, None),
]

ROUND18_LINES = [  # seventeenth and eighteenth rounds, after their one measurement
    ("a loss-like name, 'is', its value; a step word and its count in brackets (BigDL)",
     "19/02/11 21:55:31 INFO DistriOptimizer$: [Epoch 15 6144/14923][Iteration 288][Wall Clock 660.166880089s] "
     "Trained 768 records in 1.68638623 seconds. Throughput is 455.41168 records/second. Loss is 2.984101. ",
     {"Loss": 2.984101, "Iteration": 288.0}, 288),  # (`768 records`: a count with its unit since round 37)
    ("a quoted name and '=' (GluonTS)", "2020-05-19 19:39:00,636 : INFO : Epoch[2] Evaluation metric 'epoch_loss'=0.280888",
     {"epoch_loss": 0.280888}, 2),
    ("a lone pair whose name is snake_case (StyleGAN's snapshot)",
     "network-snapshot-005734        time 4m 26s       fid50k_full 46.5633", {"fid50k_full": 46.5633}, None),
    ("a lone pair of a plain word stays prose", "Loading 5 files", {}, None),
    ("a value between runs of stars (BERT-NER)",
     "BERT_NER.py:688] ********************P = 0.9166096085894354*********************", {"P": 0.9166096085894354}, None),
    ("a formula's star still refuses", "steps=4 * world_size=8", {}, None),
    ("a task that skips a NaN batch says so", "Loss is nan, skipping this iteration", {}, None),
    ("a record's loss 'is' is no measure of this step", "best val loss is 0.35 at epoch 3", {}, None),
    ("a process's rank is no measure (efficientdet)", "Epoch: 86 rank: 1 [278/528]  Loss 2.27e-01 (1.83e-01)",
     {"Epoch": 86.0, "Loss": 0.227}, 86),
]

ROUND20_LINES = [  # nineteenth and twentieth rounds, after their one measurement
    ("a step word after a star opens the message (catalyst)", "2/4 * Epoch 2 (valid): _base/lr=0.0033 | loss=1.4724",
     {"_base/lr": 0.0033, "loss": 1.4724}, 2),
    ("a unit glued to the next name in parentheses (pytorch-kaldi)",
     "ep=04 loss=1.640 err=0.409 lr_architecture1=0.0002 lr_architecture2=0.0002 time(s)=44608",
     {"ep": 4.0, "loss": 1.64, "err": 0.409, "lr_architecture1": 0.0002, "lr_architecture2": 0.0002},  # (a time with its unit: none)
     None),
    ("mmengine's iterations are the step", "mmengine - INFO - Iter(train) [580/2046]  lr: 1.6824e-04  loss: 0.6829",
     {"lr": 0.00016824, "loss": 0.6829}, 580),
    ("mmengine's epochs stay a label", "Epoch(train) [1][10/90]  lr: 1.000e-02  loss: 11.4723",
     {"lr": 0.01, "loss": 11.4723}, None),
    ("a step of a total quoted in JSON (SlowFast)",
     '{"_type": "train_iter", "dt": 4.8, "epoch": "2/196", "iter": "100/159", "loss": 2.48}', {"dt": 4.8, "loss": 2.48}, 100),
    ("a name and the first of its values (RED-WGAN's G Loss and its parts)",
     "Epoch: 0 , Batch: 3,  G Loss:101.1992, 852186.3125, 23272.8145, 774.0515",
     {"Epoch": 0.0, "G Loss": 101.1992}, 0),  # (a batch's index: a label)
    ("a NaN the task handles (OpenFold)", "loss is NaN. Returning 0 loss...", {}, None),
]

# shapes a review found read wrong (each line a real shape, the value it must not take)
REVIEW_LINES = [
    ("a sum is no mean and its spread", "x=3 + 4", {}, None),
    ("a time in an epoch is a quantity", "Time for epoch 3 = 12.5 sec", {}, None),
    ("a log level before a loss at a step no word names", "INFO loss 7 5.79", {"loss": 5.79}, None),
    ("a step joined by a dash is no part of the name", "Epoch-30 loss: 0.5", {"loss": 0.5}, 30),
    ("argparse's settings end at their parenthesis", "Namespace(lr=0.1, betas=(0.9, 0.99)) loss: nan", {"loss": NAN}, None),
    ("a lower-case d is no Fortran exponent", "loss: 1d-3", {}, None),
    ("pycocotools' -1 means no such objects",
     " Average Recall     (AR) @[ IoU=0.50:0.95 | area= small | maxDets=100 ] = -1.000", {}, None),
]

ROUND22_LINES = [  # twenty-first and twenty-second rounds, after their one measurement
    ("YAML's NaN (RLlib's pretty_print)", "episode_reward_mean: .nan", {"episode_reward_mean": NAN}, None),
    ("YAML's infinities", "value_loss: -.inf", {"value_loss": -math.inf}, None),
    ("a tensor of one value in a dict repr (ESPnet's GAN trainer)",
     " (gan_trainer:202) INFO: {'discriminator_loss': tensor([85.5181], device='cuda:0'), "
     "'discriminator_real_loss': tensor([47.3651], device='cuda:0')}",
     {"discriminator_loss": 85.5181, "discriminator_real_loss": 47.3651}, None),
    ("a NaN tensor with its gradient function in a dict repr", "{'loss': tensor(nan, grad_fn=<NllLossBackward0>)}",
     {"loss": NAN}, None),
    ("an integer step printed as a float (Lightning's bar), the global step first",
     "Epoch 5: 100%|##| 1250/1250 [05:11<00:00, loss=0.798, v_num=0, global_step=6677.0]",
     {"loss": 0.798, "global_step": 6677.0}, 6677),
    ("the global step wins over the epoch's (Coqui TTS; the step alone is no measure)", "--> STEP: 24/5000 -- GLOBAL_STEP: 244300",
     {}, 244300),
    ("a count of parameters alone is configuration (Keras' summary)", "Total params: 3,981,507", {}, None),
    ("its trainable share too", "Non-trainable params: 0", {}, None),
    ("limits of the run are no metrics, in a row of measures (MONAI Label)",
     "total_epochs: 1, total_iterations: 1, train_dice: 0.905, max_epoch: 300", {"train_dice": 0.905}, None),
]

ROUND24_LINES = [  # twenty-third and twenty-fourth rounds, after their one measurement
    ("the current iteration names the step in a JSON record (SlowFast)",
     'json_stats: {"_type": "train_iter", "cur_epoch": "5/20", "cur_iter": "10", "dt": 0.64, "loss": 30.0}',
     {"cur_iter": 10.0, "dt": 0.64, "loss": 30.0}, 10),
    ("a count of steps the run is set to (LlamaFactory's banner)", "  Total optimization steps = 1548", {}, None),
    ("gradient accumulation is a setting", "  Gradient Accumulation steps = 8", {}, None),
    ("a count in the middle of a name is a size", "teacher_num_layers: 28", {}, None),
    ("a total of a loss stays a metric, its limit does not", "total_loss: 2.5, total_steps: 100", {"total_loss": 2.5}, None),
    ("an iteration of a total after an equals sign is the step (DrQA)",
     "05/10/2018 06:12:10 PM: [ train: Epoch = 0 | iter = 1450/2714 | loss = 4.61 | elapsed time = 110.72 (s) ]",
     {"loss": 4.61}, 1450),
    ("a count out of a total is no metric (early stopping's patience)", "EarlyStopping counter: 2 out of 3", {}, None),
    ("an epoch out of a total is the step", "Epoch 3 out of 10, loss: 0.5", {"loss": 0.5}, 3),
    ("settings dumped on one line without their Namespace( (Uni-Mol)",
     "seed=0, cpu=False, fp16=False, bf16=False, fp16_init_scale=128, fp16_scale_window=None, min_loss_scale=0.0001, "
     "batch_size=32,", {}, None),
    ("two flags on an RL step's line do not make it settings",
     "obs=3, reward=1.0, terminated=False, truncated=False", {"obs": 3.0, "reward": 1.0}, None),
    ("a NaN among settings' flags is read", "use_amp=True, use_ema=False, resume=None, loss=nan", {"loss": math.nan}, None),
    ("a quoted UPPER_SNAKE key alone on a line of a dict printed over many lines is a setting",
     " 'BASE_LR': 0.0125,", {}, None),
    ("an UPPER_CASE loss on such a line is read", " 'TRAIN_LOSS': 0.3,", {"TRAIN_LOSS": 0.3}, None),
    ("results printed as one dict of UPPER_CASE keys are read", "{'AP': 38.5, 'AP50': 58.9}",
     {"AP": 38.5, "AP50": 58.9}, None),
]

ROUND26_LINES = [  # twenty-fifth and twenty-sixth rounds, after their one measurement
    ("a loss at an epoch after a dash (pytorch-ts)", "Training loss at epoch 25 - nan", {"Training loss": math.nan}, 25),
    ("what a statistic is of, with a hyphen (statsmodels)", "Prob (F-statistic):           2.44e-83",
     {"Prob (F-statistic)": 2.44e-83}, None),
    ("four words led by a statistic name a metric (rsl_rl's; prose until round 36)", "             Mean action noise std: 0.95",
     {"Mean action noise std": 0.95}, None),
    ("settings on the line of their header (YOLOv5)",
     "hyperparameters: lr0=0.01, lrf=0.01, momentum=0.937, weight_decay=0.0005, warmup_epochs=3.0", {}, None),
    ("a NaN on such a line is read (its seed is a setting by name)", "config: lr=0.01, loss=nan, seed=3",
     {"lr": 0.01, "loss": math.nan}, None),
    ("a line of settings whose values are mostly words and paths (YOLOv5's `train:`)",
     "train: weights=./runs/train/exp21/weights/best.pt, cfg=, data=data/coco.yaml, epochs=100, batch_size=-1, "
     "imgsz=640, rect=False, resume=False, nosave=False, evolve=None, cache=ram, device=", {}, None),
]
ROUND28_LINES = [  # twenty-seventh and twenty-eighth rounds, after their one measurement
    ("a NaN a C program padded with zeros (`%08.5f`)", "Step      80 (23.64%): loss = 0000nan EER=0.00000",
     {"Step": 80.0, "loss": math.nan, "EER": 0.0}, 80),
    ("Open MPI's prefix of a rank's line (Horovod)", "[1,0]<stdout>:Epoch 0/100, loss: 3.25", {"loss": 3.25}, 0),
    ("a loss and an accuracy said in words where fields start",
     "epoch 0, total_step 22050, total loss is 48.44 , inference loss is 48.34, training accuracy is 0.000000",
     {"epoch": 0.0, "total loss": 48.44, "inference loss": 48.34, "training accuracy": 0.0}, 0),
    ("a loss said in words before an ETA", "Total loss is  26.773839950561523 ETA is  6:49:23.848193",
     {"Total loss": 26.773839950561523}, None),
    ("a NaN said in words is a warning of a task that goes on", "Loss is nan, skipping this batch", {}, None),
    ("a record so far said in words is none", "best loss is 0.35, Best accuracy is 0.91", {}, None),
    ("a setting said in words is prose", "the batch size is 32", {}, None),
    ("a tensor printed after its name (`print('loss', loss)`)",
     "loss tensor(0.6924, device='cuda:0', dtype=torch.float16, grad_fn=<MeanBackward0>)", {"loss": 0.6924}, None),
    ("a one-value tensor after a name of two words",
     "chosen reward tensor([-0.0287], device='cuda:0', dtype=torch.float16,", {"chosen reward": -0.0287}, None),
    ("a step glued to its word (FCOS)", " 2019-04-27 22:02:27: step90    image_name:b'70844.jpg' |\t loc_loss:11.51 |",
     {"loc_loss": 11.51}, 90),
    ("`iteration N` opening the line (Keras' text generation example)",
     "iteration 82 200285/200285 [==============================] - 471s - loss: 9.1803", {"loss": 9.1803}, 82),
    ("a line of switches set to 0 or 1 (llama.cpp)",
     "system_info: n_threads = 40 / 80 | AVX = 1 | AVX_VNNI = 0 | AVX2 = 1 | AVX512 = 1 | FMA = 1 | NEON = 0 | "
     "F16C = 1 | BLAS = 1 | SSE3 = 1 |", {}, None),
    ("one setting behind the C function that printed it (llama.cpp)", "llama_new_context_with_model: n_batch    = 2048",
     {}, None),
    ("a measure behind a function's name is read", "validate_model: accuracy = 0.91", {"accuracy": 0.91}, None),
    ("a configuration printed as a dict after its name (TensorFlow's Estimator)",
     "INFO:tensorflow:Using config: {'_save_checkpoints_secs': 600, '_keep_checkpoint_max': 5, '_is_chief': True}",
     {}, None),
    ("a NaN in a dict of settings is read (the settings are not)", "config: {'lr': 0.1, 'loss': nan}",
     {"loss": math.nan}, None),
    # counter-cases from the review of these rules
    ("a line of 0/1 values with a NaN loss is a record",
     "epoch: 0 | step: 1 | rank: 0 | world: 1 | skipped: 0 | overflow: 1 | loss: nan",
     {"step": 1.0, "world": 1.0, "skipped": 0.0, "overflow": 1.0, "loss": math.nan}, 1),
    ("a finite loss in a result dict after a config dict (settings) is read",
     "Trial trial_1 finished with config: {'lr': 0.01}, result: {'loss': 0.52, 'acc': 0.8}",
     {"loss": 0.52, "acc": 0.8}, None),
    ("a measure behind a function's name with one space is read", "eval_model: rmse = 0.52", {"rmse": 0.52}, None),
    ("a NaN said in words after another field is a value of the record",
     "epoch 3, total_step 100, total loss is nan , training accuracy is 0.000000",
     {"epoch": 3.0, "total loss": math.nan, "training accuracy": 0.0}, 3),
    ("a negative NaN or infinity padded with zeros", "loss = -000inf EER=0.1", {"loss": -math.inf, "EER": 0.1}, None),
    ("a tensor in a sentence that says the task skips it is no record",
     "Skipping batch with loss tensor(nan, device='cuda:0')", {}, None),
    ("a glued step is no part of the name", "Iter3000 loss: 0.2", {"loss": 0.2}, 3000),
]

ROUND30_LINES = [  # twenty-ninth and thirtieth rounds, after their one measurement
    ("a loss after an epoch, printed as a quoted string (gensim)", "'Loss after epoch 4: 0.0'", {"Loss": 0.0}, 4),
    ("a loss at a batch (code2seq): a batch is no step", "Average loss at batch 100: nan, \tthroughput: 571 samples/sec",
     {"Average loss": math.nan}, None),
    ("a step rounded to an exponent (Lightning's bar) is no step: the epoch is",
     "Epoch 10: 1/1000 [00:21<6:00:32, 21.65s/it, loss=0.176, v_num=1, global_step=1e+4]",
     {"Epoch": 10.0, "loss": 0.176, "global_step": 10000.0}, 10),
    ("build settings behind a list's dash (PyTorch's configuration)",
     "  - Build settings: BLAS_INFO=mkl, BUILD_TYPE=Release, CUDA_VERSION=11.1, CUDNN_VERSION=8.0.5, CXX_COMPILER=/opt/c++,",
     {}, None),
    ("settings behind another word never hide a measure or the step",
     "Validation settings: step=3000, accuracy=0.91, reward=3.2,", {"step": 3000.0, "accuracy": 0.91, "reward": 3.2}, 3000),
    ("ON/OFF switches in a record leave its measures read",
     "step=100 acc=0.9 f1=0.8 dropout=ON ema=OFF amp=ON", {"step": 100.0, "acc": 0.9, "f1": 0.8}, 100),
    ("CMake's switches ON and OFF are flags of a dump",
     "LAPACK_INFO=mkl, PERF_WITH_AVX=1, TORCH_VERSION=1.10.0, USE_CUDA=ON, USE_CUDNN=ON, USE_GFLAGS=OFF, USE_MKL=ON, "
     "USE_MPI=OFF,", {}, None),
]

LEFTOVER_LINES = [  # earlier rounds' misses, fixed before rounds 31 and 32 were measured
    ("burn's running value over the epoch, then the batch's: the epoch's", "  - Train Loss: epoch NaN - batch NaN",
     {"Train Loss": math.nan}, None),
    ("the same with finite values", "  - Valid Loss: epoch 0.52 - batch 0.48", {"Valid Loss": 0.52}, None),
    ("a progress report so worded is the step", "Progress: epoch 3 - batch 10", {}, 3),  # (a batch's index: a label)
]

ROUND34_LINES = [  # thirty-third and thirty-fourth rounds, after their one measurement
    ("a hyphenated name after a value is no unit (`S` for seconds)",
     "Epoch 1, Iter 0: Loss:nan S-loss:nan", {"Iter": 0.0, "Loss": math.nan, "S-loss": math.nan}, 0),
    ("an arrow between two pairs", "[LightGBM] [Info] [binary:BoostFromScore]: pavg=0.029865 -> initscore=-3.480744",
     {"pavg": 0.029865, "initscore": -3.480744}, None),
    ("the step behind Python logging's default prefix", "INFO:Zumndamon_Model:Train Epoch: 9 [20%]",
     {}, 9),
    ("Lightning's logger version is no metric",
     "Epoch 12: : 600it [11:53,  1.19s/it, loss=nan, v_num=0, val_loss=0.054]",
     {"Epoch": 12.0, "loss": math.nan, "val_loss": 0.054}, 12),
    ("a printed tree's leaf is no metric", "     Predict: 0.0", {}, None),
    ("a tuner's parameters are settings, its value is read",
     "[I 2022-06-15 17:30:42,421] Trial 40 finished with value: 1.0667 and parameters: {'lambda': 5.85e-05, "
     "'alpha': 0.35}. Best is trial 2 with value: 1.058.", {"value": 1.0667}, None),
    ("a JSON record's timestamp is no metric",
     '{"MetricName": "CrossEntropyLoss_output_0", "Value": 2.35, "Timestamp": 1575587064.646904, "IterationNumber": 8}',
     {"Value": 2.35, "IterationNumber": 8.0}, None),
    ("segmentation_models_pytorch's bar: `name - value` in the postfix",
     "valid: 100%|█████| 500/500 [00:09<00:00, 52.67it/s, bce_dice_loss - 1.49, iou_score - 0.5551]",
     {"bce_dice_loss": 1.49, "iou_score": 0.5551}, None),
    ("a leaderboard's ids stamped with a date are no names",
     "#> 7                     GBM_1_AutoML_20210308_073352               35463702", {}, None),
]


ROUND32_LINES = [  # thirty-first and thirty-second rounds, after their one measurement
    ("Lightning's checkpoint callback: the monitored value at the global step",
     "Epoch 99, global step 35399: val_wer reached 0.10433 (best 0.10433), saving model to .../x-epoch=99.ckpt",
     {"global step": 35399.0, "val_wer": 0.10433}, 35399),
    ("the same with the name quoted",
     "Epoch 3, global step 400: 'val_loss' reached 0.12345 (best 0.12345), saving model to '/x/epoch=3.ckpt' as top 1",
     {"global step": 400.0, "val_loss": 0.12345}, 400),
    ("a list of step outputs: the first's tensor", "[{'loss': tensor(0.3917)}, {'loss': tensor(0.)}] yyy",
     {"loss": 0.3917}, None),
    ("a quoted name and a tensor with its device", "'loss': tensor(0.3917, device='cuda:0'), 'acc': 0.5",
     {"loss": 0.3917, "acc": 0.5}, None),
    ("a list of records: the first's values (hyperopt's trials)",
     "[{'status': 'ok', 'loss': 0.0416, 'duration': 0.11}, {'status': 'ok', 'loss': 0.333, 'duration': 0.1117}]",
     {"loss": 0.0416}, None),  # (a duration is a time)
    ("a Keras bar whose carriage returns were lost: each name's first value",
     " 1/70 [....] - ETA: 12s - loss: 0.3207 - accuracy: 0.906 2/70 [....] - ETA: 12s - loss: 0.4309 - accuracy: 0.859",
     {"loss": 0.3207, "accuracy": 0.906}, None),
    ("keyword arguments of a class printed are settings (YOLO's albumentations)",
     "albumentations: Blur(p=0.01, blur_limit=(3, 7)), MedianBlur(p=0.01, blur_limit=(3, 7)), ToGray(p=0.01)", {}, None),
    ("a loss or a measure among them is still read", "Result(loss=nan, acc=0.3)", {"loss": math.nan, "acc": 0.3}, None),
    ("a banner's pairs (trpo)", "***** Episode 31455, Mean R = 28911.0 *****", {"Episode": 31455.0, "Mean R": 28911.0},
     None),
    ("Ray Tune's title, named after the trial's settings", "Result for tune_train_0_batch_size=8,lr=5e-05:", {}, None),
    ("a Unix time is no metric", "  timestamp: 1551555941", {}, None),
    ("a namespaced name and its value behind a log's prefix (rlpyt)",
     "2020-12-08 21:40:50.119681  | GameScore/Average                -5.33333", {"GameScore/Average": -5.33333}, None),
    ("a namespaced counter alone is no metric (rlpyt's diagnostics, as round 18 expects)",
     "2022-03-28 02:51:48.688488 | Diagnostics/Iteration 9999", {}, None),
    ("the window a mean is taken over", "Mean reward (last 100 episodes): 20.6", {"Mean reward (last 100 episodes)": 20.6},
     None),
    ("the window, shortened", "Episode  50/600 | Reward moyen (100 ep): 20.6", {"Reward moyen (100 ep)": 20.6}, None),
    ("a sentence with a count in brackets stays prose", "Loading files (100 files): 20", {}, None),
]

# every line above, each round's after its one measurement with them
ALL_LINES = (LINES + MORE_LINES + ROUND7_LINES + ROUND8_LINES + ROUND9_LINES + ROUND10_LINES + ROUND11_LINES
             + ROUND12_LINES + ROUND14_LINES + ROUND16_LINES + CONFIGURATION_LINES + REVIEW_LINES + ROUND18_LINES + ROUND20_LINES
             + ROUND22_LINES + ROUND24_LINES + ROUND26_LINES + ROUND28_LINES + ROUND30_LINES + LEFTOVER_LINES + ROUND32_LINES
             + ROUND34_LINES)


def test_a_table_under_a_commented_header_with_names_one_space_apart() -> None:
    """DeePMD's lcurve.out: `#  step  rmse_val ...` (the `#` is no column), wide names one space apart
    (`rmse_lc_val rmse_lc_trn`), a comment line under the header, NaN cells; the step column is the step."""
    rows = _read("""
        #  step      rmse_val    rmse_trn   rmse_lc_val rmse_lc_trn         lr
        # If there is no available reference data, rmse_*_{val,trn} will print nan
              0      3.99e-01    0.00e+00           nan         nan    1.0e-02
            100      7.35e-01    1.20e-01      9.18e-02         nan    6.0e-03
    """)
    first, step = rows[2]
    assert step == 0 and first["rmse_val"] == 0.399 and first["lr"] == 0.01 and math.isnan(first["rmse_lc_val"])
    found, step = rows[3]
    assert step == 100 and found["rmse_val"] == 0.735 and found["rmse_lc_val"] == 0.0918 and found["lr"] == 0.006
    assert math.isnan(found["rmse_lc_trn"])


def test_a_wrapped_data_frame_is_not_read_under_the_wrong_names() -> None:
    """R prints a wide data frame in two blocks of columns; the rows of the second block are not read
    under the first block's names: under their own (their times are none)."""
    rows = _read("""
                                     model_id mean_per_class_error   logloss      rmse
        1        GLM_1_AutoML_20200623_172110           0.05773420 0.1035326 0.1877265
                 mse training_time_ms predict_time_per_row_ms
        1 0.03524123              163                0.009153
    """)
    assert rows[3][0] == {"mse": 0.03524123}


def test_settings_announced_by_a_sentence_are_no_metrics() -> None:
    """torchtune's `... with resolved config:` (a YAML dump whose nested blocks repeat names), Hydra's
    config drawn as a tree, TensorFlow's `Found device 0 with properties:` (several pairs a line):
    settings; after a blank line the task's records are read again, and a NaN is never hidden."""
    rows = _read("""
        INFO:torchtune.utils._logging:Running FullFinetuneRecipeSingleDevice with resolved config:

        batch_size: 4
        checkpointer:
          _component_: torchtune.training.FullModelHFCheckpointer
          output_dir: ./out
        epochs: 1
        optimizer:
          _component_: torch.optim.AdamW
          lr: 2.0e-05
        output_dir: ./out

        Step 1 | loss: 1.25 lr: 2e-05
    """)
    found = [f for f, _ in rows]
    assert found[:12] == [{}] * 12
    assert found[12] == {"Step": 1.0, "loss": 1.25, "lr": 2e-05} and rows[12][1] == 1
    tree = _read("""
        ⚙ Running with the following config:
        ├── run
        │   └── work_dir: ${hydra:runtime.cwd}
        │       id: ${uuid:1}
        ├── globals
        │   └── lr: 0.0005
    """)
    assert [f for f, _ in tree] == [{}] * 6
    device = _read("""
        2017-11-10 21:21:45.996938: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1030] Found device 0 with properties:
        name: Tesla P100-PCIE-16GB major: 6 minor: 0 memoryClockRate(GHz): 1.3285
        pciBusID: 0000:91:00.0
        totalMemory: 15.89GiB freeMemory: 15.60GiB
    """)
    assert [f for f, _ in device] == [{}] * 4
    nan = _read("""
        Training with the following hyperparameters:
        lr: 0.1
        val_loss: nan
    """)
    assert math.isnan(nan[2][0]["val_loss"])


def test_a_configuration_printed_as_python_is_no_metric() -> None:
    """nerfstudio's dataclass repr over many lines, mmengine's `default_hooks = dict(` and the
    assignments after it: settings; a record with a loss after them is read, a NaN never hidden."""
    rows = _read("""
        TrainerConfig(
            _target=<class 'nerfstudio.engine.trainer.Trainer'>,
            machine=MachineConfig(seed=42, num_gpus=1, num_machines=1, machine_rank=0, dist_url='auto'),
            logging=LoggingConfig(
                steps_per_log=10,
                max_buffer_size=20),
            max_num_iterations=30000)
        default_hooks = dict(
            logger=dict(interval=50, type='LoggerHook'))
        log_processor = dict(by_epoch=True, type='LogProcessor', window_size=50)
        lr = 0.0001
        Epoch(train) [1][50/500]  lr: 1.0e-04  loss: 1.25
    """)
    found = [f for f, _ in rows]
    assert found[:11] == [{}] * 11
    assert found[11]["loss"] == 1.25
    nan = _read("""
        Config(
            lr=0.1,
            loss=nan)
    """)
    assert math.isnan(nan[2][0]["loss"])
    # a line that only ends with a constructor opens none; a block ends at a line of another shape
    # (its closing bracket alone reaches the parser through the monitor), brackets in strings are no
    # brackets; after it, the step and measures assigned are read; Ray's `Result(` holds its metrics
    assert [f for f, _ in _read("""
        Initializing: trainer = Trainer(
        step 100 loss 0.5
    """)] == [{}, {"step": 100.0, "loss": 0.5}]
    assert _read("""
        cfg = dict(
            pattern='[a-z',
            lr=0.1)
        Epoch 1 | acc: 0.9 | top5: 0.99
    """)[3] == ({"Epoch": 1.0, "acc": 0.9, "top5": 0.99}, 1)
    assert [f for f, _ in _read("""
        default_hooks = dict(
            logger=dict(type='LoggerHook', interval=50))
        lr = 0.0001
        step = 100
        acc = 0.9
    """)] == [{}, {}, {}, {}, {"acc": 0.9}]  # (`step = 100` alone: the step, no measure)
    assert _read("""
        Result(
          metrics={'mean_accuracy': 0.9, 'training_iteration': 1},
        )
    """)[1][0] == {"mean_accuracy": 0.9, "training_iteration": 1.0}
    # a traceback's source line left open is no configuration: the records after it are read
    traceback = _read("""
        Traceback (most recent call last):
          File "train.py", line 3, in <module>
            raise ValueError(
        ValueError: skipped a bad batch
        step 100 acc: 0.5
    """)
    assert traceback[4] == ({"step": 100.0, "acc": 0.5}, 100)


def test_a_configuration_printed_as_python_ends_through_the_monitor(tmp_path: Path) -> None:
    """Its opening line and its closing bracket alone hold no metric hint: they reach the parser
    anyway, so the block opens and closes, and the records after it are read."""
    ex = _monitored(tmp_path, """
        import time
        for line in ["model = dict(", "    type='ResNet',", "    init_cfg=dict(", "        type='Pretrained'),", ")"]:
            print(line, flush=True)
            time.sleep(0.02)  # (one line at a time, as a program prints them)
        print("Iter 200 | loss 0.4 | acc 0.8", flush=True)
    """, ["loss"])
    assert ex.metrics == {"Iter": 200.0, "loss": 0.4, "acc": 0.8}


def test_a_section_of_settings_ends_at_a_record_of_the_tasks() -> None:
    """A record of measures right under settings (no blank line between) ends them: two numbers or a
    measure's name on a line of pairs, results announced by a sentence, a name printed again at the
    line's start (not nested), a YAML list item of a measure."""
    rows = _read("""
        Training with the following hyperparameters:
        lr: 0.1
        epoch: 1 top1: 0.76 top5: 0.93
        step: 100 grad_norm: 1.2 lr: 0.001
    """)
    assert rows[2] == ({"epoch": 1.0, "top1": 0.76, "top5": 0.93}, 1)
    assert rows[3] == ({"step": 100.0, "grad_norm": 1.2, "lr": 0.001}, 100)
    device = _read("""
        I gpu_device.cc:1030] Found device 0 with properties:
        name: Tesla P100-PCIE-16GB major: 6 minor: 0 memoryClockRate(GHz): 1.3285
        step: 100 psnr: 28.1 ssim: 0.88
    """)
    assert device[2] == ({"step": 100.0, "psnr": 28.1, "ssim": 0.88}, 100)
    results = _read("""
        Results for the best configuration:
        val_acc: 0.91
    """)
    assert results[1][0] == {"val_acc": 0.91}
    again = _read("""
        Running with the following config:
        name: cifar
        name: epoch_stats
        acc: 0.91
    """)
    assert again[3][0] == {"acc": 0.91}
    listed = _read("""
        Using the following options:
        lr: 0.1
        - val_top1: 0.76
    """)
    assert listed[2][0] == {"val_top1": 0.76}


@pytest.mark.parametrize("line", [
    "sample 1: " + "ACGT" * 16384,
    "config: {'" + "ACGT" * 16384,
    "epoch: 0 | " + "x" * 65536 + ": 1",
])
def test_the_settings_checks_are_linear_on_a_long_word(line: str) -> None:
    """Each pair pattern starts only where a word starts (from every letter of a long word they took
    seconds on 16 KiB, while the monitor holds its lock)."""
    with _no_hang(5, line[:40]):
        parser = LineParser()
        parser.parse("Using the following parameters:")
        parser.parse(line)
        parser.parse("read " + line + " x: y")


def test_sections_of_environment_and_options_hold_settings_of_any_shape() -> None:
    """PaddleSeg's `---Environment Information---` (values of several words, versions), its YAML
    `---Config Information---` (a list item), TensorRT's `[I] === System Options ===` behind a log
    prefix: no metric in them; a loss or a NaN under them is still read."""
    rows = _read("""
        ------------Environment Information-------------
        Python: 3.6.13 |Anaconda, Inc.| (default, Jun  4 2021, 14:25:59) [GCC 7.5.0]
        NVCC: Not Available
        cudnn: 8.1
        CUDA_VISIBLE_DEVICES: 1
        ------------------------------------------------
        ---------------Config Information---------------
        iters: 1000
        loss:
          - 1
        momentum: 0.9
        [07/30/2024-15:30:36] [I] === System Options ===
        [07/30/2024-15:30:36] [I] Device: 0
        [07/30/2024-15:30:36] [I] ignoreParsedPluginLibs: 0
        [07/30/2024-15:30:36] [I] loss: nan
    """)
    assert [found for found, _ in rows[:14]] == [{}] * 14
    assert math.isnan(rows[14][0]["loss"])
    found = _read("""
        Arguments:
          mode: train loss: 0.5
    """)[1][0]
    assert found == {"train loss": 0.5}  # a row of words with a measure after it is the task's output


@pytest.mark.parametrize(("name", "line", "expected", "step"), ALL_LINES, ids=[x[0] for x in ALL_LINES])
def test_long_tail_lines(name: str, line: str, expected: dict[str, float], step: int | None) -> None:
    assert_parsed(line, expected, step)


def test_a_table_whose_names_and_numbers_are_aligned_right() -> None:
    """Stan's optimizer (Prophet): `Iter  log prob  ||dx||  ||grad||  ...  # evals  Notes`, each
    number ending where its name ends; a row with a note is skipped."""
    rows = _read("""
            Iter      log prob        ||dx||      ||grad||       alpha      alpha0  # evals  Notes
             221       1647.52   0.000190752       141.952   1.379e-06       0.001      318  LS failed, Hessian reset
             599       1659.33   2.16743e-05       57.4267       1.355      0.1355      925
    """)
    assert rows[1] == ({}, None)
    found, step = rows[2]
    assert step == 599 and found["log prob"] == 1659.33 and found["||grad||"] == 57.4267 and found["||dx||"] == 2.16743e-05


def test_columns_apart_by_two_spaces_reach_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """StyleGAN's `tick 3     kimg 18.2     sec/tick 652.4`: no `:`, `=` nor `loss`, but numbers by
    wide gaps; the monitor's pre-filter lets such a line through."""
    ex = _monitored(tmp_path, """
        for i in range(3):
            print(f"tick {i}     kimg {6.1 * i:.1f}     sec/tick {640 + i:.1f}   gpumem 5.1", flush=True)
    """, ["sec/tick"])
    assert [p.value for p in ex.series["sec/tick"]] == [640.0, 641.0, 642.0]


def test_a_configuration_of_upper_case_keys_printed_as_a_dict_is_no_metric() -> None:
    """SlowFast prints its yacs configuration with pprint: a key opening a nested dict starts it,
    each line of UPPER_CASE keys stays in it (`'GAMMA': 0.1,` too), a record ends it."""
    rows = _read("""
         'SOLVER': {'BASE_LR': 0.0125,
                    'GAMMA': 0.1,
                    'MOMENTUM': 0.9,
                    'WARMUP_START_LR': 0.01,
                    'WEIGHT_DECAY': 0.0001},
         'TEST': {'BATCH_SIZE': 8,
                  'ENABLE': True},
        {'MAE': 0.3, 'RMSE': 0.5}
        'GAMMA': 0.1,
    """)
    assert [found for found, _ in rows[:7]] == [{}] * 7
    assert rows[7][0] == {"MAE": 0.3, "RMSE": 0.5}
    assert rows[8][0] == {"GAMMA": 0.1}  # no configuration open any more, no UPPER_SNAKE key: a measure


@pytest.mark.parametrize("lines", [
    ["Training arguments:", "  lr: 0.001", "loss: tensor(nan)"],
    ["Training arguments:", "  lr: 0.001", "val_loss: [nan]"],
    ["Training arguments:", "  lr: 0.001", "train_loss: nan;"],
    ["Epoch 1: acc=0.5 loss=1.#QNAN0 a=True b=False c=None"],
    ["{'MODEL': {'ARCH': 'x',", " 'NUM_CLASSES': 400},", " 'RNG_SEED': 0}", "INFO: Epoch 1 step 100 loss nan acc 0.41"],
], ids=["tensor-in-section", "list-in-section", "semicolon-in-section", "msvc-nan-with-flags", "after-a-yacs-dict"])
def test_no_setting_rule_hides_a_nan_loss(lines: list[str]) -> None:
    found = _read("\n".join(lines))[-1][0]
    assert any(math.isnan(v) for k, v in found.items() if "loss" in k.lower()), found


@pytest.mark.parametrize(("lines", "expected"), [
    (["Epoch 3: loss=1.5 acc=0.9 best=False early_stop=False improved=None"], {"loss": 1.5, "acc": 0.9}),
    (["{'MODEL': {'ARCH': 'x',", " 'NUM_CLASSES': 400},", " 'RNG_SEED': 0}", "INFO: step 200 loss 8.5e+12 acc 0.02"],
     {"loss": 8.5e12, "acc": 0.02}),
    (["Eval environment:", "mean_reward: 200.0"], {"mean_reward": 200.0}),
    (["Training environment:", "  gpu: A100", "Validation: acc 0.91 f1 0.88"], {"acc": 0.91, "f1": 0.88}),
    (["Training config:", "  lr: 0.1", "[Epoch 1] acc: 0.9"], {"acc": 0.9}),
    (["accuracy: 0.95 out of 1.0"], {"accuracy": 0.95}),
    (["Evaluating at iteration 500 - 3 of 10"], {}),
], ids=["flags-in-a-record", "log-after-a-yacs-dict", "environment-alone", "words-then-numbers",
        "bracketed-record-after-settings", "decimal-out-of", "progress-of-a-total"])
def test_the_setting_rules_leave_records_alone(lines: list[str], expected: dict[str, float]) -> None:
    found = _read("\n".join(lines))[-1][0]
    assert {k: v for k, v in found.items() if k in expected or not expected} == expected, found


def test_the_monitors_prefilter_is_linear_on_a_long_word() -> None:
    """`_NAME_DECIMAL` scanned the rest of the line from every letter: 64 KiB of a DNA sequence took
    seconds while the monitor held its lock."""
    from savepoint.monitor.execute import _metric_hint

    with _no_hang(5, "the pre-filter is not linear"):
        for text in ("ACGT" * 16384, "a1" * 32768, "deadbeef" * 8192):
            assert _metric_hint(text) is False


def test_the_hf_trainers_epoch_in_its_block_of_metrics_is_no_metric() -> None:
    """`***** train metrics *****` then `  epoch = 0.09`: the same fractional epoch its dicts carry
    (how far training went); the block's other rows are read, and a line at the left edge ends it."""
    rows = _read("""
        ***** train metrics *****
          epoch                    =       0.09
          train_loss               =     6.5695
        epoch = 3, loss = 0.5
    """)
    assert [found for found, _ in rows] == [{}, {}, {"train_loss": 6.5695}, {"epoch": 3.0, "loss": 0.5}]
    assert rows[3][1] == 3


def test_a_title_naming_the_iteration_reaches_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """rsl_rl centres `Learning iteration 66/1500` over each record: no `:` nor `=`; its step is
    the step of the record's metrics under it."""
    ex = _monitored(tmp_path, """
        for i in range(3):
            print(f"                 Learning iteration {i}/1500                 ", flush=True)
            print(f"                        Mean reward: {i + 0.5}", flush=True)
    """, ["Mean reward"])
    assert [(p.step, p.value) for p in ex.series["Mean reward"]] == [(0, 0.5), (1, 1.5), (2, 2.5)]


def test_a_name_and_a_decimal_apart_by_one_space_reach_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """`Acc@1 64.234 Acc@5 85.634` (an ImageNet evaluation's summary): no `:`, `=`, no wide gap; the
    monitor's pre-filter let it by unread."""
    ex = _monitored(tmp_path, """
        for i in range(3):
            print(f"Acc@1 {60 + i:.3f} Acc@5 {85 + i:.3f}", flush=True)
    """, ["Acc@1", "Acc@5"])
    assert [p.value for p in ex.series["Acc@1"]] == [60.0, 61.0, 62.0]
    assert [p.value for p in ex.series["Acc@5"]] == [85.0, 86.0, 87.0]


def test_a_value_a_spread_and_letters_glued_after_it_is_no_error() -> None:
    """`loss: 0.5+0.1abc` raised ValueError inside the parser (a glued key was looked for after the
    spread): a line must never make the parser fail."""
    assert_parsed("loss: 0.5+0.1abc", {}, None)
    assert_parsed("loss: 0.5+0.1passed: 3", {"loss": 0.5}, None)


TOKENS = ["loss", "acc", "Epoch", "step", "val loss", ":", "=", " ", "  ", "\t", ",", "|", "[", "]", "(", ")",
          "0.5", "-1e-3", "nan", "12", "+", "+-", "±", "/", ".", "s", "ms", "passed:", "with value:", "│", "─",
          "wandb:", "all", "mAP50", "'", '"', "{", "}", "%|", "100/200", "Itn", "in s"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.lists(st.sampled_from(TOKENS), max_size=14).map("".join), min_size=1, max_size=6))
def test_no_line_makes_the_parser_fail(lines: list[str]) -> None:
    """Whatever a task prints, line after line (tables, boxes, glued values), the parser returns
    numbers or nothing: it never raises."""
    parser = LineParser()
    for line in lines:
        found = parser.parse(line)
        assert all(isinstance(v, float) for v in found.values())


def test_a_comma_separated_table() -> None:
    """DySPN's log: `Epoch ,FinishTime ,LR ,RMSE_Train ,RMSE_Val`, rows of cells apart by commas, the
    learning rate printed as an array of one value in later rows."""
    rows = _read("""
        Epoch ,FinishTime     ,LR    ,RMSE_Train ,RMSE_Val
            0 ,04.29_01:45:54 ,0.001 , 1434.0919 ,1103.956
           24 ,04.29_22:48:50 ,[0.001]    ,   590.087 , 782.814
    """)
    assert rows[2] == ({"Epoch": 24.0, "LR": 0.001, "RMSE_Train": 590.087, "RMSE_Val": 782.814}, 24)


def test_a_table_whose_header_has_no_metric_hint_reaches_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """metric-learn's `[NCA]  Iteration      Objective Value    Time(s)` holds no `:`, `=` or digit;
    a Stable-Baselines table whose closing rule never comes is read when the output ends."""
    ex = _monitored(tmp_path, """
        print("[NCA]  Iteration      Objective Value    Time(s)", flush=True)
        for i in range(3):
            print(f"[NCA]          {i}         {1400 + i:.6e}       0.25", flush=True)
        print("| policy_loss        | -0.5         |", flush=True)
        print("| total_timesteps    | 54480        |", flush=True)
    """, ["Objective Value", "policy_loss"])
    assert [(p.step, p.value) for p in ex.series["Objective Value"]] == [(0, 1400.0), (1, 1401.0), (2, 1402.0)]
    assert [(p.step, p.value) for p in ex.series["policy_loss"]] == [(54480, -0.5)]


def test_yolo_classification_and_all_zero_validation_rows() -> None:
    """Ultralytics' classifier validates under `classes   top1_acc   top5_acc`; a detector's first
    epochs print measures of 0, which are read (a column's name, not its value, makes it a count)."""
    rows = _read("""
                       classes   top1_acc   top5_acc: 100%|██████████| 1/1 [00:00<00:00, 32.58it/s]
                           all        0.5          1
                         Class     Images  Instances      Box(P          R      mAP50  mAP50-
                           all         48         28          0          0          0          0
    """)
    assert rows[1][0] == {"top1_acc": 0.5, "top5_acc": 1.0}
    assert rows[3][0] == {"P": 0.0, "R": 0.0, "mAP50": 0.0, "mAP50-": 0.0}


def test_a_table_drawn_with_double_lines_and_rules_between_rows() -> None:
    """Ludwig prints its results in a table drawn with double lines (`╒═══╤═══╕`), a rule between
    each row (`├───┼───┤`): the rules do not end the table."""
    rows = _read("""
        ╒══════════╤════════╤════════════╤═════════════╕
        │ rating   │   loss │   accuracy │   hits_at_k │
        ╞══════════╪════════╪════════════╪═════════════╡
        │ train    │ 1.1529 │     0.3988 │      0.9133 │
        ├──────────┼────────┼────────────┼─────────────┤
        │ test     │ 1.1510 │     0.3585 │      0.9340 │
        ╘══════════╧════════╧════════════╧═════════════╛
        Validation loss on combined improved, model saved
    """)
    assert rows[3][0] == {"loss": 1.1529, "accuracy": 0.3988, "hits_at_k": 0.9133}
    assert rows[5][0] == {"loss": 1.151, "accuracy": 0.3585, "hits_at_k": 0.934}
    assert rows[7][0] == {}


RAY_TUNE_BOX = """
    print("(TunerInternal pid=1083113) Trial status: 17 TERMINATED | 3 RUNNING", flush=True)
    print("(TunerInternal pid=1083113) ╭──────────────────────────────────────────────────────────────────────────────╮", flush=True)
    print("(TunerInternal pid=1083113) │ Trial name                status         units     learning_rate     iter     accuracy │", flush=True)
    print("(TunerInternal pid=1083113) ├──────────────────────────────────────────────────────────────────────────────┤", flush=True)
    print("(TunerInternal pid=1083113) │ train_mnist_81cb3_00003   RUNNING          512            1e-05                       │", flush=True)
    print("(TunerInternal pid=1083113) │ train_mnist_81cb3_00000   TERMINATED       256           0.0001       10       0.9657 │", flush=True)
    print("(TunerInternal pid=1083113) │ train_mnist_81cb3_00001   ERROR            256           0.0001        7          nan │", flush=True)
    print("(TunerInternal pid=1083113) ╰──────────────────────────────────────────────────────────────────────────────╯", flush=True)
    print("(TunerInternal pid=1083113) 2024-06-07 06:51:51 some words   under the table    3", flush=True)
"""


def test_ray_tunes_box_table_behind_its_worker_prefix(tmp_path: Path) -> None:
    """Ray Tune (2.5 and later) prints its trials in a box, behind Ray's `(TunerInternal pid=N)`
    prefix; a row opens with the trial's name and status, its numbers stand under their names
    (aligned right), a running trial's cells are empty; a log line under the table is no row."""
    ex = _monitored(tmp_path, RAY_TUNE_BOX, ["accuracy"])
    first, second = ex.series["accuracy"]
    assert (first.step, first.value) == (10, 0.9657)
    assert second.step == 7 and second.value != second.value  # nan
    rows = _read("\n".join(line.split('"')[1] for line in RAY_TUNE_BOX.strip().splitlines()))
    assert [found.get("units") for found, _ in rows] == [None, None, None, None, 512.0, 256.0, 256.0, None, None]
    assert all(set(found) <= {"units", "learning_rate", "iter", "accuracy"} for found, _ in rows)


def test_a_data_frame_with_its_index_column() -> None:
    """R and pandas print a data frame's row index in a column without a name (H2O's leaderboard)."""
    rows = _read("""
                                         model_id      auc  logloss
        1               DRF_model_1494279140391_3 0.864881 0.996920
        3             XRT_model_1494279140391_361 0.689881 0.599179
    """)
    assert rows[1][0] == {"auc": 0.864881, "logloss": 0.99692}
    assert rows[2][0] == {"auc": 0.689881, "logloss": 0.599179}


def test_a_table_aligned_left_with_empty_cells() -> None:
    """Chainer's report (ESPnet 1) aligns its cells left under their names, each column as wide as
    its name, and leaves the validation columns empty between evaluations."""
    names = ["epoch", "iteration", "main/loss", "main/loss_ctc", "validation/main/loss", "main/acc", "elapsed_time"]
    cells = ["0", "200", "677.669", "1669.19", "", "0.000181526", "152.819"]
    widths = [max(len(n), len(c)) + 3 for n, c in zip(names, cells, strict=True)]
    rows = _read("".join(n.ljust(w) for n, w in zip(names, widths, strict=True)) + "\n"
                 + "".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)))
    assert rows[1] == ({"iteration": 200.0, "main/loss": 677.669, "main/loss_ctc": 1669.19,
                        "main/acc": 0.000181526, "elapsed_time": 152.819}, 200)


def test_the_trainers_banner_of_settings_is_no_metric() -> None:
    """The Hugging Face Trainer prints its settings under `***** Running training *****` (LlamaFactory,
    TRL, axolotl the same), unsloth under its own banner: settings, not metrics; what follows is read."""
    rows = _read("""
        [INFO|trainer.py:1712] 2023-09-16 20:53:22,547 >> ***** Running training *****
        [INFO|trainer.py:1713] 2023-09-16 20:53:22,548 >>   Num examples = 58,812
        [INFO|trainer.py:1714] 2023-09-16 20:53:22,548 >>   Num Epochs = 3
        [INFO|trainer.py:1718] 2023-09-16 20:53:22,548 >>   Total train batch size (w. parallel, distributed & accumulation) = 16
        ==((====))==  Unsloth - 2x faster free finetuning | Num GPUs = 1
           \\   /|    Num examples = 2,500 | Num Epochs = 1
        O^O/ \\_/ \\    Batch size per device = 2 | Gradient Accumulation steps = 8
        {'loss': 2.3, 'learning_rate': 5e-05, 'epoch': 0.1}
        ***** eval metrics *****
          eval_loss               =     0.3925
    """)
    found = [f for f, _ in rows]
    assert found[:7] == [{}] * 7
    assert found[7] == {"loss": 2.3, "learning_rate": 5e-05}
    assert found[9] == {"eval_loss": 0.3925}


def test_lines_under_a_header_of_settings_are_no_metrics() -> None:
    """`Parameter Setting` (or `Training arguments:`, `Hyperparameters`) heads settings until a blank
    line or a rule; what comes after is read again."""
    rows = _read("""
        ================================================================================
        |                              Parameter Setting                               |
        ================================================================================

        Algorithm: ALS
        Alpha: 100.0
        Rank: 200
        ================================================================================
        Iteration: 0 loss: 2.5
        Training arguments:
          learning_rate: 0.001
          num_workers: 4

        epoch 1: loss 2.3
    """)
    found = [f for f, _ in rows]
    assert found[:8] == [{}] * 8
    assert found[8] == {"Iteration": 0.0, "loss": 2.5}
    assert found[9:12] == [{}] * 3
    assert found[13] == {"epoch": 1.0, "loss": 2.3}


def test_a_metric_in_an_episode_reaches_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """`Total rewards in episode 88 is 3.8` holds no `:`, `=` nor a loss: the monitor still reads it."""
    ex = _monitored(tmp_path, """
        for episode, total in ((87, 3.5), (88, float("nan"))):
            print(f"Total rewards in episode {episode} is {total} total number of steps are 4361", flush=True)
    """, ["Total rewards"])
    values = [p.value for p in ex.series["Total rewards"]]
    assert values[0] == 3.5 and values[1] != values[1]


def test_a_settings_section_never_hides_the_tasks_metrics(tmp_path: Path) -> None:
    """A settings section ends where the task's own output begins, blank line or not: a name printed
    again (a setting is printed once), a value of several words, a line of another shape; a loss-like
    name or a NaN is never taken for a setting."""
    rows = _read("""
        Arguments:
          lr: 0.001
        step 1: loss 2.3
        Config:
          lr: 0.1
        loss: 2.3
        loss: nan
    """)
    assert rows[2][0] == {"step": 1.0, "loss": 2.3}
    assert rows[6][0].keys() == {"loss"} and rows[6][0]["loss"] != rows[6][0]["loss"]
    ex = _monitored(tmp_path, """
        print("Training arguments:", flush=True)
        print("  learning_rate: 0.001", flush=True)
        for loss in (2.3, 2.1, float("nan")):
            print(f"loss: {loss}", flush=True)
    """, ["loss"])
    values = [p.value for p in ex.series["loss"]]
    assert values[:-1] == [2.3, 2.1] and values[-1] != values[-1]


def test_a_nan_right_under_settings_is_read_and_aborts(tmp_path: Path) -> None:
    """A NaN under a header of settings, after a blank line or not, is the task's own output: a
    setting's name (`train_loss`, `Val loss`) or value (`nan`) never hides it."""
    rows = _read("""
        Optimizer Settings
        Epoch: 1
        Train loss: nan
        Val loss: nan
    """)
    assert rows[2][0].keys() == {"Train loss"} and rows[3][0].keys() == {"Val loss"}
    ex = _monitored(tmp_path, """
        import sys
        sys.stdout.write("Hyperparameters:\\nlr: 0.1\\nbatch_size: 32\\n\\nmomentum: 0.9\\n")
        sys.stdout.flush()
        print("accuracy: nan", flush=True)
    """, ["accuracy", "momentum"])
    assert "momentum" in ex.metrics  # the blank line ended the section: the next line is the task's
    assert any(a.kind == "nan" for a in ex.anomalies), ex.anomalies


def test_a_line_under_a_table_of_names_of_several_words_is_no_row() -> None:
    """fastai's `train loss  valid loss  time` header: a later `lr: 0.5` or `epoch: 250` starts inside
    the first name's span but hits one column only: no row (it used to read as `train loss`)."""
    rows = _read("""
        train loss    valid loss    time
        0.47          0.51          00:10
        lr: 0.5
        epoch: 250
    """)
    assert rows[1][0] == {"train loss": 0.47, "valid loss": 0.51}
    assert rows[2][0] == {"lr": 0.5} and rows[3] == ({}, 250)  # (the step alone: no measure)


def test_a_long_line_after_a_trainers_banner_is_read_in_linear_time() -> None:
    """After `***** Running training *****` a 64 KiB line used to take minutes (a banner row's pattern
    backtracked); the line is read at once (the alarm only guards against a hang)."""
    parser = LineParser()
    parser.parse("***** Running training *****")
    with _no_hang(20, "the parser took over 20 s on one line"):
        assert parser.parse("Num examples " * 5000 + ": x") == {}
        assert parser.parse("a" * 65536) == {}


def test_a_line_of_the_step_alone_gives_the_lines_under_it_their_step() -> None:
    """Coqui TTS and lightweight-openpose print the step on a line of its own, then one metric per line."""
    rows = _read("""
        --> TIME: 2024-03-18 13:31:34 -- STEP: 25/496 -- GLOBAL_STEP: 25
            | > loss: 3.6332433223724365  (3.534811576207479)
        Iter: 100
        stage1_pafs_loss:     nan
    """)
    assert rows[1] == ({"loss": 3.6332433223724365}, 25)
    assert rows[3][1] == 100 and rows[3][0]["stage1_pafs_loss"] != rows[3][0]["stage1_pafs_loss"]


def test_the_metrics_of_an_aborted_attempt_are_those_of_its_abort(tmp_path: Path) -> None:
    """A NaN that aborts freezes the metrics at its record (one line, or the names that follow it one
    per line at the same step); what came after, read or not before the kill, is not the attempt's state."""
    ex = _monitored(tmp_path, """
        import sys, time
        sys.stdout.write("loss: 2.0, lr: 0.1\\nloss: nan, lr: 0.2\\nacc: 0.5\\nloss: 3.0, lr: 0.3\\nacc: 0.9\\n")
        sys.stdout.flush()
        time.sleep(30)
    """, [])
    assert ex.aborted_by == "nan"
    assert ex.metrics["lr"] == 0.2 and ex.metrics["acc"] == 0.5, ex.metrics
    assert ex.metrics["loss"] != ex.metrics["loss"]


def test_a_line_printed_twice_does_not_end_the_record_of_the_abort(tmp_path: Path) -> None:
    """A logger with two handlers prints each line twice (Multi-Singer's `(Steps: 1000) train/embed_loss
    = nan.`): the copy is no new record, the names after it are the abort's; a name again with another
    value still ends it."""
    ex = _monitored(tmp_path, """
        import sys, time
        lines = ["(Steps: 1000) train/embed_loss = nan.", "(Steps: 1000) train/embed_loss = nan.",
                 "(Steps: 1000) train/generator_loss = nan.", "(Steps: 1000) train/embed_loss = 2.0.",
                 "(Steps: 1000) train/feat_loss = 0.5."]
        sys.stdout.write("\\n".join(lines) + "\\n")
        sys.stdout.flush()
        time.sleep(30)
    """, [])
    assert ex.aborted_by == "nan"
    assert ex.metrics["train/generator_loss"] != ex.metrics["train/generator_loss"], ex.metrics
    assert ex.metrics["train/embed_loss"] != ex.metrics["train/embed_loss"] and "train/feat_loss" not in ex.metrics


def test_keras_epoch_line_gives_its_step_to_the_bars_under_it() -> None:
    """Keras prints `Epoch 3/10` and then one bar per batch, none naming the step: the bars are at
    epoch 3, however many, until the next `Epoch` line (a NaN is reported at its epoch)."""
    rows = _read("Epoch 1/10\n" + "1/25 [>....] - ETA: 2:54 - loss: 0.0612\n" * 40 + "Epoch 2/10\n"
                 + "9/25 [===>.] - ETA: 22s - loss: nan\n")
    assert {r[1] for r in rows[1:41]} == {1} and rows[-1][1] == 2
    rows = _read("""
        ==> Start Training Epoch 12, lr=0.009937 ...
        ==> Finished Epoch 12.
        ==> Start Training Epoch 13, lr=0.009931 ...
    """)
    assert rows[2][1] is None  # an epoch's end marker gives its step to no later line


def test_a_step_alone_is_carried_over_a_record_only() -> None:
    """A plural in a dump of settings (`iterations  20000`) gives no step to later lines; a step alone
    is given to the lines of its record, not to the rest of the run; a line with its own step ends it."""
    rows = _read("""
        iterations           20000
        loss: 0.9
        Iter: 100
        loss: 0.8
        step 30 loss 2.0
        acc: 0.5
    """)
    assert [r[1] for r in rows] == [20000, None, 100, 100, 30, None]
    parser = LineParser()
    parser.parse("epoch: 3")
    steps = [(parser.parse("lr: 0.1"), parser.step)[1] for _ in range(40)]
    assert steps[0] == 3 and steps[-1] is None


def test_the_tasks_own_channel_after_an_abort_keeps_the_aborting_series() -> None:
    """The loss line that aborts, then the same record through the task's own channel (the JSONL file,
    read later): the NaN point stays in the series."""
    from savepoint.monitor.execute import _State

    state = _State(DetectorConfig())
    state.block("step 10 loss: nan lr: 0.001\n")
    state.metrics_record('{"step": 10, "loss": NaN, "learning_rate": 0.001}')
    points = state.series["loss"]
    assert [p.step for p in points] == [10] and points[0].value != points[0].value


def test_a_pipe_table_whose_step_cell_is_a_fraction() -> None:
    """freqtrade's hyperopt table: the `Epoch` column holds `9/150`, the step."""
    rows = _read("""
        |   Best |   Epoch |   Trades |   Objective |
        |--------+---------+----------+-------------|
        | * Best |   9/150 |        3 |     2.04282 |
    """)
    assert rows[2] == ({"Epoch": 9.0, "Trades": 3.0, "Objective": 2.04282}, 9)


def test_kohyas_banner_of_settings_is_no_metric() -> None:
    """kohya's sd-scripts print their settings under `running training / 学習開始`."""
    rows = _read("""
        running training / 学習開始
          num train images * repeats / 学習画像の数×繰り返し回数: 105
          num epochs / epoch数: 16
          gradient accumulation steps / 勾配を合計するステップ数 = 1
        steps:   1%|▋    | 16/1600 [00:10<1:06:54,  1.24s/it, avr_loss=0.3]
    """)
    assert [f for f, _ in rows[:4]] == [{}] * 4
    assert rows[4] == ({"avr_loss": 0.3}, 16)


def test_a_table_row_cut_before_its_last_cell() -> None:
    """YOLO's training row whose progress bar (and the last cell before it) was cut off: the cells it
    has are read under their names; a row missing a cell in the middle is not read."""
    rows = _read("""
              Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size
               1/10       2.8G      1.158       1.23      1.214        127
               2/10       2.8G      1.102       1.19      1.201        131        640
               3/10       2.8G      1.158       1.23      1.214
    """)
    assert rows[1] == ({"Epoch": 1.0, "box_loss": 1.158, "cls_loss": 1.23, "dfl_loss": 1.214, "Instances": 127.0}, 1)
    assert rows[2][0]["Size"] == 640.0 and rows[2][1] == 2
    assert rows[3] == ({}, None)


def test_a_record_wrapped_on_a_trailing_comma_keeps_its_step() -> None:
    """mmseg prints one record on two lines (the first ends with a comma): the second's values are
    at the first's step; a line after that without one is not."""
    rows = _read("""
        2022-02-19 08:15:52,120 - mmseg - INFO - Iter [50/40000]        lr: 1.958e-06, eta: 1 day, 2:59:33, time: 2.432, memory: 9808,
         decode.loss_seg: 2.6839, src.loss_imnet_feat_dist: nan
         decode.loss_seg: 2.5
    """)
    assert rows[0][1] == 50 and rows[1][1] == 50 and rows[2][1] is None
    assert rows[1][0]["decode.loss_seg"] == 2.6839


def test_a_step_alone_behind_a_logger_prefix_gives_the_lines_under_it_their_step() -> None:
    """RVC: `INFO:model:Train Epoch: 9 [20%]`, then the losses of that epoch on a line of their own."""
    rows = _read("""
        INFO:model:Train Epoch: 9 [20%]
        INFO:model:[4200, 9.990004373906418e-05]
        INFO:model:loss_disc=3.959, loss_gen=3.062, loss_fm=7.881,loss_mel=17.356, loss_kl=1.535
    """)
    assert rows[2] == ({"loss_disc": 3.959, "loss_gen": 3.062, "loss_fm": 7.881, "loss_mel": 17.356, "loss_kl": 1.535}, 9)


def test_a_unit_is_still_a_unit_and_a_location_still_no_step() -> None:
    """Counter-cases: `1.5 s` stays a quantity, a `module:function:line` location stays no metric."""
    assert _read("loss 1.5 s")[0][0] == {}
    assert _read("trainers.base:train_epochs:256 - loss: 0.4")[0][0] == {"loss": 0.4}
    assert _read("Best params: {'lr': 0.01, 'depth': 6}")[0][0] == {}


def test_the_review_of_round_34s_metrics() -> None:
    """Counter-cases: an arrow from an old value to a new one is no pair (`inf -> 0.45` would stop a
    healthy run); a loss named with a long number is still a loss; a dict's `v_num` and the params
    behind a logging prefix are no metrics."""
    assert _read("Validation loss improved: inf -> 0.693147. Saving model")[0][0] == {}
    assert _read("val_loss: 0.5123 -> 0.4987 (improved)")[0][0] == {}
    found = _read("val_loss_lr0.000125: nan")[0][0]
    assert list(found) == ["val_loss_lr0.000125"] and math.isnan(found["val_loss_lr0.000125"])
    assert _read("{'loss': 0.5, 'v_num': 3}")[0][0] == {"loss": 0.5}
    assert _read("INFO:root:params: {'lr': 0.001, 'depth': 3}")[0][0] == {}


def test_a_table_with_pipes_between_its_cells_only() -> None:
    """The HF Trainer's notebook table pasted as markdown (`Step | Training Loss | reward`, `-- | --`):
    its rows are read under the names, the Step column is the step; prose with pipes is not a table."""
    rows = _read("""
        Step | Training Loss | reward | reward_std | kl | entropy
        -- | -- | -- | -- | -- | --
        1 | -0.283600 | 13.437500 | 21.810942 | nan | 0
        4 | -0.014500 | 6.422414 | 12.048451 | nan | No Log
    """)
    found, step = rows[3]
    assert step == 4 and found["Training Loss"] == -0.0145 and found["reward"] == 6.422414 and math.isnan(found["kl"])
    assert _read("epoch 3 | loss 0.5 | lr 0.1")[0][0] == {"epoch": 3.0, "loss": 0.5, "lr": 0.1}
    long_name = _read("""
        Step | Training Loss | rewards / check_grounding_references_from_response
        -- | -- | --
        11 | 0.000100 | -16.000000
    """)
    assert long_name[2] == ({"Step": 11.0, "Training Loss": 0.0001,
                             "rewards / check_grounding_references_from_response": -16.0}, 11)


def test_a_long_table_of_results_with_metric_and_value_columns() -> None:
    """lm-evaluation-harness: `|Task|Version|Metric|Value| |Stderr|`: each row's metric under its name,
    not the version nor the standard error."""
    rows = _read("""
        |                      Task                       |Version| Metric |Value |   |Stderr|
        |-------------------------------------------------|------:|--------|-----:|---|-----:|
        |hendrycksTest-high_school_geography              |      0|acc     |0.4293|±  |0.0353|
        |                                                 |       |acc_norm|0.3636|±  |0.0343|
    """)
    assert rows[2][0] == {"acc": 0.4293} and rows[3][0] == {"acc_norm": 0.3636}


def test_a_tab_separated_header_with_a_unit_column() -> None:
    """DLKcat: `Epoch\tTime(sec)\tRMSE_train ...`: the table is read, the time column is no metric."""
    rows = _read("Epoch\tTime(sec)\tRMSE_train\tR2_train\n7\t3398.03\t1.2809\t0.2729")
    assert rows[1] == ({"Epoch": 7.0, "RMSE_train": 1.2809, "R2_train": 0.2729}, 7)


def test_a_records_quantities_with_units_and_its_step_of_a_total() -> None:
    """ms-swift's dict: `memory(GiB)` and `train_speed(iter/s)` are quantities; `'global_step/max_steps':
    '57/176'` is the step. A dict announced as arguments on the line above is settings."""
    rows = _read("""
        {'loss': 0.2186, 'grad_norm': 0.737, 'memory(GiB)': 63.16, 'train_speed(iter/s)': 0.011, 'global_step/max_steps': '57/176'}
        Training deepq on atari:PongNoFrameskip-v4 with arguments
        {'prioritized_replay': True, 'train_freq': 4, 'gamma': 0.99, 'lr': 0.0001}
    """)
    assert rows[0] == ({"loss": 0.2186, "grad_norm": 0.737}, 57)
    assert rows[2][0] == {}


def test_the_review_of_round_36s_tables() -> None:
    """Counter-cases: a line after a Metric/Value table is parsed as a line (fairseq-hydra's `loss=nan`);
    a dict under a line announcing settings is read when it holds a loss (the HF Trainer's record);
    a header with digits in its names (`Rouge1`) is a table's; lines with pipes and no rule under
    their first are no table."""
    rows = _read("""
        | Split | Metric | Value | Std |
        |---|---|---|---|
        | test | acc | 0.5 | 0.01 |
        2023-05-01 10:00:00 | INFO | train_inner | epoch 001:    100 / 1000 loss=nan, ppl=nan, wps=100
    """)
    assert rows[2][0] == {"acc": 0.5} and math.isnan(rows[3][0]["loss"])
    rows = _read("""
        Evaluating model on test set with these settings
        {'eval_loss': 0.8, 'eval_accuracy': 0.71}
    """)
    assert rows[1][0] == {"eval_loss": 0.8, "eval_accuracy": 0.71}
    rows = _read("""
        Epoch | Training Loss | Validation Loss | Rouge1 | Gen Len
        -- | -- | -- | -- | --
        1 | 2.5 | nan | 20.1 | 19.0
    """)
    assert rows[2][1] == 1 and math.isnan(rows[2][0]["Validation Loss"]) and rows[2][0]["Rouge1"] == 20.1
    assert _read("INFO | trainer | Computing validation loss\nWARNING | amp | 65536.0")[1][0] == {}
    # a tqdm bar's pipes are no header (TensorFlowTTS: the bar, then the log line glued to it)
    bar = ("[train]:  48%|████▊     | 95400/200000 [02:45<7:39:06,  3.80it/s]2020-09-10 11:52:14,447 (base_trainer:831) "
           "INFO: (Step: 95400) train_duration_loss = 0.0353.")
    assert _read(bar)[0] == ({"Step": 95400.0, "train_duration_loss": 0.0353}, 95400)


def test_four_words_led_by_a_statistic_name_a_metric() -> None:
    """rsl_rl's block prints `Mean action noise std` and `Mean value function loss` (a loss whose inf
    stops the run); four words not led by a statistic, or with a word of prose, are still prose."""
    rows = _read("""
                       Mean action noise std: 0.95
                    Mean value function loss: inf
                         Mean time per batch: 0.3
                       Total number of steps: 24576
    """)
    assert rows[0][0] == {"Mean action noise std": 0.95}
    assert math.isinf(rows[1][0]["Mean value function loss"])
    assert rows[2][0] == {} and rows[3][0] == {}


def test_settings_with_spaces_between_name_and_value_and_names_with_units() -> None:
    """MARL-Algorithms prints its settings `learning_rate 0.0005` under `train_hyper-parameter:` (no
    metrics; a loss or a NaN there still is); vLLM's `Output token throughput (tok/s)` is a name of
    three words and its unit: a rate named with its unit, no metric (most collectors' reading)."""
    rows = _read("""
        train_hyper-parameter:
        map_difficulty 4
        learning_rate 0.0005
        epoch: 100 avg_reward: 1.88
    """)
    assert [found for found, _ in rows[:3]] == [{}, {}, {}] and rows[3] == ({"epoch": 100.0, "avg_reward": 1.88}, 100)
    assert math.isnan(_read("Training parameters:\nlr 0.001\nloss nan")[2][0]["loss"])
    assert _read("Output token throughput (tok/s):         6582.87   ")[0][0] == {}
    assert math.isnan(_read("Output token throughput (tok/s):         nan")[0][0]["Output token throughput (tok/s)"])


def test_a_record_of_pairs_over_several_lines_gives_its_step_to_its_lines() -> None:
    """LAMMPS' `thermo_style multi`: `Step = 750` opens a record of `name = value` lines; a line of
    another shape after it is not the record's."""
    rows = _read("""
        ---------------- Step      750 ----- CPU =    840.8746 (sec) ----------------
        Step     =            750 Time     =      149.8 Atoms    =           2995
        Temp     =       1821 Press    =  6.923e+04 PotEng   =     -86.88
        KinEng   =      nan TotEng   =     -81.45 E_pair   =     -86.88
        Loop time of 840.9 on 4 procs for 750 steps with 2995 atoms
        val_loss: 2.0
    """)
    assert rows[2] == ({"Temp": 1821.0, "Press": 69230.0, "PotEng": -86.88}, 750)
    assert math.isnan(rows[3][0]["KinEng"]) and rows[3][1] == 750
    assert rows[5] == ({"val_loss": 2.0}, None)


def test_a_record_said_in_sentences_and_a_value_stamped_with_its_time() -> None:
    """BigDL's record is sentences: its `Loss is NaN.` is read (a NaN opening a line is still a warning
    of a task that goes on), its records trained are a count; a value may be followed by `@` and when."""
    line = ("2018-04-14 00:58:52 INFO  DistriOptimizer$:392 - [Epoch 149 390144/1281167][Iteration 61991][Wall "
            "Clock 90297.1s] Trained 3072 records in 1.402170578 seconds. Throughput is 2190.889 records/second. "
            "Loss is NaN. Current learning rate is 0.0011")
    found, step = _read(line)[0]
    assert math.isnan(found["Loss"]) and step == 61991 and "Trained" not in found
    assert _read("Loss is NaN, skipping this batch.")[0][0] == {}
    assert _read("EPOCH 2/100, loss = 0.6475605093730598 @ 2021-01-14 10:55:58.523499")[0] == ({"loss": 0.6475605093730598}, 2)
    assert _read("Testing model: training auc = 0.92 @ 2021-01-14 10:56:06")[0][0] == {"training auc": 0.92}


def test_a_dict_of_settings_over_several_lines_after_its_announcement() -> None:
    """LightFM's tuner: `Starting training iteration 1, params:`, then a JSON dict over several lines:
    settings to its closing brace (a loss or a NaN among them is still read); the result after it is
    read, and a dict not announced is a record (read whole where it closes)."""
    rows = _read("""
        2017-01-20 21:10:02,363 INFO __main__: Starting training iteration 1, params:
        {
            "alpha": 0.0041233076328981919,
            "epochs": 45,
            "loss": nan,
            "no_components": 184
        }
        2017-01-20 21:25:20,518 INFO lightfm_uma: precision@6 = 0.316850870848
        {
            "accuracy": 0.91
        }
    """)
    assert [found for found, _ in rows[1:4]] == [{}, {}, {}] and math.isnan(rows[4][0]["loss"])
    assert rows[7][0] == {"precision@6": 0.316850870848} and rows[9][0] == {} and rows[10][0] == {"accuracy": 0.91}
    assert _read("hyperparameters:\n{\n" + '"lr": 0.1,\n' * 150 + '"acc": 0.5\n')[-1][0] == {"acc": 0.5}


def test_a_header_of_split_names_one_space_apart_and_a_step_alone_on_its_line() -> None:
    """fastai's table pasted with one space between words (`epoch train loss valid loss ...`): a
    split's word joins the name after it when that makes as many names as cells; `Epoch 195` alone
    after a log's prefix (nnU-Net), or between rules, is the step of the lines under it; a sentence
    that ends with an epoch is not."""
    rows = _read("""
        epoch train loss valid loss accuracy_thresh f2_opt
        0 nan nan 0.997788 0.000000
    """)
    assert rows[1][1] == 0 and math.isnan(rows[1][0]["train loss"]) and rows[1][0]["accuracy_thresh"] == 0.997788
    rows = _read("""
        2024-04-23 15:22:40.711169: Epoch 195
        2024-04-23 15:23:41.803760: train_loss -0.7526
        ====================Epoch  280 ====================
        170 / 178 : loss = nan
    """)
    assert rows[1] == ({"train_loss": -0.7526}, 195) and rows[3][1] == 280
    assert _read("Saving model at epoch 3\nloss: 0.5")[1] == ({"loss": 0.5}, None)


def test_allennlps_table_of_training_and_validation_values() -> None:
    """AllenNLP logs each metric's training and validation values under `Training |  Validation`: the
    training value keeps the name, the validation one is `validation_<name>`; a memory size is none;
    a line of another shape ends the table."""
    prefix = "2020-07-24 15:20:56,429 [24] allennlp.training.tensorboard_writer.log_metrics l283 INFO |"
    rows = _read(f"""
        {prefix}                        Training |  Validation
        {prefix} gpu_0_memory_MB    |  11890.000  |       N/A
        {prefix} loss               |     1.084  |     nan
        2020-07-24 15:20:56,430 - INFO - allennlp.training.trainer - Epoch duration: 0:00:13
        acc | 0.5 | 0.4
    """)
    assert rows[1][0] == {} and rows[2][0]["loss"] == 1.084 and math.isnan(rows[2][0]["validation_loss"])
    assert "acc" not in rows[4][0]


def test_a_loss_at_a_step_without_at_and_cntks_mean_over_samples() -> None:
    """`Loss step 1:  tensor(nan, ...)` (Tag-LLM) is the loss at step 1; CNTK's `loss = 0.000055 * 512`
    is the mean over 512 samples (a formula's `* name` still refuses)."""
    found, step = _read("Loss step 1:  tensor(nan, device='cuda:0', dtype=torch.float16, grad_fn=<AddBackward0>)")[0]
    assert math.isnan(found["Loss"]) and step == 1
    line = "Finished Epoch[936 of 300]: loss = 0.000055 * 512, metric = 0.00% * 512 0.662s (773.4 samples/s);"
    assert _read(line)[0] == ({"loss": 0.000055}, 936)
    assert _read("steps=4 * world_size=8")[0][0] == {}


def test_the_review_of_round_38_to_42s_metrics() -> None:
    """Counter-cases: a NaN said in a sentence and skipped is a warning of a task that goes on; a unit
    word never follows a NaN; four words led by a maximum are a setting; a step heading only at the
    line's start, after a timestamp or a bracket (not `found at: epoch 12`); settings rows with spaces
    end at a measure's name; a settings dict cut by a line of another shape ends; long rules and glued
    pairs are parsed in linear time."""
    assert _read("Step 120. Loss is nan, skipping batch.")[0][0] == {}
    assert _read("Iteration 300. Loss is NaN. Skipping update.")[0][0] == {}
    assert math.isnan(_read("Epoch 1 loss nan records 20000")[0][0]["loss"])
    assert _read("Max tolerated loss spike: inf")[0][0] == {}
    assert _read("Best model found at: epoch 12\nTest loss: 0.55")[1] == ({"Test loss": 0.55}, None)
    assert _read("lr_policy: step 30\nloss: 0.5")[1] == ({"loss": 0.5}, None)
    rows = _read("train_hyper-parameter:\nmap_difficulty 4\nepisode_reward 12.3")
    assert rows[1][0] == {} and rows[2][0] == {"episode_reward": 12.3}
    rows = _read("Starting iteration 1, params:\n{\n  \"alpha\": 0.1,\nTraceback (most recent call last):\nepoch 1 train_loss 0.5")
    assert rows[2][0] == {} and rows[4][0]["train_loss"] == 0.5
    with _no_hang(20, "the parser took over 20 s"):  # (these took hours, and ~1 s per rule before)
        _read("step = 1 loss = 0.5 " + ("x = 1" + "b" * 15) * 9 + " !")
        _read("\n".join(["=" * 3999, "#" * 3999] * 20))


def test_step_headings_with_a_verb_caffes_testing_heading_and_keras_callback_messages() -> None:
    """`Starting epoch 6` over the errors printed under it (Lasagne's DAN), `Eval metrics at step 26:`
    over its record (FPO); Caffe's `Iteration 2500,
    Testing net (#0)` over its `Test net output` lines; Keras 2's `Epoch 00011: val_loss did not
    improve` (ModelCheckpoint, EarlyStopping; glued to a bar when its carriage return was lost) is a
    message: neither a metric nor the step (the bar's `Epoch 12/100` stays the step)."""
    rows = _read("Starting epoch 6\nValidation error: 0.0578\nTrain error: 0.0803")
    assert rows[1] == ({"Validation error": 0.0578}, 6) and rows[2][1] == 6
    rows = _read("""
        I0322 17:23:39.161901 17215 solver.cpp:330] Iteration 2500, Testing net (#0)
        I0322 17:24:01.905092 17215 solver.cpp:397]     Test net output #1: acc = 0.0848667
    """)
    assert rows[1] == ({"acc": 0.0848667}, 2500)
    rows = _read("""
        Epoch 12/100
        49/50 [============================>.] - ETA: 8s - loss: 4.4972 - acc: 0.8041 Epoch 00011: val_loss did not improve
        50/50 [==============================] - 491s - loss: 4.4658 - acc: 0.8044 - val_loss: 0.6038
        Epoch 00012: val_loss improved from 0.60380 to 0.55864, saving model to weights.h5
    """)
    assert rows[1] == ({"loss": 4.4972, "acc": 0.8041}, 12)
    assert rows[2] == ({"loss": 4.4658, "acc": 0.8044, "val_loss": 0.6038}, 12) and rows[3] == ({}, None)
    assert _read("Restarting from epoch 6\nloss: 0.5")[1] == ({"loss": 0.5}, None)  # not a heading
    rows = _read("Eval metrics at step 26:\n  Reward: mean=nan, min=nan\nModel saved at step 500\nloss: 0.5")
    assert rows[1][1] == 26 and rows[3] == ({"loss": 0.5}, 26)  # (a colon announces a record; no colon: none)
    assert _read("Model saved at step 500\nloss: 0.5")[1] == ({"loss": 0.5}, None)


def test_the_current_step_is_the_step() -> None:
    """LlamaFactory's trainer_log.jsonl counts `current_steps`; a TF-Agents environment prints
    `Current_step:  8400` over the lines of its record (a plural alone, a setting, is not given on)."""
    assert _read('{"current_steps": 3200, "total_steps": 3235, "loss": 4.4671}')[0][1] == 3200
    rows = _read("Finished, Current_step:  8400\nMoney:  1000\nTrade Count: 0")
    assert rows[1] == ({"Money": 1000}, 8400) and rows[2][1] == 8400
    assert _read("iterations: 29107\nloss: 0.1")[1] == ({"loss": 0.1}, None)


def test_an_unnamed_round_in_brackets_a_record_before_a_glued_bar_and_a_fractional_epoch() -> None:
    """XGBoost's and LightGBM's `[43]\\ttrain-auc:0.87` and CLU's `logging_writer.py:48] [55045]
    core_hours=5.4` are at that step (not R's `[1] 0.5`, an index before values; a named step wins);
    a record naming its step keeps it when a bar named after the step is glued after it (a lost
    carriage return); a fractional epoch is how far training has gone, no metric; a step heading
    after an ISO timestamp (Katib's collector)."""
    assert _read("[43]\ttrain-logloss:0.331579\ttrain-auc:0.874738")[0] == (
        {"train-logloss": 0.331579, "train-auc": 0.874738}, 43)
    line = ("I0511 08:18:15.674834 140599126628096 logging_writer.py:48] [55045] core_hours=5.40294, "
            "epoch=11.0002, examples_seen=14091520")
    assert _read(line)[0] == ({"core_hours": 5.40294, "examples_seen": 14091520}, 55045)
    assert _read("[1] 0.5 0.6")[0] == ({}, None)
    assert _read("[0] epoch 3, g_loss nan")[0][1] == 3
    line = ("DLL 2022-04-05 05:14:18.170954 - Training Epoch: 0 Training Iteration: 2401  step_loss : 0.8078"
            "      Iteration:  88%|█████████▊   | 2450/2771 [05:12<00:40,  7.99it/s]")
    assert _read(line)[0][1] == 2401
    assert _read("Steps:  10%|█   | 100/1000 [00:30<04:30, loss=0.1]")[0][1] == 100
    line = "Epoch 52/65, Steps:  80%|█████▌   | 7999/10000 [25:19<17:35,  1.90it/s, grad_norm=0.0114, step_loss=0.34]"
    assert _read(line)[0][1] == 7999  # (an epoch of a total, then the bar of the steps: the bar's)
    rows = _read("""
        I0223 23:36:09.892466      15 main.go:139] 2023-02-23T23:36:09.891114+00:00 step 405:
        I0223 23:36:09.892497      15 main.go:139] 2023-02-23T23:36:09.891114+00:00 COCOMetric=0.0
    """)
    assert rows[1] == ({"COCOMetric": 0.0}, 405)


def test_a_metric_at_a_step_said_in_java_and_after_a_logger_name() -> None:
    """DL4J's `ScoreIterationListener - Score at iteration 1 is NaN`: `Score` (the logger's name and its
    dash are no part of it) NaN, Java's spelling, at iteration 1."""
    found, step = _read("o.d.o.l.ScoreIterationListener - Score at iteration 1 is NaN")[0]
    assert list(found) == ["Score"] and math.isnan(found["Score"]) and step == 1
    assert _read("Minibatch loss at step 3000: 58.92")[0] == ({"Minibatch loss": 58.92}, 3000)
    assert _read("Score at iteration 7 is Infinity")[0] == ({"Score": math.inf}, 7)


def test_r_output_pasted_by_reprex() -> None:
    """R's reprex prints the output under `#> `: gbm's table reads as it does without it."""
    rows = _read("""
        #> Iter   TrainDeviance   ValidDeviance   StepSize   Improve
        #>    150        0.6922             nan     0.1000   -0.0030
    """)
    assert rows[1][1] == 150 and rows[1][0]["TrainDeviance"] == 0.6922 and math.isnan(rows[1][0]["ValidDeviance"])


def test_torchruns_rank_prefix_and_more_names_of_settings() -> None:
    """torchrun's `--tee` prefix is no part of the line (a model printed under it is still no metric);
    Spark's camelCase counts and a model's parameter count are configuration (`numerator` is no count)."""
    assert _read("[rank0]:      (attention_norm): RMSNorm((256,), eps=1e-05, elementwise_affine=True)")[0][0] == {}
    assert _read("[rank0]:step:  1  loss: 12.2345  memory:  0.27GiB(0.34%)")[0] == ({"step": 1, "loss": 12.2345}, 1)
    assert _read("[default0]:loss: 0.5")[0][0] == {"loss": 0.5}
    line = "INFO Instrumentation: GBTRegressor-gbtr_2b: training: numPartitions=1 storageLevel=StorageLevel(1 replicas)"
    assert _read(line)[0][0] == {}
    assert _read("Trainable parameter count : 7013158912 (local rank), 7013158912 (all).")[0][0] == {}
    assert _read("numerator=3")[0][0] == {"numerator": 3}


def test_spacys_epoch_column_and_a_speed_named_with_seconds_per_iteration() -> None:
    """spaCy's `E` column is the epoch, no metric (as its `#` is the step); ms-swift's
    `train_speed(s/it)` is a quantity named with its unit, as `train_speed(iter/s)` is; an `E` outside
    such a table stays a measure."""
    rows = _read("""
        E    #       LOSS TOK2VEC  LOSS NER  ENTS_F  SCORE
        ---  ------  ------------  --------  ------  ------
          6    1200         94.95     52.13   54.63    0.55
    """)
    assert rows[2] == ({"LOSS TOK2VEC": 94.95, "LOSS NER": 52.13, "ENTS_F": 54.63, "SCORE": 0.55}, 1200)
    assert _read("{'loss': 0.5, 'train_speed(s/it)': 3.2}")[0][0] == {"loss": 0.5}
    assert _read("E = -1234.5 T = 300")[0][0] == {"E": -1234.5, "T": 300}


def test_an_environment_report_and_a_datasets_shape_are_no_metrics() -> None:
    """fastai's `show_install()` (`=== Software ===`, `=== Hardware ===` and their rows) and
    AutoGluon's `Train Data Rows:    500` are the setup, not measures; a system's measures are read."""
    rows = _read("=== Software ===\nnvidia driver : 418.67\n\n=== Hardware ===\nnvidia gpus   : 2\n\nloss: 0.5")
    assert [r[0] for r in rows] == [{}, {}, {}, {}, {}, {}, {"loss": 0.5}]
    assert _read("Train Data Rows:    500\nTrain Data Columns: 14")[1][0] == {}
    assert _read("System metrics:\ncpu_util: 45.2")[1][0] == {"cpu_util": 45.2}


def test_lightnings_loss_at_the_step_is_no_limit_and_dgls_counts_are_configuration() -> None:
    """Lightning names a loss's value at the step `total_loss_step` (not a limit such as
    `total_train_steps`); DGL's `NumNodes: 2708` is a dataset's count, configuration."""
    line = "Epoch 0:  18%|███▉     | 5/28 [00:02<00:12,  1.91it/s, v_num=1, total_loss_step=3.67e+3, lr_step=0.010]"
    assert _read(line)[0][0]["total_loss_step"] == 3670
    assert _read("total_train_steps: 1000")[0][0] == {}
    assert _read("  NumNodes: 2708\n  NumEdges: 10556")[1][0] == {}


def test_a_datasets_index_before_a_name_and_a_step_at_an_epoch_before_a_comma() -> None:
    """OpenMMLab evaluates several sets as `0_word_acc`, `1_mIoU` (not a number with digit groups,
    `1_000`, nor an id stamped with a date); ACNet's `validate at epoch 5, top1=70.15` is at epoch 5."""
    line = "mmocr - INFO - Epoch(val) [19][4688]\t0_word_acc: 0.0080, 0_char_recall: 0.0000, 0_1-N.E.D: 1.0000"
    assert _read(line)[0][0] == {"0_word_acc": 0.008, "0_char_recall": 0.0, "0_1-N.E.D": 1.0}
    assert _read("step 1_000: loss 0.5")[0][0] == {"loss": 0.5}
    line = "44_LightGBM logloss 0.506009 trained in 24.3 seconds (1-sample predict time 0.0092 seconds)"
    assert _read(line)[0][0] == {"logloss": 0.506009}  # (mljar's numbered model, then its measure)
    assert _read("2020-07-06 19:24:40,152 train INFO: validate at epoch 5, top1=70.15, loss=0.877936")[0] == (
        {"top1": 70.15, "loss": 0.877936}, 5)


def test_trec_evals_means_and_the_step_of_a_wandb_summary() -> None:
    """trec_eval's `recip_rank  all  0.7322` is the mean over all queries (`num_q` a count, a sentence
    with `all` none); W&B's run summary gives its `epoch` row's step to the rows under it, and its
    `batch_id` is an id."""
    rows = _read("recip_rank              all     0.7322\nnum_q                   all     6980\nwe used all 5 GPUs")
    assert [r[0] for r in rows] == [{"recip_rank": 0.7322}, {}, {}]
    rows = _read("wandb: batch_id 127\nwandb:    epoch 0\nwandb:     loss nan\nwandb:       lr 0.0")
    assert rows[0][0] == {} and rows[2][1] == 0 and math.isnan(rows[2][0]["loss"]) and rows[3] == ({"lr": 0.0}, 0)


def test_the_review_of_round_43_to_48s_metrics() -> None:
    """Counter-cases: a name with a note in parentheses before `at step N` (a one-word note is the
    name's, a remark is not); a loop's own `Epoch 00012: loss = nan` is read (only Keras' callback
    phrases are messages, even glued to a bar's last letters); a NaN size stays, a watched size too;
    a rank before each line (`mpiexec -l`) is no round; a past step announced (`Best results at epoch
    12:`) is no heading; a capitalised NaN in prose after `at step N:` is no value."""
    assert _read("Accuracy (train) at epoch 3: 0.812000")[0] == ({"Accuracy (train)": 0.812}, 3)
    found, step = _read("Training loss (for one batch) at step 200: nan")[0]
    assert list(found) == ["Training loss"] and math.isnan(found["Training loss"]) and step == 200
    found, step = _read("Epoch 00012: loss = nan")[0]
    assert math.isnan(found["loss"]) and step == 12
    line = "1/5 [====] - ETA: 5s - loss: 0.69 - acEpoch 00001: loss improved from inf to 0.69, saving model to w.h5"
    assert _read(line)[0][0] == {"loss": 0.69}
    assert math.isnan(_read("Iter 10: loss = 0.5, step_size = nan")[0][0]["step_size"])
    parser = LineParser(watch=["step_size"])
    assert parser.parse("Iter 10: loss = 0.5, step_size = 0.01") == {"Iter": 10, "loss": 0.5, "step_size": 0.01}
    assert _read("[0] lenzcs51\n[3] train_loss: 0.25")[1] == ({"train_loss": 0.25}, None)
    assert _read("Best results at epoch 12:\nval_loss: 0.2")[1] == ({"val_loss": 0.2}, None)
    assert _read("Resuming from checkpoint at step 5000:\nloss: 0.2")[1] == ({"loss": 0.2}, None)
    assert _read("Checkpoint at step 500: NaN detected, skipping")[0][0] == {}


def test_a_step_after_a_path_a_tables_epoch_row_and_a_best_reached_in_an_epoch() -> None:
    """pfrl's `outdir:results/a3f5 step:27 episode:1 R:0.014` is at step 27 (the path is the value of
    `outdir`, no word of the next name; a logger's `INFO:model:Train Epoch: 9` keeps its two words);
    baselines' HER table gives its `epoch` row as its step when no row counts steps; Tianshou's
    `best_reward: -0.4886 ± 85.42 in #0` is read."""
    line = "INFO:pfrl.experiments.train_agent:outdir:results/a3f5ddb9-17d39bf4 step:27 episode:1 R:0.014"
    assert _read(line)[0] == ({"step": 27, "episode": 1, "R": 0.014}, 27)
    assert _read("INFO:Zumndamon_Model:Train Epoch: 9 [20%]")[0] == ({}, 9)
    rows = _read("""
        -------------------------------------------
        | epoch              | 9                  |
        | test/success_rate  | 0.8947368421052632 |
        -------------------------------------------
    """)
    assert rows[3][1] == 9 and rows[3][0]["test/success_rate"] == 0.8947368421052632
    line = "Epoch #1: test_reward: -20.320321 ± 89.708056, best_reward: -0.488600 ± 85.420588 in #0"
    assert _read(line)[0][0] == {"test_reward": -20.320321, "best_reward": -0.4886}


def test_a_losss_four_words_a_measure_on_a_set_a_trailing_slash_and_a_note_of_direction() -> None:
    """WMP's `AMP grad pen loss` (four words ending with loss, as a mean's four words); lit-llama's
    `Perplexity on wikitext` (not `Running on GPU`); DreamerV3's rows of `name value /` ending with
    the slash; DeepSpeed-Chat's `acc (higher is better) : 0.48` and `Epoch 3/3 with loss 0.477` (not a
    batch skipped)."""
    assert _read("                 AMP grad pen loss: 0.1755")[0][0] == {"AMP grad pen loss": 0.1755}
    assert _read("this is the loss: 0.5")[0][0] == {}
    assert _read("Perplexity on wikitext: 5.72\nRunning on GPU: 1")[0][0] == {"Perplexity on wikitext": 5.72}
    assert _read("Running on GPU: 1")[0][0] == {}
    line = "train/action_mean -0.04 / train/action_min -4.72 / train/action_std 1.21 /          "
    assert _read(line)[0][0] == {"train/action_mean": -0.04, "train/action_min": -4.72, "train/action_std": 1.21}
    line = "chosen_last_scores (higher is better) : -0.8144, acc (higher is better) : 0.5934"
    assert _read(line)[0][0] == {"chosen_last_scores": -0.8144, "acc": 0.5934}
    assert _read("Epoch 3/3 with loss 0.47712893953608415")[0] == ({"loss": 0.47712893953608415}, 3)
    assert _read("Skipping batch with loss tensor(nan, device='cuda:0')")[0][0] == {}


def test_a_solvers_tolerances_its_rank_prefix_and_its_iteration_tables() -> None:
    """FEniCS' `Process 0: Newton iteration 7: r (abs) = 4.285e+07 (tol = 1.000e-06)`: the residuals at
    iteration 7, the tolerances settings (a NaN one stays), the MPI prefix no metric; IPOPT's rows of
    its restoration phase (`240r`, an empty `-` cell) under its header; SCS' rows that put a bar after
    the iteration only; TFLearn's `acc: 0.4053 -- iter: 00768/55000`."""
    line = "  Process 0: Newton iteration 7: r (abs) = 4.285e+07 (tol = 1.000e-06) r (rel) = 3.825e+01 (tol = 1.000e-05)"
    assert _read(line)[0] == ({"Newton iteration": 7, "r (abs)": 4.285e+07, "r (rel)": 38.25}, 7)
    assert _read("xtol: 1e-08, fp16_scale_tolerance: 0.0, stolen: 3, loss: 2")[0][0] == {"stolen": 3, "loss": 2}
    assert _read("tol: nan")[0][0]["tol"] != _read("tol: nan")[0][0]["tol"]  # a NaN tolerance is news
    rows = _read("""
        iter    objective    inf_pr   inf_du lg(mu)  ||d||  lg(rg) alpha_du alpha_pr  ls
         243r 0.0000000e+00 6.58e-01 1.82e+01  -8.7 5.01e+00    -  9.48e-01 9.98e-01f  1
    """)
    assert rows[1][1] == 243 and rows[1][0]["inf_pr"] == 0.658 and rows[1][0]["inf_du"] == 18.2
    assert "lg(rg)" not in rows[1][0]
    rows = _read("""
         Iter | pri res | dua res | rel gap | pri obj | dua obj | kap/tau | time (s)
        ----------------------------------------------------------------------------
            30| 1.90e-01  2.96e-01  2.70e-04 -7.98e+00 -7.99e+00  4.31e-16  2.73e-03
    """)
    assert rows[2][1] == 30 and rows[2][0]["pri res"] == 0.19 and rows[2][0]["dua obj"] == -7.99
    line = "| Adam | epoch: 001 | loss: 1.87821 - acc: 0.3264 | val_loss: 1.42485 - val_acc: 0.5097 -- iter: 00640/55000"
    assert {"acc": 0.3264, "val_acc": 0.5097}.items() <= _read(line)[0][0].items()


def test_rounds_53_and_54s_settings_steps_and_glued_warning() -> None:
    """Settings: nanoGPT's configurator (`Overriding: eval_iters = 20`, a config file it prints whole,
    comments and blank lines between its assignments, ended by the run's output); MLX's `Starting
    training..., iters: 100` (how long the run is, no step); DeepSpeed's `aio_config ...... {...}`;
    PyTorch's `_CudaDeviceProperties(...)`; MXNet's `shuffle=1`; `warmup_steps`; ignite's `Learning rate
    update every : 1 epoch(s)` inside its section; unsloth's banner beside its sloth; Lightning 0.x's
    `v_nb` and a cross-validation's `Fold`. Steps: braindecode's `INFO : Epoch 1` heading, Marian's
    `Up.`. A value glued to TensorFlow's `WARNING:`."""
    rows = _read("""
        Overriding config with config/train_shakespeare_char.py:
        # train a miniature character-level shakespeare model

        eval_interval = 250 # keep frequent because we'll overfit
        eval_iters = 200
        dropout = 0.2
        tokens per iteration will be: 16,384
        step 0: train loss 4.2326, val loss 4.2303
    """)
    assert all(found == {} for found, _ in rows[:6]) and rows[7] == ({"step": 0, "train loss": 4.2326, "val loss": 4.2303}, 0)
    assert _read("Overriding: eval_iters = 20")[0][0] == {}
    assert _read("eval_iters = 200")[0][0] == {}  # (no configurator above it: how many batches an evaluation runs)
    assert _read("Starting training..., iters: 100")[0] == ({}, None)
    line = "[INFO] [config.py:751:print]   aio_config ......... {'block_size': 1048576, 'queue_depth': 8, 'thread_count': 1}"
    assert _read(line)[0][0] == {}
    assert _read("eval_results ...... {'loss': 0.5, 'acc': 0.3}")[0][0] == {"loss": 0.5, "acc": 0.3}
    line = "_CudaDeviceProperties(name='AMD Radeon RX 6900 XT', major=10, minor=3, total_memory=16368MB, multi_processor_count=40)"
    assert _read(line)[0][0] == {}
    assert _read("[15:21:34] src/io/iter_mnist.cc:94: MNISTIter: load 60000 images, shuffle=1, shape=(100,1,28,28)")[0][0] == {}
    assert _read("Building LR scheduler with total_steps=10000, warmup_steps=500, decay_style=cosine")[0][0] == {}
    rows = _read("""
        Training configuration:
            Learning rate: 0.0001
            Learning rate update every : 1 epoch(s)
            Early stopping patience: 20
    """)
    assert rows[3][0] == {}
    rows = _read("""
        ==((====))==  Unsloth 2025.3.17: Fast Gemma3 patching. Transformers: 4.50.0.dev0.
           \\\\   /|    NVIDIA GeForce RTX 3090. Num GPUs = 1. Max memory: 23.567 GB. Platform: Linux.
        O^O/ \\_/ \\    Torch: 2.5.0+cu124. CUDA: 8.6. CUDA Toolkit: 12.4. Triton: 3.1.0
    """)
    assert rows[1][0] == {} and rows[2][0] == {}
    assert _read("{'batch_nb': 8, 'epoch': 0, 'loss': '2.707', 'v_nb': 6}")[0][0] == {"batch_nb": 8, "epoch": 0, "loss": 2.707}
    assert "Fold" not in _read("Wed Feb 24 00:53:34 2021 Fold 0, Epoch 2, lr: 0.000002, loss_train: 0.55978")[0][0]
    rows = _read("""
        2017-10-19 10:45:01,893 INFO : Epoch 1
        2017-10-19 10:45:01,894 INFO : train_loss                19.90990
    """)
    assert rows[1] == ({"train_loss": 19.9099}, 1)
    line = "[2019-08-17 06:37:46] Ep. 2 : Up. 435000 : Sen. 5,405,456 : Cost 2.77793527 : Time 340.99s : L.r. 5.7536e-05"
    assert _read(line)[0][1] == 435000
    line = "ETA: 3:06 - loss: 1.8145e-04 - mean_squared_error: 1.8145e-04WARNING:tensorflow:Method on_batch_end() is slow"
    assert _read(line)[0][0] == {"loss": 1.8145e-04, "mean_squared_error": 1.8145e-04}


def test_an_r_data_table_behind_lgrs_prefix() -> None:
    """mlr3tuning's log: lgr's `INFO  [01:03:00.394] ` before each line, a data.table printed as R
    prints it (its names, then `1: ` and the values under them); the rows after the first keep the
    names; a step column gives the step; a numbered line under prose of another width is no row."""
    rows = _read("""
        INFO  [01:03:00.394]        cp maxdepth classif.ce classif.acc
        INFO  [01:03:00.394] 1: 0.3212        3       0.02        0.98
    """)
    assert rows[1][0] == {"cp": 0.3212, "maxdepth": 3, "classif.ce": 0.02, "classif.acc": 0.98}
    rows = _read("""
           epoch  loss
        1:     1  0.53
        2:     2   NaN
    """)
    assert rows[1] == ({"epoch": 1, "loss": 0.53}, 1) and rows[2][1] == 2 and math.isnan(rows[2][0]["loss"])
    assert _read("Results of the run\n1: 0.5 0.3")[1][0] == {}
    assert _read("INFO  [12:09:44.936] [bbotk] Evaluating 1 configuration(s), loss: 0.5")[0][0] == {"loss": 0.5}


def test_a_records_container_of_results_names_nothing() -> None:
    """StyleGAN's `metric-fid50k_full.jsonl` record: `{"results": {"fid50k_full": 432.0}, ...}` is
    `fid50k_full`; another nested object keeps its name as a prefix (`eval.acc`)."""
    line = '{"results": {"fid50k_full": 432.04887476759825}, "metric": "fid50k_full", "snapshot_pkl": "x.pkl"}'
    assert _read(line)[0][0] == {"fid50k_full": 432.04887476759825}
    assert _read('{"eval": {"acc": 0.9}, "metrics": {"loss": 0.3}}')[0][0] == {"eval.acc": 0.9, "loss": 0.3}


def test_round_56s_padded_nan_versions_initial_settings_dimensions_and_a_best_so_far() -> None:
    """PaddleOCR pads each value with x's (`{:x<6f}`): `loss: nanxxx` is a NaN (the run is stopped);
    Python's `sys.version_info(...)` and spaCy's `Initial learn rate: 0.0` are settings (not an
    `Initial loss`); METRO's `2d joint loss` keeps its dimension (mljar's numbered model is still
    dropped); Marian's `(last best: 41.46)` is a record."""
    line = ("[2023/05/26 21:49:05] ppocr INFO: epoch: [1/2000], global_step: 174, lr: 0.000013, acc: 0.000000, "
            "loss: nanxxx, avg_reader_cost: 0.01411 s")
    found, step = _read(line)[0]
    assert step == 174 and math.isnan(found["loss"]) and found["acc"] == 0
    assert _read("loss: infxxx")[0][0] == {"loss": math.inf}
    assert _read("sys.version_info(major=3, minor=6, micro=5, releaselevel='final', serial=0)")[0][0] == {}
    assert _read("ℹ Initial learn rate: 0.0")[0][0] == {}
    assert _read("Initial loss: 2.3")[0][0] == {"Initial loss": 2.3}
    line = "loss: 7.0071, 2d joint loss: 0.0040, 3d joint loss: 0.0038, vertex loss: 0.0284"
    assert _read(line)[0][0] == {"loss": 7.0071, "2d joint loss": 0.004, "3d joint loss": 0.0038, "vertex loss": 0.0284}
    assert _read("44_LightGBM logloss 0.506")[0][0] == {"logloss": 0.506}
    line = "[valid] Ep. 3 : Up. 5300 : ce-mean-words : 0.813648 : stalled 1 times (last best: 0.813412)"
    assert _read(line)[0] == ({"Up.": 5300, "ce-mean-words": 0.813648}, 5300)  # (the epoch loses to the updates)


def test_round_55s_steps_slashes_r_strings_and_dated_lines() -> None:
    """Caffe's `Train net output #0:` under its `Iteration N, loss`; FuxiCTR's `**** Epoch=25 end ****`
    over its evaluation; RepPad's `{'Epoch': 0, ...}`; pyGRU4REC's pairs joined by slashes (not
    `90/100`); LightGBM's R package printed through `print()` (`[1] "[10]:  train's auc:1 ..."`);
    RecBole's weekday-first date before its level."""
    rows = _read("""
        I0330 15:37:45.877544 29236 solver.cpp:237] Iteration 68200, loss = 0.490983
        I0330 15:37:45.877589 29236 solver.cpp:253]     Train net output #0: loss = 0.490983 (* 1 = 0.490983 loss)
    """)
    assert rows[1] == ({"loss": 0.490983}, 68200)
    rows = _read("""
        2020-02-27 06:31:51,577 P590 INFO ************ Epoch=25 end ************
        2020-02-27 08:13:44,541 P590 INFO [Metrics] logloss: 0.440684 - AUC: 0.811097
    """)
    assert rows[0] == ({}, 25) and rows[1] == ({"logloss": 0.440684, "AUC": 0.811097}, 25)
    assert _read("{'Epoch': 0, 'HIT@5': '0.0570', 'NDCG@5': '0.0390'}")[0][1] == 0
    assert _read("epoch: 1/loss:5.118/recall:0.502/mrr:0.221")[0] == ({"epoch": 1, "loss": 5.118, "recall": 0.502, "mrr": 0.221}, 1)
    assert _read("Epoch 90/100 loss: 0.5")[0] == ({"loss": 0.5}, 90)
    line = '[1] "[10]:  train\'s auc:1  train\'s error:0  eval\'s auc:1  eval\'s error:0"'
    assert _read(line)[0] == ({"train's auc": 1, "train's error": 0, "eval's auc": 1, "eval's error": 0}, 10)
    line = "Fri 31 Mar 2023 10:02:02 INFO  epoch 13 training [time: 82.41s, train loss: 26571.6468]"
    assert _read(line)[0] == ({"train loss": 26571.6468}, 13)


def test_rounds_57_and_58s_nan_runs_and_the_review_of_53_to_56s_rules() -> None:
    """The NaN runs rounds 57 and 58 missed: nolearn's table with pipes between its cells and a rule
    of dashes and pipes under its names; crnn-pytorch's `train_batch_loss[ 10 ]:  nan`; FL-bench's
    `loss: nan -> nan` (the value after the arrow). And a reviewer's counter-cases: `srun -l`'s
    `0: ` before each line is no R data.table row (the NaN is read); a dict after `Testing...` or
    `Step 100 ...` is read (only a name's row of dots, DeepSpeed's, makes it settings), and a long
    run of dots costs little; `Initial accuracy` is a measure (only an initial learning rate is a
    setting); a docker image's `localhost:5000/app:1` is no pair; `time 1d loss` is `loss`."""
    rows = _read("""
         Epoch  |  Train loss  |  Valid loss  |  Train / Val  |  Valid acc  |  Dur
        --------|--------------|--------------|---------------|-------------|-------
             1  |         nan  |         nan  |          nan  |     47.83%  |  0.6s
    """)
    assert rows[2][1] == 1 and math.isnan(rows[2][0]["Train loss"]) and math.isnan(rows[2][0]["Valid loss"])
    assert math.isnan(_read("train_batch_loss[ 10 ]:  nan")[0][0]["train_batch_loss"])
    found = _read("client [14] (valset)    loss: nan -> nan    accuracy: 0.00% -> 0.00%")[0][0]
    assert list(found) == ["loss"] and math.isnan(found["loss"])
    assert _read("client [0]  (trainset)  loss: 0.52 -> 0.31")[0][0] == {"loss": 0.31}
    rows = _read("""
        Loading model weights
        0: step 100 loss=2.31
        0: step 200 loss=nan
    """)
    assert rows[1] == ({"step": 100, "loss": 2.31}, 100) and math.isnan(rows[2][0]["loss"])
    assert _read("Testing... {'test_acc': 0.91}")[0][0] == {"test_acc": 0.91}
    assert _read("Step 100 ... {'train_loss': 0.5, 'grad_norm': 1.2}")[0][0] == {"train_loss": 0.5, "grad_norm": 1.2}
    assert _read("." * 65536 + " epoch 3 {'loss': 0.52, 'acc': 0.81}")[0][0] == {"loss": 0.52, "acc": 0.81}
    assert _read("Initial accuracy: 0.12")[0][0] == {"Initial accuracy": 0.12}
    assert math.isnan(_read("Initial reward: nan")[0][0]["Initial reward"])
    assert _read("pulling localhost:5000/app:1 and localhost:5000/db:2")[0][0] == {}
    assert _read("Epoch 5 | time 1d loss 0.5")[0][0] == {"Epoch": 5, "loss": 0.5}


def test_round_58s_settings_and_a_sentence_before_a_name() -> None:
    """Marian's `[config] beam-size: 6` lines, Stan's `tol_rel_grad`, Spark ML's `regParam` are
    settings; dbt's `Done. PASS=2` is `PASS` (a sentence before the name; `Avg. loss` keeps its word)."""
    assert _read("[2018-03-16 21:37:01] [config] beam-size: 6")[0][0] == {}
    assert _read("tol_obj = 1e-12, tol_rel_grad = 1e+07")[0][0] == {}
    assert _read("regParam=0.3, elasticNetParam=0.8")[0][0] == {}
    assert _read("Done. PASS=2 SKIP=0 TOTAL=2")[0][0] == {"PASS": 2, "SKIP": 0, "TOTAL": 2}
    assert _read("Avg. loss: 0.5")[0][0] == {"Avg. loss": 0.5}
    assert _read("Epoch 2 | Loss 2.1863 | Approx. Train 0.5429")[0][0]["Approx. Train"] == 0.5429


def test_the_step_alone_is_where_the_run_is_not_a_measure_and_round_60s_settings() -> None:
    """A line holding the step alone (VITS' `====> Epoch: 42`, `Iter: 100`) reads no metric, keeps
    its step and gives it to the lines under it (a NaN step is still read: news); llama.cpp's
    `n_kv_max = 20480, ..., flash_attn = 1, is_pp_shared = 0, ...` (settings but flags), keras-rl's
    `train_steps = 1750000, train_interval = 100` and W&B's `_timestamp` are no measures."""
    rows = _read("""
        2023-12-07 18:53:52,570	Model	INFO	====> Epoch: 51
        Iter: 100
        loss: 0.5
    """)
    assert rows[0] == ({}, 51) and rows[1] == ({}, 100) and rows[2] == ({"loss": 0.5}, 100)
    assert math.isnan(_read("step: nan")[0][0]["step"])
    line = ("main: n_kv_max = 20480, n_batch = 2048, n_ubatch = 2048, flash_attn = 1, is_pp_shared = 0, "
            "n_gpu_layers = -1, n_threads = 16, n_threads_batch = 16")
    assert _read(line)[0][0] == {}
    assert _read("n_iter: 5, n_samples: 100, num_x: 3, acc: 1, loss: 0, n_y: 4")[0][0]["loss"] == 0
    assert _read("recurrent_dqn_atari: Breakout-v0, train_steps = 1750000, train_interval = 100")[0][0] == {}
    assert _read('{"val_accuracy": 0.79, "_step": 0, "_runtime": 2, "_timestamp": 1606931451}')[0][0] == {"val_accuracy": 0.79, "_step": 0}


def test_the_counters_that_lose_to_the_step_and_memory_in_use_are_no_metric() -> None:
    """Of several counters on a line the step wins (`global_step`, else `step`, `iter`, `epoch`); the
    others say where the run is, not how it goes (PaddleNLP's `global_step: 40, ..., epoch: 0.0`,
    kohya's `current_epoch: 0, epoch: 1`, the epoch beside an iteration). Memory in use printed by
    name (the MetricLogger's `max mem`, `res mem`, detectron2's `max_mem`) is a resource savepoint
    samples itself; mmdetection's plain `memory` stays a metric."""
    line = ("[2023-02-23 09:46:28,399] [    INFO] - loss: 10.84414062, learning_rate: 4e-07, global_step: 40, "
            "interval_runtime: 1.0883, epoch: 0.0")
    assert _read(line)[0] == ({"loss": 10.84414062, "learning_rate": 4e-07, "global_step": 40.0,
                               "interval_runtime": 1.0883}, 40)
    line = "2025-06-29 11:57:32 INFO     epoch is incremented. current_epoch: 1, epoch: 2          train_util.py:779"
    assert _read(line)[0] == ({}, 2)
    assert _read("epoch: 1, iter: 10, loss: 0.5")[0] == ({"iter": 10.0, "loss": 0.5}, 10)
    assert _read("current_epoch: 3, loss: nan")[0][1] == 3
    line = ("Train Epoch: [2]  [ 40/313]  eta: 0:00:36  lr: 0.000150  loss: 0.3961 (0.4230)  time: 0.1174  "
            "data: 0.0001  max mem: 16887  res mem: 17920")
    found = _read(line)[0][0]
    assert "max mem" not in found and "res mem" not in found and found["loss"] == 0.3961
    assert "max_mem" not in _read("iter: 379  total_loss: 1.707  max_mem: 3782  lr: 0.003796")[0][0]
    assert _read("Epoch(train) [1][50/100]  lr: 0.01  memory: 8342  loss: 3.78")[0][0]["memory"] == 8342


def test_a_json_record_printed_over_several_lines_is_read_whole_where_it_closes() -> None:
    """`json.dumps(record, indent=2)` and a `trainer_state.json` shown whole print a record one pair per
    line, its step last: the record is read where its brace closes, at its own step (not the previous
    record's); a nested document is read line by line as before, and its `"config": {` opens settings."""
    rows = _read("""
        "log_history": [
          {
            "epoch": 0.16,
            "learning_rate": 1e-06,
            "loss": 0.8569,
            "step": 10
          },
          {
            "epoch": 0.32,
            "eval_loss": NaN,
            "step": 20
          }
    """)
    assert rows[2:6] == [({}, None)] * 4 and rows[6] == ({"learning_rate": 1e-06, "loss": 0.8569, "step": 10.0}, 10)
    assert math.isnan(rows[11][0]["eval_loss"]) and rows[11][1] == 20
    rows = _read("""
        {
          "humaneval": {
            "pass@1": 0.8
          },
          "config": {
            "temperature": 0.2,
            "max_length_generation": 512,
            "limit": 5
          }
        }
    """)
    assert [found for found, _ in rows if found] == [{"pass@1": 0.8}]
    parser = LineParser()
    for line in ["{", '  "loss": 0.5,', '  "step": 3']:  # (the output ended before its brace)
        assert parser.parse(line) == {}
    assert parser.flush() == {"loss": 0.5, "step": 3.0} and parser.step == 3


def test_round_61_and_62s_shapes() -> None:
    """JAX's MNIST example (`Training set accuracy 0.874`: a measure on a split, a fraction); a record
    naming its settings (FLAML's `"config": {...}` inside a JSON line); CmdStan's arguments (`refresh =
    100 (Default)`); GPflowOpt's `iter #  4`; pointMLP's tab-separated table (`Epoch-Num` of floats,
    hyphenated names); a float step with no fraction (`epoch = 1.000`); LightGBM's warning `best gain:
    -inf`; PETSc's monitors; a table's column of a quantity named with its unit (SU2's `Time(s)`)."""
    assert _read("Training set accuracy 0.8742333650588989")[0][0] == {"Training set accuracy": 0.8742333650588989}
    assert _read("error 547.5150146484375")[0][0] == {} and _read("- Accuracy 0.6971")[0][0] == {}  # (sparsegpt, flair)
    assert _read("Loading 5 files")[0][0] == {} and _read("we set loss 0.5")[0][0] == {}
    line = ('{"record_id": 0, "trial_time": 1756.88, "validation_loss": 0.5, "config": {"max_depth": 6, '
            '"learning_rate": 0.07}, "learner": "xgb"}')
    assert _read(line)[0][0] == {"trial_time": 1756.88, "validation_loss": 0.5}
    assert _read(line.replace("0.5,", "XXX,"))[0][0] == {"trial_time": 1756.88}
    assert _read("        refresh = 100 (Default)")[0][0] == {}
    assert _read("iter #  4 - MLL [nan] - fmin [9.64]")[0][1] == 4
    rows = _read("Epoch-Num\tLearning-Rate\tTrain-Loss\tValid-acc\t\n"
                 "15.000000\t0.009844\t1.635000\t67.176000\t")
    assert rows[1] == ({"Epoch-Num": 15.0, "Learning-Rate": 0.009844, "Train-Loss": 1.635, "Valid-acc": 67.176}, 15)
    assert _read("2019-02-02 12:35:50, epoch = 1.000, G_psnr2 = 18.8465")[0][1] == 1
    assert _read("2019-02-02 12:35:50, epoch = 0.500, G_psnr2 = 18.8465")[0] == ({"G_psnr2": 18.8465}, None)
    assert _read("[LightGBM] [Warning] No further splits with positive gain, best gain: -inf")[0][0] == {}
    assert _read(" 37 KSP Residual norm 1.427687695732e+03")[0] == ({"KSP Residual norm": 1427.687695732}, 37)
    assert math.isnan(_read("    0 SNES Function norm nan")[0][0]["SNES Function norm"])
    line = "  1 KSP preconditioned resid norm 1.27e-01 true resid norm 1.40e-01 ||r(i)||/||b|| 2.0e-02"
    assert _read(line)[0][0] == {"KSP preconditioned resid norm": 0.127, "true resid norm": 0.14}
    rows = _read(" Iter    Time(s)      Res[Rho]       Res[nu]\n"
                 "  522   0.858853     -0.693782      5.183287")
    assert rows[1][0] == {"Iter": 522.0, "Res[Rho]": -0.693782, "Res[nu]": 5.183287}


def test_the_review_of_rounds_61_and_62s_rules() -> None:
    """A table's column named with a unit is dropped only for a time, finite and no loss (`Train loss
    (batch)`, `Loss(G)` going NaN are read); a JSON record ended by a nested value keeps the step among
    its pairs; `current_epoch` beside the step is no metric; a long line inside a record is read in
    linear time; a record left open is read as it stands when asked to `expire`."""
    rows = _read("Epoch      Train loss (batch)      Val loss (batch)\n    1      0.5     0.4\n    2      nan     nan")
    assert math.isnan(rows[2][0]["Train loss (batch)"]) and rows[2][1] == 2
    rows = _read(" Iter    Time(s)   Res[Rho]   Loss(G)\n    1   0.1   -1.2   nan")
    assert math.isnan(rows[1][0]["Loss(G)"]) and "Time(s)" not in rows[1][0]
    rows = _read('{\n  "global_step": 30,\n  "loss": NaN,\n  "lrs": [\n    0.1\n  ]\n}')
    assert [(sorted(f), s) for f, s in rows if f] == [(["global_step", "loss"], 30)]
    assert _read("current_epoch: 3, global_step: 500, loss: 0.5")[0] == ({"global_step": 500.0, "loss": 0.5}, 500)
    parser = LineParser()
    parser.parse("{")
    started = time.monotonic()  # (a guard far from both: a linear scan takes ~50 ms, a quadratic one hours)
    assert parser.parse('"a": 1' + " " * 1048576 + "x") == {} and time.monotonic() - started < 30
    parser = LineParser()
    parser.parse("{")
    parser.parse('  "loss": NaN,')
    assert parser.expire(time.monotonic()) == {}  # (not yet: the record may close)
    found = parser.expire(time.monotonic() + 60)
    assert math.isnan(found["loss"]) and parser.json_lines is None and parser.parse('  "step": 3') == {}


def test_round_63_and_64s_shapes() -> None:
    """nanoGPT's config file with an import and `gradient_accumulation_steps` in it (settings to its
    end); punctuator2's `Validation perplexity is 6.6061`; mmcv's `MMCV CUDA Compiler: 10.2` (a version);
    trtexec's `=== Device Information ===` (settings); active-speakers-context's `A Loss` (the audio's);
    g3an's `[global_steps 1007/5001] [Iter 7/1007]` (the global step wins); neural-style's numbered
    layers' losses; FederatedScope's `Results_raw` container; lm-evaluation-harness' table whose header
    comes behind a log prefix."""
    rows = _read("""
        Overriding config with config/finetune_shakespeare.py:
        import time

        eval_iters = 40
        gradient_accumulation_steps = 32
        # finetune at constant LR
        learning_rate = 3e-5

        step 0: train loss 4.1872, val loss 4.0326
    """)
    assert [found for found, _ in rows[:8]] == [{}] * 8 and rows[8][0]["train loss"] == 4.1872
    assert _read("Validation perplexity is 6.6061")[0][0] == {"Validation perplexity": 6.6061}
    assert _read("2022-05-24 17:56:26,293 - mmdeploy - INFO - MMCV CUDA Compiler: 10.2")[0][0] == {}
    rows = _read("[03/28/2024-07:10:12] [I] === Device Information ===\n[03/28/2024-07:10:12] [I] SMs: 46")
    assert rows[1][0] == {}
    assert _read("AV Loss: 0.3937 A Loss: 0.4344 V Loss: 0.5141")[0][0] == {"AV Loss": 0.3937, "A Loss": 0.4344,
                                                                           "V Loss": 0.5141}
    line = "[global_steps 1007/5001] [Iter 7/1007] [VD loss: 0.654075] [VG loss: 2.059378]"
    assert _read(line)[0] == ({"VD loss": 0.654075, "VG loss": 2.059378}, 1007)
    assert math.isnan(_read("  Style 4 loss: nan")[0][0]["Style 4 loss"])
    assert _read("Epoch 3 loss: 0.5")[0] == ({"Epoch": 3.0, "loss": 0.5}, 3)
    line = ("2024-04-29 16:42:50,445 (server:960) INFO: {'Role': 'Server #', 'Round': 1, 'Results_raw': "
            "{'test_avg_loss': 2.301025, 'test_acc': 0.11}}")
    assert _read(line)[0][0] == {"Round": 1.0, "test_avg_loss": 2.301025, "test_acc": 0.11}
    rows = _read("""
        2024-07-28:11:41:09,270 INFO     [eval.py:85] |  Tasks  |Version|Filter|n-shot| Metric |   |Value |   |Stderr|
        |---------|------:|------|-----:|--------|---|-----:|---|-----:|
        |hellaswag|      1|none  |    10|acc_norm|↑  |0.4200|±  |0.0496|
    """)
    assert rows[2][0] == {"acc_norm": 0.42}


def test_a_table_of_parameters_and_their_values_is_settings() -> None:
    """TGI's benchmark and inference-benchmarker print their settings as a `Parameter | Value` table
    (pipes, or box-drawing lines): no metric, but a loss or a NaN in it is read; the table after it is."""
    rows = _read("""
        | Parameter          | Value                         |
        |--------------------|-------------------------------|
        | Sequence Length    | 10                            |
        | N Runs             | 10                            |
        | loss               | nan                           |

        | Epoch | Loss | acc |
        |---|---|---|
        | 1 | 0.5 | 0.3 |
    """)
    assert [found for found, _ in rows[:4]] == [{}] * 4 and math.isnan(rows[4][0]["loss"])
    assert rows[8] == ({"Epoch": 1.0, "Loss": 0.5, "acc": 0.3}, 1)
    rows = _read("│ Parameter       │ Value   │\n├─────────────────┼─────────┤\n│ Max VUs         │ 128     │")
    assert rows[2][0] == {}


def test_round_65_and_66s_shapes() -> None:
    """MeshMAE's `Best Epoch: 0` (when the best was, not the step); PointNet's `Epoch 200 (200/200):`
    heading; DeepSpeech's `Validation of Epoch 1 - loss: 209.47`; BasicSR's `Total epochs needed`
    (a limit); fairseq's `gb_free` (memory left); sacrebleu's score before its n-gram precisions."""
    line = "Epoch 2 Pretrain | Loss: 39307117.633155 | Best Loss: 2.271230 | Best Epoch: 0 | Time: 2.4h"
    assert _read(line)[0][1] == 2
    rows = _read("Epoch 200 (200/200):\nTrain Instance Accuracy: 0.913678")
    assert rows[1] == ({"Train Instance Accuracy": 0.913678}, 200)
    assert _read("I Validation of Epoch 1 - loss: 209.471827")[0] == ({"loss": 209.471827}, 1)
    assert _read("2020-07-27 09:12:43,591 INFO: Total epochs needed: 57143 for iters 400000")[0][0] == {}
    assert "gb_free" not in _read("epoch 001:    400 / 1200 loss=5.939, ppl=3.2, gb_free=12.5, wall=132")[0][0]
    line = "BLEU = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 6 ref_len = 6)"
    assert _read(line)[0][0] == {"BLEU": 100.0, "BP": 1.0, "ratio": 1.0, "hyp_len": 6.0, "ref_len": 6.0}
    rows = _read('{\n  "train_loss": 8.53,\n  "train_step_timing in s": 0.348,\n  "_wandb": {\n    "runtime": 11166\n  }\n}')
    assert rows[3][0] == {"train_loss": 8.53}  # (a record's quantity named with its unit, as NeMo's W&B summary)


def test_the_review_of_rounds_63_to_66s_rules() -> None:
    """A numbered loss is a layer's only under a layer's word (`Task 2 loss: nan` stays `loss` at a task:
    `--watch loss` sees its NaN); several `Results_` containers keep their names (a NaN of the weighted
    average is not overwritten by the plain average's value); a best epoch named in a sentence before
    ` - ` is no step; a step of a total after a line of spaces is found in linear time."""
    assert math.isnan(_read("Task 2 loss: nan")[0][0]["loss"])
    line = ("INFO: {'Role': 'Server #', 'Round': 200, 'Results_weighted_avg': {'test_avg_loss': nan, 'test_acc': 0.67}, "
            "'Results_avg': {'test_avg_loss': 0.57, 'test_acc': 0.6}}")
    found = _read(line)[0][0]
    assert math.isnan(found["Results_weighted_avg.test_avg_loss"]) and found["Results_avg.test_avg_loss"] == 0.57
    assert _read("step 600\nBest checkpoint of epoch 2 - val_loss: 0.3")[1] == ({"val_loss": 0.3}, 600)
    started = time.monotonic()  # (a guard far from both: a linear scan takes milliseconds, a quadratic one hours)
    _read("global_steps" + " " * 1048576 + "x 1/2 loss 0.4")
    assert time.monotonic() - started < 30


def test_round_67_to_70s_settings_dumps_are_no_metrics() -> None:
    """PyTorch's `print(optimizer)` (`Parameter Group 0`, its `betas: (0.9, 0.95)`); transformers'
    `Model config LlamaConfig {` and a JSON document of options after `Training options:` (its lists one
    item per line); a YAML file of settings dumped with no header (three `name: words` lines in a row
    make it one). A loss or a NaN among them is still read."""
    optimizer = """\
        AdamW (
        Parameter Group 0
            amsgrad: False
            betas: (0.9, 0.95)
            eps: 1e-08
            lr: 0.0001
            weight_decay: 0.05
        )"""
    assert all(found == {} for found, _ in _read(optimizer))
    config = ('[INFO|configuration_utils.py:791] 2024-03-21 18:11:22,642 >> Model config LlamaConfig {\n'
              '  "attention_dropout": 0.0,\n  "architectures": [\n    "LlamaForCausalLM"\n  ],\n'
              '  "initializer_range": 0.02,\n  "rms_norm_eps": 1e-05\n}')
    assert all(found == {} for found, _ in _read(config))
    options = ('Training options:\n{\n  "G_opt_kwargs": {\n    "class_name": "torch.optim.Adam",\n    "betas": [\n'
               '      0,\n      0.99\n    ],\n    "eps": 1e-08,\n    "lr": 0.0025\n  },\n  "batch_size": 32\n}')
    assert all(found == {} for found, _ in _read(options))
    dump = """\
        avenue_path: /data/Avenue_Dataset
        dataset: avenue
        device: cuda
        epochs: 200
        grad_weighted_rec_loss: true
        lr: 0.0001
        mask_ratio: 0.5
        loss_weight_nan: nan"""
    rows = _read(dump)
    assert [found for found, _ in rows[:-1]] == [{}] * 7 and math.isnan(rows[-1][0]["loss_weight_nan"])
    # two lines of words are no dump yet: a record of measures under them is read
    assert _read("model: resnet50\nsplit: val\nacc: 0.91")[2][0] == {"acc": 0.91}
    assert _read("mode: train\nphase: one\nstage: two\nloss: 2.5")[3][0] == {"loss": 2.5}  # (a loss never hides)


def test_round_67_to_70s_shapes() -> None:
    """A Keras bar redrawn on one line, its carriage returns lost (read up to the first NaN); DeepXDE's
    table of one-value lists; the step of a record that announces rows under it; the pointer-generator's
    `seconds for training step N:`; NeMo's `train_step_timing in s` (a quantity with its unit)."""
    bars = ("Epoch 1/20 1/632 [..............................] - ETA: 4:08:27 - loss: 5.1723 - rpn_class_loss: 2.4111"
            " 2/632 [..............................] - ETA: 2:07:20 - loss: nan - rpn_class_loss: 1.5521"
            " 3/632 [..............................] - ETA: 1:27:17 - loss: nan - rpn_class_loss: 1.2658")
    found, step = _read(bars)[0]
    assert math.isnan(found["loss"]) and found["rpn_class_loss"] == 1.5521 and step == 1
    table = _read("Step      Train loss    Test loss     Test metric\n"
                  "0         [5.47e+03]    [6.44e+03]    [1.00e+00]\n2000      [nan]         [nan]         [nan]")
    assert table[1] == ({"Step": 0.0, "Train loss": 5470.0, "Test loss": 6440.0, "Test metric": 1.0}, 0)
    assert math.isnan(table[2][0]["Train loss"]) and table[2][1] == 2000
    rows = _read("Epoch 14 - Evaluation time (seconds): 7.51 - Vis metrics:\n        abs_rel: 0.0852\n        rmse: 3.81")
    assert rows[1:] == [({"abs_rel": 0.0852}, 14), ({"rmse": 3.81}, 14)]
    rows = _read("INFO:tensorflow:seconds for training step 158: 0.806041002274\nINFO:tensorflow:pgen_loss: 11.3978013992")
    assert rows == [({}, 158), ({"pgen_loss": 11.3978013992}, 158)]
    line = ("Training epoch 0, iteration 199/3999 | lr: 2.999e-05 | global_step: 199 | reduced_train_loss: 10.85 "
            "| train_step_timing in s: 1.085")
    assert "train_step_timing in s" not in _read(line)[0][0] and _read(line)[0][0]["reduced_train_loss"] == 10.85
    su2 = _read("|  Inner_Iter|    rms[Rho]|          CL|\n|           0|   -3.131336|    0.021774|\n...\n"
                "|       12378|  -12.000141|    0.003434|")
    assert su2[3] == ({"Inner_Iter": 12378.0, "rms[Rho]": -12.000141, "CL": 0.003434}, 12378)
    jax = _read("{'eval/episode_reward': DeviceArray(-8957.285, dtype=float32), 'eval/success_rate': DeviceArray(0., dtype=float32)}")
    assert jax[0][0] == {"eval/episode_reward": -8957.285, "eval/success_rate": 0.0}
    assert _read("        Visual Action Acc@1 79.851")[0][0] == {"Visual Action Acc@1": 79.851}


def test_round_71_to_74s_shapes() -> None:
    """Words before an identifier stay in its name (rsl_rl); a memory named with its unit (ESPnet); TensorFlow's
    `Maybe overwriting` (a setting); a measure's two values (CIGA); rl_games' `fps step` (a rate); esrgan-tf2's bar and
    its speed printed last."""
    # words before an identifier stay in its name (rsl_rl's `Mean episode rew_action_smoothness`, most collectors'
    # reading; wesep's collector alone took `Train info train_loss` for `train_loss`)
    line = "[ INFO : 2025-01-13 01:09:33,989 ] - Epoch 13 Train info train_loss -6.314864508356337"
    assert _read(line)[0] == ({"Epoch": 13.0, "Train info train_loss": -6.314864508356337}, 13)
    found = _read("loss=0.05, gpu_max_cached_mem_GB=9.574, cer_transducer=nan")[0][0]
    assert "gpu_max_cached_mem_GB" not in found and math.isnan(found["cer_transducer"])
    assert _read("I0914 07:24:38.016547 139907798251392 config_util.py:552] Maybe overwriting train_steps: 500")[0][0] == {}
    assert _read("       train_ACC: 0.7584 / 0.7078")[0][0] == {"train_ACC": 0.7584}  # (a measure's two values: the first)
    assert math.isnan(_read("loss: nan / nan")[0][0]["loss"])
    assert _read("Epoch: 3 / 10")[0] == ({}, 3) and _read("images: 3 / 10")[0][0] == {}  # (a step, a count of a total)
    found = _read("fps step: 699043.6 fps total: 209712.6 epoch: 13/1000")[0]
    assert found == ({"fps step": 699043.6, "fps total": 209712.6}, 13)  # (a rate per step is no step)
    found, step = _read("Training [>>                     ] 20004/600000, loss=nan, lr=2.0e-04  2.0 step/sec")[0]
    assert step == 20004 and math.isnan(found["loss"]) and found["lr"] == 2e-04  # (a bar of its own, a speed last)


def test_the_review_of_rounds_67_to_74s_rules() -> None:
    """A dump of words with no header ends at a record's step or measure (Ray Tune's `Result for X:` YAML;
    run info before an epoch's record); a Keras bar redrawn on one line keeps the names only its last
    drawing has (`val_loss`); SU2's unsteady history is at its time step."""
    tune = _read("""\
        Result for PPO_CartPole-v0_00000:
          custom_metrics: {}
          date: 2020-06-14_11-35-16
          done: false
          episode_len_mean: 22.47
          episode_reward_mean: 22.47
          experiment_id: 3f1d2c0e9b
          hostname: worker-1
          mean_accuracy: 0.71""")
    assert tune[4][0] == {"episode_len_mean": 22.47} and tune[5][0] == {"episode_reward_mean": 22.47}
    assert tune[8][0] == {"mean_accuracy": 0.71}
    info = _read("Using device: cuda\nModel: resnet18\nDataset: cifar10\nEpoch: 1\nTrain Acc: 0.12\ngrad_norm: 1.52")
    assert info[4] == ({"Train Acc": 0.12}, 1) and info[5] == ({"grad_norm": 1.52}, 1)
    bars = ("  1/632 [..............................] - ETA: 2:07 - loss: 2.3026 - accuracy: 0.0938"
            " 632/632 [==============================] - 31s 45ms/step - loss: 0.52 - accuracy: 0.81 - val_loss: 0.45")
    assert _read(bars)[0][0] == {"loss": 2.3026, "accuracy": 0.0938, "val_loss": 0.45}
    su2 = _read("|   Time_Iter|  Inner_Iter|    rms[Rho]|\n|           3|           1|   -3.131336|")
    assert su2[1][1] == 3


def test_the_second_review_of_rounds_67_to_74s_rules() -> None:
    """Words before an identifier stay in its name (`loss on val_set` stays watched; `Previous best
    val_loss: inf` is no `val_loss` gone inf); a speed printed last
    is cut after a NaN too; a measure's two values are read after a step's; a long number before ` / ` is
    read in linear time."""
    assert math.isnan(_read("Epoch 3 loss on val_set: nan")[0][0]["loss on val_set"])
    assert "val_loss" not in _read("Epoch 5 Previous best val_loss: inf")[0][0]
    assert math.isnan(_read("step 101, loss nan  12.3 samples/sec")[0][0]["loss"])
    assert math.isnan(_read("Epoch: 3 / 10  loss: nan / nan")[0][0]["loss"])
    assert math.isnan(_read("total_loss: nan / nan")[0][0]["total_loss"])
    assert _read("Update: 300 / 1000")[0][0] == {}
    started = time.monotonic()  # (a guard far from both: a linear scan takes ~0.1 s, a quadratic one hours)
    _read("a: " + "1" * 1048576 + " / x")
    assert time.monotonic() - started < 30
    # (the replay of every round: two whole numbers are a count of a total, Rasa's `Correct:  0 / 498`; the HF
    # Trainer's metrics block, `3714MB` rows among its measures, is no dump of settings)
    assert _read("rasa.core.test  -  Correct:          0 / 498")[0][0] == {}
    block = _read("***** train metrics *****\n  before_init_mem_cpu        =     3714MB\n  before_init_mem_gpu        =    12438MB\n"
                  "  init_mem_cpu_alloc_delta   =        0MB\n  train_runtime              = 0:07:44.12\n"
                  "  train_samples_per_second   =      0.002")
    assert block[-1][0] == {"train_samples_per_second": 0.002}


def test_a_thermo_table_header_of_names_alone_reaches_the_parser(tmp_path: Path) -> None:
    """LAMMPS' thermo output: a header of names with one space between them (no `:`, `=` nor a gap), then
    rows of numbers; an energy gone inf stops the run at its step."""
    ex = _monitored(tmp_path, """
        import time
        print("Step TotEng KinEng PotEng Temp Press ", flush=True)
        time.sleep(0.2)
        for step, e in ((0, "1.125"), (100, "1.1000319"), (200, "inf"), (300, "inf")):
            print(f"{step:8d} {e:>12} {e:>12} {0:12d} {e:>12} {e:>12} ", flush=True)
            time.sleep(0.3)
    """, ["TotEng"])
    assert ex.aborted_by == "nan", ex
    assert [p.value for p in ex.series["TotEng"]][:2] == [1.125, 1.1000319]
    assert ex.series["TotEng"][-1].step == 200 and math.isinf(ex.series["TotEng"][-1].value)


def test_round_75_to_82s_shapes() -> None:
    """A rank cut-off after a space (ConvE's `Hits @1`); an acronym in capitals that is an English word
    (`IS`, an inception score); a loss of three words said with `is`; a pipe table's cells with thousands
    grouped (freqtrade); a name's two values in columns (hippynn: the first)."""
    assert _read("2018-03-20 22:07:20.609177 (INFO): Hits @1: 0.70166015625")[0][0] == {"Hits @1": 0.70166015625}
    assert _read("Hits left @4: 0.8857")[0][0] == {"Hits left @4": 0.8857}
    assert _read("Model(EMA): IS: 9.493(0.154), FID:  3.210")[0][0] == {"IS": 9.493, "FID": 3.21}
    assert _read("it is: 3")[0][0] == {}  # (the word in lower case stays prose)
    found = _read("epoch 0, total_step 2100, total loss is 205.67 , weight deacy loss is 179.96, time 30.4 samples/sec")[0][0]
    assert found["weight deacy loss"] == 179.96 and found["total loss"] == 205.67
    rows = _read("""
        | Best | Epoch | Trades | Avg profit | Objective |
        |------+-------+--------+------------+-----------|
        | *    |  5/76 |   1012 |      3.21% | 66,862.57108 |
    """)
    assert rows[2] == ({"Epoch": 5.0, "Trades": 1012.0, "Objective": 66862.57108}, 5)
    rows = _read("""
        Epoch 53:
        ForceRMSE:         131.76   *     120.8
        ForceMAE :    *     86.53   *    87.369
    """)
    assert rows[1][0] == {"ForceRMSE": 131.76} and rows[2][0] == {"ForceMAE": 86.53}
    assert _read("Epoch:   3    10")[0][0] == {}  # (two whole numbers: maybe a count and its total)


def test_round_75_to_82s_settings_are_no_metrics() -> None:
    """Environment variables; L-BFGS-B's preamble; llama.cpp's `system_info`; a JSON log's source line and
    ports; a settings header of three words behind a log's prefix, its rows glued to their colon (PaddleNLP);
    a header between asterisks (`** training start with parameters: **`); the longest sequence, a beam, the
    updates to run, the passes over the data; super-gradients' best and previous values under a metric."""
    assert _read("DMLC_NUM_SERVER=0 DMLC_TRACKER_PORT=9091 ENTS_F=0.5")[0][0] == {"ENTS_F": 0.5}
    assert _read("TRAIN_TOTAL_LOSS=0.5")[0][0] == {"TRAIN_TOTAL_LOSS": 0.5}  # (a loss in capitals stays one)
    assert _read("Machine precision = 2.220D-16\n N =       874800     M =           10") == [({}, None), ({}, None)]
    assert _read("system_info: n_threads = 80 / 160 | AVX = 1 | AVX2 = 1 | F16C = 1 |")[0][0] == {}
    record = '{"timestamp":1701615530,"level":"INFO","line":1233,"remote_port":51344,"loss":0.5}'
    assert _read(record)[0][0] == {"loss": 0.5}
    dump = _read("""
        [2022-11-23 01:26:15,034] [    INFO] - ============================================================
        [2022-11-23 01:26:15,034] [    INFO] -     Training Configuration Arguments
        [2022-11-23 01:26:15,034] [    INFO] - paddle commit id              :590b4dbcdd989324089ce43c22ef151c746c92a3
        [2022-11-23 01:26:15,035] [    INFO] - adam_beta1                    :0.9
        [2022-11-23 01:26:15,036] [    INFO] - adam_epsilon                  :1e-08
    """)
    assert all(found == {} for found, _ in dump)
    fit = _read("""
        ** training start with parameters: **
        \tverbose: 1
        \tepochs: 30
        Epoch 1/30
        5/5 [==============================] - 42s 8s/step - loss: 0.5 - val_loss: 0.6
    """)
    assert [found for found, _ in fit[:3]] == [{}, {}, {}] and fit[4][0] == {"loss": 0.5, "val_loss": 0.6}
    assert _read("max_seq_len: 256")[0][0] == {} and _read(" max_updates: 22000, lr: 0.00001")[0][0] == {"lr": 1e-05}
    found = _read("Generate test with beam=5: BLEU4 = 34.17, 68.0/42.9/29.0/20.3 (BP=0.939, ratio=0.94)")[0][0]
    assert "beam" not in found and found["BLEU4"] == 34.17
    assert _read("[0403 05:54:27 @train.py:119] total_passes:250")[0][0] == {}
    tree = _read("""
        │   ├── Dekrloss/heatmap = 0.0004
        │   │   ├── Best until now = 0.0004 (↘ -0.0)
        │   │   └── Epoch N-1      = 0.0004 (↘ -0.0)
    """)
    assert [found for found, _ in tree] == [{"Dekrloss/heatmap": 0.0004}, {}, {}]


def test_the_end_of_an_epoch_names_its_step_and_an_index_in_brackets_is_no_value() -> None:
    """PyTorch's word language model and CIBHash print a step's record after `end of epoch N`; cxxnet's
    `elapsed[1]` is an index, not TUNIT's value in brackets (`D[0.00]`)."""
    assert _read("| end of epoch  26 | time: 127.08s | valid loss  4.35 | valid ppl    77.75")[0] == (
        {"valid loss": 4.35, "valid ppl": 77.75}, 26)
    assert _read("End of epoch  20 | loss   4.1070  | contra_loss   4.1043")[0] == ({"loss": 4.107, "contra_loss": 4.1043}, 20)
    assert _read("round        0:[    1655] 7819 sec elapsed[1]   train-error:0.963257")[0][0] == {"train-error": 0.963257}
    assert _read("Avg Loss: D[0.00] G[0.00] C[2.61]")[0][0] == {"D": 0.0, "G": 0.0, "C": 2.61}


def test_the_review_of_rounds_75_to_82s_rules() -> None:
    """A script's `acc:0.91` under a settings section is its output again (only an aligned dump's or a word's
    value is glued to its colon); a measure in capitals after a colon stays one (only `NAME=value` is an
    environment variable); a best so far said with `is` is none; a decimal comma is no thousands'
    separator; R's one-line L-BFGS-B preamble, llama.cpp's system_info behind a function's name and
    fairseq's singular `max_update` are settings; a step word abbreviated with a full stop is the step."""
    rows = _read("""
        Hyperparameters:
          lr: 0.001
          epochs: 10
        step:100
        acc:0.91
    """)
    assert rows[3:] == [({}, 100), ({"acc": 0.91}, 100)]
    assert _read("VAL_MEAN_IOU: 0.41, TOP_1_ACC: 0.91")[0][0] == {"VAL_MEAN_IOU": 0.41, "TOP_1_ACC": 0.91}
    assert _read("Previous best loss is 0.3")[0][0] == {} and _read("Overall best accuracy is 0.95")[0][0] == {}
    table = _read("| Epoch | Loss | Acc |\n|---|---|---|\n| 1 | 0,512 | 0,901 |")
    assert "Loss" not in table[2][0] and "Acc" not in table[2][0]
    assert _read("N = 2, M = 5 machine precision = 2.22045e-16")[0][0] == {}
    assert _read("main: system_info: n_threads = 8 / 16 | AVX = 1 | AVX2 = 1")[0][0] == {}
    assert _read("max_update: 300000, lr: 0.0005")[0][0] == {"lr": 0.0005}
    found, step = _read("Epoch.: 3, Step size: 3.33e-01, Grad. norm: nan, Func. value: nan")[0]
    assert step == 3 and math.isnan(found["Grad. norm"])


def test_python_loggings_default_prefix_is_no_name() -> None:
    """`LEVEL:logger:` opens the message (MuJoCo's `WARNING:absl:Nan, Inf or huge value in CTRL ...` under
    torchrl names no metric `absl` gone NaN); what follows it is read as ever."""
    assert "absl" not in _read("WARNING:absl:Nan, Inf or huge value in CTRL at ACTUATOR 0. The simulation is unstable.")[0][0]
    assert _read("INFO:root:loss: 0.5")[0][0] == {"loss": 0.5}
    assert _read("INFO:tensorflow:loss = 0.35, step = 101")[0] == ({"loss": 0.35, "step": 101.0}, 101)


def test_settings_on_their_headers_line_go_on_on_indented_lines_after_a_comma() -> None:
    """OSQP's verbose output: `settings: linear system solver = qdldl,` (a name of several words), then its
    settings indented under it, each line ending with a comma but the last; its table after them is read,
    and a loss or a NaN on such a line is never a setting."""
    rows = _read("""
        settings: linear system solver = qdldl,
                  eps_abs = 1.0e-04, eps_rel = 1.0e-03,
                  rho = 1.00e-01 ,
                  sigma = 1.00e-06, alpha = 1.60, max_iter = 4000
        optimal objective:    0.0000
    """)
    assert [found for found, _ in rows] == [{}, {}, {}, {}, {"optimal objective": 0.0}]
    rows = _read("settings: lr = 0.1, momentum = 0.9,\n  wd = 0.0001\n  loss = nan")
    assert rows[1][0] == {} and math.isnan(rows[2][0]["loss"])


def test_a_quantity_named_with_its_unit_in_parentheses_is_no_metric_outside_a_table() -> None:
    """vLLM's and sglang's benchmark summaries, Megatron's record: a time or a rate named with its unit in
    parentheses is none (the collectors' reading, 33 cases against one); Ray Tune's table column
    `total time (s)` is read, and so is a NaN or a name the user watches."""
    assert _read("Mean TTFT (ms):                          44294.80")[0][0] == {}
    assert _read("Request throughput (req/s):              9.67")[0][0] == {}
    megatron = (" iteration      100/    1000 | consumed samples:        12800 | elapsed time per iteration (ms): 1234.5"
                " | learning rate: 1.000E-04 | lm loss: 5.123E+00 |")
    found, step = _read(megatron)[0]
    assert step == 100 and "elapsed time per iteration (ms)" not in found and found["lm loss"] == 5.123
    rows = _read("""
        | Trial name | status | loc | iter | total time (s) | loss |
        |---|---|---|---|---|---|
        | train_a | RUNNING | 1.2.3.4:5 | 3 | 12.5 | 0.4 |
    """)
    assert rows[2] == ({"iter": 3.0, "total time (s)": 12.5, "loss": 0.4}, 3)
    parser = LineParser(watch=["Mean TTFT (ms)"])
    assert parser.parse("Mean TTFT (ms):    44294.80") == {"Mean TTFT (ms)": 44294.8}


def test_a_table_rows_last_cell_may_be_a_flag_word() -> None:
    """xtb's SCC table ends each row with a flag under `full diag` (`T`): the row's numbers are still
    read under their names; a word inside the row, not at its end, still makes it no row."""
    rows = _read("""
         iter      E             dE          RMSdq      gap      omega  full diag
           1     -4.3371973 -0.433720E+01  0.678E+00    9.81       0.0  T
           2     -4.4012381 -0.640408E-01  0.384E+00    9.12       0.0  F
    """)
    assert rows[2] == ({"iter": 2.0, "E": -4.4012381, "dE": -0.0640408, "RMSdq": 0.384, "gap": 9.12, "omega": 0.0}, 2)
    rows = _read("""
         iter      E             dE          RMSdq      gap      omega  full diag
           1     -4.3371973   converged  0.678E+00    9.81       0.0  T
    """)
    assert rows[1][0] == {}


def test_round_83_to_86s_shapes() -> None:
    """SageMaker's mpirun tag names the rank and host; a logger's time stamp, level and name before a
    tab-separated table (casanovo); a pipe table comparing models, two measures in its header (PyCaret);
    a level in one letter (DeepSpeech's `I `); Julia's source location under a log record; Ipopt's dot
    leaders and its scaled and unscaled columns; a word and a number that say which one a line is about."""
    found, step = _read("[1,mpirank:4,algo-1]<stderr>:2025-01-18 18:21:26,573 INFO [finetune.py:1142] (4/8) Epoch 2, "
                        "batch 5850, loss[loss=0.3142, simple_loss=0.3101, over 3081.00 frames. ], lr: 4.48e-03")[0]
    assert "mpirank" not in found and found["lr"] == 0.00448 and step == 2
    prefix = "2024-08-19 13:28:48,101 INFO [casanovo/MainProcess] model._log_history : "
    rows = _read(f"{prefix}Step\tTrain loss\tValid loss\t\n{prefix}20000\tnan\t1.594399")
    (found, step) = rows[1]
    assert step == 20000 and math.isnan(found.pop("Train loss")) and found == {"Step": 20000.0, "Valid loss": 1.594399}
    rows = _read("""
        Model | Accuracy | AUC | Recall | F1
        -- | -- | -- | -- | --
        SVM - Linear Kernel | 0.9157 | 0.0000 | 0.6129 | 0.9390
        Decision Tree Classifier | 0.7176 | 0.0000 | 0.3181 | 0.8174
    """)
    assert rows[3][0] == {"Accuracy": 0.7176, "AUC": 0.0, "Recall": 0.3181, "F1": 0.8174}
    assert _read("Name | Type | Params\n-- | -- | --\nmodel | GPT | 124")[2][0] == {}  # (no measure named)
    assert _read("I WER: 1.000000, loss: 33.172230, mean edit distance: 0.888889")[0][0] \
        == {"WER": 1.0, "loss": 33.17223, "mean edit distance": 0.888889}
    assert _read("└ @ Core :-1")[0][0] == {} and _read("└ @ Flux ~/.julia/packages/Flux/src/train.jl:99")[0][0] == {}
    rows = _read("""
                                           (scaled)                 (unscaled)
        Objective...............:   5.1802723933401123e-08    5.1802723933401123e-08
        Dual infeasibility......:   2.9379169971882279e-03    2.9379169971882279e-03
    """)
    assert rows[1][0] == {"Objective": 5.1802723933401123e-08} and rows[2][0] == {"Dual infeasibility": 2.9379169971882279e-03}
    found = _read("Region 94 Avg IOU: -nan, Class: -nan, No Obj: 0.001216,  count: 0")[0][0]
    assert sorted(found) == ["Avg IOU", "Class", "No Obj", "count"] and found["No Obj"] == 0.001216
    assert _read("Client 3 loss: 0.5, acc: 0.3")[0][0] == {"loss": 0.5, "acc": 0.3}
    assert _read("Content 1 loss: 780566.69")[0][0] == {"Content 1 loss": 780566.69}  # (neural-style's layer's loss)


def test_round_87_to_90s_shapes_and_the_reviews_counter_cases() -> None:
    """Chainer's report with its last columns a space off their names; first-order-model's `name - value`
    pairs between semicolons; a message after the last pair (`Saving ./checkpoint/...`); a rate named per
    second is none (the collectors, 67 cases to 17), unless watched or NaN. The review's counter-cases: a
    GAN's `D loss` keeps its letter; a message's own step before a tab stays; a table of one row per class
    is no series, and a model compared without a value is no NaN run."""
    header = ("epoch       iteration   main/loss   main/accuracy  lr          fast_validation/main/loss  "
              "fast_validation/main/accuracy  validation/main/loss  validation/main/accuracy")
    row = "1           500         2.25634     0              6.27392e-05" + " " * 60 + "2.26484               0"
    found, step = _read(f"{header}\n{row}")[1]
    assert step == 500 and found["validation/main/loss"] == 2.26484 and found["main/loss"] == 2.25634
    assert _read("00000007) perceptual - 121.15230; gen_gan - 0.53350; disc_gan - 0.30995")[0][0] \
        == {"perceptual": 121.1523, "gen_gan": 0.5335, "disc_gan": 0.30995}
    found = _read("=> Epoch: 979 Time: 2020-03-03 10:51:30 Train loss: 0.5 Test loss: 0.4 Saving ./checkpoint/x.ckpt ...")[0][0]
    assert found["Test loss"] == 0.4 and found["Train loss"] == 0.5
    assert _read("Iter 490: Train loss 1.200, It/sec 1.279, Tokens/sec 89.657")[0][0] == {"Iter": 490.0, "Train loss": 1.2}
    assert math.isnan(_read("loss/s: nan")[0][0]["loss/s"])
    assert LineParser(watch=["Tokens/sec"]).parse("Tokens/sec 89.657, loss: 0.3") == {"Tokens/sec": 89.657, "loss": 0.3}
    assert _read("D loss: 0.693, G loss: 0.712")[0][0] == {"D loss": 0.693, "G loss": 0.712}
    found, step = _read("2024-01-01 12:00:00,000 INFO Epoch 3 - loss 0.5\tval_loss 0.6")[0]
    assert step == 3
    per_class = _read("""
        |     Class     |  IoU  |  Acc  |
        |:-------------:|:-----:|:-----:|
        |      road     | 97.46 | 98.71 |
        | traffic light |  nan  |  nan  |
    """)
    assert all(found == {} for found, _ in per_class)
    compared = _read("Model | Accuracy | AUC | F1\n-- | -- | -- | --\nSVM | 0.9157 | nan | 0.9390")
    assert compared[2][0] == {"Accuracy": 0.9157, "F1": 0.939}


def test_science_codes_of_round_88() -> None:
    """OpenMM's StateDataReporter (quoted names behind `#`, tabs or commas; its clock and its speed are
    no metrics); ASE's optimizers, which name themselves on each row and mark a force-consistent energy
    with `*`; MOOSE's residual norms, a word before the bars; JDFTx's `|Residual|:` between pairs."""
    rows = _read('#"Progress (%)"\t"Step"\t"Time (ps)"\t"Potential Energy (kJ/mole)"\t"Temperature (K)"\t"Speed (ns/day)"\n'
                 "0.2%\t12000\t23.99\t23276135460.84\t1191902216035031.8\t147")
    assert rows[1] == ({"Step": 12000.0, "Potential Energy (kJ/mole)": 23276135460.84,
                        "Temperature (K)": 1191902216035031.8}, 12000)
    rows = _read('#"Step","Potential Energy (kJ/mole)","Temperature (K)"\n1000,-123.4,300.1')
    assert rows[1] == ({"Step": 1000.0, "Potential Energy (kJ/mole)": -123.4, "Temperature (K)": 300.1}, 1000)
    assert _read('He said "hello", "world"')[0][0] == {}
    rows = _read("""
               Step     Time          Energy         fmax
        *Force-consistent energies used in optimization.
        LBFGS:    0 11:15:24    -2084.408691*    3282.9336
        LBFGS:    1 11:15:24    -2339.378906*    1081.1207
    """)
    assert rows[3] == ({"Step": 1.0, "Energy": -2339.378906, "fmax": 1081.1207}, 1)
    assert _read("test:fluids.simple:  0 Nonlinear |R| = 8.578584e-02")[0][0] == {"Nonlinear |R|": 0.08578584}
    found = _read("SCF: Cycle:  8   Etot: -1.9126   dEtot: -1.021e-06   |Residual|: 2.583e-04   |deigs|: 9.419e-05")[0][0]
    assert found["|Residual|"] == 2.583e-04 and found["dEtot"] == -1.021e-06 and found["Etot"] == -1.9126
    assert _read("At iterate    0    f=  1.38629D+00    |proj g|=  9.51755D-02")[0][0] == {"f": 1.38629, "|proj g|": 0.0951755}


def test_the_second_review_of_rounds_87_to_90s_shapes() -> None:
    """A tqdm bar with a semicolon in its description keeps its `name - value` pairs; a padded level before
    a tab-separated table; a NaN the task skips stays unread after its value (`Skipping`), and so do
    `Nothing`, `String`; a physical rate in a table's columns is read, work per time is not; a compared
    model's NaN is read when its name is watched; ASE's rows only under its own header."""
    bar = "valid; fold 2: 100%|###| 10/10 [00:55<00:00,  7.67it/s, dice_loss - nan, iou_score - 0.2795]"
    found = _read(bar)[0][0]
    assert math.isnan(found["dice_loss"]) and found["iou_score"] == 0.2795
    rows = _read("2024-08-19 13:28:48,101 WARNING  model : Epoch\tloss\tval_loss\n"
                 "2024-08-19 13:28:48,101 WARNING  model : 3\t0.5\t0.7")
    assert rows[1] == ({"Epoch": 3.0, "loss": 0.5, "val_loss": 0.7}, 3)
    assert _read("loss: nan Skipping batch")[0][0] == {}
    assert _read("Error: 404 Nothing found")[0][0] == {}
    rows = _read(" Step  Velocity (m/s)  loss  Speed (ns/day)\n 1  3.2  0.5  10")
    assert rows[1] == ({"Step": 1.0, "Velocity (m/s)": 3.2, "loss": 0.5}, 1)
    parser = LineParser(watch=["AUC"])
    for line in ("Model | Accuracy | AUC", "-- | -- | --"):
        parser.parse(line)
    assert math.isnan(parser.parse("SVM | 0.9157 | nan")["AUC"])
    assert _read(" Epoch  Loss  Acc\nWarning:   2 0.3 0.8")[1][0] == {}


def test_the_third_review_of_rounds_83_to_91s_shapes() -> None:
    """A verb ending in `-ring` or `-hing` after a value ends its pair (`Preparing`, `Fetching`); ASE's rows
    under a header with more names after `fmax`; a logger's prefix before tabs leaves `Epoch [4]` its step;
    a rate column named with a longer unit (`samples/s`) is none, a physical rate is kept."""
    assert math.isnan(_read("Test loss: nan Preparing next epoch")[0][0]["Test loss"])
    assert _read("loss: 0.33 Fetching next shard")[0][0] == {"loss": 0.33}
    assert _read("loss: nan Skipping batch")[0][0] == {}  # (a NaN the task skips)
    rows = _read("""
                   Step     Time          Energy          fmax         smax    totmm
        BFGS:    0 12:00:00      -12.345600*       0.1234       0.0123   0.0000
        BFGS:    1 12:00:01             nan*          nan       0.0123   0.0000
    """)
    assert rows[1][0]["Energy"] == -12.3456 and math.isnan(rows[2][0]["fmax"])
    assert _read("2024-01-01 12:00:00,000 INFO Epoch [4] - loss 0.5\tacc 0.9")[0][1] == 4
    rows = _read(" Step  Loss  Throughput (samples/s)  Bandwidth (GB/s)\n 10  0.5  99.0  12.5")
    assert rows[1] == ({"Step": 10.0, "Loss": 0.5, "Bandwidth (GB/s)": 12.5}, 10)


def test_a_record_said_in_is_clauses() -> None:
    """EasyTPP's `train loglike is nan, num_events is 2156116`: a list of `name is value` clauses to the line's
    end is a record, whatever its names; a sentence (`and yours is 6`) or a NaN the task skips is none."""
    line = ("2023-11-08 21:08:07,580 - tpp_runner.py[pid:1068266;line:107:_train_model] - INFO: [ Epoch 0 (valid) ]:  "
            "valid loglike is nan, num_events is 213521, acc is 0.4964336060621672, rmse is 8759.48165286368")
    found, step = _read(line)[0]
    assert math.isnan(found.pop("valid loglike")) and step == 0
    assert found == {"num_events": 213521.0, "acc": 0.4964336060621672, "rmse": 8759.48165286368, "Epoch": 0.0}
    assert _read("My answer is 5, and yours is 6")[0][0] == {}
    assert _read("Loss is nan, skipping batch")[0][0] == {}
    assert _read("epoch 3, acc is 0.5, kl is 0.3")[0] == ({"acc": 0.5, "kl": 0.3, "epoch": 3.0}, 3)
    assert _read("Val acc is 0.5, best acc is 0.7")[0][0] == {"Val acc": 0.5}  # (the best so far: a record)
    assert _read("the count is 1,234, kl is 3")[0][0] == {}  # (a number's thousands: no list)


def test_a_watched_name_as_the_log_prints_it(tmp_path: Path) -> None:
    """spoter's `[4] TRAIN  loss: nan` is read as `loss`; `--watch "TRAIN  loss"` (as printed, two spaces)
    and `--watch train_loss` watch it, `--watch val_loss` does not."""
    code = """
        for epoch, loss in enumerate(("4.76", "4.68", "nan", "nan"), 1):
            print(f"[{epoch}] TRAIN  loss: {loss} acc: 0.01", flush=True)
            print(f"[{epoch}] VALIDATION  acc: 0.01", flush=True)
    """
    for watch in (["TRAIN  loss"], ["train_loss"]):
        ex = _monitored(tmp_path, code, watch)
        assert ex.aborted_by == "nan" and [p.step for p in ex.series["loss"]][-1] == 3, watch
    assert _monitored(tmp_path, code, ["val_loss"]).aborted_by is None


def test_a_watched_name_matches_whatever_its_case_and_separators(tmp_path: Path) -> None:
    """`--watch train_loss` on a script printing `Train Loss: nan` (and `--watch loss` on `LOSS = nan`) stopped
    nothing: names were matched as typed. Case and the separators between words (space, `_`, `.`, `/`, `-`) no
    longer matter; the split still does (`--watch val_loss` does not watch `Train Loss`)."""
    code = """
        for step, loss in enumerate(("2.31", "2.20", "nan", "nan"), 1):
            print(f"Step {step} | Train Loss: {loss} | Val Acc: 0.41", flush=True)
    """
    for watch in (["train_loss"], ["train/loss"], ["TRAIN LOSS"], ["loss"]):
        ex = _monitored(tmp_path, code, watch)
        assert ex.aborted_by == "nan" and [p.step for p in ex.series["Train Loss"]][-1] == 3, watch
    for watch in (["val_loss"], ["acc"], ["train_loss_cls"]):
        assert _monitored(tmp_path, code, watch).aborted_by is None, watch
    assert watched("LOSS", ["loss"]) and watched("eval/Loss", ["loss"]) and watched("Val-Loss", ["val_loss"])
    assert watched("decode.loss_seg", ["decode/loss_seg"]) and watched("loss", ["Training Loss"])
    assert not watched("val_loss", ["train_loss"]) and not watched("loss_cls", ["loss"])
    assert not watched("lossy", ["loss"]) and not watched("val_loss", ["Training Loss"])


def test_rounds_92_to_99s_shapes() -> None:
    """A step heading between rules with `=` (`----------Iter = 49800----------`); a NaN with its unit word
    (`variance=nan E_h^2`); DEAP's logbook (`gen nevals avg std min max`); detectron2's COCO table of APs; a
    hyphenated name in a bar's `name - value` pairs; a measure of a quantity in two columns (`Energy RMSE
    0.0125`); a record's step after it (`at step: 41240`); memory named with its unit under a group's name,
    accelerate's process index and a dict of arguments pretty-printed over lines are none."""
    rows = _read("----------Iter = 49800----------\nLoss = 0.025695")
    assert rows[1] == ({"Loss": 0.025695}, 49800)
    found = _read("INFO:absl:Step 03455: nan E_h, variance=nan E_h^2, pmove=0.51")[0][0]
    assert math.isnan(found["variance"]) and found["pmove"] == 0.51
    assert _read("variance=0.0626 E_h^2, pmove=0.52")[0][0] == {"pmove": 0.52}  # (a finite value with its unit)
    assert _read("loss: nan Skipping")[0][0] == {}
    rows = _read("    gen nevals  avg     min         max\n    5   2       0.965171    0.932692    0.973291")
    # (its first column counts generations: the step, as in the logbook with its tabs kept)
    assert rows[1] == ({"nevals": 2.0, "avg": 0.965171, "min": 0.932692, "max": 0.973291}, 5)
    rows = _read("|   AP   |  AP50  |  AP75  |  APs   |\n|:------:|:------:|:------:|:------:|\n"
                 "| 34.545 | 53.247 | 37.217 | 19.433 |")
    assert rows[2][0] == {"AP": 34.545, "AP50": 53.247, "AP75": 37.217, "APs": 19.433}
    bar = "valid: 100%|###| 233/233 [00:10<00:00, 21.86it/s, bce_dice_loss - 0.3587, iou - 0.7417, f-score - 0.8195]"
    assert _read(bar)[0][0] == {"bce_dice_loss": 0.3587, "iou": 0.7417, "f-score": 0.8195}
    rows = _read("    Energy R2     0.859250\n    Energy RMSE   0.012564\nLoading files     5")
    assert [r[0] for r in rows] == [{"Energy R2": 0.85925}, {"Energy RMSE": 0.012564}, {}]
    assert _read("[DEBUG] loss: 0.0005151 at step: 41240")[0] == ({"loss": 0.0005151}, 41240)
    assert _read("step:2 - perf/max_memory_allocated_gb:41.29 - perf/cpu_memory_used_gb:87.8 - train/loss:0.5")[0] \
        == ({"step": 2.0, "train/loss": 0.5}, 2)
    assert _read("Num processes: 1\nProcess index: 0\nLocal process index: 0")[2][0] == {}
    rows = _read("""
        {'activation': 'ReLU',
         'aggregation': 'mean',
         'atom_messages': False,
         'batch_size': 30,
         'device': device(type='cpu'),
         'dropout': 0.0,
         'extra_metrics': ['r2', 'mae'],
         'final_lr': 0.0001}
    """)
    assert all(found == {} for found, _ in rows)


def test_rounds_92_to_99s_tables_and_search_lines() -> None:
    """A tab-separated header of names with units in square brackets (so3lr: its `time/step [s]` a time);
    scikit-learn's search lines before 0.24 (`[CV]  max_depth=5, score=0.749 - 1.8min`: the score, not the
    parameters); a vector's first number is no value (Spark's `solution: 0.0148,0.0098,-3.548`)."""
    rows = _read("Step\tE [eV]\tKE\tTemp [K]\ttime/step [s]\n9000\t-2797.286\t57.654\t290.4\t2.34e-02")
    assert rows[1] == ({"Step": 9000.0, "E [eV]": -2797.286, "KE": 57.654, "Temp [K]": 290.4}, 9000)
    line = "[CV]  n_estimators=100, loss=deviance, warm_start=True, max_depth=5, score=0.749191 - 1.8min"
    assert _read(line)[0][0] == {"score": 0.749191}
    assert _read("[CV] n_estimators=200, loss=deviance, warm_start=True, max_depth=5 ...")[0][0] == {}
    assert _read("solution: 0.014805700695282229,0.009847549024766982,-3.548107045716781")[0][0] == {}
    assert _read("loss: 0.5,acc: 0.9")[0][0] == {"loss": 0.5, "acc": 0.9}


def test_a_measure_over_a_range_of_thresholds_and_lightnings_devices() -> None:
    """YOLOv6's `mAP@0.50:0.95: 0.0` is one name (its colon is the range's, not a separator: it was read as
    `mAP@0.50` = 0.95); Lightning's `CUDA_VISIBLE_DEVICES: [0]` is no metric."""
    assert _read("Epoch: 6 | mAP@0.5: 0.0 | mAP@0.50:0.95: 0.0")[0] == (
        {"Epoch": 6.0, "mAP@0.5": 0.0, "mAP@0.50:0.95": 0.0}, 6)
    assert _read("mAP@.5:.95: 0.3 loss: 0.2")[0][0] == {"mAP@.5:.95": 0.3, "loss": 0.2}
    assert _read("INFO:pytorch_lightning.accelerators.cuda:LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]")[0][0] == {}


def test_a_count_of_a_models_parameters_is_no_metric() -> None:
    """GPT-NeoX's `TOTAL_PARAMS=20553056256`, `num_params: 12345`: a model's size (the collectors list such
    names absent, 45 cases to 2); a norm of the parameters is a measure."""
    line = "stage=2 layers=12 STAGE_PARAMS=2718609408 (2718.609M) TOTAL_PARAMS=20553056256 (20553.056M)"
    assert not any("PARAMS" in name for name in _read(line)[0][0])
    assert _read("num_params: 12345, loss: 0.5")[0][0] == {"loss": 0.5}
    assert _read("train_loss: 0.3 params_norm: 12.0")[0][0] == {"train_loss": 0.3, "params_norm": 12.0}


def test_the_review_of_rounds_92_to_99s_rules() -> None:
    """A review's counter-cases: a NaN's word that is a time or no unit leaves it unread (`Fit time=nan seconds`,
    `loss: nan retrying`), an infinity's too (`Stop time: Inf years`); a past step after a record (`Best val acc:
    0.95 at epoch 12`) is no step, a NaN's trailing step is; a step said in a clause is the step; a NaN opening a
    list of clauses is a warning; a sentence with `mean and std` is no header; `Clip grad  1.0` is a setting;
    DEAP's two chapters keep the first chapter's values."""
    for line in ("Fit time=nan seconds", "├── Stop time: Inf years", "loss: nan retrying", "loss=nan fallback",
                 "Loss is nan, grad norm is inf"):
        assert _read(line)[0][0] == {}, line
    rows = _read("Epoch 20 | loss: 0.31\nBest val acc: 0.9512 at epoch 12")
    assert rows[1][1] != 12
    found, step = _read("[DEBUG] loss: nan at step: 41280")[0]
    assert math.isnan(found["loss"]) and step == 41280
    found, step = _read("step is 100, loss is nan, acc is 0.1")[0]
    assert math.isnan(found["loss"]) and step == 100
    assert _read("Normalizing with mean and std\n0 1 2 3 4")[1][0] == {}
    assert _read("    Clip grad     1.0\n    Min score     0.3")[0][0] == {}
    rows = _read("gen nevals avg          max          min          std          avg    max min std\n"
                 "0  6400  [7.30530683] [9.37314845] [2.44791243] [1.80295333] 19.5888 37 11 9.50682")
    assert rows[1][0]["avg"] == 7.30530683 and rows[1][0]["std"] == 1.80295333


def test_the_second_review_of_rounds_92_to_99s_rules() -> None:
    """A NaN with an ordinary unit is read (`energy: nan eV`, `validation error nan %`); a list of clauses with a
    NaN first and finite values after is a record, settings said in clauses are none; a measure of the
    parameters (`l2_params: 251.3`) is no count; a later column of the same name that goes NaN is read; a
    logbook with more names than statistics is a table; `Val Perplexity  12.31` is a measure."""
    assert math.isnan(_read("energy: nan eV")[0][0]["energy"])
    assert math.isnan(_read("epoch 22: validation error nan %")[0][0]["validation error"])
    found = _read("loss is nan, acc is 0.1023, lr is 0.001")[0][0]
    assert math.isnan(found["loss"]) and found["acc"] == 0.1023
    assert _read("iterations is 10000, learning rate is 0.001")[0][0] == {}
    assert _read("step: 100, loss: 2.31, l2_params: 251.3")[0][0]["l2_params"] == 251.3
    rows = _read("epoch loss acc loss acc\n2 0.650 0.62 nan 0.48")
    assert math.isnan(rows[1][0]["loss"])
    rows = _read("gen  nevals  avg  std  min  max  diversity  time\n0  50  0.5  0.1  0.2  0.9  0.3  1.2")
    assert rows[1][0]["avg"] == 0.5 and rows[1][0]["max"] == 0.9
    assert _read("    Val Perplexity    12.31")[0][0] == {"Val Perplexity": 12.31}


def test_a_mean_over_the_steps_period_is_a_name() -> None:
    """A Lua torch script's `avg loss in epoch = nan` under `Iter: 2` (round 100: its NaN run went on): four words,
    a mean of a measure over an epoch, batch, episode or step, are a name although `in` is prose elsewhere."""
    rows = _read("Iter: 2\navg loss in epoch = nan\ntotal elapsed = 0.885171")
    assert math.isnan(rows[1][0]["avg loss in epoch"]) and rows[1][1] == 2
    assert _read("Mean reward in episode: 3.5")[0][0] == {"Mean reward in episode": 3.5}
    for line in ("average time in epoch: 3.2", "max loss in epoch = 0.5", "avg loss in total = 0.5",
                 "avg loss in file = 0.5"):
        assert _read(line)[0][0] == {}, line


def test_rounds_101_to_108s_shapes() -> None:
    """Trax's loop prints one metric a line, its name right-aligned after the stage (round 102: its NaN run went
    on); a NaN printed with a carriage return over a longer value shows as `nan.08` (MuZero, round 105)."""
    rows = _read("Step  11000: Ran 1000 train steps in 1182.59 secs\n"
                 "Step  11000: train CrossEntropyLossWithLogSoftmax |  nan\n"
                 "Step  11000: eval        WeightedCategoryAccuracy |  0.00000000")
    assert rows[0][0] == {}
    assert math.isnan(rows[1][0]["train CrossEntropyLossWithLogSoftmax"]) and rows[1][1] == 11000
    assert rows[2] == ({"eval WeightedCategoryAccuracy": 0.0}, 11000)
    assert _read("Step 5: the run | 0.5")[0][0] == {}
    found = _read("last test reward: 1622.00. Training step: 4/10800. Played games: 1. Loss: nan.08")[0][0]
    assert math.isnan(found["Loss"]) and found["last test reward"] == 1622.0
    assert _read("loss: -inf.00")[0][0] == {"loss": -math.inf}
    assert _read("loss: 0.08 nan_count: 3")[0][0]["loss"] == 0.08


def test_rounds_101_to_108s_settings() -> None:
    """torchrun's `Starting elastic_operator with launch configs:` and its rows (a dict among them), Mask R-CNN's
    `Configurations:` (lists and numpy arrays printed over lines among its rows) and a dump whose values are
    relative paths (`Dataset:  ../cocoapi/`) are settings; a NaN among them is still read."""
    torchrun = """INFO:torch.distributed.launcher.api:Starting elastic_operator with launch configs:
  entrypoint       : train.py
  min_nodes        : 1
  nproc_per_node   : 8
  rdzv_configs     : {'rank': 0, 'timeout': 900}
  max_restarts     : 0
  monitor_interval : 5"""
    assert [r[0] for r in _read(torchrun)] == [{}] * 7
    maskrcnn = """Configurations:
BACKBONE_SHAPES                [[256 256]
 [128 128]
 [ 16  16]]
BACKBONE_STRIDES               [4, 8, 16, 32, 64]
BATCH_SIZE                     16
IMAGE_SHAPE                    [1024 1024    3]
LEARNING_RATE                  0.001
MINI_MASK_SHAPE                (56, 56)
RPN_ANCHOR_STRIDE              2"""
    assert [r[0] for r in _read(maskrcnn)] == [{}] * 10
    assert math.isnan(_read(maskrcnn + "\nLOSS                           nan")[-1][0]["LOSS"])
    dump = "Command:  train\nModel:  None\nDataset:  ../cocoapi/\nYear:  2017\nLogs:  ./logs"
    assert [r[0] for r in _read(dump)] == [{}] * 5
    assert _read("[128 128]")[0][0] == {} and _read("loss: 0.5\n[0.1 0.2]\nacc: 0.9")[2][0] == {"acc": 0.9}


def test_keras_terminate_on_nan_glued_to_its_bar_and_an_acronym_after_a_split() -> None:
    """Keras' TerminateOnNaN message glued to its bar (`- accuracy: 0.1719Batch 2: Invalid loss, terminating
    training`) is no `Batch` metric and leaves the bar's last value; SpeechBrain's `valid PER` (a phoneme error
    rate) is a name although `per` is prose in lower case (`tokens per second`, `tokens PER second` stay prose)."""
    rows = _read("Epoch 5/10\n   2/1500 [....] - ETA: 46s - loss: nan - accuracy: 0.1719  Batch 2: Invalid loss, "
                 "terminating training")
    assert math.isnan(rows[1][0]["loss"]) and rows[1][0]["accuracy"] == 0.1719 and "Batch" not in rows[1][0]
    assert rows[1][1] == 5
    found = _read("epoch: 10, lr_adam: 2.40e-04 - train loss: 7.53e-02 - valid loss: 5.86e-02, valid PER: 9.03")[0]
    assert found == ({"epoch": 10.0, "lr_adam": 0.00024, "train loss": 0.0753, "valid loss": 0.0586, "valid PER": 9.03}, 10)
    for line in ("tokens per second: 5", "tokens PER second: 5", "number OF: 3"):  # (`LOSS IS: 4`: a loss said so)
        assert _read(line)[0][0] == {}, line


def test_the_review_of_rounds_101_to_108s_rules() -> None:
    """A mean over a period followed by its count (`Average loss in epoch 3: 0.66`) is no name with the count as
    its value; a dict of measures or a record after settings (`eval: {'acc': 0.91}`, `Epoch  [1/10]  acc: 0.5`)
    is read, not taken for a setting's value; a stopword in capitals is no measure's acronym (`training SET`);
    `...` is no relative path; a cross-entropy (Trax's loss layer, OpenNMT's `xent`) is a loss, watched by
    default."""
    assert _read("Average loss in epoch 3: 0.66")[0] == ({"Average loss": 0.66}, 3)
    assert "average reward in episode" not in _read("average reward in episode 55 : 120.0")[0][0]
    settings = "Training with the following config:\nlr: 0.001\nbatch_size: 32\n"
    assert _read(settings + "eval: {'acc': 0.91, 'f1': 0.88}")[3][0] == {"acc": 0.91, "f1": 0.88}
    assert _read(settings + "Epoch  [1/10]  acc: 0.5  f1: 0.4")[3] == ({"acc": 0.5, "f1": 0.4}, 1)
    for line in ("training SET: 50000", "gradient checkpointing ON: 1"):
        assert _read(line)[0][0] == {}, line
    assert _read("Preparing dataset: ...\nLoading model: ...\nStarting run: ...\nEM: 71.2")[3][0] == {"EM": 71.2}
    for name in ("train WeightedCategoryCrossEntropy", "xent", "val_binary_crossentropy", "cross_entropy"):
        assert is_default_watched(name), name
    for name in ("entropy", "policy_entropy", "best_xent"):
        assert not is_default_watched(name), name


def test_round_109s_shapes() -> None:
    """XLM's scores, one `name -> value` a line after its logger's prefix, and names in brackets (`[epoch]: 199,
    [loss]: 4.85`) are read as `name: value`; an arrow between two values and an address in brackets are not."""
    rows = _read("INFO - 07/15/19 02:02:09 - 14:44:32 - epoch -> 6.000000\n"
                 "INFO - 07/15/19 02:02:09 - 14:44:32 - valid_en-fr_mt_ppl -> 9790.193192")
    assert rows[1] == ({"valid_en-fr_mt_ppl": 9790.193192}, 6)
    assert _read("2019-08-07 02:59:38,017 - __main__ - INFO - [epoch]: 199, [batch]: 24000, [loss]: 4.85")[0] \
        == ({"epoch": 199.0, "loss": 4.85}, 199)  # (a batch's index: a label)
    for line in ("lr 0.1 -> 0.01", "Epoch 3 -> 4", "addr=[xukele]:38272, remote=[xukele]:39067", "[rank0]: 100%|###| 5/5"):
        assert _read(line)[0][0] == {}, line


def test_mxnet_epoch_summary_of_a_metric_just_reset_is_no_nan() -> None:
    """MXNet's `Epoch[4] Train-CrossEntropy=nan` after finite batches is a metric with nothing counted since its
    Speedometer reset it on the epoch's last batch (apache/mxnet#4253: no effect on the model), now that a
    cross-entropy is watched by default: dropped. A NaN on a batch's line, a NaN with no finite batch before it
    and a validation NaN are read."""
    rows = _read("Epoch[4] Batch [2140] Speed: 6.44 samples/sec Train-CrossEntropy=0.589661\n"
                 "Epoch[4] Train-CrossEntropy=nan\nEpoch[4] Validation-CrossEntropy=nan")
    assert rows[0][0] == {"Train-CrossEntropy": 0.589661} and rows[1][0] == {}
    assert math.isnan(rows[2][0]["Validation-CrossEntropy"])
    rows = _read("Epoch[0] Train-cross-entropy=nan\nEpoch[1] Batch [20] Speed: 5 samples/sec Train-cross-entropy=nan\n"
                 "Epoch[1] Train-cross-entropy=nan")
    assert all(math.isnan(r[0]["Train-cross-entropy"]) for r in rows)
    rows = _read("Epoch[0] Batch [1]\tSpeed: 311.33 samples/sec\tTrain-cross-entropy=5.322994\n"
                 "Iter[0] Batch[1] Train-cross-entropy=nan")
    assert rows[1][0] == {}


def test_the_second_review_of_rounds_101_to_109s_rules() -> None:
    """A mean over the step's period followed by its value alone is read (`Mean loss in epoch 0.523`); a dict of
    settings named with measures' words (`test_cfg: {'score_thr': 0.05, ...}`) stays a setting; a setting named
    with `xent` (Kaldi's `xent_regularize`) is no loss; a lowercase aligned dump of number lists is settings,
    and a record with a bracketed step after settings is not."""
    assert _read("Mean loss in epoch 0.523")[0][0] == {"Mean loss in epoch": 0.523}
    assert _read("Epoch 3 | mean loss in epoch 0.66 | acc 0.9")[0][0]["mean loss in epoch"] == 0.66
    cfg = "Configuration:\n  lr: 0.01\n  batch: 4\n  test_cfg: {'score_thr': 0.05, 'iou_threshold': 0.5, 'max_per_img': 100}"
    assert [r[0] for r in _read(cfg)] == [{}] * 4
    kaldi = "Training with the following config:\n  lr: 0.001\n  xent_regularize: 0.1\n  dropout: 0.1"
    assert [r[0] for r in _read(kaldi)] == [{}] * 4
    assert not is_default_watched("xent_regularize") and is_default_watched("smooth_l1_loss")
    dump = ("Configurations:\nbackbone_strides               [4, 8, 16, 32, 64]\nimage_shape                    "
            "[1024 1024    3]\nlearning_rate                  0.001")
    assert [r[0] for r in _read(dump)] == [{}] * 4
    record = "Training with the following config:\nlr: 0.001\nbatch_size: 32\nepoch  [1/10]  acc: 0.5  f1: 0.4"
    assert _read(record)[3] == ({"acc": 0.5, "f1": 0.4}, 1)


def test_the_third_review_of_rounds_101_to_109s_rules() -> None:
    """An MXNet summary with a finite metric beside the NaN counted something: its NaN is the run's; the whole
    number after a mean's period followed by words (`Average loss in epoch 3 is 0.66`) is the period's count."""
    rows = _read("Epoch[4] Batch [2120] Speed: 6.44 samples/sec Train-CrossEntropy=0.601 Train-accuracy=0.9\n"
                 "Epoch[4] Train-CrossEntropy=nan Train-accuracy=0.4")
    assert math.isnan(rows[1][0]["Train-CrossEntropy"])
    rows = _read("Epoch[4] Batch [2140] Speed: 6.44 samples/sec Train-CrossEntropy=0.58\n"
                 "Epoch[4] Batch [2140] Speed: 6.44 samples/sec Train-acc=0.5\nEpoch[4] Train-acc=0.3\n"
                 "Epoch[4] Train-CrossEntropy=nan")
    assert math.isnan(rows[3][0]["Train-CrossEntropy"])
    assert _read("Average loss in epoch 3 is 0.66")[0] == ({"Average loss": 0.66}, 3)


def test_a_bar_described_by_its_step_word_and_values_counts_the_step() -> None:
    """BERT-era scripts describe their bar `Iter (loss=  nan) lr=...`: the bar's count is the step (a NaN at
    the fifth iteration is placed there, not at the first)."""
    rows = _read("Iter (loss=  nan) lr=0.0001875:   0%|          | 5/60000 [00:09<17:37:55,  1.06s/it]08/03/2022 14:51:06\n"
                 "Iter (loss=3.215):  3%|▎         | 7/200 [00:09<04:11,  1.30s/it]")
    assert math.isnan(rows[0][0]["loss"]) and rows[0][1] == 5
    assert rows[1] == ({"loss": 3.215}, 7)
    assert _read("Epoch 1 (loss=2.1):  10%| 5/50 [00:09<00:37,  1.06s/it]")[0] == ({"Epoch": 1.0, "loss": 2.1}, 1)


def test_r_xgboost_cv_prints_a_nan_means_spread_as_na() -> None:
    """R's xgb.cv prints `mean+std`; a NaN mean's spread is `NA`: the NaN is read (the run is stopped)."""
    rows = _read("[0]\ttrain-rmse:0.48192+0.00034\ttest-rmse:0.48201+0.00101\n[1]\ttrain-rmse:NaN+NA\ttest-rmse:NaN+NA")
    assert rows[0] == ({"train-rmse": 0.48192, "test-rmse": 0.48201}, 0)
    assert math.isnan(rows[1][0]["train-rmse"]) and math.isnan(rows[1][0]["test-rmse"]) and rows[1][1] == 1


def test_rounds_110_to_117s_settings() -> None:
    """Settings a script prints before it trains: TensorFlow Estimator's config dict broken over lines by the
    protobuf inside it, a dict announced as `args {`, and sections headed `Optimizer information:` whose rows
    may be a repr with its arguments (`StepLR, [step_size=30, gamma=0.1]`). A NaN or a loss is still read."""
    estimator = ("INFO:tensorflow:Using config: {'_model_dir': 'model', '_save_summary_steps': 100, '_session_config': gpu_options {\n"
                 "  allow_growth: true\n}\nallow_soft_placement: true\n"
                 ", '_keep_checkpoint_max': 2, '_keep_checkpoint_every_n_hours': 10000, '_log_step_count_steps': 100}\n"
                 "INFO:tensorflow:loss = 2.3, step = 1")
    assert [found for found, _ in _read(estimator) if found] == [{"loss": 2.3, "step": 1.0}]
    args = '[2025-11-12 08:39:07,839][DEBUG] Resolved val transform args {\n    "ignore_index": -100,\n    "prob": 1.0\n}'
    assert not any(found for found, _ in _read(args))
    section = ("[ INFO ] Optimizer information:\n        PSNR learning rate:          0.0001\n"
               "        PSNR optimizer:              Adam, [betas=(0.9,0.999)]\n"
               "        Generator scheduler:         StepLR, [step_size=self.gan_epochs // 2, gamma=0.1]\n"
               "[ INFO ] Dataset information:\n        Number of train samples: 800\n\nEpoch 1 loss: 0.5")
    assert [found for found, _ in _read(section) if found] == [{"Epoch": 1.0, "loss": 0.5}]
    assert math.isnan(_read("Optimizer information:\n        learning rate: nan")[1][0]["learning rate"])


def test_rounds_110_to_117s_steps() -> None:
    """A line opening with its count of a total in brackets (`[41/300000] ... train_loss: nan`) is at that
    iteration; `Iterations: 799/1533` on a record under an `Epoch: 198` heading is the record's step."""
    rows = _read("[41/300000] lr: 0.1 0.1 single_train_elapsed_time: 0.25702 train_loss: nan")
    assert rows[0][1] == 41 and math.isnan(rows[0][0]["train_loss"])
    rows = _read("Epoch:  198\n Loss: 13.104509  Iterations:  799/1533  TrainExecTime: 75.0  ValLoss:12.820226")
    assert rows[1] == ({"Loss": 13.104509, "TrainExecTime": 75.0, "ValLoss": 12.820226}, 799)
    # (a build's `[1/3] Building ...` or a rank's `[0] node` is no record)
    assert _read("[1/3] Building CXX object foo.o")[0] == ({}, None)


def test_a_run_of_several_is_a_label_and_a_count_may_open_its_record() -> None:
    """OGB's `Run: 01, Epoch: 316, Loss: 61.6` is the loss at epoch 316 of run 1 (the run is no metric); TARNet's
    `900 epoch Dataset: AE, RMSE: 3.41` is at epoch 900 (not `5 epochs done`, a number of them)."""
    assert _read("Run: 01, Epoch: 316, Loss: 61.6280, Valid MSE: 215.70%")[0] == ({"Epoch": 316.0, "Loss": 61.628}, 316)
    assert _read("900 epoch Dataset: AE, RMSE: 3.41, MAE: 2.64")[0] == ({"RMSE": 3.41, "MAE": 2.64}, 900)
    assert _read("5 epochs done, loss: 0.3")[0] == ({"loss": 0.3}, None)


def test_a_dict_printed_as_a_keys_values_table_is_settings() -> None:
    """bubbliiiing's scripts print their configuration as a `keys | values` table: settings (a loss or a NaN
    in it is still read)."""
    table = ("Configurations:\n" + "-" * 70 + "\n|                     keys |                                   values|\n"
             + "-" * 70 + "\n|              num_classes |                                        2|\n"
             "|                 backbone |                                mobilenet|\n" + "-" * 70)
    assert not any(found for found, _ in _read(table))
    rows = _read("| keys | values |\n|---|---|\n| lr | 0.1 |\n| loss | nan |")
    read = [found for found, _ in rows if found]
    assert len(read) == 1 and read[0].keys() == {"loss"} and math.isnan(read[0]["loss"])


def test_tacotron2s_grad_norm_is_read_beside_its_loss_and_a_time_per_iteration() -> None:
    """NVIDIA Tacotron 2 prints `Train loss 7 5.797815 Grad Norm 6.959098 3.97s/it` (and `Train iter 18 loss
    40.57 Grad Norm 24.96 3.18s/it`): the gradient norm is read too; the time per iteration is not a measure."""
    assert _read("Train loss 7 5.797815 Grad Norm 6.959098 3.97s/it")[0][0] == {"Train loss": 5.797815, "Grad Norm": 6.959098}
    assert _read("Train iter       18 loss 40.572620 Grad Norm 24.962288 3.18s/it")[0] \
        == ({"Train iter": 18.0, "loss": 40.57262, "Grad Norm": 24.962288}, 18)
    assert _read("loss 2.3 grad_norm 6.95 3.59s/it")[0][0] == {"loss": 2.3, "grad_norm": 6.95}
    assert _read("Loading 5 files 3.59s/it")[0][0] == {}


def test_a_level_letter_after_brackets_and_pairs_in_quoted_list_items() -> None:
    """DeepSpeech's `[time] [worker 0] I WER: 0.125, loss: 0.05`: the `I` is a level, not a word of the name;
    BoltzDesign's `['con_loss:2.07', 'i_con_loss:2.05']` holds pairs (not TensorFlow's tensor names
    `['top_bn/gamma:0']`, nor `['a:1']`)."""
    assert _read("[2017-12-29 07:48:36.773873] [worker 0] I WER: 0.125000, loss: 0.051122")[0][0] \
        == {"WER": 0.125, "loss": 0.051122}
    found = _read("Epoch 12: lr: 0.054, total loss: 3.42, ['con_loss:2.07', 'i_con_loss:2.05', 'helix_loss:nan']")[0]
    assert found[1] == 12 and found[0]["con_loss"] == 2.07 and math.isnan(found[0]["helix_loss"])
    for line in ("WARNING:tensorflow:Gradients do not exist for variables ['top_bn/gamma:0', 'top_bn/beta:0'] when "
                 "minimizing the loss.", "files: ['a:1', 'b:2']"):
        assert _read(line)[0][0] == {}, line


def test_a_missing_value_ends_its_pair_and_epochs_is_no_measure() -> None:
    """GDR-Net's `total_grad_norm: N/A total_loss: 1.46e+01`: `N/A` is the value of the pair before, not a word
    of the next name; `epochs` is how many epochs to run or run so far (ParlAI's `epochs:498.29`, Keras'
    `fit(..., epochs=40)`), no measure, unless watched."""
    line = "iter: 50799/102400[49.6%] lr: 1.0000e-04  total_grad_norm: N/A total_loss: 1.4628e+01 (1.5328e+01)"
    assert _read(line)[0] == ({"lr": 0.0001, "total_loss": 14.628}, 50799)
    parlai = "[ time:14.0s total_exs:6976 epochs:498.29 ] {'exs': 992, 'lr': 1, 'loss': 53.03, 'ppl': 5.321}"
    assert "epochs" not in _read(parlai)[0][0] and _read(parlai)[0][0]["loss"] == 53.03
    assert _read("epochs: 100")[0][0] == {}
    parser = LineParser(watch=["epochs"])
    assert parser.parse("epochs: 3, loss: 0.5") == {"epochs": 3.0, "loss": 0.5}


def test_r_carets_tuning_parameters_are_settings() -> None:
    """caret's verbose training prints each resample's tuning parameters as it starts and ends, and those of the
    final fit: settings, not measures."""
    for line in ("+ Fold01.Rep01: max_depth=6, nrounds=100, eta=0.3, gamma=0, colsample_bytree=1 ",
                 "- Fold05: mtry=2", "Fitting nrounds = 100, max_depth = 6, eta = 0.3 on full training set"):
        assert _read(line)[0][0] == {}, line


def test_a_record_framed_by_marks_is_read() -> None:
    """StarSpace frames its epoch's error ` ---+++   Epoch    3 Train error : 0.0473 +++--- ☃`: the record inside
    the marks is read (a NaN in it too); a rule or a heading between marks is still none."""
    assert _read(" ---+++                Epoch    3 Train error : 0.04737160 +++--- ☃")[0] \
        == ({"Epoch": 3.0, "Train error": 0.0473716}, 3)
    assert math.isnan(_read("--- Epoch 2 loss: nan ---")[0][0]["loss"])
    assert _read("------------------------------")[0][0] == {}
    assert _read("==== Epoch 3 ====\nloss: 0.5")[1] == ({"loss": 0.5}, 3)


def test_the_review_of_rounds_110_to_118s_rules() -> None:
    """A settings row's repr arguments are hidden, not measures in brackets (a bar's postfix, `done (acc=0.91)`);
    TensorFlow's Estimator config with nested protobuf messages over lines is settings; a dict opened on its
    announcing line and never closed does not hide the records after it; a count before the step word is no
    step when a verb or a statistic follows (`1 epoch takes 35 s`); a padded count of a total is a step, but not
    under an epoch's heading."""
    rows = _read("Training arguments:\n  output_dir: ./out\n  model_name: bert-base (uncased)\n"
                 "Training: 45%|####5     | 450/1000 [01:00<01:20, 7.5it/s, loss=0.31, acc=0.88]")
    assert rows[3][0] == {"loss": 0.31, "acc": 0.88}
    assert _read("Dataset information:\n  Train Path: /x\nValidation: done (acc=0.91, loss=0.35)")[2][0] \
        == {"acc": 0.91, "loss": 0.35}
    estimator = ("INFO:tensorflow:Using config: {'_model_dir': 'm', '_session_config': allow_soft_placement: true\n"
                 "graph_options {\n  rewrite_options {\n    meta_optimizer_iterations: ONE\n  }\n}\n"
                 ", '_keep_checkpoint_max': 5, '_keep_checkpoint_every_n_hours': 10000, '_num_worker_replicas': 1}\n"
                 "INFO:tensorflow:loss = 2.3, step = 1")
    assert [found for found, _ in _read(estimator) if found] == [{"loss": 2.3, "step": 1.0}]
    unclosed = _read("Loaded options {'lr': 0.001, 'name': 'run1'\nepoch: 1, acc: 0.8\niter: 100 loss: 0.3")
    assert unclosed[1] == ({"epoch": 1.0, "acc": 0.8}, 1) and unclosed[2] == ({"iter": 100.0, "loss": 0.3}, 100)
    for line in ("1 epoch takes 35.2 s, loss: 0.3", "1 iteration time: 0.5 loss: 0.4"):
        assert _read(line)[0][1] is None, line
    assert _read("  [  0/224]  eta: 0:14:13  training_loss: 0.4991 (0.4991)")[0][1] == 0
    under = _read("Epoch: [3]\n  [101/102]  eta: 0:00:00  val_iou_0: 0.0036 (0.0381)")
    assert under[1][1] == 3


def test_the_second_review_of_rounds_110_to_118s_rules() -> None:
    """TensorFlow's config with its protobuf's top-level fields unindented stays settings; repr arguments named as
    settings (`loss_bbox_weight=5.0`, `iou_threshold=0.5`) are still hidden; a padded count indented under an
    epoch's record is no step; a count before the step word names the rest (`300 epoch train loss: 0.5`); a
    version in a quoted list is no measure, nor a counter after another odd name; a long word in a setting's
    repr is read fast."""
    estimator = ("INFO:tensorflow:Using config: {'_model_dir': 'm', '_session_config': intra_op_parallelism_threads: 4\n"
                 "inter_op_parallelism_threads: 4\ngpu_options {\n  per_process_gpu_memory_fraction: 0.5\n}\n"
                 ", '_keep_checkpoint_max': 5, '_num_worker_replicas': 1}\nINFO:tensorflow:loss = 2.3, step = 1")
    assert [found for found, _ in _read(estimator) if found] == [{"loss": 2.3, "step": 1.0}]
    section = ("Optimizer information:\n  Criterion: SetCriterion, [eos_coef=0.1, loss_bbox_weight=5.0]\n"
               "  Postprocess: NMS, [iou_threshold=0.5, score_threshold=0.05]\n  lr: 0.1")
    assert not any(found for found, _ in _read(section))
    rows = _read("epoch:    4   learning rate:   0.001\n  [223/224]  eta: 0:00:02  training_loss: nan (nan)")
    assert rows[1][1] is None and math.isnan(rows[1][0]["training_loss"])
    assert _read("300 epoch train loss: 0.5")[0] == ({"train loss": 0.5}, 300)
    assert _read("Pulling images: ['python:3.8', 'nvidia/cuda:11.8']")[0][0] == {}
    assert _read("D(x): 0.98 Batch 100")[0][0] == {"D(x)": 0.98}
    parser = LineParser()
    parser.parse("Arguments:")
    started = time.perf_counter()  # (a guard far from both: ~0.1 s now; a pattern that restarted inside every
    parser.parse("  optimizer: Adam (" + "a" * 400000)  # word took 52 s on 50,000 letters, ~an hour on these)
    assert time.perf_counter() - started < 30


def test_rounds_119_to_126s_shapes() -> None:
    """A global counter beats an inner one of the same word (MiniLLM's `inner iter: 3/ 8 | ... | global iter:
    15/ 5000`); a plural opening a JSON record names its step (pgx's `{"steps": 50000, ...}`); settings announced
    as `configs: {...}`; NCCL's own log lines, TensorFlow's report of its GPUs and a worker's `Threads:` are no
    measures (a row of measures still keeps its thread count)."""
    minillm = ("train | data_epochs  0/10 | inner iter:   3/  8 | ppo epoch:  3/ 4 | global iter:     15/  5000| "
               "tot_loss: 3.2141 | lr: 3.0000e-07")
    assert _read(minillm)[0] == ({"tot_loss": 3.2141, "lr": 3e-07}, 15)
    assert _read("inner iter: 3/8 | loss: 0.5")[0][1] == 3
    assert _read('{"steps": 50000, "ent": 1.45, "train_R": 0.043}')[0][1] == 50000
    assert _read('{"loss": 0.5, "steps": 20}')[0][1] is None  # (not opening the record: a count)
    assert _read("INFO:root:Using multi-GPU configs: {'num_machines': 1, 'num_processes': 3, 'main_process_port': 1234}")[0][0] == {}
    for line in ("a70d:55892:63343 [4] NCCL INFO comm 0x7f3be8001d10 rank 4 nranks 8 cudaDev 4 nvmlDev 4 - Init COMPLETE",
                 "gpu5:35917:35994 [0] transport/net_ib.cu:788 NCCL WARN NET/IB : Got completion with error 12, opcode 1",
                 "major: 6 minor: 1 memoryClockRate (GHz) 1.392",
                 "2017-10-24 17:40:50.579617: I tensorflow/core/common_runtime/gpu/gpu_device.cc:961] DMA: 0 ",
                 "distributed.worker - INFO -               Threads:                          1"):
        assert _read(line)[0][0] == {}, line
    assert _read("epoch: 3, loss: 0.5, threads: 8")[0][0] == {"epoch": 3.0, "loss": 0.5, "threads": 8.0}


def test_the_review_of_rounds_119_to_126s_rules() -> None:
    """A record whose first key is a plural names no step when it has an epoch (that stays its step and a
    measure), nor when the plural is not its first key."""
    rows = _read('{"iterations": 391, "epoch": 1, "loss": 0.9}\n{"iterations": 391, "epoch": 2, "loss": 0.8}')
    assert [step for _, step in rows] == [1, 2] and rows[1][0]["epoch"] == 2.0
    assert _read('{"name": "run1", "steps": 100, "loss": 0.5}')[0][1] is None


def test_a_rate_per_second_per_device_and_a_sequence_length_are_no_measures() -> None:
    """MaxText's `TFLOP/s/device`, `Tokens/s/device` are rates named per second (per device), as `samples/sec` is;
    `seq_len 1024` on a line of its own is a setting, as a size is; in a row of measures it is read."""
    line = "completed step: 9, seconds: 5.667, TFLOP/s/device: 134.924, Tokens/s/device: 8672.758, loss: 10.374"
    assert _read(line)[0] == ({"completed step": 9.0, "seconds": 5.667, "loss": 10.374}, 9)
    assert _read("training on 200 examples, seq_len 1024")[0][0] == {}
    assert _read("iteration 10/ 100 | lm loss: 7.5 | actual seqlen:  2048")[0][0] == {"lm loss": 7.5, "actual seqlen": 2048.0}


def test_an_index_is_a_label_so_much_per_device_a_setting_and_openpcdets_acc_iter_the_step() -> None:
    """`row_idx=1818, chunk_idx=2` are indices (labels, as `_id` names are); `train_micro_batch_size_per_gpu  3`,
    `Using nproc_per_node=2.` are settings (so much of something per device), read in a row of measures;
    OpenPCDet's `acc_iter`, its iterations over all epochs, is the step over `epoch: 4/120` and `cur_iter`."""
    assert _read("row_idx=1818, chunk_idx=2, loss=0.5")[0][0] == {"loss": 0.5}
    for line in ("[INFO] [config.py:1063:print]   train_micro_batch_size_per_gpu  8", "[INFO] run: Using nproc_per_node=2."):
        assert _read(line)[0][0] == {}, line
    assert _read("epoch: 3, loss: 0.5, samples_per_gpu: 4")[0][0]["samples_per_gpu"] == 4.0
    pcdet = ("2022-10-23 03:19:48,289   INFO  epoch: 4/120, acc_iter=1200, cur_iter=115/271, batch_size=4, "
             "loss=4.130202770233154, lr=0.0003562061675998888")
    assert _read(pcdet)[0][1] == 1200


def test_darknets_region_is_a_label() -> None:
    """darknet's `Region 82 Avg IOU: -nan, ...` names its YOLO layer, as a fold or a run is named: no measure."""
    found = _read("0|yolo     | Region 82 Avg IOU: -nan, Class: -nan, Obj: -nan, No Obj: 0.000001, .5R: -nan, count: 0")[0][0]
    assert "Region" not in found and math.isnan(found["Avg IOU"]) and found["count"] == 0.0


def test_a_lightning_bar_with_no_values_is_a_heading_of_its_epoch() -> None:
    """Lightning's bar `Epoch 10: 100%|████| 5/5 [00:01<00:00, 3.2it/s]` (or cut after its percentage) names
    the epoch of the lines printed under it, as Keras' `Epoch 3/10` does; a bar with values keeps its own."""
    rows = _read("Epoch 10: 100%\nratio: 0.63\nEpoch 11: 100%|██████████| 5/5 [00:01<00:00, 3.20it/s]\nval_acc: 0.9")
    assert rows[1] == ({"ratio": 0.63}, 10) and rows[3] == ({"val_acc": 0.9}, 11)
    assert _read("Epoch 12: 100%|███| 5/5 [00:01<00:00, 3.2it/s, loss=0.5, v_num=0]")[0] == ({"Epoch": 12.0, "loss": 0.5}, 12)


def test_rounds_128_to_135s_shapes() -> None:
    """RLCard's and old baselines' table drawn without outer pipes (`timestep | N` is its step); not psql's
    expanded record. R's print() of a log line, indented by a paste. insightface's step in brackets after its
    label and glued to the name (not mmcv's `Epoch(val) [30][3]`, a label)."""
    rows = _read("  timestep     |  3945224\n  reward       |  0.036\n\n  timestep     |  3949951\n  reward       |  -0.04")
    assert rows[1] == ({"reward": 0.036}, 3945224) and rows[4] == ({"reward": -0.04}, 3949951)
    assert all(found == {} for found, _ in _read("-[ RECORD 1 ]----+-----\nvoc_size         | 384\nbeta             | 0.01"))
    assert _read("""  [1] "[10]: train's l2:0.0402694\"""")[0] == ({"train's l2": 0.0402694}, 10)
    assert _read("[agedb_30][878000]XNorm: 11.312865\n[878000]Accuracy-Highest: 0.95933") == [
        ({"XNorm": 11.312865}, 878000), ({"Accuracy-Highest": 0.95933}, 878000)]
    assert _read("INFO:mmcv.runner.runner:Epoch(val) [30][3]\ttop1_acc: 0.8657")[0] == ({"top1_acc": 0.8657}, None)


def test_settings_dumped_by_pyscf_trtllm_bench_and_a_logged_namespace_are_no_measures() -> None:
    """PySCF's `******** <class '...'> ********` dump of a method's settings (rows of any value, its memory's)
    until its first line of another shape; trtllm-bench's `REQUEST DETAILS` and `WORLD + RUNTIME INFORMATION`;
    an argparse Namespace printed over lines after a logger's prefix. What follows them is read."""
    pyscf = """\
        ******** <class 'pyscf.scf.hf.as_scanner.<locals>.SCF_Scanner'> flags ********
        damping factor = 0
        DIIS = <class 'pyscf.scf.diis.CDIIS'>
        DIIS space = 8
        number electrons alpha = 50  beta = 49
        max_memory 172800 MB (current use 113 MB)
        Set gradient conv threshold to 3.16228e-05
        cycle= 1 E= -304.483693139399  delta_E= -0.258  |g|= 0.658  |ddm|= 1.76"""
    rows = _read(pyscf)
    assert all(found == {} for found, _ in rows[:-1]) and rows[-1][0]["|g|"] == 0.658
    bench = "=====================\nREQUEST DETAILS\n=====================\nAverage Input Length (tokens):  8192.0000\n" \
            "\n=====================\nWORLD + RUNTIME INFORMATION\n=====================\nMax Runtime Tokens:     2560"
    assert all(found == {} for found, _ in _read(bench))
    logged = ("[2023-12-27 11:39:51 root] (main.py 251): INFO Namespace(\nnsamples=128, batch_size=1, seed=2,\n"
              "let_lr=0.005, lwc_lr=0.01, wd=0, epochs=20)\nloss: 0.5")
    assert [found for found, _ in _read(logged)] == [{}, {}, {}, {"loss": 0.5}]


def test_a_configuration_pretty_printed_over_lines_and_a_section_of_properties_are_settings() -> None:
    """A dict pprint wraps over lines whose first value is no number (Kilosort's ops, DeepLabCut's config,
    a long value wrapped too) is a configuration, a NaN or inf in it still read; one whose first value is a
    number is a record of results (detectron2's `{'AP': 39.6,`); a measure in the first kind ends it (a pprinted
    evaluation). vamb's `Network properties:` with its rows of several numbers; a count named `N samples`."""
    ops = """\
        {   'data_file_path': WindowsPath('Y:/x.bin'),
            'fs': 30000.0,
            'multi_step': [[0.005, 10000],
                           [0.02, 430000]],
            'tmax': inf,
            'nt': 61}"""
    assert [found for found, _ in _read(ops)] == [{}, {}, {}, {}, {"tmax": math.inf}, {}]
    assert _read("{'AP': 39.62,\n 'AP50': 58.9}") == [({"AP": 39.62}, None), ({"AP50": 58.9}, None)]
    evaluated = [found for found, _ in _read("{'epoch': 'x',\n 'eval_accuracy': 0.85,\n 'eval_loss': 0.4}")]
    assert evaluated == [{}, {"eval_accuracy": 0.85}, {"eval_loss": 0.4}]
    vamb = "Network properties:\nAlpha: 0.05\nN hidden: 325, 325\nN latent: 40\n\nEpoch: 1  Loss: 0.8077  CE: 4.29"
    assert [found for found, _ in _read(vamb)][:5] == [{}] * 5
    assert _read("kilosort.run_kilosort: N samples: 5082888")[0][0] == {}


def test_a_step_opening_a_line_of_words_heads_the_records_under_it() -> None:
    """`step 50 token 250m` (then one `train/loss 2.2328` per line), Lasagne's `Epoch 2 of 1000 took 69.7s`:
    the step's word and count opening a line with no pair on it name the step of the lines under it."""
    rows = _read("step 1 token 5m\ntrain/loss 5.5021\nstep 50 token 250m\ntrain/loss 2.2328")
    assert rows[1] == ({"train/loss": 5.5021}, 1) and rows[3] == ({"train/loss": 2.2328}, 50)
    assert _read("Epoch 2 of 1000 took 69.7526259422s\n  training loss:                 nan")[1][1] == 2
    assert _read("Step 1: loading data from ./x\nloss: 0.5")[1][1] is None  # (a colon: no heading)


def test_a_step_heading_with_its_split_before_it_or_a_date_after_it() -> None:
    """r2c's `TRAIN EPOCH  4:` over pandas' rows, `Epoch 6: 28/04/2021 07:59:56` over its record, super-gradients'
    `Validation epoch 33: 100%|...| 20/20 [00:24<00:00,  1.23s/it]`: each names the step of the lines under it."""
    rows = _read("TRAIN EPOCH  4:\nloss             1.38633\nEpoch 6: 28/04/2021 07:59:56\nloss = 0.000     | ll = -0.086")
    assert rows[1] == ({"loss": 1.38633}, 4) and rows[3] == ({"loss": 0.0, "ll": -0.086}, 6)
    rows = _read("Validation epoch 33: 100%|██████████| 20/20 [00:24<00:00,  1.23s/it]\nDekrloss/heatmap = 0.0004")
    assert rows[1] == ({"Dekrloss/heatmap": 0.0004}, 33)


def test_a_count_of_a_total_written_with_of_is_no_measure() -> None:
    """`batch:        16 of        40` is a count of a total, as `16/40` is (no measure); `step 40 of 2006` and
    `Doing epoch 1 of 12` name the step as `step 40/2006` does; R's `Trying again:  1  of  5` is no measure."""
    assert _read("Evaluating Epoch 86  40.0% | batch:        16 of        40      |       loss: 5214.82")[0][0] == {
        "loss": 5214.82}
    assert _read("epoch 9 of 55, step 40 of 2006, loss 0.64")[0] == ({"loss": 0.64}, 40)
    assert _read("Doing epoch 1 of 12\n[1,  1000] RMSE: nan")[1][1] == 1
    assert _read("> Trying again:  1  of  5")[0][0] == {}


def test_what_a_program_says_it_sets_is_a_setting() -> None:
    """ColabFold's `Setting max_seq=508, max_extra_seq=1561`; a NaN is still read."""
    assert _read("2023-03-22 15:23:01,051 Setting max_seq=508, max_extra_seq=1561")[0][0] == {}
    assert math.isnan(_read("Setting lr=nan")[0][0]["lr"])


def test_the_review_of_rounds_128_to_135s_rules() -> None:
    """PySCF's results after its dump (`Init E_corr(CCSD) = ...`, `E(MP2) = ...`) are read, its DFT settings after
    `max_memory` are not; a pprinted dict of results (nested, or whose first value is words) is read; a psql record
    ends at a line of another shape; a table of settings without outer pipes under its header, RLCard's current
    `episode | 100` step, Lightning's default bar (`v_num=0`) as a heading, `Molecule properties:` over results,
    and a bracketed count glued to a word (`[1]Note:`) that leaves later boosting rounds alone."""
    ccsd = ["******** <class 'pyscf.cc.ccsd.CCSD'> ********", "CC2 = 0", "max_memory 4000 MB (current use 96 MB)",
            "Init E_corr(CCSD) = -0.2040", "E(MP2) = -76.2306  E_corr = -0.2044"]
    assert [found for found, _ in _read("\n".join(ccsd))] == [{}, {}, {}, {"Init E_corr(CCSD)": -0.204},
                                                             {"E(MP2)": -76.2306, "E_corr": -0.2044}]
    uks = "******** <class 'pyscf.dft.uks.UKS'> ********\nmax_memory 60000 MB (current use 53 MB)\nsmall_rho_cutoff = 1e-07"
    assert all(found == {} for found, _ in _read(uks))
    assert [found for found, _ in _read("{'train': {'loss': 0.512, 'acc': 0.81},\n 'val': {'loss': 0.634}}")] == [
        {"loss": 0.512, "acc": 0.81}, {"loss": 0.634}]
    assert _read("{'dataset': 'cifar10',\n 'precision': 0.912}")[1][0] == {"precision": 0.912}
    assert _read("{'checkpoint': 'best.pt',\n 'locref_huber_loss': True,\n 'clip_grad_norm': 10,\n 'mAP50': 0.61}")[3][0] == {
        "mAP50": 0.61}
    assert _read("-[ RECORD 1 ]----+-----\nvoc_size         | 384\ndone in 3s: x=1\n  reward       |  0.036")[3][0] == {
        "reward": 0.036}
    assert all(found == {} for found, _ in _read("Hyperparameters:\n lr          | 0.001\n dropout     | 0.1"))
    assert _read("  episode      |  100\n  reward       |  0.5")[1] == ({"reward": 0.5}, 100)
    assert _read("Epoch 4: 100%|██| 5/5 [00:01<00:00, 3.20it/s, v_num=0]\nval_acc: 0.9")[1] == ({"val_acc": 0.9}, 4)
    assert _read("Generated molecule properties:\nQED: 0.612")[1][0] == {"QED": 0.612}
    assert _read("[1]Note: x\n[43]\ttrain-auc:0.87")[1] == ({"train-auc": 0.87}, 43)


def test_rounds_137_to_144s_shapes() -> None:
    """Shapes real programs print when run: scikit-learn's classification report (a class's own row is none,
    the averages and the accuracy are read), SciPy's `trust-constr` table (`niter` is its step), ASE's MD logger
    (names with their unit in brackets; its clock is none), mmsegmentation's summary (`mIoU`, `mAcc`, `aAcc`
    are measures), a two-column table of a step and a loss, mlxtend's `| Cost 0.53 |` between pipes, river's
    step with its thousands grouped."""
    report = _read("""
                      precision    recall  f1-score   support

              class1       0.50      1.00      0.67         4
              class2       1.00      0.33      0.50         6

            accuracy                           0.60        10
           macro avg       0.75      0.67      0.58        10
        weighted avg       0.80      0.60      0.57        10
        Done.""")
    assert [found for found, _ in report[2:4]] == [{}, {}] and report[5][0] == {"accuracy": 0.6}
    assert report[7][0] == {"precision": 0.8, "recall": 0.6, "f1-score": 0.57, "support": 10.0}
    rows = _read("| niter |f evals|CG iter|  obj func   |tr radius |   opt    |\n"
                 "|-------|-------|-------|-------------|----------|----------|\n"
                 "|  50   |  42   |  152  | +3.9308e+00 | 1.46e+06 | 1.54e-09 |")
    assert rows[2][1] == 50 and rows[2][0]["obj func"] == 3.9308 and rows[2][0]["opt"] == 1.54e-09
    md = _read("Time[ps]      Etot[eV]     Epot[eV]     Ekin[eV]    T[K]\n0.0500            3.120        2.169        0.952    68.2")
    assert md[1][0] == {"Etot[eV]": 3.12, "Epot[eV]": 2.169, "Ekin[eV]": 0.952, "T[K]": 68.2}
    summary = _read("+-------+-------+-------+\n|  aAcc |  mIoU |  mAcc |\n+-------+-------+-------+\n| 59.44 | 17.35 | 56.38 |")
    assert summary[3][0] == {"aAcc": 59.44, "mIoU": 17.35, "mAcc": 56.38}
    two = _read("| Epoch |  loss |\n|   1   | 0.53 |\n|   2   | nan |")
    assert two[1] == ({"Epoch": 1.0, "loss": 0.53}, 1) and two[2][1] == 2 and math.isnan(two[2][0]["loss"])
    costs = _read("Iteration: 28/30 | Cost inf | Elapsed: 0:00:00 | ETA: 0:00:00")
    assert costs == [({"Cost": math.inf}, 28)]
    assert _read("[1,001] MAE: 1.314548")[0] == ({"MAE": 1.314548}, 1001)


def test_a_time_per_batch_a_trial_and_where_the_best_was_are_no_measures() -> None:
    """PyTorch's word language model example's `ms/batch` (a time per unit of work; StyleGAN's `sec/kimg` stays
    read, as its collectors wanted); Optuna's trial number (a label, like a fold); CatBoost's `bestIteration`
    (where the best value was reached). Pyro's and NumPyro's `acc. prob` keeps its abbreviation."""
    line = "| epoch   1 |   200/ 2983 batches | lr 20.00 | ms/batch 11.91 | loss  5.53 | ppl   252.88"
    assert _read(line)[0] == ({"epoch": 1.0, "lr": 20.0, "loss": 5.53, "ppl": 252.88}, 1)
    assert _read("tick 1 kimg 4.0 sec/tick 12.3 sec/kimg 45.6 loss 1.0")[0][0]["sec/kimg"] == 45.6
    trial = "[I 2024-01-01 12:00:00,000] Trial 14 finished with value: 0.9733 and parameters: {'C': 1.2}. Best is trial 3"
    assert _read(trial)[0][0] == {"value": 0.9733}
    assert _read("bestTest = 0.1605698156\nbestIteration = 99") == [({"bestTest": 0.1605698156}, None), ({}, None)]
    bar = "sample: 100%|##| 1000/1000 [00:02, 166.83it/s, 3 steps of size 6.56e-01. acc. prob=0.93]"
    assert _read(bar)[0][0] == {"acc. prob": 0.93}


def test_what_rounds_137_to_144s_rules_leave_alone() -> None:
    """A count between pipes (`| Training model 1 |`), a field with words after its number (fairseq's `| loaded
    1869785 examples from: ...`), a date in a rich table's cell; prose that names a precision and a recall; a
    row of four numbers with no report's header above it."""
    assert _read("|               Training model 1               |") == [({}, None)]
    assert _read("2020-02-25 14:47:09 | INFO | fairseq.data.data_utils | loaded 1869785 examples from: x") == [({}, None)]
    assert _read("The precision and the recall are computed below.\n  weighted avg  0.80  0.60  0.57  10") == [
        ({}, None), ({}, None)]


def test_the_review_of_rounds_137_to_144s_rules() -> None:
    """A tutorial's `[epoch,batch]` is no count with its thousands grouped (river's `[1,001]` is: a group opening
    with 0); a logger's message after its prefix, or a version between pipes, is no field of a record; a report's
    rows name no step; `sec/epoch` is a time; HF's `best_global_step` is where the best was; ASE's `Time[ns]` a clock."""
    assert _read("[1,100] loss: 0.52\n[0,100] acc: 0.5") == [({"loss": 0.52}, None), ({"acc": 0.5}, None)]
    assert _read("[1,234,567] loss: 2") == [({"loss": 2.0}, 1234567)]
    assert _read("2024-05-01 10:00:00 | INFO | __main__ | Dropout 0.1\n| PyTorch 2.1 | CUDA 12.1 |") == [
        ({}, None), ({}, None)]
    rows = _read("Epoch 7 loss: 0.35\n              precision    recall  f1-score   support\n"
                 "    accuracy                           0.60        10")
    assert rows[0][1] == 7 and rows[2] == ({"accuracy": 0.6}, None)
    assert _read("sec/epoch: 12.5 loss: 0.1")[0][0] == {"loss": 0.1}
    assert _read('{"best_global_step": 500, "loss": 0.2}')[0][0] == {"loss": 0.2}
    assert _read("Time[ns]      Etot[eV]     Epot[eV]\n0.5   3.120   2.169")[1][0] == {"Etot[eV]": 3.12, "Epot[eV]": 2.169}


def test_a_means_window_of_steps_in_brackets_is_no_part_of_its_name() -> None:
    """NumPyro's SVI bar prints its running mean with the steps it is over (`avg. loss [2851-3000]: -8.47`): the
    name is `avg. loss` at every window, and a NaN there is read (the run goes NaN)."""
    bar = "100%|##| {0}/3000 [00:01<00:00, 2500.00it/s, init loss: 623.9364, avg. loss [{1}-{0}]: {2}]"
    rows = _read(bar.format(3000, 2851, "-8.4710") + "\n" + bar.format(300, 151, "nan"))
    assert rows[0][0] == {"init loss": 623.9364, "avg. loss": -8.471} and math.isnan(rows[1][0]["avg. loss"])
    assert _read("[1-5]: loss 0.3")[0][0] == {"loss": 0.3}


def test_rounds_145_to_152s_tables() -> None:
    """pymoo's table (`n_gen` its step; a warning written into it from the other stream does not end it), SCS's
    row whose first number touches its bar, ECOS' rows wider than their header (`IR` over three counts: each
    name takes the cell under it), a header of names only ending the table above it (xtb's orbitals), and
    mlx-lm's trend beside a value (`4.217 ▲`)."""
    rows = _read("""
        =================================================
        n_gen  |  n_eval  |     f_avg     |     f_min
        =================================================
             1 |       30 | -9.535348E-02 | -1.368596E+00
        prog.py:10: RuntimeWarning: invalid value encountered in log
          out["F"] = np.log(x)
             2 |       60 | -7.457724E-01 | -3.293983E+00
        """)
    # (`n_eval`, how many evaluations so far: a count by its name, no measure; the collectors, 3 to 0)
    assert rows[3] == ({"n_gen": 1.0, "f_avg": -0.09535348, "f_min": -1.368596}, 1)
    assert rows[6] == ({"n_gen": 2.0, "f_avg": -0.7457724, "f_min": -3.293983}, 2)
    scs = _read(" iter | pri res | dua res |   gap   |   obj   |  scale  | time (s)\n"
                "------------------------------------------------------------------\n"
                "     0|1.00e+300 2.00e+195       inf       inf  1.00e-01  1.43e-02 \n"
                "   250|      nan       nan       nan      -nan  1.00e-01  1.63e-02 ")
    assert scs[2][0]["pri res"] == 1e300 and scs[3][1] == 250 and math.isnan(scs[3][0]["pri res"])
    ecos = _read(
        "It     pcost       dcost      gap   pres   dres    k/t    mu     step   sigma     IR    |   BT\n"
        " 1  +1.673e+01  +1.675e+01  +3e+01  2e-01  2e-03  2e-01  2e-01  0.8933  6e-02   1  1  1 |  0  0")
    assert ecos[1][0] == {"It": 1.0, "pcost": 16.73, "dcost": 16.75, "gap": 30.0, "pres": 0.2, "dres": 0.002,
                          "k/t": 0.2, "mu": 0.2, "step": 0.8933, "sigma": 0.06, "IR": 1.0}
    xtb = _read("""
         iter      E             dE          RMSdq      gap      omega  full diag
           8     -5.1058519 -0.554259E-09  0.182E-05   14.69    3167.2  T

                 #    Occupation            Energy/Eh            Energy/eV
              -------------------------------------------------------------
                 1        2.0000           -0.6818098             -18.5530
        """)
    assert xtb[1][0]["dE"] == -0.554259e-9 and xtb[5] == ({}, None)
    mlx = _read("  iter   train_loss     tok/s     tokens\n    50    4.217 \u25b2    2,293      4.1k")  # (a trend beside it)
    assert mlx[1] == ({"iter": 50.0, "train_loss": 4.217}, 50)


def test_rounds_145_to_152s_settings() -> None:
    """A settings dump under Python logging's `asctime - level - ` prefix, one of its names a loss's with a word
    for its value (`loss_type: ls`, a setting), is settings to its end; the records after it are read."""
    rows = _read("""
        2025-06-04 17:36:55,379 - INFO -   filter_config: large
        2025-06-04 17:36:55,379 - INFO -   fc_units: default
        2025-06-04 17:36:55,379 - INFO -   activation: mish
        2025-06-04 17:36:55,379 - INFO -   loss_type: ls
        2025-06-04 17:36:55,380 - INFO -   focal_alpha: 1
        2025-06-04 17:36:55,380 - INFO -   learning_rate: 0.001
        2025-06-04 17:39:02,341 - INFO - Epoch 1/35, Train Loss: 1.6279, Test Acc: 59.86%
        """)
    assert [r[0] for r in rows[:6]] == [{}] * 6 and rows[6] == ({"Train Loss": 1.6279}, 1)
    assert _read("loss_type: ls\nloss: 0.5")[1][0] == {"loss": 0.5}


def test_rounds_145_to_152s_bars_and_counts() -> None:
    """rich's bar written whole to what is no terminal wraps a name and its value onto two lines (neuralforecast's
    `Epoch 59/-2`, no limit, still the step); CTGAN's bar describes its losses in parentheses; tianshou's bar is at
    its `env_step`; pykeen's `prev_loss` (a `nan` before there is one) is the step before's; Lightning's `Total FLOPs`,
    statsmodels' `No. Observations`, sbi's `Epochs trained` are counts, no measures; sklearn-genetic-opt's logbook of
    `fitness_std`, `fitness_max` columns is a table."""
    rows = _read("""
        Epoch 59/-2 ━━━━━━━━━━━━━━━━━━ 1/1 0:00:00 • 0:00:00 0.00it/s v_num: 0.000
                                                              train_loss_step:
                                                              0.241
                                                              train_loss_epoch:
                                                              0.241 valid_loss:
                                                              0.235
        """)
    assert rows[2] == ({"train_loss_step": 0.241}, 59) and rows[4] == ({"train_loss_epoch": 0.241}, 59)
    assert rows[5] == ({"valid_loss": 0.235}, 59)
    bar = "Gen. (+00.55) | Discrim. (-00.36): 100%|##########| 10/10 [00:02<00:00,  4.38it/s]"
    assert _read(bar)[0] == ({"Gen.": 0.55, "Discrim.": -0.36}, None)
    bar = "Epoch #3:  99%|#9| 990/1000 [00:01<00:00, 557.13it/s, env_step=2990, len=9, n_ep=2, rew=9.00, update_step=299]"
    found, step = _read(bar)[0]
    assert step == 2990 and found["rew"] == 9.0
    bar = "Training epochs on cpu:  20%|##  | 1/5 [00:00<00:03,  1.37epoch/s, loss=1.2, prev_loss=nan]"
    assert _read(bar)[0][0] == {"loss": 1.2}
    assert _read("Total FLOPs: 0\nNo. Observations:   200   AIC:  12.3\n        Epochs trained: 11") == [
        ({}, None), ({"AIC": 12.3}, None), ({}, None)]
    rows = _read("gen\tnevals\tfitness \tfitness_std\tfitness_max\tfitness_min\n"
                 "8  \t20    \t0.743016\t0.00400359 \t0.7468     \t0.735114   ")
    assert rows[1] == ({"nevals": 20.0, "fitness": 0.743016, "fitness_std": 0.00400359,  # (its generation: the step)
                        "fitness_max": 0.7468, "fitness_min": 0.735114}, 8)


def test_a_stable_baselines_table_names_its_rows_as_printed() -> None:
    """Its readers name a row as printed (`loss`, not `train/loss`: 24 of 28 blind cases), at the table's count:
    `iterations` (on-policy), else `episodes`; a name two sections share keeps its section."""
    rows = _read("""
        -----------------------------------------
        | rollout/                |             |
        |    ep_rew_mean          | 38.1        |
        |    success_rate         | 0.5         |
        | eval/                   |             |
        |    success_rate         | 0.7         |
        | time/                   |             |
        |    iterations           | 3           |
        |    total_timesteps      | 6144        |
        | train/                  |             |
        |    loss                 | 16.5        |
        -----------------------------------------
        """)
    assert rows[-1] == ({"ep_rew_mean": 38.1, "rollout/success_rate": 0.5, "eval/success_rate": 0.7, "iterations": 3.0,
                         "total_timesteps": 6144.0, "loss": 16.5}, 3)
    # old baselines' DQN table: at its `steps`, its `episodes` a count (drawn with pipes, or with none at its edges)
    rows = _read("--------------------------------------\n| % time spent exploring | 2        |\n"
                 "| episodes                | 100      |\n| steps                   | 1841     |\n"
                 "--------------------------------------")
    assert rows[-1][1] == 1841 and rows[-1][0]["episodes"] == 100.0
    assert _read("steps                     | 299459\nepisodes                  | 140")[1] == ({"episodes": 140.0}, 299459)


def test_the_review_of_rounds_145_to_152s_rules() -> None:
    """A warning with no source line under it (from `python -c`, a notebook) does not swallow the table's next
    row, its NaN; padded prose inside an aligned table does not end it."""
    rows = _read("""
        n_gen  |  n_eval  |     f_avg     |     f_min
        =================================================
             1 |       30 | -9.535348E-02 | -1.368596E+00
        <string>:5: RuntimeWarning: invalid value encountered in log
             2 |       60 |           nan |           nan
        """)
    assert rows[4][1] == 2 and math.isnan(rows[4][0]["f_avg"])
    rows = _read("Epoch    Train Loss    Valid Loss\n1   0.70   0.69\nSaving best model  to  disk\n2   nan   0.68")
    assert rows[3][1] == 2 and math.isnan(rows[3][0]["Train Loss"])


def test_a_batch_index_and_an_ensembles_member_are_labels() -> None:
    """A batch's index within its epoch (`Batch: 5`; the collectors list it absent 19 times to 1) and an ensemble's
    member (torchensemble's `Estimator: 2`) are no measures; the loss on their line is read, at its epoch."""
    rows = _read("Estimator: 002 | Epoch: 002 | Batch: 005 | Loss: 0.45469\nEpoch 0, batch 500, loss[ctc_loss=0.7647]")
    assert rows[0] == ({"Epoch": 2.0, "Loss": 0.45469}, 2) and rows[1][0] == {"Epoch": 0.0, "ctc_loss": 0.7647}


def test_round_162s_pages_an_array_of_many_values_a_split_named_measure_and_a_count_of_weights() -> None:
    """HF Trainer's `compute_metrics` returning an array per class prints `'eval_f1': array([0.38, 0.61, 0.55])`:
    no one value (a one-value array or tensor still is); a Keras tutorial's `Test Accuracy 0.9837` is a measure
    like its `Test Loss` (a split and the measure's word; not a lone `error 547.5`); R's nnet prints its size,
    `# weights:  177`, a count like a model's parameters."""
    rows = _read("{'eval_loss': 0.96, 'eval_f1': array([0.38389789, 0.60565553]), 'eval_f1_mi': 0.53}\n"
                 "{'loss': tensor(0.53, grad_fn=<MulBackward0>), 'l2': tensor([427.93], device='cpu')}")
    assert rows[0][0] == {"eval_loss": 0.96, "eval_f1_mi": 0.53} and rows[1][0] == {"loss": 0.53, "l2": 427.93}
    rows = _read("Test Loss 0.08041584826191042\nTest Accuracy 0.9837\nerror 547.5")
    assert [r[0] for r in rows] == [{"Test Loss": 0.08041584826191042}, {"Test Accuracy": 0.9837}, {}]
    rows = _read("# weights:  177\ninitial  value 506.134586\niter  10 value 128.222774")
    assert rows[0][0] == {} and rows[2] == ({"iter": 10.0, "value": 128.222774}, 10)


def test_darknets_recall_at_an_iou_threshold_is_a_measure() -> None:
    """darknet's YOLO layers print their recall at IoU .5 and .75 as `.5R:` and `.75R:` (a threshold's fraction
    opens the name); its `Region 94` stays a label."""
    rows = _read("Region 106 Avg IOU: 0.372658, Class: 0.576973, No Obj: 0.470594, .5R: 0.333333, .75R: -nan,  count: 9")
    found = rows[0][0]
    assert found[".5R"] == 0.333333 and math.isnan(found[".75R"]) and "Region" not in found and found["Avg IOU"] == 0.372658


def test_rounds_158_to_161s_shapes() -> None:
    """Lightning's EarlyStopping reports a best so far (and its min_delta, a setting), also glued to a bar whose
    carriage return was lost; `print("loss is", loss)`; dynesty's `dlogz: 0.001 > 0.509` (a value, then the
    threshold it is compared with); GPy's optimizer table (a time, the iteration, the objective and its gradient's
    norm, rows cut by carriage returns); CmdStanPy's `Chain [1] ` prefix over CmdStan's table whose indent it
    stripped; rich's bar at its first step (only its tip drawn) with its value wrapped to the next line; Keras'
    bar erased with backspaces before its next update."""
    rows = _read("Metric val_loss improved by 0.003 >= min_delta = 0.0. New best score: 0.008\n"
                 "Epoch 11: : 1200it [21:02,  1.05s/it, loss=0.0638, val_loss=0.054]     Metric val_loss improved by "
                 "0.010 >= min_delta = 0.0. New best score: 0.045\n"
                 "Monitored metric val_loss did not improve in the last 3 records. Best score: 0.008. Signaling Trainer to stop.")
    assert [r[0] for r in rows] == [{}, {"Epoch": 11.0, "loss": 0.0638, "val_loss": 0.054}, {}]
    assert _read("loss is tensor(1.0369, grad_fn=<MseLossBackward0>)\nepoch is 391")[0] == ({"loss": 1.0369}, None)
    found = _read("iter: 1234 | bound: 17 | nc: 1 | ncall: 5404 | logz: -10.938 +/-  0.160 | dlogz:  0.001 >  0.509")[0][0]
    assert found["dlogz"] == 0.001 and found["logz"] == -10.938
    rows = _read("Running L-BFGS-B (Scipy implementation) Code:\n  runtime   i     f              |g|        \n\n"
                 "    00s00  000   5.286468e+01           nan \n\n    00s02  019  -5.697406e+01   2.648889e-10 \n"
                 "Runtime:     00s02\nObjective : -56.974057391874936")
    assert math.isnan(rows[3][0]["|g|"]) and rows[5] == ({"f": -56.97406, "|g|": 2.648889e-10}, 19)
    assert rows[7][0] == {"Objective": -56.974057391874936}
    rows = _read("Chain [1] Iter      log prob        ||dx||      ||grad||       alpha      alpha0  # evals  Notes \n"
                 "Chain [1] 171       1532.44   1.04239e-07       44.6105      0.2162           1      324   ")
    assert rows[1][1] == 171 and rows[1][0]["log prob"] == 1532.44 and rows[1][0]["||grad||"] == 44.6105
    rows = _read("Epoch 0/1  ╸                 1/20 0:00:00 • -:--:-- 0.00it/s train_loss_step:   \n"
                 + " " * 61 + "6.734              ")
    assert rows[1][0] == {"train_loss_step": 6.734}
    erase = "\b" * 40
    rows = _read(f" 1/20 ━━━━ 1s 101ms/step - loss: 2.8379{erase}\n 2/20 ━━━━ 1s 82ms/step - loss: inf    {erase}")
    assert rows[0][0] == {"loss": 2.8379} and rows[1][0] == {"loss": math.inf}


def test_a_trials_parameters_and_an_optimizers_param_group_are_settings_and_labels() -> None:
    """Ax announces a trial's parameters with no colon (`with parameters {'x1': 3.66}`): settings, as Optuna's; its
    result is read. MACE's `Param group 1: lr = 0.01`: which group, a label (the rate is read)."""
    rows = _read("[INFO 12-06 03:15:28] ax.service.ax_client: Generated new trial 7 with parameters {'x1': 3.66719, "
                 "'x2': 2.450512} using model BoTorch.\n"
                 "[INFO 12-06 03:15:28] ax.service.ax_client: Completed trial 7 with data: {'branin': 1.996129}.\n"
                 "2026-12-06 03:21:56.879 INFO: Param group 1: lr = 0.01")
    assert rows[0][0] == {} and rows[1][0]["branin"] == 1.996129 and rows[2][0] == {"lr": 0.01}


def test_the_review_of_rounds_158_to_161s_shapes() -> None:
    """A tensor printed after `is` then a skip is the task's guard, not a measure (nor `pred is tensor(3)`); a
    non-finite value compared with a threshold is a guard's test or dynesty's `dlogz` before it is defined; several
    values in a tensor: a NaN among them is read, else a tensor's first (a loss per device), a NumPy array's none;
    backspaces move back and what follows overwrites (a spinner after the metrics); GPy's time past an hour."""
    for line in ("Loss is tensor(nan, device='cuda:0', grad_fn=<AddBackward0>) - skipping batch", "pred is tensor(3)",
                 "loss: inf > 1e4, skipping update", "batch 5 skipped | loss: nan > 100 |"):
        assert _read(line)[0][0] == {}, line
    assert "dlogz" not in _read("iter: 1 | logz: -10.938 +/-  0.160 | dlogz:    inf >  0.509")[0][0]
    rows = _read("{'loss': tensor([nan, nan], device='cuda:0', grad_fn=<GatherBackward>), 'step': 11}\n"
                 "{'loss': tensor([0.52, 0.55], device='cuda:0', grad_fn=<GatherBackward>)}")
    assert math.isnan(rows[0][0]["loss"]) and rows[0][1] == 11 and rows[1][0] == {"loss": 0.52}
    assert _read("Epoch 1/3 loss=0.52 |\b/\b-\b|")[0] == ({"loss": 0.52}, 1)
    assert math.isnan(_read("loss: 0.9000\b\b\b\b\b\b0.8000\b\b\b\b\b\bnan   ")[0][0]["loss"])
    rows = _read("  runtime   i     f              |g|\n 59m59s99  499   1.5  1.0\n 01h00m00  500   nan  2.0")
    assert rows[1] == ({"f": 1.5, "|g|": 1.0}, 499) and rows[2][1] == 500 and math.isnan(rows[2][0]["f"])


def test_a_fractional_step_size_and_a_keys_own_colon() -> None:
    """A step size that is a fraction is the rate a solver moves at (gbm's `StepSize` column, lifelines'
    `step_size`; the collectors expect it 13 times to 6); a whole one a setting (StepLR's `step_size: 30`); a dict
    key that ends with its own colon names the measure without it (torch-rechub's `{'task_0:': np.float64(0.55)}`)."""
    rows = _read("Iter   TrainDeviance   ValidDeviance   StepSize   Improve\n"
                 "     1       33.2129         34.8333     0.0500    2.0113\nstep_size: 30")
    assert rows[1][0]["StepSize"] == 0.05 and rows[2][0] == {}
    assert _read("Sample: 100%|##| 1500/1500 [00:05, 266.27it/s, step size=5.83e-01, acc. prob=0.946]")[0][0] \
        == {"acc. prob": 0.946}
    assert _read("train loss:  {'task_0:': np.float64(0.5954), 'task_1:': np.float64(0.6433)}")[0][0] \
        == {"task_0": 0.5954, "task_1": 0.6433}


def test_a_data_frame_printed_by_pandas_is_read_under_its_names() -> None:
    """pandas prints a frame with its index first and every name and value aligned right: each number is read
    under the name whose end it ends at (`Balanced Accuracy`, names one space apart), the index and `...` are no
    cells, a time column is no measure; H2O aligns numbers on their decimal point; the last row's values last."""
    rows = _read("""
                                    Accuracy  Balanced Accuracy  ...  Time Taken
        Model                                                    ...
        Logistic Regression             0.91               0.90  ...        0.10
        RF                              0.80               0.70  ...       12.30
        [2 rows x 5 columns]
    """)
    assert rows[0][0] == rows[1][0] == {} and rows[4][0] == {}
    assert rows[2][0] == {"Accuracy": 0.91, "Balanced Accuracy": 0.9}
    assert rows[3][0] == {"Accuracy": 0.8, "Balanced Accuracy": 0.7}
    rows = _read("""
        model_id                                  auc    logloss     aucpr
        GLM_1_AutoML_1_20261206_41112        0.995111  0.0740488  0.996464
        XGBoost_1_AutoML_1_20261206_41112    0.986615  0.152128   0.991146
    """)
    assert rows[2][0] == {"auc": 0.986615, "logloss": 0.152128, "aucpr": 0.991146}
    # an integer index, a timestamp's cell of two words, a column with no value yet (NaN above any number)
    rows = _read("""
                       timestamp  ...  training_mae  training_r2
        0    2026-12-06 04:13:49  ...           NaN          NaN
        1    2026-12-06 04:13:50  ...     44.711894     0.456790
    """)
    assert rows[1][0] == {} and rows[2][0] == {"training_mae": 44.711894, "training_r2": 0.45679}


def test_a_data_frame_ends_the_table_above_it_and_is_no_run_gone_nan_when_it_compares() -> None:
    """A frame's header after an epoch table ends that table: its rows are not read under the epoch table's
    names. A NaN in a frame is pandas' missing value; a frame with no step column compares models: an infinite
    value there is a model with no value (never a run gone wrong); a history's (a step column, a range index) is. A frame of data, of forecasts or of a
    posterior's summary (no measure among its names) is not read; nor `describe()`'s statistics."""
    rows = _read("""
           epoch  train_loss  val_loss
        0      1    0.693147  0.690000
                 accuracy        f1
        lgbm     0.912000  0.900000
        rf            NaN  0.910000
    """)
    assert rows[1][0]["train_loss"] == 0.693147 and rows[3][0] == {"accuracy": 0.912, "f1": 0.9}
    assert rows[4][0] == {"f1": 0.91}
    # a history with a range index (`pd.DataFrame(history.history)`): its rows are epochs, an infinite loss is read;
    # a NaN is pandas' missing value (the HF Trainer's log history: its training and evaluation rows apart)
    rows = _read("""
            loss  accuracy
        0   0.90      0.50
        1    inf      0.10
        2    NaN      0.10
    """)
    assert rows[1][0] == {"loss": 0.9, "accuracy": 0.5} and rows[2][0]["loss"] == math.inf
    assert rows[3][0] == {"accuracy": 0.1}
    rows = _read("""
           loss  step  eval_loss
        0  0.69    10        NaN
        1   NaN    10       0.65
    """)
    assert rows[1] == ({"loss": 0.69, "step": 10.0}, 10) and rows[2] == ({"step": 10.0, "eval_loss": 0.65}, 10)
    rows = _read("""
           epoch  loss  val_acc
        0      1   0.9     0.50
        1      2   inf     0.55
    """)
    assert rows[1] == ({"epoch": 1.0, "loss": 0.9, "val_acc": 0.5}, 1) and rows[2][0]["loss"] == math.inf
    for text in ("      unique_id         ds   AutoARIMA\n0           1 1960-01-31  419.926880",
                 "        mean     sd  hdi_3%  hdi_97%  r_hat\nalpha  0.196  0.014    0.17    0.222    1.0",
                 "       val_loss       acc\ncount  3.000000  3.000000\nmean   0.392327  0.536099"):
        assert all(found == {} for found, _ in _read(text)), text


def test_a_data_frame_as_r_prints_it() -> None:
    """R's data frame: names one space apart, right-aligned over their columns, the header indented over the index
    (rpart's `printcp`, a name of two words `rel error`), or no index at all (mclust's summary); its counts (`n`,
    `df`, `nsplit`) are none, nor a model's coefficients with their errors; a `name: value` line under a table's
    header is not a row of it (its number under a name cut in two)."""
    rows = _read("""
                CP nsplit rel error  xerror    xstd
        1 0.176471      0   1.00000 1.00000 0.21559
        3 0.001000      4   0.76471 0.88235 0.20565
    """)
    assert rows[2][0] == {"rel error": 0.76471, "xerror": 0.88235, "xstd": 0.20565}  # (`CP`, a setting's column: data)
    rows = _read("components:\n log-likelihood   n df       BIC       ICL\n      -1126.326 272 11 -2314.316 -2357.824")
    assert rows[2][0] == {"log-likelihood": -1126.326, "BIC": -2314.316, "ICL": -2357.824}
    rows = _read("            Estimate Std. Error t value Pr(>|t|)\n(Intercept)  0.24171    0.16346   1.479    0.140")
    assert rows[1][0] == {}
    rows = _read("Iter   TrainDeviance   ValidDeviance   StepSize   Improve\nstep_size: 30")
    assert rows[1][0] == {}


def test_a_policy_updates_heading_and_a_names_window_glued() -> None:
    """`Update 70: Avg return = 107.9, ...` (a policy gradient's update, its heading): the step; a name with its
    window glued in parentheses (`Avg(10)`, MASS' `Theta(1)`) is a name, as `Mean reward (last 100 episodes)` is;
    `update: 1631` (a count after its colon, habitat's) names no step."""
    rows = _read("Update 70: Avg return = 107.9, Min return = 20.0, Value loss = 7658.631\n"
                 "Episode   40 | Reward:   16.0 | Avg(10):   21.1 | Epsilon: 0.828\n"
                 "Theta(1) = 1.578330, 2(Ls - Lm) = 165.974000\nupdate: 1631    fps: 45.656")
    assert rows[0][1] == 70 and rows[0][0]["Value loss"] == 7658.631
    assert rows[1][0]["Avg(10)"] == 21.1 and rows[2][0] == {"Theta(1)": 1.57833} and rows[3][1] is None


def test_deepxdes_empty_metric_cell_and_a_names_argument() -> None:
    """DeepXDE's loss table with no test metric asked for (`[]` in its last column: no cell); an error named with
    its argument glued (`L2_err(t=T)=2.9e-01`: the error at time T, no setting `t=T`); a ranking measure at its
    cut-off (`NDCG(k=20)`)."""
    rows = _read("Step      Train loss    Test loss     Test metric\n"
                 "4000      [4.26e-06]    [4.26e-06]    []  \n"
                 "epoch  2000  loss=1.879e-04  L2_err(t=T)=1.006e-02\n"
                 "INFO [Metrics] F1(k=20): 0.141451 - NDCG(k=20): 0.228186")
    assert rows[1] == ({"Step": 4000.0, "Train loss": 4.26e-06, "Test loss": 4.26e-06}, 4000)
    assert rows[2] == ({"epoch": 2000.0, "loss": 1.879e-04, "L2_err(t=T)": 1.006e-02}, 2000)
    assert rows[3][0] == {"F1(k=20)": 0.141451, "NDCG(k=20)": 0.228186}


def test_an_arrow_before_a_name_of_two_words() -> None:
    """An active-learning loop's `max std=0.024  -> query x=0.837`: the arrow ends the value before it and the next
    pair, its name of two words, is read; an arrow to the value a name became is still read as that value."""
    assert _read("iter 12: n=13  max std=0.024  -> query x=0.837")[0] == (
        {"iter": 12.0, "max std": 0.024, "query x": 0.837}, 12)
    assert math.isnan(_read("loss: nan -> nan    accuracy: 0.00% -> 0.00%")[0][0]["loss"])


def test_a_stable_baselines_tables_clock_is_no_measure() -> None:
    """`time_elapsed` under SB3's `time/` section is the seconds since training began (the collectors, 6 to 4): not
    read; the table's other rows are, at its `iterations` step."""
    rows = _read("""
        ------------------------------------
        | time/                 |          |
        |    fps                | 741      |
        |    iterations         | 2000     |
        |    time_elapsed       | 13       |
        |    total_timesteps    | 10000    |
        | train/                |          |
        |    value_loss         | 0.108    |
        ------------------------------------
    """)
    found = {k: v for r, _ in rows for k, v in r.items()}
    assert found["value_loss"] == 0.108 and found["fps"] == 741.0 and "time_elapsed" not in found
    assert any(step == 2000 for r, step in rows if "value_loss" in r)


def test_a_count_of_samples_is_no_measure() -> None:
    """How many samples (R's `n= 81`, survival's `n= 227, number of events= 164`, `n_samples: 442`, `N=1000`): a
    count, no measure (the collectors, 16 to 1); one you watch is read."""
    for line in ("n= 81 ", "N=1000", "n_samples: 442", "nobs: 12"):
        assert _read(line)[0][0] == {}, line
    assert "n" not in _read("n= 227, number of events= 164")[0][0]
    parser = LineParser(watch=["n"])
    assert parser.parse("n=13  max std=0.024") == {"n": 13.0, "max std": 0.024}


def test_a_timing_named_so_is_no_measure() -> None:
    """A name that opens with `time_` or `timing` is a timing (d3rlpy's `time_sample_batch`, Ray Tune's
    `time_total_s`, verl's `timing_s/gen`; the collectors, 25 to 2), not read; mmengine's `time` and `data_time`, and
    a `timestep`, still are."""
    assert _read("{'loss': 0.5, 'time_sample_batch': 0.0001, 'time_algorithm_update': 0.003}")[0][0] == {"loss": 0.5}
    assert _read("time_total_s: 12.3 loss: 0.1")[0][0] == {"loss": 0.1} and _read("timing_s/gen: 3.2")[0][0] == {}
    assert _read("time: 0.51, data_time: 0.01, loss: 0.3")[0][0] == {"time": 0.51, "data_time": 0.01, "loss": 0.3}


def test_the_review_of_rounds_167_to_171s_shapes() -> None:
    """A frame ends where its rows do: a Series printed after it (`auc    NaN`), a row of it printed alone
    (`epoch   2.000`), a name and a number (`Best epoch  1`), R's `[1] 0.85`, a `name:` pair, a blank line; a row must
    fill the frame to its last name. A matrix whose rows are named as its columns (`df.corr()`) is none; so are a
    frame's columns that are data, settings or counts (`param_C`, `rank_test_score`, `Volume`). A line of prose or
    a path is no header. A step's number glued in parentheses is no name (`Iteration(500)`); nor a probability's
    argument (`P(X=1)`). Under fastai's header, a labelled line is no row."""
    rows = _read("   epoch   loss\n0      1  0.693\n1      2  0.500\nauc    NaN\nf1     0.5\ndtype: float64")
    assert rows[3][0] == {"auc": NAN} or (set(rows[3][0]) == {"auc"} and math.isnan(rows[3][0]["auc"]))
    assert rows[4][0] == {"f1": 0.5}
    rows = _read("     epoch  train_loss  val_loss\n0        1       0.700     0.690\nepoch         2.000\n"
                 "val_loss      0.501\nBest epoch  1")
    assert rows[2][0] == {} and rows[3][0] == {"val_loss": 0.501} and rows[4][0] == {}
    rows = _read("              loss  accuracy        lr\nloss      1.000000 -0.910000  0.123400\n"
                 "accuracy -0.910000  1.000000       NaN")
    assert rows[1][0] == rows[2][0] == {}
    rows = _read("   param_C  param_gamma  mean_test_score  rank_test_score\n0      0.1        0.001             0.91                3")
    assert rows[1][0] == {"mean_test_score": 0.91}
    rows = _read("save model at  checkpoints/crnn_000008_loss13.070341110229492.pt\ntrain_loss:  28.640599370002747")
    assert rows[1][0] == {"train_loss": 28.640599370002747}
    rows = _read("  model  RMSE\n1    lm  3.04\n[1] 0.8523")
    assert rows[1][0] == {"RMSE": 3.04} and rows[2][0] == {}
    for line in ("Iteration(500): 0.123", "Episode(12): 150.0", "epoch(5) = 0.5", "P(X=1) = 0.25"):
        assert _read(line)[0][0] == {}, line
    rows = _read("epoch     train_loss  valid_loss  accuracy  time\n0         0.512345    0.601234    0.801200  00:12\n"
                 "Accuracy  0.83\nTotal  12")
    assert "train_loss" not in rows[2][0] and "train_loss" not in rows[3][0]


def test_a_setting_by_its_very_name_is_no_measure() -> None:
    """Names that are settings wherever they are printed (`dropout`, `seed`, `batch_size`, `max_depth`, Vowpal
    Wabbit's `power_t`; the collectors, 207 to 1) are no measures beside a loss; what a schedule or the fit moves
    (`momentum`, `weight_decay`, an exploration's `eps`, a model's `gamma`) still is, and so is a name you watch."""
    assert _read("epoch: 3, loss: 0.52, dropout: 0.1, seed: 42, batch_size: 32")[0][0] == {"epoch": 3.0, "loss": 0.52}
    assert _read("power_t = 0.5 max_depth: 6 loss: 0.4")[0][0] == {"loss": 0.4}
    assert _read("loss: 0.52, momentum: 0.9, weight_decay: 0.05, eps: 0.1")[0][0] == {
        "loss": 0.52, "momentum": 0.9, "weight_decay": 0.05, "eps": 0.1}
    assert LineParser(watch=["dropout"]).parse("loss: 0.52, dropout: 0.1") == {"loss": 0.52, "dropout": 0.1}


def test_rounds_177_to_181s_shapes() -> None:
    """A value before the next name holding an array (a flow's `max qk = 0.081      zk_mean [0.027 0.025]`) or a
    range (`sigma∈[0.002,2]`) is read; lifelines' fitted model, settings first, ends at its `partial log-likelihood`;
    a solver's whole step, `step_size = 1.0000` (lifelines), `step_size 1.00e+00` (liblinear), is read as its fraction
    is once the solver printed a fraction (not StepLR's `step_size=1`); PyTorch's CIFAR-10 tutorial's `[epoch, batch]`
    gives the epoch as the step (not river's count `[1,500]`). Counter-cases of the review: a word the task goes on
    with, or a preposition, before an array (`loss: nan skipping [1, 2]`) keeps a NaN unread; a sentence of a run's
    end (`Training completed with:`) opens no settings; a step's heading ends a settings section; a setting that
    names a statistic (`likelihood_weight`) does not end a dump."""
    flow = ("u_z2: step 10000 / 20001; loss nan; base_log_prob -4.129, sum log dets nan, p_log_prob nan, max base = "
            "0.040; max qk = nan                 zk_mean [nan nan], zk_sigma [nan nan]; base_mu [0. 0.]")
    found, step = _read(flow)[0]
    assert math.isnan(found["max qk"]) and math.isnan(found["loss"]) and step == 10000 and "zk_mean" not in found
    assert _read("[step      0] loss=4709.911133  sigma∈[0.002,2]  lr=3.00e-04")[0][0]["loss"] == 4709.911133
    # (not a word before a percentage or a time in brackets)
    assert "Epoch" not in _read("[engine.py line:78]:Epoch 1 complete [10%]    Loss: 2.799116")[0][0]
    assert _read("Preprocessing Dataset: 12 Dicts [00:08,  1.46 Dicts/s]")[0][0] == {}
    fitted = """\
        <lifelines.CoxPHFitter: fitted with 432 total observations, 318 right-censored observations>
                     duration col = 'week'
                        event col = 'arrest'
              baseline estimation = breslow
           number of observations = 432
        number of events observed = 114
           partial log-likelihood = -658.75
                 time fit was run = 2026-12-06 08:03:38 UTC"""
    assert [found for found, _ in _read(fitted) if found] == [{"partial log-likelihood": -658.75}]
    newton = _read("Iteration 3: norm_delta = 1.80e-02, step_size = 0.9500, log_lik = -658.76197\n"
                   "Iteration 4: norm_delta = 1.83e-04, step_size = 1.0000, log_lik = -658.74766")
    assert newton[1][0]["step_size"] == 1.0 and newton[1][1] == 4
    assert "step_size" not in _read("StepLR: step_size = 30, gamma = 0.1, lr: 0.1")[0][0]
    assert _read("lr=0.01 step_size=1 gamma=0.7")[0][0] == {"lr": 0.01, "gamma": 0.7}  # (the MNIST example's StepLR)
    assert _read("[2,  2000] loss: 1.515")[0] == ({"loss": 1.515}, 2)
    assert _read("INFO:pytorch:[1,  19] loss: -3614.344")[0] == ({"loss": -3614.344}, 1)
    assert [step for _, step in _read("[500] MAE: 1.52\n[1,000] MAE: 1.31\n[1,500] MAE: 1.22")] == [500, 1000, None]
    assert [found for found, _ in _read("loss: nan skipping [1, 2]\nWarning: loss nan for [0 1] ignored") if found] == []
    done = "Training completed with:\naccuracy = 0.912\nval_acc = 0.88"
    assert [found for found, _ in _read(done) if found] == [{"accuracy": 0.912}, {"val_acc": 0.88}]
    began = _read("Training with:\n  lr: 0.001\n  momentum: 0.9\nEpoch 1\n  train_acc: 0.5")
    assert began[-1] == ({"train_acc": 0.5}, 1) and not any(found for found, _ in began[:-1])
    dump = "a: foo\nb: bar\nc: baz\nlikelihood_weight: 0.5\nlr: 0.001"
    assert not any(found for found, _ in _read(dump))



def test_rounds_182_to_186s_shapes() -> None:
    """CatBoost's iteration before a colon and a tab is the step; a bar counting epochs gives the epoch (pykeen's
    `Training epochs on cpu: 90%|...| 9/10`; not `Epoch 3: 45%|...| 450/1000`, batches of epoch 3); a heading's step
    holds through a bar redrawn many times under it (PML's `total_loss=0.24:   0%|...` after `TRAINING EPOCH 3`);
    fastText's `words/sec/thread` is a rate; a count of samples beside sizes leaves a line of settings."""
    assert _read("99:\ttest: 0.8692421\tbest: 0.8821233 (82)\ttotal: 1.24s\tremaining: 0us")[0][1] == 99
    assert _read("Training epochs on cpu:  90%|█████████ | 9/10 [00:05<00:00,  1.96epoch/s, loss=0.797, prev_loss=0.8]")[0] \
        == ({"loss": 0.797}, 9)
    assert _read("Epoch 3:  45%|####5 | 450/1000 [00:10<00:12, 44.2it/s, loss=0.543]")[0][1] == 3
    bar = "".join(f"total_loss=0.{n:05d}:   0%|          | 0/62 [00:00<?, ?it/s]\r" for n in range(40))
    rows = _read("INFO:PML:TRAINING EPOCH 3\n" + bar.replace("\r", "\n"))
    assert {step for found, step in rows if found} == {3}
    assert _read("Progress: 100.0% words/sec/thread: 1984866 lr:  0.000000 avg.loss:  0.294054 ETA:   0h 0m 0s")[0][0] \
        == {"lr": 0.0, "avg.loss": 0.294054}
    assert _read("[INFO] [BC] Dataset loaded: N=6000, ObsDim=8, ActDim=4")[0][0] == {}
    assert _read("member=0 epoch=001 train_norm_mse=0.869590 val_mse=0.05323677")[0] == (
        {"epoch": 1.0, "train_norm_mse": 0.86959, "val_mse": 0.05323677}, 1)  # (an ensemble's member: a label)
    box = """\
        │ Trial easy_objective_d43f957f result              │
        ├─────────────────────────────────────────────────┤
        │ time_total_s                              9.97493 │
        │ training_iteration                            100 │
        │ iterations                                     99 │
        │ mean_loss                                -7.91803 │
        ╰─────────────────────────────────────────────────╯"""
    # (Ray Tune's box: one record where it closes, at the trainable's iterations, else at Ray's training_iteration)
    assert _read(box)[-1] == ({"training_iteration": 100.0, "mean_loss": -7.91803}, 99)
    ray_only = "\n".join(row for row in box.splitlines() if "│ iterations " not in row)
    assert _read(ray_only)[-1] == ({"training_iteration": 100.0, "mean_loss": -7.91803}, 100)
    sorted_rows = box.replace("│ iterations ", "│ accuracy                                   0.9123 │\n        │ iterations ")
    assert _read(sorted_rows)[-1][0]["accuracy"] == 0.9123 and _read(sorted_rows)[-1][1] == 99
    tron = _read("iter  1 f 1.021e+04 |g| 9.167e+03 CG   2 step_size 1.00e+00 ")[0]
    assert tron[0]["|g|"] == 9167.0 and tron[1] == 1  # (liblinear's gradient norm between bars)
    # the review's counter-cases: a list numbered with tabs is no CatBoost; another bar under a heading uses up its step;
    # a device with its index; a NaN beside a count of samples stays
    listed = _read("step: 500\n0:\tairplane: 0.91\n9:\ttruck: nan")
    assert [step for _, step in listed[1:]] == [500, 500]
    assert _read("0:\tlearn: 56.2590112\ttest: 56.0987956\tbest: 56.0987956 (0)")[0][1] == 0  # (CatBoost's cv)
    other = "".join(f"Test batches: {n}%|█ | {n}/100 [00:01<00:00, acc=0.90]\n" for n in range(30))
    assert _read("Epoch 3\nEvaluating: 100%|██████████| 50/50 [00:01<00:00, acc=0.91]\n" + other)[-1][1] is None
    assert _read("Training epochs on cuda:0:  90%|█████████ | 9/10 [00:05<00:00, loss=nan, prev_loss=0.812]")[0][1] == 9
    assert math.isnan(_read("n=4, avg_rank=nan")[0][0]["avg_rank"])
    spec = ("sentencepiece_trainer.cc(77) LOG(INFO) Starts training with : \ntrainer_spec {\n  input: corpus.txt\n"
            "  vocab_size: 2000\n  seed_sentencepiece_size: 1000000\n  vocabulary_output_piece_score: 1\n"
            "  hard_vocab_limit: 1\n}\nnormalizer_spec {\n  name: nmt_nfkc\n  add_dummy_prefix: 1\n}\n"
            "unigram_model_trainer.cc(507) LOG(INFO) EM sub_iter=1 size=2197 obj=8.18502 num_tokens=8803")
    assert [found for found, _ in _read(spec) if found][-1]["obj"] == 8.18502
    assert sum(1 for found, _ in _read(spec) if found) == 1  # (a protobuf message printed as text: settings)
    # (a loss said with its colon: a NaN there is the run's, `print("Training loss is : ", loss)`)
    assert math.isnan(_read("Training loss is :  nan")[0][0]["Training loss is"])
    assert _read("Current loss is: 133.4565371299845, Iteration: 116")[0] == (
        {"Current loss is": 133.4565371299845, "Iteration": 116.0}, 116)
    assert _read("epoch is: 0, mean rmse is: 2.499")[0][0] == {}
    labelled = _read('metrics {\n  "epoch": 4,\n  "step": 1200,\n  "eval_accuracy": 0.91,\n  "train_loss": 0.21\n}')
    assert labelled[3] == ({"eval_accuracy": 0.91}, 1200)  # (a quoted key or a comma: a labelled JSON object, no protobuf)
    job = "Starting distributed training job with:\n  batch_size = 32\n  lr         = 0.001\n[Rank 0] Epoch 1/3 | Train Loss: 0.54"
    assert [found for found, _ in _read(job) if found] == [{"Train Loss": 0.54}]
    # (two numbers in brackets are two values, not one with its thousands grouped: CP-SAT's range, a shape)
    assert _read("#1       0.04s best:463   next:[464,646]  default_lp")[0][0] == {"best": 463.0}
    assert _read("step 0300/4882 | loss=0.00579 | grad=0.073 | t=[34,932]")[0][0] == {"loss": 0.00579, "grad": 0.073}
    assert _read("iter:  80,000 loss: 0.5")[0] == ({"iter": 80000.0, "loss": 0.5}, 80000)


def test_a_loss_said_with_a_comma() -> None:
    """`print("Training at Epoch{}, loss,".format(e), loss)` (RankNet): a loss-like name, a comma and its value at the
    line's end or before another comma is read, its NaN too; not prose that goes on after the value."""
    assert _read("2026-12-06 08:16:27 Training at Epoch1, loss, nan ")[0][1] == 1
    assert math.isnan(_read("2026-12-06 08:16:27 Training at Epoch1, loss, nan ")[0][0]["loss"])
    assert _read("epoch 3, train loss, 0.5, val loss, 0.7")[0] == ({"train loss": 0.5, "val loss": 0.7}, 3)
    assert _read("In terms of loss, 3 times over the baseline")[0][0] == {}
    assert _read("the loss, 0.5")[0][0] == {}


def test_rounds_192_to_196s_shapes() -> None:
    """A measure, then its step in parentheses, then its value (an RBM's `Epoch Error (epoch=9): 53931.65`); not a
    setting or a word that names no measure (`batch size (epoch 3): 64`)."""
    assert _read("Epoch Error (epoch=9): 53931.6523")[0] == ({"epoch": 9.0, "Epoch Error": 53931.6523}, 9)
    assert _read("Train loss (step 300): 0.41")[0] == ({"step": 300.0, "Train loss": 0.41}, 300)
    assert _read("batch size (epoch 3): 64")[0][1] is None
    assert _read("Saving model (epoch 3): 1")[0][1] is None
    # NLTK's most informative features: a feature's value and two labels' odds, data (its accuracy above is read)
    informative = """\
        Accuracy: 0.9940
        Most Informative Features
                        count(e) = 3              female : male   =      8.2 : 1.0
                          has(k) = True             male : female =      2.4 : 1.0"""
    assert [found for found, _ in _read(informative)] == [{"Accuracy": 0.994}, {}, {}, {}]
    assert _read("loss = 0.5 : 1.0")[0][0] == {"loss": 0.5}
    # CRFsuite's trainer headings its settings; its iterations after them are read
    crf = "L-BFGS optimization\nc1: 0.000000\nc2: 0.100000\nepsilon: 0.000010\nlinesearch: MoreThuente\n\n" \
          "Iter 1   time=0.00  loss=2732.78  active=181   feature_norm=1.00"
    assert [found for found, _ in _read(crf)][:-1] == [{}] * 6
    assert _read(crf)[-1] == ({"Iter": 1.0, "time": 0.0, "loss": 2732.78, "active": 181.0, "feature_norm": 1.0}, 1)


def test_crfsuites_settings_heading_reaches_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """CRFsuite's `L-BFGS optimization` holds no `:`, `=` or digit: the monitor still passes it on, so the rows under
    it are settings, not measures; its iterations' records after a blank line are read."""
    ex = _monitored(tmp_path, """
        for line in ["L-BFGS optimization", "c1: 0.100000", "c2: 0.010000", "epsilon: 0.000010", "",
                     "***** Iteration #1 *****", "Loss: 902.410361", "Feature norm: 1.000000"]:
            print(line, flush=True)
    """, ["Loss"])
    assert "c1" not in ex.metrics and "epsilon" not in ex.metrics and ex.metrics["Loss"] == 902.410361


def test_a_name_with_a_remark_in_parentheses() -> None:
    """jaxopt's `Gradient Norm (stopping criterion): 8.70`: a measure's name with a remark of words before its colon is
    read as printed, and the pairs around it too; not a remark naming a unit or a clock, nor a name no measure's."""
    line = "INFO: jaxopt.BFGS: Iter: 1 Gradient Norm (stopping criterion): 8.70455 Objective Value:28996.83  Stepsize:1.0"
    assert _read(line)[0] == ({"Gradient Norm (stopping criterion)": 8.70455, "Iter": 1.0, "Objective Value": 28996.83,
                               "Stepsize": 1.0}, 1)
    assert _read("Training loss (for one batch): 0.5312")[0][0] == {"Training loss (for one batch)": 0.5312}
    assert "RPS (request per second)" not in _read("RPS (request per second): 12.5")[0][0]
    assert _read("BAD EPOCHS (no improvement): 3")[0][0] == {}
    # a mean or median rank is a measure (torchkge's `Mean Rank : 151`, open_clip's `image_to_text_mean_rank`); a
    # process's rank is none
    assert _read("Mean Rank : 151 \t Filt. Mean Rank : 150")[0][0] == {"Mean Rank": 151.0, "Filt. Mean Rank": 150.0}
    assert _read("image_to_text_mean_rank: 2.5")[0][0] == {"image_to_text_mean_rank": 2.5}
    assert _read("local_rank: 0")[0][0] == {}


def test_deaps_logbook_counts_generations() -> None:
    """DEAP's logbook (`gen\\tnevals\\tavg\\tstd\\tmin\\tmax`): a generation each row, its count first, is the step;
    a GAN's `gen` loss in another column is none."""
    rows = _read("gen\tnevals\tavg    \tstd    \tmin\tmax\n0  \t300   \t50.4933\t5.33822\t34 \t64 \n"
                 "40 \t180   \t98.8333\t2.11003\t90 \t100")
    assert rows[2] == ({"nevals": 180.0, "avg": 98.8333, "std": 2.11003, "min": 90.0, "max": 100.0}, 40)  # (the step, no measure)
    assert _read("epoch\tgen\tdisc\n3\t1\t0.5")[1][1] == 3


def test_pycmas_table_is_read_by_position() -> None:
    """pycma's `Iterat #Fevals   function value  axis ratio  sigma  min&max std  t[m:s]`: names one space apart as its
    columns are not; each row read by position, its iteration the step; a line of another shape ends the table."""
    rows = _read("Iterat #Fevals   function value  axis ratio  sigma  min&max std  t[m:s]\n"
                 "  301   3010 6.082806504236925e-05 5.2e+01 5.31e-03  2e-04  5e-03 0:00.2  \n"
                 "final/bestever f-value = 4.103525e-05 4.103525e-05 after 3011/3011 evaluations")
    assert rows[0] == ({}, None)
    assert rows[1] == ({"function value": 6.082806504236925e-05, "axis ratio": 52.0, "sigma": 0.00531}, 301)
    assert "function value" not in rows[2][0]
    # its rows redrawn in place after its notice, a warning of the objective's between them: the table goes on
    redrawn = _read("Iterat #Fevals   function value  axis ratio  sigma  min&max std  t[m:s]\n"
                    "    overwriting (to keep lines going set `{'verb_disp_overwrite': 0}` in the 'cma_signals.in' file)\n"
                    "run.py:4: RuntimeWarning: invalid value encountered in log\n"
                    "  f = np.log(x)\n"
                    "\x1b[2K  120   1200 1.460314652585774e+00 1.4e+01 3.99e-02  1e-02  4e-02 0:00.1 -")
    assert redrawn[-1] == ({"function value": 1.460314652585774, "axis ratio": 14.0, "sigma": 0.0399}, 120)


def test_a_run_about_to_start_names_its_settings() -> None:
    """openTSNE's `Running optimization with exaggeration=12.00, lr=50.00 for 250 iterations...`, pyswarms' `Optimize
    for 60 iters with {'c1': 0.5, 'c2': 0.3, 'w': 0.9}`: settings; a loss on such a line is read."""
    assert _read("===> Running optimization with exaggeration=12.00, lr=50.00 for 250 iterations...")[0][0] == {}
    assert _read("2026-12-06 10:43:44,660 - pyswarms.single.global_best - INFO - Optimize for 60 iters with "
                 "{'c1': 0.5, 'c2': 0.3, 'w': 0.9}")[0][0] == {}
    assert _read("Running eval with loss=0.5 for 10 steps")[0][0] == {"loss": 0.5}
    # differential privacy's target delta is a setting; Vowpal Wabbit's count of features a count
    assert _read("Epoch 2 | Loss: 1.63 | ε = 3.92, δ = 8e-05")[0][0] == {"Epoch": 2.0, "Loss": 1.63, "ε": 3.92}
    assert _read("total feature number = 45000")[0][0] == {}


def test_the_review_of_rounds_192_to_201s_shapes() -> None:
    """A loss with a comma after a record's word, before a skip, or among names printed before their values is none;
    a best record's step in parentheses is no step; a remark naming a setting or a value not measured is none; a mean
    size is a setting as before; another program's heading that CRFsuite also prints opens no settings."""
    assert _read("Step 100, loss, nan, skipping update")[0][0] == {}
    assert _read("Epoch 0, best val loss, inf")[0][0] == {}
    assert _read("train loss, val loss, 0.51, 0.62")[0][0] == {}
    assert _read("step, loss, 100, nan")[0][0] == {}
    rows = _read("Epoch 30, loss: 0.2\nBest accuracy (epoch 12): 0.91")
    assert rows[1][1] != 12 and "Best accuracy" not in rows[1][0]
    for line in ("Gradient clipping (max norm): 1.0", "Max grad norm (for clipping): 1.0",
                 "Gradient accumulation (num steps): 4", "Val loss (not computed): nan", "avg_seq_len: 380.5",
                 "mean_size: 224"):
        assert _read(line)[0][0] == {}, line
    assert _read("Averaged perceptron\nTest accuracy: 0.91")[1][0] == {"Test accuracy": 0.91}
    assert [found for found, _ in _read("Feature generation\ntype: CRF1d\nfeature.minfreq: 0.000000")] == [{}, {}, {}]


def test_rounds_202_to_206s_shapes() -> None:
    """An abbreviation before a measure's name is the name's (torchkge's `Filt. MRR`; a sentence's `Done.` is not);
    skorch's `dur` is a time; word2vec's `sample` a setting."""
    assert _read("MRR : 0.022 \t\t Filt. MRR : 0.022")[0][0] == {"MRR": 0.022, "Filt. MRR": 0.022}
    assert "PASS" in _read("Done. PASS=2 ERROR=0")[0][0]
    rows = _read("  epoch    train_loss    valid_acc    valid_loss     dur\n      1        0.6931       0.5000       0.6900  0.0125")
    assert rows[1] == ({"epoch": 1.0, "train_loss": 0.6931, "valid_acc": 0.5, "valid_loss": 0.69}, 1)
    assert _read("sample=0.001 downsamples 77 most-common words")[0][0] == {}
    # scikit-surprise's cross-validation table: each measure's mean over its folds; its times none
    folds = _read("                  Fold 1  Fold 2  Fold 3  Mean    Std     \n"
                  "RMSE (testset)    1.4423  1.4375  1.4420  1.4406  0.0022  \n"
                  "Fit time          0.01    0.01    0.01    0.01    0.00    ")
    assert [found for found, _ in folds] == [{}, {"RMSE (testset)": 1.4406}, {}]


def test_the_second_review_of_rounds_192_to_206s_shapes() -> None:
    """pycma's table open: an indented line the objective prints is still read (a NaN there stops the run); a word and
    its full stop before an acronym is a sentence's (`Converged. RMSE`), an abbreviation of the name's stays."""
    rows = _read("Iterat #Fevals   function value  axis ratio  sigma  min&max std  t[m:s]\n"
                 "    1     10 6.4e+01 1.0e+00 2.64e-01  3e-01  3e-01 0:00.0  \n"
                 "  training trial: epoch 2 loss=nan\n"
                 "    2     20 6.8e+01 1.2e+00 2.26e-01  2e-01  2e-01 0:00.0  ")
    assert math.isnan(rows[2][0]["loss"]) and rows[3][1] == 2
    assert list(_read("Converged. RMSE: nan")[0][0]) == ["RMSE"]
    # the data file a record is about is a label before the measure's name (awk over runs' CSVs)
    assert _read("runs/run_b.csv final_loss=0.0002 best_val_acc=0.99")[0][0] == {"final_loss": 0.0002, "best_val_acc": 0.99}


def test_statsmodels_summary_reads_each_column_apart() -> None:
    """statsmodels' (and arch's) summary: two columns of `name: value` side by side under its title and rule; each
    measure read apart, the date, the time, the model's text and the counts beside them none; its next rule ends it."""
    summary = """\
                                       SARIMAX Results
        ==============================================================================
        Dep. Variable:                      y   No. Observations:                  120
        Model:               SARIMAX(1, 1, 1)   Log Likelihood                -273.961
        Date:                Sun, 06 Dec 2026   AIC                            557.923
        Time:                        11:26:10   BIC                            574.389
        Sample:                             0   HQIC                           564.587
        =============================================================================="""
    rows = [found for found, _ in _read(summary)]
    assert rows[2:7] == [{}, {"Log Likelihood": -273.961}, {"AIC": 557.923}, {"BIC": 574.389}, {"HQIC": 564.587}]
    arch = ("                        Constant Mean - GARCH Model Results                         \n" + "=" * 84 + "\n"
            "Distribution:      Standardized Student's t   AIC:                           13679.5\n")
    assert _read(arch)[2][0] == {"AIC": 13679.5}
    # a summary cut short before its next rule: a blank line ends it, the run's lines after it are read as before
    cut = ("                            OLS Regression Results\n" + "=" * 78 + "\n"
           "Dep. Variable:                      y   R-squared:                       0.933\n\nepoch 3 loss: 0.25 acc: 0.9")
    assert _read(cut)[-1] == ({"epoch": 3.0, "loss": 0.25, "acc": 0.9}, 3)


def test_statsmodels_summary_reaches_the_parser_through_the_monitor(tmp_path: Path) -> None:
    """The summary's title holds no `:`, `=` or digit: the monitor still passes it on, so its columns are read apart."""
    ex = _monitored(tmp_path, """
        print("                               SARIMAX Results                                ")
        print("=" * 78)
        print("Model:               SARIMAX(1, 1, 1)   Log Likelihood                -273.961")
        print("Time:                        11:26:10   BIC                            574.389")
        print("=" * 78, flush=True)
    """, ["BIC"])
    assert ex.metrics.get("Log Likelihood") == -273.961 and ex.metrics.get("BIC") == 574.389


def test_solvers_progress_of_rounds_192_to_216() -> None:
    """pygmo's table, every name ending with a colon, its generation the step and its count of calls none;
    scikit-optimize's `Iteration No: 7 started.` the step of the lines under it, its `Time taken` a time."""
    rows = _read("   Gen:        Fevals:          Best:             F:            CR:\n"
                 "      1             20        6977.84        0.79061        0.93259\n"
                 "     21            420        338.303       0.578436            nan")
    assert rows[0] == ({}, None)
    assert rows[1] == ({"Best": 6977.84, "F": 0.79061, "CR": 0.93259}, 1)
    assert math.isnan(rows[2][0]["CR"]) and rows[2][1] == 21
    # a line of names each with a colon is no header when a value follows one (`Epoch:  3`)
    assert _read("Epoch:  3   Loss:  0.5")[0] == ({"Epoch": 3.0, "Loss": 0.5}, 3)
    rows = _read("Iteration No: 7 started. Evaluating function at random point.\n"
                 "Iteration No: 7 ended. Evaluation done at random point.\n"
                 "Time taken: 0.0801\n"
                 "Function value obtained: 1.3318\n"
                 "Current minimum: 0.1051")
    assert [found for found, _ in rows] == [{}, {}, {}, {"Function value obtained": 1.3318}, {"Current minimum": 0.1051}]
    assert rows[4][1] == 7
    assert _read("Total training time: 12.5 val_loss: 0.3")[0][0] == {"val_loss": 0.3}
    assert _read("step time: 0.31")[0][0] == {"step time": 0.31}  # (a step's time, the collectors' measure)
    assert _read("ncall = 57  fval = 0.125")[0][0] == {"fval": 0.125}


def test_a_solvers_step_measure_under_its_iterations_heading() -> None:
    """CRFsuite's `***** Iteration #1 *****` is the step of the lines under it; its `Line search step`, printed as a
    fraction, is a measure of that iteration (the step alone, `Epoch: 42`, is none); a solver's `problem:` is settings."""
    rows = _read("***** Iteration #1 *****\nLoss: 1242.809511\nLine search step: 0.002215\nLine search step: 1.000000")
    assert rows[1:] == [({"Loss": 1242.809511}, 1), ({"Line search step": 0.002215}, 1), ({"Line search step": 1.0}, 1)]
    assert _read("====> Epoch: 42")[0][0] == {}
    assert _read("problem:\n  variables     = 50\n  constraints   = 50")[1][0] == {}


def test_a_record_printed_whole_ends_where_its_run_stops(tmp_path: Path) -> None:
    """The HF Trainer's record in which a NaN hides (`'loss': '0'` beside a NaN gradient norm) stops the run; its
    evaluation record printed right after it, before the task is killed, is another record and stays unread."""
    ex = _monitored(tmp_path, """
        print("{'loss': '2.827', 'grad_norm': 'nan', 'learning_rate': '8e+29', 'epoch': '0.625'}")
        print("{'loss': '0', 'grad_norm': 'nan', 'learning_rate': '5.5e+29', 'epoch': '1.25'}")
        print("{'eval_loss': 'nan', 'eval_runtime': '0.0081', 'eval_samples_per_second': '1963', 'epoch': '1.25'}")
        print("{'train_runtime': '0.5087', 'train_loss': '0.7068', 'epoch': '2.5'}", flush=True)
        import time; time.sleep(5)
    """, [])
    assert ex.aborted_by == "nan"
    assert [p.value for p in ex.series["loss"]] == [2.827, 0.0]
    assert "eval_loss" not in ex.series and "train_loss" not in ex.series


def test_rounds_217_to_222s_shapes() -> None:
    """POT's table, its cells glued to the pipes, a NaN in it read; DeepXDE's lists of several losses, read only when
    one went NaN; PINTS' `Iter.` the step and its `Eval.` a count; an HTTP response's headers, a command's times,
    lmfit's problem size and its starting values, a program's limits and thread counts: none of them measures."""
    rows = _read("It.  |Loss        |Relative loss|Absolute loss\n"
                 "------------------------------------------------\n"
                 "    0|1.502881e+01|0.000000e+00|0.000000e+00\n"
                 "    1|     nan|     nan|     nan")
    assert rows[2] == ({"It.": 0.0, "Loss": 15.02881, "Relative loss": 0.0, "Absolute loss": 0.0}, 0)
    assert math.isnan(rows[3][0]["Loss"]) and rows[3][1] == 1
    assert _read("INFO|trainer|loss=0.5")[0][0] == {"loss": 0.5}  # (no header of a table: a log's fields)
    rows = _read("Step      Train loss              Test loss               Test metric   \n"
                 "0         [2.21e-01, 1.00e+00]    [2.26e-01, 1.00e+00]    [1.34e+00]    \n"
                 "250       [nan, nan]              [nan, nan]              [nan]         ")
    assert rows[1] == ({"Step": 0.0, "Test metric": 1.34}, 0)
    assert math.isnan(rows[2][0]["Train loss"]) and math.isnan(rows[2][0]["Test loss"]) and rows[2][1] == 250
    rows = _read("Iter. Eval. Best      Current   Time    \n0     6      40462.46  40462.46   0:00.0\n"
                 "200   1200   8986.499  8986.499   0:00.0")
    assert rows[2] == ({"Iter.": 200.0, "Best": 8986.499, "Current": 8986.499}, 200)
    http = _read("HTTP/1.0 200 OK\r\nServer: SimpleHTTP/0.6 Python/3.11.7\r\nContent-Length: 7368\r\n\r\nloss: 0.5")
    assert [found for found, _ in http] == [{}, {}, {}, {}, {"loss": 0.5}]
    assert _read("Run Time: real 0.000 user 0.000241 sys 0.000000")[0][0] == {}
    report = _read("    # function evals   = 19\n    # data points      = 200\n    # variables        = 2\n"
                   "    chi-square         = 0.46001610\n    amp:  2.99478455 +/- 0.01341688 (0.45%) (init = 1)")
    assert [found for found, _ in report] == [{}, {}, {}, {"chi-square": 0.4600161}, {"amp": 2.99478455}]
    assert _read("async thread count: 2")[0][0] == {} and _read("  max iter = 200, time limit = Inf")[0][0] == {}
    assert _read("Concurrency: 8  Throughput: 91.2")[0][0]["Concurrency"] == 8.0  # (what a benchmark measured at)


def test_a_solvers_table_named_by_what_it_minimises() -> None:
    """simanneal's table: `Energy` names what it minimises, no loss or step among its names (a table of things, one a
    row, is not a series: NEAT's species); scikit-learn's mixture models print fields a tab and a space apart."""
    rows = _read(" Temperature        Energy    Accept   Improve     Elapsed   Remaining\n"
                 " 15773.93361         20.93   100.00%    49.40%     0:00:00     0:00:01")
    assert rows[1][0]["Energy"] == 20.93
    species = _read("    ID   age  size  fitness  adj fit  stag\n  ====  ===  ====  =======  =======  ====\n"
                    "     1    4   150      3.9    0.424     1")
    assert [found for found, _ in species] == [{}, {}, {}]
    rows = _read("  Iteration 10\t time lapse 0.03768s\t ll change 0.00609")
    assert rows[0] == ({"Iteration": 10.0, "ll change": 0.00609}, 10)
    assert _read("MeanEntropy \t 2.397886")[0][0] == {"MeanEntropy": 2.397886}


def test_the_review_of_rounds_217_to_222s_shapes(tmp_path: Path) -> None:
    """An HTTP response's headers are none by their names, through the real monitor, and a NaN after them still stops
    the run; a result named a limit is read (`Observed upper limit: nan`); three words opening with `Generation` one
    space apart are no table's header."""
    ex = _monitored(tmp_path, r"""
        print("HTTP/1.1 200 OK\nContent-Type: application/json\nContent-Length: 15\n\n{\"status\":\"ok\"}")
        print("Epoch 1/3 - loss: 0.52 - accuracy: 0.81")
        print("Epoch 2/3 - loss: nan - accuracy: 0.10", flush=True)
        import time; time.sleep(5)
    """, [])
    assert ex.aborted_by == "nan" and "Content-Length" not in ex.metrics and ex.metrics["accuracy"] == 0.1
    assert math.isnan(_read("Observed upper limit: nan")[0][0]["Observed upper limit"])
    assert _read("time limit = 3600")[0][0] == {}
    rows = _read("Generation Config Loaded\n1 0.5 0.6")
    assert [found for found, _ in rows] == [{}, {}]


def test_a_plugins_defaults_as_a_session_starts() -> None:
    """pytest-benchmark's defaults line, its settings after `(defaults:`, is none; a NaN loss on such a line is read."""
    line = ("benchmark: 5.2.3 (defaults: timer=time.perf_counter disable_gc=False min_rounds=5 min_time=0.000005 "
            "max_time=1.0 calibration_precision=10 warmup=False warmup_iterations=100000)")
    assert _read(line)[0][0] == {}
    assert math.isnan(_read("eval (defaults: beam=4) loss=nan")[0][0]["loss"])


def test_rounds_223_to_227s_shapes() -> None:
    """CVXOPT's table, each row's iteration before a colon under no name; a table's `Temperature` is the run's (an
    annealing schedule, an MD run), where a sampling `temperature` printed as a setting is none; a flag's value before
    a name of the code's is no part of the name (`converged: False reg_ot_cost=2.12`; `True Positive` is a name)."""
    rows = _read("     pcost       dcost       gap    pres   dres\n"
                 " 0: -4.6624e+01 -4.1860e+02  2e+03  3e+00  3e-14\n"
                 " 9: -8.6585e+00 -8.6585e+00  8e-06  2e-09  8e-15")
    assert rows[2] == ({"pcost": -8.6585, "dcost": -8.6585, "gap": 8e-06, "pres": 2e-09, "dres": 8e-15}, 9)
    rows = _read(" Temperature        Energy    Accept   Improve     Elapsed   Remaining\n"
                 "     2.50000         20.59    93.00%    46.80%     0:00:01     0:00:00")
    assert rows[1][0] == {"Temperature": 2.5, "Energy": 20.59}
    assert _read("temperature: 0.7")[0][0] == {}
    assert _read("converged: False reg_ot_cost=2.1196")[0][0] == {"reg_ot_cost": 2.1196}
    assert _read("True Positive: 42, False Negative: 3")[0][0] == {"True Positive": 42.0, "False Negative": 3.0}


def test_the_review_of_rounds_223_to_227s_shapes(tmp_path: Path) -> None:
    """A bare number under a table's header is no row and never stops the reader (a NaN later is still read); a
    numbered line under a training table is no solver's row; a sampling `temperature` printed after a table is a
    setting still."""
    rows = _read("epoch  train_loss  valid_loss  accuracy  time\n0      0.51        0.42        0.88      00:03\n1234567\n"
                 "0: 0.81 0.77 0.55 0.1 0.2\ntemperature: 0.8\ntemperature = 0.7")
    assert [found for found, _ in rows[2:]] == [{}, {}, {}, {}]
    ex = _monitored(tmp_path, """
        print("step   loss    lr")
        print("1      0.50    0.1")
        print("1234567")
        print("1: nan nan nan")
        print("step 2 loss: nan", flush=True)
        import time; time.sleep(5)
    """, [])
    assert ex.aborted_by == "nan" and ex.series["loss"][0].value == 0.5 and len(ex.series["loss"]) == 2
