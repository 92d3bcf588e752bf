"""What a metric's name says, without reading any output: whether it is loss-like (watched by
default), a gradient norm (a NaN there only warns), higher-is-better (for plateaus), and which names
a `--watch` covers. Kept apart from the output parser (metrics.py), whose patterns take ~14 ms to
compile: a run that prints nothing never loads it.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable

STEP_KEYS = ("global_step", "step", "iter", "iteration", "epoch")  # the first a line names is its step
# other names of the step (`current_steps`: LlamaFactory's trainer_log.jsonl; `Current_step`: a
# TF-Agents environment's print)
STEP_ALIASES = {"steps": "step", "iters": "iter", "iterations": "iteration", "global step": "global_step",
                "global_steps": "global_step",
                "current_step": "step", "current_steps": "step", "current step": "step", "current_epoch": "epoch",
                "up.": "step", "ep.": "epoch", "epoch.": "epoch", "step.": "step", "iter.": "iter",
                # (tianshou's bar: `Epoch #3: ... env_step=2990, ..., rew=9.00`, its environment's steps, before its epoch)
                "acc_iter": "iter", "env_step": "global_step"}  # (Marian's `Ep. 2 : Up. 435000 : ... : Cost 2.78`: its updates; OpenPCDet's `acc_iter=1300`, its iterations over all epochs)
_NAME_PARTS = re.compile(r"[ _./\-]+")

# Words that make a loss-named metric a setting or a record, not the loss of this step: `loss_scale`,
# `loss_weight`, and `best_loss`, which scripts often start at inf.
_NOT_LOSS = frozenset({"scale", "weight", "coef", "coeff", "factor", "best", "min", "lowest", "prev", "previous",
                       "target", "regularize", "eps", "temperature", "threshold"})  # (Kaldi's `xent_regularize`)


_LOSS_WORDS = frozenset({"loss", "logloss", "mlogloss", "crossentropy", "xent"})
_CAMEL = re.compile(r"([a-z0-9])([A-Z])")  # `lossAverage`, `valLoss`: words of a camelCase name


def is_loss_like(name: str) -> bool:
    """`loss`, `train_loss`, `val loss`, `eval/loss`, `Loss content`, `loss_cls`, `nll_loss`, `logloss`...,
    and a cross-entropy, a loss by construction (Trax's `train WeightedCategoryCrossEntropy`, OpenNMT's `xent`)
    (but not `loss_scale`, `loss_weight` or `best_loss`: settings and records, not losses)."""
    low = name.lower()
    if "loss" not in low and "entropy" not in low and "xent" not in low:
        return False
    parts = _NAME_PARTS.split(_CAMEL.sub(r"\1 \2", name).lower() if low != name else low)
    # `loss` as a word, or XGBoost's and LightGBM's `logloss`, `mlogloss`; `cross entropy` as words or one
    lossy = any(p in _LOSS_WORDS for p in parts) or "cross entropy" in " ".join(parts)
    return lossy and not any(p in _NOT_LOSS for p in parts)


def step_of(found: dict[str, float]) -> int | None:
    """The step among already parsed metrics (JSON records of the metrics file): global_step, step, iter."""
    for key in STEP_KEYS[:-1]:  # all but `epoch`
        value = found.get(key)
        if value is not None and math.isfinite(value):
            return int(value)
    return None


def is_default_watched(name: str) -> bool:
    """With no `--watch`, loss-like metrics are watched (NaN/Inf aborts): see `is_loss_like`."""
    return is_loss_like(name)


_GRAD_NORM = frozenset({"grad_norm", "gnorm", "grad-norm", "gradnorm", "total_norm", "grad norm"})


def is_default_warn_only(name: str) -> bool:
    """With no `--watch`, a NaN/Inf gradient norm only warns: fp16 loss scaling skips that step."""
    low = name.lower()
    return low in _GRAD_NORM or low.rsplit("/", 1)[-1].rsplit(".", 1)[-1] in _GRAD_NORM


# A gradient norm non-finite this many logged points in a row is no skipped fp16 step: the run diverged.
GRAD_NAN_RUN = 25


def hidden_nan(found: dict[str, float]) -> str | None:
    """A NaN the framework hid: a non-finite gradient norm next to a loss of exactly 0 on the same
    line. The HF Trainer logs a NaN loss as the mean of the finite ones (`logging_nan_inf_filter`),
    which is 0 once every step is NaN: `{'loss': 0.0, 'grad_norm': nan}`. Returns the loss's name."""
    grad_bad = any(not math.isfinite(v) for k, v in found.items() if is_default_warn_only(k))
    if not grad_bad:
        return None
    return next((k for k, v in found.items() if v == 0.0 and is_loss_like(k)), None)


# Names of a data split: `--watch loss` watches the loss of each (eval_loss, val/loss, train loss).
SPLITS = frozenset({"train", "training", "eval", "evaluation", "val", "valid", "validation", "test", "dev"})


def watched(name: str, watch: Iterable[str]) -> bool:
    """Whether a NaN in this metric aborts: the names in `watch` and the same names of each data
    split (`--watch loss` watches `eval_loss`, `val/loss`, `train loss` too), or by default the
    loss-like ones. The same rule for `savepoint run` and the Python API."""
    names = watch if isinstance(watch, set | frozenset | list | tuple) else list(watch)
    if names:
        if name in names:
            return True
        # a name as the log prints it or as another logger spells it: case and separators aside
        # (`--watch train_loss` watches `Train Loss`, `train/loss`, `TRAIN  loss`); a training split's
        # name also watches the metric read without it (spoter's `[4] TRAIN  loss: nan` is read as
        # `loss`); `val_loss` does not
        key = _spelling(name)
        split, sep, rest = key.partition("_")
        in_split = bool(sep) and split in SPLITS
        for w in names:
            forms = _watched_forms(w)
            if key in forms or (in_split and rest == forms[0]):
                return True
        return False
    return is_default_watched(name)


@functools.lru_cache(maxsize=1024)
def _spelling(name: str) -> str:
    """A name with case and separators aside: `Train Loss`, `train/loss`, `TRAIN  loss` are `train_loss`.
    Cached: asked for each metric of each line a task prints."""
    return _NAME_PARTS.sub("_", name.strip(" _./-")).lower()


@functools.lru_cache(maxsize=256)
def _watched_forms(watched_name: str) -> tuple[str, ...]:
    """What a watched name matches (first its spelling), and for a training split's name the metric
    without it (`loss` for `train_loss`, `TRAIN  loss`, `training/loss`)."""
    key = _spelling(watched_name)
    split, sep, rest = key.partition("_")
    return (key, rest) if sep and split in ("train", "training") else (key,)


HIGHER_IS_BETTER = ("acc", "accuracy", "auc", "f1", "score", "reward", "bleu", "precision", "recall", "ap",
                    "map", "iou", "r2")


def higher_is_better(name: str) -> bool:
    """The direction plateau detection looks for (loss-like metrics go down)."""
    low = re.split(r"[_./\- ]", name.lower())
    # (a measure numbered by its threshold or rank: COCO's `AP50`, `mAP75`, `acc1`)
    if any(part in HIGHER_IS_BETTER or part.rstrip("0123456789") in HIGHER_IS_BETTER for part in low):
        return True
    # a mean or overall one, its letter glued before the acronym (mmsegmentation's `mIoU`, `mAcc`, `aAcc`)
    return any(len(part) > 2 and part[0] in "am" and part[1].isupper() and part[1:].lower() in HIGHER_IS_BETTER
               for part in re.split(r"[_./\- ]", name))


# CRFsuite's trainers head their settings with these lines alone (`L-BFGS optimization`, then `c1: 0.000000`): the
# parser opens a settings section at one, and the monitor passes it to the parser, though it holds no other hint
CRFSUITE_HEADINGS = frozenset({"Feature generation", "L-BFGS optimization", "Stochastic Gradient Descent (SGD)",
                               "Averaged perceptron", "Passive Aggressive", "Adaptive Regularization of Weights (AROW)",
                               "Calibrating the learning rate (eta)"})
