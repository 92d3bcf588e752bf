"""The framework callbacks under the real `savepoint run`: a tiny model built from a config (nothing
downloaded), a few CPU steps. A learning rate far too high drives the loss to NaN: the callback's
report stops the run within a few steps and the workspace is rolled back; a good run ends DONE with
the reported metrics in its outcome, at the framework's own steps.

Skipped when the framework is missing (`pip install torch==2.13.0 transformers accelerate lightning keras`)."""

from __future__ import annotations

import importlib.util
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

Sp = Callable[..., Any]


def need(*modules: str) -> None:
    for module in modules:
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"{module} is not installed (pip install torch==2.13.0 transformers accelerate lightning keras)")


HF = """
import sys
import torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
from savepoint.integrations.hf import SavepointCallback

lr, steps = float(sys.argv[1]), int(sys.argv[2])
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=64, n_positions=32, n_embd=32, n_layer=2, n_head=2))


class Tokens(torch.utils.data.Dataset):
    def __init__(self):
        self.x = torch.randint(0, 64, (64, 16), generator=torch.Generator().manual_seed(0))

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return {"input_ids": self.x[i], "labels": self.x[i]}


open("out/ckpt.txt", "w").write("training started")
args = TrainingArguments(output_dir="out/run", per_device_train_batch_size=8, max_steps=steps, learning_rate=lr,
                         max_grad_norm=0.0, logging_steps=2, report_to=[], save_strategy="no", use_cpu=True,
                         disable_tqdm=True, seed=0)
Trainer(model=model, args=args, train_dataset=Tokens(), callbacks=[SavepointCallback()]).train()
open("out/ckpt.txt", "w").write("trained")
"""

LIGHTNING = """
import sys
import torch
import lightning as L
from savepoint.integrations.lightning import SavepointCallback

lr, steps = float(sys.argv[1]), int(sys.argv[2])
torch.manual_seed(0)


class Regression(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.layer = torch.nn.Linear(8, 1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = torch.nn.functional.mse_loss(self.layer(x), y)
        self.log("train_loss", loss)
        return loss

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=lr)


x = torch.randn(256, 8) * 10
data = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, x.sum(1, keepdim=True)), batch_size=16)
open("out/ckpt.txt", "w").write("training started")
trainer = L.Trainer(max_steps=steps, accelerator="cpu", logger=False, enable_checkpointing=False,
                    enable_model_summary=False, log_every_n_steps=1, callbacks=[SavepointCallback()])
trainer.fit(Regression(), data)
open("out/ckpt.txt", "w").write("trained")
"""

KERAS = """
import os, sys
os.environ["KERAS_BACKEND"] = "torch"
import numpy as np
import keras
from savepoint.integrations.keras import SavepointCallback

lr, epochs = float(sys.argv[1]), int(sys.argv[2])
keras.utils.set_random_seed(0)
x = np.random.default_rng(0).normal(size=(256, 8)).astype("float32") * 10
y = x.sum(axis=1, keepdims=True)
model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=lr), loss="mse")
open("out/ckpt.txt", "w").write("training started")
model.fit(x, y, batch_size=16, epochs=epochs, verbose=0, callbacks=[SavepointCallback()])
open("out/ckpt.txt", "w").write("trained")
"""

JOBS = {"hf": (HF, ("torch", "transformers"), "1e4", "3e-3"),
        "lightning": (LIGHTNING, ("torch", "lightning"), "10", "1e-3"),
        "keras": (KERAS, ("torch", "keras"), "10", "1e-3")}


def _job(ws: Path, name: str) -> tuple[str, str]:
    code, modules, bad_lr, good_lr = JOBS[name]
    need(*modules)
    (ws / "out").mkdir()
    (ws / "out" / "ckpt.txt").write_text("good weights")
    (ws / "train.py").write_text(textwrap.dedent(code))
    return bad_lr, good_lr


@pytest.mark.parametrize("name", sorted(JOBS))
def test_a_nan_reported_by_the_callback_stops_the_run_and_rolls_back(name: str, ws: Path, sp: Sp) -> None:
    bad_lr, _ = _job(ws, name)
    # a long run: without the callback's report it would train to its end (hf: the Trainer hides the NaN)
    run = sp("run", "--retries", "0", "--json", "--", "python", "train.py", bad_lr, "100000", timeout=240)
    outcome = run.json()
    assert outcome["status"] == "ROLLED_BACK", run
    attempt = outcome["attempts"][0]
    assert attempt["diagnosis"]["rule"] == "default:nan", attempt
    assert (ws / "out" / "ckpt.txt").read_text() == "good weights"
    series = sp("report", "last", "--json").json()["attempts"][0]["series"]
    loss = series.get("loss") or series["train_loss"]
    first_bad = next(p[0] for p in loss if not (p[1] == p[1] and abs(p[1]) != float("inf")))
    assert loss[-1][0] - first_bad <= 50, loss[-5:]  # stopped within a few steps of the first NaN


@pytest.mark.parametrize("name", sorted(JOBS))
def test_a_good_run_ends_done_with_the_callbacks_metrics(name: str, ws: Path, sp: Sp) -> None:
    _, good_lr = _job(ws, name)
    run = sp("run", "--retries", "0", "--json", "--", "python", "train.py", good_lr, "6", timeout=240)
    outcome = run.json()
    assert outcome["status"] == "DONE", run
    assert (ws / "out" / "ckpt.txt").read_text() == "trained"
    metrics = outcome["result"]["metrics"]
    assert isinstance(metrics.get("loss"), float) and metrics["loss"] == metrics["loss"], metrics
    if name == "hf":  # its fractional epoch is how far training has gone, reported or printed: no metric
        assert "epoch" not in metrics, metrics
    series = sp("report", "last", "--json").json()["attempts"][0]["series"]["loss"]
    steps = [p[0] for p in series]
    assert steps == sorted(steps) and steps[0] >= 0 and len(steps) >= 3, steps  # the framework's steps


def test_the_package_imports_no_framework_and_a_missing_one_is_its_own_import_error() -> None:
    import subprocess
    import sys

    code = ("import sys, savepoint.integrations as i\n"
            "print(sorted(m for m in ('keras', 'tensorflow', 'lightning', 'pytorch_lightning', 'transformers', 'torch')"
            " if m in sys.modules))\n"
            "try:\n    i.framework_base('no_such_framework_a:Callback', 'no_such_framework_b.callbacks:Callback')\n"
            "except ImportError as e:\n    print(e.name)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out
    assert out.stdout.splitlines() == ["[]", "no_such_framework_a"], out
