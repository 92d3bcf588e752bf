"""A real program from the registry: a tiny GPT-2 built from a config (nothing downloaded),
trained by the Hugging Face Trainer on the CPU under `savepoint run`, as a researcher runs it.

Optional and slow (`pytest -m slow tests/test_hf_trainer_slow.py`); skipped when transformers or
torch is not installed (`pip install torch==2.13.0 transformers accelerate`)."""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.slow

TRAIN = """
import math, os, sys, time
import torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainerCallback, TrainingArguments

optim, lr, steps = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
show_nan = sys.argv[4:] == ["show-nan"]
MARK = os.environ.get("MARKER")
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=64, n_positions=32, n_embd=32, n_layer=2, n_head=2))


class Tokens(torch.utils.data.Dataset):
    def __init__(self):
        self.x = torch.randint(0, 64, (64, 16), generator=torch.Generator().manual_seed(0))

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return {"input_ids": self.x[i], "labels": self.x[i]}


class FirstNaN(TrainerCallback):
    # runs before the Trainer's own printer: the time is taken just before the line is printed
    def on_log(self, args, state, control, logs=None, **kwargs):
        loss = (logs or {}).get("loss")
        grad = (logs or {}).get("grad_norm", 0.0)
        bad = loss is not None and (not math.isfinite(loss) or (loss == 0 and not math.isfinite(grad)))
        if MARK and bad and not os.path.exists(MARK):
            with open(MARK, "w") as f:
                f.write(repr(time.time()))


with open("out/ckpt.txt", "w") as f:
    f.write("training started")  # the attempt changes the workspace before it diverges
args = TrainingArguments(output_dir="out/run", per_device_train_batch_size=8, max_steps=steps, learning_rate=lr,
                         optim=optim, max_grad_norm=0.0, logging_steps=1, report_to=[], save_strategy="no",
                         use_cpu=True, disable_tqdm=True, seed=0,
                         # by default the Trainer logs a NaN/Inf loss as the mean of the finite ones
                         # (and prints 'loss': '0' once all are NaN); show-nan shows it as it is
                         logging_nan_inf_filter=not show_nan)
trainer = Trainer(model=model, args=args, train_dataset=Tokens())
trainer.callback_handler.callbacks.insert(0, FirstNaN())
trainer.train()
trainer.save_model("out/model")
"""


@pytest.fixture
def job(ws: Path) -> Path:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    (ws / "out").mkdir()
    (ws / "out" / "ckpt.txt").write_text("good weights")
    (ws / "train.py").write_text(textwrap.dedent(TRAIN))
    return ws


def test_trainer_metrics_are_read_and_a_good_run_is_kept(job: Path, sp: Callable[..., Any]) -> None:
    run = sp("run", "--retries", "0", "--json", "--", sys.executable, "train.py", "adamw_torch", "1e-3", "12",
             timeout=600)
    assert run.json()["status"] == "DONE", run
    attempt = json.loads(sp("report", "last", "--json").out)["attempts"][0]
    metrics = attempt["metrics"]
    assert {"loss", "grad_norm", "learning_rate", "epoch", "train_loss"} <= set(metrics), metrics
    assert 0 < metrics["loss"] < 10
    assert len(attempt["series"]["loss"]) == 12  # one point per logged step: the loss is watched by default
    assert (job / "out" / "model").is_dir()


@pytest.mark.parametrize("shown", ["show-nan", "trainer-default"])
def test_a_learning_rate_that_drives_the_loss_to_nan_aborts_within_200ms_and_rolls_back(
        shown: str, job: Path, sp: Callable[..., Any], tmp_path: Path) -> None:
    # show-nan: the Trainer prints 'loss': 'nan'; trainer-default: it prints 'loss': '0' next to
    # 'grad_norm': 'nan', the NaN it hides
    marker = tmp_path / "first-nan"
    run = sp("run", "--retries", "0", "--json", "--", sys.executable, "train.py", "sgd", "1e4", "60", shown,
             env={"MARKER": str(marker)}, timeout=600)
    outcome = run.json()
    assert outcome["status"] == "ROLLED_BACK", run
    assert outcome["attempts"][0]["diagnosis"]["rule"] == "default:nan"
    assert (job / "out" / "ckpt.txt").read_text() == "good weights"
    assert not (job / "out" / "run").exists() and not (job / "out" / "model").exists()
    printed = float(marker.read_text())
    attempt = json.loads(sp("report", "last", "--json").out)["attempts"][0]
    nan = next(a for a in attempt["anomalies"] if a["kind"] == "nan" and a["action"] == "abort")
    assert nan["metric"] == "loss"
    assert nan["time"] - printed <= 0.2
    assert attempt["ended"] - printed <= 0.2
